"""The first frame: the title art and a loading line, shown while the game packages import.

Game packages may do real work when imported (a rules engine precomputing its tables), so the
window shows something at once and the title screen follows when they are ready.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.scene import Scene
from game.client.text import tr
from game.client.ui import SAND, draw_text, draw_title_text

if TYPE_CHECKING:
    from game.client.app import App


class LoadingScene(Scene):
    """Once a frame has been drawn, runs ``load``, leaves the stack and calls ``then`` to fill it.

    ``then`` pushes the scenes to show and returns True; False (an unknown scene or demo name)
    ends the app with exit code 2.
    """

    def __init__(self, app: App, load: Callable[[], object], then: Callable[[], bool]) -> None:
        super().__init__(app)
        self.app: App = app
        self.load = load
        self.then = then
        self.done = False

    def update(self, dt: float) -> None:
        # Only after the splash has been on screen at least once.
        if self.done or self.app.frame_count < 1:
            return
        self.done = True
        self.load()
        self.app.stack.pop()
        if not self.then():
            self.app.exit_code = 2
            self.app.quit()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        logo = self.app.assets.image("ui/logo")
        surface.blit(logo, logo.get_rect(midtop=(800, 14)))
        draw_title_text(surface, tr("client.app_name"), 68, (800, 156))
        draw_text(surface, tr("client.loading"), 24, SAND, (800, 450), anchor="center")
