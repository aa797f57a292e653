"""Table backdrops for Tribes of the Wind and Prehistories (docs/ui.md section 3).

Calm in the middle, where the board goes; the character sits at the edges. Light from the top left.
"""

from __future__ import annotations

import numpy as np
import pygame
from _draw import Array, blur, fractal_noise, hex_rgb, lerp, over, save, smoothstep, surface_from

WIDTH, HEIGHT = 1600, 900


def _ones() -> Array:
    return np.ones((HEIGHT, WIDTH), np.float32)


def _grid() -> tuple[Array, Array]:
    ys = np.linspace(0, 1, HEIGHT, dtype=np.float32)[:, None]
    xs = np.linspace(0, 1, WIDTH, dtype=np.float32)[None, :]
    return ys, xs


def _paste(image: Array, draw: object, opacity: float = 1.0) -> Array:
    layer = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
    draw(layer)  # type: ignore[operator]
    rgb = pygame.surfarray.array3d(layer).transpose(1, 0, 2).astype(np.float32)
    alpha = pygame.surfarray.array_alpha(layer).T.astype(np.float32) / 255
    out, _ = over(image, _ones(), rgb, alpha * opacity)
    return out


def _hill(image: Array, base: float, amplitude: float, colour: str, seed: int, frequency: float) -> Array:
    rng = np.random.default_rng(seed)
    xs = np.arange(WIDTH, dtype=np.float32) / WIDTH
    ridge = np.sin(2 * np.pi * frequency * xs + rng.random() * 6) + 0.35 * np.sin(
        2 * np.pi * 2.7 * frequency * xs + rng.random() * 6
    )
    ridge = HEIGHT * (base - amplitude * ridge / 1.35)
    ys = np.arange(HEIGHT, dtype=np.float32)[:, None]
    cover = np.clip(ys - ridge[None, :] + 0.5, 0, 1)
    slope = np.gradient(ridge)
    lit = np.clip(0.95 + slope * 0.05, 0.8, 1.1)[None, :, None]
    depth = 1 - 0.22 * np.clip((ys - ridge[None, :]) / 220, 0, 1)[..., None]
    out, _ = over(image, _ones(), np.clip(hex_rgb(colour) * lit * depth, 0, 255), cover)
    return out


def _birch(surface: pygame.Surface, x: int, base: int, height: int, rng: np.random.Generator) -> None:
    bark = (236, 234, 224, 255)
    pygame.draw.rect(surface, bark, pygame.Rect(x, base - height, 14, height), border_radius=4)
    for y in range(base - height + 10, base, 26):
        pygame.draw.line(surface, (58, 56, 54, 255), (x + 2, y), (x + 2 + int(rng.integers(4, 10)), y), 3)
    for _ in range(7):
        cx = x + 7 + int(rng.integers(-46, 46))
        cy = base - height + int(rng.integers(-40, 60))
        radius = int(rng.integers(26, 44))
        shade = int(rng.integers(0, 30))
        pygame.draw.circle(surface, (96 - shade, 156 - shade, 74 - shade // 2, 255), (cx, cy), radius)


def tribes_of_the_wind() -> pygame.Surface:
    rng = np.random.default_rng(21)
    ys, xs = _grid()
    image = lerp(hex_rgb("#5AA7E0"), hex_rgb("#E6F4F6"), np.clip(ys / 0.62, 0, 1)[..., None]) * np.ones(
        (1, WIDTH, 1), np.float32
    )
    glow = np.exp(-(((xs - 0.12) * 1.8) ** 2 + (ys - 0.08) ** 2) / 0.05)[..., None]
    image = lerp(image, hex_rgb("#FFF8E4"), glow * 0.5)
    clouds = blur(smoothstep(0.55, 0.8, fractal_noise(HEIGHT, WIDTH, rng, (260, 110, 40))), 14)
    clouds *= np.clip(1 - ys / 0.55, 0, 1)
    image = lerp(image, hex_rgb("#FFFFFF"), (clouds * 0.85)[..., None])
    image = _hill(image, 0.66, 0.035, "#9CC48A", 3, 1.2)
    image = _hill(image, 0.76, 0.045, "#7FAF6A", 4, 1.7)

    def groves(surface: pygame.Surface) -> None:
        for x, height in ((40, 420), (120, 360), (200, 300), (1420, 330), (1500, 410), (1560, 350)):
            _birch(surface, x, 760, height, rng)

    image = _paste(image, groves)
    image = _hill(image, 0.88, 0.03, "#5E8F4A", 5, 2.1)
    grass = fractal_noise(HEIGHT, WIDTH, rng, (60, 12, 3)) - 0.5
    image = image * (1 + 0.08 * grass * smoothstep(0.7, 0.8, ys))[..., None]
    # A few grey-violet smog wisps low on the horizon: the pollution the tribes clean up.
    smog = blur(smoothstep(0.62, 0.8, fractal_noise(HEIGHT, WIDTH, rng, (160, 50))), 6)
    smog *= np.exp(-(((ys - 0.7) / 0.08) ** 2)) * smoothstep(0.26, 0.4, np.abs(xs - 0.5))
    image = lerp(image, hex_rgb("#8C7FA0"), (smog * 0.3)[..., None])
    vignette = 1 - 0.22 * np.clip(((xs - 0.5) * 1.7) ** 2 + ((ys - 0.5) * 1.5) ** 2, 0, 1)
    return surface_from(image * vignette[..., None])


def prehistories() -> pygame.Surface:
    rng = np.random.default_rng(31)
    ys, xs = _grid()
    stone = fractal_noise(HEIGHT, WIDTH, rng, (420, 160, 56, 18))
    light = 1.15 - 0.45 * np.clip(xs * 0.55 + ys * 0.75, 0, 1.3)
    image = lerp(hex_rgb("#5A3E2A"), hex_rgb("#C4945E"), np.clip(stone * light, 0, 1)[..., None])
    # Bumps of the rock: shade by the slope of the noise, lit from the top left.
    gy, gx = np.gradient(blur(stone, 4))
    image = image * (1 + np.clip((gx + gy) * 30, -0.09, 0.09))[..., None]
    soot = blur(smoothstep(0.6, 0.75, fractal_noise(HEIGHT, WIDTH, rng, (260, 90))), 10)
    image = lerp(image, hex_rgb("#2A1E18"), (soot * 0.25)[..., None])

    def paintings(surface: pygame.Surface) -> None:
        rust, ochre, charcoal = (150, 52, 32, 255), (196, 120, 52, 255), (40, 32, 30, 255)
        # Hand prints in the top corners.
        for hx, hy, colour in ((90, 120, rust), (160, 90, ochre), (1480, 140, rust), (1530, 230, ochre)):
            pygame.draw.ellipse(surface, colour, pygame.Rect(hx - 26, hy - 14, 52, 56))
            for dx, length in ((-24, 32), (-10, 44), (4, 46), (18, 38)):
                pygame.draw.ellipse(
                    surface, colour, pygame.Rect(hx + dx - 6, hy - 14 - length, 13, length + 8)
                )
            pygame.draw.ellipse(surface, colour, pygame.Rect(hx + 20, hy + 4, 36, 15))
        # A small herd along the bottom edge.
        for bx, by in ((120, 800), (300, 830), (1240, 810), (1420, 836)):
            pygame.draw.ellipse(surface, rust, pygame.Rect(bx, by - 50, 110, 60))
            pygame.draw.ellipse(surface, rust, pygame.Rect(bx + 90, by - 60, 40, 36))
            for lx in (bx + 12, bx + 34, bx + 70, bx + 90):
                pygame.draw.line(surface, rust, (lx, by), (lx, by + 30), 9)
            pygame.draw.arc(surface, charcoal, pygame.Rect(bx + 104, by - 44, 34, 34), 3.5, 5.6, 5)
        # A hunter.
        for hx in (520, 1080):
            pygame.draw.circle(surface, charcoal, (hx, 790), 12)
            pygame.draw.line(surface, charcoal, (hx, 802), (hx, 850), 7)
            pygame.draw.line(surface, charcoal, (hx, 850), (hx - 16, 890), 6)
            pygame.draw.line(surface, charcoal, (hx, 850), (hx + 16, 890), 6)
            pygame.draw.line(surface, charcoal, (hx - 30, 830), (hx + 60, 800), 4)

    layer = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
    paintings(layer)
    rgb = pygame.surfarray.array3d(layer).transpose(1, 0, 2).astype(np.float32)
    alpha = pygame.surfarray.array_alpha(layer).T.astype(np.float32) / 255
    brushed = alpha * (0.35 + 0.35 * fractal_noise(HEIGHT, WIDTH, rng, (8, 3)))
    image, _ = over(image, _ones(), rgb, brushed)
    vignette = 1 - 0.35 * np.clip(((xs - 0.5) * 1.6) ** 2 + ((ys - 0.5) * 1.4) ** 2, 0, 1)
    return surface_from(image * vignette[..., None])


def make_all() -> list:
    return [
        save(tribes_of_the_wind(), "tribes_of_the_wind/backdrop"),
        save(prehistories(), "prehistories/backdrop"),
    ]
