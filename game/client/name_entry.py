"""The text entry for a person's name: it only ever holds what its font draws with some width.

pygame-gui's entry draws with Noto Sans alone, and raises ("Text has zero width") when its text,
or the piece of it being laid out, draws nothing: a lone zero-width space typed into an empty
field, or the joiners a pasted family emoji leaves once the emoji themselves are dropped. So what
is typed or pasted is filtered before the entry sees it (``entry_text``): characters the font has
no glyph for (emoji, CJK: they would show as boxes) and characters of no width (zero-width spaces
and joiners, direction marks, the soft hyphen, variation selectors, tags) are left out. Whether
what is left is a name at all is ``schema.clean_name``'s question, asked when the seat is taken.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.utility import clipboard_paste

from game.client.text import drawable, font

_WIDTH: dict[str, bool] = {}


def has_width(character: str) -> bool:
    """Whether Noto Sans gives ``character`` some width on its own (cached per character)."""
    known = _WIDTH.get(character)
    if known is None:
        known = _WIDTH[character] = font(20).size(character)[0] > 0
    return known


def entry_text(typed: str) -> str:
    """``typed`` as the name entry may hold it: drawn by Noto Sans, every character with width."""
    return "".join(character for character in drawable(typed, fallback=False) if has_width(character))


class NameEntry(pygame_gui.elements.UITextEntryLine):
    """A ``UITextEntryLine`` whose text is always ``entry_text`` of what reached it: set by code,
    typed (``TEXTINPUT``) or pasted (Ctrl+V, Cmd+V)."""

    def set_text(self, text: str | None) -> None:
        super().set_text(None if text is None else entry_text(text))

    def process_event(self, event: pygame.event.Event) -> bool:
        if not (self.is_enabled and self.is_focused):
            return bool(super().process_event(event))
        if self._is_paste(event):
            self._paste()
            return True
        if event.type == pygame.TEXTINPUT:
            kept = entry_text(event.text)
            if not kept:
                return True  # nothing of it can be shown: the key did nothing
            if kept != event.text:
                event = pygame.event.Event(pygame.TEXTINPUT, {**event.dict, "text": kept})
        return bool(super().process_event(event))

    @staticmethod
    def _is_paste(event: pygame.event.Event) -> bool:
        shortcut = pygame.KMOD_CTRL | pygame.KMOD_META
        if event.type == pygame.KEYDOWN:
            return bool(event.key == pygame.K_v and event.mod & shortcut and not event.mod & pygame.KMOD_ALT)
        # pygame-gui takes a "v" typed with Ctrl or Cmd held as a paste too (no KEYDOWN on some Macs).
        return bool(event.type == pygame.TEXTINPUT and event.text == "v" and pygame.key.get_mods() & shortcut)

    def _paste(self) -> None:
        """The clipboard's text, filtered, in place of the selection or at the cursor, cut to the
        length limit (pygame-gui would refuse a paste that is too long as a whole)."""
        if not (self.ui_manager.paste_text_enabled and self.paste_text_enabled):
            return
        low, high = sorted(self.select_range) if self.select_range[0] != self.select_range[1] else (0, 0)
        if low == high:
            low = high = self.edit_position
        piece = entry_text(clipboard_paste())
        if self.length_limit is not None:
            piece = piece[: max(0, self.length_limit - (len(self.text) - (high - low)))]
        if not piece:
            return
        before = self.text
        self.set_text(self.text[:low] + piece + self.text[high:])
        self.select_range = [0, 0]
        self._move_cursor(low + len(piece))
        if self.text != before:
            self._post_changed()

    def _move_cursor(self, position: int) -> None:
        self.edit_position = position
        layout: Any = getattr(self.drawable_shape, "text_box_layout", None)
        if layout is not None and self.drawable_shape is not None:
            layout.set_cursor_position(position)
            self.drawable_shape.apply_active_text_changes()
        self.cursor_has_moved_recently = True

    def _post_changed(self) -> None:
        pygame.event.post(
            pygame.event.Event(
                pygame_gui.UI_TEXT_ENTRY_CHANGED,
                {"text": self.text, "ui_element": self, "ui_object_id": self.most_specific_combined_id},
            )
        )
