"""What draws the eye: the pulse of a soft highlight, the legal targets' glow (and its crisp band
for targets packed in a grid), the crawling dashed arrow and the dotted underline that says there
is more to read.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

import pygame

from game.client.widgets import SAFFRON, Color


def pulse(seconds: float, period: float = 1.6) -> float:
    """0..1..0 over ``period`` seconds, for softly glowing highlights."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * seconds / period)


GLOW = (64, 222, 206)
GLOW_EDGE = (20, 16, 40)  # the dark line outside a glow's bright band


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, strength: float, hovered: bool) -> None:
    """A legal target's pulsing outline (docs/ui.md section 4): a soft halo outside ``rect`` and,
    just inside its edge, a crisp bright turquoise band between two dark lines: on a pale target
    the dark lines stand out, on a dark one the band, and on a middling one the inner dark line,
    which lies on the target's own colour rather than its rim (the halo alone hardly showed beside
    a Tribes of the Wind tile, pale yellow or dark purple). The band pulses but never fades below
    clearly visible, and where targets are packed in a grid it keeps each one's glow apart from
    its neighbours' in the gaps. The hovered one brighter and filled."""
    level = 16 if hovered else round(strength * 12)
    surface.blit(_glow(rect.width, rect.height, level, hovered), (rect.x - 8, rect.y - 8))
    surface.blit(_glow_band(rect.size, 16 if hovered else round(strength * 8)), rect.topleft)


@cache
def _glow(width: int, height: int, level: int, hovered: bool) -> pygame.Surface:
    overlay = pygame.Surface((width + 16, height + 16), pygame.SRCALPHA)
    alpha = 255 if hovered else int(110 + 120 * level / 12)
    for grow, fade in ((8, 0.25), (5, 0.45), (2, 1.0)):
        pygame.draw.rect(
            overlay,
            (*GLOW, int(alpha * fade)),
            pygame.Rect(8 - grow, 8 - grow, width + 2 * grow, height + 2 * grow),
            width=3,
            border_radius=14,
        )
    if hovered:
        pygame.draw.rect(overlay, (*GLOW, 60), pygame.Rect(8, 8, width, height), border_radius=10)
    return overlay


@lru_cache(maxsize=64)
def _glow_band(size: tuple[int, int], level: int) -> pygame.Surface:
    band = pygame.Surface(size, pygame.SRCALPHA)
    full = band.get_rect()
    hovered = level > 8
    colour = (235, 255, 250) if hovered else (64, 232, 214)
    alpha = 255 if hovered else 200 + 6 * level
    bright = 5 if hovered else 4
    pygame.draw.rect(band, (*GLOW_EDGE, 220), full, 2, border_radius=8)
    pygame.draw.rect(band, (*colour, alpha), full.inflate(-4, -4), bright, border_radius=7)
    inner = full.inflate(-4 - 2 * bright, -4 - 2 * bright)
    pygame.draw.rect(band, (*GLOW_EDGE, 220), inner, 2, border_radius=6)
    if hovered:
        pygame.draw.rect(band, (*colour, 50), inner.inflate(-4, -4), border_radius=6)
    return band


def draw_dashed_arrow(
    surface: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    t: float,
    colour: Color = (255, 240, 190),
) -> None:
    """A dashed arrow from ``start`` to ``end`` whose dashes crawl forward with ``t`` (seconds);
    its head stops 8 px short of ``end`` (the centre of what it points at)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(math.hypot(dx, dy), 1)
    ux, uy = dx / length, dy / length
    dash = 12
    offset = (t * 40) % (2 * dash)
    d = offset
    while d < length - 14:
        a = (start[0] + ux * d, start[1] + uy * d)
        b = (start[0] + ux * min(d + dash, length - 14), start[1] + uy * min(d + dash, length - 14))
        pygame.draw.line(surface, colour, a, b, 4)
        d += 2 * dash
    tip = (end[0] - ux * 8, end[1] - uy * 8)
    left = (tip[0] - ux * 16 - uy * 10, tip[1] - uy * 16 + ux * 10)
    right = (tip[0] - ux * 16 + uy * 10, tip[1] - uy * 16 - ux * 10)
    pygame.draw.polygon(surface, colour, [tip, left, right])


def draw_dotted_underline(surface: pygame.Surface, rect: pygame.Rect, colour: Color = SAFFRON) -> None:
    """A dotted rule under ``rect`` (text) that says "there is more here": hover for the rest."""
    for dot in range(rect.x, rect.right, 6):
        pygame.draw.line(surface, colour, (dot, rect.bottom + 1), (dot + 2, rect.bottom + 1))
