"""The bot heuristic: values in [0, 1] per player, legal playout moves, found by ai.heuristics."""

from __future__ import annotations

import numpy as np
import pytest

from ai.heuristics import heuristic_for
from ai.heuristics.tribes_of_the_wind import evaluate, rollout_action

from .conftest import TITLE


def test_the_heuristic_is_found_for_the_title() -> None:
    heuristic = heuristic_for("tribes_of_the_wind")
    assert heuristic.evaluate is evaluate and heuristic.rollout_action is rollout_action


def test_rollouts_play_legal_moves_to_the_end_and_values_stay_in_range() -> None:
    for players in (2, 3, 4, 5):
        state = TITLE.new_game(players, players)
        rng = np.random.default_rng(players)
        while not state.is_terminal():
            values = evaluate(state)
            assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
            action = rollout_action(state, rng)
            assert action in state.legal_actions()
            state.apply(action)
        final = evaluate(state)
        assert [p for p, v in enumerate(final) if v == 1.0] == state.winners()


def test_the_policy_builds_more_villages_than_random_play() -> None:
    def villages(policy) -> int:
        total = 0
        for seed in range(6):
            state = TITLE.new_game(2, seed)
            rng = np.random.default_rng(seed)
            while not state.is_terminal():
                state.apply(policy(state, rng))
            total += sum(b.villages for b in state.boards)
        return total

    def uniform(state, rng):
        legal = state.legal_actions()
        return legal[int(rng.integers(len(legal)))]

    assert villages(rollout_action) > villages(uniform)


def test_a_lead_on_the_board_raises_the_value() -> None:
    spec = {"players": 2, "boards": [
        {"leader": "aelis", "terrain": {"a1": {"tile": "start_1", "side": "village"},
                                        "b1": {"tile": "purple_01", "side": "village"}}, "tucked": []},
        {"leader": "koru", "tucked": []},
    ]}  # fmt: skip
    values = evaluate(TITLE.scenario(spec))
    assert values[0] > 0.5 > values[1]


def card(code: str) -> int:
    """Card index from an id such as ``r04b`` (spec 2.2: element, design, copy)."""
    return "rbgy".index(code[0]) * 20 + (int(code[1:3]) - 1) * 2 + "ab".index(code[3])


def test_a_holder_of_playable_cards_is_worth_more_than_one_of_unplayable_cards() -> None:
    # Both holders are five red cards, so every count and every score is the same; in the first
    # every card can be played (none, no yellow, you>=2 red), in the second the two all4 cards
    # cannot (spec 2.2).
    state = TITLE.new_game(2, 6)
    playable = state.clone()
    playable.boards[0].hand = [card(c) for c in ("r10a", "r10b", "r04a", "r04b", "r01a")]
    stuck = state.clone()
    stuck.boards[0].hand = [card(c) for c in ("r06a", "r06b", "r10a", "r10b", "r04a")]
    assert playable.scores() == stuck.scores()
    assert evaluate(playable)[0] > evaluate(stuck)[0]
    assert evaluate(playable)[1] < evaluate(stuck)[1]


def test_values_are_win_chances_that_count_every_opponent() -> None:
    # Three players: p1 leads p2. A village more for p2, the weaker opponent, lowers p0's chances
    # too (a logistic of the lead over the best opponent alone would not move).
    def board(leader: str, tiles: dict[str, str]) -> dict:
        terrain = {x: {"tile": tile, "side": "village"} for x, tile in tiles.items()}
        return {"leader": leader, "terrain": terrain, "tucked": []}

    def spec(p2_tiles: dict[str, str]) -> dict:
        p1_tiles = {"a1": "start_2", "b1": "purple_01", "c1": "purple_02"}
        return {
            "players": 3,
            "boards": [board("aelis", {}), board("koru", p1_tiles), board("mena", p2_tiles)],
        }

    before = evaluate(TITLE.scenario(spec({"a1": "start_3"})))
    after = evaluate(TITLE.scenario(spec({"a1": "start_3", "b1": "purple_03"})))
    assert sum(before) == pytest.approx(1.0) and sum(after) == pytest.approx(1.0)
    assert after[1] > after[2], "p1 is still the best opponent"
    assert after[0] < before[0]


def _planted(hand: list[str], terrain: dict) -> object:
    spec = {"players": 2, "seed": 3, "boards": [{"leader": "aelis", "terrain": terrain, "hand": hand}, {}]}
    return TITLE.scenario(spec)


def test_useful_actions_drop_a_temple_action_and_clean_cards_that_would_do_nothing():
    from ai.heuristics.tribes_of_the_wind import useful_actions
    from game.rules.tribes_of_the_wind import actions as act

    # Temples 1 and 2 stand on the only two tiles, the board is clean: the temple action and the
    # clean card r01a (P2) do nothing, the water card b10a (W2) does.
    terrain = {"a1": {"tile": "start_1", "temple": 1}, "b1": {"tile": "purple_01", "temple": 2}}
    state = _planted(["r01a", "r10a", "b10a", "y10a", "r04a"], terrain)
    legal = state.legal_actions()
    kept = useful_actions(state, legal)
    assert act.TEMPLE_ACTION in legal and act.TEMPLE_ACTION not in kept
    assert act.play(1, False) in legal and act.play(1, False) not in kept
    assert act.play(3, False) in kept
    # With nothing that does anything, every legal action stays (the turn must be played).
    stuck = _planted(["r01a", "r01b", "r08a", "r08b", "r05a"], terrain)
    assert useful_actions(stuck, stuck.legal_actions()) == stuck.legal_actions()


def test_useful_actions_do_not_stop_a_plant_that_can_be_made():
    from ai.heuristics.tribes_of_the_wind import useful_actions
    from game.rules.tribes_of_the_wind import actions as act
    from game.rules.tribes_of_the_wind.state import Phase

    terrain = {"a1": {"tile": "start_1"}}
    state = _planted(["g10a", "g10b", "b10a", "y10a", "r04a"], terrain)
    state.boards[0].water = 6
    state.apply(act.play(1, False))  # g10a: F1
    assert state.phase == Phase.PLANT and act.STOP in state.legal_actions()
    kept = useful_actions(state, state.legal_actions())
    assert kept and act.STOP not in kept


def test_a_sixth_tile_is_worth_more_than_five():
    # The forest table pays from six tiles on; the credit for tiles before it must hand over to
    # the table's points without a drop.
    from ai.heuristics.tribes_of_the_wind import _potential

    names = ["purple_01", "purple_02", "purple_03", "purple_04", "purple_05"]
    spaces = ["b1", "a2", "b2", "a3", "b3"]
    five = {"a1": {"tile": "start_1"}} | {s: {"tile": t} for s, t in zip(spaces[:4], names[:4])}
    six = five | {spaces[4]: {"tile": names[4]}}
    hand = ["b10a", "b10b", "b01a", "b01b", "b02a"]
    low, high = _planted(hand, five), _planted(hand, six)
    assert high.scores()[0] > low.scores()[0]
    assert high.scores()[0] + _potential(high, 0, 0.0) > low.scores()[0] + _potential(low, 0, 0.0)
