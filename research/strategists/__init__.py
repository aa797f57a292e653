"""Scripted reference bots, one per title: the plan a strong player follows, written from the rules
(docs/rules/<title>.md) and owing nothing to ``ai.heuristics``. They measure the knowledge of our
bots, which the fair peers (who read our heuristic) cannot.

Each title module provides ``choose(world, legal, rng) -> int``: an action of ``legal`` for the
player to move in ``world``, a determinization of that player's observation. The bot reads only
its observation; if the script fails it falls back to a random legal action, so it never stalls.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable

import numpy as np

from ai.bots import Choice, ChoiceStats
from ai.search import Progress, StopCheck
from game.rules import TITLE_IDS
from game.rules.base import State

log = logging.getLogger(__name__)

Script = Callable[[State, list[int], np.random.Generator], int]
# The titles with a script: a module named after the title in this package (found, not listed).
TITLES = tuple(title for title in TITLE_IDS if importlib.util.find_spec(f"{__name__}.{title}") is not None)


def script_for(title_id: str) -> Script:
    if title_id not in TITLES:
        raise ValueError(f"no strategist for {title_id}; known: {', '.join(TITLES)}")
    module = importlib.import_module(f"research.strategists.{title_id}")
    choose: Script = module.choose
    return choose


class Strategist:
    """A scripted bot behind the ``ai.bots.Bot`` interface."""

    def __init__(self, name: str, title_id: str, seed: int) -> None:
        self.name = name
        self.script = script_for(title_id)
        self.rng = np.random.default_rng(seed)
        self.fallbacks = 0  # decisions the script failed on (answered at random)

    def reset(self) -> None:
        return None

    def choose(
        self, state: State, player: int, stop: StopCheck | None = None, progress: Progress | None = None
    ) -> Choice:
        world = state.observation(player).determinize(player, self.rng)
        legal = world.legal_actions()
        if len(legal) == 1:
            return Choice(legal[0], ChoiceStats("forced"))
        try:
            action = self.script(world, legal, self.rng)
        except Exception:  # a script bug must not stop a game: a legal move instead
            log.exception("strategist script failed in %s", state.title.id)
            action = -1
        if action not in legal:
            self.fallbacks += 1
            action = legal[int(self.rng.integers(len(legal)))]
            return Choice(action, ChoiceStats("fallback"))
        return Choice(action, ChoiceStats("strategist"))
