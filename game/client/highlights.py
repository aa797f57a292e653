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


def draw_glow(
    surface: pygame.Surface, rect: pygame.Rect, strength: float, hovered: bool, room: int = 0
) -> None:
    """A legal target's pulsing outline (docs/ui.md section 4): a soft halo outside ``rect`` and a
    crisp bright turquoise band between two dark lines: on a pale target the dark lines stand out,
    on a dark one the band, and on a middling one a dark line (the halo alone hardly showed beside
    a Tribes of the Wind tile, pale yellow or dark purple). The band pulses but never fades below
    clearly visible. The hovered one brighter and filled.

    ``room``: how many pixels outside ``rect`` are free (half the gap to its neighbours). With
    none the band lies just inside the edge, where targets are packed in a grid it keeps each one's
    glow apart from its neighbours' in the gaps. With some, a slim band lies as far out as the room
    allows, off what the target draws just inside its edge (a card's first letters, a tile's slot
    dots, which the inner band covered)."""
    level = 16 if hovered else round(strength * 12)
    if room <= 0:
        surface.blit(_glow(rect.width, rect.height, level, hovered), (rect.x - GLOW_HALO, rect.y - GLOW_HALO))
        surface.blit(_glow_band(rect.size, 16 if hovered else round(strength * 8)), rect.topleft)
        return
    out = min(room, SLIM_BAND)
    outer = rect.inflate(2 * out, 2 * out)
    halo = _glow(outer.width, outer.height, level, hovered, 6 + out)
    surface.blit(halo, (outer.x - GLOW_HALO, outer.y - GLOW_HALO))
    surface.blit(_slim_band(outer.size, 16 if hovered else round(strength * 8), out), outer.topleft)


SLIM_BAND = 4  # a slim band's width: a dark line, two bright pixels, a dark line
GLOW_HALO = 8  # how far the soft halo reaches outside the rectangle it surrounds


@cache
def _glow(width: int, height: int, level: int, hovered: bool, radius: int = 14) -> pygame.Surface:
    overlay = pygame.Surface((width + 2 * GLOW_HALO, height + 2 * GLOW_HALO), pygame.SRCALPHA)
    alpha = 255 if hovered else int(110 + 120 * level / 12)
    for grow, fade in ((GLOW_HALO, 0.25), (5, 0.45), (2, 1.0)):
        pygame.draw.rect(
            overlay,
            (*GLOW, int(alpha * fade)),
            pygame.Rect(GLOW_HALO - grow, GLOW_HALO - grow, width + 2 * grow, height + 2 * grow),
            width=3,
            border_radius=radius,
        )
    if hovered:
        pygame.draw.rect(
            overlay, (*GLOW, 60), pygame.Rect(GLOW_HALO, GLOW_HALO, width, height), border_radius=10
        )
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


@lru_cache(maxsize=64)
def _slim_band(size: tuple[int, int], level: int, out: int) -> pygame.Surface:
    """The slim band, ``out`` px outside the target's edge: its corners round about the target's
    (a wider curve would cut into a card's corner, where its star or slot dots sit)."""
    band = pygame.Surface(size, pygame.SRCALPHA)
    full = band.get_rect()
    hovered = level > 8
    colour = (235, 255, 250) if hovered else (64, 232, 214)
    alpha = 255 if hovered else 200 + 6 * level
    radius = 2 + out
    pygame.draw.rect(band, (*GLOW_EDGE, 230), full, 1, border_radius=radius)
    pygame.draw.rect(band, (*colour, alpha), full.inflate(-2, -2), 2, border_radius=radius - 1)
    inner = full.inflate(-6, -6)
    pygame.draw.rect(band, (*GLOW_EDGE, 230), inner, 1, border_radius=radius - 3)
    if hovered:
        pygame.draw.rect(band, (*colour, 50), inner.inflate(-2, -2), border_radius=max(radius - 4, 0))
    return band
