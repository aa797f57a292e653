"""The fixed-timestep clock and the window-to-canvas mapping, free of any window so tests drive them."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

LOGICAL_SIZE = (1600, 900)
UPDATE_HZ = 60
# A frame longer than this (a debugger stop, a dragged window) is cut short, so the loop never
# tries to catch up with hundreds of updates at once (the spiral of death).
MAX_FRAME_SECONDS = 0.25
_EPSILON = 1e-9


@dataclass(slots=True)
class FixedTimestep:
    """Turns real frame times into a whole number of fixed updates plus a render alpha."""

    step: float = 1.0 / UPDATE_HZ
    max_frame: float = MAX_FRAME_SECONDS
    accumulator: float = 0.0

    def advance(self, frame_seconds: float) -> int:
        """Add one frame's elapsed time; return how many fixed updates to run now."""
        self.accumulator += min(max(frame_seconds, 0.0), self.max_frame)
        steps = 0
        # The epsilon keeps 60 frames of exactly 1/60 s from losing a step to rounding.
        while self.accumulator + _EPSILON >= self.step:
            self.accumulator -= self.step
            steps += 1
        self.accumulator = max(self.accumulator, 0.0)
        return steps

    @property
    def alpha(self) -> float:
        """How far the render time lies between the last update and the next, in [0, 1)."""
        return min(self.accumulator / self.step, 1.0 - _EPSILON)


@dataclass(frozen=True, slots=True)
class Letterbox:
    """Where the 16:9 logical canvas sits inside a window of any size."""

    window_size: tuple[int, int]
    logical_size: tuple[int, int] = LOGICAL_SIZE

    @property
    def scale(self) -> float:
        return min(self.window_size[0] / self.logical_size[0], self.window_size[1] / self.logical_size[1])

    @property
    def rect(self) -> pygame.Rect:
        """The canvas area in window pixels; the rest is the black bars."""
        width = round(self.logical_size[0] * self.scale)
        height = round(self.logical_size[1] * self.scale)
        return pygame.Rect(
            (self.window_size[0] - width) // 2, (self.window_size[1] - height) // 2, width, height
        )

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window pixel -> logical canvas pixel (may lie outside the canvas when over a bar)."""
        rect = self.rect
        x = (pos[0] - rect.x) * self.logical_size[0] / rect.width
        y = (pos[1] - rect.y) * self.logical_size[1] / rect.height
        return (math.floor(x + _EPSILON), math.floor(y + _EPSILON))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        rect = self.rect
        return (
            round(rect.x + pos[0] * rect.width / self.logical_size[0]),
            round(rect.y + pos[1] * rect.height / self.logical_size[1]),
        )
