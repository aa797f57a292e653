"""The Tribes of the Wind playout policy: the moves of the search's playouts and its PUCT prior
(docs/bots-tribes-of-the-wind.md).

It follows a village plan ``PLAN_SHARE`` of the time and picks at random among the useful
decisions (``useful_actions``) otherwise: build a village when one can be built; else play the
card row worth most on the board, or the temple action when it places a temple and no card is
worth a temple; plant the tile needing the fewest riders, the cheapest of those, near the capital;
bring riders to the forest tile missing the fewest, the nearest first, never one a tile needs for
its own village; draw the element worth most on the board; tuck a village card whose goal is met;
discard the cards worth least; clean next to the tiles first; take the temple whose bonus is worth
most.
"""

from __future__ import annotations

import numpy as np

from ai.heuristics.tribes_of_the_wind_board import (
    EFFECT_VALUE,
    Facts,
    distances,
    effects_worth,
    rider_steps,
    row_worth,
    useful_actions,
    useful_draws,
)
from game.rules.base import State
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.data import ADJACENT, NUM_SPACES, Fx, Powers
from game.rules.tribes_of_the_wind.legal import HIDDEN
from game.rules.tribes_of_the_wind.phase import Phases
from game.rules.tribes_of_the_wind.scoring import goal_met
from game.rules.tribes_of_the_wind.state import Phase, TotwState

# The playout policy follows the village plan (the card worth most, the cheap near forest, the
# element the plan lacks) this share of the time and picks at random among useful moves otherwise,
# so the search's prior still spreads over the alternatives.
PLAN_SHARE = 0.7


def _pick(actions: list[int], rng: np.random.Generator) -> int:
    return actions[int(rng.integers(len(actions)))]


def _target(state: TotwState) -> int:
    """The forest-side tile closest to becoming a village (fewest riders missing), as a position;
    -1 when no forest tile lacks riders."""
    board = state.boards[state.seat]
    light = board.has(Powers.LIGHT_FOOTED)
    best, best_missing = -1, 99
    for x in range(NUM_SPACES):
        if board.tile[x] != EMPTY and not board.village[x]:
            missing = board.village_need(x, state.data, light) - board.riders[x]
            if 0 < missing < best_missing:
                best, best_missing = x + 1, missing
    return best


def _card_worth(state: TotwState, facts: Facts, card: int) -> float:
    """A held card's best row on this board, playable now or not (which card to let go)."""
    if card < 0 or card >= HIDDEN:
        return 0.0
    element = state.data.card_element[card]
    return max(row_worth(facts, row, element)[0] for row in state.data.card_rows[card])


def _best_action(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """The card row worth most on the board; the temple action when it places a temple and no
    card is worth as much."""
    plays = [a for a in legal if a < act.TEMPLE_ACTION]
    if not plays:
        return _pick(legal, rng)
    play = _best_play(state, plays, rng)
    if act.TEMPLE_ACTION in legal:
        board = state.boards[state.seat]
        facts = Facts(state, board, rider_steps(state, state.seat))
        slot, hard = divmod(play - act.PLAY, 2)
        card = board.hand[slot]
        hidden = card < 0 or card >= HIDDEN
        row = None if hidden else state.data.card_rows[card][hard]
        worth = 0.0 if row is None else row_worth(facts, row, state.data.card_element[card])[0]
        if facts.temple and worth < EFFECT_VALUE[Fx.TEMPLE]:
            return act.TEMPLE_ACTION
    return play


def _village_card_choice(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """Tuck a card whose goal is met (its stars are points); else use the best effect now."""
    met = [
        a
        for a in legal
        if (a - act.VILLAGE_CARD) % 6 == act.VC_TUCK
        and goal_met(state, state.seat, state.village_row[(a - act.VILLAGE_CARD) // 6])
    ]
    if met:
        return _pick(met, rng)
    nows = [a for a in legal if (a - act.VILLAGE_CARD) % 6 == act.VC_NOW]
    if not nows or rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    facts = Facts(state, state.boards[state.seat], rider_steps(state, state.seat))
    effect = state.data.village_effect

    def worth(a: int) -> float:
        code, n = effect[state.village_row[(a - act.VILLAGE_CARD) // 6]]
        return effects_worth(facts, {code: n}, -1)[0]

    return max(nows, key=worth)


def _clean_choice(state: TotwState, legal: list[int]) -> int:
    """Clear a space next to the tiles first (a space to plant), the least polluted first (fewer
    polluted spaces score)."""
    board = state.boards[state.seat]

    def key(a: int) -> tuple[int, int]:
        x = a - act.CLEAN
        near = any(board.tile[y] != EMPTY for y in ADJACENT[x])
        return (0 if near else 1), board.pollution[x]

    return min(legal, key=key)


def _temple_choice(state: TotwState, legal: list[int]) -> int:
    """The temple whose bonus is worth most on the board, on a village first (village goals)."""
    board = state.boards[state.seat]
    facts = Facts(state, board, rider_steps(state, state.seat))
    bonus = state.data.temple_bonus

    def key(a: int) -> tuple[float, int]:
        t, x = divmod(a - act.PLACE_TEMPLE, 12)
        code, n = bonus[t]
        return -effects_worth(facts, {code: n}, -1)[0], (0 if board.village[x] else 1)

    return min(legal, key=key)


def _move_choice(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """Bring riders to the tile missing the fewest: the nearest rider first (it arrives), never
    one a forest tile needs for its own village; the catapult lifts the farthest; stop when no
    forest tile lacks riders or no rider can come."""
    target = _target(state)
    if target < 0:
        return act.STOP if act.STOP in legal else _pick(legal, rng)
    board = state.boards[state.seat]
    light = board.has(Powers.LIGHT_FOOTED)
    distance = distances(state, target)

    def spare(origin: int) -> bool:
        x = origin - 1
        if origin == 0 or board.village[x]:
            return True
        return origin != target and board.riders[x] > board.village_need(x, state.data, light)

    best: list[int] = []
    top = -999
    for a in legal:
        if a == act.STOP:
            continue
        origin, to = divmod(a - act.MOVE, 13)
        if origin == target or not spare(origin):
            continue
        if state.phase == Phase.CATAPULT:
            if to != target:
                continue
            rank = distance[origin]  # lift the farthest rider
        else:
            if distance[to] >= distance[origin]:
                continue
            rank = -distance[origin]  # the nearest rider first
        if rank > top:
            best, top = [a], rank
        elif rank == top:
            best.append(a)
    if best:
        return _pick(best, rng)
    return act.STOP if act.STOP in legal else _pick(legal, rng)


def _best_play(state: TotwState, plays: list[int], rng: np.random.Generator) -> int:
    """Among card plays, one of those worth the most on this board (ties at random)."""
    board = state.boards[state.seat]
    data = state.data
    facts = Facts(state, board, rider_steps(state, state.seat))
    best: list[int] = []
    top = -1.0
    for a in plays:
        slot, hard = divmod(a - act.PLAY, 2)
        card = board.hand[slot]
        worth = (
            0.0
            if card < 0 or card >= HIDDEN
            else row_worth(facts, data.card_rows[card][hard], data.card_element[card])[0]
        )
        if worth > top + 1e-9:
            best, top = [a], worth
        elif worth > top - 1e-9:
            best.append(a)
    return _pick(best, rng)


def _plant_choice(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """Mostly the tile needing the fewest riders (riders are slower to bring than water), the
    cheapest of those, on the space nearest the capital (the shortest ride for riders)."""
    if rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    board = state.boards[state.seat]
    data = state.data
    from_cap = distances(state, 0)

    def key(a: int) -> tuple[int, int, int]:
        source, x = divmod(a - act.PLANT, 12)
        deck = source == act.DECK_SOURCE
        slots = 3 if deck else data.tile_slots[state.forest_market[source]]
        cost = 4 if deck else data.tile_cost[state.forest_market[source]]
        ride = min((from_cap[y + 1] for y in ADJACENT[x] if board.tile[y] != EMPTY), default=99)
        return slots, cost + ride, x

    return min(legal, key=key)


def _draw_choice(legal: list[int], worth: dict[int, float], rng: np.random.Generator) -> int:
    """Mostly the draw worth most on this board (``draw_worth``), now and then any useful one."""
    if rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    top = max(worth[a] for a in legal)
    return _pick([a for a in legal if worth[a] > top - 1e-9], rng)


def rollout_action(state: State, rng: np.random.Generator) -> int:
    """A fast, legal playout move: build villages, play the card worth most on the board (now and
    then another useful one), gather riders on one tile, plant cheap and near, draw what the plan
    lacks; never a decision that does nothing while one that does is legal."""
    assert isinstance(state, TotwState)
    phase = state.phase
    if phase == Phases.DRAW:
        return _draw_choice(*useful_draws(state, state.legal_actions()), rng)
    legal = useful_actions(state, state.legal_actions())
    if phase == Phases.ACTION:
        villages = [a for a in legal if act.VILLAGE <= a < act.DISCARD + 1]
        if villages:
            return _pick(villages, rng)
        if rng.random() >= PLAN_SHARE:
            return _pick(legal, rng)
        return _best_action(state, legal, rng)
    if phase == Phases.PLANT:
        return _plant_choice(state, legal, rng)
    if phase == Phases.VILLAGE_CARD:
        return _village_card_choice(state, legal, rng)
    if phase in (Phases.MOVE, Phases.CATAPULT):
        return _move_choice(state, legal, rng)
    if rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    if phase == Phases.DISCARD:
        board = state.boards[state.seat]
        facts = Facts(state, board, rider_steps(state, state.seat))
        return min(legal, key=lambda a: _card_worth(state, facts, board.hand[a - act.DISCARD - 1]))
    if phase == Phases.CLEAN:
        return _clean_choice(state, legal)
    if phase == Phases.PLACE_TEMPLE:
        return _temple_choice(state, legal)
    return _pick(legal, rng)
