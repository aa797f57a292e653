"""Prehistories strategist (docs/rules/prehistories.md): paint for totems now.

The first tribe to place its 8 totems wins; a strong player takes, each round, the hunt that
places the most totems (full rows and columns, legendaries, objective cards) soonest, and
otherwise paints the most squares towards them. Each decision takes the action whose completed
turn leaves the widest lead in totems, then in painted squares (``points.best_by_points``).
"""

from __future__ import annotations

import numpy as np

from game.rules.base import State
from research.strategists.points import best_by_points

TOTEM = 50.0  # a totem outweighs any number of squares (a cave has 49)


def progress(state: State, player: int) -> float:
    """Totems placed, then squares painted, against the best opponent's."""
    seats = state.seats  # type: ignore[attr-defined]
    own = [TOTEM * seat.totems + seat.cave.tiles for seat in seats]
    others = [v for p, v in enumerate(own) if p != player]
    return own[player] - (max(others) if others else 0.0)


def choose(world: State, legal: list[int], rng: np.random.Generator) -> int:
    return best_by_points(world, legal, rng, value=progress, samples=2 if len(legal) > 12 else 3)
