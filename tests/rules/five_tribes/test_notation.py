"""Spec 5.3 and 6: action ids and their notation, both ways."""

from __future__ import annotations

import pytest

from game.rules.base import IllegalAction
from game.rules.five_tribes import TITLE
from game.rules.five_tribes.actions import NUM_ACTIONS, action_to_str, parse_notation

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
