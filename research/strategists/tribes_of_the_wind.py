"""Tribes of the Wind strategist: a village rush (docs/rules/tribes_of_the_wind.md).

The plan: every village is 3 points and a village card, and the first fifth village takes the
5-point end-game token and ends the game soon after, so build villages as fast as the riders allow.
Keep one forest tile as the target (the one closest to its rider need) and bring riders to it along
the shortest links; keep a second forest tile ready so the riders sent home by a village have
somewhere to go; keep enough water to plant; clean where a token blocks a space next to the
tiles; take a temple when a card or the temple action offers one. Each card row is scored by what
it does for that plan now, never by a row that would do nothing.
"""

from __future__ import annotations

import numpy as np

from game.rules.base import State
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import (
    ADJACENT,
    MAX_VILLAGES,
    NUM_SPACES,
    CardRow,
    Effect,
    Element,
    Feature,
    Fx,
    Power,
)
from game.rules.tribes_of_the_wind.legal import HIDDEN, temple_spaces
from game.rules.tribes_of_the_wind.scoring import goal_met
from game.rules.tribes_of_the_wind.state import Phase, TotwState

WATER_WANTED = 5  # enough to plant a tile at full cost with some to spare
LEADER_ORDER = ("light_footed", "homecoming", "tailwind", "green_thumb", "rain_song", "wise_draw",
                "temple_keeper", "purifier", "clean_builder", "shapeshifter")  # fmt: skip
FEATURE_ORDER = (Feature.TURBINE, Feature.CATAPULT, Feature.WATER, Feature.PORTAL)  # villages built first


def choose(world: State, legal: list[int], rng: np.random.Generator) -> int:
    assert isinstance(world, TotwState)
    phase = world.phase
    board = world.boards[world.seat]
    if phase == Phase.ACTION:
        return _action(world, board, legal)
    if phase == Phase.CLEAN:
        return _clean(board, legal)
    if phase == Phase.PLANT:
        return _plant(world, board, legal)
    if phase == Phase.PLACE_TEMPLE:
        return _temple(world, board, legal)
    if phase in (Phase.MOVE, Phase.CATAPULT):
        return _move(world, board, legal, phase == Phase.CATAPULT)
    if phase == Phase.DISCARD:
        return min(legal, key=lambda a: _card_worth(world, board, board.hand[a - act.DISCARD - 1]))
    if phase == Phase.VILLAGE_CARD:
        return _village_card(world, board, legal)
    if phase == Phase.DRAW:
        return _draw(world, board, legal)
    if phase == Phase.LEADER:
        names = world.data.power_names
        return min(legal, key=lambda a: LEADER_ORDER.index(names[a - act.LEADER]))
    return legal[0]  # spare: any space


# -- the plan ---------------------------------------------------------------------------------------


def _need(world: TotwState, board: Board, x: int) -> int:
    return board.village_need(x, world.data, board.has(Power.LIGHT_FOOTED))


def _forests(board: Board) -> list[int]:
    return [x for x in range(NUM_SPACES) if board.tile[x] != EMPTY and not board.village[x]]


def _target(world: TotwState, board: Board, skip: int = -1) -> int:
    """The forest tile to gather riders on (space index), or -1: the one missing the fewest riders,
    then the nearest to the capital."""
    if board.villages >= MAX_VILLAGES:
        return -1
    distance = _distances(world, board, 0)
    best, key = -1, (99, 99)
    for x in _forests(board):
        if x == skip:
            continue
        missing = max(0, _need(world, board, x) - board.riders[x])
        if (missing, distance[x + 1]) < key:
            best, key = x, (missing, distance[x + 1])
    return best


def _distances(world: TotwState, board: Board, start: int) -> list[int]:
    """Moves from position ``start`` (cap = 0, space x = x + 1) to every position along links."""
    distance = [99] * 13
    distance[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for pos in frontier:
            for other in board.links(pos, world.data):
                if distance[other] == 99:
                    distance[other] = distance[pos] + 1
                    nxt.append(other)
        frontier = nxt
    return distance


def _steps_needed(world: TotwState, board: Board, target: int) -> tuple[int, int]:
    """(moves to fill ``target`` with the nearest free riders, the farthest of those riders' moves)."""
    missing = _need(world, board, target) - board.riders[target]
    if missing <= 0:
        return 0, 0
    distance = _distances(world, board, target + 1)
    free = [distance[0]] * board.capital
    for x in range(NUM_SPACES):
        if x != target and board.riders[x]:
            keep = _need(world, board, x) if x in _forests(board) and x != target else 0
            spare = board.riders[x] if board.village[x] else max(0, board.riders[x] - keep)
            free += [distance[x + 1]] * spare
    free.sort()
    chosen = free[:missing]
    if not chosen:
        return 0, 0
    return sum(chosen), max(chosen)


def _plant_spaces(board: Board, removals: int) -> list[int]:
    return [
        x
        for x in range(NUM_SPACES)
        if board.tile[x] == EMPTY
        and board.pollution[x] <= removals
        and any(board.tile[y] != EMPTY for y in ADJACENT[x])
    ]


def _row_value(world: TotwState, board: Board, row: CardRow, element: int) -> float:
    """What a card row does for the rush on this board now."""
    return _effects_value(world, board, row.effects, element)


def _effects_value(world: TotwState, board: Board, row_effects: tuple[Effect, ...], element: int) -> float:
    effects = dict(row_effects)
    water = effects.get(Fx.WATER, 0) + (1 if element == Element.BLUE and board.has(Power.RAIN_SONG) else 0)
    moves = effects.get(Fx.MOVE, 0) + (1 if element == Element.YELLOW and board.has(Power.TAILWIND) else 0)
    removals = effects.get(Fx.CLEAN, 0)
    if removals and board.has(Power.PURIFIER):
        removals += 1
    value = 1.0 * min(water, max(0, WATER_WANTED - board.water)) + 0.2 * water
    tokens = sum(board.pollution)
    if removals and tokens:
        value += 0.6 * min(removals, tokens)
        if not _plant_spaces(board, 0) and _plant_spaces(board, removals):
            value += 1.5  # opens a space next to the tiles
    if Fx.PLANT in effects:
        value += _plant_value(world, board, effects[Fx.PLANT], water, removals)
    if Fx.TEMPLE in effects and board.unbuilt_temples() and temple_spaces(board):
        value += 4.0
    target = _target(world, board)
    if target >= 0 and (moves or Fx.CATAPULT in effects):
        steps, farthest = _steps_needed(world, board, target)
        reach = min(moves, steps)
        catapult = farthest if Fx.CATAPULT in effects and steps > reach else 0
        value += 1.5 * (reach + catapult)
        if steps and reach + catapult >= steps:
            value += 3.0  # the village can be built next turn
    return value


def _plant_value(world: TotwState, board: Board, discount: int, water: int, removals: int) -> float:
    if not _plant_spaces(board, removals):
        return 0.0
    costs = [world.data.tile_cost[t] for t in world.forest_market if t != EMPTY]
    if not costs:
        return 0.0
    cut = discount + (1 if board.has(Power.GREEN_THUMB) else 0)
    if max(0, min(costs) - cut) > board.water + water:
        return 0.0
    waiting = len(_forests(board))
    return 6.0 if waiting == 0 else 4.0 if waiting == 1 else 2.5


def _card_worth(world: TotwState, board: Board, card: int) -> float:
    """A held card's best row by ``_row_value``, playable or not (what to discard)."""
    if card < 0 or card >= HIDDEN:
        return 0.0
    element = world.data.card_element[card]
    return max(_row_value(world, board, row, element) for row in world.data.card_rows[card])


# -- decisions --------------------------------------------------------------------------------------


def _action(world: TotwState, board: Board, legal: list[int]) -> int:
    villages = [a for a in legal if act.VILLAGE <= a < act.DISCARD + 1]
    if villages:
        return min(villages, key=lambda a: _village_key(world, board, a - act.VILLAGE))
    best, best_value = -1, 0.0
    for a in legal:
        if a >= act.TEMPLE_ACTION:
            continue
        slot, hard = divmod(a - act.PLAY, 2)
        card = board.hand[slot]
        value = _row_value(world, board, world.data.card_rows[card][hard], world.data.card_element[card])
        if value > best_value:
            best, best_value = a, value
    temple = act.TEMPLE_ACTION in legal and bool(board.unbuilt_temples() and temple_spaces(board))
    if temple and best_value < 4.0:
        return act.TEMPLE_ACTION
    if best >= 0:
        return best
    plays = [a for a in legal if a < act.TEMPLE_ACTION]
    return plays[0] if plays else legal[0]


def _village_key(world: TotwState, board: Board, x: int) -> tuple[int, int]:
    """Turbines first (no pollution), then the fewest empty neighbours to pollute."""
    feature = Feature(world.data.tile_feature[board.tile[x]])
    empty = sum(1 for y in ADJACENT[x] if board.tile[y] == EMPTY)
    return FEATURE_ORDER.index(feature), empty


def _clean(board: Board, legal: list[int]) -> int:
    def key(a: int) -> tuple[int, int]:
        x = a - act.CLEAN
        near = any(board.tile[y] != EMPTY for y in ADJACENT[x])
        return (0 if near else 1), board.pollution[x]

    return min(legal, key=key)


def _plant(world: TotwState, board: Board, legal: list[int]) -> int:
    plants = [a for a in legal if a != act.STOP]
    if not plants:
        return act.STOP
    distance = _distances_to_spaces(world, board)
    data = world.data

    def key(a: int) -> tuple[float, int]:
        source, x = divmod(a - act.PLANT, 12)
        if source == act.DECK_SOURCE:
            tile_score = 6.0  # unseen: about an average tile at full cost
        else:
            tile = world.forest_market[source]
            tile_score = data.tile_cost[tile] + 1.2 * data.tile_slots[tile]
            tile_score -= 1.0 if data.tile_feature[tile] == Feature.TURBINE else 0.0
        return tile_score + 1.5 * distance[x], x

    return min(plants, key=key)


def _distances_to_spaces(world: TotwState, board: Board) -> list[int]:
    """For every space, the moves from the capital to it were it a tile (1 + its nearest tile)."""
    from_cap = _distances(world, board, 0)
    return [
        1 + min((from_cap[y + 1] for y in ADJACENT[x] if board.tile[y] != EMPTY), default=99)
        for x in range(NUM_SPACES)
    ]


def _temple(world: TotwState, board: Board, legal: list[int]) -> int:
    target = _target(world, board)
    wants = []
    if target >= 0 and _steps_needed(world, board, target)[0]:
        wants.append(2)  # M4
    if _plant_spaces(board, 0):
        wants.append(4)  # F4: a free forest
    wants += [1, 3, 2, 4]  # W4, P5

    def key(a: int) -> tuple[int, int]:
        t, x = divmod(a - act.PLACE_TEMPLE, 12)
        return wants.index(t + 1), (0 if board.village[x] else 1)

    return min(legal, key=key)


def _move(world: TotwState, board: Board, legal: list[int], catapult: bool) -> int:
    target = _target(world, board)
    if target >= 0 and board.riders[target] >= _need(world, board, target):
        target = _target(world, board, skip=target)
    if target < 0 or board.riders[target] >= _need(world, board, target):
        return act.STOP if act.STOP in legal else legal[0]
    distance = _distances(world, board, target + 1)
    goal = target + 1
    best, key = act.STOP, (99, 99)
    for a in legal:
        if a == act.STOP:
            continue
        origin, to = divmod(a - act.MOVE, 13)
        if origin == goal:
            continue
        if origin > 0 and _holds_for_itself(world, board, origin - 1, target):
            continue
        if catapult:
            if to != goal:
                continue
            candidate = (-distance[origin], 0)  # lift the farthest rider
        else:
            if distance[to] >= distance[origin]:
                continue
            candidate = (distance[origin], 0)  # the nearest rider first: it arrives
        if candidate < key:
            best, key = a, candidate
    return best if best in legal else legal[-1]


def _holds_for_itself(world: TotwState, board: Board, x: int, target: int) -> bool:
    """A forest tile's riders stay while it is at or below its own need (it is the next target)."""
    if board.village[x] or x == target:
        return False
    return board.riders[x] <= _need(world, board, x) and board.riders[x] > board.riders[target]


def _village_card(world: TotwState, board: Board, legal: list[int]) -> int:
    data = world.data
    player = world.seat
    tucks = [a for a in legal if (a - act.VILLAGE_CARD) % 6 == act.VC_TUCK]
    for a in tucks:
        card = world.village_row[(a - act.VILLAGE_CARD) // 6]
        if goal_met(world, player, card):
            return a
    nows = [a for a in legal if (a - act.VILLAGE_CARD) % 6 == act.VC_NOW]
    if not nows:
        return legal[0]

    def worth(a: int) -> float:
        effect = data.village_effect[world.village_row[(a - act.VILLAGE_CARD) // 6]]
        return _effects_value(world, board, (effect,), -1)

    return max(nows, key=worth)


def _draw(world: TotwState, board: Board, legal: list[int]) -> int:
    target = _target(world, board)
    wanted = []
    if target >= 0 and _steps_needed(world, board, target)[0]:
        wanted.append(Element.YELLOW)
    if len(_forests(board)) < 2 and board.water >= 3:
        wanted.append(Element.GREEN)
    if board.water < WATER_WANTED:
        wanted.append(Element.BLUE)
    for element in wanted:
        if act.draw(element) in legal:
            return act.draw(element)
    return act.DRAW_DECK if act.DRAW_DECK in legal else legal[0]
