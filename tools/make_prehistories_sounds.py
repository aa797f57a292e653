"""Synthesize the Prehistories table's effects into sounds/prehistories/ (``make assets``).

A card flipping over, brush strokes as a tile is painted, a tile lifted off the hunting board and
a totem token dropped on stone. Built from the helpers of ``make_sounds.py``; deterministic.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from make_sounds import RATE, ROOT, bounced_knock, envelope, knock, lowpass, times, write_wav  # noqa: E402

log = logging.getLogger("make_prehistories_sounds")


def card_flip() -> np.ndarray:
    """A stiff card turned over: a quick papery swish and a soft slap."""
    rng = np.random.default_rng(31)
    t = times(0.18)
    noise = rng.standard_normal(t.size)
    swish = (noise - lowpass(noise, 2500)) * np.sin(np.pi * np.clip(t / 0.12, 0, 1)) ** 2
    slap_at = int(0.11 * RATE)
    slap = np.zeros_like(t)
    slap[slap_at:] = lowpass(rng.standard_normal(t.size - slap_at), 1800) * envelope(
        t[: t.size - slap_at], 0.001, 0.012
    )
    return 0.6 * swish + slap


def brush() -> np.ndarray:
    """Two brush strokes on rough stone: bristly noise with a slow swell each."""
    rng = np.random.default_rng(32)
    t = times(0.5)
    out = np.zeros_like(t)
    for start, length in ((0.0, 0.22), (0.24, 0.24)):
        a, n = int(start * RATE), int(length * RATE)
        noise = rng.standard_normal(n)
        band = lowpass(noise, 3500) - lowpass(noise, 600)
        shape = np.sin(np.pi * np.linspace(0, 1, n)) ** 1.5
        grain = 0.7 + 0.3 * np.sign(np.sin(2 * np.pi * 37 * np.arange(n) / RATE))
        out[a : a + n] += band * shape * grain
    return out


def tile_lift() -> np.ndarray:
    """A thick tile picked up: a small scrape then a light wooden tap."""
    rng = np.random.default_rng(33)
    t = times(0.2)
    scrape = lowpass(rng.standard_normal(t.size), 1200) * envelope(t, 0.01, 0.04) * 0.5
    tap = knock(t, (820, 1400), 0.02, rng) * 0.5
    return scrape + np.roll(tap, int(0.05 * RATE))


def totem_drop() -> np.ndarray:
    """A wooden totem token set down on stone: a low knock and a little bounce."""
    return bounced_knock(34, 0.3, ((420, 760, 1280), 0.045), (0.09, 0.3, (440, 790, 1320), 0.03))


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    made = [
        write_wav("prehistories/card_flip", card_flip(), 0.5),
        write_wav("prehistories/brush", brush(), 0.45),
        write_wav("prehistories/tile_lift", tile_lift(), 0.55),
        write_wav("prehistories/totem_drop", totem_drop(), 0.65),
    ]
    for path in made:
        log.info("%s (%d KB)", path.relative_to(ROOT), path.stat().st_size // 1024)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
