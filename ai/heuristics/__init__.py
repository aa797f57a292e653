"""Per-title knowledge for the bots.

Each ``ai/heuristics/<title_id>.py`` provides:

``evaluate(state) -> list[float]``
    One value per player in [0, 1], higher is better for that player. Used to
    score a rollout cut short and by the ``greedy`` baseline. Must read only
    what the state exposes publicly plus what a determinization fills in.

``rollout_action(state, rng) -> int``
    A fast playout policy for the current player; returns a legal action.

A title without its own module gets the generic fallbacks below.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from game.rules.base import State

Evaluate = Callable[[State], list[float]]
RolloutAction = Callable[[State, np.random.Generator], int]


def score_share(state: State) -> list[float]:
    """Generic evaluation: each player's score relative to the leader's, in [0, 1]."""
    scores = state.scores()
    low = min(scores)
    high = max(scores)
    if high == low:
        return [0.5] * len(scores)
    return [(s - low) / (high - low) for s in scores]


def random_rollout_action(state: State, rng: np.random.Generator) -> int:
    actions = state.legal_actions()
    return actions[int(rng.integers(len(actions)))]


@dataclass(frozen=True, slots=True)
class Heuristic:
    evaluate: Evaluate
    rollout_action: RolloutAction


def heuristic_for(title_id: str) -> Heuristic:
    """The title's heuristic module, or the generic one when it has none."""
    try:
        module = importlib.import_module(f"ai.heuristics.{title_id}")
    except ModuleNotFoundError:
        return Heuristic(score_share, random_rollout_action)
    return Heuristic(
        getattr(module, "evaluate", score_share),
        getattr(module, "rollout_action", random_rollout_action),
    )
