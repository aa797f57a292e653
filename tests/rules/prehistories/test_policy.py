"""The Prehistories playout policy: it paints what scores and sends parties sized for a tile."""

from __future__ import annotations

import numpy as np
import pytest

from ai.heuristics.prehistories_paint import tile_value
from ai.heuristics.prehistories_policy import plan, rollout_action
from game.rules import load_title
from game.rules.prehistories.data import STRENGTH, components
from game.rules.prehistories.state import Phase, PrehistoriesState
from tests import helpers

TITLE = load_title("prehistories")


def _scenario(spec: dict) -> PrehistoriesState:
    state = TITLE.scenario(spec)
    assert isinstance(state, PrehistoriesState)
    return state


def _row_at_six(pending: str = "fish_1") -> PrehistoriesState:
    # yellow: row 1 painted a1-f1, g1 empty; the single from zone 1 can close it or go elsewhere
    return _scenario(
        {
            "players": 2,
            "seed": 3,
            "phase": "paint",
            "seats": [
                {
                    "cave": [
                        {"tile": "fish_2", "side": "front", "at": "a1"},
                        {"tile": "mammoth_2", "side": "front", "at": "c1"},
                        {"tile": "buffalo_2", "side": "front", "at": "e1"},
                    ]
                },
                {},
            ],
            "turn": {"order": [0], "pending": [{"zone": "1", "tile": pending}], "tiles_taken": 1},
        }
    )


@pytest.mark.parametrize("seed", range(5))
def test_a_single_closes_the_row_it_completes(seed):
    state = _row_at_six()
    assert len(state.legal_actions()) > 3
    action = rollout_action(state, np.random.default_rng(seed))
    assert state.action_to_str(action) == "paint 1 front g1"
    state.apply(action)
    assert state.score_breakdown(0)["rows"] == 1


@pytest.mark.parametrize("seed", range(5))
def test_the_paint_meets_an_objective_card_when_it_can(seed):
    # yellow (H c4): the centre c3-e5 painted but for e5, centre_square in play; a single could
    # go to any of a dozen squares, and only e5 meets the card
    state = _scenario(
        {
            "players": 2,
            "seed": 3,
            "phase": "paint",
            "objectives": [{"card": 2, "side": "sun", "scored_by": []}],
            "seats": [
                {
                    "cave": [
                        {"tile": "fish_2", "side": "front", "at": "a3"},
                        {"tile": "mammoth_2", "side": "front", "at": "c3"},
                        {"tile": "buffalo_1", "side": "front", "at": "e3"},
                        {"tile": "ibex_2", "side": "front", "at": "d4"},
                        {"tile": "boar_2", "side": "front", "at": "c5"},
                    ]
                },
                {},
            ],
            "turn": {"order": [0], "pending": [{"zone": "1", "tile": "fish_1"}], "tiles_taken": 1},
        }
    )
    assert len(state.legal_actions()) > 8
    action = rollout_action(state, np.random.default_rng(seed))
    assert state.action_to_str(action) == "paint 1 front e5"
    state.apply(action)
    assert state.score_breakdown(0)["centre_square"] == 2


def _initiative(hand: list[int], zones: dict[str, str | None]) -> PrehistoriesState:
    return _scenario(
        {
            "players": 2,
            "seed": 5,
            "phase": "initiative",
            "zones": zones,
            "seats": [{"hand": hand}, {"hand": [11, 43, 59]}],
        }
    )


ALL_ZONES = {"1": "boar_1", "2": "fish_2", "3": "ibex_3a", "4": "mammoth_4a", "5": "legendary_2"}


def _form_party(state: PrehistoriesState) -> list[int]:
    seat = state.forming
    rng = np.random.default_rng(0)
    while state.phase == Phase.INITIATIVE and state.forming == seat:
        state.apply(rollout_action(state, rng))
    party = state.seats[seat].party if state.phase == Phase.INITIATIVE else None
    return sorted(party) if party is not None else []


def test_the_party_is_sized_for_the_legendary():
    # the legendary (a totem of its own) is the tile to win: both 6s go, with a card to reach
    # its orange 13 (at the cost of an injury) or its green 16; no party too weak for it
    state = _initiative([1, 10, 24, 51, 60], ALL_ZONES)
    party = _form_party(state)
    assert {1, 10} <= set(party)
    assert sum(STRENGTH[c] for c in party) >= 13


def test_the_hunt_takes_the_legendary_it_formed_the_party_for():
    state = _initiative([1, 10, 24, 51, 60], ALL_ZONES)
    rng = np.random.default_rng(0)
    while state.phase == Phase.INITIATIVE or state.current_player() != 0:
        state.apply(rollout_action(state, rng))
    assert state.phase == Phase.HUNT
    while state.phase == Phase.HUNT and state.current_player() == 0:
        state.apply(rollout_action(state, rng))
    cave = state.seats[0].cave
    if state.phase == Phase.PAINT and state.current_player() == 0:
        assert (4, components().tile_index["legendary_2"]) in state.pending
    else:
        assert cave.legend_anchors, "the legendary was taken and painted"


def test_a_hand_that_reaches_nothing_worth_it_stays_home_to_draw_three():
    # two 1s and only the size-4 tile and the legendary out: no group reaches their orange
    state = _initiative([51, 60], {"1": None, "2": None, "3": None, "4": "mammoth_4a", "5": "legendary_2"})
    assert _form_party(state) == []


def test_a_tile_that_fits_nowhere_is_worth_less_than_one_that_fits():
    state = helpers.load_scenario("prehistories", "unplaceable_take.json")
    assert isinstance(state, PrehistoriesState)
    cave = state.seats[0].cave
    tiles = components().tile_index
    assert tile_value(cave, (), tiles["buffalo_3a"]) < 0 < tile_value(cave, (), tiles["fish_1"])


def test_a_tiles_value_is_never_another_caves_with_the_same_squares():
    """Guards against: the memo of tile values read only the squares' types, so a cave whose
    hand prints lie elsewhere (another tribe's, the same squares painted) was given the first
    cave's value: the prints a placement covers (cards drawn) were those of the other cave."""
    import dataclasses

    from ai.heuristics import prehistories_paint
    from game.rules.prehistories.cave import Cave

    layout = components().tribes[0].cave
    beside = layout.hunter + 1 if layout.hunter % 7 < 6 else layout.hunter - 1
    below = layout.hunter + 7 if layout.hunter < 42 else layout.hunter - 7
    other = dataclasses.replace(layout, one_hand=beside, two_hands=below)  # prints by the hunter
    first, second = Cave(layout), Cave(other)
    assert bytes(first.types) == bytes(second.types) and first.singles == second.singles
    tile = components().tile_index["fish_4a"]

    def fresh(cave: Cave) -> float:
        prehistories_paint._TILE_VALUES.clear()
        return tile_value(cave, (), tile)

    alone = fresh(first), fresh(second)
    assert alone[0] != alone[1], "the prints change what the tile is worth here"
    prehistories_paint._TILE_VALUES.clear()
    assert (tile_value(first, (), tile), tile_value(second, (), tile)) == alone


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_party_the_policy_sends_can_take_a_tile(players):
    rng = np.random.default_rng(players)
    checked = 0
    for seed in range(4):
        state = TITLE.new_game(players, seed)
        while not state.is_terminal():
            if state.phase == Phase.INITIATIVE:
                seat = state.seats[state.forming]
                groups = plan(state, state.forming, seat.hand + seat.party, 0.025)
                zones = state.zone_defs
                for zone, group in groups:
                    assert state.zones[zone] >= 0
                    assert sum(STRENGTH[c] for c in group) >= zones[zone].orange
                    checked += 1
            state.apply(rollout_action(state, rng))
    assert checked > 0
