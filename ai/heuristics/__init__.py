"""Per-title knowledge for the bots.

Each ``ai/heuristics/<title_id>.py`` provides:

``evaluate(state) -> list[float]``
    One value per player in [0, 1], higher is better for that player. Used to
    score a rollout cut short and by the ``greedy`` baseline. Must read only
    what the state exposes publicly plus what a determinization fills in.

``rollout_action(state, rng) -> int``
    A fast playout policy for the current player; returns a legal action.

``horizon(state, legal) -> Horizon`` (optional)
    How far the search reads a decision offering ``legal`` in ``state`` (a determinization):
    how many of the searching player's turns, and which actions end a turn besides a change of
    player. How far a decision's worth shows is a property of the game, not of a bot level.
    Without it: the end of the current turn.

``SEARCH`` (optional)
    Search knobs where the title differs from ``SearchConfig``'s defaults, applied under every
    search bot's level.

``useful_actions(state, legal) -> list[int]`` (optional)
    ``legal`` without the decisions that change nothing for the mover, where one that does is
    legal (never empty): the search looks only at those.

``root_actions(state, legal) -> list[int]`` (optional)
    The searched decision's actions narrowed further by a read too costly for every node of a
    tree (``legal`` already through ``useful_actions``; never empty): applied once a decision,
    at the root, by our search, the ``greedy`` baseline and the fair peers.

``quiet(state) -> bool`` (optional)
    Whether the decision to take in ``state`` is one where no seat takes points and whose worth
    shows only in the turns it orders (a Five Tribes bid, a Prehistories party formed in secret):
    the hint's reply check plays such decisions by the playout policy and reads the next turn
    that can take points (``ai.reply.best_reply``). Without it: none is.

``SEARCH_PLAYERS`` (optional)
    Knobs for one player count over ``SEARCH`` (``{3: {knob: value}}``): a game whose turns
    take another shape with more players (Five Tribes: one marker each from 3 players on).

``PARTS`` (optional)
    The names of the modules the knowledge is split into besides the title's own (which
    imports them), in import order, so that a tuning run's constants reach them too.

A title without its own module gets the generic fallbacks below.
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import numpy as np

from game.rules.base import State

Evaluate = Callable[[State], list[float]]
RolloutAction = Callable[[State, np.random.Generator], int]
UsefulActions = Callable[[State, list[int]], list[int]]
Quiet = Callable[[State], bool]


@dataclass(frozen=True, slots=True)
class Horizon:
    """How far the search reads one decision: until ``turns`` of the searching player's turns
    are over, counted from the decision (1: where the current turn ends). A turn ends when the
    game ends, another player moves, or the searching player plays one of ``ends`` (an action
    that closes a turn although the same player moves next, as a Five Tribes marker's ``end``
    followed by the same player's next marker)."""

    turns: int = 1
    ends: tuple[int, ...] = ()


HorizonHook = Callable[[State, list[int]], Horizon]


def own_turn(state: State, legal: list[int]) -> Horizon:
    """The generic horizon: every decision is read where the searching player's turn ends."""
    return Horizon(1)


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
    # The title's knobs for one player count, over ``search`` (a level's and a tuning run's
    # knobs still win over both; ``ai.bots.make_bot``).
    search_players: dict[int, dict[str, Any]] = field(default_factory=dict)
    horizon: HorizonHook = own_turn
    useful_actions: UsefulActions | None = None  # see the module docstring
    quiet: Quiet | None = None  # see the module docstring
    root_actions: UsefulActions | None = None  # see the module docstring

    def search_for(self, players: int | None) -> dict[str, Any]:
        """The title's search knobs for a game of ``players`` (``search_players`` over
        ``search``); None, the player count not known yet: ``search``."""
        return self.search | self.search_players.get(players or 0, {})


def heuristic_for(title_id: str, constants: dict[str, Any] | None = None) -> Heuristic:
    """The title's heuristic module, or the generic one when it has none.

    ``constants`` (tuning runs, ``python -m research.arena --knobs``) overrides module-level
    constants such as ``QUEUE_SHARE`` in private copies of the module and its ``PARTS``, so two
    bots of one process can differ: each constant is set in every copy that names it (the module
    that defines it and those that import it). Only constants the functions read at call time
    take effect; tables derived from them at import (``_TRIBE_ROW`` from ``TRIBE_VALUE``) keep
    their values.
    """
    name = f"ai.heuristics.{title_id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError:
        if constants:
            raise ValueError(f"{title_id} has no heuristic module whose constants could be set") from None
        return Heuristic(score_share, random_rollout_action)
    if constants:
        copies = _private_copies([*getattr(module, "PARTS", ()), name])
        module = copies[-1]
        for key, value in constants.items():
            owners = [m for m in copies if hasattr(m, key)]
            if key.startswith("_") or not owners:
                raise ValueError(f"{name} has no constant {key!r}")
            for owner in owners:
                setattr(owner, key, value)
    return Heuristic(
        getattr(module, "evaluate", score_share),
        getattr(module, "rollout_action", random_rollout_action),
        dict(getattr(module, "SEARCH", {})),
        {int(n): dict(knobs) for n, knobs in getattr(module, "SEARCH_PLAYERS", {}).items()},
        getattr(module, "horizon", own_turn),
        getattr(module, "useful_actions", None),
        getattr(module, "quiet", None),
        getattr(module, "root_actions", None),
    )


def _private_copies(names: list[str]) -> list[ModuleType]:
    """Fresh executions of the modules ``names``, in order, none left in ``sys.modules``: while
    they run, each stands in ``sys.modules`` for its name, so a later one imports the earlier
    copies, not the shared modules."""
    saved = {name: sys.modules.get(name) for name in names}
    copies = []
    try:
        for name in names:
            spec = importlib.util.find_spec(name)
            if spec is None or spec.loader is None:
                raise ValueError(f"cannot load {name}")
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
            copies.append(module)
    finally:
        for name, shared in saved.items():
            if shared is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = shared
    return copies
