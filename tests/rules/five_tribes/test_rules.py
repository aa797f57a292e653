"""Spec 4, 7 and 9: bids, moves, tribe and tile actions, cards, rule flags, the end and scoring."""

from __future__ import annotations

import random

import pytest

from game.rules.five_tribes import TITLE
from game.rules.five_tribes.board import TILE_INDEX
from game.rules.five_tribes.data import CARD_NAMES, FAKIR
from game.rules.five_tribes.legal import blue_counts
from game.rules.five_tribes.model import Phase, Step
from tests.helpers import top_scorers

from .conftest import gains, play, position, texts

T = TILE_INDEX


# Three quiet turns of a 3-player play phase: each marker moves one meeple onto its twin and ends.
QUIET_TILES = {
    "a1": {"meeples": "green"},
    "b1": {"meeples": "green"},
    "e5": {"meeples": "white"},
    "f5": {"meeples": "white"},
    "c3": {"meeples": "blue"},
    "c4": {"meeples": "blue"},
}
QUIET_ROUND = (
    "pick a1",
    "drop b1 green",
    "end",
    "pick e5",
    "drop f5 white",
    "end",
    "pick c3",
    "drop c4 blue",
    "end",
)


def _bid_position(golds, track, zero=(), spots=None):
    turn_track = {"0": list(zero), **(spots or {})}
    return position(
        order=[],
        phase="bid",
        bid_track=track,
        turn_track=turn_track,
        holdings={p: {"gold": g} for p, g in enumerate(golds)},
    )


# ---- bids (4.1) ----------------------------------------------------------------------------------


def test_a_zero_bid_joins_the_front_of_the_zero_queue():
    state = _bid_position([50, 50, 50], [0, 1, 2])
    play(state, "bid 0", "bid 0", "bid 0")
    assert state.phase == Phase.PLAY
    assert state.current_player() == 2 and state.zero_queue == [1, 0]


def test_a_player_who_can_afford_no_free_spot_takes_spot_1_and_pays_all_their_gold():
    state = position(
        players=4,
        order=[],
        phase="bid",
        bid_track=[3],
        turn_track={"0": [0, 1, 2]},
        holdings={3: {"gold": 0}},
    )
    assert texts(state) == ["bid 1"]
    play(state, "bid 1")
    assert state.players[3].gold == 0 and state.current_player() == 3


def test_play_order_runs_from_18_down_then_the_zero_queue():
    state = _bid_position([50, 50, 50], [0, 1, 2])
    play(state, "bid 1", "bid 0", "bid 12")
    assert state.current_player() == 2
    assert [p.gold for p in state.players] == [49, 50, 38]


def test_a_taken_single_spot_is_not_offered_again():
    state = _bid_position([50, 50, 50], [0, 1, 2])
    play(state, "bid 18")
    assert "bid 18" not in texts(state) and "bid 12" in texts(state)


def test_next_rounds_bid_order_is_this_rounds_play_order():
    state = position(tiles=QUIET_TILES, order=[2, 0, 1])
    play(state, *QUIET_ROUND)
    assert state.phase == Phase.BID and state.round == 2
    assert state.bid_track == [2, 0, 1] and state.current_player() == 2


# ---- moves and tile control (4.2) ----------------------------------------------------------------


def test_the_second_drop_may_not_return_to_the_start_tile_but_later_drops_may():
    state = position(tiles={"b2": {"meeples": "white white yellow"}, "a2": {"meeples": "white"}})
    play(state, "pick b2", "drop b1 white")
    assert "drop b2 white" not in texts(state)
    with pytest.raises(Exception, match="cannot step straight back from b1 to b2"):
        state.parse_action("drop b2 white")
    with pytest.raises(Exception, match="d4 is not adjacent to b1"):
        state.parse_action("drop d4 white")


def test_claiming_needs_a_camel_left():
    state = position(
        tiles={"a1": {"meeples": "yellow"}, "b1": {"meeples": "yellow"}}, holdings={0: {"camels": 0}}
    )
    play(state, "pick a1", "drop b1 yellow")
    assert state.owner[T["b1"]] == -1


def test_the_last_camel_makes_the_round_the_last_and_the_game_ends_without_clean_up():
    state = position(
        tiles={
            "a1": {"meeples": "yellow"},
            "b1": {"meeples": "yellow"},
            "e5": {"meeples": "white"},
            "f5": {"meeples": "white"},
            "c3": {"meeples": "blue"},
            "c4": {"meeples": "blue"},
        },
        holdings={0: {"camels": 1}},
        market=["fish"],
    )
    play(state, "pick a1", "drop b1 yellow")
    assert state.last_round and state.players[0].camels == 0
    play(state, "end")
    assert not state.is_terminal() and state.current_player() == 1, "all markers still play the last round"
    play(state, "pick e5", "drop f5 white", "end", "pick c3", "drop c4 blue", "end")
    assert state.is_terminal() and state.market == [CARD_NAMES.index("fish")]
    assert state.winners() == top_scorers(state)
    assert state.current_player() == -1 and state.legal_actions() == []


# ---- tribe actions (4.3) -------------------------------------------------------------------------


def test_merchants_take_the_whole_row_when_it_is_shorter():
    state = position(tiles={"a1": {"meeples": "green"}, "b1": {"meeples": "green"}}, market=["fish"])
    play(state, "pick a1", "drop b1 green")
    assert state.market == [] and state.players[0].cards[CARD_NAMES.index("fish")] == 1
    assert state.bag[2] == 18, "the merchants go back to the bag"


def test_builders_count_blue_tiles_in_the_3x3_square_at_the_board_edge():
    tiles = {
        "a2": {"kind": "village", "meeples": "blue"},
        "a3": {"meeples": "blue"},
        "b1": {"kind": "sacred_place"},
        "b3": {"kind": "village"},
        "c2": {"kind": "village"},
    }
    state = position(tiles=tiles)
    events = play(state, "pick a3", "drop a2 blue")
    assert gains(events, 0, "builders") == 2 * 3  # a2 itself, b1, b3; c2 is outside the square


def test_builders_may_add_fakirs_to_their_count():
    state = position(
        tiles={"a2": {"kind": "village", "meeples": "blue"}, "a3": {"meeples": "blue"}},
        holdings={0: {"cards": {"fakir": 2}}},
    )
    play(state, "pick a3", "drop a2 blue")
    assert texts(state) == ["fakirs 0", "fakirs 1", "fakirs 2"]
    events = play(state, "fakirs 2")
    assert gains(events, 0, "builders") == 4 and state.players[0].held(FAKIR) == 0


def test_assassin_fakirs_extend_the_range_only_as_far_as_needed():
    tiles = {"a1": {"meeples": "red"}, "b1": {"meeples": "red"}, "f5": {"meeples": "white"}}
    state = position(tiles=tiles, holdings={0: {"cards": {"fakir": 9}}})
    play(state, "pick a1", "drop b1 red")
    # f5 is 8 away from b1; 2 assassins need at most 6 fakirs.
    assert texts(state) == [f"fakirs {n}" for n in range(7)]
    play(state, "fakirs 6")
    assert texts(state) == ["kill f5 white"]
    assert state.players[0].held(FAKIR) == 3


def test_assassins_out_of_range_of_every_meeple_skip_the_kill():
    tiles = {"a1": {"meeples": "red"}, "b1": {"meeples": "red"}, "f5": {"meeples": "white"}}
    state = _after(
        position(tiles=tiles, holdings={0: {"cards": {"fakir": 9}}}), "pick a1", "drop b1 red", "fakirs 5"
    )
    assert state.step == Step.END and state.meeples[T["f5"]].tolist() == [0, 1, 0, 0, 0]


def test_without_kill_final_tile_the_final_tile_is_out_of_range():
    tiles = {"a1": {"meeples": "red"}, "b1": {"meeples": "red white"}, "c1": {"meeples": "green"}}
    assert "kill b1 white" in texts(_after(position(tiles=tiles), "pick a1", "drop b1 red"))
    state = _after(position(tiles=tiles, flags={"kill_final_tile": False}), "pick a1", "drop b1 red")
    assert texts(state) == ["kill c1 green"]


def test_an_optional_kill_may_be_passed():
    tiles = {"a1": {"meeples": "red"}, "b1": {"meeples": "red"}, "c1": {"meeples": "green"}}
    state = _after(position(tiles=tiles, flags={"assassin_kill": "optional"}), "pick a1", "drop b1 red")
    assert texts(state) == ["kill c1 green", "pass"]
    play(state, "pass")
    assert state.meeples[T["c1"]].tolist() == [0, 0, 1, 0, 0]


def test_with_no_target_the_assassins_do_nothing():
    state = _after(
        position(tiles={"a1": {"meeples": "red"}, "b1": {"meeples": "red"}}), "pick a1", "drop b1 red"
    )
    assert state.step == Step.END


def _after(state, *moves):
    play(state, *moves)
    return state


# ---- tile actions and cards (4.4) ----------------------------------------------------------------


def test_a_small_market_needs_three_gold_and_offers_the_first_three_cards():
    tiles = {"a1": {"meeples": "yellow"}, "b1": {"kind": "small_market", "meeples": "yellow"}}
    state = _after(
        position(tiles=tiles, market=["fish", "silk", "gold", "wheat"]), "pick a1", "drop b1 yellow"
    )
    assert texts(state) == ["market 1", "market 2", "market 3", "pass"]
    play(state, "market 2")
    assert state.players[0].gold == 47 and state.market == [
        CARD_NAMES.index(k) for k in ("fish", "gold", "wheat")
    ]
    poor = _after(position(tiles=tiles, holdings={0: {"gold": 2}}), "pick a1", "drop b1 yellow")
    assert poor.step == Step.END


def test_a_village_palace_is_skipped_when_the_supply_is_empty_unless_unlimited():
    tiles = {"a1": {"meeples": "yellow"}, "b1": {"kind": "village", "meeples": "yellow"}}
    empty = _after(position(tiles=tiles, supply={"palaces": 0}), "pick a1", "drop b1 yellow")
    assert empty.palaces[T["b1"]] == 0
    unlimited = _after(
        position(tiles=tiles, supply={"palaces": 0}, flags={"supply_limit": False}),
        "pick a1",
        "drop b1 yellow",
    )
    assert unlimited.palaces[T["b1"]] == 1


def test_clean_up_refills_the_market_to_nine_and_the_djinn_row_to_three():
    tiles = QUIET_TILES
    state = position(tiles=tiles, market=["fish", "silk", "gold"], djinn_row=["enki"])
    play(state, *QUIET_ROUND)
    assert len(state.market) == 9 and len(state.djinn_row) == 3


def test_an_empty_resource_pile_is_rebuilt_from_the_discards():
    tiles = QUIET_TILES
    state = position(tiles=tiles, market=[], resource_pile=[], resource_discard=["fish", "silk"])
    play(state, *QUIET_ROUND)
    assert sorted(state.market) == sorted(CARD_NAMES.index(k) for k in ("fish", "silk"))
    assert state.resource_discard == []
    kept = position(
        tiles=tiles,
        market=[],
        resource_pile=[],
        resource_discard=["fish", "silk"],
        flags={"resource_reshuffle": False},
    )
    play(kept, *QUIET_ROUND)
    assert kept.market == [] and len(kept.resource_discard) == 2


def test_a_card_leaving_a_hand_is_public_first_then_private_and_revealed():
    state = position(
        tiles={"a1": {"meeples": "yellow"}, "b1": {"meeples": "yellow"}},
        holdings={0: {"cards": {"fish": 2}, "private_cards": {"fish": 1}}},
    )
    play(state, "pick a1", "drop b1 yellow", "sell fish")
    events = play(state, "sell")
    assert state.players[0].cards[6] == 0 and state.players[0].private[6] == 1
    assert not any(e.kind == "cards_revealed" for e in events)
    events = play(state, "sell fish", "sell")
    assert any(e.kind == "cards_revealed" and e.cards == (6,) for e in events)


# ---- scoring (7) ---------------------------------------------------------------------------------


def test_score_breakdown_lines_and_their_sum():
    tiles = {
        "a1": {"owner": 0, "vp": 12, "kind": "sacred_place", "palms": 1, "palaces": 2},
        "b1": {"owner": 1, "kind": "village"},
        "c1": {"palms": 3, "palaces": 1},
        "f5": {"meeples": "red red"},
    }
    state = position(
        tiles=tiles,
        holdings={
            0: {
                "gold": 17,
                "viziers": 3,
                "elders": 2,
                "djinns": ["enki", "boaz"],
                "cards": {"fish": 2, "silk": 1, "ivory": 1, "fakir": 3},
            },
            1: {"viziers": 3},
            2: {"viziers": 1},
        },
    )
    lines = state.score_breakdown(0)
    assert lines == {
        "gold": 17,
        "viziers": 3,
        "vizier_bonus": 10,
        "elders": 4,
        "djinns": 14,
        "tiles": 12,
        "palms": 3,
        "palaces": 10,
        "merchandise": 7 + 1,
    }
    assert state.scores()[0] == sum(lines.values())
    assert state.score_breakdown(1)["tiles"] == 5


def test_tied_players_all_win():
    state = position(players=2, tiles={"a1": {"meeples": "yellow"}, "f5": {"meeples": "red"}})
    for _ in range(4):
        play(state, "pass", "end")
    assert state.is_terminal()
    assert state.scores() == [50, 50] and state.winners() == [0, 1]


def test_the_builder_neighbourhood_table_counts_blue_tiles_like_a_plain_loop():
    chooser = random.Random(5)
    for _ in range(20):
        kinds = [chooser.randrange(5) for _ in range(30)]
        expected = []
        for tile in range(30):
            row, col = divmod(tile, 6)
            expected.append(
                sum(
                    kinds[r * 6 + c] in (0, 1)
                    for r in range(row - 1, row + 2)
                    for c in range(col - 1, col + 2)
                    if 0 <= r < 5 and 0 <= c < 6
                )
            )
        assert blue_counts(kinds) == expected


def test_a_large_market_with_one_card_offers_market_1_and_then_ends():
    tiles = {"a1": {"meeples": "yellow"}, "b1": {"kind": "large_market", "meeples": "yellow"}}
    state = _after(position(tiles=tiles, market=["gold"]), "pick a1", "drop b1 yellow")
    assert texts(state) == ["market 1", "pass"]
    play(state, "market 1")
    assert state.step == Step.END and state.players[0].gold == 44 and state.market == []


def test_a_sacred_place_is_skipped_without_the_cost_or_with_an_empty_row():
    tiles = {
        "a5": {"kind": "small_market", "meeples": "yellow"},
        "b5": {"kind": "sacred_place", "meeples": "yellow"},
    }
    poor = _after(position(tiles=tiles, holdings={0: {"elders": 1}}), "pick a5", "drop b5 yellow")
    assert poor.step == Step.END
    empty = _after(
        position(tiles=tiles, djinn_row=[], holdings={0: {"elders": 2}}), "pick a5", "drop b5 yellow"
    )
    assert empty.step == Step.END
    able = _after(
        position(tiles=tiles, holdings={0: {"elders": 1, "cards": {"fakir": 1}}}), "pick a5", "drop b5 yellow"
    )
    assert able.step == Step.SACRED


def test_drawing_from_an_empty_pile_reshuffles_the_discards_or_draws_nothing():
    holdings = {0: {"cards": {"fakir": 1}, "djinns": ["sloar"]}}
    tiles = {"f5": {"meeples": "red red"}}
    state = position(tiles=tiles, holdings=holdings, resource_pile=[], resource_discard=["silk"])
    events = play(state, "use sloar")
    assert [e.kind for e in events if e.kind == "pile_reshuffled"] == ["pile_reshuffled"]
    assert sum(state.players[0].private) == 1, "the paid fakir joined the discards before the draw"
    bare = position(
        tiles=tiles,
        holdings=holdings,
        resource_pile=[],
        resource_discard=[],
        market=[],
        flags={"resource_reshuffle": False},
    )
    play(bare, "use sloar")
    assert sum(bare.players[0].private) == 0 and bare.resource_discard == [FAKIR]


def test_the_flag_defaults_are_the_specs_and_unknown_flags_are_refused():
    from game.rules.five_tribes.model import Flags

    assert Flags().to_dict() == {
        "last_meeple_match": "strict",
        "djinn_once_per": "marker_turn",
        "placement_neighbours": "surrounding",
        "nekir_payout": "per_kill",
        "baal_pays_on_self": False,
        "echidna_doubles_kandicha": False,
        "kill_final_tile": True,
        "assassin_kill": "compulsory",
        "stuck_marker": "skip_move",
        "supply_limit": True,
        "resource_reshuffle": True,
        "hidden_gold": False,  # coins face down as printed, offered as a flag
    }
    with pytest.raises(ValueError, match="unknown rule flag 'speed'"):
        TITLE.new_game(3, 1, speed="fast")
    with pytest.raises(ValueError, match="Five Tribes is for 2-4 players"):
        TITLE.new_game(5, 1)


def test_an_optional_second_kill_may_be_passed():
    tiles = {"a1": {"meeples": "red"}, "b1": {"meeples": "red"}, "c1": {"meeples": "green blue"}}
    state = position(
        tiles=tiles, flags={"assassin_kill": "optional"}, holdings={0: {"elders": 1, "djinns": ["iblis"]}}
    )
    play(state, "pick a1", "drop b1 red", "use iblis", "kill c1 green")
    assert texts(state) == ["kill c1 blue", "pass"]
    play(state, "pass")
    assert state.meeples[T["c1"]].tolist() == [0, 0, 0, 1, 0] and state.owner[T["c1"]] == -1


def test_a_new_game_deals_the_setup_of_spec_3():
    for players, camels, markers in ((2, 11, 4), (3, 8, 3), (4, 8, 4)):
        state = TITLE.new_game(players, 7)
        assert state.meeples.sum(axis=1).tolist() == [3] * 30 and state.bag == [0] * 5
        assert [p.camels for p in state.players] == [camels] * players
        assert [p.gold for p in state.players] == [50] * players
        assert len(state.bid_track) == markers and state.step == Step.BID
        assert len(state.market) == 9 and len(state.resource_pile) == 45 and len(state.djinn_row) == 3
        assert sorted(state.tile_vp) == sorted(
            [5] * 5 + [6, 6, 6, 6, 10, 12, 15] + [8] * 6 + [6] * 8 + [4] * 4
        )
