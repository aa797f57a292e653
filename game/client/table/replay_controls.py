"""The replay's control bar, in the option bar's place: icon buttons (back and forward by an
action, a turn, a round, to either end; play and pause) drawn as triangles and bars, then the
worded ones (speed, whose view, leave), laid out in a row or, in a narrow zone, in rows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from game.client.text import tr
from game.client.widgets import SAND, Button

CONTROL_H = 40


@dataclass(slots=True)
class IconButton(Button):
    """A button drawn as an icon (no words to translate; its tooltip names it and its key)."""

    icon: str = ""

    def draw(self, surface: pygame.Surface, hovered: bool) -> None:
        Button.draw(replace(self, label=""), surface, hovered)  # the label is the tooltip's title
        draw_icon(surface, self.icon, self.rect, SAND if self.enabled else (120, 112, 140))


def draw_icon(surface: pygame.Surface, icon: str, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """Triangles and bars: ``<`` and ``>`` point back and forward, ``|`` is a bar, ``=`` pause
    (the bundled font has no arrow glyphs); ``play`` is a larger triangle."""
    if icon == "=":
        for dx in (-7, 3):
            pygame.draw.rect(surface, colour, (rect.centerx + dx, rect.centery - 10, 5, 20))
        return
    if icon == "play":
        x, y = rect.centerx - 7, rect.centery
        pygame.draw.polygon(surface, colour, [(x, y - 11), (x + 17, y), (x, y + 11)])
        return
    width = 11 * sum(ch in "<>" for ch in icon) + 5 * icon.count("|")
    x = rect.centerx - width // 2
    y = rect.centery
    for ch in icon:
        if ch == "|":
            pygame.draw.rect(surface, colour, (x, y - 8, 3, 16))
            x += 5
        elif ch == ">":
            pygame.draw.polygon(surface, colour, [(x, y - 8), (x + 11, y), (x, y + 8)])
            x += 11
        elif ch == "<":
            pygame.draw.polygon(surface, colour, [(x + 11, y - 8), (x, y), (x + 11, y + 8)])
            x += 11


def layout_controls(
    zone: pygame.Rect,
    icons: list[tuple[str, Callable[[], None], str, bool]],
    words: list[tuple[str, Callable[[], None], str]],
) -> list[Button]:
    """The icon buttons, then the worded ones, left to right in ``zone``; a narrow zone (a column
    beside the hand) takes them in rows."""
    gap = 6
    icon_w = 52
    word_w = 176
    row_w = len(icons) * (icon_w + gap) + len(words) * (word_w + gap) - gap
    if row_w <= zone.width:
        rows = [(icons, words)]
    else:
        rows = [(icons[:5], []), (icons[5:], []), ([], words)]
    buttons: list[Button] = []
    y = zone.y + max(0, (zone.height - CONTROL_H * len(rows) - gap * (len(rows) - 1)) // 2)
    for row_icons, row_words in rows:
        count = len(row_icons) + len(row_words)
        width_icon = icon_w if len(rows) == 1 else (zone.width - gap * (count - 1)) // max(count, 1)
        width_word = word_w if len(rows) == 1 else width_icon
        x = zone.x
        for icon, on_click, help_key, enabled in row_icons:
            rect = pygame.Rect(x, y, width_icon, CONTROL_H)
            name, key = (
                tr(f"table.replay.{help_key}"),
                tr("table.replay.key", keys=tr(f"table.replay.{help_key}_key")),
            )
            buttons.append(IconButton(rect, name, on_click, enabled=enabled, tooltip=key, icon=icon))
            x += width_icon + gap
        for label, on_click, help_text in row_words:
            rect = pygame.Rect(x, y, width_word, CONTROL_H)
            buttons.append(Button(rect, label, on_click, tooltip=help_text))
            x += width_word + gap
        y += CONTROL_H + gap
    return buttons
