"""Spec 5.2: legal picks and drops against a brute-force oracle, and perft-style move counts."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.board import (
    MAX_STEPS,
    NO_TILE,
    TILES,
    WALK_ENDS,
    WALK_REVISITS,
    walk_ends_by_search,
    walk_revisits_by_search,
)
from game.rules.five_tribes.model import Step
from tests.helpers import scenario_spec as load_scenario_spec

from .oracle import neighbours, oracle_drops, oracle_picks, oracle_prefixes
from .perft_positions import engine_prefixes, seeded_position

PERFT = json.loads((Path(__file__).parent / "perft.json").read_text())["positions"]


def _position(case: dict[str, Any]) -> FiveTribesState:
    if "scenario" in case:
        spec = load_scenario_spec("five_tribes", case["scenario"])
        spec["flags"] = case["flags"]
        return TITLE.scenario(spec)
    return seeded_position(case["players"], case["seed"], case["actions"], case["flags"])


def _name(case: dict[str, Any]) -> str:
    where = case.get("scenario") or f"p{case['players']}-s{case['seed']}-k{case['actions']}"
    return f"{where}-{case['flags']['last_meeple_match']}"


@pytest.mark.parametrize("case", PERFT, ids=_name)
def test_engine_move_prefix_counts_match_the_oracle_derived_fixture(case: dict[str, Any]) -> None:
    state = _position(case)
    assert max(sum(row) for row in state.meeples.tolist()) == case["max_stack"]
    counts = [engine_prefixes(state, depth) for depth in range(1, len(case["prefixes"]) + 1)]
    assert counts == case["prefixes"]


@pytest.mark.parametrize("case", [c for c in PERFT if "scenario" not in c], ids=_name)
def test_the_oracle_reproduces_the_fixture_counts(case: dict[str, Any]) -> None:
    state = _position(case)
    loose = case["flags"]["last_meeple_match"] == "loose"
    board = state.meeples.tolist()
    assert [oracle_prefixes(board, d, loose) for d in range(1, 4)] == case["prefixes"][:3]


def test_the_fixture_holds_a_tile_with_eight_or_more_meeples() -> None:
    assert any(case["max_stack"] >= 8 for case in PERFT)


def _compare_along_random_games(match: str, seeds: range) -> int:
    loose = match == "loose"
    checked = 0
    for seed in seeds:
        state = TITLE.new_game(2 + seed % 3, seed, last_meeple_match=match)
        chooser = random.Random(seed)
        pre: list[list[int]] = []
        here = previous = -1
        hand: list[int] = []
        dropped: set[tuple[int, int]] = set()
        while not state.is_terminal():
            legal = state.legal_actions()
            if state.step == Step.START:
                picks = [a - A.PICK for a in legal if A.PICK <= a < A.DROP]
                assert picks == oracle_picks(state.meeples.tolist(), loose)
                checked += 1
            elif state.step == Step.DROP:
                expected = sorted(
                    A.drop(t, c) for t, c in oracle_drops(pre, here, previous, hand, dropped, loose)
                )
                assert legal == expected
                checked += 1
            action = chooser.choice(legal)
            if state.step == Step.START and A.PICK <= action < A.DROP:
                here, previous = action - A.PICK, -1
                hand = state.meeples[here].tolist()
                dropped = set()
                state.apply(action)
                pre = state.meeples.tolist()
                continue
            if state.step == Step.DROP:
                tile, colour = divmod(action - A.DROP, 5)
                previous, here = here, tile
                hand[colour] -= 1
                dropped.add((tile, colour))
            state.apply(action)
    return checked


def test_legal_picks_and_drops_agree_with_the_oracle_under_strict() -> None:
    assert _compare_along_random_games("strict", range(25)) > 1500


def test_legal_picks_and_drops_agree_with_the_oracle_under_loose() -> None:
    assert _compare_along_random_games("loose", range(100, 125)) > 1500


def test_every_legal_drop_sequence_of_the_tall_stack_completes_under_both_matches() -> None:
    for match in ("strict", "loose"):
        spec = load_scenario_spec("five_tribes", "perft_tall_stack.json")
        spec["flags"] = {"last_meeple_match": match}
        state = TITLE.scenario(spec)
        state.apply(state.parse_action("pick c3"))
        chooser = random.Random(match)
        for _ in range(200):
            walk = state.clone()
            while walk.step == Step.DROP:
                legal = walk.legal_actions()
                assert legal, "a legal drop led into a dead end"
                walk.apply(chooser.choice(legal))


@pytest.mark.parametrize("steps", [0, 1, 2, 5, 9, 17, MAX_STEPS])
def test_walk_tables_match_walks_stepped_one_at_a_time(steps: int) -> None:
    chooser = random.Random(steps)
    for _ in range(60):
        start = chooser.randrange(TILES)
        previous = chooser.choice([*neighbours(start), NO_TILE])
        assert WALK_ENDS[start][previous][steps] == walk_ends_by_search(start, previous, steps)
        if steps <= 9:
            assert WALK_REVISITS[start][previous][steps] == walk_revisits_by_search(start, previous, steps)


def test_drop_generation_without_tables_gives_the_same_drops() -> None:
    state = seeded_position(3, 7, 30, {})
    chooser = random.Random(7)
    compared = 0
    while compared < 200 and not state.is_terminal():
        if state.step == Step.DROP:
            assert state.legal_drops(tables=True) == state.legal_drops(tables=False)
            compared += 1
        state.apply(chooser.choice(state.legal_actions()))
    assert compared > 50


def test_pick_generation_without_tables_gives_the_same_picks() -> None:
    from game.rules.five_tribes.moves import legal_pick_tiles

    for match in ("strict", "loose"):
        state = seeded_position(4, 8, 0, {"last_meeple_match": match})
        chooser = random.Random(8)
        compared = 0
        while not state.is_terminal():
            if state.step == Step.START:
                loose = match == "loose"
                assert legal_pick_tiles(state.meeples, loose, tables=False) == state.pick_tiles()
                compared += 1
            state.apply(chooser.choice(state.legal_actions()))
        assert compared > 10
