"""Prehistories strategist (docs/rules/prehistories.md): the plan a strong player follows.

The first tribe to place its 8 totems wins, and totems come from full rows and columns, painted
legendary tiles and objective cards. A strong player plans the cave for them and spends hunters
only on tiles that serve that plan, at the strength the zone asks:

- **The cave** (``cave_worth``): totems the cave would score now (rows, columns, legendaries,
  each objective card not yet scored by this tribe at its first or later number), rows and
  columns by how near they are to full (a line at six of seven is nearly a totem), painted
  squares, and a penalty for a hole no tile but a single can fill. Each tile is painted where
  it raises that most.
- **The hunt** (``_plan``): each zone's tile is worth what its best placement adds to the cave;
  groups of hunters are sized for the zone (green, or orange at the cost of an injury: one card
  fewer drawn), cards spent are worth their strength, and the best disjoint set of groups is
  sent; a party that takes nothing worth it is not formed (an empty party draws 3 cards).
- **Initiative**: the party is exactly the groups of that plan, and every point of strength in
  it costs a little, since the weaker party hunts first and picks the tiles first.

It reads its own observation only (a determinization of it for the legal actions), never
``ai.heuristics``.
"""

from __future__ import annotations

import numpy as np

from game.rules.base import State
from game.rules.prehistories import actions as act
from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import COLUMN_MASKS, ROW_MASKS, SIZE, STRENGTH, components, edge_neighbours
from game.rules.prehistories.objectives import objective_met

TOTEM = 10.0  # a totem, in the units of everything below
LINE_NEAR = 5.0  # a row or column at k of 7 squares: LINE_NEAR * (k / 7) ** 3
SQUARE = 0.3  # a painted square, towards every objective
HOLE = 1.0  # an empty square closed on all sides: only a single tile can still fill it
DRAW_CARD = 1.5  # a card drawn at the end of the turn
CARD_BASE, CARD_STRENGTH = 0.5, 0.25  # a hunter spent on a group: its card is gone until a reshuffle
ORDER = 0.25  # a point of party strength: the weaker party picks first
NO_FIT = -1.0  # a tile that fits nowhere is discarded (it still costs the draw of 3)
GROUPS_PER_ZONE = 8
FULL = (1 << (SIZE * SIZE)) - 1


def choose(world: State, legal: list[int], rng: np.random.Generator) -> int:
    s = world
    me = world.current_player()
    phase = s.phase.name  # type: ignore[attr-defined]
    if phase == "INITIATIVE":
        return _initiative(s, me, legal)
    if phase == "HUNT":
        return _hunt(s, me, legal)
    if phase == "PAINT":
        return _paint(s, me, legal)
    return legal[0]


# --- the cave -------------------------------------------------------------------------------------


def cave_worth(world: State, player: int, cave: Cave, taken: int = 0) -> float:
    """The cave's worth for ``player``: totems it would score now, lines near full, squares, holes."""
    s = world
    seat = s.seats[player]  # type: ignore[attr-defined]
    painted = cave.painted
    value = 0.0
    for masks in (COLUMN_MASKS, ROW_MASKS):
        for mask in masks:
            filled = (painted & mask).bit_count()
            value += TOTEM if filled == SIZE else LINE_NEAR * (filled / SIZE) ** 3
    value += TOTEM * len(cave.legend_anchors)
    for index in range(len(s.objectives)):  # type: ignore[attr-defined]
        if seat.cards_done[index]:
            value += TOTEM * seat.lines[3 + index]
            continue
        side = s.objective_side(index)  # type: ignore[attr-defined]
        if objective_met(side.id, cave, taken):
            value += TOTEM * (side.later if s.scored_by[index] else side.first)  # type: ignore[attr-defined]
    value += SQUARE * cave.tiles.bit_count()
    empty = FULL & ~painted
    closed = empty & ~edge_neighbours(empty)
    value -= HOLE * closed.bit_count()
    return value


def _placements(cave: Cave, kind_index: int) -> list[tuple[int, int]]:
    kind = components().tiles[kind_index]
    found = []
    for side in (0, 1) if kind.two_shapes else (0,):
        for anchor in cave.legal_anchors(kind.sides[side]).tolist():
            found.append((side, int(anchor)))
    return found


def tile_gain(world: State, player: int, cave: Cave, kind_index: int) -> float:
    """What the best placement of a tile adds to the cave (``NO_FIT`` if none)."""
    kind = components().tiles[kind_index]
    base = cave_worth(world, player, cave)
    best = NO_FIT
    for side, anchor in _placements(cave, kind_index):
        trial = cave.copy()
        trial.paint(kind, side, anchor)
        best = max(best, cave_worth(world, player, trial) - base)
    return best


def _paint(world: State, me: int, legal: list[int]) -> int:
    s = world
    seat = s.seats[me]  # type: ignore[attr-defined]
    pending = dict(s.pending)  # type: ignore[attr-defined]
    taken = s.tiles_taken  # type: ignore[attr-defined]
    best, top = legal[0], -1e18
    for a in legal:
        if a >= act.DISCARD:
            value = cave_worth(s, me, seat.cave, taken) - 5.0
        else:
            zone, rest = divmod(a - act.PAINT, 98)
            side, anchor = divmod(rest, 49)
            trial = seat.cave.copy()
            _, prints = trial.paint(components().tiles[pending[zone]], side, anchor)
            value = cave_worth(s, me, trial, taken) + DRAW_CARD * prints
        if value > top:
            best, top = a, value
    return best


# --- hunting plans --------------------------------------------------------------------------------


def _card_cost(speed: int) -> float:
    return CARD_BASE + CARD_STRENGTH * STRENGTH[speed]


def _plan(
    world: State,
    me: int,
    cards: list[int],
    order_cost: float,
    open_zone: int = -1,
    open_total: int = 0,
) -> tuple[float, list[tuple[int, tuple[int, ...]]]]:
    """The best disjoint groups of ``cards`` for the zones' tiles: (value, [(zone, cards)]).

    The value counts the tiles' gains, injuries and the cards spent, the draw at the end of the
    turn, and ``order_cost`` per point of strength sent; an open zone must be completed."""
    s = world
    cave = s.seats[me].cave  # type: ignore[attr-defined]
    zones = s.zone_defs  # type: ignore[attr-defined]
    cards = sorted(cards)
    n = len(cards)
    sums = [0] * (1 << n)
    costs = [0.0] * (1 << n)
    for mask in range(1, 1 << n):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask ^ (1 << low)] + STRENGTH[cards[low]]
        costs[mask] = costs[mask ^ (1 << low)] + _card_cost(cards[low])
    options: list[tuple[int, list[tuple[float, int, bool]]]] = []
    for z, kind in enumerate(s.zones):  # type: ignore[attr-defined]
        if kind < 0:
            continue
        gain = _gain(world, me, cave, kind)
        base = open_total if z == open_zone else 0
        groups = []
        for mask in range(0 if z == open_zone else 1, 1 << n):
            total = base + sums[mask]
            if total < zones[z].orange:
                continue
            injured = total < zones[z].green
            value = gain - costs[mask] - order_cost * sums[mask] - (DRAW_CARD if injured else 0.0)
            groups.append((value, mask, injured))
        groups.sort(reverse=True)
        options.append((z, groups[:GROUPS_PER_ZONE]))

    memo: dict[tuple[int, int], tuple[float, tuple[tuple[int, int, bool], ...]]] = {}

    def best(i: int, free: int) -> tuple[float, tuple[tuple[int, int, bool], ...]]:
        if i == len(options):
            return 0.0, ()
        key = (i, free)
        if key in memo:
            return memo[key]
        z, groups = options[i]
        result = (-1e18, ()) if z == open_zone else best(i + 1, free)
        for value, mask, injured in groups:
            if mask & ~free:
                continue
            rest, chosen = best(i + 1, free & ~mask)
            if value + rest > result[0]:
                result = (value + rest, ((z, mask, injured), *chosen))
        memo[key] = result
        return result

    value, chosen = best(0, (1 << n) - 1)
    if not chosen:
        return DRAW_CARD * 3, []
    injuries = sum(1 for _, _, injured in chosen if injured)
    value += DRAW_CARD * 2 + DRAW_CARD * injuries  # the draw: 2, less the injuries counted above
    plan = [(z, tuple(cards[i] for i in range(n) if mask >> i & 1)) for z, mask, _ in chosen]
    return value, plan


def _gain(world: State, me: int, cave: Cave, kind: int) -> float:
    return tile_gain(world, me, cave, kind)


def _initiative(world: State, me: int, legal: list[int]) -> int:
    s = world
    seat = s.seats[me]  # type: ignore[attr-defined]
    cards = sorted(seat.hand + seat.party)
    _, plan = _plan(world, me, cards, ORDER)
    party = sorted(c for _, group in plan for c in group)
    top = seat.party[-1] if seat.party else 0
    for card in party:
        if card > top and card not in seat.party and act.SELECT + card in legal:
            return act.SELECT + card
    return act.COMMIT


def _hunt(world: State, me: int, legal: list[int]) -> int:
    s = world
    seat = s.seats[me]  # type: ignore[attr-defined]
    zone = s.open_zone  # type: ignore[attr-defined]
    if zone >= 0:
        total = s.group_total  # type: ignore[attr-defined]
        if total >= s.zone_defs[zone].green and act.TAKE + zone in legal:  # type: ignore[attr-defined]
            return act.TAKE + zone
        _, plan = _plan(world, me, list(seat.party), 0.0, zone, total)
        group = next((g for z, g in plan if z == zone), ())
        last = s.group[-1] if s.group else 0  # type: ignore[attr-defined]
        for card in group:
            if card > last and act.ASSIGN + 60 * zone + card - 1 in legal:
                return act.ASSIGN + 60 * zone + card - 1
        if act.TAKE + zone in legal:
            return act.TAKE + zone
        return legal[0]
    _, plan = _plan(world, me, list(seat.party), 0.0)
    for z, group in plan:
        action = act.ASSIGN + 60 * z + min(group) - 1
        if action in legal:
            return action
    return act.DONE
