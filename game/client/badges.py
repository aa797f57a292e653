"""Marks on and around pieces that keep them readable on any ground: colour discs, count and
letter badges, outlined digits, and the light halos and rims behind dark sprites.
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from game.client import text
from game.client.text import font
from game.client.widgets import INK, SAND, Color


def draw_disc(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Color, rim: Color = (30, 24, 40)
) -> None:
    pygame.draw.circle(surface, (0, 0, 0, 90), (centre[0] + 2, centre[1] + 3), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    lighter = tuple(min(255, c + 50) for c in colour)
    pygame.draw.circle(
        surface, lighter, (centre[0] - radius // 3, centre[1] - radius // 3), max(2, radius // 3)
    )
    if sum(colour) < 300:
        rim = SAND  # a dark player colour still stands out from the indigo around it
    pygame.draw.circle(surface, rim, centre, radius, 2)


def draw_count_badge(
    surface: pygame.Surface, count: int, centre: tuple[int, int], ring: Color = SAND
) -> None:
    """How many pieces a sprite stands for: the number in a dark disc ringed with ``ring``."""
    radius = 10 if count < 10 else 12
    pygame.draw.circle(surface, ring, centre, radius + 2)
    pygame.draw.circle(surface, (30, 24, 52), centre, radius)
    outline_text(surface, str(count), 18 if count < 10 else 16, (255, 255, 255), centre)


def draw_letter_badge(
    surface: pygame.Surface, letter: str, center: tuple[int, int], radius: int = 12
) -> None:
    """High-contrast mode (settings): a dark disc with a white letter on a piece, so no piece is
    told apart by colour alone (docs/ui.md section 3)."""
    pygame.draw.circle(surface, INK, center, radius)
    pygame.draw.circle(surface, SAND, center, radius, width=2)
    face = text.font(max(16, round(radius * 1.4)), True)
    glyph = face.render(letter, True, (255, 255, 255))
    surface.blit(glyph, glyph.get_rect(center=(center[0], center[1] + 1)))


def outline_text(
    surface: pygame.Surface,
    content: str,
    size: int,
    colour: Color,
    pos: tuple[int, int],
    anchor: str = "center",
) -> None:
    """Bold digits with a dark outline, readable on any tile."""
    rendered = outlined(content, size, colour)
    surface.blit(rendered, rendered.get_rect(**{anchor: pos}))


@lru_cache(maxsize=512)
def outlined(content: str, size: int, colour: Color, alpha: int = 255) -> pygame.Surface:
    """The outlined text composed once: table redraws and animations blit it without re-rendering."""
    face = font(size, True)
    shade = face.render(content, True, INK)
    width, height = shade.get_size()
    result = pygame.Surface((width + 4, height + 4), pygame.SRCALPHA)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-1, -1), (1, 1), (-1, 1), (1, -1)):
        result.blit(shade, (2 + dx, 2 + dy))
    result.blit(face.render(content, True, colour), (2, 2))
    if alpha < 255:
        result.set_alpha(alpha)
    return result


@cache
def halo(radius: int, colour: Color = (236, 226, 206), alpha: int = 120) -> pygame.Surface:
    """A translucent light disc to put behind a dark sprite on the dark indigo (made once)."""
    result = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    pygame.draw.circle(result, (*colour, alpha), (radius, radius), radius)
    return result


@cache
def rimmed(sprite: pygame.Surface, colour: Color = SAND, width: int = 2) -> pygame.Surface:
    """``sprite`` ringed by a ``width``-px outline of ``colour`` (``width`` px larger on each side):
    a dark piece stays readable on the dark indigo and on the tiles (made once per sprite)."""
    mask = pygame.mask.from_surface(sprite)
    ring = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    result = pygame.Surface(
        (sprite.get_width() + 2 * width, sprite.get_height() + 2 * width), pygame.SRCALPHA
    )
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width:
                result.blit(ring, (width + dx, width + dy))
    result.blit(sprite, (width, width))
    return result
