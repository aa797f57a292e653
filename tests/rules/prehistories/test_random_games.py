"""Seeded random full games across 2-5 players: every game ends, nothing is lost on the way."""

from __future__ import annotations

import numpy as np
import pytest

from game.rules import load_title
from game.rules.prehistories.data import components

TITLE = load_title("prehistories")
GAMES_PER_COUNT = 75


def _cards_in_play(state, seat) -> list[int]:
    group = state.group if state.current_player() == seat and state.open_zone >= 0 else []
    s = state.seats[seat]
    return sorted(s.hand + s.party + s.deck + s.discard + group)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_end_with_conserved_cards_and_at_most_eight_totems(players):
    for seed in range(GAMES_PER_COUNT):
        state = TITLE.new_game(players, seed)
        rng = np.random.default_rng(1000 + seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal, "legal actions may only be empty at the end"
            state.apply(legal[int(rng.integers(len(legal)))])
            for seat in range(players):
                assert _cards_in_play(state, seat) == list(components().tribes[seat].cards)
                assert 0 <= state.scores()[seat] <= 8
        assert state.current_player() == -1
        assert state.winners()
        if state.end_reason == "eighth_totem":
            assert state.winners() == [int(np.argmax(state.scores()))]
            assert max(state.scores()) == 8
        else:
            assert state.end_reason == "stall"
            assert all(state.scores()[w] == max(state.scores()) for w in state.winners())
