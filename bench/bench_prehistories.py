"""Prehistories playouts: full games per second per player count, random and rollout policy.

Times are CPU seconds of this process (time.process_time), so other work on a shared machine
skews them less than wall time.
"""

from __future__ import annotations

import time

import numpy as np

from ai.heuristics.prehistories import rollout_action
from game.rules import load_title
from game.rules.prehistories.state import PrehistoriesState

GAMES = 40


def _games_per_second(players: int, policy: str) -> tuple[float, float, float]:
    title = load_title("prehistories")
    rng = np.random.default_rng(players)
    actions = 0
    rounds = 0
    started = time.process_time()
    for seed in range(GAMES):
        state = title.new_game(players, seed)
        while not state.is_terminal():
            if policy == "random":
                legal = state.legal_actions()
                action = legal[int(rng.integers(len(legal)))]
            else:
                action = rollout_action(state, rng)
            state.apply(action)
            actions += 1
        assert isinstance(state, PrehistoriesState)
        rounds += state.round
    elapsed = time.process_time() - started
    return GAMES / elapsed, actions / GAMES, rounds / GAMES


def run() -> None:
    for policy in ("random", "rollout"):
        for players in (2, 3, 4, 5):
            rate, actions, rounds = _games_per_second(players, policy)
            print(
                f"   {policy:7} {players}p: {rate:7.1f} games/s  "
                f"({actions:.0f} decisions, {rounds:.1f} rounds per game)"
            )
    title = load_title("prehistories")
    state = title.new_game(4, 0)
    started = time.process_time()
    for _ in range(2000):
        state.clone()
    print(f"   clone: {(time.process_time() - started) / 2000 * 1e6:.1f} us")
    rng = np.random.default_rng(0)
    started = time.process_time()
    for _ in range(500):
        state.determinize(0, rng)
    print(f"   determinize: {(time.process_time() - started) / 500 * 1e6:.1f} us")


if __name__ == "__main__":
    run()
