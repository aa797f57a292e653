"""Title-screen cards, one small painting per game in its own palette (docs/ui.md section 3)."""

from __future__ import annotations

import numpy as np
import pygame
from _draw import (
    Array,
    blur,
    fractal_noise,
    hex_rgb,
    lerp,
    over,
    rounded_rect_mask,
    save,
    smoothstep,
    surface_from,
)

CARD_W, CARD_H = 340, 190


def _sky(top: str, bottom: str, horizon: float) -> Array:
    ys = np.linspace(0, 1, CARD_H, dtype=np.float32)[:, None, None]
    return lerp(hex_rgb(top), hex_rgb(bottom), np.clip(ys / horizon, 0, 1)) * np.ones(
        (1, CARD_W, 1), np.float32
    )


def _layer(draw: object) -> tuple[Array, Array]:
    """RGB and coverage of what ``draw(surface)`` paints on a transparent card-sized surface (drawn at 2x)."""
    big = pygame.Surface((CARD_W * 2, CARD_H * 2), pygame.SRCALPHA)
    draw(big)  # type: ignore[operator]
    small = pygame.transform.smoothscale(big, (CARD_W, CARD_H))
    rgb = pygame.surfarray.array3d(small).transpose(1, 0, 2).astype(np.float32)
    alpha = pygame.surfarray.array_alpha(small).T.astype(np.float32) / 255
    return rgb, alpha


def _paste(image: Array, draw: object, opacity: float = 1.0, shadow: bool = False) -> Array:
    rgb, alpha = _layer(draw)
    ones = np.ones(image.shape[:2], np.float32)
    if shadow:
        soft = blur(alpha, 3)
        soft = np.pad(soft, ((3, 0), (3, 0)))[:CARD_H, :CARD_W] * 0.45
        image, _ = over(image, ones, np.zeros_like(rgb), soft)
    image, _ = over(image, ones, rgb, alpha * opacity)
    return image


def _hills(
    image: Array, base: float, amplitude: float, colour: str, seed: int, frequency: float = 2.0
) -> Array:
    rng = np.random.default_rng(seed)
    xs = np.arange(CARD_W, dtype=np.float32) / CARD_W
    ridge = np.sin(2 * np.pi * frequency * xs + rng.random() * 6) + 0.4 * np.sin(
        2 * np.pi * 2.3 * frequency * xs + 1
    )
    ridge = CARD_H * (base - amplitude * ridge / 1.4)
    ys = np.arange(CARD_H, dtype=np.float32)[:, None]
    cover = np.clip(ys - ridge[None, :] + 0.5, 0, 1)
    slope = np.gradient(ridge)
    lit = np.clip(0.9 + slope * 0.08, 0.7, 1.15)[None, :, None]
    depth = 1 - 0.25 * np.clip((ys - ridge[None, :]) / 60, 0, 1)[..., None]
    colour_rgb = hex_rgb(colour) * lit * depth
    out, _ = over(image, np.ones(image.shape[:2], np.float32), np.clip(colour_rgb, 0, 255), cover)
    return out


def five_tribes() -> Array:
    image = _sky("#2A2060", "#F0A050", 0.7)
    sun = smoothstep(
        26,
        22,
        np.hypot(*np.mgrid[0:CARD_H, 0:CARD_W][::-1].astype(np.float32) - np.array([70, 60])[:, None, None]),
    )
    image = lerp(image, hex_rgb("#FFE9B0"), sun[..., None])

    def palace(surface: pygame.Surface) -> None:
        colour = (64, 40, 92, 255)
        base = 290
        for cx, w, h in ((420, 80, 60), (500, 110, 95), (590, 70, 50)):
            pygame.draw.rect(surface, colour, pygame.Rect(cx - w // 2, base - h, w, h))
            pygame.draw.ellipse(
                surface, colour, pygame.Rect(cx - w * 0.42, base - h - w * 0.55, w * 0.84, w * 0.9)
            )
        for mx, h in ((450, 150), (552, 170)):
            pygame.draw.rect(surface, colour, pygame.Rect(mx - 6, base - h, 12, h))
            pygame.draw.polygon(
                surface, colour, [(mx - 9, base - h), (mx + 9, base - h), (mx, base - h - 22)]
            )
        for px, h in ((120, 120), (180, 90)):
            pygame.draw.polygon(
                surface, colour, [(px - 5, base), (px + 5, base), (px + 8, base - h), (px + 2, base - h)]
            )
            top = (px + 5, base - h)
            for angle in (-165, -125, -90, -55, -15, 195):
                r = np.radians(angle)
                end = (top[0] + np.cos(r) * 50, top[1] + np.sin(r) * 26 + 12)
                mid = ((top[0] + end[0]) / 2, (top[1] + end[1]) / 2 - 10)
                pygame.draw.polygon(surface, colour, [top, mid, end, (mid[0], mid[1] + 6)])

    image = _paste(image, palace)
    image = _hills(image, 0.80, 0.05, "#C9743F", 1)
    image = _hills(image, 0.92, 0.05, "#EAB060", 2, 1.4)
    return image


def tribes_of_the_wind() -> Array:
    image = _sky("#6FB6E8", "#DDF0F6", 0.75)
    rng = np.random.default_rng(4)
    clouds = blur(smoothstep(0.55, 0.75, fractal_noise(CARD_H, CARD_W, rng, (64, 24, 8))), 3)
    clouds *= np.clip(1 - np.linspace(0, 1.6, CARD_H)[:, None], 0, 1)
    image = lerp(image, hex_rgb("#FFFFFF"), (clouds * 0.8)[..., None])
    image = _hills(image, 0.70, 0.06, "#8DB870", 5, 1.2)

    def birches(surface: pygame.Surface) -> None:
        for x, h in ((470, 170), (510, 200), (560, 150), (600, 185)):
            pygame.draw.rect(surface, (238, 236, 226, 255), pygame.Rect(x, 300 - h, 9, h))
            for y in range(300 - h + 14, 300, 22):
                pygame.draw.line(surface, (60, 58, 56, 255), (x + 1, y), (x + 6, y), 2)
            pygame.draw.ellipse(surface, (92, 150, 70, 255), pygame.Rect(x - 30, 300 - h - 40, 70, 90))

    image = _paste(image, birches, shadow=True)
    image = _hills(image, 0.86, 0.04, "#5E8F4A", 6, 1.6)

    def wind(surface: pygame.Surface) -> None:
        for index, y in enumerate((80, 130, 180)):
            _brush(surface, _gust(70 + index * 45, y, 230 - index * 30), (255, 255, 255, 230), 3.2)

    image = _paste(image, wind, 0.85)
    return image


def _gust(x: float, y: float, length: float) -> list[tuple[float, float]]:
    """A wind stroke: a curl on the left that unrolls into a long, gently waving tail."""
    points = []
    for angle in np.linspace(np.pi * 1.9, np.pi * 0.5, 40):
        radius = 12 + 10 * (angle - np.pi * 0.5) / (np.pi * 1.4)
        points.append((x + np.cos(angle) * radius, y - 10 - np.sin(angle) * radius + 10))
    start = points[-1]
    for t in np.linspace(0, 1, 60):
        points.append((start[0] + t * length, start[1] + 6 * np.sin(t * np.pi * 1.5)))
    return points


def _brush(
    surface: pygame.Surface, points: list[tuple[float, float]], colour: tuple[int, ...], width: float
) -> None:
    """A solid stroke along ``points`` (pygame's thick arcs leave gaps)."""
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        steps = max(1, int(np.hypot(x1 - x0, y1 - y0)))
        for t in np.linspace(0, 1, steps + 1):
            pygame.draw.circle(surface, colour, (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t), width)


def prehistories() -> Array:
    rng = np.random.default_rng(8)
    stone = fractal_noise(CARD_H, CARD_W, rng, (90, 30, 10, 3))
    ys = np.linspace(0, 1, CARD_H, dtype=np.float32)[:, None]
    xs = np.linspace(0, 1, CARD_W, dtype=np.float32)[None, :]
    light = 1.15 - 0.45 * np.clip((xs * 0.6 + ys * 0.8), 0, 1.2)
    image = lerp(hex_rgb("#6E4A30"), hex_rgb("#D6A46A"), (stone * light)[..., None])
    cracks = smoothstep(0.02, 0.0, np.abs(fractal_noise(CARD_H, CARD_W, rng, (40, 12)) - 0.5))
    image = lerp(image, hex_rgb("#3A2A22"), (cracks * 0.22)[..., None])

    def painting(surface: pygame.Surface) -> None:
        rust = (150, 52, 32, 255)
        charcoal = (40, 32, 30, 255)
        # A mammoth.
        pygame.draw.ellipse(surface, rust, pygame.Rect(230, 120, 220, 140))
        pygame.draw.ellipse(surface, rust, pygame.Rect(410, 120, 90, 90))
        pygame.draw.arc(surface, rust, pygame.Rect(440, 170, 70, 120), np.radians(180), np.radians(330), 14)
        for x in (250, 300, 380, 420):
            pygame.draw.rect(surface, rust, pygame.Rect(x, 230, 26, 70))
        pygame.draw.arc(
            surface, (238, 226, 200, 255), pygame.Rect(455, 190, 60, 50), np.radians(200), np.radians(340), 6
        )
        # A hunter with a spear.
        pygame.draw.circle(surface, charcoal, (140, 150), 14)
        pygame.draw.line(surface, charcoal, (140, 164), (140, 230), 8)
        pygame.draw.line(surface, charcoal, (140, 230), (120, 290), 7)
        pygame.draw.line(surface, charcoal, (140, 230), (162, 290), 7)
        pygame.draw.line(surface, charcoal, (110, 180), (210, 150), 5)
        pygame.draw.line(surface, charcoal, (140, 185), (195, 165), 6)
        # Hand prints.
        for hx, hy in ((580, 60), (620, 110)):
            pygame.draw.ellipse(surface, (200, 90, 50, 255), pygame.Rect(hx - 22, hy - 12, 44, 48))
            for dx, length in ((-20, 28), (-8, 38), (4, 40), (16, 32)):
                pygame.draw.ellipse(
                    surface, (200, 90, 50, 255), pygame.Rect(hx + dx - 5, hy - 12 - length, 11, length + 6)
                )

    rgb, alpha = _layer(painting)
    brushed = alpha * (0.65 + 0.35 * fractal_noise(CARD_H, CARD_W, rng, (6, 2)))
    image, _ = over(image, np.ones(image.shape[:2], np.float32), rgb, brushed)
    return image


def finish(image: Array) -> pygame.Surface:
    """Rounded corners, a darker lower band for the title text and a gentle top-left sheen."""
    ys = np.linspace(0, 1, CARD_H, dtype=np.float32)[:, None, None]
    xs = np.linspace(0, 1, CARD_W, dtype=np.float32)[None, :, None]
    image = image * (1.06 - 0.12 * (xs + ys) / 2)
    mask = rounded_rect_mask(CARD_H, CARD_W, 14)
    return surface_from(np.clip(image, 0, 255), mask)


def make_all() -> list:
    return [
        save(finish(five_tribes()), "ui/card_five_tribes"),
        save(finish(tribes_of_the_wind()), "ui/card_tribes_of_the_wind"),
        save(finish(prehistories()), "ui/card_prehistories"),
    ]
