"""A reusable message or confirm overlay: a title, a few lines of text, one or two buttons."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.storage import DamagedFileError
from game.client.text import describe, tr
from game.client.ui import SAND, UIScene, dim, draw_heading, draw_panel, draw_text, wrap_text

if TYPE_CHECKING:
    from game.client.app import App

PANEL_WIDTH = 760
BODY_SIZE = 22
LINE_HEIGHT = 34


class MessageScene(UIScene):
    """Shows ``title`` and ``body``. With ``on_confirm`` it asks (Confirm / Cancel); else it informs (OK).

    Enter confirms, Esc cancels; either way the overlay pops itself before calling back. A plain
    message (no ``on_confirm``) calls ``on_cancel`` when it closes, by OK or Esc.
    """

    transparent = True

    def __init__(
        self,
        app: App,
        title: str,
        body: str = "",
        *,
        on_confirm: Callable[[], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
        confirm_label: str | None = None,
        cancel_label: str | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.on_confirm = on_confirm
        self.on_cancel = on_cancel
        self.confirm_label = confirm_label
        self.cancel_label = cancel_label
        self.answer: bool | None = None
        self.lines = wrap_text(body, BODY_SIZE, PANEL_WIDTH - 80) if body else []
        height = 104 + len(self.lines) * LINE_HEIGHT + 36 + 60 + 36
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH, height)
        self.panel.center = (800, 450)

    @classmethod
    def damaged_file(
        cls, app: App, error: DamagedFileError, on_close: Callable[[], None] | None = None
    ) -> MessageScene:
        """The message for a save or settings file that could not be used (kept aside or in place)."""
        reason = (describe(error.problem, error.more) if error.problem is not None else error.reason)[:120]
        if error.partly_used:
            title = tr("client.errors.settings_title")
            kept = error.kept_as.name if error.moved else str(error.kept_as)
            body = tr("client.errors.settings_reset", reason=reason, path=kept)
        elif not error.moved:
            title = tr("client.errors.damaged_title")
            body = tr("client.errors.left_in_place", reason=reason, path=str(error.kept_as))
        else:
            title = tr("client.errors.damaged_title")
            body = tr("client.errors.damaged_file", path=error.kept_as.name)
        return cls(app, title, body, on_cancel=on_close)

    @property
    def asks(self) -> bool:
        return self.on_confirm is not None

    def build(self) -> None:
        width, gap = 240, 24
        y = self.panel.bottom - 96
        if self.asks:
            left = self.panel.centerx - width - gap // 2
            self.add_button(
                pygame.Rect(left, y, width, 60),
                self.confirm_label or tr("client.message.confirm"),
                self.confirm,
                object_id="#primary_button",
            )
            self.add_button(
                pygame.Rect(left + width + gap, y, width, 60),
                self.cancel_label or tr("client.message.cancel"),
                self.back,
            )
        else:
            self.add_button(
                pygame.Rect(self.panel.centerx - width // 2, y, width, 60),
                self.confirm_label or tr("client.message.ok"),
                self.confirm,
                object_id="#primary_button",
            )
        self.set_focus(0)

    def confirm(self) -> None:
        self._close(True)

    def back(self) -> None:
        self._close(False)

    def _close(self, answer: bool) -> None:
        if self.answer is not None:
            return
        self.answer = answer
        self.app.stack.pop()
        if self.asks:
            callback = self.on_confirm if answer else self.on_cancel
        else:
            callback = self.on_cancel  # a plain message: OK and Esc both just close it
        if callback is not None:
            callback()

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface)
        draw_panel(surface, self.panel, alpha=255)
        draw_heading(surface, self.title, self.panel, 36, size=34)
        y = self.panel.y + 104
        for line in self.lines:
            draw_text(surface, line, BODY_SIZE, SAND, (self.panel.centerx, y), anchor="midtop")
            y += LINE_HEIGHT
