"""Draw the client's art into sprites/ (``make assets``). Deterministic: fixed seeds, no input files.

Light always comes from the top left: lit faces lean towards it, shadows fall to the bottom right.
"""

from __future__ import annotations

import logging
import sys

import numpy as np
import pygame

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))

import sprites_backdrops  # noqa: E402
import sprites_cards  # noqa: E402
import sprites_five_tribes  # noqa: E402
from _draw import (  # noqa: E402
    Array,
    blur,
    fractal_noise,
    hex_rgb,
    lerp,
    over,
    save,
    smoothstep,
    surface_from,
)

log = logging.getLogger("make_sprites")

WIDTH, HEIGHT = 1600, 900


def title_backdrop() -> pygame.Surface:
    """Desert dusk: an indigo sky warming to saffron, a low sun top left, a skyline of domes and
    palms, layered dunes shaded by their slope, a fine sand grain over everything."""
    rng = np.random.default_rng(5)
    ys = np.arange(HEIGHT, dtype=np.float32)[:, None] / HEIGHT
    xs = np.arange(WIDTH, dtype=np.float32)[None, :] / WIDTH
    horizon = 0.60
    t = smoothstep(0.0, horizon, ys) * np.ones_like(xs)
    top, middle, low = hex_rgb("#120E30"), hex_rgb("#3E2E6E"), hex_rgb("#E79A4A")
    sky = np.where(
        (t < 0.55)[..., None],
        lerp(top, middle, (t / 0.55)[..., None]),
        lerp(middle, low, ((t - 0.55) / 0.45)[..., None]),
    )
    # The sun, low in the top left, warms the sky around it.
    sun_x, sun_y = 0.17, 0.30
    distance = np.sqrt(((xs - sun_x) * 1.78) ** 2 + (ys - sun_y) ** 2)
    glow = np.exp(-((distance / 0.33) ** 2))[..., None]
    sky = lerp(sky, hex_rgb("#FFC46B"), glow * 0.55)
    # The sun itself: a warm disc, brighter at its heart, with a soft corona.
    sun = smoothstep(0.054, 0.046, distance)[..., None]
    core = np.exp(-((distance / 0.035) ** 2))[..., None]
    corona = np.exp(-((distance / 0.09) ** 2))[..., None]
    sky = lerp(sky, hex_rgb("#FFD27A"), corona * 0.45)
    sky = lerp(sky, lerp(hex_rgb("#FFC062"), hex_rgb("#FFF6DC"), core), sun)
    # Faint stars in the dark upper right.
    stars = (rng.random((HEIGHT, WIDTH)) > 0.9993) * (1 - glow[..., 0]) * (1 - t) ** 2
    stars = blur(stars.astype(np.float32), 1) * 9
    sky = lerp(sky, hex_rgb("#FFF6E0"), np.clip(stars, 0, 1)[..., None])
    image = sky

    image = _skyline(image, rng, horizon)
    dune_layers = [
        (0.64, 0.030, "#6A3F5E", "#3A2446", 11),
        (0.71, 0.045, "#B0603E", "#6C3440", 23),
        (0.80, 0.055, "#D88D4A", "#93503A", 37),
        (0.91, 0.060, "#EDB565", "#B8713F", 51),
    ]
    for base, amplitude, lit, shade, seed in dune_layers:
        image = _dune(image, base, amplitude, hex_rgb(lit), hex_rgb(shade), seed)
    grain = fractal_noise(HEIGHT, WIDTH, rng, (96, 24, 6)) - 0.5
    image = image * (1 + 0.10 * grain[..., None])
    # A soft vignette keeps the eye on the centre.
    vignette = 1 - 0.35 * np.clip(((xs - 0.5) * 1.6) ** 2 + ((ys - 0.55) * 1.4) ** 2, 0, 1)
    image = image * vignette[..., None]
    return surface_from(image)


def _skyline(image: Array, rng: np.random.Generator, horizon: float) -> Array:
    """Domes, minarets and palms far away on the horizon, one flat hazy colour."""
    layer = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
    base = int(HEIGHT * (horizon + 0.045))
    color = (70, 44, 86, 255)
    for cx, width, height in ((1050, 90, 70), (1160, 130, 105), (1290, 80, 60), (1380, 60, 48)):
        body = pygame.Rect(cx - width // 2, base - height, width, height)
        pygame.draw.rect(layer, color, body)
        pygame.draw.ellipse(
            layer,
            color,
            pygame.Rect(cx - width * 0.42, base - height - width * 0.55, width * 0.84, width * 0.9),
        )
        pygame.draw.line(
            layer, color, (cx, base - height - width * 0.55), (cx, base - height - width * 0.75), 3
        )
    for mx, height in ((1100, 170), (1232, 190), (1335, 140)):
        pygame.draw.rect(layer, color, pygame.Rect(mx - 7, base - height, 14, height))
        pygame.draw.polygon(
            layer, color, [(mx - 10, base - height), (mx + 10, base - height), (mx, base - height - 26)]
        )
    for px, height, lean in ((300, 120, 10), (360, 90, -6), (520, 140, 14), (880, 100, -10), (1480, 130, 8)):
        _palm(layer, px, base + 6, height, lean, color)
    for cx in (640, 700, 752):
        _camel(layer, cx, base + 4, color)
    rgb = pygame.surfarray.array3d(layer).transpose(1, 0, 2).astype(np.float32)
    alpha = pygame.surfarray.array_alpha(layer).T.astype(np.float32) / 255
    haze = hex_rgb("#B77A7A")
    rgb = lerp(rgb, haze, 0.18)
    out, _ = over(image, np.ones(image.shape[:2], np.float32), rgb, alpha * 0.92)
    return out


def _palm(layer: pygame.Surface, x: int, base: int, height: int, lean: int, color: tuple[int, ...]) -> None:
    top = (x + lean, base - height)
    points = [(x - 5, base), (x + 5, base), (top[0] + 3, top[1]), (top[0] - 3, top[1])]
    pygame.draw.polygon(layer, color, points)
    for angle in (-160, -130, -100, -70, -40, -15, 200):
        radians = np.radians(angle)
        length = height * 0.45
        end = (top[0] + np.cos(radians) * length, top[1] + np.sin(radians) * length * 0.55 + length * 0.25)
        mid = ((top[0] + end[0]) / 2, (top[1] + end[1]) / 2 - length * 0.18)
        pygame.draw.polygon(layer, color, [top, mid, end, (mid[0], mid[1] + 6)])


def _camel(layer: pygame.Surface, x: int, base: int, color: tuple[int, ...]) -> None:
    pygame.draw.ellipse(layer, color, pygame.Rect(x - 20, base - 34, 40, 20))
    pygame.draw.ellipse(layer, color, pygame.Rect(x - 10, base - 44, 18, 18))
    pygame.draw.line(layer, color, (x + 16, base - 26), (x + 26, base - 46), 5)
    pygame.draw.ellipse(layer, color, pygame.Rect(x + 22, base - 50, 12, 7))
    for leg in (-14, -8, 10, 16):
        pygame.draw.line(layer, color, (x + leg, base - 18), (x + leg, base), 3)


def _dune(image: Array, base: float, amplitude: float, lit: Array, shade: Array, seed: int) -> Array:
    rng = np.random.default_rng(seed)
    xs = np.arange(WIDTH, dtype=np.float32)
    ridge = np.zeros(WIDTH, dtype=np.float32)
    for frequency, weight in ((1.3, 1.0), (2.7, 0.45), (5.1, 0.18)):
        phase = rng.random() * 2 * np.pi
        ridge += weight * np.sin(xs / WIDTH * 2 * np.pi * frequency + phase)
    ridge = HEIGHT * (base - amplitude * ridge / 1.63)
    ys = np.arange(HEIGHT, dtype=np.float32)[:, None]
    coverage = np.clip(ys - ridge[None, :] + 0.5, 0, 1)
    # Slopes facing the sun (rising to the right, so the surface faces left) are lit.
    slope = np.gradient(ridge)
    light = np.clip(0.55 + slope * 0.35, 0, 1)[None, :]
    depth = np.clip((ys - ridge[None, :]) / (HEIGHT * 0.22), 0, 1)
    color = lerp(shade, lit, (light * (1 - depth * 0.6))[..., None])
    rim = np.exp(-np.maximum(ys - ridge[None, :], 0) / 2.5) * np.clip(-slope * 0.5 + 0.4, 0, 1)[None, :]
    color = lerp(color, hex_rgb("#FFD9A0"), (rim * 0.5)[..., None])
    out, _ = over(image, np.ones(image.shape[:2], np.float32), color, coverage)
    return out


def emblem(size: int = 150) -> pygame.Surface:
    """The logo medallion: a gold ring around an indigo disc holding the three games' signs -- a palm
    (Five Tribes) on top, a gust of wind (Tribes of the Wind) and a hand print (Prehistories) below."""
    scale = 4
    big = size * scale
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    radius = big * 0.40
    pygame.draw.circle(layer, (214, 150, 44), (c, c), radius)
    pygame.draw.circle(layer, (246, 204, 110), (c - radius * 0.04, c - radius * 0.04), radius * 0.93)
    pygame.draw.circle(layer, (226, 166, 56), (c, c), radius * 0.90)
    for index in range(24):
        angle = 2 * np.pi * index / 24
        dot = (c + np.cos(angle) * radius * 0.85, c + np.sin(angle) * radius * 0.85)
        pygame.draw.circle(layer, (255, 232, 160), dot, radius * 0.018)
    inner = radius * 0.78
    pygame.draw.circle(layer, (30, 26, 70), (c, c), inner)
    pygame.draw.circle(layer, (44, 38, 96), (c - inner * 0.12, c - inner * 0.12), inner * 0.82)
    pygame.draw.circle(layer, (30, 26, 70), (c, c), inner, width=int(inner * 0.06))
    u = inner / 100  # drawing unit: the inner disc is 200 units across
    sand = (246, 230, 196)
    # Palm, top centre: a curved trunk and six drooping fronds.
    trunk = [(c + np.sin(t * 1.2) * 6 * u, c - 2 * u - t * 50 * u) for t in np.linspace(0, 1, 30)]
    for index, (x, y) in enumerate(trunk):
        pygame.draw.circle(layer, sand, (x, y), (4.2 - 1.6 * index / 30) * u)
    crown = trunk[-1]
    for angle, length in ((-176, 44), (-146, 40), (-116, 30), (-64, 30), (-34, 40), (-4, 44)):
        r = np.radians(angle)
        points = []
        for t in np.linspace(0, 1, 24):
            droop = 16 * u * t * t
            points.append(
                (crown[0] + np.cos(r) * length * u * t, crown[1] + np.sin(r) * length * u * t + droop)
            )
        for index, point in enumerate(points):
            pygame.draw.circle(layer, sand, point, (3.6 * (1 - index / 24) + 0.8) * u)
    # Gust of wind, bottom left.
    teal = (127, 216, 208)
    for row, (dx, dy, length) in enumerate(((-62, 22, 44), (-56, 42, 38), (-66, 62, 30))):
        curl = []
        for angle in np.linspace(np.pi * 1.85, np.pi * 0.55, 30):
            rad = (9 - row * 1.5) * u * (0.45 + 0.55 * (angle - np.pi * 0.55) / (np.pi * 1.3))
            curl.append((c + dx * u + np.cos(angle) * rad, c + dy * u - np.sin(angle) * rad))
        start = curl[-1]
        tail = [
            (start[0] + t * length * u, start[1] + 2 * u * np.sin(t * np.pi)) for t in np.linspace(0, 1, 30)
        ]
        for point in curl + tail:
            pygame.draw.circle(layer, teal, point, 2.6 * u)
    # Hand print, bottom right, in cave-paint rust with a brushed edge.
    rust = (214, 98, 62)
    hx, hy = c + 38 * u, c + 46 * u
    pygame.draw.ellipse(layer, rust, pygame.Rect(hx - 15 * u, hy - 12 * u, 30 * u, 30 * u))
    for dx, length, tilt in ((-12, 20, -0.25), (-4, 26, -0.08), (5, 27, 0.06), (13, 22, 0.2)):
        for t in np.linspace(0, 1, 16):
            pygame.draw.circle(
                layer, rust, (hx + dx * u + tilt * length * u * t, hy - 8 * u - length * u * t), 3.6 * u
            )
    for t in np.linspace(0, 1, 14):
        pygame.draw.circle(layer, rust, (hx + 14 * u + 12 * u * t, hy + 4 * u - 8 * u * t), 3.6 * u)
    small = pygame.transform.smoothscale(layer, (size, size))
    alpha = pygame.surfarray.array_alpha(small).T.astype(np.float32) / 255
    shadow = blur(alpha, 4)
    shadow = np.pad(shadow, ((5, 0), (4, 0)))[:size, :size] * 0.6
    rgb = pygame.surfarray.array3d(small).transpose(1, 0, 2).astype(np.float32)
    out_rgb, out_a = over(np.zeros_like(rgb), shadow, rgb, alpha)
    return surface_from(out_rgb, out_a)


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    made = [save(title_backdrop(), "ui/title_backdrop"), save(emblem(), "ui/logo")]
    made += sprites_cards.make_all()
    made += sprites_backdrops.make_all()
    made += sprites_five_tribes.make_all()
    for path in made:
        log.info("%s (%d KB)", path.relative_to(path.parents[2]), path.stat().st_size // 1024)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
