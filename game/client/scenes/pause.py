"""The pause overlay: resume, settings, export the game as a file (at a table), back to the title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.message import MessageScene
from game.client.text import tr
from game.client.ui import UIScene, dim, draw_heading, draw_panel

if TYPE_CHECKING:
    from game.client.app import App

PANEL = pygame.Rect(0, 0, 480, 372)
PANEL.center = (800, 450)
ROW = 80  # one button's row: a 64 px button and its gap


class PauseScene(UIScene):
    """Pauses the scene below. ``on_quit_to_title`` lets a table save first (default: back to the
    title); ``on_export`` (a table whose game can be a file) adds "Export this game";
    ``quit_body`` replaces the leave question's "the game is saved" (a finished game has no save
    to continue)."""

    transparent = True

    def __init__(
        self,
        app: App,
        on_quit_to_title: Callable[[], None] | None = None,
        on_export: Callable[[], None] | None = None,
        quit_body: str | None = None,
    ) -> None:
        super().__init__(app)
        self.on_quit_to_title = on_quit_to_title
        self.on_export = on_export
        self.quit_body = quit_body
        self.panel = PANEL.inflate(0, ROW if on_export is not None else 0)

    def build(self) -> None:
        x, width = self.panel.centerx - 180, 360
        rows: list[tuple[str, Callable[[], None]]] = [
            (tr("client.pause.resume"), self.back),
            (tr("client.pause.settings"), self.open_settings),
        ]
        if self.on_export is not None:
            rows.append((tr("client.pause.export"), self.on_export))
        rows.append((tr("client.pause.quit_to_title"), self.ask_quit_to_title))
        for row, (label, action) in enumerate(rows):
            rect = pygame.Rect(x, self.panel.y + 110 + row * ROW, width, 64)
            self.add_button(rect, label, action, object_id="#primary_button" if row == 0 else "#menu_button")
        self.set_focus(0)

    def open_settings(self) -> None:
        from game.client.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def ask_quit_to_title(self) -> None:
        self.app.stack.push(
            MessageScene(
                self.app,
                tr("client.pause.quit_to_title"),
                self.quit_body if self.quit_body is not None else tr("client.pause.quit_to_title_body"),
                on_confirm=self.quit_to_title,
            )
        )

    def quit_to_title(self) -> None:
        if self.on_quit_to_title is not None:
            self.on_quit_to_title()
            return
        from game.client.scenes.title import TitleScene

        self.app.stack.clear()
        self.app.stack.push(TitleScene(self.app))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        if self.app.stack.top is not self:
            # A dialog asks over Pause ("Quit to the title?"): only it shows, over the dimmed
            # table, never the Pause panel peeking out around it.
            dim(surface)
            return
        super().draw(surface, alpha)

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface)
        draw_panel(surface, self.panel, alpha=255)
        draw_heading(surface, tr("client.pause.title"), self.panel, 34)
