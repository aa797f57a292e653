"""Five Tribes engine speed: random games, legal-action generation, drops with and without tables.

Run with ``python -m bench five_tribes``. Single-threaded; the floor is 10 random 4-player games
per second on one core.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable

import numpy as np

from game.resources import resource_path
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes.model import Step
from game.rules.five_tribes.moves import legal_pick_tiles

GAMES = 30
SAMPLE_POSITIONS = 400


def _random_game(players: int, seed: int) -> tuple[FiveTribesState, int]:
    state = TITLE.new_game(players, seed)
    chooser = random.Random(seed)
    actions = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[chooser.randrange(len(legal))])
        actions += 1
    return state, actions


def _positions(players: int, step: Step | None, count: int) -> list[FiveTribesState]:
    found: list[FiveTribesState] = []
    seed = 10_000
    while len(found) < count:
        state = TITLE.new_game(players, seed)
        chooser = random.Random(seed)
        while not state.is_terminal() and len(found) < count:
            if step is None or state.step == step:
                found.append(state.clone())
            state.apply(chooser.choice(state.legal_actions()))
        seed += 1
    return found


def _rate(
    function: Callable[[FiveTribesState], object], items: list[FiveTribesState], repeat: int = 5
) -> float:
    """Calls per second, best of three runs (the machine is shared; the best run is the steadiest)."""
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        for _ in range(repeat):
            for item in items:
                function(item)
        best = min(best, time.perf_counter() - started)
    return repeat * len(items) / best


def _tall_stack_drops() -> list[FiveTribesState]:
    """DROP positions of moves from a 10-meeple stack (levels/five_tribes/scenarios/perft_tall_stack.json)."""
    with resource_path("levels", "five_tribes", "scenarios", "perft_tall_stack.json").open() as handle:
        state = TITLE.scenario(json.load(handle))
    state.apply(state.parse_action("pick c3"))
    chooser = random.Random(1)
    found = []
    for _ in range(20):
        walk = state.clone()
        while walk.step == Step.DROP and len(walk.legal_actions()) and sum(walk.turn.hand) > 3:
            found.append(walk.clone())
            walk.apply(chooser.choice(walk.legal_actions()))
    return found


_GENERATOR = np.random.default_rng(0)


def _determinize(seen: FiveTribesState) -> FiveTribesState:
    return seen.determinize(seen.observer, _GENERATOR)


def _fresh_legal(state: FiveTribesState) -> list[int]:
    return state._compute_legal()


def run() -> None:
    for players in (2, 3, 4):
        elapsed = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            actions = 0
            for seed in range(GAMES):
                actions += _random_game(players, seed)[1]
            elapsed = min(elapsed, time.perf_counter() - started)
        print(
            f"{players} players: {GAMES / elapsed:7.1f} random games/s"
            f"  ({actions / GAMES:.0f} actions/game, {actions / elapsed:,.0f} actions/s)"
        )
    for players in (2, 3, 4):
        positions = _positions(players, None, SAMPLE_POSITIONS)
        print(f"{players} players: {_rate(_fresh_legal, positions):10,.0f} legal-action generations/s")
        print(f"{players} players: {_rate(FiveTribesState.clone, positions):10,.0f} clones/s")
        seen = [p.observation(max(p.current_player(), 0)) for p in positions]
        rate = _rate(_determinize, seen)
        print(f"{players} players: {rate:10,.0f} determinizations of an observation/s")
    for label, drops in (
        ("random games", _positions(4, Step.DROP, SAMPLE_POSITIONS)),
        ("tall stack", _tall_stack_drops()),
    ):
        with_tables = _rate(lambda s: s.legal_drops(tables=True), drops)
        without = _rate(lambda s: s.legal_drops(tables=False), drops, repeat=1)
        print(
            f"legal drops ({label}): {with_tables:9,.0f}/s with walk tables, {without:9,.0f}/s stepping walks"
        )
    starts = _positions(4, Step.START, SAMPLE_POSITIONS // 4)
    loose = starts[0].flags.last_meeple_match == "loose"
    with_tables = _rate(lambda s: legal_pick_tiles(s.meeples, loose, tables=True), starts)
    without = _rate(lambda s: legal_pick_tiles(s.meeples, loose, tables=False), starts, repeat=1)
    print(f"legal picks: {with_tables:9,.0f}/s with walk tables (numpy), {without:9,.0f}/s stepping walks")


if __name__ == "__main__":
    run()
