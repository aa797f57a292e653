"""Hypothesis invariants over random play: cards and tiles conserved, totems bounded, no dead ends."""

from __future__ import annotations

from collections import Counter

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import load_title
from game.rules.prehistories.data import components
from game.rules.prehistories.state import Phase, PrehistoriesState
from tests.helpers import random_actions, top_scorers

TITLE = load_title("prehistories")
ALL_TILES = Counter({t.index: t.copies for t in components().tiles})

flag_sets = st.fixed_dictionaries(
    {},
    optional={
        "turn_flow": st.sampled_from(["hunt_then_paint", "place_on_take"]),
        "allow_unplaceable_take": st.booleans(),
        "objective_sides": st.sampled_from(["random", "sun"]),
        "three_in_a_turn_counts_discards": st.booleans(),
    },
)


def _check_invariants(state: PrehistoriesState) -> None:
    tiles: Counter[int] = Counter(k for k in state.zones if k >= 0)
    tiles.update(k for stack in state.stacks for k in stack)
    tiles.update(state.discarded_tiles)
    tiles.update(kind for _, kind in state.pending)
    for index, seat in enumerate(state.seats):
        tiles.update(kind for kind, _, _ in seat.cave.placements)
        cards = seat.hand + seat.party + seat.deck + seat.discard
        if state.open_zone >= 0 and state.order[0] == index:
            cards += state.group
        assert sorted(cards) == list(components().tribes[seat.colour].cards)
        assert sum(size for _, size in seat.segments) == len(seat.deck)
        holders = set(seat.hand) | (set(seat.party) if state.phase == Phase.INITIATIVE else set())
        assert seat.known <= holders
        assert 0 <= seat.totems <= 8
        # the lines against what the cave shows, counted here: no more column or row totems than
        # full columns and rows painted, card totems only on cards the seat has met
        lines = state.score_breakdown(index)
        squares = [[seat.cave.painted >> (7 * r + c) & 1 for c in range(7)] for r in range(7)]
        assert lines["rows"] <= sum(all(row) for row in squares)
        assert lines["columns"] <= sum(all(column) for column in zip(*squares))
        for card, scorers in enumerate(state.scored_by):
            assert lines[state.objective_side(card).id] == 0 or index in scorers
    assert tiles == ALL_TILES
    legal = state.legal_actions()
    if state.is_terminal():
        assert legal == [] and state.current_player() == -1
        assert state.winners() and set(state.winners()) <= set(top_scorers(state))
    else:
        assert legal and legal == sorted(set(legal)) and 0 <= state.current_player() < state.num_players
        assert not state.winners()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**31),
    flags=flag_sets,
    steps=st.integers(0, 600),
    choices=st.integers(0, 2**31),
)
def test_random_play_keeps_every_invariant_and_replays_from_the_seed(players, seed, flags, steps, choices):
    state = TITLE.new_game(players, seed, **flags)
    rng = np.random.default_rng(choices)
    played = []
    _check_invariants(state)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        played.append(legal[int(rng.integers(len(legal)))])
        state.apply(played[-1])
        _check_invariants(state)
    again = TITLE.new_game(players, seed, **flags)
    for action in played:
        again.apply(action)
    assert again == state


@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**31), steps=st.integers(0, 300))
def test_a_clone_is_independent_of_its_original(players, seed, steps):
    state = random_actions(TITLE.new_game(players, seed), seed, steps)
    rng = np.random.default_rng(seed + 1)
    before = state.to_dict()
    copy = state.clone()
    assert copy == state
    while not copy.is_terminal():
        legal = copy.legal_actions()
        copy.apply(legal[int(rng.integers(len(legal)))])
    assert state.to_dict() == before


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**31), steps=st.integers(0, 300))
def test_determinizing_an_observation_equals_determinizing_the_state_it_hides(players, seed, steps):
    """``determinize`` of a seat's own observation skips hiding it again (the search's every
    iteration); the world is the one drawn from the full state with the same generator."""
    state = random_actions(TITLE.new_game(players, seed), seed, steps)
    for viewer in range(players):
        from_state = state.determinize(viewer, np.random.default_rng(seed + viewer))
        from_view = state.observation(viewer).determinize(viewer, np.random.default_rng(seed + viewer))
        assert from_view.to_dict() == from_state.to_dict()
