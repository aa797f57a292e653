"""How long a game review takes at the default budget: a 2-player game of each title.

The game is played by two ``greedy`` seats (seconds to play, about as long as a real game), and
both seats are reviewed as people (a hot-seat game: the most decisions a 2-player review has; a
solo game has about half). The goal: a 2-player Five Tribes review within two minutes.
"""

from __future__ import annotations

import time

from ai.bots import make_bot
from ai.review import DEFAULT_ITERATIONS, GameSpec, review_game, reviewed_count
from game.rules import TITLE_IDS, load_title

SEED = 3


def played(title_id: str) -> GameSpec:
    state = load_title(title_id).new_game(2, SEED)
    bots = [make_bot("greedy", title_id, SEED + p) for p in range(2)]
    while not state.is_terminal():
        player = state.current_player()
        state.apply(bots[player].choose(state, player).action)
    return GameSpec(title_id, 2, SEED, {}, tuple(state.history), (0, 1))


def run() -> None:
    for title_id in TITLE_IDS:
        spec = played(title_id)
        started = time.perf_counter()
        review = review_game(spec, DEFAULT_ITERATIONS)
        wall = time.perf_counter() - started
        decisions = reviewed_count(spec)
        print(
            f"   {title_id:<20} {len(spec.actions):4d} actions, {decisions:4d} decisions reviewed "
            f"at {DEFAULT_ITERATIONS} iterations: {wall:6.1f} s ({wall / max(decisions, 1) * 1000:5.0f} ms each), "
            f"{len(review.key_moments)} key moments",
            flush=True,
        )
