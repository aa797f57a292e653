"""Perft positions: seeded games advanced by seeded random actions to a START step, or a scenario."""

from __future__ import annotations

import random
from typing import Any

from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes.model import Step


def seeded_position(players: int, seed: int, actions: int, flags: dict[str, Any]) -> FiveTribesState:
    """Replay seed S with the first K actions chosen by Random(S), then on to the next START."""
    state = TITLE.new_game(players, seed, **flags)
    chooser = random.Random(seed)
    for _ in range(actions):
        state.apply(chooser.choice(state.legal_actions()))
    while state.step != Step.START:
        state.apply(chooser.choice(state.legal_actions()))
    return state


def engine_prefixes(state: FiveTribesState, depth: int) -> int:
    """Legal (pick, drop, ...) sequences of ``depth`` actions, by the engine; a finished move counts once."""
    picks = [a for a in state.legal_actions() if 7 <= a < 37]

    def count(position: FiveTribesState, left: int) -> int:
        if left == 0 or position.step != Step.DROP:
            return 1
        total = 0
        for action in position.legal_actions():
            child = position.clone()
            child.apply(action)
            total += count(child, left - 1)
        return total

    total = 0
    for action in picks:
        child = state.clone()
        child.apply(action)
        total += count(child, depth - 1)
    return total
