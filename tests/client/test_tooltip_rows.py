"""A tooltip's label-value row stays inside its panel and off its own label: a value too long for
the line beside its label goes under it, wrapped. The Prehistories objective card's tip read
"Гравець 1" and "4 клітинки поруч із мисливцем мають бути 4 різних типів" drawn over each other,
the value running out past the panel's left edge."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.client import tooltip
from game.client.app import App
from game.client.text import font

LABEL = "Гравець 1"
VALUE = "4 клітинки поруч із мисливцем мають бути 4 різних типів"


def _ink(text: str, size: int, bold: bool, pos: tuple[int, int], anchor: str) -> pygame.Rect:
    rect = pygame.Rect((0, 0), font(size, bold).size(text))
    if anchor == "topright":
        rect.topright = pos
    else:
        rect.topleft = pos
    return rect


@pytest.mark.parametrize("value", [VALUE, "2 / 1"])
def test_a_row_value_keeps_off_its_label_and_inside_the_panel(
    app: App, monkeypatch: pytest.MonkeyPatch, value: str
):
    drawn: list[tuple[str, pygame.Rect]] = []
    real = tooltip.draw_text

    def spy(surface: Any, text: str, size: int, colour: Any, pos: tuple[int, int], **kw: Any) -> Any:
        if size == 17 and text:
            drawn.append((text, _ink(text, size, bool(kw.get("bold")), pos, kw.get("anchor", "topleft"))))
        return real(surface, text, size, colour, pos, **kw)

    monkeypatch.setattr(tooltip, "draw_text", spy)
    tooltip.tooltip_surface.cache_clear()
    rows = (("Виконали", "ніхто"), (LABEL, value))
    panel = tooltip.tooltip_surface("Карта 5 (Місяць): Хрест мисливця", "", rows)
    inside = pygame.Rect(6 + 12, 0, tooltip.TOOLTIP_WIDTH - 24, panel.get_height())
    assert drawn
    for text, rect in drawn:
        assert inside.left <= rect.left and rect.right <= inside.right + 2, text
        assert rect.bottom <= panel.get_height() - 6, text
    for index, (text, rect) in enumerate(drawn):
        for other, other_rect in drawn[index + 1 :]:
            assert not rect.colliderect(other_rect), (text, other)
    shown = " ".join(text for text, _ in drawn)
    assert all(word in shown for word in value.split())
