"""Spec section 12: every worked example, played through the notation from its scenario file."""

from __future__ import annotations

from game.rules.five_tribes.board import TILE_INDEX
from game.rules.five_tribes.data import ENKI, TileKind
from game.rules.five_tribes.events import CamelPlaced, CoinsGained, MeepleKilled, PalacePlaced, PalmPlaced
from game.rules.five_tribes.model import Phase, Step

from .conftest import play


def _gains(events: list[object], player: int, reason: str) -> int:
    return sum(
        e.amount for e in events if isinstance(e, CoinsGained) and e.player == player and e.reason == reason
    )


def test_12_1_kumarbi_makes_spot_18_affordable_and_its_only_discount_is_applied(ft_scenario):
    state = ft_scenario("example_01_kumarbi_bid.json")
    assert state.current_player() == 1
    play(state, "bid 8")
    assert state.players[1].gold == 12
    assert state.current_player() == 0
    assert state.legal_actions() == [0, 1, 3, 4, 5, 6]
    play(state, "bid 18")
    assert state.step == Step.BID, "KUMARBI is skipped: only N = 2 fits"
    assert state.players[0].gold == 2
    assert state.players[0].held(9) == 0
    assert state.current_player() == 2
    assert state.legal_actions() == [6]
    play(state, "bid 0")
    assert state.phase == Phase.PLAY
    assert state.current_player() == 0
    assert state.bid_track[0] == 0
    assert state.turn_spots[2] == 1 and state.zero_queue == [2]


def test_12_2_a_stuck_marker_passes_and_makes_the_round_the_last(ft_scenario):
    state = ft_scenario("example_02_stuck_marker.json")
    assert state.legal_actions() == [620]
    assert not state.last_round
    play(state, "pass")
    assert state.step == Step.END
    assert state.legal_actions() == [621]
    assert state.last_round


def test_12_2_under_skip_turn_the_stuck_play_turn_is_skipped_without_a_decision(ft_scenario):
    state = ft_scenario("example_02_stuck_marker.json", flags={"stuck_marker": "skip_turn"})
    assert state.last_round
    assert state.bid_track == [0, 1, 2]
    assert state.is_terminal(), "every marker is stuck, so the last round ends at once"


def test_12_3_strict_the_last_meeple_must_match_what_was_there_before_the_move(ft_scenario):
    state = ft_scenario("example_03_last_meeple.json")
    play(state, "pick a1", "drop b1 green", "drop b2 blue", "drop a2 blue")
    assert state.turn.hand == [1, 0, 1, 0, 0]
    assert state.legal_actions() == [99]
    play(state, "drop a3 green")
    assert state.legal_actions() == [state.parse_action("drop a4 yellow")]
    events = play(state, "drop a4 yellow")
    assert state.players[0].viziers == 2
    assert any(isinstance(e, CamelPlaced) and e.tile == TILE_INDEX["a4"] for e in events)
    assert state.owner[TILE_INDEX["a4"]] == 0


def test_12_3_loose_a_meeple_dropped_earlier_in_the_move_counts(ft_scenario):
    state = ft_scenario("example_03_last_meeple.json", flags={"last_meeple_match": "loose"})
    front = state.market[:2]
    play(state, "pick a1", "drop b1 green", "drop b2 blue", "drop a2 blue")
    assert state.legal_actions() == [37, 99]
    play(state, "drop a1 yellow", "drop b1 green")
    b1 = TILE_INDEX["b1"]
    assert state.meeples[b1].tolist() == [0, 1, 0, 0, 0]
    taken = [k for k in range(10) for _ in range(state.players[0].cards[k])]
    assert taken == sorted(front)


def test_12_4_echidna_doubles_the_builders_gold(ft_scenario):
    state = ft_scenario("example_04_echidna.json")
    play(state, "pick c5", "drop c4 blue", "drop c3 blue")
    assert state.step == Step.BUILD
    assert state.legal_actions() == [187, 188, 189, 604]
    play(state, "use echidna")
    assert state.legal_actions() == [608, 609]
    play(state, "pay elder")
    assert state.legal_actions() == [187, 188, 189]
    events = play(state, "fakirs 1")
    assert _gains(events, 0, "builders") == 2 * (2 + 1) * 4 == 24
    assert state.players[0].gold == 50 + 24
    assert state.players[0].held(9) == 1
    assert any(isinstance(e, PalmPlaced) and e.tile == TILE_INDEX["c3"] for e in events)
    assert state.step == Step.END


def test_12_5_iblis_kills_twice_on_one_tile_and_nekir_pays_once(ft_scenario):
    state = ft_scenario("example_05_iblis.json")
    play(state, "pick d4", "drop d3 red")
    assert state.meeples[TILE_INDEX["d3"]].tolist() == [0, 1, 0, 0, 0]
    assert state.legal_actions() == [187, 605]
    play(state, "use iblis")
    assert state.players[0].elders == 0
    assert state.legal_actions() == [221, 282, 288, 289, 360]
    play(state, "kill e3 blue")
    assert state.step == Step.KILL2
    assert state.legal_actions() == [288]
    events = play(state, "kill e3 green")
    assert sum(isinstance(e, MeepleKilled) for e in events) == 1
    assert state.owner[TILE_INDEX["e3"]] == 0
    assert _gains(events, 1, "nekir") == 2
    assert state.players[1].gold == 52
    assert not any(isinstance(e, PalacePlaced) for e in events), "e3's tile action is not taken"
    assert state.palms[TILE_INDEX["d3"]] == 1


def test_12_6_the_large_market_second_card_lies_behind_the_first(ft_scenario):
    state = ft_scenario("example_06_large_market.json")
    play(state, "pick b1", "drop a1 yellow")
    assert state.legal_actions() == [366, 367, 368, 369, 370, 620]
    play(state, "market 3")
    assert state.players[0].gold == 4
    assert state.legal_actions() == [368, 369, 370]
    assert state.market[2:5] == [7, 0, 8]  # wheat, ivory, pottery
    play(state, "market 4")
    assert state.players[0].held(4) == 1 and state.players[0].held(0) == 1  # silk, ivory
    assert len(state.market) == 7
    play(state, "end")
    assert len(state.market) == 7, "the row refills only at clean-up"


def test_12_7_hagis_moves_the_palace_and_monkir_pays_its_owner(ft_scenario):
    state = ft_scenario("example_07_hagis_monkir.json")
    play(state, "pick a2", "drop b2 yellow", "drop c2 yellow")
    assert state.step == Step.PLACE
    assert state.legal_actions() == [365, 485, 486, 487, 491, 493, 497, 498, 499]
    play(state, "use hagis d3")
    assert state.legal_actions() == [608, 609]
    events = play(state, "pay fakir")
    d3 = TILE_INDEX["d3"]
    assert state.palaces[d3] == 1 and state.palaces[TILE_INDEX["c2"]] == 0
    assert state.supply_palaces == 9
    assert _gains(events, 2, "monkir") == 2
    assert state.players[0].elders == 1 and state.players[0].held(9) == 0


def test_12_8_a_sacred_place_djinn_for_an_elder_and_a_fakir_with_baal(ft_scenario):
    state = ft_scenario("example_08_sacred_baal.json")
    play(state, "pick a5", "drop b5 white")
    assert state.players[0].elders == 2
    assert state.legal_actions() == [375, 378, 392, 620]
    play(state, "djinn enki")
    assert state.legal_actions() == [608, 609]
    events = play(state, "pay fakir")
    assert state.players[0].elders == 1
    assert _gains(events, 1, "baal") == 2
    assert state.djinn_row == [3, 20]  # boaz, sloar
    enki = {a - 454 for a in state.legal_actions() if 454 <= a < 484}
    assert enki == {t for t in range(30) if state.tile_kind[t] == TileKind.OASIS}
    assert state.djinn_owner[ENKI] == 0


def test_12_9_selling_suits_at_the_end_of_the_turn(ft_scenario):
    state = ft_scenario("example_09_selling.json")
    play(state, "pick a1", "drop b1 yellow")
    assert state.step == Step.END
    assert state.legal_actions() == [614, 616, 617, 621]
    play(state, "sell silk")
    assert state.legal_actions() == [616, 617, 619]
    play(state, "sell fish")
    assert state.legal_actions() == [617, 619]
    play(state, "sell wheat")
    assert state.legal_actions() == [619]
    gold = state.players[0].gold
    play(state, "sell")
    assert state.players[0].gold == gold + 7
    assert state.legal_actions() == [616, 621]
    play(state, "sell fish", "sell")
    assert state.players[0].gold == gold + 8
    assert state.players[0].held(9) == 1


def test_12_10_marid_pays_two_per_drop_on_its_owners_tiles_in_an_opponents_move(ft_scenario):
    state = ft_scenario("example_10_marid.json")
    events = play(state, "pick a2", "drop b2 white", "drop c2 green", "drop d2 blue")
    assert _gains(events, 1, "marid") == 4
    assert state.owner[TILE_INDEX["d2"]] == 0
    assert state.meeples[TILE_INDEX["d2"]].tolist() == [0, 0, 0, 0, 0]


def test_12_10_marid_pays_one_per_drop_in_its_owners_own_move(ft_scenario):
    state = ft_scenario("example_10_marid.json", turn_track={"18": 1, "12": 0, "8": 2}, bid_track=[])
    events = play(state, "pick a2", "drop b2 white", "drop c2 green", "drop d2 blue")
    assert _gains(events, 1, "marid") == 2
    assert state.owner[TILE_INDEX["d2"]] == 1
