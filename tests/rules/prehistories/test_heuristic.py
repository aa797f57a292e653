"""The Prehistories bot heuristic: values in [0, 1] from public facts, legal cheap playouts."""

from __future__ import annotations

import numpy as np
import pytest

from ai.heuristics import heuristic_for
from ai.heuristics.prehistories import evaluate, rollout_action
from game.rules import load_title
from game.rules.prehistories.data import COLUMN_MASKS, ROW_MASKS
from game.rules.prehistories.state import Phase, PrehistoriesState

TITLE = load_title("prehistories")


def test_the_title_finds_its_own_heuristic():
    found = heuristic_for("prehistories")
    assert found.evaluate is evaluate and found.rollout_action is rollout_action


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rollout_games_are_legal_and_end(players):
    rng = np.random.default_rng(players)
    for seed in range(5):
        state = TITLE.new_game(players, seed, turn_flow=("hunt_then_paint", "place_on_take")[seed % 2])
        while not state.is_terminal():
            action = rollout_action(state, rng)
            assert action in state.legal_actions()
            state.apply(action)
            values = evaluate(state)
            assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
            assert abs(sum(values) - 1.0) < 1e-9
        share = 1.0 / len(state.winners())
        assert evaluate(state) == [share if p in state.winners() else 0.0 for p in range(players)]


def test_evaluate_reads_only_what_every_determinization_shares_after_the_reveal():
    # during the initiative a determinization fills in rivals' parties, which evaluate may read
    state = TITLE.new_game(3, 4)
    rng = np.random.default_rng(4)
    checked = 0
    while not state.is_terminal():
        if rng.random() < 0.2 and state.phase != Phase.INITIATIVE:
            for viewer in range(3):
                assert evaluate(state.determinize(viewer, rng)) == pytest.approx(evaluate(state))
            checked += 1
        state.apply(rollout_action(state, rng))
    assert checked > 0


def test_more_totems_value_more():
    state = TITLE.new_game(2, 0)
    state.seats[0].lines[0] = 3
    values = evaluate(state)
    assert values[0] > values[1]
    assert evaluate(TITLE.new_game(2, 0)) == pytest.approx([0.5, 0.5])


def _late_position(seed: int, squares: int) -> PrehistoriesState:
    """A playout-policy game of 2 played on until seat 0's cave holds ``squares`` painted squares."""
    rng = np.random.default_rng(seed)
    state = TITLE.new_game(2, seed)
    while state.seats[0].cave.painted.bit_count() < squares:
        state.apply(rollout_action(state, rng))
        assert not state.is_terminal()
    return state


def test_a_late_cave_nearer_its_lines_values_more():
    # the potential has no cap, so a cave that is already rich still reads better for a square
    # that brings a row nearer full
    state = _late_position(1, 26)
    painted = state.seats[0].cave.painted
    # an empty square whose row and column stay short of full (a full line has scored its
    # totem, which this test does not place)
    square = next(
        1 << c
        for c in range(49)
        if not painted >> c & 1
        and all((painted & m).bit_count() < 6 for m in ROW_MASKS + COLUMN_MASKS if m >> c & 1)
    )
    before = evaluate(state)[0]
    state.seats[0].cave.painted |= square
    assert evaluate(state)[0] > before


def test_cards_in_hand_value_more():
    state = _late_position(5, 20)
    before = evaluate(state)[0]
    state.seats[0].hand.append(0)
    assert evaluate(state)[0] > before
