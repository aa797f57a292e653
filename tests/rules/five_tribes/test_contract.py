"""ARCHITECTURE 2: the engine contract, the action mask and the events."""

from __future__ import annotations

import dataclasses
import inspect
import json
import random

from game.rules import load_title
from game.rules.base import Event, State, Title
from game.rules.five_tribes import TITLE, events
from game.rules.five_tribes.actions import NUM_ACTIONS


def test_the_title_and_its_states_follow_the_contract():
    assert load_title("five_tribes") is TITLE
    assert isinstance(TITLE, Title)
    assert (TITLE.id, TITLE.min_players, TITLE.max_players, TITLE.num_distinct_actions) == (
        "five_tribes",
        2,
        4,
        622,
    )
    state = TITLE.new_game(3, 1)
    assert isinstance(state, State)
    assert isinstance(state.observation(0), State)


def test_the_legal_mask_marks_exactly_the_legal_actions():
    state = TITLE.new_game(4, 2)
    chooser = random.Random(2)
    for _ in range(150):
        mask = state.legal_mask()
        assert mask.shape == (NUM_ACTIONS,) and mask.dtype == bool
        assert mask.nonzero()[0].tolist() == state.legal_actions()
        state.apply(chooser.choice(state.legal_actions()))


def test_every_event_is_a_frozen_dataclass_with_its_own_kind():
    classes = [
        c for _, c in inspect.getmembers(events, inspect.isclass) if issubclass(c, Event) and c is not Event
    ]
    assert len(classes) >= 25
    kinds = [c.kind for c in classes]
    assert len(set(kinds)) == len(kinds) and "event" not in kinds
    for cls in classes:
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen


def _plain(value: object) -> bool:
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return type(value) in (int, str, bool)


def test_events_of_whole_games_are_plain_json_data():
    seen: set[str] = set()
    for seed in range(12):
        state = TITLE.new_game(2 + seed % 3, seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            happened = state.apply(chooser.choice(state.legal_actions()))
            for event in happened:
                json.dumps(event.to_dict())
                assert all(_plain(v) for v in dataclasses.astuple(event)), event
                seen.add(event.kind)
    assert {
        "bid_placed",
        "tile_picked",
        "meeple_dropped",
        "meeples_taken",
        "camel_placed",
        "coins_paid",
        "round_ended",
        "game_ended",
        "turn_started",
        "turn_ended",
    } <= seen
