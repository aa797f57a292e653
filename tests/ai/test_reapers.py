"""``reapers.join_all`` waits for every reaper started, so a closing app can end its workers'
children before it shuts anything else down (ai/reapers.py)."""

from __future__ import annotations

import threading

from ai import reapers


def test_join_all_waits_for_every_reaper_and_says_whether_all_ended():
    release = threading.Event()
    ended: list[str] = []

    def reap(name: str) -> None:
        release.wait(30)
        ended.append(name)

    first = reapers.start(reap, ("first",), "test-reaper")
    second = reapers.start(reap, ("second",), "test-reaper")
    assert {first, second} <= set(reapers.running())
    assert not reapers.join_all(0.05)  # both still hold their children
    release.set()
    assert reapers.join_all(30)
    assert sorted(ended) == ["first", "second"]
    assert not first.is_alive() and not second.is_alive()
    assert first not in reapers.running()
