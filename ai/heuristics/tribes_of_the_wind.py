"""Bot knowledge for Tribes of the Wind: a position value and a cheap playout policy.

``evaluate`` reads the public parts of the state (boards, water, riders, tucked cards, end token)
and the holders as a determinization fills them in: the current score as if the game ended now, plus a
small credit for progress that usually turns into points (water to plant with, riders gathered towards
villages, tiles towards the forest table, tokens cleaned, temples, and the best cards in the holder
that can be played). The estimated totals go through a softmax into win chances in [0, 1]. Against an
earlier version crediting only water, the best rider stack and temples (2 players, head to head): greedy
bots 7-5 in 12 games, ISMCTS at 150 iterations per turn 18-12 in 30 games; small samples, so the
weights are a reasonable start rather than tuned.
"""

from __future__ import annotations

import numpy as np

from ai.heuristics import Horizon, win_chances
from game.rules.base import State
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.data import Fx
from game.rules.tribes_of_the_wind.legal import HIDDEN, element_view, playable_rows
from game.rules.tribes_of_the_wind.state import Phase, TotwState

# Search knobs for this title (ai.heuristics): a turn's worth shows in the next turn (the cards it
# leaves in the holder, the riders it brings near a village), so playouts run on through every
# opponent's reply and the searcher's next turn; values within a turn differ by little, so UCT
# compares them rescaled to their spread at each node. Measured in the closing notes of issue 6.
# PUCT with the playout policy's prior, the final choice by visits, and one new node (one prior)
# per iteration (expand_one), as in Prehistories (issue 16): 2 players, 0.5 s a turn, against
# openspiel_mcts_h on the same 20 games (seed 1), 18 of 20 against 11 of 20 with plain UCT.
# Tried and dropped (arena_logs/session8/SUMMARY.md): each root action tried once (root_try_all)
# with exploration 1.0, as in Five Tribes, won 29 of 40 against greedy where these knobs won 27,
# but 68 of the same 100 games in the official run where these won 73.
SEARCH = {
    "normalize": True,
    "exploration": 0.5,
    "rollout_depth": 150,
    "prior_samples": 8,
    "final": "visits",
    "expand_one": True,
}


def horizon(state: State, legal: list[int]) -> Horizon:
    """How far the search reads a decision (ai.heuristics.Horizon): through every opponent's
    reply and the searcher's next turn (see SEARCH)."""
    return Horizon(2)


_SCALE = 8.0  # points of lead that make a position clearly better
# How much the cards in the holder count (see _hand_value). Greedy with it against greedy without,
# 2 players, 100 games: 59 wins, 39.5 against 34.8 points; weights 0.5 and 2 measured no better.
HAND_WEIGHT = 1.0
# Rough points one unit of each effect brings (2.2 codes: W, P, F, T, M, K).
EFFECT_VALUE = {Fx.WATER: 0.25, Fx.CLEAN: 0.8, Fx.PLANT: 1.5, Fx.TEMPLE: 2.5, Fx.MOVE: 0.5, Fx.CATAPULT: 1.0}
# How much of the best playable card in the holder counts now (one card is played a turn), and of
# the next best.
HAND_SHARES = (0.5, 0.2)


def _hand_value(state: TotwState, player: int) -> float:
    """What the holder promises for the next turns: its best playable rows by their effects."""
    board = state.boards[player]
    view = element_view(state, player)
    found = []
    for slot, card in enumerate(board.hand):
        if card < 0 or card >= HIDDEN:
            continue
        rows = state.data.card_rows[card]
        best = 0.0
        for row, ok in zip(rows, playable_rows(state, player, slot, view)):
            if ok:
                worth = sum(EFFECT_VALUE[code] * amount for code, amount in row.effects)
                best = max(best, worth)
        found.append(best)
    found.sort(reverse=True)
    return sum(share * value for share, value in zip(HAND_SHARES, found))


def _potential(state: TotwState, player: int) -> float:
    """Progress the score does not show yet: the score's steps (villages, 6+ tiles, clean spaces,
    3+ temples) are smoothed so that each step towards them counts a little."""
    board = state.boards[player]
    data = state.data
    stacks = sum(
        min(board.riders[x] / board.village_need(x, data, False), 1.0)
        for x in range(12)
        if board.tile[x] != EMPTY and not board.village[x]
    )
    tiles = board.tile_count()
    forest_progress = 0.8 * tiles if tiles < 6 else 0.0
    temples = sum(1 for t in board.temple if t)
    return (
        0.25 * min(board.water, 8)
        + 1.5 * stacks
        + forest_progress
        - 0.3 * sum(board.pollution)
        + 0.8 * temples
        + HAND_WEIGHT * _hand_value(state, player)
    )


def evaluate(state: State) -> list[float]:
    """One value per player in [0, 1]; at the end 1 for the winners and 0 for the others."""
    assert isinstance(state, TotwState)
    if state.is_terminal():
        won = set(state.winners())
        return [1.0 if p in won else 0.0 for p in range(state.num_players)]
    totals = [s + _potential(state, p) for p, s in enumerate(state.scores())]
    # Win chances as a softmax of the estimated totals: with two players exactly the logistic of
    # the lead (checked equal to 1e-16 over a game); with more, every opponent's total counts, not
    # only the best one's. 3 players, hard vs two greedy, 100 games at 0.5 s: 55% (logistic of the
    # lead over the best opponent: 48%).
    return win_chances(totals, _SCALE)


def _pick(actions: list[int], rng: np.random.Generator) -> int:
    return actions[int(rng.integers(len(actions)))]


def _target(state: TotwState) -> int:
    """The forest-side tile closest to becoming a village (most riders for its need), as a position."""
    board = state.boards[state.seat]
    data = state.data
    best, best_share = 1, -1.0
    for x in range(12):
        tile = board.tile[x]
        if tile != EMPTY and not board.village[x]:
            share = board.riders[x] / data.tile_slots[tile]
            if share > best_share:
                best, best_share = x + 1, share
    return best


def _distances(state: TotwState, target: int) -> list[int]:
    """Moves from every position (cap = 0, space x = x + 1) to ``target`` along links."""
    board = state.boards[state.seat]
    far = 99
    distance = [far] * 13
    distance[target] = 0
    frontier = [target]
    while frontier:
        nxt = []
        for pos in frontier:
            for other in board.links(pos, state.data):
                if distance[other] == far:
                    distance[other] = distance[pos] + 1
                    nxt.append(other)
        frontier = nxt
    return distance


def rollout_action(state: State, rng: np.random.Generator) -> int:
    """A fast, legal playout move: build villages, gather riders on one tile, plant, else random."""
    assert isinstance(state, TotwState)
    legal = state.legal_actions()
    phase = state.phase
    if phase == Phase.ACTION:
        villages = [a for a in legal if act.VILLAGE <= a < act.DISCARD + 1]
        if villages:
            return _pick(villages, rng)
        plays = [a for a in legal if a < act.TEMPLE_ACTION]
        if plays and rng.random() < 0.85:
            return _pick(plays, rng)
        return _pick(legal, rng)
    if phase == Phase.PLANT:
        return _pick([a for a in legal if a != act.STOP], rng)
    if phase in (Phase.MOVE, Phase.CATAPULT):
        target = _target(state)
        if phase == Phase.CATAPULT:
            towards = [a for a in legal if a != act.STOP and (a - act.MOVE) % 13 == target]
        else:
            distance = _distances(state, target)
            towards = [
                a
                for a in legal
                if a != act.STOP and distance[(a - act.MOVE) % 13] < distance[(a - act.MOVE) // 13]
            ]
        return _pick(towards, rng) if towards else act.STOP
    return _pick(legal, rng)
