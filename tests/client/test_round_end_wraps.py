"""A round's summary panel wraps a long line instead of cutting it: at the Tribes of the Wind
table (Ukrainian) the panel read "Гравець 1 одразу використовує карту селища: ліс на 2 вод…"."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.client.app import App
from game.client.table import round_end
from game.client.table.round_end import PANEL_WIDTH, RoundEnd, Summary
from game.client.text import font

LONG = "Гравець 1 одразу використовує карту селища: ліс на 2 води дешевше"


class _View:
    def round_summary(self, events: Any, name: Any) -> list[str]:
        return [LONG, "Нове забруднення: Гравець 1 (2)"]

    def round_points(self, points: Any, name: Any) -> list[str]:
        return []

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return (200, 60, 60)


def test_a_long_round_line_wraps_inside_the_panel(app: App, monkeypatch: pytest.MonkeyPatch):
    drawn: list[tuple[str, pygame.Rect]] = []
    real = round_end.blit_text

    def spy(surface: Any, text: str, size: int, colour: Any, pos: tuple[int, int], **kw: Any) -> Any:
        if size == 17:
            drawn.append((text, pygame.Rect(pos, font(17).size(text))))
        return real(surface, text, size, colour, pos, **kw)

    monkeypatch.setattr(round_end, "blit_text", spy)
    assert font(17).size(LONG)[0] > PANEL_WIDTH - 60  # the case that must wrap
    panel = object.__new__(RoundEnd)
    panel.view = _View()  # type: ignore[assignment]
    panel.panel = Summary(24, (10, 0), ())
    panel.rect = pygame.Rect(0, 0, 0, 0)
    canvas = pygame.Surface((1600, 900))
    panel.draw(canvas, lambda seat: f"Гравець {seat + 1}", pygame.Rect(80, 90, 960, 530))
    texts = [text for text, _ in drawn]
    assert not any(text.endswith("…") for text in texts), texts
    assert " ".join(texts).startswith(LONG), texts
    for text, rect in drawn:
        assert panel.rect.left + 20 <= rect.left and rect.right <= panel.rect.right - 20, text
        assert rect.bottom <= panel.rect.bottom - 26, text
    for index, (text, rect) in enumerate(drawn):
        for other, other_rect in drawn[index + 1 :]:
            assert not rect.colliderect(other_rect), (text, other)
