"""Bot knowledge for Tribes of the Wind: the search's knobs and horizon, and the position value
(docs/bots-tribes-of-the-wind.md). What a decision would do on a board, and which decisions are
worth searching (``useful_actions``), are in ``ai.heuristics.tribes_of_the_wind_board``; the
playout policy (``rollout_action``) in ``ai.heuristics.tribes_of_the_wind_policy``.

``evaluate`` reads the public parts of the state (boards, water, riders, tucked cards, end token)
and the holders as a determinization fills them in: the current score as if the game ended now,
plus credit for progress that usually turns into points before the game ends: riders gathered on
a forest tile towards a village (more for a tile that is nearly full than for riders spread thin),
tiles towards the forest table, water to plant with, tokens cleaned, temples, the best cards of the
holder by what they would do on this board, and a share of the end-game token for the player
ahead in the village race. That credit shrinks with the turns a player has left: the game ends
soon after a fifth village, and what a player cannot convert by then scores nothing. The estimated
totals go through a softmax into win chances in [0, 1].
"""

from __future__ import annotations

import numpy as np

from ai.heuristics import Horizon, win_chances
from ai.heuristics.tribes_of_the_wind_board import (
    WATER_CAP,
    Facts,
    rider_steps,
    row_worth,
    useful_actions,
)
from ai.heuristics.tribes_of_the_wind_policy import rollout_action
from game.rules.base import State
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import MAX_VILLAGES, NUM_SPACES, Power
from game.rules.tribes_of_the_wind.legal import holding_rows
from game.rules.tribes_of_the_wind.state import Phase, TotwState

__all__ = ["PARTS", "SEARCH", "evaluate", "horizon", "rollout_action", "useful_actions"]

# The modules this knowledge is made of besides this one, in import order: a tuning run's
# constants (``ai.heuristics.heuristic_for``) are set in private copies of them all.
PARTS = ("ai.heuristics.tribes_of_the_wind_board", "ai.heuristics.tribes_of_the_wind_policy")

# Search knobs for this title (ai.heuristics): a turn's worth shows in the next turn (the cards it
# leaves in the holder, the riders it brings near a village), so playouts run on through every
# opponent's reply and the searcher's next turn; PUCT with the playout policy's prior, the final
# choice by visits, one new node (one prior) per iteration. The values are compared as they are,
# not rescaled to their spread: the playout plan is a strong prior, and with the few dozen
# iterations a loaded machine gives a turn, rescaling let a noisy mean overrule it (against the
# fair peer 35% of 20 games rescaled at exploration 0.5, 70% as they are at 1.0; 0.7 against the
# strongest peer of the grid, 14 of the same 20 games where 1.0 won 12).
# Measurements: docs/bots-tribes-of-the-wind.md.
SEARCH = {
    "normalize": False,
    "exploration": 0.7,
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
HAND_WEIGHT = 1.0  # how much the holder's promise counts against the board (see _hand_value)
# How much of the best playable card in the holder counts now (one card is played a turn), and of
# the next best.
HAND_SHARES = (0.5, 0.2)
# A forest tile holding the riders its village needs: one action from 3 points and a village card.
# A forest tile without them is a village in waiting, worth FOREST_SEED and a share of the rest
# that halves with each rider it still misses (MISSING_DECAY): a tile one rider short is nearly a
# village, one four short far from it, so the riders gathered on one tile count more than riders
# spread over several (only a full tile becomes a village), and a tile with few slots more than
# one with many.
READY_VILLAGE = 3.5
FOREST_SEED = 1.0
MISSING_DECAY = 0.5
# Each village built, beyond its 3 points: its village card and the tempo towards the end-game
# token. It outweighs the full stack it came from by enough that building is never put off.
VILLAGE_BONUS = 5.0
# Each tile up to the sixth: the forest table pays from 6 tiles on (2 points a tile), and every tile
# is a space for a village. From the sixth tile on the table's own points take over.
TILE_VALUE = 1.0
FOREST_TABLE_FROM = 6
WATER_VALUE = 0.25
# The pollution line pays 12, 7, 3 points for 0, 1, 2 polluted spaces and nothing beyond: a board
# with t tokens left is worth about CLEAN_POINTS * CLEAN_DECAY**t from it at the end (12 at none,
# 7.3 at two, 2.7 at six, 0.6 at twelve), so the last tokens are worth most and the first little
# (a village comes first), where the score alone shows nothing until two spaces are left.
CLEAN_POINTS = 12.0
CLEAN_DECAY = 0.78
TEMPLE_VALUE = 0.8  # each temple, short of the score's 3 and 7 points
# The end-game token (5 points) goes to the first fifth village: the player ahead in the village
# race (villages, plus a village they could build now) holds a share of it that grows as the race
# nears its end.
RACE_SHARPNESS = 1.5
READY_RACE = 0.5
# Rounds the leader of the village race needs per village still to build; with the final round,
# how long the game is expected to last. A player's progress credit is scaled by their turns left
# over FULL_TURNS (all of it with FULL_TURNS or more to go, none on the last turn).
ROUNDS_PER_VILLAGE = 3.0
FULL_TURNS = 4.0


def _race(state: TotwState) -> list[float]:
    """Each board's place in the village race: its villages, and READY_RACE more where it can build
    one now. Read once per position: the turns left and the token shares both use it."""
    return [b.villages + (READY_RACE if _ready(state, b) else 0.0) for b in state.boards]


def _turns_left(state: TotwState, player: int, race: list[float] | None = None) -> float:
    """Turns ``player`` still plays: exact once the end is triggered (4.7), else estimated from the
    leader of the village race (``race``, read from ``state`` when not given)."""
    still_this_round = player > state.seat or (player == state.seat and state.phase == Phase.ACTION)
    if state.end_round >= 0:
        last = state.end_round + (1 if state.flags.final_round else 0)
        return float(last - state.round + int(still_this_round))
    race_top = max(race if race is not None else _race(state))
    estimate = ROUNDS_PER_VILLAGE * max(0.0, MAX_VILLAGES - race_top) + int(still_this_round)
    if state.flags.final_round:
        estimate += 1
    limit = state.flags.round_limit
    if limit:
        estimate = min(estimate, float(limit - state.round + int(still_this_round)))
    return max(0.0, estimate)


def _ready(state: TotwState, board: Board) -> bool:
    """Whether the board can build a village now (4.4)."""
    if board.villages >= MAX_VILLAGES:
        return False
    light = board.has(Power.LIGHT_FOOTED)
    return any(
        board.tile[x] != EMPTY
        and not board.village[x]
        and board.riders[x] >= board.village_need(x, state.data, light)
        for x in range(NUM_SPACES)
    )


def _stacks(state: TotwState, board: Board) -> tuple[float, float]:
    """(full, partial): riders towards villages on the best tiles, as many tiles as villages remain
    to build; a full tile counts READY_VILLAGE, one short of riders FOREST_SEED and a share of the
    rest that shrinks by MISSING_DECAY for each rider it misses."""
    light = board.has(Power.LIGHT_FOOTED)
    missing = sorted(
        max(0, board.village_need(x, state.data, light) - board.riders[x])
        for x in range(NUM_SPACES)
        if board.tile[x] != EMPTY and not board.village[x]
    )[: MAX_VILLAGES - board.villages]
    full = sum(1 for m in missing if m == 0)
    partial = sum(FOREST_SEED + (READY_VILLAGE - FOREST_SEED) * MISSING_DECAY**m for m in missing if m)
    return READY_VILLAGE * full, partial


def _hand_value(state: TotwState, player: int) -> float:
    """What the holder promises for the next turns: its best playable rows by what they would do."""
    holding = holding_rows(state, player)
    if not holding:
        return 0.0
    board = state.boards[player]
    element, card_rows = state.data.card_element, state.data.card_rows
    facts = Facts(state, board, rider_steps(state, player))
    best: dict[int, float] = {}  # by slot: its best playable row's worth
    for slot, card, hard in holding:
        worth = row_worth(facts, card_rows[card][hard], element[card])[0]
        if worth > best.get(slot, 0.0):
            best[slot] = worth
        else:
            best.setdefault(slot, 0.0)
    found = sorted(best.values(), reverse=True)
    return sum(share * value for share, value in zip(HAND_SHARES, found))


def _potential(state: TotwState, player: int, token_share: float, race: list[float] | None = None) -> float:
    """Progress the score does not show yet, scaled by the turns left to convert it."""
    board = state.boards[player]
    turns = _turns_left(state, player, race)
    if turns <= 0:
        return 0.0
    time = min(1.0, turns / FULL_TURNS)
    full, partial = _stacks(state, board)
    tiles = board.tile_count()
    temples = len(board.temples_built())
    slow = (
        partial
        + TILE_VALUE * min(tiles, FOREST_TABLE_FROM - 1)
        + WATER_VALUE * min(board.water, WATER_CAP)
        + _clean_outlook(state, board)
        + TEMPLE_VALUE * temples
    )
    return (
        full
        + time * slow
        + HAND_WEIGHT * _hand_value(state, player)
        + token_share
        + VILLAGE_BONUS * board.villages
    )


def _clean_outlook(state: TotwState, board: Board) -> float:
    """Points the pollution line may still bring beyond what it scores now (see CLEAN_DECAY)."""
    polluted = sum(1 for n in board.pollution if n)
    table = state.data.pollution_points
    now = table[polluted] if polluted < len(table) else 0
    return max(0.0, CLEAN_POINTS * CLEAN_DECAY ** sum(board.pollution) - now)


def _token_shares(state: TotwState, race: list[float] | None = None) -> list[float]:
    """Each player's share of the end-game token's points while nobody holds it: a softmax of the
    village race, weighted by how near its end the race is."""
    n = state.num_players
    if state.end_round >= 0:
        return [0.0] * n
    if race is None:
        race = _race(state)
    top = max(race)
    weights = [float(np.exp(RACE_SHARPNESS * (r - top))) for r in race]
    total = sum(weights)
    near = (min(top, MAX_VILLAGES) / MAX_VILLAGES) ** 2
    points = state.data.end_token_points
    return [points * near * w / total for w in weights]


def evaluate(state: State) -> list[float]:
    """One value per player in [0, 1]; at the end 1 for the winners and 0 for the others."""
    assert isinstance(state, TotwState)
    if state.is_terminal():
        won = set(state.winners())
        return [1.0 if p in won else 0.0 for p in range(state.num_players)]
    race = _race(state)
    shares = _token_shares(state, race)
    totals = [s + _potential(state, p, shares[p], race) for p, s in enumerate(state.scores())]
    # Win chances as a softmax of the estimated totals: with two players exactly the logistic of
    # the lead; with more, every opponent's total counts, not only the best one's.
    return win_chances(totals, _SCALE)
