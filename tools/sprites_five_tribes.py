"""Five Tribes pieces: meeples (one silhouette per tribe), camels, palm, palace, tiles, coin, card back.

Shapes are drawn with pygame at 4x, shaded in numpy (a bevel lit from the top left, a lighter top
edge, fine wood grain) over a soft drop shadow to the bottom right, then scaled down.
"""

from __future__ import annotations

import numpy as np
import pygame
from _draw import Array, blur, fractal_noise, hex_rgb, lerp, over, rounded_rect_mask, save, surface_from

SCALE = 4

TRIBES = {
    # tribe: (colour, rules colour name)
    "vizier": "#F2C230",
    "elder": "#ECE8DC",
    "merchant": "#3E9E4C",
    "builder": "#2F6BC8",
    "assassin": "#C4332C",
}
# Player colours, seat 1 to 4, chosen apart from the five meeple colours.
CAMELS = {"pink": "#E0609E", "blue": "#3FA7E0", "beige": "#D9B98A", "black": "#3A3440"}
TILE_KINDS = {
    "village": ("#C98F5A", "#8A5A36"),
    "sacred_place": ("#5C7BC4", "#2E3F7A"),
    "oasis": ("#5FAE7A", "#2F6B4A"),
    "small_market": ("#E0A24A", "#9A5E26"),
    "large_market": ("#D0704A", "#8A3A26"),
}


PAD = 6
"""Transparent margin (1x pixels) around every piece, so its shadow is never cut off."""


def _mask(draw: object, size: tuple[int, int]) -> Array:
    """Coverage in [0, 1] of what ``draw(surface, s)`` paints on a size*SCALE canvas, plus the margin."""
    layer = pygame.Surface((size[0] * SCALE, size[1] * SCALE), pygame.SRCALPHA)
    draw(layer, SCALE)  # type: ignore[operator]
    coverage = pygame.surfarray.array_alpha(layer).T.astype(np.float32) / 255
    return np.pad(coverage, PAD * SCALE)


def _shift(values: Array, dy: int, dx: int) -> Array:
    """Move an image down-right by (dy, dx) pixels, filling with zero (no wrap-around)."""
    out = np.zeros_like(values)
    height, width = values.shape
    out[dy:, dx:] = values[: height - dy, : width - dx]
    return out


def shade_piece(
    mask: Array,
    colour: Array,
    *,
    bevel: float = 5.0,
    grain: float = 0.06,
    shadow: tuple[int, int] = (3, 4),
    seed: int = 0,
    carving: Array | None = None,
) -> pygame.Surface:
    """A lit, wooden-looking piece from a 4x coverage mask, with its drop shadow, at 1x.

    ``carving`` (same shape, in [0, 1]) is cut into the surface: it shades like a recess but the
    piece stays opaque there.
    """
    height, width = mask.shape
    rng = np.random.default_rng(seed)
    surface_height = mask if carving is None else np.clip(mask - carving * 0.6, 0, 1)
    relief = blur(surface_height, max(1, int(bevel * SCALE / 2)))
    gy, gx = np.gradient(relief)
    # Light from the top left: faces whose height rises towards the bottom right face the light.
    light = (gx + gy) * SCALE * 2.2
    ys = np.linspace(0, 1, height, dtype=np.float32)[:, None]
    shade = 1.0 + np.clip(light, -0.45, 0.45) + (0.12 - 0.24 * ys)
    wood = fractal_noise(height, width, rng, (96, 24, 8)) - 0.5
    shade = shade * (1 + grain * 2 * wood)
    if carving is not None:
        shade = shade * (1 - 0.35 * carving)
    rgb = np.clip(colour[None, None, :] * shade[..., None], 0, 255)
    # The lighter top edge: a thin band just inside the upper outline.
    shifted = _shift(mask, 2 * SCALE, 0)
    edge = np.clip(mask - shifted, 0, 1) * mask
    rgb = lerp(rgb, np.minimum(colour * 1.35 + 40, 255), (edge * 0.55)[..., None])
    dark = blur(mask, 3 * SCALE)
    dark = _shift(dark, shadow[1] * SCALE, shadow[0] * SCALE) * 0.5
    out_rgb, out_a = over(np.zeros_like(rgb), dark, rgb, mask)
    big = surface_from(out_rgb, out_a)
    return pygame.transform.smoothscale(big, (width // SCALE, height // SCALE))


# -- meeples -------------------------------------------------------------------------------------
MEEPLE_SIZE = (64, 80)


def _meeple_body(surface: pygame.Surface, s: int, *, robe: bool, slim: bool = False) -> None:
    white = (255, 255, 255, 255)
    half = 17 if slim else 21
    shoulders = 36
    cx = 30
    arm = 8 if slim else 11
    points = [
        (cx - half, shoulders),
        (cx + half, shoulders),
        (cx + half + arm, shoulders + 14),
        (cx + half + arm - 3, shoulders + 20),
        (cx + half - 2, shoulders + 17),
        (cx + half + (6 if robe else 2), 70),
        (cx + (0 if robe else 4), 70),
        (cx, 70 if robe else 56),
        (cx - (0 if robe else 4), 70),
        (cx - half - (6 if robe else 2), 70),
        (cx - half + 2, shoulders + 17),
        (cx - half - arm + 3, shoulders + 20),
        (cx - half - arm, shoulders + 14),
    ]
    pygame.draw.polygon(surface, white, [(x * s, y * s) for x, y in points])
    pygame.draw.rect(
        surface,
        white,
        pygame.Rect((cx - half) * s, (shoulders - 4) * s, 2 * half * s, 12 * s),
        border_radius=6 * s,
    )
    pygame.draw.circle(surface, white, (cx * s, 25 * s), 10 * s)


def draw_vizier(surface: pygame.Surface, s: int) -> None:
    """Long robe and a tall pointed turban."""
    _meeple_body(surface, s, robe=True)
    white = (255, 255, 255, 255)
    pygame.draw.ellipse(surface, white, pygame.Rect(19 * s, 10 * s, 22 * s, 16 * s))
    pygame.draw.polygon(surface, white, [(21 * s, 14 * s), (39 * s, 14 * s), (30 * s, 1 * s)])


def draw_elder(surface: pygame.Surface, s: int) -> None:
    """Hooded, bell-shaped robe, leaning on a staff."""
    _meeple_body(surface, s, robe=True)
    white = (255, 255, 255, 255)
    pygame.draw.polygon(
        surface,
        white,
        [(16 * s, 36 * s), (44 * s, 36 * s), (40 * s, 14 * s), (30 * s, 9 * s), (20 * s, 14 * s)],
    )
    pygame.draw.rect(surface, white, pygame.Rect(50 * s, 14 * s, 4 * s, 57 * s), border_radius=2 * s)
    pygame.draw.circle(surface, white, (52 * s, 14 * s), 4 * s)


def draw_merchant(surface: pygame.Surface, s: int) -> None:
    """Round belly, a flat cap and a full sack over the shoulder."""
    _meeple_body(surface, s, robe=False)
    white = (255, 255, 255, 255)
    pygame.draw.ellipse(surface, white, pygame.Rect(13 * s, 36 * s, 34 * s, 26 * s))
    pygame.draw.rect(surface, white, pygame.Rect(22 * s, 10 * s, 16 * s, 9 * s), border_radius=2 * s)
    pygame.draw.circle(surface, white, (11 * s, 30 * s), 10 * s)
    pygame.draw.polygon(surface, white, [(8 * s, 20 * s), (14 * s, 20 * s), (12 * s, 15 * s)])


def draw_builder(surface: pygame.Surface, s: int) -> None:
    """Square shoulders, a brimmed hat and a raised hammer."""
    _meeple_body(surface, s, robe=False)
    white = (255, 255, 255, 255)
    pygame.draw.rect(surface, white, pygame.Rect(16 * s, 15 * s, 28 * s, 5 * s), border_radius=2 * s)
    pygame.draw.rect(surface, white, pygame.Rect(21 * s, 8 * s, 18 * s, 10 * s), border_radius=3 * s)
    pygame.draw.line(surface, white, (51 * s, 52 * s), (54 * s, 18 * s), 4 * s)
    pygame.draw.rect(surface, white, pygame.Rect(46 * s, 12 * s, 16 * s, 9 * s), border_radius=2 * s)


def draw_assassin(surface: pygame.Surface, s: int) -> None:
    """Slim, a hood falling back to a point, a curved dagger held low."""
    _meeple_body(surface, s, robe=False, slim=True)
    white = (255, 255, 255, 255)
    pygame.draw.polygon(
        surface,
        white,
        [
            (20 * s, 30 * s),
            (40 * s, 30 * s),
            (40 * s, 18 * s),
            (31 * s, 12 * s),
            (18 * s, 16 * s),
            (6 * s, 30 * s),
        ],
    )
    pygame.draw.polygon(
        surface, white, [(47 * s, 55 * s), (51 * s, 52 * s), (62 * s, 66 * s), (58 * s, 68 * s)]
    )
    pygame.draw.rect(surface, white, pygame.Rect(44 * s, 51 * s, 9 * s, 3 * s))


MEEPLES = {
    "vizier": draw_vizier,
    "elder": draw_elder,
    "merchant": draw_merchant,
    "builder": draw_builder,
    "assassin": draw_assassin,
}


# -- camels, palm, palace ------------------------------------------------------------------------
CAMEL_SIZE = (64, 56)


def draw_camel(surface: pygame.Surface, s: int) -> None:
    white = (255, 255, 255, 255)
    pygame.draw.ellipse(surface, white, pygame.Rect(10 * s, 18 * s, 36 * s, 20 * s))
    pygame.draw.ellipse(surface, white, pygame.Rect(16 * s, 9 * s, 18 * s, 18 * s))
    pygame.draw.polygon(
        surface, white, [(40 * s, 26 * s), (46 * s, 24 * s), (52 * s, 8 * s), (47 * s, 6 * s)]
    )
    pygame.draw.ellipse(surface, white, pygame.Rect(44 * s, 3 * s, 15 * s, 8 * s))
    for x in (14, 20, 36, 42):
        pygame.draw.rect(surface, white, pygame.Rect(x * s, 32 * s, 4 * s, 17 * s), border_radius=s)
    pygame.draw.line(surface, white, (10 * s, 24 * s), (6 * s, 34 * s), 2 * s)


PALM_SIZE = (56, 72)


def draw_palm(surface: pygame.Surface, s: int) -> None:
    white = (255, 255, 255, 255)
    pygame.draw.polygon(
        surface, white, [(24 * s, 66 * s), (32 * s, 66 * s), (31 * s, 24 * s), (27 * s, 24 * s)]
    )
    top = (29 * s, 22 * s)
    for angle, length in ((-165, 22), (-135, 20), (-100, 16), (-65, 20), (-30, 22), (200, 20), (-15, 17)):
        radians = np.radians(angle)
        end = (top[0] + np.cos(radians) * length * s, top[1] + np.sin(radians) * length * s * 0.7 + 8 * s)
        mid = ((top[0] + end[0]) / 2, (top[1] + end[1]) / 2 - 4 * s)
        pygame.draw.polygon(surface, white, [top, mid, end, (mid[0], mid[1] + 4 * s)])
    pygame.draw.ellipse(surface, white, pygame.Rect(18 * s, 62 * s, 20 * s, 7 * s))


PALACE_SIZE = (64, 64)


def draw_palace(surface: pygame.Surface, s: int) -> None:
    white = (255, 255, 255, 255)
    pygame.draw.rect(surface, white, pygame.Rect(10 * s, 30 * s, 40 * s, 26 * s))
    pygame.draw.ellipse(surface, white, pygame.Rect(18 * s, 14 * s, 24 * s, 22 * s))
    pygame.draw.polygon(surface, white, [(27 * s, 16 * s), (33 * s, 16 * s), (30 * s, 4 * s)])
    for x in (6, 48):
        pygame.draw.rect(surface, white, pygame.Rect(x * s, 18 * s, 6 * s, 38 * s))
        pygame.draw.polygon(surface, white, [(x * s, 18 * s), ((x + 6) * s, 18 * s), ((x + 3) * s, 10 * s)])
    pygame.draw.rect(surface, white, pygame.Rect(4 * s, 54 * s, 52 * s, 5 * s), border_radius=s)


def _palace_door() -> Array:
    """The arched door carved into the palace."""
    return _mask(
        lambda surf, s: pygame.draw.rect(
            surf,
            (255, 255, 255, 255),
            pygame.Rect(26 * s, 42 * s, 8 * s, 14 * s),
            border_top_left_radius=4 * s,
            border_top_right_radius=4 * s,
        ),
        PALACE_SIZE,
    )


# -- tiles, coin, card back -----------------------------------------------------------------------
TILE = 128


def tile_background(kind: str, seed: int) -> pygame.Surface:
    """A rounded square of the kind's colour, lit top left, with sand grain, a faint emblem and a thin gold rim."""
    light, dark = (hex_rgb(c) for c in TILE_KINDS[kind])
    rng = np.random.default_rng(seed)
    size = TILE
    ys = np.linspace(0, 1, size, dtype=np.float32)[:, None]
    xs = np.linspace(0, 1, size, dtype=np.float32)[None, :]
    t = np.clip((ys + xs) / 2, 0, 1)
    rgb = lerp(lerp(light, dark, 0.0), dark, (t * 0.85)[..., None])
    grain = fractal_noise(size, size, rng, (32, 8, 3)) - 0.5
    rgb = rgb * (1 + 0.12 * grain[..., None])
    emblem = _tile_emblem(kind)
    rgb = lerp(rgb, np.minimum(light * 1.3 + 30, 255), (emblem * 0.28)[..., None])
    outer = rounded_rect_mask(size, size, 16, inset=1)
    inner = rounded_rect_mask(size, size, 13, inset=4)
    gold = lerp(hex_rgb("#FFE7A0"), hex_rgb("#B8862E"), t[..., None])
    rim = np.clip(outer - inner, 0, 1)
    rgb = lerp(rgb, gold, rim[..., None])
    # Inner bevel: lighter along the top-left inside the rim, darker bottom right.
    bevel = np.clip(inner - rounded_rect_mask(size, size, 10, inset=8), 0, 1)
    rgb = lerp(rgb, np.where((xs + ys < 1.0)[..., None], 255.0, 0.0), (bevel * 0.18)[..., None])
    return surface_from(rgb, outer)


def _tile_emblem(kind: str) -> Array:
    """A faint line drawing low in the tile, out of the meeples' way."""
    layer = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    white = (255, 255, 255, 255)
    base = 112
    if kind == "village":
        for x, h in ((22, 22), (46, 30), (74, 24), (96, 18)):
            pygame.draw.rect(layer, white, pygame.Rect(x, base - h, 20, h))
            pygame.draw.polygon(
                layer, white, [(x - 2, base - h), (x + 22, base - h), (x + 10, base - h - 10)]
            )
    elif kind == "sacred_place":
        pygame.draw.ellipse(layer, white, pygame.Rect(44, base - 44, 40, 36))
        pygame.draw.rect(layer, white, pygame.Rect(40, base - 24, 48, 24))
        pygame.draw.rect(layer, white, pygame.Rect(24, base - 50, 8, 50))
        pygame.draw.rect(layer, white, pygame.Rect(96, base - 50, 8, 50))
    elif kind == "oasis":
        pygame.draw.ellipse(layer, white, pygame.Rect(20, base - 18, 88, 18))
    else:
        stripes = 5 if kind == "small_market" else 8
        width = 88 if kind == "small_market" else 108
        left = (TILE - width) // 2
        for index in range(stripes):
            if index % 2 == 0:
                x = left + index * width // stripes
                pygame.draw.polygon(
                    layer,
                    white,
                    [
                        (x, base - 34),
                        (x + width // stripes, base - 34),
                        (x + width // stripes, base - 24),
                        (x, base - 20),
                    ],
                )
        pygame.draw.rect(layer, white, pygame.Rect(left + 4, base - 22, 4, 22))
        pygame.draw.rect(layer, white, pygame.Rect(left + width - 8, base - 22, 4, 22))
    return pygame.surfarray.array_alpha(layer).T.astype(np.float32) / 255


def value_disc(colour: str) -> pygame.Surface:
    """The disc a tile's victory points are printed on (blue or red as in the game)."""

    def draw(surface: pygame.Surface, s: int) -> None:
        pygame.draw.circle(surface, (255, 255, 255, 255), (18 * s, 18 * s), 15 * s)

    return shade_piece(_mask(draw, (40, 40)), hex_rgb(colour), bevel=3, grain=0.0, shadow=(1, 2))


def coin() -> pygame.Surface:
    def draw(surface: pygame.Surface, s: int) -> None:
        pygame.draw.circle(surface, (255, 255, 255, 255), (20 * s, 20 * s), 17 * s)

    disc = _mask(draw, (44, 44))

    def inner(surface: pygame.Surface, s: int) -> None:
        pygame.draw.circle(surface, (255, 255, 255, 255), (20 * s, 20 * s), 12 * s, 2 * s)
        pygame.draw.polygon(
            surface,
            (255, 255, 255, 255),
            [(20 * s, 12 * s), (26 * s, 20 * s), (20 * s, 28 * s), (14 * s, 20 * s)],
        )

    ring = _mask(inner, (44, 44))
    return shade_piece(disc, hex_rgb("#E8B23A"), bevel=3, grain=0.02, shadow=(2, 2), carving=ring)


def card_back() -> pygame.Surface:
    """Indigo with a saffron lattice and a gold rim (merchandise and djinn cards share it)."""
    width, height = 120, 180
    rgb = np.zeros((height, width, 3), np.float32) + hex_rgb("#2B2452")
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    lattice = (np.abs(((xs + ys) % 24) - 12) < 1.2) | (np.abs(((xs - ys) % 24) - 12) < 1.2)
    rgb = lerp(rgb, hex_rgb("#C98A24"), (lattice * 0.55)[..., None])
    centre = np.hypot(xs - width / 2, ys - height / 2)
    medallion = np.clip(26 - centre, 0, 1)
    rgb = lerp(rgb, hex_rgb("#E0A83A"), medallion[..., None])
    star = np.clip(14 - (np.abs(xs - width / 2) + np.abs(ys - height / 2)), 0, 1)
    rgb = lerp(rgb, hex_rgb("#2B2452"), star[..., None])
    rgb = rgb * (1.12 - 0.24 * (ys / height))[..., None]
    outer = rounded_rect_mask(height, width, 10, inset=1)
    inner = rounded_rect_mask(height, width, 8, inset=5)
    rgb = lerp(rgb, hex_rgb("#F2C15A"), np.clip(outer - inner, 0, 1)[..., None])
    return surface_from(rgb, outer)


def make_all() -> list:
    made = []
    for index, (tribe, colour) in enumerate(TRIBES.items()):
        mask = _mask(MEEPLES[tribe], MEEPLE_SIZE)
        made.append(save(shade_piece(mask, hex_rgb(colour), seed=index), f"five_tribes/meeple_{tribe}"))
    camel = _mask(draw_camel, CAMEL_SIZE)
    for index, (name, colour) in enumerate(CAMELS.items()):
        made.append(save(shade_piece(camel, hex_rgb(colour), seed=10 + index), f"five_tribes/camel_{name}"))
    made.append(
        save(shade_piece(_mask(draw_palm, PALM_SIZE), hex_rgb("#4E9A3A"), seed=20), "five_tribes/palm")
    )
    palace = _mask(draw_palace, PALACE_SIZE)
    made.append(
        save(shade_piece(palace, hex_rgb("#F0E2C0"), seed=21, carving=_palace_door()), "five_tribes/palace")
    )
    for index, kind in enumerate(TILE_KINDS):
        made.append(save(tile_background(kind, 30 + index), f"five_tribes/tile_{kind}"))
    made.append(save(value_disc("#2F6BC8"), "five_tribes/value_blue"))
    made.append(save(value_disc("#C4332C"), "five_tribes/value_red"))
    made.append(save(coin(), "five_tribes/coin"))
    made.append(save(card_back(), "five_tribes/card_back"))
    return made
