"""Per-title knowledge for the bots.

Each ``ai/heuristics/<title_id>.py`` provides:

``evaluate(state) -> list[float]``
    One value per player in [0, 1], higher is better for that player. Used to
    score a rollout cut short and by the ``greedy`` baseline. Must read only
    what the state exposes publicly plus what a determinization fills in.

``rollout_action(state, rng) -> int``
    A fast playout policy for the current player; returns a legal action.

``SEARCH`` (optional)
    Search knobs that suit the title (``SearchConfig`` field names and values), applied on
    top of every search bot's preset: how far a playout looks ahead is a property of the
    game as much as of the level.

A title without its own module gets the generic fallbacks below.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from game.rules.base import State

Evaluate = Callable[[State], list[float]]
RolloutAction = Callable[[State, np.random.Generator], int]


def win_chances(estimates: list[float], scale: float) -> list[float]:
    """A softmax of estimated scores: each player's chance to finish on top, ``scale`` points of
    lead making a position clearly better. With two players, the logistic of the lead."""
    top = max(estimates)
    weights = [math.exp((e - top) / scale) for e in estimates]
    total = sum(weights)
    return [w / total for w in weights]


def score_share(state: State) -> list[float]:
    """Generic evaluation: win chances from the scores, a softmax whose scale grows with them.

    A smooth value (not just who leads) lets a short look-ahead tell a bigger lead from a
    smaller one.
    """
    scores = state.scores()
    scale = max(2.0, 0.15 * max(abs(s) for s in scores))
    return win_chances([float(s) for s in scores], scale)


def random_rollout_action(state: State, rng: np.random.Generator) -> int:
    actions = state.legal_actions()
    return actions[int(rng.integers(len(actions)))]


@dataclass(frozen=True, slots=True)
class Heuristic:
    evaluate: Evaluate
    rollout_action: RolloutAction
    search: dict[str, Any] = field(default_factory=dict)


def heuristic_for(title_id: str) -> Heuristic:
    """The title's heuristic module, or the generic one when it has none."""
    try:
        module = importlib.import_module(f"ai.heuristics.{title_id}")
    except ModuleNotFoundError:
        return Heuristic(score_share, random_rollout_action)
    return Heuristic(
        getattr(module, "evaluate", score_share),
        getattr(module, "rollout_action", random_rollout_action),
        dict(getattr(module, "SEARCH", {})),
    )
