"""Legal actions against a literal brute-force reading of the spec, and the no-dead-end promise."""

from __future__ import annotations

import numpy as np
import pytest

from game.rules import load_title
from game.rules.base import IllegalAction

from .oracle import oracle_legal

TITLE = load_title("prehistories")

FLAG_SETS = [
    {},
    {"turn_flow": "place_on_take"},
    {"allow_unplaceable_take": False},
    {"turn_flow": "place_on_take", "allow_unplaceable_take": False, "objective_sides": "sun"},
]


@pytest.mark.parametrize(
    "flags", FLAG_SETS, ids=["default", "place_on_take", "no_unplaceable", "all_alternatives"]
)
@pytest.mark.parametrize("players", [2, 4])
def test_engine_legal_actions_match_the_brute_force_oracle(players, flags):
    for seed in range(3):
        state = TITLE.new_game(players, seed, **flags)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal == oracle_legal(state)
            assert len(legal) >= 2, "a single legal action must have been applied by the engine"
            state.apply(legal[int(rng.integers(len(legal)))])


def test_every_legal_action_leads_somewhere_with_a_next_decision():
    for players in (2, 3, 5):
        state = TITLE.new_game(players, 40 + players)
        rng = np.random.default_rng(players)
        steps = 0
        while not state.is_terminal() and steps < 120:
            for action in state.legal_actions():
                child = state.clone()
                child.apply(action)
                assert child.is_terminal() or child.legal_actions()
                assert child.is_terminal() or child.current_player() >= 0
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
            steps += 1


def test_notation_round_trips_for_every_legal_action():
    for players in (3, 4):
        state = TITLE.new_game(players, 7)
        rng = np.random.default_rng(7)
        while not state.is_terminal():
            legal = state.legal_actions()
            for action in legal:
                assert state.parse_action(state.action_to_str(action)) == action
            state.apply(legal[int(rng.integers(len(legal)))])


def test_illegal_ids_raise_with_a_reason_and_leave_the_state_alone():
    state = TITLE.new_game(2, 3)
    before = state.to_dict()
    for action in range(TITLE.num_distinct_actions):
        if action in state.legal_actions():
            continue
        with pytest.raises(IllegalAction) as err:
            state.apply(action)
        assert err.value.reason
    assert state.to_dict() == before
    with pytest.raises(IllegalAction, match="outside"):
        state.apply(5000)


@pytest.mark.parametrize(
    "text, reason",
    [
        ("fly 3", "unknown action"),
        ("select", "takes 1 argument"),
        ("select 0", "not a hunter card"),
        ("paint 1 up a1", "front or back"),
        ("paint 1 front h9", "not a cave square"),
        ("take 1a", "no zone 1a on a 2-3-player board"),
        ("take 1", "not now"),
    ],
)
def test_malformed_notation_is_rejected_with_a_reason(text, reason):
    state = TITLE.new_game(2, 3)
    with pytest.raises(IllegalAction, match=reason):
        state.parse_action(text)


def test_select_reasons_name_the_card_or_the_speed_order(ph_scenario):
    state = ph_scenario("what_a_rival_sees.json")
    with pytest.raises(IllegalAction, match="card 12 is not in your hand"):
        state.parse_action("select 12")
    state.apply(state.parse_action("select 42"))
    with pytest.raises(IllegalAction, match="increasing speed order"):
        state.parse_action("select 10")


def test_paint_reasons_name_the_placement_problem(ph_scenario):
    state = ph_scenario("reachable_zones.json")
    state.apply(state.parse_action("assign 4 1"))
    with pytest.raises(IllegalAction, match="first tile must touch column a"):
        state.parse_action("paint 4 front e1")
    with pytest.raises(IllegalAction, match=r"tile from zone 4 does not fit at g6 \(off the cave\)"):
        state.parse_action("paint 4 front g6")


def test_placements_of_every_tile_side_match_the_brute_force_check():
    from game.rules.prehistories.data import components

    from .oracle import placement_is_legal

    shapes = {}
    for kind in components().tiles:
        for side in (0, 1):
            shapes.setdefault(kind.sides[side].name, (kind, side))
    assert len(shapes) == 16
    checked = 0
    for players, seed in ((2, 1), (4, 2), (5, 3)):
        state = TITLE.new_game(players, seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
            if rng.random() > 0.05:
                continue
            for seat in range(players):
                cave = state.seats[seat].cave
                for kind, side in shapes.values():
                    engine = set(cave.legal_anchors(kind.sides[side]).tolist())
                    brute = {c for c in range(49) if placement_is_legal(state, seat, kind.index, side, c)}
                    assert engine == brute, (kind.name, side)
                    assert cave.fits(kind) == bool(engine or cave.legal_anchors(kind.sides[1 - side]).size)
                checked += 1
    assert checked >= 10


def test_numpy_action_ids_apply_like_plain_ones():
    plain = TITLE.new_game(3, 12)
    numpy_ids = TITLE.new_game(3, 12)
    rng = np.random.default_rng(12)
    for _ in range(60):
        if plain.is_terminal():
            break
        legal = plain.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        assert plain.apply(action) == numpy_ids.apply(np.int64(action))
    assert json_safe(numpy_ids.to_dict())


def json_safe(data) -> bool:
    import json

    return json.loads(json.dumps(data)) == data


def test_of_two_pending_tiles_with_one_name_the_lower_zone_is_painted_first(ph_scenario):
    state = ph_scenario(
        "herd_from_several_tiles.json",
        zones={},
        turn={
            "order": [1],
            "pending": [{"zone": "2", "tile": "fish_2"}, {"zone": "1", "tile": "fish_1"}],
            "tiles_taken": 2,
        },
    )
    assert {state.action_to_str(a).split()[1] for a in state.legal_actions()} == {"1", "2"}
    side_b = ph_scenario(
        "action_ids_side_b.json",
        phase="paint",
        zones={},
        turn={
            "order": [0],
            "pending": [{"zone": "2b", "tile": "fish_2"}, {"zone": "2a", "tile": "fish_2"}],
            "tiles_taken": 2,
        },
    )
    assert {side_b.action_to_str(a).split()[1] for a in side_b.legal_actions()} == {"2a"}
    with pytest.raises(IllegalAction, match="use the one from zone 2a"):
        side_b.parse_action("paint 2b front a1")
    side_b.apply(side_b.parse_action("paint 2a front a1"))
    assert {side_b.action_to_str(a).split()[1] for a in side_b.legal_actions()} == {"2b"}


def test_every_action_id_decodes_to_the_parts_its_verb_encodes():
    """``decode`` reads a table built once; each entry gives back its id through the encoder of
    its verb, and ids outside the range are refused."""
    from game.rules.prehistories import actions as act

    encoders = {
        act.Verb.COMMIT: lambda d: act.COMMIT,
        act.Verb.DONE: lambda d: act.DONE,
        act.Verb.SELECT: lambda d: act.select_id(d.card),
        act.Verb.ASSIGN: lambda d: act.assign_id(d.zone, d.card),
        act.Verb.TAKE: lambda d: act.take_id(d.zone),
        act.Verb.PAINT: lambda d: act.paint_id(d.zone, d.side, d.cell),
        act.Verb.DISCARD: lambda d: act.discard_id(d.zone),
    }
    for action in range(act.NUM_DISTINCT_ACTIONS):
        decoded = act.decode(action)
        assert encoders[decoded.verb](decoded) == action
    for outside in (-1, act.NUM_DISTINCT_ACTIONS):
        with pytest.raises(IllegalAction):
            act.decode(outside)
