"""The player panels use their room, and the black seat reads on the indigo."""

from __future__ import annotations

import pygame
import pytest

from game.client.assets import Assets
from game.client.badges import draw_disc
from game.client.five_tribes import layout as L
from game.client.five_tribes.art import camel_sprite
from game.client.five_tribes.seats import (
    Spot,
    draw_panels,
    draw_thinking,
    panel_box,
    panel_spots,
)
from game.client.text import font, tr
from game.client.widgets import INDIGO
from game.rules.five_tribes import TITLE, FiveTribesState

BLACK_SEAT = 3
STATS = (Spot.GOLD, Spot.VIZIERS, Spot.ELDERS, Spot.CAMELS)


def luminance(colour: tuple[int, ...]) -> float:
    """WCAG relative luminance of an sRGB colour."""
    channels = [c / 255 for c in colour[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def edge_contrast(sprite: pygame.Surface, background: tuple[int, int, int]) -> float:
    """Share of the sprite's silhouette edge, drawn on ``background``, that stands out from it (3:1)."""
    canvas = pygame.Surface(sprite.get_size())
    canvas.fill(background)
    canvas.blit(sprite, (0, 0))
    edge = pygame.mask.from_surface(sprite, 127).outline()
    return sum(contrast(canvas.get_at(p), background) >= 3.0 for p in edge) / len(edge)


@pytest.mark.parametrize("size", [(40, 36), (32, 29), (34, 30)])
def test_black_camel_has_a_light_rim_on_the_indigo(size: tuple[int, int]) -> None:
    # The panel's header and stats camels and the board's camels all come from camel_sprite.
    sprite = camel_sprite(Assets(), BLACK_SEAT, size)
    for background in (INDIGO, (52, 44, 98), (74, 64, 138)):
        assert edge_contrast(sprite, background) >= 0.9


def test_black_seat_disc_has_a_light_rim() -> None:
    canvas = pygame.Surface((40, 40))
    canvas.fill(INDIGO)
    draw_disc(canvas, (20, 20), 15, L.PLAYER_COLOURS[BLACK_SEAT])
    assert contrast(canvas.get_at((20, 6)), INDIGO) >= 3.0  # the rim, just inside the edge


def fresh(players: int) -> FiveTribesState:
    return TITLE.new_game(players, seed=1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_four_counts_spread_over_the_panel_in_large_type(players: int) -> None:
    state = fresh(players)
    for player in range(players):
        box = panel_box(state, player)
        stats = [s.rect for s in panel_spots(state, player, player) if s.kind in STATS]
        assert len(stats) == 4
        span = stats[-1].right - stats[0].x
        assert span >= 0.75 * box.width, (players, span, box.width)
        assert all(r.height >= 40 and r.x >= box.x and r.right <= box.right for r in stats)
        assert all(a.right <= b.x for a, b in zip(stats, stats[1:], strict=False))  # hover finds one


@pytest.mark.parametrize("players", [2, 4])
def test_empty_rows_say_so(players: int) -> None:
    """At the start nobody holds a djinn or a card: the rows carry words, not a blank."""
    state = fresh(players)
    canvas = pygame.Surface((1600, 900))
    draw_panels(canvas, Assets(), state, [f"Seat {p + 1}" for p in range(players)], None)
    for player in range(players):
        box = panel_box(state, player)
        for top in (box.y + 92, box.y + 136):
            row = pygame.Rect(box.x + 20, top, 120, 24)
            light = sum(
                luminance(canvas.get_at((x, y))) > 0.25
                for x in range(row.x, row.right)
                for y in range(row.y, row.bottom)
            )
            assert light >= 40, (player, top, light)


def test_thinking_dots_stay_clear_of_the_score() -> None:
    state = fresh(4)
    player = state.current_player()
    name = "Бот: середній · місце 4 з дуже довгим іменем"
    canvas = pygame.Surface((1600, 900))
    canvas.fill((0, 0, 0))
    draw_thinking(canvas, state, player, name, 0.0)
    box = panel_box(state, player)
    score_left = (
        box.right - 14 - font(20, True).size(tr("five_tribes.table.score", count=state.scores()[player]))[0]
    )
    dots = [
        x
        for x in range(box.x, box.right)
        for y in range(box.y, box.y + 44)
        if canvas.get_at((x, y))[:3] == (120, 240, 230)
    ]
    assert dots and max(dots) < score_left - 4
