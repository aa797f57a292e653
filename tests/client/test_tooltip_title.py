"""A tooltip's title stays inside its panel: a long one wraps instead of running past the edge
(the Prehistories legend tile read "легендарний звір: велетенський оле")."""

from __future__ import annotations

from typing import Any

import pytest

from game.client import tooltip
from game.client.app import App
from game.client.text import font

LONG = "легендарний звір: велетенський олень"


def test_a_long_tooltip_title_wraps_inside_the_panel(app: App, monkeypatch: pytest.MonkeyPatch):
    drawn: list[tuple[str, int, bool, tuple[int, int]]] = []
    real = tooltip.draw_text

    def spy(surface: Any, text: str, size: int, colour: Any, pos: tuple[int, int], **kw: Any) -> Any:
        drawn.append((text, size, bool(kw.get("bold")), pos))
        return real(surface, text, size, colour, pos, **kw)

    monkeypatch.setattr(tooltip, "draw_text", spy)
    tooltip.tooltip_surface.cache_clear()
    assert font(19, True).size(LONG)[0] > tooltip.TOOLTIP_WIDTH - 24  # the case that must wrap
    panel = tooltip.tooltip_surface(LONG, "Легендарний звір: квадрат 2×2.", (("Звір", "олень"),))
    titles = [(text, pos) for text, size, bold, pos in drawn if size == 19 and bold]
    assert len(titles) >= 2 and " ".join(text for text, _ in titles) == LONG
    right = 6 + tooltip.TOOLTIP_WIDTH - 12
    for text, (x, _) in titles:
        assert x + font(19, True).size(text)[0] <= right
    body = [pos for text, size, bold, pos in drawn if size == 17]
    assert body and body[0][1] > titles[-1][1][1] + 20  # the body starts below the title's last line
    assert panel.get_height() > 44 + 24 + 26 + 6 + 12  # taller than a one-line title's panel
