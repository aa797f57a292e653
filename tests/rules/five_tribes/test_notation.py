"""Spec 5.3 and 6: action ids and their notation, both ways."""

from __future__ import annotations

import pytest

from game.rules.base import IllegalAction
from game.rules.five_tribes import TITLE
from game.rules.five_tribes.actions import NUM_ACTIONS, action_to_str, parse_notation

from .conftest import play, position

SPEC_EXAMPLES = {
    "bid 12": 1,
    "bid 0": 6,
    "pick b3": 20,
    "drop c3 green": 109,
    "fakirs 2": 189,
    "kill e4 white": 317,
    "kill p2 elder": 359,
    "palace": 365,
    "market 3": 368,
    "djinn enki": 378,
    "use hagis d3": 499,
    "use iblis": 605,
    "pay fakir": 609,
    "sell fish": 616,
    "sell": 619,
    "pass": 620,
    "end": 621,
}


@pytest.mark.parametrize(("text", "action"), SPEC_EXAMPLES.items())
def test_the_spec_examples_map_to_their_ids_both_ways(text: str, action: int) -> None:
    assert parse_notation(text) == action
    assert action_to_str(action) == text


def test_every_action_id_round_trips_through_its_notation() -> None:
    assert TITLE.num_distinct_actions == NUM_ACTIONS == 622
    texts = [action_to_str(a) for a in range(NUM_ACTIONS)]
    assert len(set(texts)) == NUM_ACTIONS
    assert [parse_notation(t) for t in texts] == list(range(NUM_ACTIONS))


def test_notation_accepts_any_case_and_extra_spaces() -> None:
    assert parse_notation("  DROP   C3  Green ") == 109
    assert parse_notation("Use  HAGIS d3") == 499


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("drop g7 red", "'g7' is not a tile"),
        ("drop c3 purple", "'purple' is not a meeple colour"),
        ("bid 7", "no turn-track spot is priced 7"),
        ("fakirs 19", "the number of fakirs must be a number from 0 to 18"),
        ("use boaz", "boaz has no power to use"),
        ("kill p5 elder", "the player number must be a number from 1 to 4"),
        ("dance", "unknown action 'dance'"),
        ("", "empty action"),
    ],
)
def test_bad_notation_raises_illegal_action_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(IllegalAction, match=reason):
        parse_notation(text)


def test_apply_accepts_numpy_integers_and_records_plain_ints():
    import numpy as np

    state = TITLE.new_game(2, 3)
    state.apply(np.int64(state.legal_actions()[0]))
    assert type(state.history[0]) is int


@pytest.mark.parametrize("bad", [1.0, "bid 18", None])
def test_apply_refuses_what_is_not_an_action_id(bad):
    with pytest.raises(IllegalAction, match="is not an action id"):
        TITLE.new_game(2, 3).apply(bad)


def test_illegal_actions_say_why():
    state = position(
        tiles={"a1": {"meeples": "yellow"}, "b1": {"meeples": "yellow"}, "f5": {"meeples": "red"}}
    )
    with pytest.raises(IllegalAction, match="c3 holds no meeples"):
        state.parse_action("pick c3")
    with pytest.raises(IllegalAction, match="no complete legal move starts from f5"):
        state.parse_action("pick f5")
    with pytest.raises(IllegalAction, match="player p1 does not own Enki"):
        state.parse_action("use enki a1")
    with pytest.raises(IllegalAction, match="bid 18 is not legal at step START; legal: pick a1, pick b1"):
        state.parse_action("bid 18")
    play(state, "pick a1")
    with pytest.raises(IllegalAction, match="there is no red meeple in the hand"):
        state.parse_action("drop b1 red")


def test_nothing_is_legal_once_the_game_is_over():
    state = position(players=2, tiles={"a1": {"meeples": "yellow"}, "f5": {"meeples": "red"}})
    for _ in range(4):
        play(state, "pass", "end")
    with pytest.raises(IllegalAction, match="end: the game is over"):
        state.apply(621)
