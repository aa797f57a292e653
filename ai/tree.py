"""The search tree's statistics and the move read from them (docs/bots.md).

A ``Node`` holds one information-set node's statistics in dicts keyed by action id, holding the
actions tried (or seen legal): a node has a handful of children, and plain Python over them
costs a fraction of numpy's per-call overhead (bench/bench_peers.py). ``final_choice`` is the
searched decision's answer read from its node; ``numpy_sum`` adds a node's values in numpy's
order.
"""

from __future__ import annotations

import numpy as np

from ai.search_config import SearchConfig

ROBUST_SHARE = 0.5  # see Node.best_action


class Node:
    """Statistics of one information-set node, by action id (only actions tried are in
    ``visits`` and ``value``)."""

    __slots__ = ("visits", "value", "available", "children", "prior")

    def __init__(self) -> None:
        self.visits: dict[int, int] = {}
        self.value: dict[int, float] = {}  # summed rewards of the player who acted here
        self.available: dict[int, int] = {}  # visits of the node with the action legal
        self.children: dict[int, Node] = {}
        self.prior: dict[int, float] | None = None  # PUCT only: set on the first visit

    def total_visits(self, actions: list[int] | None = None) -> int:
        if actions is None:
            return sum(self.visits.values())
        visits = self.visits
        return sum(visits.get(a, 0) for a in actions)

    def mean(self, action: int) -> float:
        """The mean reward of a tried action."""
        return self.value[action] / self.visits[action]

    def best_action(self, actions: list[int], final: str = "visits") -> int:
        """The most visited of ``actions`` (``final="visits"``, ties to the best mean), or the
        best-valued of ``actions`` among the well visited ones (at least half the visits
        of the most visited): with flat value differences UCT spreads its visits, and the most
        visited action alone is then little better than a coin toss. Ties go to the lower id."""
        visits = [self.visits.get(a, 0) for a in actions]
        means = [self.mean(a) if v > 0 else -1.0 for a, v in zip(actions, visits)]
        least = (1.0 if final == "visits" else ROBUST_SHARE) * max(visits)
        best = max(m for v, m in zip(visits, means) if v >= least)
        return min(a for a, v, m in zip(actions, visits, means) if v >= least and m == best)


def numpy_sum(values: list[float]) -> float:
    """The sum numpy's ``sum`` gives for these floats (pairwise, eight lanes), so a value read
    here is the one a numpy search read and the same seed makes the same choices."""
    n = len(values)
    if n < 8:
        total = 0.0
        for v in values:
            total += v
        return total
    if n <= 128:
        lanes = values[:8]
        stop = n - n % 8
        for i in range(8, stop, 8):
            for j in range(8):
                lanes[j] += values[i + j]
        total = ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3])) + (
            (lanes[4] + lanes[5]) + (lanes[6] + lanes[7])
        )
        for i in range(stop, n):
            total += values[i]
        return total
    half = n // 2
    half -= half % 8
    return numpy_sum(values[:half]) + numpy_sum(values[half:])


def final_choice(node: Node, legal: list[int], config: SearchConfig, rng: np.random.Generator) -> int:
    """The searched decision's answer: ``Node.best_action`` by ``config.final``, or with
    ``final_temperature`` a visited action drawn by its visits."""
    if config.final_temperature > 0:
        idx = np.asarray(legal)
        visits = np.array([node.visits.get(a, 0) for a in legal], dtype=float)
        if visits.sum() > 0:
            weights = visits ** (1.0 / config.final_temperature)
            return int(idx[rng.choice(len(idx), p=weights / weights.sum())])
    return node.best_action(legal, config.final)
