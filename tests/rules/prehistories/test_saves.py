"""Spec 10: saves round-trip and replay identically; damaged saves and scenarios raise SaveError."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

from game.rules import load_title
from game.rules.base import SaveError
from game.rules.prehistories.state import PrehistoriesState

from .conftest import scenario_spec

TITLE = load_title("prehistories")


def _random_game(players: int, seed: int, **flags) -> tuple[PrehistoriesState, list[int]]:
    state = TITLE.new_game(players, seed, **flags)
    rng = np.random.default_rng(seed)
    actions = []
    while not state.is_terminal():
        legal = state.legal_actions()
        actions.append(legal[int(rng.integers(len(legal)))])
        state.apply(actions[-1])
    return state, actions


@pytest.mark.parametrize(
    "players, flow", [(2, "hunt_then_paint"), (3, "place_on_take"), (5, "hunt_then_paint")]
)
def test_a_save_at_any_point_loads_equal_and_plays_on_identically(players, flow):
    _, actions = _random_game(players, 11, turn_flow=flow)
    state = TITLE.new_game(players, 11, turn_flow=flow)
    for index, action in enumerate(actions):
        if index % 4 == 0:
            text = json.dumps(state.to_dict())
            loaded = TITLE.from_dict(json.loads(text))
            assert loaded == state
            rest = loaded.clone()
            original = state.clone()
            for later in actions[index : index + 12]:
                assert rest.apply(later) == original.apply(later)
            assert rest == original
        state.apply(action)
    assert TITLE.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_a_save_names_its_title_and_version():
    data = TITLE.new_game(2, 1).to_dict()
    assert data["title"] == "prehistories" and data["version"] == 1


def test_replaying_seed_and_actions_gives_the_same_game():
    first, actions = _random_game(4, 8)
    again = TITLE.new_game(4, 8)
    for action in actions:
        again.apply(action)
    assert again == first


def _corrupt(data: dict, path: tuple, value) -> dict:
    damaged = copy.deepcopy(data)
    target = damaged
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return damaged


def _mid_game() -> dict:
    state = TITLE.new_game(3, 2)
    rng = np.random.default_rng(2)
    while state.round < 4 or not state.seats[0].cave.placements:
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    return state.to_dict()


@pytest.mark.parametrize(
    "path, value, reason",
    [
        (("title",), "five_tribes", "not prehistories"),
        (("version",), 99, "version"),
        (("players",), 7, "players must be 2 to 5"),
        (("phase",), "lunch", "unknown phase"),
        (("seats", 0, "hand"), "many", "list of speeds"),
        (("seats", 0, "discard"), [2], "not a yellow card"),
        (("seats", 0, "deck_segments"), [99], "deck_segments"),
        (
            ("seats", 0, "cave"),
            [{"tile": "fish_1", "side": "front", "at": "d4"}],
            "first tile must touch column a",
        ),
        (("seats", 0, "cave"), [{"tile": "dragon_1", "side": "front", "at": "a1"}], "unknown tile"),
        (("seats", 0, "known"), [60, 59, 58], "known cards"),
        (("seats", 1, "score", "lines"), [9, 0, 0, 0, 0, 0, 0], "score.lines|column line|totems"),
        (("rng",), {"bit_generator": "MT19937"}, "PCG64"),
        (("stacks", "legendary"), ["legendary_1"] * 3, "copies of legendary_1"),
        (("zones", "1"), "legendary_2", "holds size 1 tiles"),
        (("rule_flags",), {"turn_flow": "sideways"}, "turn_flow"),
        (("colours",), ["yellow", "yellow", "red"], "distinct colour"),
        (("winners",), [0], "winners"),
    ],
)
def test_a_damaged_save_raises_save_error_with_a_reason(path, value, reason):
    damaged = _corrupt(_mid_game(), path, value)
    with pytest.raises(SaveError, match=reason):
        TITLE.from_dict(damaged)


def test_a_save_with_a_card_missing_is_rejected():
    data = _mid_game()
    seat = data["seats"][0]
    if seat["deck"]:
        seat["deck"] = seat["deck"][1:]
        seat["deck_segments"][0] -= 1
        if seat["deck_segments"][0] == 0:
            seat["deck_segments"].pop(0)
            seat["deck_segment_numbers"].pop(0)
    else:
        seat["discard"] = seat["discard"][1:]
    with pytest.raises(SaveError, match="nowhere"):
        TITLE.from_dict(data)


def test_non_objects_and_observations_are_not_saves():
    with pytest.raises(SaveError):
        TITLE.from_dict([1, 2, 3])  # type: ignore[arg-type]
    obs = TITLE.new_game(2, 1).observation(0)
    with pytest.raises(SaveError, match="observation"):
        TITLE.from_dict(obs.to_dict())


@pytest.mark.parametrize(
    "change, reason",
    [
        (lambda s: s.update(players=1), "players must be 2 to 5"),
        (lambda s: s["seats"][0].update(party=[1, 1]), "listed twice"),
        (lambda s: s["turn"].update(order=[0, 0]), "distinct seats"),
        (lambda s: s.update(turn={}), "needs turn.order"),
        (
            lambda s: s["seats"][0].update(cave=[{"tile": "fish_2", "side": "back", "at": "a7"}]),
            "off the cave",
        ),
        (lambda s: s.update(zones={"9": None}), "no zone 9"),
        (
            lambda s: s.update(objectives=[{"card": 4, "side": "sun"}, {"card": 4, "side": "moon"}]),
            "distinct",
        ),
    ],
)
def test_a_bad_scenario_raises_value_error(change, reason):
    spec = scenario_spec("reachable_zones.json")
    change(spec)
    with pytest.raises(ValueError, match=reason):
        TITLE.scenario(spec)


def test_a_scenario_may_not_start_with_eight_totems():
    spec = scenario_spec("herd_from_several_tiles.json")
    spec["objectives"] = [{"card": c, "side": "moon", "scored_by": [1]} for c in (1, 4, 7)]
    with pytest.raises(ValueError, match="at most 7"):
        TITLE.scenario(spec)


def test_pending_zones_must_be_empty():
    spec = scenario_spec("herd_from_several_tiles.json")
    spec["zones"] = {"1": "fish_1"}
    with pytest.raises(ValueError, match="must be empty"):
        TITLE.scenario(spec)
