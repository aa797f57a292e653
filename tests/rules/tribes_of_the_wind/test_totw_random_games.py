"""Seeded random full games across 2-5 players: every game reaches its end without a stall."""

from __future__ import annotations

import numpy as np
import pytest

from game.rules import load_title
from game.rules.tribes_of_the_wind.state import TotwState

TITLE = load_title("tribes_of_the_wind")
GAMES = 300


def _play_random_game(players: int, seed: int) -> TotwState:
    state = TITLE.new_game(players, seed)
    assert isinstance(state, TotwState)
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert len(legal) >= 2, f"forced or empty step left to the player: {state} {legal}"
        state.apply(legal[int(rng.integers(len(legal)))])
    return state


@pytest.mark.parametrize("block", range(6))
def test_random_games_end_with_a_winner_and_consistent_scores(block: int) -> None:
    for seed in range(block * GAMES // 6, (block + 1) * GAMES // 6):
        players = 2 + seed % 4
        state = _play_random_game(players, seed)
        assert state.current_player() == -1
        assert state.legal_actions() == []
        scores = state.scores()
        for p in range(players):
            assert sum(state.score_breakdown(p).values()) == scores[p]
        assert state.winners() and all(scores[w] == max(scores) for w in state.winners())


def test_village_seeking_games_trigger_the_end_and_play_exactly_one_more_round() -> None:
    from ai.heuristics.tribes_of_the_wind import rollout_action

    triggered = 0
    for seed in range(24):
        players = 2 + seed % 4
        state = TITLE.new_game(players, seed)
        assert isinstance(state, TotwState)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            state.apply(rollout_action(state, rng))
        if state.end_round >= 0:
            triggered += 1
            assert state.round == state.end_round + 1
            assert state.boards[state.end_token].villages == 5
            assert state.score_breakdown(state.end_token)["end_token"] == 5
        else:
            assert state.round == 40
    assert triggered >= 3
