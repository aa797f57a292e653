"""Invariants under random play (hypothesis): conservation, no negative pollution, no stalls."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.state import TotwState
from tests.helpers import random_actions

from .conftest import TITLE


def check_invariants(state: TotwState) -> None:
    data = state.data
    cards = [c for b in state.boards for c in b.hand] + state.element_row + state.element_deck
    cards = [c for c in cards + state.element_discard if c != EMPTY]
    assert sorted(cards) == list(range(80)), "element cards conserved"
    tiles = [t for b in state.boards for t in b.tile if t != EMPTY and t < data.num_forest_tiles]
    tiles += [t for t in state.forest_market + state.forest_stack if t != EMPTY]
    assert sorted(tiles) == list(range(data.num_forest_tiles)), "forest tiles conserved"
    villages = [c for b in state.boards for c in b.tucked] + state.village_row + state.village_deck
    villages = [c for c in villages + state.village_discard if c != EMPTY]
    assert sorted(villages) == list(range(30)), "village cards conserved"
    for b in state.boards:
        assert b.riders_total() == 7, "riders conserved"
        assert b.capital >= 0 and min(b.riders) >= 0
        assert min(b.pollution) >= 0, "pollution never negative"
        assert b.water >= 0
        assert all(b.pollution[x] == 0 for x in range(12) if b.tile[x] != EMPTY)
        assert all(b.riders[x] == 0 for x in range(12) if b.tile[x] == EMPTY), "riders only on tiles"
        assert b.villages == sum(b.village) <= 5
        assert sum(1 for t in b.tucked if t != EMPTY) <= 4
    if state.is_terminal():
        assert state.legal_actions() == []
    else:
        assert len(state.legal_actions()) >= 2, "single options are applied by the engine"


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), steps=st.integers(1, 400))
def test_invariants_hold_after_every_random_step(players: int, seed: int, steps: int) -> None:
    state = TITLE.new_game(players, seed)
    rng = np.random.default_rng(seed)
    check_invariants(state)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
        check_invariants(state)


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), steps=st.integers(0, 150))
def test_determinizations_keep_what_the_player_sees(players: int, seed: int, steps: int) -> None:
    state = random_actions(TITLE.new_game(players, seed), seed, steps)
    player = seed % players
    view = state.observation(player)
    world = view.determinize(player, np.random.default_rng(seed + 1))
    check_invariants(world)
    assert world.boards[player].hand == state.boards[player].hand
    assert world.element_discard == state.element_discard
    assert world.forest_market == state.forest_market and world.village_row == state.village_row
    for q, board in enumerate(world.boards):
        assert [world.element_of(c) for c in board.hand if c != EMPTY] == [
            state.element_of(c) for c in state.boards[q].hand if c != EMPTY
        ]
        assert board.tile == state.boards[q].tile and board.tucked == state.boards[q].tucked
    assert [world.element_of(c) for c in world.element_row if c != EMPTY] == [
        state.element_of(c) for c in state.element_row if c != EMPTY
    ]
    if state.element_deck:
        assert world.element_of(world.element_deck[-1]) == state.element_of(state.element_deck[-1])
    assert world.current_player() == state.current_player()
    if not state.is_terminal() and state.current_player() == player:
        assert world.legal_actions() == state.legal_actions()
