"""Synthesize the client's sounds into sounds/ (``make assets``): short effects and calm loops.

Everything is numpy: sine partials, filtered noise and envelopes, written as 16-bit mono WAV.
Deterministic (fixed seeds), so rerunning gives the same files.
"""

from __future__ import annotations

import logging
import wave
from pathlib import Path

import numpy as np

log = logging.getLogger("make_sounds")

ROOT = Path(__file__).resolve().parents[1]
SOUNDS = ROOT / "sounds"
RATE = 22050


def write_wav(name: str, samples: np.ndarray, peak: float = 0.8) -> Path:
    path = SOUNDS / f"{name}.wav"
    path.parent.mkdir(parents=True, exist_ok=True)
    top = float(np.max(np.abs(samples))) or 1.0
    data = np.clip(samples / top * peak, -1, 1)
    pcm = (data * 32767).astype("<i2")
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(pcm.tobytes())
    return path


def times(seconds: float) -> np.ndarray:
    return np.arange(int(seconds * RATE)) / RATE


def envelope(t: np.ndarray, attack: float, decay: float) -> np.ndarray:
    """Fast linear attack, exponential decay with time constant ``decay``."""
    return np.minimum(t / max(attack, 1e-4), 1.0) * np.exp(-np.maximum(t - attack, 0) / decay)


def lowpass(signal: np.ndarray, cutoff: float) -> np.ndarray:
    """One-pole low-pass filter."""
    a = np.exp(-2 * np.pi * cutoff / RATE)
    out = np.empty_like(signal)
    state = 0.0
    for index, value in enumerate(signal):
        state = (1 - a) * value + a * state
        out[index] = state
    return out


def click() -> np.ndarray:
    """A soft wooden UI tick."""
    t = times(0.06)
    tone = np.sin(2 * np.pi * 1800 * t) * 0.5 + np.sin(2 * np.pi * 2900 * t) * 0.25
    return tone * envelope(t, 0.001, 0.008)


def note(frequency: float, seconds: float, decay: float) -> np.ndarray:
    """A plucked note (oud or kalimba-like): a few harmonics fading at different rates."""
    t = times(seconds)
    out = np.zeros_like(t)
    for harmonic, weight in ((1, 1.0), (2, 0.45), (3, 0.2), (4, 0.08)):
        out += weight * np.sin(2 * np.pi * frequency * harmonic * t) * np.exp(-t * harmonic / decay)
    return out * np.minimum(t / 0.004, 1)


def music_loop(seed: int, scale: list[float], root: float, bars: int, bpm: float, drone: float) -> np.ndarray:
    """A calm loop: a soft drone plus a sparse plucked melody on ``scale`` (semitones over ``root``).

    The loop length is a whole number of beats and every note rings out before the end, so it
    repeats without a click.
    """
    rng = np.random.default_rng(seed)
    beat = 60 / bpm
    length = int(bars * 4 * beat * RATE)
    out = np.zeros(length)
    t = np.arange(length) / RATE
    loop_seconds = length / RATE
    # Drone partials complete whole cycles over the loop so the seam is silent.
    for ratio, weight in ((1, 0.35), (1.5, 0.15), (2, 0.12)):
        cycles = round(drone * ratio * loop_seconds)
        swell = 0.75 + 0.25 * np.sin(2 * np.pi * t / loop_seconds)
        out += weight * swell * np.sin(2 * np.pi * cycles / loop_seconds * t)
    degree = 2
    for step in range(bars * 4 * 2):
        if step % 2 == 1 and rng.random() < 0.55:
            continue
        if rng.random() < 0.2:
            continue
        degree = int(np.clip(degree + rng.integers(-2, 3), 0, len(scale) - 1))
        frequency = root * 2 ** (scale[degree] / 12)
        start = int(step * beat / 2 * RATE)
        plucked = note(frequency, min(2.2, loop_seconds - step * beat / 2), 0.6) * (0.55 + 0.2 * rng.random())
        end = min(length, start + plucked.size)
        out[start:end] += plucked[: end - start]
    fade = np.minimum(1, np.minimum(t / 0.05, (loop_seconds - t) / 0.05))
    return out * fade


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    made = [
        write_wav("ui/click", click(), 0.5),
        write_wav("music/title", music_loop(3, [0, 2, 3, 7, 8, 12, 14, 15], 220.0, 4, 76, 110.0), 0.45),
    ]
    for path in made:
        log.info("%s (%d KB)", path.relative_to(ROOT), path.stat().st_size // 1024)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
