"""Rules beyond the worked examples: leader powers, villages, village cards, setup and rule flags."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.tribes_of_the_wind.data import SPACE_INDEX
from game.rules.tribes_of_the_wind.events import CardPlayed, DeckShuffled, VillageCardTaken
from game.rules.tribes_of_the_wind.scoring import winners
from game.rules.tribes_of_the_wind.state import Phase, TotwState

from .conftest import TITLE, legal_texts, play

HAND = ["r10a", "b10a", "g10a", "y10a", "r10b"]  # every card "none": always playable


def seat1(terrain: dict[str, Any] | None = None, powers: list[str] = (), leader: str = "aelis",
          flags: dict[str, Any] | None = None, **board: Any) -> TotwState:  # fmt: skip
    tasks = ["path", "unique"][: len(powers)]
    first = {"leader": leader, "hand": HAND, "leader_cards": list(powers), "tasks_done": tasks, **board}
    if terrain is not None:
        first["terrain"] = terrain
    state = TITLE.scenario({"players": 2, "seed": 3, "rule_flags": flags or {}, "boards": [first]})
    assert isinstance(state, TotwState)
    return state


def test_setup_applies_each_start_tile_bonus() -> None:
    state = TITLE.new_game(5, 1)
    assert [b.water for b in state.boards] == [1, 2, 2, 3, 3]
    assert [b.riders[0] for b in state.boards] == [0, 0, 1, 1, 1]
    assert [b.capital for b in state.boards] == [7, 7, 6, 6, 6]
    assert [b.pollution[1] for b in state.boards] == [1, 1, 1, 1, 0]
    assert all(sum(b.pollution) == 16 - (s == 4) for s, b in enumerate(state.boards))
    assert len({b.leader for b in state.boards}) == 5
    assert all(b.hand_count() == 5 and b.tucked.count(-1) == 3 for b in state.boards)


def test_rain_song_adds_water_to_blue_cards() -> None:
    state = seat1({"a1": {"tile": "start_1"}}, ["rain_song"], water=0)
    play(state, "play 2 easy")  # b10a: W2
    assert state.boards[0].water == 3


def test_tailwind_gives_a_plain_yellow_card_a_move() -> None:
    state = seat1({"a1": {"tile": "start_1"}}, ["tailwind"], leader="mena")
    play(state, "play 4 easy")  # y10a: M2 + 1
    assert state.phase == Phase.MOVE and state.counter == 3


def test_purifier_removes_one_token_more() -> None:
    terrain = {"a1": {"tile": "start_1"}, "b1": {"pollution": 2}, "c1": {"pollution": 2}}
    state = seat1(terrain, ["purifier"])
    play(state, "play 1 easy")  # r10a: W1 + P1 -> P2
    assert state.phase == Phase.CLEAN and state.counter == 2


def _played(events: list[Any]) -> CardPlayed:
    return next(e for e in events if isinstance(e, CardPlayed))


def test_card_played_names_the_powers_that_add_to_the_row() -> None:
    terrain = {"a1": {"tile": "start_1"}, "b1": {"pollution": 2}, "c1": {"pollution": 2}}
    powers = ["rain_song", "tailwind", "purifier", "green_thumb"]
    cases = [
        ("play 4 easy", "mena", ["tailwind"], ("tailwind",)),  # y10a: M2
        ("play 2 easy", "aelis", ["rain_song"], ("rain_song",)),  # b10a: W2
        ("play 1 easy", "aelis", ["purifier"], ("purifier",)),  # r10a: W1 + P1
        ("play 3 easy", "koru", ["green_thumb"], ("green_thumb",)),  # g10a: F1
        ("play 1 easy", "koru", ["rain_song", "green_thumb"], ()),  # r10a: neither adds to it
    ]
    for move, leader, held, boosts in cases:
        state = seat1(terrain, held, leader=leader)
        assert _played(play(state, move)).boosts == boosts, (move, held)
    assert set(powers) == {p for _, _, held, _ in cases for p in held}


def test_a_village_card_used_now_names_the_purifier_that_adds_to_its_clean() -> None:
    terrain = {**_village_board("purple_05"), "c3": {"pollution": 3}, "c4": {"pollution": 3}}
    spec = {"players": 2, "village_row": ["v04", "v27", "v03", "v08"], "boards": [{
        "leader": "aelis", "hand": HAND, "terrain": terrain, "leader_cards": ["purifier"],
        "tasks_done": ["path"]}]}  # fmt: skip
    state = TITLE.scenario(spec)
    events = play(state, "village b1", "village_card 1 now")  # v04: P3, + 1 with purifier
    taken = next(e for e in events if isinstance(e, VillageCardTaken))
    assert taken.boosts == ("purifier",)
    assert state.phase == Phase.CLEAN and state.counter == 4


def test_temple_keeper_discards_two_then_draws_two_blind() -> None:
    state = seat1({"a1": {"tile": "start_1"}, "b1": {"tile": "purple_01"}}, ["temple_keeper"])
    play(state, "temple", "discard 1")
    assert legal_texts(state) == ["discard 2", "discard 3", "discard 4", "discard 5"]
    play(state, "discard 2")
    assert state.phase == Phase.PLACE_TEMPLE
    play(state, "temple 1 a1")  # W4, then the blind draw ends the turn
    assert state.seat == 1 and state.boards[0].hand_count() == 5


def test_wise_draw_refills_by_choice_after_a_temple() -> None:
    state = seat1({"a1": {"tile": "start_1"}, "b1": {"tile": "purple_01"}}, ["wise_draw"], leader="koru")
    play(state, "temple", "discard 1", "discard 2", "discard 3", "temple 1 a1")
    assert state.phase == Phase.DRAW
    assert state.boards[0].hand_count() == 2


def test_green_thumb_lowers_every_planting_cost() -> None:
    terrain = {"a1": {"tile": "start_1"}}
    spec_market = ["purple_01", "purple_02", "purple_03", "purple_04"]  # cost 4 each
    for powers, affordable in (([], False), (["green_thumb"], True)):
        state = TITLE.scenario({"players": 2, "forest_market": spec_market, "boards": [{
            "leader": "koru", "hand": HAND, "terrain": terrain, "water": 2,
            "leader_cards": powers, "tasks_done": ["path"][: len(powers)]}]})  # fmt: skip
        play(state, "play 3 easy")  # g10a: F1, cost 4 - 1 (- 1)
        assert (state.phase == Phase.PLANT) == affordable
        if affordable:
            play(state, "plant 1 b1")
            assert state.boards[0].water == 0


def _village_board(tile: str = "purple_05", riders: int = 3) -> dict[str, Any]:
    return {"a1": {"tile": "start_1"}, "b1": {"tile": tile, "riders": riders}}


def test_clean_builder_spares_one_space_of_the_village_pollution() -> None:
    state = seat1(_village_board("purple_06"), ["clean_builder"])
    play(state, "village b1")
    assert legal_texts(state) == ["spare c1", "spare b2"]
    play(state, "spare b2")
    board = state.boards[0]
    assert board.pollution[SPACE_INDEX["b2"]] == 0 and board.pollution[SPACE_INDEX["c1"]] == 1


def test_a_turbine_village_places_no_pollution_and_a_water_village_gives_2() -> None:
    state = seat1(_village_board("purple_05"), water=0)  # purple_05: turbine
    play(state, "village b1")
    assert sum(state.boards[0].pollution) == 0
    state = seat1(_village_board("purple_08"), water=0)  # purple_08: water
    play(state, "village b1")
    assert state.boards[0].water == 2
    assert sum(state.boards[0].pollution) == 2


def test_light_footed_needs_one_rider_less_but_at_least_two() -> None:
    state = seat1(_village_board("purple_10", riders=3), ["light_footed"], leader="koru")
    assert "village b1" in legal_texts(state)  # 4 slots: 3 riders
    state = seat1(_village_board("purple_01", riders=2), ["light_footed"], leader="koru")
    assert "village b1" in legal_texts(state)  # 2 slots: still 2 riders
    with pytest.raises(ValueError, match="needs 4 riders, it has 3"):
        seat1(_village_board("purple_10", riders=3)).parse_action("village b1")


def test_homecoming_gives_two_moves_after_the_village_card() -> None:
    state = seat1(_village_board("purple_05"), ["homecoming"], leader="mena")
    play(state, "village b1", "village_card 1 tuck")
    assert state.phase == Phase.MOVE and state.counter == 2


def test_a_fifth_tucked_card_must_replace_one() -> None:
    state = seat1(_village_board("purple_05"), tucked=["v01", "v02", "v03", "v04"])
    play(state, "village b1")
    texts = legal_texts(state)
    assert "village_card 1 tuck" not in texts and "village_card 1 tuck replace 2" in texts
    taken = state.village_row[0]
    play(state, "village_card 1 tuck replace 2")
    assert state.boards[0].tucked[1] == taken
    assert state.data.village_ids[state.village_discard[-1]] == "v02"


def test_a_village_card_used_now_resolves_its_effect_and_is_discarded() -> None:
    spec = {"players": 2, "village_row": ["v12", "v27", "v03", "v08"], "boards": [{
        "leader": "aelis", "hand": HAND, "terrain": _village_board("purple_05"), "water": 0}]}  # fmt: skip
    state = TITLE.scenario(spec)
    play(state, "village b1", "village_card 2 now")  # v27: W3
    assert state.boards[0].water == 3
    assert state.data.village_ids[state.village_discard[-1]] == "v27"


def test_both_tasks_completed_in_one_turn_give_two_leader_choices() -> None:
    terrain = {"a1": {"tile": "start_1"}, "b1": {"tile": "purple_01"}, "b2": {"tile": "green_01"},
               "b3": {"tile": "green_02"}, "c3": {"tile": "yellow_01"}}  # fmt: skip
    state = seat1(terrain, leader="koru", water=11)  # koru's unique task: 12 water
    state_aelis = seat1(terrain, leader="aelis", water=11)
    play(state, "play 1 easy", "draw deck")  # W1 -> 12 water, no path for koru
    assert state.boards[0].tasks_done == [False, True]
    play(state_aelis, "play 1 easy", "draw deck")
    assert state_aelis.boards[0].tasks_done == [True, False]
    play(state_aelis, "leader purifier")
    assert state_aelis.phase == Phase.ACTION and state_aelis.seat == 1


def test_task_check_any_time_counts_a_task_met_only_mid_turn() -> None:
    terrain = {"a1": {"tile": "start_1"}}
    market = ["purple_10", "purple_11", "purple_12", "purple_13"]  # cost 2
    for any_time in (False, True):
        state = TITLE.scenario({"players": 2, "forest_market": market, "rule_flags": {
            "task_check_any_time": any_time}, "boards": [{"leader": "koru", "hand": HAND,
            "terrain": terrain, "water": 12}]})  # fmt: skip
        play(state, "play 3 easy", "plant 1 b1")  # 12 water, then 11 after planting
        if state.phase == Phase.DRAW:
            play(state, "draw deck")
        assert state.boards[0].tasks_done[1] == any_time


def test_clean_anywhere_off_limits_removal_to_spaces_next_to_tiles() -> None:
    terrain = {
        "a1": {"tile": "start_1"},
        "b1": {"pollution": 1},
        "c4": {"pollution": 2},
        "c3": {"pollution": 1},
    }
    state = seat1(terrain, flags={"clean_anywhere": False})
    play(state, "play 1 easy")  # P1: only b1 touches a tile, so it is cleaned at once
    assert state.boards[0].pollution[1] == 0 and state.boards[0].pollution[11] == 2


def test_blind_forest_draw_can_be_switched_off() -> None:
    terrain = {"a1": {"tile": "start_1"}}
    on = seat1(terrain, water=5)
    off = seat1(terrain, water=5, flags={"blind_forest_draw": False})
    play(on, "play 3 easy")
    play(off, "play 3 easy")
    assert "plant deck b1" in legal_texts(on) and "plant deck b1" not in legal_texts(off)


def test_round_limit_ends_an_untriggered_game() -> None:
    state = TITLE.new_game(3, 2, round_limit=2)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert state.round == 2


def test_ties_break_by_villages_then_water_or_are_shared() -> None:
    def tied(flag: str) -> list[int]:
        boards = [
            {"leader": leader, "terrain": {"a1": {"tile": f"start_{seat}"}}, "water": water, "tucked": []}
            for seat, leader, water in ((1, "aelis", 3), (2, "koru", 5))
        ]
        state = TITLE.scenario({"players": 2, "boards": boards, "rule_flags": {"tie_break": flag}})
        assert state.winners() == [], "no winner before the end"
        return winners(state)

    assert tied("villages_then_water") == [1]
    assert tied("shared") == [0, 1]


def test_unknown_rule_flags_and_bad_scenarios_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown rule flag"):
        TITLE.new_game(2, 1, fast=True)
    with pytest.raises(ValueError):
        TITLE.new_game(6, 1)
    bad = [
        {"players": 2, "boards": [{"hand": ["r01a"] * 5}]},
        {"players": 2, "boards": [{"terrain": {"b1": {"tile": "purple_01", "pollution": 1}}}]},
        {"players": 2, "boards": [{"terrain": {"b1": {"tile": "purple_01", "colour": "green"}}}]},
        {"players": 2, "boards": [{"terrain": {"b1": {"tile": "purple_01", "riders": 8}}}]},
        {"players": 2, "boards": [{"leader": "aelis"}, {"leader": "aelis"}]},
        {"players": 2, "boards": [{"leader": "aelis", "leader_cards": ["tailwind"], "tasks_done": ["path"]}]},
        {"players": 2, "element_row": ["r01a", "r01a", "b01a", "b02a"]},
        {"players": 2, "forest_market": ["purple_99", None, None, None]},
        {"players": 2, "surprise": 1},
    ]
    for spec in bad:
        with pytest.raises(ValueError):
            TITLE.scenario(spec)


def test_the_element_discard_pile_is_reshuffled_when_the_deck_runs_out() -> None:
    spec = {
        "players": 2,
        "element_row": ["r01a", "r01b", "b01a", "b01b"],
        "boards": [{"leader": "aelis", "hand": HAND}, {"hand": ["g01a", "g01b", "y01a", "y01b", "r02a"]}],
    }
    named = set(spec["element_row"]) | set(HAND) | set(spec["boards"][1]["hand"])
    others = [c for c in TITLE.new_game(2, 1).data.card_ids if c not in named]
    spec["element_deck"] = others[:1]
    spec["element_discard"] = others[1:]
    state = TITLE.scenario(spec)
    play(state, "play 1 easy")
    if state.phase == Phase.CLEAN:
        play(state, state.action_to_str(state.legal_actions()[0]))
    events = play(state, "draw deck")
    # the last deck card is drawn; the discard pile (played card included) becomes the new deck at once
    assert [e.size for e in events if isinstance(e, DeckShuffled)] == [len(others)]
    assert len(state.element_deck) == len(others) and state.element_discard == []


def test_the_village_discard_pile_is_reshuffled_to_refill_the_row() -> None:
    rest = [f"v{i:02d}" for i in range(6, 31)]
    spec = {"players": 2, "village_row": ["v01", "v02", "v03", "v04"], "village_deck": [], "village_discard": rest,
            "boards": [{"leader": "aelis", "hand": HAND, "terrain": _village_board("purple_05"), "tucked": ["v05"]},
                       {"tucked": []}]}  # fmt: skip
    state = TITLE.scenario(spec)
    events = play(state, "village b1", "village_card 1 tuck")
    assert [e.size for e in events if isinstance(e, DeckShuffled) and e.pile == "village"] == [25]
    assert state.village_row[0] != -1 and state.village_discard == [] and len(state.village_deck) == 24


def test_an_empty_stack_leaves_the_emptied_market_slot_empty() -> None:
    data = TITLE.new_game(2, 1).data
    tiles = list(data.tile_ids[: data.num_forest_tiles])
    market, tiles = tiles[:4], tiles[4:]
    seat1_terrain = {"a1": {"tile": "start_1"}, "a2": {"tile": tiles.pop()}, "a3": {"tile": tiles.pop()}}
    boards = [{"leader": "aelis", "hand": HAND, "terrain": seat1_terrain, "water": 9}]
    for seat in range(2, 5):
        terrain = {"a1": {"tile": f"start_{seat}"}}
        for space in ("b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3", "a4", "b4", "c4"):
            terrain[space] = {"tile": tiles.pop()}
        boards.append({"terrain": terrain})
    assert tiles == []
    state = TITLE.scenario({"players": 4, "boards": boards, "forest_market": market, "forest_stack": []})
    play(state, "play 3 easy")  # g10a: F1
    assert "plant deck b1" not in legal_texts(state)
    events = play(state, "plant 1 b1")
    assert state.forest_market[0] == -1 and not [e for e in events if e.kind == "market_refilled"]


def test_a_temple_action_with_every_temple_built_only_discards_and_draws() -> None:
    terrain = {"a1": {"tile": "start_1", "temple": 1}, "b1": {"tile": "purple_01", "temple": 2},
               "c1": {"tile": "purple_02", "temple": 3}, "b2": {"tile": "purple_03", "temple": 4}}  # fmt: skip
    state = seat1(terrain)
    water = state.boards[0].water
    play(state, "temple", "discard 1", "discard 2", "discard 3")
    assert state.seat == 1 and state.boards[0].hand_count() == 5 and state.boards[0].water == water
