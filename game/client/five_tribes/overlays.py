"""The rules reference overlay of the table (the hot-seat curtain is the shell's ``scenes.curtain``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.five_tribes.widgets import blit_text, dim, draw_box, fit_width
from game.client.scene import Scene
from game.client.text import tr
from game.client.ui import SAFFRON, SAND, draw_panel

if TYPE_CHECKING:
    from game.client.app import App


RULE_SECTIONS = ("goal", "bid", "move", "tribes", "tiles", "djinns", "end", "scoring")


class RulesScene(Scene):
    """A summary of the rules in the player's language; Esc or a click outside closes it."""

    transparent = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.app: App = app
        self.page = 0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN):
                self.app.stack.pop()
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.page = min(self.page + 1, 1)
            elif event.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
                self.page = max(self.page - 1, 0)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1 and pygame.Rect(1050, 800, 200, 50).collidepoint(event.pos):
                self.page = 1 - self.page
            else:
                self.app.stack.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface, 200)
        panel = pygame.Rect(200, 40, 1200, 830)
        draw_panel(surface, panel, alpha=250)
        blit_text(surface, tr("five_tribes.rules.title"), 32, SAND, (800, 60), anchor="midtop", bold=True)
        sections = RULE_SECTIONS[self.page * 4 : self.page * 4 + 4]
        y = 118
        for section in sections:
            blit_text(
                surface, tr(f"five_tribes.rules.{section}_title"), 22, (255, 227, 160), (240, y), bold=True
            )
            y += 34
            for line in fit_width(tr(f"five_tribes.rules.{section}"), 18, 1110):
                blit_text(surface, line, 18, SAND, (250, y), shadow=False)
                y += 25
            y += 12
        box = pygame.Rect(1050, 800, 200, 50)
        draw_box(surface, box, (88, 76, 150), (52, 44, 98), SAFFRON, 10)
        blit_text(
            surface, tr("five_tribes.rules.more", page=self.page + 1), 18, SAND, box.center, anchor="center"
        )
        blit_text(surface, tr("five_tribes.rules.close"), 18, SAND, (250, 825), anchor="midleft")
