"""Saves, replays (ARCHITECTURE 2) and hidden information (spec 8)."""

from __future__ import annotations

import copy
import json
import random

import numpy as np
import pytest

from game.rules.base import SaveError
from game.rules.common import replay
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes.data import CARD_COUNTS, DJINNS
from game.rules.five_tribes.hidden import UNKNOWN

from .conftest import play, position


def _advance(state: FiveTribesState, count: int, seed: int) -> FiveTribesState:
    chooser = random.Random(seed)
    for _ in range(count):
        if state.is_terminal():
            break
        state.apply(chooser.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("players", "seed", "moves"), [(2, 1, 35), (3, 2, 120), (4, 3, 260)])
def test_a_save_round_trips_through_json_and_play_continues_identically(players, seed, moves):
    state = _advance(TITLE.new_game(players, seed), moves, seed)
    data = json.loads(json.dumps(state.to_dict()))
    assert data["title"] == "five_tribes" and data["version"] == 1 and data["seed"] == seed
    loaded = FiveTribesState.from_dict(data)
    assert loaded.to_dict() == state.to_dict()
    assert loaded.legal_actions() == state.legal_actions()
    _advance(state, 10_000, seed + 1)
    _advance(loaded, 10_000, seed + 1)
    assert loaded.to_dict() == state.to_dict() and loaded.is_terminal()


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_replaying_seed_and_actions_reaches_the_same_state(seed):
    state = _advance(TITLE.new_game(2 + seed % 3, seed, last_meeple_match="loose"), 10_000, seed)
    again = TITLE.new_game(2 + seed % 3, seed, last_meeple_match="loose")
    for action in state.history:
        again.apply(action)
    assert again.to_dict() == state.to_dict()
    assert state.replay().to_dict() == state.to_dict()


def test_a_scenario_game_replays_from_its_spec(ft_scenario):
    state = _advance(ft_scenario("example_05_iblis.json"), 40, 9)
    assert state.replay().to_dict() == state.to_dict()


def _damaged(change):
    data = json.loads(json.dumps(_advance(TITLE.new_game(3, 8), 50, 8).to_dict()))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(title="prehistories"), "this save is for 'prehistories'"),
        (lambda d: d.update(version=99), "unsupported save version 99"),
        (lambda d: d.pop("bag"), "damaged Five Tribes save: KeyError"),
        (lambda d: d.update(players=5), "players must be within 2..4"),
        (lambda d: d["players_state"][0].update(gold=-3), r"players_state\[0\].gold must be within"),
        (lambda d: d["players_state"][1].update(gold="lots"), r"players_state\[1\].gold must be an integer"),
        (lambda d: d["bag"].__setitem__(0, 40), "too many meeples of colour 0"),
        (lambda d: d["djinn_row"].append(d["djinn_row"][0]), "a djinn appears twice"),
        (lambda d: d["flags"].update(assassin_kill="sometimes"), "rule flag .assassin_kill. must be one of"),
        (lambda d: d["board"].update(kind=[0] * 29), "board.kind must have 30 entries"),
        (lambda d: d.update(step=42), "step must be within"),
        (lambda d: d.update(step=13), "no legal action at step KEEP"),
        (lambda d: d.update(rng={"bit_generator": "nonsense"}), "rng is not a PCG64"),
    ],
)
def test_damaged_save_data_raises_save_error_with_a_clear_reason(change, reason):
    with pytest.raises(SaveError, match=reason):
        FiveTribesState.from_dict(_damaged(change))


def test_a_save_that_is_not_an_object_is_refused():
    with pytest.raises(SaveError, match="a Five Tribes save is a JSON object"):
        FiveTribesState.from_dict([1, 2, 3])  # type: ignore[arg-type]


# ---- hidden information (8) ----------------------------------------------------------------------


def _with_private_cards() -> FiveTribesState:
    return position(
        tiles={"f5": {"meeples": "red red"}},
        holdings={
            0: {"cards": {"fish": 1, "fakir": 1}, "private_cards": {"fakir": 1}, "djinns": ["sloar"]},
            1: {"cards": {"silk": 2, "gold": 1}, "private_cards": {"silk": 1, "gold": 1}},
        },
    )


def test_an_observation_hides_pile_orders_and_opponents_private_cards():
    state = _with_private_cards()
    seen = state.observation(0)
    assert set(seen.resource_pile) == {UNKNOWN} and len(seen.resource_pile) == len(state.resource_pile)
    assert set(seen.djinn_pile) == {UNKNOWN} and len(seen.djinn_pile) == len(state.djinn_pile)
    assert seen.players[1].private == [0] * 10 and seen.players[1].hidden == 2
    assert seen.players[1].cards == state.players[1].cards, "public cards stay visible"
    assert seen.players[0].private == state.players[0].private, "your own private cards stay"
    assert not seen.has_generator() and "seed" not in seen.origin
    assert seen.market == state.market and seen.bag == state.bag


def test_a_determinization_is_consistent_with_the_observation_and_reseeded():
    state = _with_private_cards()
    seen = state.observation(0)
    worlds = [seen.determinize(0, np.random.default_rng(k)) for k in range(6)]
    for world in worlds:
        assert world.legal_actions() == state.legal_actions()
        assert world.players[0].private == state.players[0].private
        assert sum(world.players[1].private) == 2 and world.players[1].hidden == 0
        assert world.players[1].cards == state.players[1].cards
        totals = [0] * 10
        for card in world.market + world.resource_pile + world.resource_discard:
            totals[card] += 1
        for holder in world.players:
            for kind in range(10):
                totals[kind] += holder.held(kind)
        assert totals == list(CARD_COUNTS)
        assert sorted(world.djinn_pile) == sorted(state.djinn_pile)
        assert len(world.djinn_pile) + len(world.djinn_row) + sum(
            len(p.djinns) for p in world.players
        ) == len(DJINNS)
    assert len({tuple(w.resource_pile) for w in worlds}) > 1
    assert len({tuple(w.djinn_pile) for w in worlds}) > 1


def test_determinizing_leaves_the_real_state_untouched_and_plays_on():
    state = _with_private_cards()
    before = copy.deepcopy(state.to_dict())
    world = state.determinize(0, np.random.default_rng(3))
    assert state.to_dict() == before
    events = play(world, "use sloar")
    assert any(e.kind == "cards_revealed" for e in events), "the private fakir paid is revealed"
    assert sum(world.players[0].private) == 1, "only the card Sloar drew is private now"
    _advance(world, 10_000, 3)
    assert world.is_terminal()


def test_a_sloar_card_is_hidden_from_opponents_but_not_from_its_owner():
    state = _with_private_cards()
    play(state, "use sloar")
    assert state.observation(0).players[0].private == state.players[0].private
    assert state.observation(1).players[0].hidden == sum(state.players[0].private)


def test_a_save_carries_what_it_takes_to_replay_the_game():
    state = _advance(TITLE.new_game(4, 12, assassin_kill="optional"), 150, 12)
    data = json.loads(json.dumps(state.to_dict()))
    assert data["flags"]["assassin_kill"] == "optional" and len(data["history"]) == 150
    assert replay(TITLE, data["origin"], data["history"]).to_dict() == state.to_dict()


def test_an_observation_cannot_be_replayed():
    seen = TITLE.new_game(2, 1).observation(0)
    with pytest.raises(SaveError, match="cannot be replayed"):
        replay(TITLE, seen.origin, seen.history)
