"""A plan holds no action the table never offers (``ai.planner.LEFT_OUT``): a Tribes of the Wind
plan never sends a rider back where the riders stood earlier in the same moves, counting the
moves the person made before asking (docs/ui.md section 4). Guards against: 10 of 299 plans at
36 seeded turns moved a rider out and straight back ("move a2 a1", "move a1 a2"), and the
hint's marker then sat on a place whose click could not play the step."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from ai.heuristics import heuristic_for
from ai.planner import PlanConfig, Planner
from game.rules import load_title
from game.rules.tribes_of_the_wind.actions import rider_returns
from game.rules.tribes_of_the_wind.state import Phase, TotwState


def moving(players: int, seed: int, count: int) -> Iterator[TotwState]:
    """Seat 0's positions while it moves riders with a choice among moves, in a game the playout
    policy plays (a move the person made before asking is one a plan could send back)."""
    state = load_title("tribes_of_the_wind").new_game(players, seed)
    heuristic, rng = heuristic_for("tribes_of_the_wind"), np.random.default_rng(seed)
    found = 0
    while not state.is_terminal() and found < count:
        if state.current_player() == 0 and state.phase == Phase.MOVE and len(state.legal_actions()) > 2:
            found += 1
            yield state.clone()
        state.apply(heuristic.rollout_action(state, rng))


def sends_back(state: TotwState, actions: list[int]) -> str | None:
    """The first step of ``actions`` at ``state`` that sends riders back, in words, if any."""
    world, made = state.clone(), list(state.history)
    for action in actions:
        if action in rider_returns(world.legal_actions(), made):
            return world.action_to_str(action)
        world.apply(action)
        made.append(action)
    return None


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (2, 3), (2, 4), (3, 2), (3, 4)])
def test_no_line_of_a_plan_sends_a_rider_back_where_it_stood_in_the_same_moves(players: int, seed: int):
    planner = Planner("tribes_of_the_wind", seed, PlanConfig(iterations=200))
    checked = 0
    for state in moving(players, seed, 6):
        plan = planner.plan(state, 0, made=state.history)  # the moves the person made before asking
        for line in plan.lines:
            assert sends_back(state, line.actions) is None, [state.action_to_str(a) for a in line.actions]
            checked += 1
    assert checked
