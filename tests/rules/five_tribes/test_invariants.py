"""Invariants that hold after every action of any game (hypothesis)."""

from __future__ import annotations

import random
from dataclasses import fields

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes.data import CAMELS, CARD_COUNTS, DJINNS, MEEPLE_COUNTS, PALACES, PALMS
from game.rules.five_tribes.model import FLAG_CHOICES, Step, Turn

flag_sets = st.fixed_dictionaries(
    {}, optional={name: st.sampled_from(choices) for name, choices in FLAG_CHOICES.items()}
)


def check_invariants(state: FiveTribesState) -> None:
    on_board = state.meeples.sum(axis=0).tolist()
    for colour in range(5):
        held = 0
        if colour == 0:
            held = sum(p.viziers for p in state.players)
        elif colour == 1:
            held = sum(p.elders for p in state.players)
        total = on_board[colour] + state.bag[colour] + held + state.turn.hand[colour]
        assert total == MEEPLE_COUNTS[colour], f"colour {colour}: {total} meeples"
    assert sum(MEEPLE_COUNTS) == 90
    assert (state.meeples >= 0).all() and min(state.bag) >= 0
    for player, holder in enumerate(state.players):
        assert holder.gold >= 0
        assert holder.camels >= 0
        assert holder.camels + state.owner.count(player) == CAMELS[state.num_players]
        assert min(holder.cards) >= 0 and min(holder.private) >= 0
    if state.flags.supply_limit:
        assert state.supply_palms >= 0 and state.supply_palms + sum(state.palms) == PALMS
        assert state.supply_palaces >= 0 and state.supply_palaces + sum(state.palaces) == PALACES
    cards = [0] * 10
    for card in state.market + state.resource_pile + state.resource_discard:
        cards[card] += 1
    for holder in state.players:
        for kind in range(10):
            cards[kind] += holder.held(kind)
    assert cards == list(CARD_COUNTS)
    djinns = state.djinn_row + state.djinn_pile + state.djinn_discard + state.turn.keep
    djinns += [d for holder in state.players for d in holder.djinns]
    assert sorted(djinns) == list(range(len(DJINNS)))
    if state.is_terminal():
        assert state.legal_actions() == [] and state.current_player() == -1
    else:
        assert state.legal_actions(), f"no legal action at {state.step.name}"
        assert state.step != Step.GAME_OVER


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31), flags=flag_sets)
def test_invariants_hold_after_every_action_of_a_random_game(players, seed, flags):
    state = TITLE.new_game(players, seed, **flags)
    chooser = random.Random(seed)
    check_invariants(state)
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
        check_invariants(state)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31), cut=st.integers(0, 400))
def test_clones_are_independent_and_equal_at_every_point(players, seed, cut):
    state = TITLE.new_game(players, seed)
    chooser = random.Random(seed)
    for _ in range(cut):
        if state.is_terminal():
            break
        state.apply(chooser.choice(state.legal_actions()))
    twin = state.clone()
    assert twin.to_dict() == state.to_dict()
    before = state.to_dict()
    other = random.Random(seed + 1)
    while not twin.is_terminal():
        twin.apply(other.choice(twin.legal_actions()))
    assert state.to_dict() == before


def test_a_turn_copy_carries_every_field_and_shares_no_list():
    turn = Turn()
    for number, field in enumerate(fields(Turn)):
        value = getattr(turn, field.name)
        if isinstance(value, list):
            setattr(turn, field.name, [number] * 5)
        elif isinstance(value, bool):
            setattr(turn, field.name, True)
        elif isinstance(value, int):
            setattr(turn, field.name, number + 100)
    twin = turn.copy()
    assert twin == turn
    for field in fields(Turn):
        value = getattr(turn, field.name)
        if isinstance(value, list):
            assert getattr(twin, field.name) is not value


def _public(state: FiveTribesState, observer: int) -> dict[str, object]:
    data = state.to_dict()
    for key in ("rng", "origin", "history", "resource_pile", "djinn_pile", "observer", "seed"):
        data.pop(key)
    for player, holder in enumerate(data["players_state"]):
        if player != observer:
            holder["hidden"] += sum(holder["private"])
            holder["private"] = [0] * 10
    return data


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31), every=st.integers(7, 40))
def test_determinizations_of_an_observation_agree_with_everything_the_observer_sees(players, seed, every):
    state = TITLE.new_game(players, seed)
    chooser = random.Random(seed)
    count = 0
    while not state.is_terminal():
        count += 1
        if count % every == 0:
            observer = state.current_player()
            seen = state.observation(observer)
            assert _public(seen, observer) == _public(state, observer)
            world = seen.determinize(observer, np.random.default_rng(count))
            assert _public(world, observer) == _public(state, observer)
            assert world.legal_actions() == state.legal_actions()
            check_invariants(world)
            assert FiveTribesState.from_dict(world.to_dict()).to_dict() == world.to_dict()
        state.apply(chooser.choice(state.legal_actions()))
