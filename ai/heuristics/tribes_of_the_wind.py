"""Bot knowledge for Tribes of the Wind: a position value, a playout policy and the actions worth
searching (docs/bots-tribes-of-the-wind.md).

``evaluate`` reads the public parts of the state (boards, water, riders, tucked cards, end token)
and the holders as a determinization fills them in: the current score as if the game ended now,
plus credit for progress that usually turns into points before the game ends: riders gathered on
a forest tile towards a village (more for a tile that is nearly full than for riders spread thin),
tiles towards the forest table, water to plant with, tokens cleaned, temples, the best cards of the
holder by what they would do on this board, and a share of the end-game token for the player
ahead in the village race. That credit shrinks with the turns a player has left: the game ends
soon after a fifth village, and what a player cannot convert by then scores nothing. The estimated
totals go through a softmax into win chances in [0, 1].

``useful_actions`` drops the decisions that change nothing (a temple action that cannot place a
temple, a card whose every effect but water would do nothing on this board, ``stop`` when a forest
can be planted, ``stop`` of a move while a forest tile lacks riders) wherever a decision that does
something is legal; the search and the playouts look only at those.
"""

from __future__ import annotations

import numpy as np

from ai.heuristics import Horizon, win_chances
from game.rules.base import State
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import ADJACENT, MAX_VILLAGES, NUM_SPACES, CardRow, Element, Fx, Power
from game.rules.tribes_of_the_wind.legal import (
    HIDDEN,
    element_view,
    playable_rows,
    temple_spaces,
)
from game.rules.tribes_of_the_wind.state import Phase, TotwState

# Search knobs for this title (ai.heuristics): a turn's worth shows in the next turn (the cards it
# leaves in the holder, the riders it brings near a village), so playouts run on through every
# opponent's reply and the searcher's next turn; values within a turn differ by little, so UCT
# compares them rescaled to their spread at each node; PUCT with the playout policy's prior, the
# final choice by visits, one new node (one prior) per iteration. Measurements: docs/bots-tribes-of-the-wind.md.
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
HAND_WEIGHT = 1.0  # how much the holder's promise counts against the board (see _hand_value)
# Rough points one unit of each effect brings when it does something (2.2 codes: W, P, F, T, M, K):
# a forest is a tile (forest table, a future village), a temple a step to 3 or 7 points and a bonus;
# a move counts only while it brings a rider towards a village (see _rider_steps).
EFFECT_VALUE = {Fx.WATER: 0.25, Fx.CLEAN: 0.5, Fx.PLANT: 1.5, Fx.TEMPLE: 2.5, Fx.MOVE: 0.7, Fx.CATAPULT: 1.0}
# With no forest tile waiting for riders, a plant is the only way to the next village: it counts
# this many times its value, so the search keeps and draws plant cards instead of cleaning on.
PLANT_URGENT = 3.0
# How much of the best playable card in the holder counts now (one card is played a turn), and of
# the next best.
HAND_SHARES = (0.5, 0.2)
# A forest tile holding the riders its village needs: one action from 3 points and a village card.
# A forest tile without them is a village in waiting (FOREST_SEED); riders short of the need count
# by the square of the share held, so a tile nearly full is worth more than the same riders spread
# over several tiles (only a full tile becomes a village).
READY_VILLAGE = 2.5
FOREST_SEED = 1.0
VILLAGE_BONUS = 2.0  # each village built, beyond its 3 points: its village card and the tempo it gives
# Each tile up to the sixth: the forest table pays from 6 tiles on (2 points a tile), and every tile
# is a space for a village. From the sixth tile on the table's own points take over.
TILE_VALUE = 1.0
FOREST_TABLE_FROM = 6
WATER_VALUE = 0.25
WATER_CAP = 8  # water beyond this plants nothing more before it is spent
TOKEN_VALUE = 0.3  # each pollution token removed, short of the score's steps
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
# The playout policy follows the village plan (the card worth most, the cheap near forest, the
# element the plan lacks) this share of the time and picks at random among useful moves otherwise,
# so the search's prior still spreads over the alternatives.
PLAN_SHARE = 0.7


def _turns_left(state: TotwState, player: int) -> float:
    """Turns ``player`` still plays: exact once the end is triggered (4.7), else estimated from the
    leader of the village race."""
    still_this_round = player > state.seat or (player == state.seat and state.phase == Phase.ACTION)
    if state.end_round >= 0:
        last = state.end_round + (1 if state.flags.final_round else 0)
        return float(last - state.round + int(still_this_round))
    race = max(b.villages + (READY_RACE if _ready(state, b) else 0.0) for b in state.boards)
    estimate = ROUNDS_PER_VILLAGE * max(0.0, MAX_VILLAGES - race) + int(still_this_round)
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
    to build; a full tile counts READY_VILLAGE, one short of riders FOREST_SEED and the square of
    its share of the rest."""
    light = board.has(Power.LIGHT_FOOTED)
    shares = sorted(
        (
            min(board.riders[x] / board.village_need(x, state.data, light), 1.0)
            for x in range(NUM_SPACES)
            if board.tile[x] != EMPTY and not board.village[x]
        ),
        reverse=True,
    )[: MAX_VILLAGES - board.villages]
    full = sum(1 for s in shares if s >= 1.0)
    partial = sum(FOREST_SEED + (READY_VILLAGE - FOREST_SEED) * s * s for s in shares if s < 1.0)
    return READY_VILLAGE * full, partial


def _row_worth(state: TotwState, board: Board, row: CardRow, element: int, steps: int) -> tuple[float, bool]:
    """What playing ``row`` would bring on this board: its value by EFFECT_VALUE, counting only the
    effects that can do something, and whether any effect but water does something; ``steps``:
    the board's ``_rider_steps``."""
    effects = dict(row.effects)
    water = effects.get(Fx.WATER, 0) + (1 if element == Element.BLUE and board.has(Power.RAIN_SONG) else 0)
    moves = effects.get(Fx.MOVE, 0) + (1 if element == Element.YELLOW and board.has(Power.TAILWIND) else 0)
    worth = EFFECT_VALUE[Fx.WATER] * water
    acts = False
    tokens = sum(board.pollution)
    if Fx.CLEAN in effects and tokens:
        removals = effects[Fx.CLEAN] + (1 if board.has(Power.PURIFIER) else 0)
        worth += EFFECT_VALUE[Fx.CLEAN] * min(removals, tokens)
        acts = True
    if Fx.PLANT in effects and _can_plant(state, board, effects, water):
        waiting = any(board.tile[x] != EMPTY and not board.village[x] for x in range(NUM_SPACES))
        worth += EFFECT_VALUE[Fx.PLANT] * (1.0 if waiting else PLANT_URGENT)
        acts = True
    if Fx.TEMPLE in effects and board.unbuilt_temples() and temple_spaces(board):
        worth += EFFECT_VALUE[Fx.TEMPLE]
        acts = True
    if (moves or Fx.CATAPULT in effects) and steps:
        worth += EFFECT_VALUE[Fx.MOVE] * min(moves, steps)
        worth += EFFECT_VALUE[Fx.CATAPULT] if Fx.CATAPULT in effects else 0.0
        acts = True
    return worth, acts


def _can_plant(state: TotwState, board: Board, effects: dict[Fx, int], water: int) -> bool:
    """Whether the row's F could plant a forest after its W and P (4.3.2), at the cheapest source."""
    removals = effects.get(Fx.CLEAN, 0) + (1 if Fx.CLEAN in effects and board.has(Power.PURIFIER) else 0)
    spaces = [
        x
        for x in range(NUM_SPACES)
        if board.tile[x] == EMPTY
        and board.pollution[x] <= removals
        and any(board.tile[y] != EMPTY for y in ADJACENT[x])
    ]
    if not spaces:
        return False
    costs = [state.data.tile_cost[t] for t in state.forest_market if t != EMPTY]
    if state.flags.blind_forest_draw and state.forest_stack:
        costs.append(4)
    if not costs:
        return False
    discount = effects[Fx.PLANT] + (1 if board.has(Power.GREEN_THUMB) else 0)
    return max(0, min(costs) - discount) <= board.water + water


def _rider_steps(state: TotwState, player: int) -> int:
    """Moves still needed to fill the forest tile closest to its rider need with the nearest riders
    that stand where no village waits for them (the capital, villages); 0 when no forest tile
    lacks riders or no rider can come. Moves help only there."""
    board = state.boards[player]
    if board.villages >= MAX_VILLAGES:
        return 0
    light = board.has(Power.LIGHT_FOOTED)
    best, missing = -1, 99
    for x in range(NUM_SPACES):
        if board.tile[x] != EMPTY and not board.village[x]:
            short = board.village_need(x, state.data, light) - board.riders[x]
            if 0 < short < missing:
                best, missing = x, short
    if best < 0:
        return 0
    distance = _distances(state, best + 1, player)
    free = [distance[0]] * board.capital
    for x in range(NUM_SPACES):
        if board.riders[x] and board.village[x]:
            free += [distance[x + 1]] * board.riders[x]
    free.sort()
    return sum(d for d in free[:missing] if d < 99)


def _hand_value(state: TotwState, player: int) -> float:
    """What the holder promises for the next turns: its best playable rows by what they would do."""
    board = state.boards[player]
    view = element_view(state, player)
    element = state.data.card_element
    steps = _rider_steps(state, player)
    found = []
    for slot, card in enumerate(board.hand):
        if card < 0 or card >= HIDDEN:
            continue
        rows = state.data.card_rows[card]
        best = 0.0
        for row, ok in zip(rows, playable_rows(state, player, slot, view)):
            if ok:
                best = max(best, _row_worth(state, board, row, element[card], steps)[0])
        found.append(best)
    found.sort(reverse=True)
    return sum(share * value for share, value in zip(HAND_SHARES, found))


def _potential(state: TotwState, player: int, token_share: float) -> float:
    """Progress the score does not show yet, scaled by the turns left to convert it."""
    board = state.boards[player]
    turns = _turns_left(state, player)
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
        - TOKEN_VALUE * sum(board.pollution)
        + TEMPLE_VALUE * temples
    )
    return (
        full
        + time * slow
        + HAND_WEIGHT * _hand_value(state, player)
        + token_share
        + VILLAGE_BONUS * board.villages
    )


def _token_shares(state: TotwState) -> list[float]:
    """Each player's share of the end-game token's points while nobody holds it: a softmax of the
    village race, weighted by how near its end the race is."""
    n = state.num_players
    if state.end_round >= 0:
        return [0.0] * n
    race = [b.villages + (READY_RACE if _ready(state, b) else 0.0) for b in state.boards]
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
    shares = _token_shares(state)
    totals = [s + _potential(state, p, shares[p]) for p, s in enumerate(state.scores())]
    # Win chances as a softmax of the estimated totals: with two players exactly the logistic of
    # the lead; with more, every opponent's total counts, not only the best one's.
    return win_chances(totals, _SCALE)


def _action_does_something(state: TotwState, action: int) -> bool:
    """At the action phase: a village always does; a temple action if it places a temple; a card
    if one of its effects other than water does, or it has no other effect (a water card)."""
    board = state.boards[state.seat]
    if action >= act.VILLAGE:
        return True
    if action == act.TEMPLE_ACTION:
        return bool(board.unbuilt_temples() and temple_spaces(board))
    slot, hard = divmod(action - act.PLAY, 2)
    card = board.hand[slot]
    if card < 0 or card >= HIDDEN:
        return True
    row = state.data.card_rows[card][hard]
    if all(code == Fx.WATER for code, _ in row.effects):
        return True
    # A move does something while a forest tile (a village to be) can take a rider.
    forest = any(board.tile[x] != EMPTY and not board.village[x] for x in range(NUM_SPACES))
    return _row_worth(state, board, row, state.data.card_element[card], int(forest))[1]


def useful_actions(state: State, legal: list[int]) -> list[int]:
    """``legal`` without the decisions that change nothing, if any decision that does is left."""
    assert isinstance(state, TotwState)
    if len(legal) < 2:
        return legal
    if state.phase == Phase.ACTION:
        kept = [a for a in legal if _action_does_something(state, a)]
        return kept or legal
    if state.phase == Phase.PLANT and legal[-1] == act.STOP:
        return legal[:-1]  # a forest can be planted: the card's F is not thrown away
    if state.phase in (Phase.MOVE, Phase.CATAPULT) and legal[-1] == act.STOP and _short_tile(state):
        return legal[:-1]  # a forest tile still lacks riders: the card's moves are not thrown away
    return legal


def _short_tile(state: TotwState) -> bool:
    """Whether a forest tile of the player to move holds fewer riders than its village needs."""
    board = state.boards[state.seat]
    if board.villages >= MAX_VILLAGES:
        return False
    light = board.has(Power.LIGHT_FOOTED)
    return any(
        board.tile[x] != EMPTY
        and not board.village[x]
        and board.riders[x] < board.village_need(x, state.data, light)
        for x in range(NUM_SPACES)
    )


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


def _distances(state: TotwState, target: int, player: int | None = None) -> list[int]:
    """Moves from every position (cap = 0, space x = x + 1) to ``target`` along links, on the
    board of ``player`` (the player to move by default)."""
    board = state.boards[state.seat if player is None else player]
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


def _best_play(state: TotwState, plays: list[int], rng: np.random.Generator) -> int:
    """Among card plays, one of those worth the most on this board (ties at random)."""
    board = state.boards[state.seat]
    data = state.data
    steps = _rider_steps(state, state.seat)
    best: list[int] = []
    top = -1.0
    for a in plays:
        slot, hard = divmod(a - act.PLAY, 2)
        card = board.hand[slot]
        worth = (
            0.0
            if card < 0 or card >= HIDDEN
            else _row_worth(state, board, data.card_rows[card][hard], data.card_element[card], steps)[0]
        )
        if worth > top + 1e-9:
            best, top = [a], worth
        elif worth > top - 1e-9:
            best.append(a)
    return _pick(best, rng)


def _plant_choice(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """Mostly the cheapest tile on the space nearest the capital (the shortest ride for riders)."""
    if rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    board = state.boards[state.seat]
    data = state.data
    from_cap = _distances(state, 0)

    def key(a: int) -> tuple[int, int]:
        source, x = divmod(a - act.PLANT, 12)
        cost = 4 if source == act.DECK_SOURCE else data.tile_cost[state.forest_market[source]]
        ride = min((from_cap[y + 1] for y in ADJACENT[x] if board.tile[y] != EMPTY), default=99)
        return cost + ride, x

    return min(legal, key=key)


def _draw_choice(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """Mostly the element the plan lacks: wind while riders must travel, plants while no forest
    tile waits for riders, water while short of a planting."""
    if rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    board = state.boards[state.seat]
    wanted = []
    if _rider_steps(state, state.seat):
        wanted.append(Element.YELLOW)
    if not any(board.tile[x] != EMPTY and not board.village[x] for x in range(NUM_SPACES)):
        wanted.append(Element.GREEN if board.water >= 2 else Element.BLUE)
    if board.water < 4:
        wanted.append(Element.BLUE)
    for element in wanted:
        if act.draw(element) in legal:
            return act.draw(element)
    return _pick(legal, rng)


def rollout_action(state: State, rng: np.random.Generator) -> int:
    """A fast, legal playout move: build villages, play the card worth most on the board (now and
    then another useful one), gather riders on one tile, plant cheap and near, draw what the plan
    lacks; never a decision that does nothing while one that does is legal."""
    assert isinstance(state, TotwState)
    legal = useful_actions(state, state.legal_actions())
    phase = state.phase
    if phase == Phase.ACTION:
        villages = [a for a in legal if act.VILLAGE <= a < act.DISCARD + 1]
        if villages:
            return _pick(villages, rng)
        plays = [a for a in legal if a < act.TEMPLE_ACTION]
        if plays and rng.random() < 0.85:
            return _best_play(state, plays, rng) if rng.random() < PLAN_SHARE else _pick(plays, rng)
        return _pick(legal, rng)
    if phase == Phase.PLANT:
        return _plant_choice(state, legal, rng)
    if phase == Phase.DRAW:
        return _draw_choice(state, legal, rng)
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
