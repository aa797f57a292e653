"""Games with a planted mistake, for the review's tests and bench: two greedy players, and at one
decision of seat 0 the move the heuristic rates worst."""

from __future__ import annotations

import numpy as np

from ai.bots import make_bot
from ai.heuristics import heuristic_for
from ai.review import GameSpec, judge, strongest_config, worst_action
from ai.search import InformationSetSearch
from game.rules import load_title

PLANT_AFTER = 12  # seat 0's decisions with a choice before the planted one may be considered
MIN_CHOICES = 3
MIN_GAP = 0.1  # how much lower the heuristic must rate the planted move (win chance, 0-1)
MIN_SEARCH_LOSS = 0.1  # and the search, at CHECK_ITERATIONS
CHECK_ITERATIONS = 150


def planted_game(title_id: str, seed: int = 3) -> tuple[GameSpec, int, float]:
    """A finished 2-player game, the history index of the planted move, and how much lower the
    heuristic rates it than that decision's best move. The move is clearly worse by both: the
    heuristic (``worst_action``) and a search of ``CHECK_ITERATIONS`` (``judge``); a decision
    where they disagree is played by the greedy seat and the next one is tried."""
    title = load_title(title_id)
    state = title.new_game(2, seed)
    bots = [make_bot("greedy", title_id, seed + p) for p in range(2)]
    heuristic = heuristic_for(title_id)
    rng = np.random.default_rng(seed)
    search = InformationSetSearch(heuristic, strongest_config(heuristic, 2), np.random.default_rng(seed))
    seen = 0
    planted, gap = -1, 0.0
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        if player == 0 and planted < 0 and len(legal) >= MIN_CHOICES:
            seen += 1
            if seen > PLANT_AFTER:
                action, gap = worst_action(state, heuristic, rng)
                if (
                    gap >= MIN_GAP
                    and judge(search, state, action, CHECK_ITERATIONS, 40).loss >= MIN_SEARCH_LOSS
                ):
                    planted = state.moves
                    state.apply(action)
                    continue
        state.apply(bots[player].choose(state, player).action)
    assert planted >= 0, "no decision with a clearly worse move"
    spec = GameSpec(title_id, 2, seed, {}, tuple(state.history), (0,))
    return spec, planted, gap
