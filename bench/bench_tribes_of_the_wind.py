"""Tribes of the Wind: uniformly random full games per second per player count, plus clone speed.

Rates are per wall-clock second; the CPU-second rate beside them is steadier on a shared machine.
"""

from __future__ import annotations

import time

import numpy as np

from game.rules import load_title

SECONDS_PER_COUNT = 3.0


def _random_game(players: int, seed: int) -> int:
    state = load_title("tribes_of_the_wind").new_game(players, seed)
    rng = np.random.default_rng(seed)
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
        steps += 1
    return steps


def run() -> None:
    for players in range(2, 6):
        started = time.perf_counter()
        cpu_started = time.process_time()
        games = steps = 0
        while time.perf_counter() - started < SECONDS_PER_COUNT:
            steps += _random_game(players, 1000 * players + games)
            games += 1
        elapsed = time.perf_counter() - started
        cpu = time.process_time() - cpu_started
        print(
            f"   {players} players: {games / elapsed:6.1f} random games/s ({games / cpu:6.1f} per CPU s), "
            f"{steps / elapsed:8.0f} decisions/s ({games} games)",
            flush=True,
        )
    state = load_title("tribes_of_the_wind").new_game(4, 1)
    count = 20000
    started = time.perf_counter()
    for _ in range(count):
        state.clone()
    print(f"   clone: {count / (time.perf_counter() - started):8.0f} per second (4 players)")
