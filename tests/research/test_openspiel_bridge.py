"""Our titles as OpenSpiel games: consistent random simulations, OpenSpiel's bots seated."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest

from ai.budget import Budget
from game.rules import available_titles
from research import openspiel_bridge
from tests.ai.toy_market import TITLE
from tests.helpers import top_scorers

TITLES = [TITLE, *available_titles()]


def consistency_walk(game, seed: int) -> int:
    """Random play checking what ISMCTS relies on; returns the number of moves played."""
    rng = np.random.default_rng(seed)
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal
        mask = state.legal_actions_mask(player)
        assert [a for a, m in enumerate(mask) if m] == legal
        key = state.information_state_string(player)
        resampled = state.resample(player, rng)
        assert resampled.information_state_string(player) == key
        assert resampled.legal_actions() == legal
        action = legal[int(rng.integers(len(legal)))]
        state.apply_action(action)
        moves += 1
        if moves >= 400:
            break
    if state.is_terminal():
        assert sum(state.returns()) == pytest.approx(1.0)
    return moves


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_random_simulations_are_consistent(title):
    game = openspiel_bridge.load_game(title, title.min_players, seed=3)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
    assert consistency_walk(game, seed=1) > 0


def test_a_clone_replays_like_the_original_even_through_chance():
    game = openspiel_bridge.load_game(TITLE, 2, seed=3)
    state = game.new_initial_state()
    for _ in range(4):
        state.apply_action(state.legal_actions()[-1])
    clone = state.clone()
    assert str(clone) == str(state)
    for _ in range(6):  # draws from the deck: the clone carries the same generator
        action = state.legal_actions()[-1]
        state.apply_action(action)
        clone.apply_action(action)
    assert str(state) == str(clone)
    assert state.history() == clone.history()


@pytest.mark.parametrize("name", ["openspiel_ismcts", "openspiel_mcts"])
def test_openspiel_bots_play_a_whole_toy_game(name):
    seat = openspiel_bridge.OpenSpielSeat(name, TITLE, seed=2, budget=Budget(iterations=20))
    state = TITLE.new_game(2, seed=4)
    while not state.is_terminal():
        player = state.current_player()
        choice = seat.choose(state, player)
        assert choice.action in state.legal_actions()
        state.apply(choice.action)
    assert state.is_terminal() and state.winners() == top_scorers(state)
