"""Spec 2 and 4.5: each djinn's effect, cost and timing."""

from __future__ import annotations

from game.rules.five_tribes.board import TILE_INDEX
from game.rules.five_tribes.data import CARD_NAMES, DJINN_INDEX, FAKIR
from game.rules.five_tribes.model import Step

from .conftest import gains, play, position, texts

T = TILE_INDEX


def _djinn_row_ids(state):
    return [state.action_to_str(372 + d) for d in state.djinn_row]


def test_al_amin_counts_every_two_fakirs_as_a_card_of_the_best_kind():
    state = position(
        holdings={
            0: {"cards": {"fish": 1, "fakir": 5}, "djinns": ["al_amin"]},
            1: {"cards": {"fish": 1, "fakir": 5}},
        }
    )
    assert state.score_breakdown(0)["merchandise"] == 7  # fish + 2 wilds of new kinds: a suit of 3
    assert state.score_breakdown(1)["merchandise"] == 1
    assert state.score_breakdown(0)["djinns"] == 5


def test_anun_nak_draws_three_meeples_from_the_bag_onto_an_empty_tile():
    state = position(
        tiles={"f5": {"meeples": "red red"}}, holdings={0: {"elders": 1, "djinns": ["anun_nak"]}}
    )
    assert "use anun_nak a1" in texts(state)
    assert "use anun_nak f5" not in texts(state), "only empty tiles"
    bag = sum(state.bag)
    events = play(state, "use anun_nak a1")
    drawn = [e for e in events if e.kind == "meeples_drawn"][0]
    assert len(drawn.colours) == 3 and drawn.tile == T["a1"]
    assert state.meeples[T["a1"]].sum() == 3
    assert sum(state.bag) == bag - 3 + 1, "three drawn; the elder paid goes back to the bag"
    assert state.players[0].elders == 0
    assert state.step == Step.START


def test_anun_nak_draws_all_that_remain_when_the_bag_holds_fewer_than_three():
    state = position(
        tiles={"f5": {"meeples": "red red"}},
        bag={"green": 2},
        holdings={0: {"cards": {"fakir": 1}, "djinns": ["anun_nak"]}},
    )
    play(state, "use anun_nak a1")
    assert state.meeples[T["a1"]].tolist() == [0, 0, 2, 0, 0] and sum(state.bag) == 0
    assert "use anun_nak" not in " ".join(texts(state))


def _sacred_move(**kwargs):
    return position(
        tiles={
            "a5": {"kind": "small_market", "meeples": "white"},
            "b5": {"kind": "sacred_place", "meeples": "white"},
        },
        **kwargs,
    )


def test_gaining_baal_itself_pays_nothing():
    state = _sacred_move(djinn_row=["baal", "boaz", "sloar"])
    events = play(state, "pick a5", "drop b5 white", "djinn baal")
    assert gains(events, 0, "baal") == 0
    assert state.players[0].elders == 0 and state.djinn_owner[DJINN_INDEX["baal"]] == 0


def test_baal_pays_its_new_owner_one_with_baal_pays_on_self():
    state = _sacred_move(djinn_row=["baal", "boaz", "sloar"], flags={"baal_pays_on_self": True})
    events = play(state, "pick a5", "drop b5 white", "djinn baal")
    assert gains(events, 0, "baal") == 1


def test_baal_pays_its_owner_one_when_the_owner_gains_a_djinn():
    state = _sacred_move(djinn_row=["enki", "boaz", "sloar"], holdings={0: {"djinns": ["baal"]}})
    events = play(state, "pick a5", "drop b5 white", "djinn boaz")
    assert gains(events, 0, "baal") == 1


def test_bouraq_puts_a_palace_on_any_village_and_needs_the_supply():
    tiles = {"c1": {"kind": "village"}, "d1": {"kind": "village"}, "f5": {"meeples": "red red"}}
    state = position(tiles=tiles, holdings={0: {"elders": 1, "djinns": ["bouraq", "monkir"]}})
    assert [t for t in texts(state) if t.startswith("use bouraq")] == ["use bouraq c1", "use bouraq d1"]
    events = play(state, "use bouraq d1")
    assert state.palaces[T["d1"]] == 1 and state.supply_palaces == 9
    assert gains(events, 0, "monkir") == 1, "Monkir pays 1 when its owner places the palace"
    assert state.step == Step.START
    empty = position(tiles=tiles, supply={"palaces": 0}, holdings={0: {"elders": 1, "djinns": ["bouraq"]}})
    assert not [t for t in texts(empty) if t.startswith("use bouraq")]


def test_enki_puts_a_palm_on_any_oasis():
    state = position(
        default_kind="small_market",
        tiles={"e2": {"kind": "oasis"}, "f5": {"meeples": "red red"}},
        holdings={0: {"elders": 1, "djinns": ["enki"]}},
    )
    assert [t for t in texts(state) if t.startswith("use enki")] == ["use enki e2"]
    play(state, "use enki e2")
    assert state.palms[T["e2"]] == 1 and state.supply_palms == 11


def test_hagis_with_adjacent_placement_offers_the_four_adjacent_tiles(ft_scenario):
    state = ft_scenario("example_07_hagis_monkir.json", flags={"placement_neighbours": "adjacent"})
    play(state, "pick a2", "drop b2 yellow", "drop c2 yellow")
    assert texts(state) == ["palace", "use hagis c1", "use hagis b2", "use hagis d2", "use hagis c3"]


def test_haurvatat_makes_palms_on_your_tiles_worth_five():
    tiles = {"a1": {"owner": 0, "palms": 2}, "b1": {"owner": 1, "palms": 2}, "c1": {"palms": 1}}
    state = position(tiles=tiles, holdings={0: {"djinns": ["haurvatat"]}})
    assert state.score_breakdown(0)["palms"] == 10
    assert state.score_breakdown(1)["palms"] == 6


def test_iblis_kills_two_viziers_or_elders_of_the_same_opponent():
    state = position(
        tiles={"a1": {"meeples": "red"}, "b1": {"meeples": "red"}},
        holdings={0: {"elders": 1, "djinns": ["iblis"]}, 1: {"viziers": 1, "elders": 2}, 2: {"elders": 1}},
    )
    play(state, "pick a1", "drop b1 red", "use iblis", "kill p2 elder")
    assert texts(state) == ["kill p2 vizier", "kill p2 elder"]
    play(state, "kill p2 vizier")
    assert (state.players[1].viziers, state.players[1].elders, state.players[2].elders) == (0, 1, 1)


def test_jafaar_and_shamhat_raise_the_worth_of_viziers_and_elders():
    state = position(
        holdings={
            0: {"viziers": 3, "elders": 3, "djinns": ["jafaar", "shamhat"]},
            1: {"viziers": 3, "elders": 3},
        }
    )
    assert (state.score_breakdown(0)["viziers"], state.score_breakdown(0)["elders"]) == (9, 12)
    assert (state.score_breakdown(1)["viziers"], state.score_breakdown(1)["elders"]) == (3, 6)
    assert state.score_breakdown(0)["vizier_bonus"] == 10, "the majority bonus is unchanged (p3 has fewer)"


def _kandicha(**extra):
    tiles = {
        "a1": {"meeples": "red"},
        "b1": {"meeples": "red"},
        "c1": {"meeples": "green blue"},
        "c2": {"kind": "village"},
        "d2": {"kind": "sacred_place"},
    }
    return position(tiles=tiles, holdings={0: {"djinns": ["kandicha"]}, 1: {"viziers": 2}}, **extra)


def test_kandicha_draws_a_private_card_for_a_killed_merchant():
    state = _kandicha(resource_pile=["silk"], market=["fish"])
    events = play(state, "pick a1", "drop b1 red", "kill c1 green")
    assert state.players[0].private[CARD_NAMES.index("silk")] == 1
    assert any(e.kind == "cards_taken" and e.private for e in events)


def test_kandicha_pays_the_blue_tiles_around_a_killed_builder():
    state = _kandicha()
    events = play(state, "pick a1", "drop b1 red", "kill c1 blue")
    assert gains(events, 0, "kandicha") == 2  # c2 and d2 are in c1's 3x3 square


def test_kandicha_takes_a_killed_vizier_into_your_own():
    state = _kandicha()
    bag = state.bag[0]
    play(state, "pick a1", "drop b1 red", "kill p2 vizier")
    assert state.players[0].viziers == 1 and state.players[1].viziers == 1 and state.bag[0] == bag


def test_kumarbi_offers_every_discount_that_fits_and_counts_as_used():
    state = position(
        order=[],
        holdings={0: {"gold": 50, "cards": {"fakir": 3}, "djinns": ["kumarbi"]}},
        phase="bid",
        bid_track=[0, 1, 2],
        turn_track={},
    )
    play(state, "bid 18")
    assert state.step == Step.KUMARBI and texts(state) == ["fakirs 0", "fakirs 1", "fakirs 2", "fakirs 3"]
    play(state, "fakirs 2")
    assert state.players[0].gold == 42 and state.players[0].held(FAKIR) == 1
    assert state.players[0].powers_used >> DJINN_INDEX["kumarbi"] & 1


def test_lamia_may_move_the_palm_to_a_surrounding_tile():
    state = position(
        tiles={"a1": {"meeples": "yellow"}, "b1": {"meeples": "yellow"}},
        holdings={0: {"elders": 1, "djinns": ["lamia"]}},
    )
    play(state, "pick a1", "drop b1 yellow")
    assert texts(state) == [
        "palm",
        "use lamia a1",
        "use lamia c1",
        "use lamia a2",
        "use lamia b2",
        "use lamia c2",
    ]
    play(state, "use lamia c2")
    assert state.palms[T["c2"]] == 1 and state.palms[T["b1"]] == 0 and state.step == Step.END


def test_leta_puts_a_camel_on_an_empty_tile_and_the_last_camel_ends_the_game_this_round():
    state = position(
        tiles={"f5": {"meeples": "red red"}}, holdings={0: {"elders": 2, "camels": 1, "djinns": ["leta"]}}
    )
    play(state, "use leta a1")
    assert state.owner[T["a1"]] == 0 and state.players[0].camels == 0
    assert state.last_round and state.players[0].elders == 0


def test_nekir_pays_per_meeple_under_per_meeple():
    tiles = {"a1": {"meeples": "red"}, "b1": {"meeples": "red"}, "c1": {"meeples": "green blue"}}
    for payout, expected in (("per_kill", 2), ("per_meeple", 4)):
        state = position(
            tiles=tiles,
            flags={"nekir_payout": payout},
            holdings={0: {"elders": 1, "djinns": ["iblis"]}, 1: {"djinns": ["nekir"]}},
        )
        events = play(state, "pick a1", "drop b1 red", "use iblis", "kill c1 green", "kill c1 blue")
        assert gains(events, 1, "nekir") == expected


def test_sibittis_keeps_one_of_three_drawn_djinns_and_discards_the_rest_face_up():
    state = position(
        tiles={"f5": {"meeples": "red red"}},
        djinn_pile=["leta", "utug", "sloar"],
        holdings={0: {"elders": 2, "cards": {"fakir": 1}, "djinns": ["sibittis"]}, 1: {"djinns": ["baal"]}},
    )
    play(state, "use sibittis")
    assert texts(state) == ["pay elder", "pay fakir"]
    play(state, "pay fakir")
    assert state.step == Step.KEEP and texts(state) == ["djinn leta", "djinn sloar", "djinn utug"]
    events = play(state, "djinn utug")
    assert state.djinn_owner[DJINN_INDEX["utug"]] == 0
    assert sorted(state.djinn_discard) == sorted([DJINN_INDEX["leta"], DJINN_INDEX["sloar"]])
    assert gains(events, 1, "baal") == 2
    assert state.step == Step.START


def test_sibittis_rebuilds_an_empty_djinn_pile_from_the_discards():
    state = position(
        tiles={"f5": {"meeples": "red red"}},
        djinn_pile=[],
        djinn_discard=["leta"],
        holdings={0: {"elders": 2, "djinns": ["sibittis"]}},
    )
    events = play(state, "use sibittis")
    assert any(e.kind == "pile_reshuffled" and e.pile == "djinn" for e in events)
    assert state.djinn_owner[DJINN_INDEX["leta"]] == 0, "a single drawn djinn is kept without a KEEP step"


def test_sloar_draws_the_top_resource_card_face_down():
    state = position(
        tiles={"f5": {"meeples": "red red"}},
        resource_pile=["gold", "fish"],
        holdings={0: {"cards": {"fakir": 1}, "djinns": ["sloar"]}},
    )
    play(state, "use sloar")
    assert state.players[0].private[CARD_NAMES.index("gold")] == 1
    assert state.players[0].held(FAKIR) == 0
    assert state.resource_pile == [CARD_NAMES.index("fish")]


def test_utug_claims_an_unowned_tile_with_meeples_and_no_palm_or_palace():
    tiles = {
        "a1": {"meeples": "white"},
        "b1": {"meeples": "white", "palms": 1},
        "c1": {"meeples": "red", "owner": 1},
    }
    state = position(tiles=tiles, holdings={0: {"elders": 2, "djinns": ["utug"]}})
    assert [t for t in texts(state) if t.startswith("use utug")] == ["use utug a1"]
    play(state, "use utug a1")
    assert state.owner[T["a1"]] == 0 and state.meeples[T["a1"]].tolist() == [0, 1, 0, 0, 0]


def test_a_power_is_used_once_per_marker_turn_by_default_and_again_in_the_next_turn():
    tiles = {
        "a1": {"meeples": "yellow"},
        "b1": {"meeples": "yellow"},
        "e5": {"meeples": "white"},
        "f5": {"meeples": "white"},
    }
    state = position(
        players=2, tiles=tiles, order=[0, 0, 1, 1], holdings={0: {"elders": 4, "djinns": ["leta"]}}
    )
    play(state, "use leta c3")
    assert not [t for t in texts(state) if t.startswith("use leta")]
    play(state, "pick a1", "drop b1 yellow", "end")
    assert state.current_player() == 0
    assert [t for t in texts(state) if t.startswith("use leta")]


def test_a_power_is_used_once_per_round_under_round():
    tiles = {
        "a1": {"meeples": "yellow"},
        "b1": {"meeples": "yellow"},
        "e5": {"meeples": "white"},
        "f5": {"meeples": "white"},
    }
    state = position(
        players=2,
        tiles=tiles,
        order=[0, 0, 1, 1],
        flags={"djinn_once_per": "round"},
        holdings={0: {"elders": 4, "djinns": ["leta"]}},
    )
    play(state, "use leta c3", "pick a1", "drop b1 yellow", "end")
    assert state.current_player() == 0
    assert not [t for t in texts(state) if t.startswith("use leta")]


def test_powers_are_offered_at_end_too():
    state = position(
        tiles={"a1": {"meeples": "yellow"}, "b1": {"meeples": "yellow"}},
        holdings={0: {"elders": 2, "djinns": ["leta"]}},
    )
    play(state, "pick a1", "drop b1 yellow")
    assert state.step == Step.END and "use leta c3" in texts(state)
    play(state, "use leta c3")
    assert state.step == Step.END and state.owner[T["c3"]] == 0


def test_echidna_is_offered_at_assassin_only_with_the_flag_and_kandicha():
    tiles = {
        "a1": {"meeples": "red"},
        "b1": {"meeples": "red"},
        "c1": {"meeples": "blue"},
        "c2": {"kind": "village"},
    }
    holdings = {0: {"elders": 2, "djinns": ["echidna", "kandicha"]}}
    plain = position(tiles=tiles, holdings=holdings)
    play(plain, "pick a1", "drop b1 red")
    assert plain.step == Step.KILL, "ASSASSIN is skipped: only fakirs 0 and no power"
    state = position(tiles=tiles, holdings=holdings, flags={"echidna_doubles_kandicha": True})
    play(state, "pick a1", "drop b1 red")
    assert texts(state) == ["fakirs 0", "use echidna"]
    events = play(state, "use echidna", "kill c1 blue")
    assert gains(events, 0, "kandicha") == 2
