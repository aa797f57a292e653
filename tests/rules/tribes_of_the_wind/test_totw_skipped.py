"""An effect that ends with nothing done raises ``effect_skipped`` with why, so the log can say so:
a green card whose plant found no clean space otherwise left no trace at all."""

from __future__ import annotations

from typing import Any

from game.rules.tribes_of_the_wind.events import EffectSkipped
from game.rules.tribes_of_the_wind.state import Phase, TotwState

from .conftest import TITLE, play

HAND = ["r10a", "b10a", "g10a", "y10a", "r10b"]  # every card "none": r P1, b W2, g F1, y M2


def seat1(terrain: dict[str, Any], water: int = 10, **spec: Any) -> TotwState:
    board = {"leader": "aelis", "hand": HAND, "terrain": terrain, "water": water}
    state = TITLE.scenario({"players": 2, "seed": 3, "boards": [board], **spec})
    assert isinstance(state, TotwState)
    return state


def skipped(events: list[Any]) -> list[tuple[str, str, int]]:
    return [(e.effect, e.reason, e.left) for e in events if isinstance(e, EffectSkipped)]


def test_a_plant_with_no_clean_space_next_to_a_tile_says_so() -> None:
    state = seat1({"a1": {"tile": "start_1"}, "b1": {"pollution": 1}, "a2": {"pollution": 2}})
    events = play(state, "play 3 easy")  # g10a: F1
    assert skipped(events) == [("plant", "no_space", 0)]
    assert not any(e.kind == "forest_planted" for e in events)


def test_a_plant_with_too_little_water_for_any_tile_says_so() -> None:
    state = seat1({"a1": {"tile": "start_1"}}, water=0)
    events = play(state, "play 3 easy")  # F1: the cheapest tile costs 2, so 1 after the discount
    assert skipped(events) == [("plant", "no_water", 0)]


def test_a_plant_the_player_declines_says_so() -> None:
    state = seat1({"a1": {"tile": "start_1"}})
    play(state, "play 3 easy")
    assert state.phase == Phase.PLANT
    assert skipped(play(state, "stop")) == [("plant", "stopped", 0)]


def test_a_clean_on_a_clean_terrain_says_so() -> None:
    state = seat1({"a1": {"tile": "start_1"}})
    events = play(state, "play 1 easy")  # r10a: W1 + P1
    assert skipped(events) == [("clean", "no_pollution", 0)]


def test_a_clean_with_pollution_only_away_from_the_tiles_says_it_is_out_of_reach() -> None:
    state = seat1({"a1": {"tile": "start_1"}, "c4": {"pollution": 2}}, rule_flags={"clean_anywhere": False})
    assert skipped(play(state, "play 1 easy")) == [("clean", "out_of_reach", 0)]


def test_moves_left_unmade_are_counted() -> None:
    state = seat1({"a1": {"tile": "start_1"}})
    play(state, "play 4 easy", "move cap a1")  # y10a: M2, one used
    assert skipped(play(state, "stop")) == [("move", "stopped", 1)]


def test_an_effect_that_does_something_raises_no_skip() -> None:
    state = seat1({"a1": {"tile": "start_1"}, "b1": {"pollution": 1}})
    assert skipped(play(state, "play 1 easy")) == []
