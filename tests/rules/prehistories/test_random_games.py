"""Seeded random full games across 2-5 players: every game ends, nothing is lost on the way.

Half the games pick uniformly among the legal actions; the other half are eager (they rarely
commit early or stop hunting), so that games also run long enough to reach the eighth totem.
"""

from __future__ import annotations

import numpy as np
import pytest

from game.rules import load_title
from game.rules.prehistories.actions import COMMIT, DONE
from game.rules.prehistories.data import components
from tests.helpers import top_scorers

TITLE = load_title("prehistories")
GAMES_PER_COUNT = 75


def _cards_in_play(state, seat) -> list[int]:
    group = state.group if state.current_player() == seat and state.open_zone >= 0 else []
    s = state.seats[seat]
    return sorted(s.hand + s.party + s.deck + s.discard + group)


def _choose(legal: list[int], rng: np.random.Generator, eager: bool) -> int:
    keen = [a for a in legal if a not in (COMMIT, DONE)]
    if eager and keen and rng.random() < 0.85:
        return keen[int(rng.integers(len(keen)))]
    return legal[int(rng.integers(len(legal)))]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_end_with_conserved_cards_and_at_most_eight_totems(players):
    reasons = set()
    for seed in range(GAMES_PER_COUNT):
        flow = ("hunt_then_paint", "place_on_take")[seed % 3 == 2]
        state = TITLE.new_game(players, seed, turn_flow=flow)
        rng = np.random.default_rng(1000 + seed)
        totems = [0] * players
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal, "legal actions may only be empty at the end"
            for event in state.apply(_choose(legal, rng, eager=seed % 2 == 1)):
                if event.kind == "totems_placed":
                    totems[event.player] += event.count
            for seat in range(players):
                assert _cards_in_play(state, seat) == list(components().tribes[seat].cards)
                assert 0 <= state.scores()[seat] <= 8
        assert state.current_player() == -1
        # the score is the totems placed: counted here from the events, apart from the seat's lines
        assert state.scores() == totems
        reasons.add(state.end_reason)
        if state.end_reason == "eighth_totem":
            assert state.winners() == [int(np.argmax(state.scores()))]
            assert max(state.scores()) == 8
        else:
            assert state.end_reason == "stall"
            assert state.winners() and set(state.winners()) <= set(top_scorers(state))
    assert reasons == {"stall", "eighth_totem"}
