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
    """Normalise to ``peak`` and write. Effects get a 10 ms fade-out; music loops (``music/...`` or a
    name ending in ``music_loop``) run on over the seam."""
    path = SOUNDS / f"{name}.wav"
    path.parent.mkdir(parents=True, exist_ok=True)
    top = float(np.max(np.abs(samples))) or 1.0
    data = np.clip(samples / top * peak, -1, 1)
    if not (name.startswith("music/") or name.endswith("music_loop")):
        data[-int(0.01 * RATE) :] *= np.linspace(1, 0, int(0.01 * RATE))
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


def knock(t: np.ndarray, modes: tuple[float, ...], decay: float, rng: np.random.Generator) -> np.ndarray:
    """A struck piece of wood: a short noise burst plus a few quickly dying resonances."""
    out = lowpass(rng.standard_normal(t.size), 2500) * envelope(t, 0.0005, 0.004) * 0.6
    for index, frequency in enumerate(modes):
        out += (
            np.sin(2 * np.pi * frequency * t) * envelope(t, 0.0008, decay / (1 + index * 0.6)) / (1 + index)
        )
    return out


def bounced_knock(
    seed: int,
    seconds: float,
    first: tuple[tuple[float, ...], float],
    bounce: tuple[float, float, tuple[float, ...], float],
) -> np.ndarray:
    """A wooden piece set down: a knock (``first``: modes, decay) and a smaller second one
    ``bounce`` = (seconds later, gain, modes, decay). Shared by every game's piece-landing sound."""
    rng = np.random.default_rng(seed)
    t = times(seconds)
    modes, decay = first
    later, gain, bounce_modes, bounce_decay = bounce
    out = knock(t, modes, decay, rng)
    at = int(later * RATE)
    out[at:] += gain * knock(t[: t.size - at], bounce_modes, bounce_decay, rng)
    return out


def wood_drop() -> np.ndarray:
    """A meeple landing on a tile: a knock and a small second bounce."""
    return bounced_knock(11, 0.22, ((620, 1040, 1710), 0.035), (0.07, 0.35, (640, 1080, 1760), 0.025))


def camel_place() -> np.ndarray:
    """A heavier, lower wooden piece set down firmly."""
    rng = np.random.default_rng(12)
    return knock(times(0.25), (310, 540, 920), 0.05, rng)


def coin() -> np.ndarray:
    """Two coins clinking: inharmonic metal partials with long, bright tails."""
    t = times(0.6)
    out = np.zeros_like(t)
    for start, pitch, gain in ((0.0, 1.0, 1.0), (0.075, 1.06, 0.7)):
        offset = int(start * RATE)
        local = t[: t.size - offset]
        ring = sum(
            weight * np.sin(2 * np.pi * 2200 * pitch * ratio * local) * np.exp(-local / (0.28 / ratio))
            for ratio, weight in ((1.0, 1.0), (1.52, 0.6), (2.41, 0.35), (3.3, 0.2))
        )
        out[offset:] += gain * ring * np.minimum(local / 0.0008, 1)
    return out


def card_swish() -> np.ndarray:
    """A card sliding off the deck: band-limited noise that swells and sweeps down."""
    rng = np.random.default_rng(13)
    t = times(0.28)
    noise = rng.standard_normal(t.size)
    bright = noise - lowpass(noise, 1800)
    soft = lowpass(bright, 6000)
    swell = np.sin(np.pi * np.clip(t / 0.28, 0, 1)) ** 2
    sweep = 1 - t / 0.28
    return soft * swell * (0.4 + 0.6 * sweep)


def chime() -> np.ndarray:
    """A score gain: two soft bell notes a fifth apart."""
    t = times(0.7)
    out = np.zeros_like(t)
    for start, frequency in ((0.0, 880.0), (0.09, 1318.5)):
        offset = int(start * RATE)
        local = t[: t.size - offset]
        out[offset:] += np.sin(2 * np.pi * frequency * local) * envelope(local, 0.003, 0.25)
        out[offset:] += 0.3 * np.sin(2 * np.pi * frequency * 2.76 * local) * envelope(local, 0.002, 0.08)
    return out


def note(frequency: float, seconds: float, decay: float, vibrato: float = 0.0) -> np.ndarray:
    """A plucked note (oud or kalimba-like), or with ``vibrato`` a breathy flute-like tone."""
    t = times(seconds)
    phase = 2 * np.pi * frequency * (t + vibrato * np.sin(2 * np.pi * 5 * t) / (2 * np.pi * 5))
    out = np.zeros_like(t)
    for harmonic, weight in ((1, 1.0), (2, 0.45), (3, 0.2), (4, 0.08)):
        if vibrato:
            weight = weight**2
        out += weight * np.sin(phase * harmonic) * np.exp(-t * harmonic / decay)
    attack = 0.08 if vibrato else 0.004
    return out * np.minimum(t / attack, 1)


def drum(seconds: float, pitch: float, rng: np.random.Generator) -> np.ndarray:
    """A soft hand drum: a pitch-dropping sine thump and a little skin noise."""
    t = times(seconds)
    sweep = pitch * (1 + 0.6 * np.exp(-t / 0.02))
    thump = np.sin(2 * np.pi * np.cumsum(sweep) / RATE) * envelope(t, 0.002, 0.12)
    skin = lowpass(rng.standard_normal(t.size), 1200) * envelope(t, 0.001, 0.03) * 0.4
    return thump + skin


def music_loop(
    seed: int,
    scale: list[float],
    root: float,
    bars: int,
    bpm: float,
    drone: float,
    *,
    flute: bool = False,
    drums: tuple[int, ...] = (),
    wind: float = 0.0,
) -> np.ndarray:
    """A calm loop: a soft drone plus a sparse melody on ``scale`` (semitones over ``root``).

    The length is a whole number of beats, drone partials complete whole cycles, and every note
    rings out before the end, so the loop repeats without a click. ``drums`` lists the eighth-note
    steps of each bar that get a soft drum; ``wind`` mixes in a slow breathing noise.
    """
    rng = np.random.default_rng(seed)
    beat = 60 / bpm
    length = int(bars * 4 * beat * RATE)
    out = np.zeros(length)
    t = np.arange(length) / RATE
    loop_seconds = length / RATE
    for ratio, weight in ((1, 0.35), (1.5, 0.15), (2, 0.12)):
        cycles = round(drone * ratio * loop_seconds)
        swell = 0.75 + 0.25 * np.sin(2 * np.pi * t / loop_seconds)
        out += weight * swell * np.sin(2 * np.pi * cycles / loop_seconds * t)
    degree = 2
    for step in range(bars * 8):
        place = step % 8
        start = int(step * beat / 2 * RATE)
        if place in drums:
            hit = drum(0.4, 70 if place == 0 else 95, rng) * (0.9 if place == 0 else 0.5)
            end = min(length, start + hit.size)
            out[start:end] += hit[: end - start]
        if (step % 2 == 1 and rng.random() < 0.6) or rng.random() < 0.2:
            continue
        degree = int(np.clip(degree + rng.integers(-2, 3), 0, len(scale) - 1))
        frequency = root * 2 ** (scale[degree] / 12)
        remaining = loop_seconds - step * beat / 2
        tone = note(frequency, min(2.2, remaining), 1.6 if flute else 0.6, 0.004 if flute else 0.0)
        tone = (
            tone
            * (0.5 + 0.2 * rng.random())
            * np.minimum(1, (remaining - np.arange(tone.size) / RATE) / 0.05)
        )
        end = min(length, start + tone.size)
        out[start:end] += tone[: end - start]
    if wind:
        noise = lowpass(lowpass(rng.standard_normal(length), 900), 900)
        breath = 0.5 - 0.5 * np.cos(2 * np.pi * 2 * t / loop_seconds)
        out += wind * noise / np.max(np.abs(noise)) * breath
    # The drone and the breath are continuous over the seam; a 3 ms edge only guards against a click.
    fade = np.minimum(1, np.minimum(t / 0.003, (loop_seconds - t) / 0.003))
    return out * fade


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    made = [
        write_wav("ui/click", click(), 0.5),
        write_wav("sfx/wood_drop", wood_drop(), 0.7),
        write_wav("sfx/camel_place", camel_place(), 0.7),
        write_wav("sfx/coin", coin(), 0.55),
        write_wav("sfx/card_swish", card_swish(), 0.5),
        write_wav("sfx/chime", chime(), 0.5),
        # Calm loops, about 10 s each: the title, then one per game in its own mode. Five Tribes
        # has its own loop, sounds/five_tribes/music_loop.wav, made by its table's asset tool.
        write_wav("music/title", music_loop(3, [0, 2, 3, 7, 8, 12, 14, 15], 220.0, 3, 72, 110.0), 0.45),
        write_wav(
            "music/tribes_of_the_wind",
            music_loop(7, [0, 2, 4, 7, 9, 12, 14, 16], 293.7, 3, 70, 146.8, flute=True, wind=0.25),
            0.4,
        ),
        write_wav(
            "music/prehistories",
            music_loop(9, [0, 3, 5, 7, 10, 12], 146.8, 3, 66, 73.4, flute=True, drums=(0, 4)),
            0.45,
        ),
    ]
    for path in made:
        log.info("%s (%d KB)", path.relative_to(ROOT), path.stat().st_size // 1024)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
