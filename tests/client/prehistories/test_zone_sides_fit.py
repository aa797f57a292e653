"""A hovered zone names both sides of its tile without the names running into each other or out
of the zone: "лицьовий бік" and "зворотний бік" side by side overlapped and left the zone, and a zone of the 4-5 player side is narrower still."""

from __future__ import annotations

import pygame
import pytest

from game.client.prehistories import board_draw, words
from game.client.prehistories import layout as L
from game.client.prehistories.view import PrehistoriesView
from game.client.text import font
from game.rules.prehistories.data import components
from tests.client.prehistories.helpers import make_ctx, random_position


@pytest.mark.parametrize("players", [2, 4])
def test_a_hovered_zone_names_both_sides_apart_and_inside_it(app, lang, monkeypatch, players):
    view = PrehistoriesView(app)
    state = random_position(players, 1, 0)
    two = components().tile_index["mammoth_4a"]
    assert components().tiles[two].two_shapes
    ctx = make_ctx(view, state, 0)
    lay = L.layout(players, 0)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = board_draw.draw_text

    def recording(surface, content, *args, **kwargs):
        rect = real(surface, content, *args, **kwargs)
        drawn.append((content, rect))
        return rect

    monkeypatch.setattr(board_draw, "draw_text", recording)
    for slot in lay.zones:
        state.zones[slot.index] = two
        drawn.clear()
        board_draw.draw_zone(pygame.Surface(L.CANVAS), view.art(ctx), state, slot, True, False)
        sides = [rect for content, rect in drawn if content in (words.side(0), words.side(1))]
        assert len(sides) == 2
        name = next(
            rect for content, rect in drawn if content == words.zone(state.zone_defs[slot.index].label)
        )
        assert not sides[0].colliderect(sides[1]), sides
        for rect in sides:
            assert slot.rect.contains(rect), (rect, slot.rect)
            assert not rect.colliderect(name)
            assert rect.bottom <= slot.marks.top
        assert font(16).get_height() <= sides[0].height  # no text under 16 px
