"""Every worked example of spec section 12, played through parse_action and apply."""

from __future__ import annotations

import numpy as np
import pytest

from game.rules.base import IllegalAction
from game.rules.prehistories.data import components
from game.rules.prehistories.events import CardsDrawn, GameEnded, TileDiscarded, TotemsPlaced
from game.rules.prehistories.state import Phase

from .conftest import play


def test_12_1_action_ids_on_side_a(ph_scenario):
    state = ph_scenario("action_ids_side_a.json")
    from game.rules.prehistories.actions import parse_text

    zones = state.zone_defs
    assert [
        parse_text(zones, t) for t in ("select 42", "assign 2 44", "take 2", "paint 3 back c2", "discard 5")
    ] == [
        43,
        165,
        483,
        743,
        1179,
    ]
    assert state.action_to_str(1077) == "paint ?6 front a1"
    assert state.action_to_str(743) == "paint 3 back c2"
    assert 1077 not in state.legal_actions()
    with pytest.raises(IllegalAction, match="no zone 1a"):
        state.parse_action("take 1a")


def test_12_1_action_ids_on_side_b(ph_scenario):
    state = ph_scenario("action_ids_side_b.json")
    from game.rules.prehistories.actions import parse_text

    zones = state.zone_defs
    assert parse_text(zones, "assign 1b 53") == 174
    assert parse_text(zones, "take 2b") == 485
    assert parse_text(zones, "paint 5 front a1") == 1077
    for action in (174, 485, 1077, 0, 1, 43, 1181):
        assert parse_text(zones, state.action_to_str(action)) == action


def test_12_2_refill_uses_the_shared_stack_and_leaves_dead_zones_empty(ph_scenario):
    state = ph_scenario("refill_dead_zones.json")
    names = [components().tiles[k].name if k >= 0 else None for k in state.zones]
    assert names == ["boar_1", None, "fish_2", "ibex_2", "boar_3a", "fish_4b", None]
    assert state.refilled_this_round
    assert state.phase == Phase.INITIATIVE and state.current_player() == 0
    assert state.stacks[0] == [] and state.stacks[4] == []


def test_12_3_empty_party_draws_three_and_initiative_follows_value(ph_scenario):
    state = ph_scenario("empty_party.json")
    play(state, "commit", "select 14", "select 55")
    assert state.current_player() == 2, "seat 1 has no faster card: its commit is forced"
    play(state, "select 35", "select 44")
    assert sorted(state.seats[0].hand) == [1, 10, 15, 16, 42, 60]
    assert state.seats[0].deck == [24, 27]
    assert state.order == [2, 1]
    assert state.current_player() == 2


def test_12_4_reachable_zones_and_forced_steps(ph_scenario):
    state = ph_scenario("reachable_zones.json")
    assert state.legal_actions() == [1, 62, 94, 112, 122, 154, 182, 242]
    with pytest.raises(IllegalAction, match="below orange 4"):
        state.parse_action("assign 2 51")
    with pytest.raises(IllegalAction, match="below orange 10"):
        state.parse_action("assign 4 33")
    play(state, "assign 4 1")
    assert state.phase == Phase.PAINT
    assert state.pending == [(3, components().tile_index["mammoth_4a"])]
    assert sorted(state.seats[0].discard[-3:]) == [1, 33, 51]
    assert state.injuries == 1 and state.tiles_taken == 1


def test_12_5_a_tile_that_cannot_be_placed_is_discarded(ph_scenario):
    state = ph_scenario("unplaceable_take.json")
    assert state.scores()[0] == 3 and state.score_breakdown(0)["rows"] == 3
    assert len(state.legal_actions()) == 7
    events = play(state, "assign 3 10")
    assert any(isinstance(e, TileDiscarded) and e.tile == "buffalo_3a" for e in events)
    drawn = [e for e in events if isinstance(e, CardsDrawn) and e.player == 0]
    assert drawn[0].count == 2
    assert components().tile_index["buffalo_3a"] in state.discarded_tiles


def test_12_5_without_unplaceable_takes_zones_3_and_4_stay_closed(ph_scenario):
    state = ph_scenario("unplaceable_take.json", rule_flags={"allow_unplaceable_take": False})
    assert [state.action_to_str(a) for a in state.legal_actions()] == [
        "done",
        "assign 1 10",
        "assign 1 16",
        "assign 2 10",
        "assign 2 16",
    ]


def test_12_6_a_herd_from_several_tiles_scores_herd_8(ph_scenario):
    state = ph_scenario("herd_from_several_tiles.json")
    events = play(state, "paint 1 front a4")
    assert TotemsPlaced(1, "herd_8", 2, 2) in events
    drawn = [e for e in events if isinstance(e, CardsDrawn) and e.player == 1]
    assert drawn[0].count == 2, "c2 was covered on an earlier turn"


def test_12_7_the_ring_stops_at_the_cave_border(ph_scenario):
    state = ph_scenario("ring_at_the_border.json")
    assert state.scores()[2] == 1
    assert sorted(state.action_to_str(a) for a in state.legal_actions()) == sorted(
        f"paint 1 front {c}" for c in ("d1", "d2", "c3", "a4", "b4")
    )
    events = play(state, "paint 1 front c3")
    assert TotemsPlaced(2, "ringed_legend", 2, 3) in events
    assert state.score_breakdown(2)["ringed_legend"] == 2 and state.scores()[2] == 3


def test_12_8_a_round_without_refill_or_take_ends_the_game(ph_scenario):
    state = ph_scenario("stall.json")
    assert state.scores() == [1, 0]
    events = play(state, "commit", "select 11", "select 43", "commit")
    assert [e.count for e in events if isinstance(e, CardsDrawn)] == [3, 3]
    assert state.is_terminal() and state.scores() == [1, 0] and state.winners() == [0]
    assert GameEnded((0,), "stall") in events


def test_12_8_a_round_that_began_with_a_refill_goes_on(ph_scenario):
    state = ph_scenario("stall.json", refilled_this_round=True)
    play(state, "commit", "select 11", "select 43", "commit")
    assert not state.is_terminal()
    assert state.round == 10


def test_12_9_what_a_rival_sees(ph_scenario):
    state = ph_scenario("what_a_rival_sees.json")
    play(state, "select 42", "select 49", "commit")
    seen = state.observation(1).seats[0]
    assert seen.committed and seen.party == [] and seen.hand == [0] * 5
    play(state, "commit")
    for viewer in (0, 1):
        seen = state.observation(viewer).seats[0]
        assert seen.party == [42, 49]
        assert len(seen.hand) == 3
    assert state.observation(1).seats[0].hand == [0, 0, 0]
    play(state, "assign 1 42", "take 1")
    assert 49 in state.seats[0].known
    for viewer in (0, 1):
        assert 49 in state.observation(viewer).seats[0].hand
    rng = np.random.default_rng(3)
    for _ in range(20):
        assert 49 in state.determinize(1, rng).seats[0].hand


def test_painting_reports_where_the_tile_went_for_the_client(ph_scenario):
    from game.rules.prehistories.events import TilePainted

    state = ph_scenario("ring_at_the_border.json")
    events = play(state, "paint 1 front c3")
    assert TilePainted(2, "1", "ibex_1", "front", "c3", ("c3",), 0) in events
