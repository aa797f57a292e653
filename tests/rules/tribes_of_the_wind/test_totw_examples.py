"""The worked examples of spec section 12, played through parse_action and apply."""

from __future__ import annotations

import pytest

from game.rules.base import IllegalAction
from game.rules.tribes_of_the_wind.events import TurnStarted
from game.rules.tribes_of_the_wind.state import Phase

from .conftest import legal_texts, play


def _plays(state):
    return [t for t in legal_texts(state) if t.startswith("play")]


def test_e1_requirements_at_3_players_count_the_played_card_and_both_neighbours(totw_scenario):
    state = totw_scenario("e1_requirements_3p.json")
    assert _plays(state) == ["play 1 easy", "play 2 easy", "play 3 easy", "play 4 easy", "play 5 easy"]
    with pytest.raises(IllegalAction, match="blue<both"):
        state.parse_action("play 1 hard")


def test_e1_without_played_card_counts_you_2_red_fails(totw_scenario):
    state = totw_scenario("e1_requirements_3p.json", played_card_counts=False)
    assert "play 2 easy" not in _plays(state)
    assert "play 1 easy" in _plays(state)


def test_e1_playing_r02a_gives_2_water_then_one_removal(totw_scenario):
    state = totw_scenario("e1_requirements_3p.json")
    water = state.boards[0].water
    play(state, "play 1 easy")
    assert state.boards[0].water == water + 2
    assert state.phase == Phase.CLEAN and state.counter == 1
    polluted = [x for x in range(12) if state.boards[0].pollution[x]]
    assert len(state.legal_actions()) == len(polluted)


def test_e2_two_players_count_the_row_as_second_neighbour_and_in_the_table(totw_scenario):
    state = totw_scenario("e2_requirements_2p.json")
    assert _plays(state) == ["play 1 easy", "play 2 easy", "play 3 easy", "play 5 easy"]


def test_e2_most_blue_still_holds_on_a_tie_when_the_row_is_left_out_of_the_table(totw_scenario):
    state = totw_scenario("e2_requirements_2p.json", two_player_row_in_table=False)
    # blue 2 + 1 = 3 against red 1 + 2 = 3: a tie still counts
    assert "play 2 easy" in _plays(state)


def test_e2_refill_offers_row_elements_and_deck_and_refills_the_row_afterwards(totw_scenario):
    state = totw_scenario("e2_requirements_2p.json")
    water = state.boards[0].water
    play(state, "play 2 easy")
    assert state.boards[0].water == water + 4
    assert legal_texts(state) == ["draw red", "draw blue", "draw yellow", "draw deck"]
    play(state, "draw blue")
    assert state.data.card_ids[state.boards[0].hand[1]] == "b02a"
    assert state.data.card_ids[state.element_row[0]] == "g04a"


def test_e3_planting_on_the_only_legal_space_with_every_source(totw_scenario):
    state = totw_scenario("e3_planting.json")
    play(state, "play 1 easy")
    assert legal_texts(state) == [
        "plant 1 b2", "plant 2 b2", "plant 3 b2", "plant 4 b2", "plant deck b2", "stop",
    ]  # fmt: skip
    stack_top = state.forest_stack[-1]
    play(state, "plant 2 b2")
    board = state.boards[0]
    assert board.water == 2
    assert state.data.tile_ids[board.tile[4]] == "green_12"
    assert state.forest_market[1] == stack_top


def test_e3_planting_on_a_polluted_space_is_refused_with_the_reason(totw_scenario):
    state = totw_scenario("e3_planting.json")
    play(state, "play 1 easy")
    with pytest.raises(IllegalAction, match="b1 holds pollution"):
        state.parse_action("plant 1 b1")


def test_e4_village_pollutes_neighbours_catapults_and_takes_a_village_card(totw_scenario):
    state = totw_scenario("e4_village.json")
    assert [t for t in legal_texts(state) if t.startswith("village")] == ["village b1"]
    play(state, "village b1")
    board = state.boards[0]
    assert board.capital == 6
    assert board.pollution[2] == 3 and board.pollution[4] == 1  # c1, b2
    assert board.riders[0] == 1
    assert state.phase == Phase.CATAPULT
    play(state, "move cap a2")
    assert board.capital == 5 and board.riders[3] == 1
    assert len(state.legal_actions()) == 8
    play(state, "village_card 4 now")
    assert len(state.legal_actions()) == 12
    play(state, "temple 1 b1")
    assert board.water == 4
    assert board.temple[1] == 1


def test_e4_village_without_enough_riders_says_how_many(totw_scenario):
    state = totw_scenario("e4_village.json")
    with pytest.raises(IllegalAction, match="village on a1 needs 3 riders, it has 1"):
        state.parse_action("village a1")


def test_e5_portal_villages_link_to_the_capital_and_each_other(totw_scenario):
    state = totw_scenario("e5_portals.json")
    play(state, "play 1 easy")
    assert legal_texts(state) == ["move cap a1", "move cap a2", "move cap c2", "stop"]
    play(state, "move cap c2", "move c2 c3")
    assert state.boards[0].riders[8] == 1
    assert state.counter == 1
    assert "move cap a2" in legal_texts(state)
    with pytest.raises(IllegalAction, match="cap and b2 are not linked"):
        state.parse_action("move cap b2")


def test_e5_a_move_between_portals_is_one_move(totw_scenario):
    state = totw_scenario("e5_portals.json")
    play(state, "play 1 easy", "move cap a2", "move a2 c2")
    assert state.counter == 1
    assert state.boards[0].riders[5] == 1


def test_e6_temple_action_discards_in_increasing_slots_and_cleans_with_p5(totw_scenario):
    state = totw_scenario("e6_temple_action.json")
    play(state, "temple")
    assert legal_texts(state) == ["discard 1", "discard 2", "discard 3"]
    play(state, "discard 2")
    assert legal_texts(state) == ["discard 3", "discard 4"]
    play(state, "discard 4")  # discard 5 is then forced
    assert state.boards[0].hand_count() == 2
    assert legal_texts(state) == [
        "temple 2 a2",
        "temple 2 b2",
        "temple 3 a2",
        "temple 3 b2",
        "temple 4 a2",
        "temple 4 b2",
    ]
    play(state, "temple 3 a2", "clean b1", "clean a3", "clean c1", "clean c1")
    board = state.boards[0]
    assert board.pollution[5] == 1  # c2 keeps one token, its removal was forced
    ids = [state.data.card_ids[c] for c in board.hand]
    assert ids == ["g10a", "r01a", "r10a", "r01b", "b01a"]


def _turn_order(events):
    return [(e.round, e.player + 1) for e in events if isinstance(e, TurnStarted)]


@pytest.mark.parametrize(("final_round", "expected"), [
    (True, [(9, 3), (9, 4), (10, 1), (10, 2), (10, 3), (10, 4)]),
    (False, [(9, 3), (9, 4)]),
])  # fmt: skip
def test_e7_the_end_finishes_the_round_then_plays_one_more(totw_scenario, final_round, expected):
    import numpy as np

    state = totw_scenario("e7_end_timing_4p.json", final_round=final_round)
    events = play(state, "village b2")
    assert state.end_token == 1 and state.end_round == 9
    rng = np.random.default_rng(7)
    while not state.is_terminal():
        legal = state.legal_actions()
        events.extend(state.apply(legal[int(rng.integers(len(legal)))]))
    assert _turn_order(events) == expected


def test_e8_final_scoring_counts_every_line(totw_scenario):
    state = totw_scenario("e8_final_scoring.json")
    assert state.score_breakdown(0) == {
        "villages": 15, "temples": 7, "pollution": 3, "forests": 6, "village_cards": 6, "end_token": 5,
    }  # fmt: skip
    assert state.scores()[0] == 42


def test_e8_forest_side_only_scoring_flag(totw_scenario):
    state = totw_scenario("e8_final_scoring.json", forests_count_villages=False)
    assert state.score_breakdown(0)["forests"] == 0
    assert state.scores()[0] == 36


def test_e9_a_colour_path_task_ends_the_turn_with_a_leader_choice(totw_scenario):
    state = totw_scenario("e9_path_task.json")
    play(state, "play 1 easy", "draw deck")
    assert state.phase == Phase.LEADER
    assert legal_texts(state) == [
        "leader rain_song",
        "leader temple_keeper",
        "leader clean_builder",
        "leader purifier",
    ]
    play(state, "leader purifier")
    assert state.boards[0].powers == [8]
    assert state.boards[0].tasks_done == [True, False]
    assert state.seat == 1
