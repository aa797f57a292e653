"""Numpy helpers shared by the sprite generator: gradients, noise, soft shapes, PNG output."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np
import pygame

ROOT = Path(__file__).resolve().parents[1]
SPRITES = ROOT / "sprites"

Array = np.ndarray


def hex_rgb(code: str) -> Array:
    code = code.lstrip("#")
    return np.array([int(code[i : i + 2], 16) for i in (0, 2, 4)], dtype=np.float32)


def lerp(a: Array, b: Array, t: Array | float) -> Array:
    return a + (b - a) * t


def smoothstep(edge0: float, edge1: float, x: Array) -> Array:
    t = np.clip((x - edge0) / (edge1 - edge0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def value_noise(height: int, width: int, cell: int, rng: np.random.Generator) -> Array:
    """Smooth noise in [0, 1]: random values on a grid of ``cell`` pixels, bicubic-ish interpolated."""
    grid = rng.random((height // cell + 3, width // cell + 3)).astype(np.float32)
    ys = np.arange(height, dtype=np.float32) / cell
    xs = np.arange(width, dtype=np.float32) / cell
    y0 = ys.astype(int)
    x0 = xs.astype(int)
    ty = smoothstep(0, 1, ys - y0)[:, None]
    tx = smoothstep(0, 1, xs - x0)[None, :]
    a = grid[y0][:, x0]
    b = grid[y0][:, x0 + 1]
    c = grid[y0 + 1][:, x0]
    d = grid[y0 + 1][:, x0 + 1]
    return lerp(lerp(a, b, tx), lerp(c, d, tx), ty)


def fractal_noise(height: int, width: int, rng: np.random.Generator, cells: tuple[int, ...]) -> Array:
    total = np.zeros((height, width), dtype=np.float32)
    weight = 0.0
    for index, cell in enumerate(cells):
        w = 0.5**index
        total += w * value_noise(height, width, cell, rng)
        weight += w
    return total / weight


def rounded_rect_mask(height: int, width: int, radius: float, inset: float = 0.0) -> Array:
    """Anti-aliased coverage in [0, 1] of a rounded rectangle."""
    ys = np.arange(height, dtype=np.float32)[:, None] + 0.5
    xs = np.arange(width, dtype=np.float32)[None, :] + 0.5
    half_w = width / 2 - inset
    half_h = height / 2 - inset
    qx = np.abs(xs - width / 2) - (half_w - radius)
    qy = np.abs(ys - height / 2) - (half_h - radius)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0) - radius
    return np.clip(0.5 - outside, 0.0, 1.0)


def circle_mask(height: int, width: int, cx: float, cy: float, r: float) -> Array:
    ys = np.arange(height, dtype=np.float32)[:, None] + 0.5
    xs = np.arange(width, dtype=np.float32)[None, :] + 0.5
    return np.clip(r - np.hypot(xs - cx, ys - cy) + 0.5, 0.0, 1.0)


def blur(alpha: Array, radius: int) -> Array:
    """Box blur applied three times (close to a Gaussian), for soft shadows."""
    result = alpha.astype(np.float32)
    for _ in range(3):
        for axis in (0, 1):
            padded = np.pad(result, [(radius, radius) if a == axis else (0, 0) for a in (0, 1)], mode="edge")
            cumsum = np.cumsum(padded, axis=axis, dtype=np.float64)
            cumsum = np.insert(cumsum, 0, 0, axis=axis)
            size = 2 * radius + 1
            if axis == 0:
                result = ((cumsum[size:, :] - cumsum[:-size, :]) / size).astype(np.float32)
            else:
                result = ((cumsum[:, size:] - cumsum[:, :-size]) / size).astype(np.float32)
    return result


def over(dst_rgb: Array, dst_a: Array, src_rgb: Array, src_a: Array) -> tuple[Array, Array]:
    """Porter-Duff 'over' of straight-alpha layers (alpha in [0, 1])."""
    out_a = src_a + dst_a * (1 - src_a)
    safe = np.where(out_a > 0, out_a, 1)[..., None]
    out_rgb = (src_rgb * src_a[..., None] + dst_rgb * (dst_a * (1 - src_a))[..., None]) / safe
    return out_rgb, out_a


def surface_from(rgb: Array, alpha: Array | None = None) -> pygame.Surface:
    height, width = rgb.shape[:2]
    rgb8 = np.clip(rgb + 0.5, 0, 255).astype(np.uint8)
    if alpha is None:
        surface = pygame.Surface((width, height))
        pygame.surfarray.blit_array(surface, rgb8.transpose(1, 0, 2))
        return surface
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.surfarray.pixels3d(surface)[...] = rgb8.transpose(1, 0, 2)
    pygame.surfarray.pixels_alpha(surface)[...] = np.clip(alpha * 255 + 0.5, 0, 255).astype(np.uint8).T
    return surface


def save(surface: pygame.Surface, name: str) -> Path:
    path = SPRITES / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path
