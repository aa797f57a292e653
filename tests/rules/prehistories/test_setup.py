"""Spec 3: a new game, and the objective_sides flag of spec 9."""

from __future__ import annotations

import pytest

from game.rules import load_title
from game.rules.base import IllegalAction
from game.rules.prehistories.data import components
from game.rules.prehistories.state import Phase

TITLE = load_title("prehistories")


@pytest.mark.parametrize("players, zones, cards", [(2, 5, 4), (3, 5, 4), (4, 7, 5), (5, 7, 5)])
def test_a_new_game_deals_hands_zones_and_objective_cards(players, zones, cards):
    state = TITLE.new_game(players, 3)
    assert [components().tribes[s.colour].colour for s in state.seats] == [
        "yellow",
        "blue",
        "red",
        "green",
        "white",
    ][:players]
    assert all(len(s.hand) == 3 and len(s.deck) == 9 and s.segments == [[0, 9]] for s in state.seats)
    assert len(state.zones) == zones and all(k >= 0 for k in state.zones), "round 1 fills every zone"
    assert sum(len(s) for s in state.stacks) == 75 - zones
    assert len(state.objectives) == cards and len({c for c, _ in state.objectives}) == cards
    assert state.phase == Phase.INITIATIVE and state.current_player() == 0 and state.round == 1
    assert state.scores() == [0] * players and state.winners() == []


def test_sun_sides_only_with_the_first_game_flag():
    assert all(
        side == 0
        for seed in range(10)
        for _, side in TITLE.new_game(2, seed, objective_sides="sun").objectives
    )
    sides = {side for seed in range(10) for _, side in TITLE.new_game(2, seed).objectives}
    assert sides == {0, 1}


def test_the_same_seed_deals_the_same_game():
    assert TITLE.new_game(4, 17) == TITLE.new_game(4, 17)
    assert TITLE.new_game(4, 17) != TITLE.new_game(4, 18)


@pytest.mark.parametrize("players", [1, 6])
def test_player_counts_outside_two_to_five_are_refused(players):
    with pytest.raises(ValueError, match="2 to 5"):
        TITLE.new_game(players, 0)


def test_unknown_rule_flags_are_refused():
    with pytest.raises(ValueError, match="unknown rule flag"):
        TITLE.new_game(2, 0, fast_mode=True)
    with pytest.raises(ValueError, match="turn_flow"):
        TITLE.new_game(2, 0, turn_flow="sideways")


def test_the_title_describes_itself():
    assert (TITLE.id, TITLE.min_players, TITLE.max_players, TITLE.num_distinct_actions) == (
        "prehistories",
        2,
        5,
        1182,
    )
    state = TITLE.new_game(2, 0)
    mask = state.legal_mask()
    assert mask.shape == (1182,) and sorted(mask.nonzero()[0].tolist()) == state.legal_actions()
    with pytest.raises(IllegalAction):
        state.parse_action("take 3")
