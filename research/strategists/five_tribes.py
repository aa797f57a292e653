"""Five Tribes strategist (docs/rules/five_tribes.md): bid cheap, then take the most points.

A strong player rarely pays for turn order unless the board offers a big move: the bid is the
cheapest free spot; each play decision takes the points on offer (``points.best_by_points``: the
move, tribe action and tile action whose completed turn leaves the widest lead in raw points,
gold included, since gold is points).
"""

from __future__ import annotations

import numpy as np

from game.rules.base import State
from research.strategists.points import best_by_points


def choose(world: State, legal: list[int], rng: np.random.Generator) -> int:
    bids = [a for a in legal if a < 7]  # 0-6: bid 18 ... bid 0 (spec 5.3)
    if bids and len(bids) == len(legal):
        return max(bids)  # the cheapest free spot
    return best_by_points(world, legal, rng, samples=2 if len(legal) > 12 else 3)
