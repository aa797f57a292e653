"""The hot-seat curtain (ARCHITECTURE.md section 4): before the next person's private cards show,
the screen asks to be passed to them.

It is opaque on purpose -- nothing of the table below may show through -- and only the person
named confirms it (Enter, Space or the button). Each game gives its own backdrop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.text import tr
from game.client.ui import SAND, UIScene, dim, draw_panel, draw_text

if TYPE_CHECKING:
    from game.client.app import App

PANEL = pygame.Rect(0, 0, 760, 380)
PANEL.center = (800, 450)


class CurtainScene(UIScene):
    def __init__(
        self,
        app: App,
        player: str,
        colour: tuple[int, int, int],
        *,
        backdrop: str = "ui/title_backdrop",
        on_ready: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.player = player
        self.colour = colour
        self.backdrop = backdrop
        self.on_ready = on_ready

    def build(self) -> None:
        rect = pygame.Rect(0, 0, 360, 64)
        rect.midbottom = (PANEL.centerx, PANEL.bottom - 36)
        self.add_button(
            rect, tr("client.curtain.ready", player=self.player), self.confirm, object_id="#primary_button"
        )
        self.set_focus(0)

    def confirm(self) -> None:
        self.app.stack.pop()
        if self.on_ready is not None:
            self.on_ready()

    def back(self) -> None:
        """Esc does not lift the curtain: only the named person's explicit confirmation does."""

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image(self.backdrop), (0, 0))
        dim(surface, 110)
        draw_panel(surface, PANEL, alpha=255)
        centre = (PANEL.centerx, PANEL.y + 72)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 3, centre[1] + 4), 34)
        pygame.draw.circle(surface, self.colour, centre, 34)
        pygame.draw.circle(surface, SAND, centre, 34, width=3)
        draw_text(
            surface,
            tr("client.curtain.title", player=self.player),
            34,
            SAND,
            (PANEL.centerx, PANEL.y + 126),
            anchor="midtop",
            bold=True,
        )
        draw_text(
            surface, tr("client.curtain.body"), 22, SAND, (PANEL.centerx, PANEL.y + 186), anchor="midtop"
        )
