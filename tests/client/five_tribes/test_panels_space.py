"""Issue 15: the player panels use their room, and the black seat reads on the indigo."""

from __future__ import annotations

import pygame
import pytest

from game.client.assets import Assets
from game.client.five_tribes import layout as L
from game.client.five_tribes.board_view import camel_sprite
from game.client.widgets import INDIGO, draw_disc

BLACK_SEAT = 3


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
