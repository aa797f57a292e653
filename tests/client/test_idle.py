"""An untouched client drops to its idle frame rate unless something on screen animates."""

from __future__ import annotations

import pygame

from game.client.app import FRAME_RATE_CAP, IDLE_AFTER_SECONDS, IDLE_FRAME_RATE, App
from game.client.scene import Scene


class Still(Scene):
    pass


class Moving(Scene):
    def animating(self) -> bool:
        return True


def _idle_for(app: App, seconds: float) -> None:
    pygame.event.clear()
    step = 1 / 60
    for _ in range(round(seconds / step)):
        app.frame(step)


def test_a_still_scene_drops_to_the_idle_rate_once_input_stops(app: App) -> None:
    app.stack.push(Still(app))
    assert app.frame_rate() == FRAME_RATE_CAP
    _idle_for(app, IDLE_AFTER_SECONDS + 0.1)
    assert app.frame_rate() == IDLE_FRAME_RATE


def test_input_brings_the_full_rate_back_at_once(app: App) -> None:
    app.stack.push(Still(app))
    _idle_for(app, IDLE_AFTER_SECONDS + 0.1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert app.frame_rate() == FRAME_RATE_CAP


def test_an_animating_overlay_or_scene_below_keeps_the_full_rate(app: App) -> None:
    app.stack.push(Moving(app))
    overlay = Still(app)
    overlay.transparent = True
    app.stack.push(overlay)
    _idle_for(app, IDLE_AFTER_SECONDS + 0.1)
    assert app.frame_rate() == FRAME_RATE_CAP
