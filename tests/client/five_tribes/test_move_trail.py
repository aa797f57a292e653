"""The move in progress is drawn clear of the pieces: the tiles it passed framed in the gaps
between tiles and joined by bars across them, the hovered next tile the same; drawn through
the tiles' centres, the golden line ran through the yellow viziers on them."""

from __future__ import annotations

import pygame

from game.client.five_tribes.art import MEEPLE_SIZE
from game.client.five_tribes.board import MEEPLE_SLOTS, PATH, bridge, draw_path, draw_trail
from game.client.five_tribes.layout import TILE_RECTS


def piece_rects() -> list[pygame.Rect]:
    """Where a tile's meeples stand (every slot of every tile)."""
    w, h = MEEPLE_SIZE
    return [
        pygame.Rect(r.x + cx - w // 2, r.y + cy - h // 2, w, h) for r in TILE_RECTS for cx, cy in MEEPLE_SLOTS
    ]


def drawn(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, int]]:
    return [
        (x, y)
        for x in range(rect.x, rect.right)
        for y in range(rect.y, rect.bottom)
        if surface.get_at((x, y))[:3] != (0, 0, 0)
    ]


def test_the_trail_and_the_next_step_run_clear_of_every_piece():
    path = [25, 26, 20, 14, 15]  # b5, c5, c4, c3, d3: across and up
    surface = pygame.Surface((1600, 900))
    surface.fill((0, 0, 0))
    draw_trail(surface, path)
    draw_path(surface, path, 16, 0.3)  # the pointer on e3
    for rect in piece_rects():
        assert not drawn(surface, rect), rect
    for tile in range(len(TILE_RECTS)):
        inner = TILE_RECTS[tile].inflate(-14, -14)
        assert not drawn(surface, inner), f"nothing of the trail inside tile {tile}"
    for a, b in zip([*path, 16], [*path[1:], 16]):
        bar = bridge(a, b)
        assert surface.get_at(bar.center)[:3] != (0, 0, 0), "each step is joined across the gap"
    assert surface.get_at(bridge(25, 26).center)[:3] == PATH
