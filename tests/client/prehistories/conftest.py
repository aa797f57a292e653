"""Prehistories table tests: an app with animations off, and clicks posted like a person's."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.app import App
from game.client.settings import AnimationSpeed, Settings


@pytest.fixture
def quick_app() -> Iterator[App]:
    """English, animations off: a whole game fits the test budget."""
    application = App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)
    yield application
    application.close()


def post_click(app: App, pos: tuple[int, int] | None, button: int = 1) -> None:
    """A real press and release at a canvas position, delivered by one frame."""
    assert pos is not None, "nothing on the table leads to that action"
    window_pos = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=button))
    app.run(frames=1)
