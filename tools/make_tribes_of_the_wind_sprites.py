"""Assets of the Tribes of the Wind table: leader portraits and the table's sounds.

Writes ``sprites/tribes_of_the_wind/leader_<id>.png`` (88x88: a hooded treetop figure on a disc in
the colour of the leader's first path tile, a leaf crest, light from the top left) and
``sounds/tribes_of_the_wind/{wind,water,wood}.wav`` (a rider's gust, water drops arriving, a tile
landing). Deterministic. Run ``python tools/make_tribes_of_the_wind_sprites.py``.
"""

from __future__ import annotations

import logging
import math
import os
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from make_sounds import RATE, envelope, lowpass, times, write_wav  # noqa: E402

log = logging.getLogger("make_tribes_of_the_wind_sprites")
ROOT = Path(__file__).resolve().parents[1]
SPRITES = ROOT / "sprites"

LEADERS = {
    "aelis": ((146, 96, 176), (236, 196, 92)),
    "koru": ((74, 152, 84), (150, 198, 232)),
    "mena": ((218, 184, 72), (146, 96, 176)),
    "tahu": ((74, 152, 84), (232, 96, 86)),
    "ysra": ((74, 152, 84), (242, 238, 226)),
}


def portrait(base: tuple[int, int, int], accent: tuple[int, int, int], seed: int) -> object:
    import pygame

    size = 88
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    for r in range(c, 0, -1):
        k = r / c
        shade = tuple(int(v * (0.75 + 0.35 * (1 - k))) for v in base)
        pygame.draw.circle(
            surf, (*[min(255, s) for s in shade], 255), (c - int(6 * (1 - k)), c - int(6 * (1 - k))), r
        )
    pygame.draw.circle(surf, (34, 36, 42), (c, c), c, 3)
    # the hood and shoulders
    hood = [(c, 14), (c + 20, 34), (c + 30, 80), (c - 30, 80), (c - 20, 34)]
    pygame.draw.polygon(surf, (242, 238, 226), hood)
    pygame.draw.polygon(surf, (34, 36, 42), hood, 2)
    pygame.draw.ellipse(surf, (196, 150, 110), (c - 11, 30, 22, 26))
    pygame.draw.circle(surf, (34, 36, 42), (c - 5, 41), 2)
    pygame.draw.circle(surf, (34, 36, 42), (c + 5, 41), 2)
    # a leaf crest
    rng = np.random.default_rng(seed)
    for k in range(3):
        a = math.radians(-60 + 60 * k + float(rng.uniform(-8, 8)))
        tip = (c + math.sin(a) * 22, 16 - math.cos(a) * 14)
        pygame.draw.line(surf, accent, (c, 18), tip, 4)
        pygame.draw.circle(surf, accent, (int(tip[0]), int(tip[1])), 5)
    # the wind across the shoulders
    pygame.draw.arc(surf, accent, (c - 34, 52, 68, 30), 0.3, 2.8, 3)
    return surf


def make_sprites() -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    written = []
    for seed, (leader, (base, accent)) in enumerate(LEADERS.items()):
        path = SPRITES / "tribes_of_the_wind" / f"leader_{leader}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(portrait(base, accent, seed), str(path))
        written.append(path)
    return written


def wind() -> np.ndarray:
    """A soft gust: band-passed noise swelling and fading with a rising whistle."""
    rng = np.random.default_rng(21)
    t = times(0.45)
    noise = rng.standard_normal(len(t))
    band = lowpass(noise, 1400) - lowpass(noise, 300)
    swell = np.sin(np.pi * t / t[-1]) ** 2
    whistle = 0.08 * np.sin(2 * np.pi * (700 + 500 * t) * t) * swell
    return band * swell + whistle


def water() -> np.ndarray:
    """Three small drops: quick rising sine blips."""
    t = times(0.42)
    out = np.zeros(len(t))
    for k, start in enumerate((0.0, 0.11, 0.24)):
        local = t - start
        mask = local >= 0
        f = 900 + 350 * k + 2200 * np.clip(local, 0, 0.05)
        blip = np.sin(2 * np.pi * f * np.clip(local, 0, None)) * envelope(
            np.clip(local, 0, None), 0.002, 0.035
        )
        out += np.where(mask, blip, 0.0)
    return out


def wood() -> np.ndarray:
    """A tile set down on the board: a low wooden knock with a short rattle."""
    rng = np.random.default_rng(23)
    t = times(0.3)
    knock = sum(
        np.sin(2 * np.pi * f * t) * envelope(t, 0.002, d) for f, d in ((180, 0.06), (410, 0.03), (950, 0.012))
    )
    rattle = lowpass(rng.standard_normal(len(t)), 2500) * envelope(t, 0.001, 0.015) * 0.4
    return knock + rattle


def make_sounds() -> list[Path]:
    return [
        write_wav("tribes_of_the_wind/wind", wind(), 0.35),
        write_wav("tribes_of_the_wind/water", water(), 0.4),
        write_wav("tribes_of_the_wind/wood", wood(), 0.55),
    ]


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    for path in make_sprites() + make_sounds():
        log.info("wrote %s", path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    assert RATE > 0
    raise SystemExit(main())
