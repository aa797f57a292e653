"""The plan shared by the Five Tribes and Prehistories strategists: take the points on offer.

Each legal action is tried on the determinization, the rest of the turn completed ``SAMPLES``
times by a script hook (random legal actions unless the title says better), and the action whose
best completion leaves the widest lead in raw points (own score minus the best opponent's, as
``score_breakdown`` counts them now) is taken. It reads the rules' scoring only, never
``ai.heuristics``.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from game.rules.base import State

SAMPLES = 3
STEP_LIMIT = 200

Value = Callable[[State, int], float]


def lead(state: State, player: int) -> float:
    """Own points minus the best opponent's."""
    scores = state.scores()
    others = [s for p, s in enumerate(scores) if p != player]
    return float(scores[player] - (max(others) if others else 0))


def finish_turn(world: State, player: int, rng: np.random.Generator) -> None:
    for _ in range(STEP_LIMIT):
        if world.is_terminal() or world.current_player() != player:
            return
        legal = world.legal_actions()
        world.apply(legal[int(rng.integers(len(legal)))])


def best_by_points(
    world: State, legal: list[int], rng: np.random.Generator, value: Value = lead, samples: int = SAMPLES
) -> int:
    """The action whose best completed turn scores highest by ``value`` (ties: the first)."""
    player = world.current_player()
    best, top = legal[0], -1e18
    for action in legal:
        score = -1e18
        for _ in range(samples):
            trial = world.clone()
            trial.apply(action)
            finish_turn(trial, player, rng)
            score = max(score, value(trial, player))
        if score > top:
            best, top = action, score
    return best
