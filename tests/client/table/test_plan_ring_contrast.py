"""The ring a plan draws round a step's target reads on every board, pale or dark: its gold line
runs between two dark edges, as the discs have their dark rim. Guards against: on the Tribes of
the Wind board (birch, sky, the shared rows' pale panel) the gold ring alone hardly showed."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.plan_marks import RING_OUT, Mark, PlanMarks
from game.client.tribes_of_the_wind import art
from game.client.widgets import INDIGO

SHARED_ROWS = (214, 232, 240)  # the right column's panel behind the deck and the rows (rows.py)
TARGET = pygame.Rect(200, 150, 120, 90)


def luminance(colour: tuple[int, ...]) -> float:
    """WCAG relative luminance."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: tuple[int, ...], other: tuple[int, ...]) -> float:
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def across(surface: pygame.Surface, points: list[tuple[int, int]]) -> list[tuple[int, ...]]:
    return [tuple(surface.get_at(p)) for p in points]


@pytest.mark.parametrize("board", [art.BIRCH, art.SKY, SHARED_ROWS, INDIGO])
def test_the_ring_round_a_target_stands_out_from_the_board_under_it(board: tuple[int, int, int]):
    marks = PlanMarks()
    marks.marks = [Mark(1, (TARGET.centerx, TARGET.centery), 13, TARGET, True)]
    surface = pygame.Surface((500, 400))
    surface.fill(board)
    marks.draw(surface, 0.0)
    ring = TARGET.inflate(2 * RING_OUT, 2 * RING_OUT)
    # across each side of the ring, at its middle, from outside it to inside it
    sides = [
        [(ring.centerx, y) for y in range(ring.top - 6, ring.top + 8)],
        [(ring.centerx, y) for y in range(ring.bottom - 8, ring.bottom + 6)],
        [(x, ring.centery) for x in range(ring.left - 6, ring.left + 8)],
        [(x, ring.centery) for x in range(ring.right - 8, ring.right + 6)],
    ]
    for points in sides:
        line = across(surface, points)
        assert max(contrast(pixel, board) for pixel in line) >= 3.0, (board, points[0], line)
        # the gold itself is there, so the ring reads as the plan's (its discs are gold)
        assert any(pixel[:3] == (255, 210, 90) for pixel in line), line
