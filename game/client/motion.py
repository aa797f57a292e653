"""Motion shared by every table (docs/ui.md section 7): cubic ease-out, arcs, speed setting.

Animations last 150-400 ms at normal speed; ``fast`` halves them and ``off`` skips them, which
``duration`` applies. A ``Tween`` is advanced in ``update`` and read in ``draw`` with the render
alpha, so motion stays smooth between fixed updates.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.client.settings import AnimationSpeed

Point = tuple[float, float]


def ease_out_cubic(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return 1 - (1 - t) ** 3


def duration(seconds_at_normal: float, speed: AnimationSpeed) -> float:
    """How long an animation of ``seconds_at_normal`` lasts at ``speed`` (0 when animations are off)."""
    return seconds_at_normal * speed.duration_scale


def arc_point(start: Point, end: Point, t: float, height: float) -> Point:
    """Where a piece flying from ``start`` to ``end`` is at progress ``t``: a parabola ``height`` px high."""
    x = start[0] + (end[0] - start[0]) * t
    y = start[1] + (end[1] - start[1]) * t - height * 4 * t * (1 - t)
    return (x, y)


def squash(t: float, amount: float = 0.18) -> tuple[float, float]:
    """(x, y) scale of a landing piece over its short settle time ``t`` in [0, 1]: wide and low, then back."""
    bump = math.sin(math.pi * min(max(t, 0.0), 1.0)) * amount
    return (1 + bump, 1 - bump)


@dataclass(slots=True)
class Tween:
    """Progress of one animation; ``elapsed`` moves only in ``update`` (never in ``draw``)."""

    seconds: float
    elapsed: float = 0.0
    previous: float = 0.0

    def update(self, dt: float) -> None:
        self.previous = self.elapsed
        self.elapsed = min(self.elapsed + dt, self.seconds)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.seconds

    def progress(self, alpha: float = 1.0) -> float:
        """Eased progress in [0, 1], interpolated between the last two updates by the render ``alpha``."""
        if self.seconds <= 0:
            return 1.0
        elapsed = self.previous + (self.elapsed - self.previous) * alpha
        return ease_out_cubic(elapsed / self.seconds)
