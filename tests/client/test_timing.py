from __future__ import annotations

import pytest

from game.client.timing import FixedTimestep, Letterbox


def test_one_second_of_frames_gives_sixty_updates_whatever_the_frame_rate():
    for frames_per_second in (30, 60, 144, 45):
        clock = FixedTimestep()
        steps = sum(clock.advance(1 / frames_per_second) for _ in range(frames_per_second))
        assert steps == 60, frames_per_second


def test_short_frames_accumulate_until_a_whole_step():
    clock = FixedTimestep()
    assert clock.advance(0.010) == 0
    assert clock.alpha == pytest.approx(0.6)
    assert clock.advance(0.010) == 1
    assert clock.alpha == pytest.approx(0.2, abs=1e-6)


def test_a_long_frame_is_clamped_so_the_loop_cannot_spiral():
    clock = FixedTimestep()
    assert clock.advance(5.0) == 15  # 0.25 s clamp at 60 Hz
    assert clock.advance(-1.0) == 0


def test_alpha_stays_below_one():
    clock = FixedTimestep()
    clock.advance(1 / 60 - 1e-12)
    assert 0 <= clock.alpha < 1


def test_letterbox_of_a_wider_window_has_bars_left_and_right():
    box = Letterbox((1920, 800))
    assert box.scale == pytest.approx(800 / 900)
    assert box.rect.height == 800
    assert box.rect.x == (1920 - box.rect.width) // 2
    assert box.to_logical(box.rect.topleft) == (0, 0)
    assert box.to_logical((box.rect.centerx, box.rect.centery)) == (800, 450)


def test_letterbox_maps_window_to_canvas_and_back():
    box = Letterbox((1280, 1024))
    for point in ((0, 0), (800, 450), (1599, 899), (123, 456)):
        assert box.to_logical(box.to_window(point)) == pytest.approx(point, abs=1)


def test_a_window_larger_than_the_desktop_is_shrunk_keeping_its_shape():
    from game.client.app import fit_window

    assert fit_window((1600, 900), (1920, 1080)) == (1600, 900)
    width, height = fit_window((2560, 1440), (1920, 1080))
    assert height <= 1080 * 0.9 and width <= 1920 * 0.95
    assert abs(width / height - 16 / 9) < 0.01
    assert fit_window((1280, 720), None) == (1280, 720)
