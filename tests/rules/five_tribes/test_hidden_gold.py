"""Flag ``hidden_gold``: the printed rules keep each player's coins face down."""

from __future__ import annotations

import random

import numpy as np

from game.rules.contract import play_checked
from game.rules.five_tribes import TITLE
from game.rules.five_tribes.hidden import UNKNOWN


def _midgame(players: int = 3, seed: int = 5, steps: int = 60, **flags: object):
    state = TITLE.new_game(players, seed, **flags)
    chooser = random.Random(seed)
    for _ in range(steps):
        state.apply(chooser.choice(state.legal_actions()))
    return state


def test_by_default_every_players_coins_are_public():
    state = _midgame()
    assert TITLE.flags["hidden_gold"].default is False
    seen = state.observation(0)
    assert [h.gold for h in seen.players] == [h.gold for h in state.players]
    assert [state.has_private(p) for p in range(3)] == [any(h.private) for h in state.players]


def test_with_hidden_gold_an_observation_shows_only_the_viewers_own_coins():
    state = _midgame(hidden_gold=True)
    real = [h.gold for h in state.players]
    assert all(g >= 0 for g in real)
    for viewer in range(3):
        seen = state.observation(viewer)
        assert [h.gold for h in seen.players] == [real[p] if p == viewer else UNKNOWN for p in range(3)]
        assert all(state.has_private(p) for p in range(3))  # the hot-seat curtain protects them
        world = seen.determinize(viewer, np.random.default_rng(1))
        assert all(h.gold >= 0 for h in world.players) and world.players[viewer].gold == real[viewer]
        if viewer == state.current_player():
            assert world.legal_actions() == state.legal_actions()


def test_two_worlds_differing_only_in_an_opponents_coins_look_the_same_to_the_viewer():
    state = _midgame(hidden_gold=True)
    richer = state.clone()
    richer.players[1].gold += 17
    assert state.observation(0).to_dict() == richer.observation(0).to_dict()
    assert state.observation(1).to_dict() != richer.observation(1).to_dict()


def test_the_end_of_the_game_turns_the_coins_face_up():
    state = TITLE.new_game(2, 4, hidden_gold=True)
    chooser = random.Random(4)
    last = []
    while not state.is_terminal():
        last = state.apply(chooser.choice(state.legal_actions()))
    ended = [e for e in last if e.kind == "game_ended"]
    assert ended and ended[0].reveals
    assert [h.gold for h in state.observation(0).players] == [h.gold for h in state.players]
    assert not any(state.has_private(p) for p in range(2))


def test_a_whole_game_with_hidden_gold_keeps_the_engine_contract():
    tally = play_checked(TITLE, 3, 2, hidden_gold=True)
    assert tally.actions and tally.determinized and tally.saves and tally.replays
