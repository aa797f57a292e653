"""Scoring order and amounts (4.5, 7), the initiative order (4.2) and the place_on_take flow (9)."""

from __future__ import annotations

from game.rules.prehistories.events import CardsDrawn, GameEnded, PartiesRevealed, TotemsPlaced
from game.rules.prehistories.state import Phase

from .conftest import play, scenario_spec

HERD = [{"card": 4, "side": "sun", "scored_by": []}]


def test_a_card_scored_before_by_someone_else_gives_the_later_number(ph_scenario):
    state = ph_scenario(
        "herd_from_several_tiles.json", objectives=[{"card": 4, "side": "sun", "scored_by": [0]}]
    )
    assert state.scores() == [2, 0]
    events = play(state, "paint 1 front a4")
    assert TotemsPlaced(1, "herd_8", 1, 1) in events
    assert state.scored_by[0] == [0, 1]


def test_the_eighth_totem_ends_the_game_even_when_more_is_owed(ph_scenario):
    objectives = [
        {"card": 1, "side": "moon", "scored_by": [1]},
        {"card": 7, "side": "moon", "scored_by": [1]},
        {"card": 2, "side": "sun", "scored_by": [0, 1]},
        {"card": 4, "side": "sun", "scored_by": []},
    ]
    state = ph_scenario("herd_from_several_tiles.json", objectives=objectives)
    assert state.scores() == [2, 7]
    events = play(state, "paint 1 front a4")
    assert TotemsPlaced(1, "herd_8", 1, 8) in events
    assert events[-1] == GameEnded((1,), "eighth_totem")
    assert not any(isinstance(e, CardsDrawn) for e in events), "nothing is drawn after the end"
    assert state.is_terminal() and state.winners() == [1] and state.current_player() == -1
    breakdown = state.score_breakdown(1)
    assert list(breakdown) == [
        "columns",
        "rows",
        "legendaries",
        "surround_totems",
        "four_corners",
        "centre_square",
        "herd_8",
    ]
    assert sum(breakdown.values()) == 8 and breakdown["herd_8"] == 1


def _column_and_legend_spec() -> dict:
    spec = scenario_spec("herd_from_several_tiles.json")
    spec["objectives"] = HERD
    spec["seats"] = [
        {"cave": [{"tile": "fish_2", "side": "back", "at": at} for at in ("a1", "a3", "a5")]},
        {},
    ]
    spec["turn"] = {
        "order": [0],
        "pending": [{"zone": "1", "tile": "fish_1"}, {"zone": "5", "tile": "legendary_2"}],
        "tiles_taken": 2,
    }
    return spec


def test_columns_then_legendaries_score_once_after_all_tiles_are_painted(ph_scenario):
    from game.rules import load_title

    state = load_title("prehistories").scenario(_column_and_legend_spec())
    first = play(state, "paint 1 front a7")
    assert not any(isinstance(e, TotemsPlaced) for e in first), "4.3: scoring waits for the last tile"
    events = play(state, "paint 5 front b5")
    placed = [(e.objective, e.count) for e in events if isinstance(e, TotemsPlaced)]
    assert placed == [("columns", 1), ("legendaries", 1)]
    assert state.score_breakdown(0)["columns"] == 1 and state.score_breakdown(0)["legendaries"] == 1


def _three_tiles_spec(counts_discards: bool) -> dict:
    spec = scenario_spec("unplaceable_take.json")
    spec["phase"] = "paint"
    spec["objectives"] = [{"card": 8, "side": "moon", "scored_by": []}]
    spec["rule_flags"] = {"three_in_a_turn_counts_discards": counts_discards}
    spec["seats"][0]["party"] = []
    spec["zones"] = {"4": "boar_4a"}
    spec["turn"] = {
        "order": [0],
        "pending": [
            {"zone": "1", "tile": "fish_1"},
            {"zone": "2", "tile": "ibex_2"},
            {"zone": "3", "tile": "buffalo_3a"},
        ],
    }
    return spec


def test_three_in_a_turn_counts_a_discarded_tile_by_default():
    from game.rules import load_title

    state = load_title("prehistories").scenario(_three_tiles_spec(True))
    events = play(state, "paint 1 front a1", "paint 2 front c1")  # discard 3 is then forced
    assert TotemsPlaced(0, "three_in_a_turn", 2, 5) in events


def test_three_in_a_turn_ignores_discards_with_the_flag_off():
    from game.rules import load_title

    state = load_title("prehistories").scenario(_three_tiles_spec(False))
    events = play(state, "paint 1 front a1", "paint 2 front c1")  # discard 3 is then forced
    assert not any(isinstance(e, TotemsPlaced) for e in events)


def _revealed_order(ph_scenario, parties: list[list[int]]) -> list[int]:
    seats = [{"hand": [], "party": p, "committed": True} for p in parties]
    spec_colours = ["yellow", "blue", "red"]
    state = ph_scenario("empty_party.json", colours=spec_colours, seats=seats)
    return list(state.order)


def test_equal_values_go_to_the_party_with_the_faster_card(ph_scenario):
    # values 6, 6, 6: fastest cards 1, 2 and 53
    assert _revealed_order(ph_scenario, [[1], [2], [12, 53]]) == [2, 1, 0]


def test_a_lower_value_goes_first_whatever_its_speed(ph_scenario):
    # values 6, 5, 7: seat 1 (card 11, slow) still leads
    assert _revealed_order(ph_scenario, [[1], [11], [3, 53]]) == [1, 0, 2]


def test_the_reveal_shows_every_party_and_the_order(ph_scenario):
    state = ph_scenario("empty_party.json")
    events = play(state, "commit", "select 14", "select 55", "select 35", "select 44")
    revealed = [e for e in events if isinstance(e, PartiesRevealed)]
    assert revealed == [PartiesRevealed(((), (14, 55), (35, 44)), (2, 1))]


def test_place_on_take_paints_at_once_then_the_hunt_resumes(ph_scenario):
    state = ph_scenario("reachable_zones.json", rule_flags={"turn_flow": "place_on_take"})
    play(state, "assign 1 51")  # no faster card is left: take 1 is forced
    assert state.phase == Phase.PAINT and state.current_player() == 0
    assert [state.action_to_str(a) for a in state.legal_actions()][:2] == [
        "paint 1 front a1",
        "paint 1 front a2",
    ]
    play(state, "paint 1 front a1")
    assert state.phase == Phase.HUNT and state.current_player() == 0
    assert state.seats[0].party == [1, 33]
    events = play(state, "done")
    drawn = [e for e in events if isinstance(e, CardsDrawn) and e.player == 0]
    assert drawn[0].count == 1, "1 tile, 1 injury (strength 1 is below green 4)"
    assert sorted(state.seats[0].known) == [1, 33]
