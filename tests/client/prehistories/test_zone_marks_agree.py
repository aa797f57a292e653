"""A zone's tooltip and its orange arrow give the same strengths, the rules' own (2.4: zone 1 of
the 2-3 player side takes its tile with an injury at 1–3, zone 1a of the 4-5 player side at 2
only): the tooltip said "1+" where the arrow said "1–3"."""

from __future__ import annotations

import pygame
import pytest

from game.client.prehistories import board_draw
from game.client.prehistories import layout as L
from game.client.prehistories.view import PrehistoriesView
from game.client.text import tr
from tests.client.conftest import record_blits
from tests.client.prehistories.helpers import make_ctx, random_position

# 2.4, the Orange and Green columns of both sides of the hunting board.
RULES = {
    2: [("1–3", "4+"), ("4–6", "7+"), ("7–9", "10+"), ("10–12", "13+"), ("13–15", "16+")],
    4: [
        ("2", "3+"),
        ("1–3", "4+"),
        ("4–6", "7+"),
        ("5–7", "8+"),
        ("7–9", "10+"),
        ("10–12", "13+"),
        ("13–15", "16+"),
    ],
}


def _arrows(view, state, players, monkeypatch) -> list[str]:
    drawn = record_blits(monkeypatch, board_draw, "draw_text")
    for slot in L.layout(players, 0).zones:
        zone = state.zone_defs[slot.index]
        board_draw.draw_marks(pygame.Surface(L.CANVAS), slot.marks, zone.orange, zone.green)
    return drawn


@pytest.mark.parametrize("players", [2, 4])
def test_the_arrows_give_the_rules_strengths(app, en, players, monkeypatch):
    view = PrehistoriesView(app)
    state = random_position(players, 1, 0)
    drawn = _arrows(view, state, players, monkeypatch)
    assert drawn == [text for pair in RULES[players] for text in pair]


@pytest.mark.parametrize("players", [2, 4])
def test_a_zones_tooltip_gives_the_strengths_its_arrows_give(app, lang, players):
    view = PrehistoriesView(app)
    state = random_position(players, 1, 0)
    ctx = make_ctx(view, state, 0)
    for slot, (orange, green) in zip(view.layout(ctx).zones, RULES[players]):
        tip = view.tooltip_at(ctx, slot.rect.center)
        assert tip is not None
        rows = dict(tip.rows)
        assert rows[tr("prehistories.tip.orange")].startswith(f"{orange}:"), rows
        assert rows[tr("prehistories.tip.green")].startswith(f"{green}:"), rows
