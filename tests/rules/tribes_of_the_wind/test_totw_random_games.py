"""Seeded random full games across 2-5 players: every game reaches its end without a stall."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from game.rules import load_title
from game.rules.tribes_of_the_wind.state import TotwState

TITLE = load_title("tribes_of_the_wind")
GAMES = 300


def _play_random_game(players: int, seed: int) -> tuple[TotwState, list[Counter[str]]]:
    """A random game and, per seat, the villages and temples its events say it built."""
    state = TITLE.new_game(players, seed)
    assert isinstance(state, TotwState)
    rng = np.random.default_rng(seed)
    built: list[Counter[str]] = [Counter() for _ in range(players)]
    while not state.is_terminal():
        legal = state.legal_actions()
        assert len(legal) >= 2, f"forced or empty step left to the player: {state} {legal}"
        for event in state.apply(legal[int(rng.integers(len(legal)))]):
            if event.kind in ("village_built", "temple_built"):
                built[event.player][event.kind] += 1
    return state, built


@pytest.mark.parametrize("block", range(6))
def test_random_games_end_with_a_winner_and_consistent_scores(block: int) -> None:
    for seed in range(block * GAMES // 6, (block + 1) * GAMES // 6):
        players = 2 + seed % 4
        state, built = _play_random_game(players, seed)
        assert state.current_player() == -1
        assert state.legal_actions() == []
        data = state.data
        for p in range(players):
            lines = state.score_breakdown(p)
            assert lines["villages"] == data.village_points * built[p]["village_built"]
            assert lines["temples"] == data.temple_points.get(built[p]["temple_built"], 0)
        # 7, tie_break villages_then_water: the top score, then most villages, then most water
        key = [(s, state.boards[p].villages, state.boards[p].water) for p, s in enumerate(state.scores())]
        assert state.winners() == [p for p in range(players) if key[p] == max(key)]


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
