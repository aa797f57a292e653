"""A legal step never leads into a dead end (docs/architecture.md section 3), checked by brute force.

From seeded positions, every prefix of the current turn's decisions is explored (up to a node budget):
each one offers at least two actions, or the turn (or game) is over.
"""

from __future__ import annotations

import numpy as np
import pytest

from game.rules.tribes_of_the_wind.state import TotwState

from .conftest import TITLE

NODE_BUDGET = 400


def _explore(state: TotwState, seat: int, round_: int, budget: list[int]) -> None:
    if budget[0] <= 0 or state.is_terminal() or (state.seat, state.round) != (seat, round_):
        return
    legal = state.legal_actions()
    assert len(legal) >= 2, f"dead end or unforced single step: {state} {legal}"
    for action in legal:
        budget[0] -= 1
        if budget[0] <= 0:
            return
        child = state.clone()
        child.apply(action)
        _explore(child, seat, round_, budget)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_prefix_of_a_turn_can_be_completed(players: int) -> None:
    for seed in range(6):
        state = TITLE.new_game(players, seed)
        rng = np.random.default_rng(seed)
        for _ in range(int(rng.integers(0, 200))):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
        if not state.is_terminal():
            _explore(state, state.seat, state.round, [NODE_BUDGET])


def test_a_turn_with_many_choices_is_explored_in_full(totw_scenario) -> None:
    state = totw_scenario("e4_village.json")
    budget = [10**6]
    _explore(state, state.seat, state.round, budget)
    assert budget[0] > 0
