"""Art and sound of the Five Tribes table that the shell's generators do not make.

Writes ``sprites/five_tribes/table/*.png`` (the table backdrop, card faces) and
``sounds/five_tribes/*.wav`` (wooden drop, coin chime, card swish, assassination, camel thud,
bid tick, a calm loop). Run ``python tools/make_five_tribes_table_sprites.py``.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _draw import (  # noqa: E402
    fractal_noise,
    hex_rgb,
    lerp,
    rounded_rect_mask,
    save,
    surface_from,
)
from make_sounds import envelope, music_loop, note, times, write_wav  # noqa: E402

log = logging.getLogger("make_five_tribes_table_sprites")


def backdrop() -> object:
    """Deep indigo cloth with a soft woven texture and a warm vignette (light from the top left)."""
    width, height = 1600, 900
    rng = np.random.default_rng(11)
    noise = fractal_noise(height, width, rng, (96, 32, 8, 3))
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    weave = 0.5 + 0.25 * np.sin(xs * 0.9) * np.sin(ys * 0.9)
    light = np.clip(1.15 - 0.55 * np.hypot(xs / width - 0.25, ys / height - 0.2), 0.55, 1.1)
    rgb = lerp(hex_rgb("#1B1638"), hex_rgb("#3A2F6A"), (noise * 0.8 + weave * 0.2)[..., None])
    rgb = rgb * light[..., None]
    # A faint saffron star lattice, as on a tiled floor.
    lattice = (np.abs(((xs + ys) % 64) - 32) < 0.8) | (np.abs(((xs - ys) % 64) - 32) < 0.8)
    rgb = lerp(rgb, hex_rgb("#8A6428"), (lattice * 0.12)[..., None])
    return surface_from(rgb)


def board_cloth() -> object:
    """Sand under the Sultanate: dune noise with a saffron rim."""
    width, height = 760, 640
    rng = np.random.default_rng(5)
    noise = fractal_noise(height, width, rng, (80, 24, 6))
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    ripples = 0.5 + 0.5 * np.sin((ys + 18 * noise) * 0.22)
    rgb = lerp(hex_rgb("#B98A4E"), hex_rgb("#E8C98E"), (0.65 * noise + 0.35 * ripples)[..., None])
    rgb = rgb * (1.08 - 0.2 * (ys / height))[..., None]
    outer = rounded_rect_mask(height, width, 22, inset=1)
    inner = rounded_rect_mask(height, width, 19, inset=5)
    rgb = lerp(rgb, hex_rgb("#F2C15A"), np.clip(outer - inner, 0, 1)[..., None])
    return surface_from(rgb, outer)


def card_face(top: str, bottom: str, seed: int, size: tuple[int, int] = (96, 132)) -> object:
    """A card face: parchment gradient with grain and a gold rim."""
    width, height = size
    rng = np.random.default_rng(seed)
    grain = fractal_noise(height, width, rng, (24, 6, 2))
    ys = np.mgrid[0:height, 0:width][0].astype(np.float32)
    rgb = lerp(hex_rgb(top), hex_rgb(bottom), (ys / height)[..., None])
    rgb = rgb * (0.92 + 0.16 * grain)[..., None]
    outer = rounded_rect_mask(height, width, 9, inset=1)
    inner = rounded_rect_mask(height, width, 7, inset=4)
    rgb = lerp(rgb, hex_rgb("#C98A24"), np.clip(outer - inner, 0, 1)[..., None])
    return surface_from(rgb, outer)


def make_sprites() -> list[Path]:
    return [
        save(backdrop(), "five_tribes/table/backdrop"),
        save(board_cloth(), "five_tribes/table/board_cloth"),
        save(card_face("#FFF4DA", "#E9D2A2", 3), "five_tribes/table/card_goods"),
        save(card_face("#F3E1F5", "#C9A6D8", 4), "five_tribes/table/card_fakir"),
        save(card_face("#3E347A", "#231C4A", 6, (150, 118)), "five_tribes/table/card_djinn"),
    ]


def _noise_burst(seconds: float, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(len(times(seconds)))


def make_sounds() -> list[Path]:
    t = times(0.18)
    wood = np.sin(2 * np.pi * 190 * t) * envelope(t, 0.002, 0.03) + 0.3 * _noise_burst(0.18, 1) * envelope(
        t, 0.001, 0.008
    )
    chime = note(1318.0, 0.5, 0.18) + 0.6 * np.pad(note(1760.0, 0.42, 0.15), (int(0.08 * 22050), 0))
    s = times(0.3)
    swish = _noise_burst(0.3, 2) * np.sin(np.pi * s / 0.3) ** 2 * (0.4 + 0.6 * s / 0.3)
    k = times(0.35)
    kill = np.sin(2 * np.pi * (420 - 500 * k) * k) * envelope(k, 0.003, 0.08) + 0.4 * _noise_burst(
        0.35, 3
    ) * envelope(k, 0.001, 0.03)
    c = times(0.25)
    thud = np.sin(2 * np.pi * 95 * c) * envelope(c, 0.004, 0.06)
    tick = note(880.0, 0.12, 0.03)
    return [
        write_wav("five_tribes/drop", wood, 0.5),
        write_wav("five_tribes/coin", chime, 0.45),
        write_wav("five_tribes/card", swish, 0.35),
        write_wav("five_tribes/kill", kill, 0.5),
        write_wav("five_tribes/camel", thud, 0.6),
        write_wav("five_tribes/bid", tick, 0.4),
        write_wav(
            "five_tribes/music_loop", music_loop(8, [0, 1, 4, 5, 7, 8, 11, 12], 196.0, 4, 70, 98.0), 0.4
        ),
    ]


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    made = make_sprites() + make_sounds()
    for path in made:
        log.info("wrote %s", path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
