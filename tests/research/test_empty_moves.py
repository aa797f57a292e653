"""The no-empty-moves audit (research.audit.EmptyMoveWatch) on planted Tribes of the Wind turns."""

from __future__ import annotations

from game.rules import load_title
from game.rules.base import State
from game.rules.tribes_of_the_wind import actions as act
from research import audit

TITLE = load_title("tribes_of_the_wind")


def card_index(code: str) -> int:
    """Card index from an id such as ``r04b`` (spec 2.2: element, design, copy)."""
    return "rbgy".index(code[0]) * 20 + (int(code[1:3]) - 1) * 2 + "ab".index(code[3])


def planted(hand: list[str], pollution: bool = False) -> State:
    """Seat 1 to act with temples 1 and 2 on its only two tiles (so temples 3 and 4 have no tile)
    and no pollution unless asked (then 2 tokens on c4)."""
    terrain: dict[str, dict[str, object]] = {
        "a1": {"tile": "start_1", "temple": 1},
        "b1": {"tile": "purple_01", "temple": 2},
    }
    if pollution:
        terrain["c4"] = {"pollution": 2}
    spec = {"players": 2, "seed": 3, "boards": [{"leader": "aelis", "terrain": terrain, "hand": hand}, {}]}
    return TITLE.scenario(spec)


def watched_turn(state: State, first: int) -> audit.EmptyMoveWatch:
    """Seat 1 plays ``first`` and finishes its turn with the first legal action each time."""
    watch = audit.EmptyMoveWatch(0)
    action = first
    while not state.is_terminal() and state.current_player() == 0:
        watch.before(state, action)
        events = state.apply(action)
        watch.after(state, action, events)
        legal = state.legal_actions()
        action = legal[0] if legal else -1
    return watch


HAND = ["r01a", "r10a", "b10a", "y10a", "r04a"]


def test_a_clean_card_with_nothing_to_clean_is_an_empty_move_when_a_water_card_was_open():
    state = planted(HAND)
    assert act.play(1, False) in state.legal_actions()
    watch = watched_turn(state, act.play(1, False))  # r01a: P2, no pollution on the board
    assert (watch.turns, watch.empty) == (1, 1)
    assert "play 1 easy" in watch.examples[0]


def test_a_temple_action_that_places_no_temple_is_an_empty_move():
    watch = watched_turn(planted(HAND), act.TEMPLE_ACTION)
    assert watch.empty == 1


def test_a_water_card_and_a_clean_card_with_pollution_to_clean_are_not_empty():
    assert watched_turn(planted(HAND), act.play(3, False)).empty == 0  # b10a: W2
    assert watched_turn(planted(HAND, pollution=True), act.play(1, False)).empty == 0


def test_the_hard_row_of_a_water_card_is_not_empty_for_its_other_effects_doing_nothing():
    # b03: W2 | W4+P1. With no pollution the hard row's cleaning does nothing, but it brings more
    # water than the easy row, a water card (the bots search it in the easy row's place).
    board = {
        "leader": "aelis",
        "terrain": {"a1": {"tile": "start_1"}},
        "hand": ["b03a", "r10a", "b10a", "y10a", "r04a"],
    }
    reds = {"hand": ["r02a", "r03a", "r05a", "r06a", "r07a"]}
    row = ["r08a", "r09a", "r10b", "y02a"]  # no blue beside the player: blue>both holds
    state = TITLE.scenario({"players": 2, "seed": 3, "boards": [board, reds], "element_row": row})
    assert act.play(1, True) in state.legal_actions()
    assert watched_turn(state, act.play(1, True)).empty == 0
    # r01's hard row (P4) with nothing to clean stays empty: its easy row is no water card.
    clean = planted(["r01a", "r01b", "r08a", "b10a", "y10a"])
    assert act.play(1, True) in clean.legal_actions()
    assert watched_turn(clean, act.play(1, True)).empty == 1


def test_an_empty_turn_with_nothing_else_open_is_not_counted():
    # Only clean cards and no pollution: every first action does nothing.
    watch = watched_turn(planted(["r01a", "r01b", "r08a", "r08b", "r05a"]), act.TEMPLE_ACTION)
    assert (watch.empty, watch.forced) == (0, 1)


def test_the_footprint_sees_what_a_turn_changes_for_the_seat_only():
    state = planted(HAND)
    before = audit.footprint(state, 0)
    state.apply(act.play(3, False))  # W2
    assert audit.footprint(state, 0) != before


def test_moving_riders_when_every_forest_tile_holds_its_riders_is_an_empty_move():
    terrain: dict[str, dict[str, object]] = {
        "a1": {"tile": "start_1", "temple": 1, "riders": 3},
        "b1": {"tile": "purple_01", "temple": 2, "riders": 2},
    }
    board = {"leader": "aelis", "terrain": terrain, "hand": HAND, "capital": 2}
    state = TITLE.scenario({"players": 2, "seed": 3, "boards": [board, {}]})
    watch = watched_turn(state, act.play(4, False))  # y10a: M2, both tiles full
    assert watch.empty == 1
    # b1 one rider short: the same moves bring a village nearer.
    terrain["b1"]["riders"] = 1
    board["capital"] = 3
    short = TITLE.scenario({"players": 2, "seed": 3, "boards": [board, {}]})
    assert watched_turn(short, act.play(4, False)).empty == 0
