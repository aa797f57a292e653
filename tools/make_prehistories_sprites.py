"""Draw the Prehistories table art into sprites/prehistories/ (``make assets``).

Cave-painting silhouettes (white on transparent, tinted by the client): the ten animals of the
tiles, the five tribe animals, the hand print and the hunter; plus the brushed texture that makes
painted squares look brushed, a rough stone texture for the panels, the totem token of each tribe
and the back of each tribe's hunter cards. Shapes are drawn large with pygame and scaled down, so
edges are soft; everything is deterministic.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
import pygame  # noqa: E402
from _draw import blur, fractal_noise, hex_rgb, rounded_rect_mask, save, surface_from  # noqa: E402

SCALE = 5  # shapes are laid out in a 100 x 100 box and drawn at 500 px
GLYPH = 128

Prim = tuple  # ("e", cx, cy, rx, ry) | ("c", cx, cy, r) | ("p", points) | ("l", x1, y1, x2, y2, w) | ("path", points, w)


def _legs(*xs: float, top: float, bottom: float, width: float = 7) -> list[Prim]:
    return [("l", x, top, x + 1, bottom, width) for x in xs]


SHAPES: dict[str, list[Prim]] = {
    "fish": [
        ("e", 52, 50, 30, 15),
        ("p", [(26, 50), (6, 32), (12, 50), (6, 68)]),
        ("p", [(44, 37), (56, 24), (62, 38)]),
        ("p", [(46, 62), (54, 74), (60, 62)]),
    ],
    "mammoth": [
        ("e", 46, 46, 30, 22),
        ("e", 36, 32, 20, 14),
        ("c", 76, 40, 15),
        ("path", [(86, 44), (92, 58), (90, 74), (84, 82)], 8),
        ("path", [(80, 54), (74, 66), (62, 68)], 4),
        *_legs(26, 38, 56, 66, top=60, bottom=88, width=10),
        ("path", [(17, 44), (11, 62)], 3),
    ],
    "buffalo": [
        ("e", 50, 54, 30, 17),
        ("e", 40, 42, 22, 18),
        ("e", 78, 58, 11, 13),
        ("path", [(74, 46), (70, 38), (76, 34)], 4),
        ("path", [(84, 48), (90, 40)], 4),
        *_legs(28, 36, 62, 70, top=64, bottom=88, width=6),
        ("path", [(20, 52), (12, 66)], 3),
    ],
    "ibex": [
        ("e", 46, 56, 24, 12),
        ("path", [(64, 52), (72, 36)], 9),
        ("e", 76, 32, 8, 6),
        ("path", [(72, 28), (64, 14), (52, 10), (44, 16), (46, 24)], 5),
        *_legs(30, 36, 56, 62, top=62, bottom=90, width=4),
        ("path", [(22, 52), (16, 46)], 4),
    ],
    "boar": [
        ("e", 48, 56, 28, 17),
        ("p", [(68, 44), (94, 58), (92, 64), (68, 70)]),
        ("path", [(84, 64), (86, 56)], 3),
        ("p", [(26, 44), (32, 32), (38, 42), (44, 30), (50, 40), (56, 30), (62, 42), (60, 48), (28, 48)]),
        *_legs(30, 40, 56, 64, top=66, bottom=86, width=6),
        ("path", [(20, 54), (14, 48), (12, 56)], 3),
    ],
    "sabre_tooth_cat": [
        ("e", 46, 52, 28, 12),
        ("c", 78, 44, 11),
        ("p", [(70, 36), (72, 28), (77, 35)]),
        ("path", [(76, 52), (75, 66)], 3),
        ("path", [(82, 52), (81, 64)], 3),
        *_legs(26, 34, 56, 64, top=58, bottom=86, width=6),
        ("path", [(18, 50), (8, 40), (10, 26)], 4),
    ],
    "terror_bird": [
        ("e", 44, 46, 20, 16),
        ("p", [(24, 40), (6, 30), (12, 48), (26, 52)]),
        ("path", [(58, 40), (66, 24)], 8),
        ("c", 70, 20, 8),
        ("p", [(74, 14), (94, 20), (90, 30), (74, 26)]),
        ("path", [(40, 58), (36, 74), (40, 90)], 4),
        ("path", [(50, 58), (56, 74), (52, 90)], 4),
        ("path", [(40, 90), (32, 92)], 3),
        ("path", [(52, 90), (60, 92)], 3),
    ],
    "giant_deer": [
        ("e", 44, 60, 22, 11),
        ("path", [(60, 56), (68, 40)], 7),
        ("e", 72, 36, 7, 5),
        ("p", [(66, 30), (50, 10), (56, 8), (58, 16), (62, 4), (66, 14), (70, 26)]),
        ("p", [(76, 30), (92, 10), (88, 6), (86, 14), (80, 4), (78, 16), (74, 26)]),
        *_legs(30, 36, 54, 60, top=64, bottom=92, width=4),
    ],
    "crocodile": [
        ("e", 46, 60, 30, 9),
        ("p", [(70, 54), (96, 58), (96, 62), (70, 68)]),
        ("p", [(18, 56), (2, 62), (18, 66)]),
        ("p", [(26, 52), (30, 46), (34, 52), (40, 45), (46, 52), (52, 45), (58, 52), (62, 46), (66, 52)]),
        *_legs(30, 40, 56, 64, top=64, bottom=76, width=5),
    ],
    "great_serpent": [
        ("path", [(8, 70), (20, 54), (34, 66), (48, 50), (62, 64), (76, 46), (84, 38)], 10),
        ("e", 88, 34, 9, 7),
        ("path", [(96, 34), (100, 30)], 2),
        ("path", [(96, 34), (100, 38)], 2),
    ],
    "lion": [
        ("e", 44, 54, 27, 13),
        ("c", 76, 42, 17),
        ("c", 80, 44, 9),
        *_legs(24, 32, 56, 62, top=58, bottom=88, width=7),
        ("path", [(18, 50), (8, 36), (8, 24)], 4),
        ("c", 8, 22, 5),
    ],
    "horse": [
        ("e", 44, 52, 26, 13),
        ("p", [(60, 46), (76, 18), (86, 22), (72, 52)]),
        ("e", 84, 28, 11, 7),
        ("p", [(70, 22), (62, 36), (60, 46), (68, 30)]),
        *_legs(24, 32, 56, 64, top=58, bottom=92, width=5),
        ("path", [(18, 48), (10, 62), (12, 78)], 5),
    ],
    "bear": [
        ("e", 46, 54, 32, 20),
        ("e", 34, 44, 20, 16),
        ("c", 80, 50, 12),
        ("c", 76, 38, 4),
        ("p", [(86, 48), (96, 56), (86, 60)]),
        *_legs(24, 36, 58, 68, top=64, bottom=88, width=11),
    ],
    "wolf": [
        ("e", 44, 52, 26, 11),
        ("p", [(64, 44), (72, 26), (76, 36)]),
        ("p", [(72, 40), (78, 26), (80, 38)]),
        ("e", 76, 44, 10, 8),
        ("p", [(80, 40), (96, 48), (80, 52)]),
        *_legs(26, 34, 54, 62, top=56, bottom=88, width=5),
        ("path", [(18, 50), (10, 62), (8, 76)], 7),
    ],
    "rhino": [
        ("e", 46, 54, 32, 19),
        ("e", 78, 56, 14, 11),
        ("p", [(84, 48), (94, 28), (92, 50)]),
        ("p", [(74, 46), (76, 34), (80, 46)]),
        *_legs(24, 36, 56, 66, top=64, bottom=88, width=11),
        ("path", [(14, 50), (10, 60)], 3),
    ],
    "hand": [
        ("e", 50, 64, 20, 22),
        ("e", 34, 32, 5, 15),
        ("e", 45, 26, 5, 17),
        ("e", 56, 26, 5, 17),
        ("e", 67, 32, 5, 14),
        ("path", [(70, 66), (82, 56), (90, 48)], 9),
    ],
    "hunter": [
        ("c", 46, 14, 8),
        ("path", [(46, 22), (46, 60)], 6),
        ("path", [(46, 34), (26, 46)], 5),
        ("path", [(46, 34), (66, 40)], 5),
        ("path", [(46, 60), (34, 92)], 6),
        ("path", [(46, 60), (60, 92)], 6),
        ("path", [(18, 70), (92, 12)], 3),
        ("p", [(92, 12), (84, 14), (90, 20)]),
    ],
}


def draw_shape(prims: list[Prim], size: int = GLYPH) -> pygame.Surface:
    big = pygame.Surface((100 * SCALE, 100 * SCALE), pygame.SRCALPHA)
    white = (255, 255, 255, 255)
    s = SCALE
    for prim in prims:
        kind = prim[0]
        if kind == "e":
            _, cx, cy, rx, ry = prim
            pygame.draw.ellipse(big, white, pygame.Rect((cx - rx) * s, (cy - ry) * s, 2 * rx * s, 2 * ry * s))
        elif kind == "c":
            _, cx, cy, r = prim
            pygame.draw.circle(big, white, (cx * s, cy * s), r * s)
        elif kind == "p":
            pygame.draw.polygon(big, white, [(x * s, y * s) for x, y in prim[1]])
        elif kind == "l":
            _, x1, y1, x2, y2, w = prim
            _thick(big, [(x1, y1), (x2, y2)], w)
        else:
            _thick(big, prim[1], prim[2])
    return pygame.transform.smoothscale(big, (size, size))


def _thick(surface: pygame.Surface, points: list[tuple[float, float]], width: float) -> None:
    """A round-capped stroke through ``points`` (a brush line)."""
    s = SCALE
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        steps = max(2, int(math.hypot(x2 - x1, y2 - y1)))
        for i in range(steps + 1):
            t = i / steps
            pygame.draw.circle(
                surface,
                (255, 255, 255, 255),
                ((x1 + (x2 - x1) * t) * s, (y1 + (y2 - y1) * t) * s),
                width * s / 2,
            )


def brush_texture(rng: np.random.Generator, size: int = 128) -> pygame.Surface:
    """Grey streaks (mostly light) to multiply a painted square's colour with: a brushed look."""
    streaks = np.zeros((size, size), np.float32)
    ys = np.arange(size)[:, None]
    xs = np.arange(size)[None, :]
    for _ in range(26):
        angle = rng.uniform(-0.5, 0.5)
        offset = rng.uniform(0, size)
        width = rng.uniform(3, 12)
        distance = np.abs((ys - offset) * math.cos(angle) - (xs - size / 2) * math.sin(angle))
        streaks += rng.uniform(0.2, 0.6) * np.clip(1 - distance / width, 0, 1)
    grain = fractal_noise(size, size, rng, (32, 8, 3))
    value = 0.80 + 0.12 * np.tanh(streaks - 0.6) + 0.10 * (grain - 0.5)
    rgb = np.repeat((np.clip(value, 0.55, 1.0) * 255)[..., None], 3, axis=2)
    return surface_from(rgb)


def stone_texture(rng: np.random.Generator, size: int = 512) -> pygame.Surface:
    """Rough charcoal-brown stone for the panels."""
    noise = fractal_noise(size, size, rng, (128, 48, 16, 5, 2))
    cracks = np.abs(fractal_noise(size, size, rng, (64, 24)) - 0.5)
    dark, light = hex_rgb("#2a2420"), hex_rgb("#5b4c40")
    t = np.clip((noise - 0.25) * 1.6, 0, 1)[..., None]
    rgb = dark + (light - dark) * t
    rgb *= (0.82 + 0.18 * np.clip(cracks * 8, 0, 1))[..., None]
    return surface_from(rgb)


TRIBE_COLOURS = {
    "yellow": "#e0b030",
    "blue": "#3f78c8",
    "red": "#c0402c",
    "green": "#4d9a44",
    "white": "#e8e2d4",
}


def totem_token(colour: str, rng: np.random.Generator, size: int = 64) -> pygame.Surface:
    """A round carved wooden token in the tribe colour: light from the top left, a carved face."""
    base = hex_rgb(TRIBE_COLOURS[colour])
    ys = np.arange(size, dtype=np.float32)[:, None] + 0.5
    xs = np.arange(size, dtype=np.float32)[None, :] + 0.5
    r = size / 2 - 5
    cx = cy = size / 2 - 1
    disc = np.clip(r - np.hypot(xs - cx, ys - cy) + 0.5, 0, 1)
    light = np.clip(1.15 - 0.5 * np.hypot(xs - cx + r * 0.5, ys - cy + r * 0.5) / r, 0.55, 1.2)
    grain = fractal_noise(size, size, rng, (16, 4))
    rgb = base * (light * (0.9 + 0.2 * grain))[..., None]
    rim = np.clip(np.hypot(xs - cx, ys - cy) - (r - 3), 0, 1) * disc
    rgb = rgb * (1 - 0.45 * rim)[..., None]
    shadow = blur(np.clip(r - np.hypot(xs - cx - 3, ys - cy - 4) + 0.5, 0, 1), 2) * 0.45
    alpha = np.maximum(disc, shadow)
    rgb = np.where(disc[..., None] > 0, rgb, 0)
    surface = surface_from(rgb, alpha)
    ink = (40, 28, 20)
    c = size / 2 - 1
    pygame.draw.line(surface, ink, (c - 9, c - 6), (c - 3, c - 6), 3)
    pygame.draw.line(surface, ink, (c + 3, c - 6), (c + 9, c - 6), 3)
    pygame.draw.line(surface, ink, (c, c - 2), (c, c + 5), 2)
    pygame.draw.arc(surface, ink, pygame.Rect(c - 8, c + 2, 16, 9), math.pi, 2 * math.pi, 2)
    return surface


def card_back(colour: str, rng: np.random.Generator, width: int = 120, height: int = 168) -> pygame.Surface:
    """The back of a tribe's hunter cards: the tribe colour on rough stone, a painted spiral."""
    base = hex_rgb(TRIBE_COLOURS[colour])
    noise = fractal_noise(height, width, rng, (40, 12, 4))
    rgb = base * (0.55 + 0.35 * noise)[..., None]
    mask = rounded_rect_mask(height, width, 12)
    rim = mask - rounded_rect_mask(height, width, 10, inset=4)
    rgb = rgb * (1 - 0.5 * np.clip(rim, 0, 1))[..., None]
    surface = surface_from(rgb, mask)
    ink = (250, 236, 205, 150)
    cx, cy = width / 2, height / 2
    points = [
        (cx + 3.2 * a * math.cos(a) * 1.0, cy + 3.2 * a * math.sin(a) * 1.0)
        for a in np.linspace(0.5, 14, 120)
    ]
    pygame.draw.lines(surface, ink, False, points, 4)
    return surface


def main() -> int:
    pygame.init()
    rng = np.random.default_rng(13)
    made = []
    for name, prims in SHAPES.items():
        made.append(save(draw_shape(prims), f"prehistories/glyph_{name}"))
    made.append(save(brush_texture(rng), "prehistories/brush"))
    made.append(save(stone_texture(rng), "prehistories/stone"))
    for colour in TRIBE_COLOURS:
        made.append(save(totem_token(colour, rng), f"prehistories/totem_{colour}"))
        made.append(save(card_back(colour, rng), f"prehistories/card_back_{colour}"))
    for path in made:
        print(path.name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
