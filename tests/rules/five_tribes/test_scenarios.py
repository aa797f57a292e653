"""Spec 10: scenario loading, its defaults and the ValueError cases."""

from __future__ import annotations

import numpy as np
import pytest

from game.rules.five_tribes import TITLE
from game.rules.five_tribes.data import CARD_COUNTS, MEEPLE_COUNTS
from game.rules.five_tribes.model import Phase, Step
from tests.helpers import scenario_spec as load_scenario_spec


def test_only_players_is_required_and_the_rest_comes_from_the_seeded_setup():
    state = TITLE.scenario({"players": 3})
    fresh = TITLE.new_game(3, 0)
    assert state.phase == Phase.BID and state.step == Step.BID and state.round == 1
    assert state.tile_kind == fresh.tile_kind and state.meeples.tolist() == fresh.meeples.tolist()
    assert state.bag == [0] * 5 and len(state.market) == 9 and len(state.djinn_row) == 3
    assert sorted(state.bid_track) == [0, 1, 2]


def test_derived_counts_make_the_component_totals_hold(ft_scenario):
    state = ft_scenario("example_05_iblis.json")
    on_board = state.meeples.sum(axis=0).tolist()
    held = [sum(p.viziers for p in state.players), sum(p.elders for p in state.players), 0, 0, 0]
    assert [on_board[c] + state.bag[c] + held[c] for c in range(5)] == list(MEEPLE_COUNTS)
    cards = [0] * 10
    for card in state.market + state.resource_pile:
        cards[card] += 1
    assert cards == list(CARD_COUNTS)
    assert state.players[0].camels == 8 and (state.supply_palms, state.supply_palaces) == (12, 10)


def test_a_play_phase_scenario_starts_at_the_markers_start_step(ft_scenario):
    state = ft_scenario("example_03_last_meeple.json")
    assert state.step == Step.START and state.current_player() == 0 and state.bid_track == [0]


def _spec(**changes):
    spec = load_scenario_spec("five_tribes", "example_05_iblis.json")
    spec.update(changes)
    return spec


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"board": [{"kind": "oasis"}] * 29}, "board must list 30 tiles"),
        ({"bag": {"yellow": 20}}, "more yellow meeples than the game has"),
        ({"players_state": [{"viziers": 20}, {}, {}]}, "the derived bag would hold"),
        ({"players_state": [{"djinns": ["boaz"]}, {"djinns": ["boaz"]}, {}]}, "djinn boaz appears twice"),
        ({"djinn_row": ["boaz", "enki", "enki"]}, "a djinn appears twice"),
        ({"turn_track": {"18": 0, "12": 1}}, "the tracks must hold 1 marker"),
        ({"turn_track": {"18": 0, "12": 1, "8": 2, "5": 2}}, "the tracks must hold 1 marker"),
        ({"market": ["ivory", "ivory", "ivory"]}, "more ivory cards than the game has"),
        ({"players_state": [{"camels": 9}, {}, {}]}, "player 0 has more than 8 camels"),
        ({"flags": {"last_meeple_match": "sloppy"}}, "rule flag .last_meeple_match. must be one of"),
        ({"flags": {"no_such_flag": True}}, "unknown rule flag"),
        ({"players": 5}, "players must be 2, 3 or 4"),
        ({"to_move": 2}, "to_move is 2 but player 0 moves first"),
        ({"phase": "lunch"}, "phase must be 'bid' or 'play'"),
        ({"supply": {"palms": 13}}, "more than 12 palms"),
        ({"colour": "blue"}, "unknown keys"),
    ],
)
def test_inconsistent_scenarios_raise_value_error(changes, reason):
    with pytest.raises(ValueError, match=reason):
        TITLE.scenario(_spec(**changes))


def test_players_is_required():
    with pytest.raises(ValueError, match="'players' is required"):
        TITLE.scenario({"seed": 3})


def test_to_move_is_checked_when_given():
    assert TITLE.scenario(_spec(to_move=0)).current_player() == 0


def test_a_bid_phase_scenario_puts_the_first_marker_of_the_bid_track_to_move():
    state = TITLE.scenario({"players": 4, "phase": "bid", "bid_track": [2, 0, 3, 1], "turn_track": {}})
    assert state.current_player() == 2 and state.step == Step.BID


def test_the_spec_10_example_loads_with_every_value_it_gives(ft_scenario):
    state = ft_scenario("spec_10_example.json")
    assert (state.round, state.phase, state.last_round) == (6, Phase.PLAY, False)
    assert state.flags.last_meeple_match == "loose"
    assert state.current_player() == 0 and state.bid_track == [2, 0] and state.zero_queue == [1]
    assert state.meeples[0].tolist() == [1, 0, 0, 0, 2] and state.palms[0] == 1
    assert state.owner[1] == 2 and state.tile_vp[1] == 12
    assert state.bag == [3, 5, 0, 2, 1]
    holder = state.players[0]
    assert (holder.gold, holder.viziers, holder.elders, holder.camels) == (31, 2, 1, 5)
    assert holder.cards[6] == 2 and holder.cards[9] == 0 and holder.private[9] == 1
    assert state.players[2].camels == 7, "camels default to the total less the tiles owned"
    assert state.market == [6, 9, 4] and state.resource_pile == [7]
    assert (state.supply_palms, state.supply_palaces) == (11, 10)
    assert state.observation(1).players[0].hidden == 1


def test_cards_and_djinns_left_out_of_a_scenario_stay_out_of_its_determinizations(ft_scenario):
    state = ft_scenario("spec_10_example.json")
    world = state.observation(1).determinize(1, np.random.default_rng(0))
    assert sorted(
        world.resource_pile + [k for k in range(10) for _ in range(world.players[0].private[k])]
    ) == [7, 9]
    assert world.djinn_pile == [state.djinn_pile[0]]
