"""Procedural pieces of Tribes of the Wind, drawn once and cached (docs/ui.md: sky blue, moss green, birch
white; pollution as grey-violet smog; light from the top left, soft drop shadows)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from functools import cache

import pygame

from game.client.text import font

Color = tuple[int, int, int]

SKY = (150, 198, 232)
SKY_DEEP = (86, 140, 190)
MOSS = (96, 128, 60)
MOSS_DARK = (58, 82, 40)
BIRCH = (242, 238, 226)
BARK = (54, 50, 46)
INK = (34, 36, 42)
SMOG = (124, 112, 146)
GOLD = (236, 196, 92)
GLOW = (255, 236, 140)
OK_GREEN = (70, 170, 80)
BAD_RED = (200, 70, 60)

ELEMENT_COLOURS: tuple[Color, ...] = ((214, 84, 58), (62, 124, 206), (78, 160, 72), (232, 190, 58))
TILE_COLOURS: tuple[Color, ...] = ((146, 96, 176), (74, 152, 84), (218, 184, 72))


def lighter(c: Color, k: float = 0.35) -> Color:
    return (int(c[0] + (255 - c[0]) * k), int(c[1] + (255 - c[1]) * k), int(c[2] + (255 - c[2]) * k))


def darker(c: Color, k: float = 0.35) -> Color:
    return (int(c[0] * (1 - k)), int(c[1] * (1 - k)), int(c[2] * (1 - k)))


@cache
def rounded(
    size: tuple[int, int], colour: Color, radius: int, rim: Color | None = None, shade: bool = True
) -> pygame.Surface:
    """A rounded box with a vertical gradient (lighter top edge) and an optional rim."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    top, bottom = (lighter(colour, 0.22), darker(colour, 0.12)) if shade else (colour, colour)
    for y in range(h):
        k = y / max(1, h - 1)
        c = tuple(int(top[i] + (bottom[i] - top[i]) * k) for i in range(3))
        pygame.draw.line(surf, c, (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if rim is not None:
        pygame.draw.rect(surf, rim, (0, 0, w, h), width=2, border_radius=radius)
    return surf


@cache
def shadow(size: tuple[int, int], radius: int, alpha: int = 70) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    for i in range(4):
        pygame.draw.rect(
            surf,
            (0, 0, 0, alpha // (i + 2)),
            (i, i, w + 8 - 2 * i, h + 8 - 2 * i),
            border_radius=radius + 4 - i,
        )
    return surf


def box(
    surface: pygame.Surface, rect: pygame.Rect, colour: Color, radius: int = 8, rim: Color | None = None
) -> None:
    surface.blit(shadow(rect.size, radius), (rect.x - 1, rect.y + 1))
    surface.blit(rounded(rect.size, colour, radius, rim), rect.topleft)


@cache
def text(content: str, size: int, colour: Color = INK, bold: bool = False) -> pygame.Surface:
    return font(size, bold).render(content, True, colour)


@cache
def outlined(
    content: str, size: int, colour: Color = BIRCH, edge: Color = INK, bold: bool = True
) -> pygame.Surface:
    """Text with a dark edge, readable on any tile."""
    face = font(size, bold)
    inner = face.render(content, True, colour)
    rim = face.render(content, True, edge)
    surf = pygame.Surface((inner.get_width() + 4, inner.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (2, 0), (0, 2), (2, 2), (1, 0), (0, 1), (2, 1), (1, 2)):
        surf.blit(rim, (dx, dy))
    surf.blit(inner, (1, 1))
    return surf


def blit_center(surface: pygame.Surface, sprite: pygame.Surface, center: tuple[float, float]) -> None:
    surface.blit(sprite, sprite.get_rect(center=(int(center[0]), int(center[1]))))


# -- element symbols -------------------------------------------------------------------------------


@cache
def element_icon(element: int, size: int) -> pygame.Surface:
    """Fire flame, water drop, plant leaf, wind swirl, on a coloured disc."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = ELEMENT_COLOURS[element]
    r = size // 2
    pygame.draw.circle(surf, darker(c, 0.25), (r, r), r)
    pygame.draw.circle(surf, c, (r, r - 1), r - 2)
    pygame.draw.circle(surf, lighter(c, 0.3), (r - r // 3, r - r // 3), max(2, r // 4))
    w = BIRCH
    s = size / 28
    if element == 0:
        pts = [(14, 4), (20, 13), (19, 20), (14, 24), (9, 20), (8, 13), (12, 10)]
        pygame.draw.polygon(surf, w, [(x * s, y * s) for x, y in pts])
        pygame.draw.polygon(
            surf, (250, 160, 90), [(14 * s, 13 * s), (17 * s, 19 * s), (14 * s, 22 * s), (11 * s, 19 * s)]
        )
    elif element == 1:
        drop(surf, (size / 2, size / 2 + 1), size * 0.62, w)
    elif element == 2:
        pygame.draw.ellipse(surf, w, (7 * s, 6 * s, 14 * s, 17 * s))
        pygame.draw.line(surf, c, (14 * s, 8 * s), (14 * s, 23 * s), max(1, int(2 * s)))
    else:
        for k, rad in enumerate((9, 6)):
            rect = pygame.Rect(0, 0, rad * 2 * s, rad * 2 * s)
            rect.center = (int(14 * s), int((13 + k) * s))
            pygame.draw.arc(surf, w, rect, 0.3, 3.6, max(2, int(2.4 * s)))
        pygame.draw.line(surf, w, (5 * s, 21 * s), (22 * s, 21 * s), max(2, int(2.4 * s)))
    return surf


def drop(surface: pygame.Surface, center: tuple[float, float], height: float, colour: Color) -> None:
    """A water drop shape centred at ``center``."""
    cx, cy = center
    r = height * 0.32
    base = cy + height * 0.18
    pygame.draw.circle(surface, colour, (int(cx), int(base)), int(r))
    pygame.draw.polygon(
        surface,
        colour,
        [(cx, cy - height * 0.5), (cx - r * 0.95, base - r * 0.3), (cx + r * 0.95, base - r * 0.3)],
    )


@cache
def water_icon(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    drop(surf, (size / 2 + 1, size / 2 + 1), size * 0.95, (20, 40, 80))
    drop(surf, (size / 2, size / 2), size * 0.95, (70, 146, 226))
    pygame.draw.circle(surf, (200, 230, 255), (int(size * 0.4), int(size * 0.58)), max(2, size // 9))
    return surf


@cache
def smog(size: int, amount: int, seed: int = 0) -> pygame.Surface:
    """Grey-violet smog blobs; more tokens, thicker smog."""
    rng = random.Random(seed * 31 + amount)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    blobs = 5 + 4 * amount
    for _ in range(blobs):
        r = rng.uniform(size * 0.12, size * 0.24)
        x = rng.uniform(r, size - r)
        y = rng.uniform(r, size - r)
        shade = rng.randint(-14, 14)
        c = (SMOG[0] + shade, SMOG[1] + shade, SMOG[2] + shade, 70 + 30 * min(amount, 4))
        pygame.draw.circle(surf, c, (int(x), int(y)), int(r))
    return surf


@cache
def clean_icon(size: int) -> pygame.Surface:
    """A smog puff crossed out: remove pollution."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for dx, dy, r in ((0.35, 0.55, 0.22), (0.6, 0.5, 0.25), (0.48, 0.36, 0.2)):
        pygame.draw.circle(surf, SMOG, (int(size * dx), int(size * dy)), int(size * r))
    pygame.draw.line(surf, BIRCH, (size * 0.15, size * 0.85), (size * 0.85, size * 0.15), max(3, size // 8))
    pygame.draw.line(
        surf, BAD_RED, (size * 0.15, size * 0.85), (size * 0.85, size * 0.15), max(2, size // 12)
    )
    return surf


@cache
def tree_icon(size: int, colour: Color = (70, 150, 80)) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, BARK, (size * 0.44, size * 0.62, size * 0.12, size * 0.32))
    for k, (w, y) in enumerate(((0.8, 0.62), (0.62, 0.42), (0.42, 0.22))):
        c = lighter(colour, 0.12 * k)
        pygame.draw.polygon(
            surf,
            darker(c, 0.3),
            [
                (size * 0.5, size * (y - 0.24)),
                (size * (0.5 - w / 2), size * (y + 0.1)),
                (size * (0.5 + w / 2), size * (y + 0.1)),
            ],
        )
        pygame.draw.polygon(
            surf,
            c,
            [
                (size * 0.5, size * (y - 0.22)),
                (size * (0.5 - w / 2) + 2, size * (y + 0.07)),
                (size * (0.5 + w / 2) - 2, size * (y + 0.07)),
            ],
        )
    return surf


@cache
def temple_icon(size: int, colour: Color = BIRCH) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    pygame.draw.polygon(
        surf, darker(colour, 0.45), [(s * 0.5, s * 0.06), (s * 0.06, s * 0.36), (s * 0.94, s * 0.36)]
    )
    pygame.draw.polygon(surf, colour, [(s * 0.5, s * 0.1), (s * 0.14, s * 0.33), (s * 0.86, s * 0.33)])
    for k in range(3):
        x = s * (0.2 + 0.25 * k)
        pygame.draw.rect(surf, colour, (x, s * 0.38, s * 0.12, s * 0.42))
        pygame.draw.rect(surf, darker(colour, 0.4), (x, s * 0.38, s * 0.12, s * 0.42), 1)
    pygame.draw.rect(surf, darker(colour, 0.3), (s * 0.08, s * 0.8, s * 0.84, s * 0.12))
    return surf


@cache
def rider_sprite(player: int, size: int) -> pygame.Surface:
    """A wind rider: a hooded figure on a gliding leaf-wing, in the player's colour."""
    from game.client.tribes_of_the_wind.layout import PLAYER_COLOURS

    c = PLAYER_COLOURS[player]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    edge = INK if sum(c) > 300 else BIRCH
    wing = [(s * 0.05, s * 0.62), (s * 0.5, s * 0.48), (s * 0.95, s * 0.62), (s * 0.5, s * 0.74)]
    pygame.draw.polygon(surf, edge, wing)
    pygame.draw.polygon(surf, lighter(c, 0.25), [(x * 0.92 + s * 0.04, y * 0.95 + s * 0.03) for x, y in wing])
    body = [(s * 0.5, s * 0.12), (s * 0.68, s * 0.58), (s * 0.32, s * 0.58)]
    pygame.draw.polygon(surf, edge, [(x, y + 1) for x, y in body])
    pygame.draw.polygon(surf, c, body)
    pygame.draw.circle(surf, edge, (int(s * 0.5), int(s * 0.24)), int(s * 0.13))
    pygame.draw.circle(surf, c, (int(s * 0.5), int(s * 0.24)), int(s * 0.11))
    pygame.draw.circle(surf, lighter(c, 0.5), (int(s * 0.46), int(s * 0.2)), max(1, int(s * 0.04)))
    return surf


@cache
def move_icon(size: int) -> pygame.Surface:
    """A rider with an arrow: rider moves."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.blit(
        pygame.transform.smoothscale(rider_sprite(2, size), (int(size * 0.8), int(size * 0.8))),
        (0, size * 0.1),
    )
    pygame.draw.line(surf, INK, (size * 0.55, size * 0.8), (size * 0.95, size * 0.8), max(2, size // 10))
    pygame.draw.polygon(surf, INK, [(size, size * 0.8), (size * 0.8, size * 0.66), (size * 0.8, size * 0.94)])
    return surf


@cache
def catapult_icon(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    pygame.draw.line(surf, BARK, (s * 0.15, s * 0.85), (s * 0.85, s * 0.85), max(2, s // 9))
    pygame.draw.line(surf, BARK, (s * 0.3, s * 0.85), (s * 0.72, s * 0.25), max(2, s // 9))
    pygame.draw.circle(surf, (120, 90, 60), (int(s * 0.74), int(s * 0.22)), int(s * 0.13))
    pygame.draw.arc(surf, INK, (s * 0.2, s * 0.02, s * 0.7, s * 0.6), 0.2, 2.6, max(1, s // 14))
    return surf


@cache
def portal_icon(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(4):
        r = size * (0.46 - k * 0.1)
        pygame.draw.circle(
            surf, lighter((90, 120, 220), k * 0.2), (size // 2, size // 2), int(r), max(2, size // 12)
        )
    return surf


@cache
def turbine_icon(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    cx, cy = s * 0.5, s * 0.38
    pygame.draw.line(surf, BIRCH, (cx, cy), (cx, s * 0.95), max(2, s // 10))
    for k in range(3):
        a = math.radians(90 + 120 * k)
        tip = (cx + math.cos(a) * s * 0.36, cy - math.sin(a) * s * 0.36)
        side = (cx + math.cos(a + 0.5) * s * 0.12, cy - math.sin(a + 0.5) * s * 0.12)
        pygame.draw.polygon(surf, BIRCH, [(cx, cy), side, tip])
        pygame.draw.polygon(surf, INK, [(cx, cy), side, tip], 1)
    pygame.draw.circle(surf, INK, (int(cx), int(cy)), max(2, s // 12))
    return surf


def feature_icon(feature: int, size: int) -> pygame.Surface:
    if feature == 0:
        return turbine_icon(size)
    if feature == 1:
        return catapult_icon(size)
    if feature == 2:
        return portal_icon(size)
    return water_icon(size)


@cache
def check_mark(size: int, ok: bool) -> pygame.Surface:
    """A green tick or a red cross on a birch disc (drawn, not a font glyph)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, BIRCH, (size // 2, size // 2), size // 2)
    w = max(2, size // 7)
    if ok:
        pygame.draw.lines(
            surf,
            OK_GREEN,
            False,
            [(size * 0.22, size * 0.52), (size * 0.42, size * 0.72), (size * 0.78, size * 0.3)],
            w,
        )
    else:
        pygame.draw.line(surf, BAD_RED, (size * 0.28, size * 0.28), (size * 0.72, size * 0.72), w)
        pygame.draw.line(surf, BAD_RED, (size * 0.72, size * 0.28), (size * 0.28, size * 0.72), w)
    return surf


@cache
def star_icon(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pts = []
    for k in range(10):
        r = size * (0.48 if k % 2 == 0 else 0.2)
        a = math.pi / 2 + k * math.pi / 5
        pts.append((size / 2 + math.cos(a) * r, size / 2 - math.sin(a) * r))
    pygame.draw.polygon(surf, darker(GOLD, 0.3), [(x + 1, y + 1) for x, y in pts])
    pygame.draw.polygon(surf, GOLD, pts)
    return surf


@cache
def tile_face(tile_colour: int, size: int, village: bool, seed: int) -> pygame.Surface:
    """A forest tile (trees in its colour on moss) or its village side (huts on a clearing)."""
    base = TILE_COLOURS[tile_colour]
    surf = rounded(
        (size, size),
        darker(base, 0.25) if not village else lighter(base, 0.35),
        max(6, size // 9),
        GOLD if village else darker(base, 0.5),
    ).copy()
    rng = random.Random(seed)
    if not village:
        for _ in range(6):
            s = int(size * rng.uniform(0.28, 0.4))
            surf.blit(tree_icon(s, lighter(base, 0.1)), (rng.uniform(0, size - s), rng.uniform(0, size - s)))
    else:
        for k in range(3):
            hx = size * (0.18 + 0.3 * k)
            hy = size * (0.55 + 0.08 * (k % 2))
            w = size * 0.22
            pygame.draw.rect(surf, (196, 150, 96), (hx, hy, w, w * 0.7))
            pygame.draw.polygon(
                surf, (150, 80, 60), [(hx - 3, hy), (hx + w / 2, hy - w * 0.6), (hx + w + 3, hy)]
            )
    return surf


@cache
def card_back(element: int, size: tuple[int, int]) -> pygame.Surface:
    """An element card's back: the element's colour with its symbol (everyone sees it)."""
    w, h = size
    c = ELEMENT_COLOURS[element]
    surf = rounded((w, h), c, max(4, w // 8), BIRCH).copy()
    inner = pygame.Rect(4, 4, w - 8, h - 8)
    pygame.draw.rect(surf, lighter(c, 0.25), inner, 1, border_radius=max(3, w // 10))
    icon = element_icon(element, max(16, int(min(w, h) * 0.6)))
    blit_center(surf, icon, (w / 2, h / 2))
    return surf


@cache
def unknown_back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = rounded((w, h), SKY_DEEP, max(4, w // 8), BIRCH).copy()
    for k in range(3):
        pygame.draw.arc(
            surf, lighter(SKY_DEEP, 0.4), (w * 0.15, h * (0.2 + 0.2 * k), w * 0.7, h * 0.3), 0.2, 2.9, 2
        )
    return surf


@cache
def portrait(leader: str, size: int) -> pygame.Surface | None:
    """The leader's portrait (tools/make_tribes_of_the_wind_sprites.py), or None if it is missing."""
    from game.client.assets import AssetMissing, image_path

    try:
        image = pygame.image.load(str(image_path(f"tribes_of_the_wind/leader_{leader}")))
    except (AssetMissing, FileNotFoundError, pygame.error):
        return None
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        image = image.convert_alpha()
    return pygame.transform.smoothscale(image, (size, size))


def prewarm_steps(cell: int, market: int) -> Iterator[None]:
    """Draw the cached pieces a game will need, one per step: the view runs a few steps per frame
    (a few milliseconds), so no later layer redraw pays for a first drawing."""
    from game.rules.tribes_of_the_wind.data import game_data

    data = game_data()
    for x in range(12):
        for amount in range(1, 6):
            smog(cell, amount, x)
            yield
    for tile in range(len(data.tile_ids)):
        colour = data.tile_colour[tile]
        for size, village in ((cell, False), (cell, True), (market, False)):
            tile_face(colour, size, village, tile)
            yield
