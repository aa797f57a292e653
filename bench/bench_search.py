"""Search speed at the opening of each title and at its first wide decision.

Iterations per second: the ``ismcts`` search for one second on the first decision of a new
2-player game (seed 1), per playable title, with the title's own search knobs and with playouts
cut at the end of the searcher's turn, and on the first decision with at least
``REAL_CHOICE`` legal actions reached by the title's playout policy (in Five Tribes the
opening is a bid; this is the first pick of a start tile).
"""

from __future__ import annotations

import numpy as np

from ai.budget import Budget
from ai.heuristics import heuristic_for
from ai.search import InformationSetSearch
from ai.search_config import SearchConfig
from game.rules import available_titles
from game.rules.base import State

REAL_CHOICE = 8


def iterations_per_second(
    state: State, seconds: float = 1.0, own_turn_only: bool = False
) -> tuple[float, int]:
    """With the title's own search knobs (what its bots use), or playouts cut at the end of the
    searcher's turn (``own_turn_only``, the figure earlier runs reported)."""
    player = state.current_player()
    heuristic = heuristic_for(state.title.id)
    knobs = heuristic.search | ({"horizon_cap": 1} if own_turn_only else {})
    search = InformationSetSearch(heuristic, SearchConfig(**knobs), np.random.default_rng(1))
    result = search.search(state.observation(player), player, Budget(seconds=seconds))
    return result.iterations / result.elapsed, result.iterations


def run() -> None:
    titles = available_titles()
    for title in titles:
        state = title.new_game(max(2, title.min_players), 1)
        for own in (False, True):
            rate, done = iterations_per_second(state, own_turn_only=own)
            horizon = 1 if own else heuristic_for(title.id).horizon(state, state.legal_actions()).turns
            print(
                f"   {title.id:<20} opening, horizon {horizon} own turn(s): {rate:8.0f} search iterations/s"
                f" ({done} in 1 s)"
            )
        policy = heuristic_for(title.id).rollout_action
        rng = np.random.default_rng(1)
        for _ in range(200):
            if state.is_terminal() or len(state.legal_actions()) >= REAL_CHOICE:
                break
            state.apply(policy(state, rng))
        if not state.is_terminal():
            rate, done = iterations_per_second(state)
            choice = f"first decision with {len(state.legal_actions())} actions, title's knobs"
            print(f"   {title.id:<20} {choice}: {rate:8.0f} search iterations/s ({done} in 1 s)")
    if not titles:
        print("   no playable title")
