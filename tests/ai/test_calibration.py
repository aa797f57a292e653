"""The calibration of the hint's win chances (bench/bench_calibration.py), sized for CI: the table
it builds from self-play, the rule that decides per title, and the stored decision the client reads."""

from __future__ import annotations

import json

import pytest

from ai.plan import estimate_shown as show_for_title
from bench.bench_calibration import (
    MARGIN,
    MIN_BUCKET,
    WIN_CHANCE,
    Table,
    calibrate,
    show_for,
)
from game.rules import TITLE_IDS


def _table(pairs: list[tuple[float, float, int]]) -> Table:
    """A table with ``n`` positions at each (estimate, result)."""
    table = Table("five_tribes")
    for estimate, result, n in pairs:
        for _ in range(n):
            table.add(estimate, result)
    return table


def test_a_title_shows_win_chances_only_when_every_full_bucket_is_within_a_tenth():
    calibrated = _table([(0.25, 0.0, 75), (0.25, 1.0, 25), (0.75, 1.0, 150), (0.75, 0.0, 50)])
    assert calibrated.positions == 300 and calibrated.worst_gap() == pytest.approx(0.0)
    assert show_for(calibrated) == WIN_CHANCE
    off = _table([(0.25, 0.0, 75), (0.25, 1.0, 25), (0.75, 1.0, 100), (0.75, 0.0, 100)])
    assert off.worst_gap() == pytest.approx(0.25) and show_for(off) == MARGIN
    # a bucket with fewer than MIN_BUCKET positions does not count, however far off
    thin = _table(
        [(0.25, 0.0, 75), (0.25, 1.0, 25), (0.75, 1.0, 150), (0.75, 0.0, 50), (0.95, 0.0, MIN_BUCKET - 1)]
    )
    assert show_for(thin) == WIN_CHANCE
    # too few positions: never a win chance
    assert show_for(_table([(0.25, 0.0, 75), (0.25, 1.0, 25)])) == MARGIN


@pytest.mark.parametrize("title_id", ["five_tribes", "prehistories"])
def test_a_small_self_play_run_fills_the_buckets_with_estimates_and_outcomes(title_id):
    table = calibrate(title_id, positions=8, iterations=60, every=9)
    assert table.positions >= 8
    for bucket in table.buckets:
        if bucket.positions:
            mean = bucket.predicted / bucket.positions
            assert bucket.low - 1e-9 <= mean <= bucket.low + 0.1 + 1e-9
            assert 0.0 <= bucket.won / bucket.positions <= 1.0
    assert table.show() == MARGIN  # far below MIN_POSITIONS


def test_the_client_reads_each_titles_stored_decision_and_falls_back_to_the_margin(tmp_path):
    for title_id in TITLE_IDS:
        assert show_for_title(title_id) in (WIN_CHANCE, MARGIN)
    damaged = tmp_path / "calibration.json"
    damaged.write_text("{not json", encoding="utf-8")
    assert show_for_title("five_tribes", damaged) == MARGIN
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps({"titles": {"five_tribes": {"show": "always"}}}), encoding="utf-8")
    assert show_for_title("five_tribes", odd) == MARGIN
    stored = tmp_path / "stored.json"
    stored.write_text(json.dumps({"titles": {"five_tribes": {"show": WIN_CHANCE}}}), encoding="utf-8")
    assert show_for_title("five_tribes", stored) == WIN_CHANCE
    assert show_for_title("prehistories", stored) == MARGIN
