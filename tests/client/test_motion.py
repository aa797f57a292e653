from __future__ import annotations

import pytest

from game.client.motion import Tween, arc_point, duration, ease_out_cubic, squash
from game.client.settings import AnimationSpeed


def test_ease_out_cubic_starts_fast_and_lands_softly():
    assert ease_out_cubic(0) == 0
    assert ease_out_cubic(1) == 1
    assert ease_out_cubic(0.5) == pytest.approx(0.875)
    assert ease_out_cubic(2) == 1


def test_fast_halves_durations_and_off_skips_them():
    assert duration(0.3, AnimationSpeed.NORMAL) == pytest.approx(0.3)
    assert duration(0.3, AnimationSpeed.FAST) == pytest.approx(0.15)
    assert duration(0.3, AnimationSpeed.OFF) == 0
    assert Tween(duration(0.3, AnimationSpeed.OFF)).progress() == 1.0


def test_pieces_travel_along_an_arc_above_the_straight_line():
    start, end = (0.0, 100.0), (200.0, 100.0)
    assert arc_point(start, end, 0, 40) == start
    assert arc_point(start, end, 1, 40) == end
    assert arc_point(start, end, 0.5, 40) == (100.0, 60.0)


def test_a_landing_squashes_then_recovers():
    wide, low = squash(0.5)
    assert wide > 1 > low
    assert squash(1.0) == pytest.approx((1.0, 1.0))


def test_a_tween_interpolates_between_updates_with_alpha():
    tween = Tween(0.2)
    tween.update(0.1)
    halfway = tween.progress(1.0)
    tween.update(0.05)
    assert tween.progress(0.0) == pytest.approx(halfway)
    assert halfway < tween.progress(0.5) < tween.progress(1.0)
    tween.update(1.0)
    assert tween.done and tween.progress() == 1.0
