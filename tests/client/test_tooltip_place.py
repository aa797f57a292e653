"""A tooltip leaves the question's other targets in sight where it can: the Tribes of the Wind
capital's tip covered a1, the tile to click next (seen in play, session 11)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client import widgets
from game.client.app import App
from game.client.settings import Settings


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Settings(language="en"), headless=True)
    yield application
    application.close()


def test_a_tip_moves_off_a_target_it_would_cover_and_never_over_the_pointer(app: App):
    surface = pygame.Surface(widgets.CANVAS.size)
    pos = (300, 200)
    usual = widgets.draw_tooltip(surface, pos, "Capital", "Your riders start here.")
    assert usual.topleft == (pos[0] + 18, pos[1] + 18)
    under = pygame.Rect(usual.left + 10, usual.top + 10, 100, 100)  # a1, below and right
    moved = widgets.draw_tooltip(surface, pos, "Capital", "Your riders start here.", avoid=[under])
    assert not moved.colliderect(under) and not moved.collidepoint(pos)
    assert widgets.CANVAS.contains(moved)
    # Nothing to avoid under the usual place: it stays.
    far = pygame.Rect(1400, 800, 50, 50)
    assert widgets.draw_tooltip(surface, pos, "Capital", "Your riders start here.", avoid=[far]) == usual
