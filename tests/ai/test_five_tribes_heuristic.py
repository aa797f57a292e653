"""The Five Tribes heuristic: values are win chances, the playout policy plays legal, sensible moves."""

from __future__ import annotations

import numpy as np
import pytest

from ai.heuristics import five_tribes as heuristic
from game.rules import load_title
from game.rules.five_tribes.model import Step

TITLE = load_title("five_tribes")


def test_playouts_with_the_policy_reach_the_end_with_legal_actions_only():
    rng = np.random.default_rng(4)
    for players in (2, 3, 4):
        state = TITLE.new_game(players, seed=players)
        while not state.is_terminal():
            action = heuristic.rollout_action(state, rng)
            assert action in state.legal_actions()
            state.apply(action)
        assert state.winners()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_values_are_win_chances_that_follow_the_estimated_scores(players):
    rng = np.random.default_rng(players)
    state = TITLE.new_game(players, seed=7)
    for _ in range(120):
        state.apply(heuristic.rollout_action(state, rng))
        values = heuristic.evaluate(state)
        assert all(0.0 <= v <= 1.0 for v in values)
        assert sum(values) == pytest.approx(1.0)
    estimates = heuristic.estimated_scores(state)
    if state.step == Step.START:
        estimates[state.current_player()] += heuristic.OPPORTUNITY_SHARE * heuristic.best_move_gain(state)
    assert np.argmax(values) == np.argmax(estimates)


def one_meeple_move(seed: int):
    """p1 picks b2 (one yellow): a2 holds only a yellow (ending there claims it), c2 holds a
    yellow among others (ending there claims nothing)."""
    board = [{"kind": "oasis", "vp": 8} for _ in range(30)]
    board[7]["meeples"] = {"yellow": 1}  # b2
    board[6]["meeples"] = {"yellow": 1}  # a2
    board[8]["meeples"] = {"yellow": 1, "white": 2, "red": 1}  # c2
    board[29]["meeples"] = {"blue": 1, "green": 1}  # f5, so the game goes on
    spec = {"players": 2, "phase": "play", "seed": seed, "board": board}
    spec |= {"turn_track": {"18": 0, "12": 1, "8": 0, "5": 1}, "bid_track": []}
    state = TITLE.scenario(spec)
    state.apply(state.parse_action("pick b2"))
    return state


def test_the_last_drop_of_a_playout_mostly_claims_a_tile():
    endings = []
    for seed in range(20):
        state = one_meeple_move(seed)
        assert sorted(state.action_to_str(a) for a in state.legal_actions()) == [
            "drop a2 yellow",
            "drop c2 yellow",
        ]
        endings.append(state.action_to_str(heuristic.rollout_action(state, np.random.default_rng(seed))))
    assert endings.count("drop a2 yellow") >= 15
