"""Fixtures for the bot tests: the Pair Market toy title and a guard against peeking."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.base import State
from tests.ai.toy_market import TITLE, ToyState


class PeekingError(AssertionError):
    """A bot touched the real state beyond ``observation``."""


class ObservationOnly:
    """Wraps a real state so that a bot can ask for its observation and nothing else."""

    def __init__(self, state: State) -> None:
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "asked", [])

    def observation(self, player: int) -> State:
        self.asked.append(player)
        return self._state.observation(player)

    def __getattr__(self, name: str) -> Any:
        raise PeekingError(f"the bot read {name!r} of the real state")


class FakeClock:
    """Stands in for the ``time`` module of ``ai.budget``: every reading of ``perf_counter`` (or
    of ``thread_time``, the CPU clock) moves the clock on by ``step`` seconds, so a time budget ends after a number of readings
    that no load on the machine can change (the real timing figures are in ``make bench``,
    bench/bench_budgets.py)."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now

    def thread_time(self) -> float:
        return self.perf_counter()


@pytest.fixture
def fake_clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    import ai.budget

    clock = FakeClock(0.001)
    monkeypatch.setattr(ai.budget, "time", clock)
    return clock


@pytest.fixture
def toy_game() -> ToyState:
    return TITLE.new_game(2, seed=11)


@pytest.fixture
def guarded():
    return ObservationOnly
