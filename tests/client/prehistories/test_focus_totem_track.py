"""Under the cave in focus, the totem at the foot of a full column stays clear of the totem track:
the track's third token covered column b's totem."""

from __future__ import annotations

import pygame
import pytest

from game.client.prehistories import layout as L
from game.client.prehistories import seat_draw
from game.client.prehistories.view import PrehistoriesView
from game.rules.prehistories.data import SIZE
from tests.client.prehistories.helpers import make_ctx, random_position


def _track(app, monkeypatch, players: int) -> tuple[L.SeatBlock, list[pygame.Rect]]:
    drawn: list[pygame.Rect] = []
    real = seat_draw.draw_totems

    def recording(*args, **kwargs):
        rects = real(*args, **kwargs)
        drawn.extend(rects)
        return rects

    monkeypatch.setattr(seat_draw, "draw_totems", recording)
    view = PrehistoriesView(app)
    state = random_position(players, 2, 0)
    ctx = make_ctx(view, state, 0)
    block = L.layout(players, 0).blocks[0]
    seat_draw.draw_block(pygame.Surface(L.CANVAS), view.art(ctx), state, block, "Seat 1", True, 0)
    return block, drawn


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_full_columns_totem_is_clear_of_the_track_under_the_cave_in_focus(app, en, monkeypatch, players):
    block, track = _track(app, monkeypatch, players)
    assert len(track) == 8
    small = L.line_totem_size(block.cell)
    for column in range(SIZE):
        token = pygame.Rect(0, 0, small, small)
        token.midtop = (block.cave.x + column * block.cell + block.cell // 2, block.cave.bottom + 1)
        assert all(not token.colliderect(place) for place in track), (column, token)


@pytest.mark.parametrize("players", [2, 5])
def test_the_track_stays_inside_the_block_and_its_tokens_are_large_enough(app, en, monkeypatch, players):
    block, track = _track(app, monkeypatch, players)
    for place in track:
        assert block.rect.contains(place)
        assert place.width >= 28  # docs/ui.md: icons at least 28 px
