"""Tribes of the Wind animations draw at every point of their run (the table tests play with
animations off, so a frame at the very start of an anim is checked here)."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.settings import Settings
from game.client.tribes_of_the_wind.anims import SmogFade


def test_the_smog_fade_draws_from_its_first_frame_to_its_last():
    app = App(Settings(language="en"), headless=True, persist_settings=False)
    try:
        surface = pygame.Surface((1600, 900))
        anim = SmogFade(duration=0.3, rect=pygame.Rect(100, 100, 60, 60), amount=2)
        for step in range(11):
            anim.elapsed = 0.03 * step  # progress 0 (all eight eighths of the cloud) to 1
            surface.fill((0, 0, 0))
            anim.draw(surface, app.assets, False)
        anim.elapsed = 0.0
        surface.fill((0, 0, 0))
        anim.draw(surface, app.assets, False)
        assert pygame.transform.average_color(surface, pygame.Rect(100, 60, 60, 100))[:3] != (0, 0, 0)
    finally:
        app.close()
