"""Prehistories playout policy: parties sized for the tiles they can win, paint that scores.

The plan a strong player follows (docs/bots.md, "Prehistories: the playout policy"), cheap
enough for thousands of playouts a decision:

- **Paint** (``ai.heuristics.prehistories_paint``): every legal placement is valued in totems by
  what it does to the cave: a row or column it completes (a totem) or brings near full, an
  objective card it meets (or moves towards, a little), the hand prints it covers (cards drawn),
  the squares it paints, and the holes it leaves that only a single tile could fill. The best is
  painted.
- **The hunt** (``plan``): each zone's tile is worth its best placement; for each zone the
  groups of hunters that reach it are weighed (an injury costs a card drawn, each card spent
  is gone until a reshuffle) and the best disjoint set of groups is sent. A hand that wins
  nothing worth its cards stays home: an empty party draws 3.
- **Initiative**: the party is exactly that plan's groups, each point of strength costing a
  little, since the weaker party hunts first.

Tile values and plans are memoised on what they read (the cave's squares and types, the open
objectives, the cards and zones): within a playout the same initiative is asked once per card
selected, and the searching player's cave and hand are the same in every determinization.
"""

from __future__ import annotations

import heapq

import numpy as np

from ai.heuristics.prehistories_paint import DRAW_CARD, MEMO_LIMIT, open_goals, paint, tile_values
from game.rules.base import State
from game.rules.prehistories import actions as act
from game.rules.prehistories.data import STRENGTH
from game.rules.prehistories.state import Phase, PrehistoriesState

# Values in totems.
CARD_BASE, CARD_STRENGTH = 0.05, 0.025  # a hunter spent: gone until its discard pile is reshuffled
ORDER = 0.025  # a point of party strength: the weaker party hunts first
GROUPS_PER_ZONE = 6
MAX_CARDS = 10  # groups are formed from the strongest cards when a hand holds more


def _card_cost(speed: int) -> float:
    return CARD_BASE + CARD_STRENGTH * STRENGTH[speed]


_PLANS: dict[tuple[object, ...], tuple[tuple[int, tuple[int, ...]], ...]] = {}
_SUBSETS: dict[tuple[int, ...], tuple[list[int], list[float]]] = {}


def _subsets(cards: tuple[int, ...]) -> tuple[list[int], list[float]]:
    """The strength and the cost (``_card_cost``) of each group of ``cards`` by its bit mask."""
    found = _SUBSETS.get(cards)
    if found is not None:
        return found
    # A group's cost is its lowest card's added to the rest's (the order of the float sums).
    n = len(cards)
    sums: list[int]
    costs: list[float]
    if n <= 4:  # a few groups: one by one
        sums = [0] * (1 << n)
        costs = [0.0] * (1 << n)
        for mask in range(1, 1 << n):
            low = (mask & -mask).bit_length() - 1
            sums[mask] = sums[mask ^ (1 << low)] + STRENGTH[cards[low]]
            costs[mask] = costs[mask ^ (1 << low)] + _card_cost(cards[low])
    else:  # many: from the highest card down, each card doubles the groups as their lowest card
        sums, costs = [0], [0.0]
        for card in reversed(cards):
            strength, cost = STRENGTH[card], _card_cost(card)
            more = [0] * (2 * len(sums))
            more[0::2] = sums
            more[1::2] = [s + strength for s in sums]
            dearer = [0.0] * (2 * len(costs))
            dearer[0::2] = costs
            dearer[1::2] = [c + cost for c in costs]
            sums, costs = more, dearer
    if len(_SUBSETS) > MEMO_LIMIT // 10:
        _SUBSETS.clear()
    _SUBSETS[cards] = sums, costs
    return sums, costs


def plan(
    state: PrehistoriesState, seat_index: int, cards: list[int], order_cost: float, open_zone: int = -1
) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The groups of ``cards`` to send: ((zone, cards in speed order), ...), best first; empty
    when no group is worth its cards against the 3 cards an empty party draws. With a zone open,
    its group so far (``state.group_total``) must be completed and its group comes first."""
    seat = state.seats[seat_index]
    cave = seat.cave
    goals = open_goals(state, seat_index)
    taken = state.tiles_taken if state.phase == Phase.HUNT else 0
    open_total = state.group_total if open_zone >= 0 else 0
    cards = sorted(cards)
    if len(cards) > MAX_CARDS:
        cards = cards[:MAX_CARDS]  # the slowest: the strongest
    key = (
        cave.layout,
        bytes(cave.types),
        cave.singles,
        tuple(cave.legend_anchors),
        goals,
        state.zone_defs,
        tuple(state.zones),
        tuple(cards),
        order_cost,
        open_zone,
        open_total,
        taken,
    )
    found = _PLANS.get(key)
    if found is not None:
        return found
    zones = state.zone_defs
    n = len(cards)
    sums, costs = _subsets(tuple(cards))
    # The tiles the cards can reach (all of them together), and the open zone's: no group goes
    # where even every card falls short, so the others' values are not worked out.
    reach = sums[-1]
    open_kinds = [
        (z, kind)
        for z, kind in enumerate(state.zones)
        if kind >= 0 and (z == open_zone or reach >= zones[z].orange)
    ]
    values = dict(
        zip([z for z, _ in open_kinds], tile_values(cave, goals, [k for _, k in open_kinds]), strict=True)
    )
    if any(side == "three_in_a_turn" for side, _ in goals) and taken < 3:
        # the third tile of a turn meets the card; spread over the zones it could come from
        owed = next(owed for side, owed in goals if side == "three_in_a_turn")
        for z in values:
            values[z] += owed / 3
    options: list[tuple[int, list[tuple[float, int, bool]]]] = []
    masks = range(1 << n)
    for z, gain in values.items():
        if gain <= 0 and z != open_zone:
            continue
        # a group reaches the zone from ``orange`` and comes home unhurt from ``green``
        base = open_total if z == open_zone else 0
        orange, green = zones[z].orange - base, zones[z].green - base
        groups = [
            (
                gain - cost - order_cost * strength - (DRAW_CARD if strength < green else 0.0),
                mask,
                strength < green,
            )
            for mask, strength, cost in zip(masks, sums, costs, strict=True)
            if strength >= orange and (mask or z == open_zone)
        ]
        if len(groups) > 4 * GROUPS_PER_ZONE:
            options.append((z, heapq.nlargest(GROUPS_PER_ZONE, groups)))  # sorted(...)[:k], cheaper
        else:
            groups.sort(reverse=True)
            options.append((z, groups[:GROUPS_PER_ZONE]))
    if open_zone >= 0:
        options.sort(key=lambda option: option[0] != open_zone)

    # Each option's groups as (value, cards): a group worth nothing at a zone that may be left
    # out is never chosen (the cards it leaves free are worth at least as much without it), and
    # a zone with no group left is only ever left out, so it is not searched.
    searched: list[tuple[int, list[tuple[float, int]]]] = []
    for z, groups in options:
        kept = [(v, mask) for v, mask, _ in groups if v > 0 or z == open_zone]
        if kept or z == open_zone:
            searched.append((z, kept))
    last = len(searched)
    memos: list[dict[int, tuple[float, tuple[int, ...]]]] = [{} for _ in searched]

    def best(i: int, free: int) -> tuple[float, tuple[int, ...]]:
        """The best value from options i.. with the cards ``free``, and the chosen (option, mask)
        pairs flattened."""
        z, groups = searched[i]
        forced = z == open_zone
        if not free and not forced:
            return 0.0, ()  # no card left for a group, and no zone after it is the open one
        memo = memos[i]
        found = memo.get(free)
        if found is not None:
            return found
        after = i + 1
        result: tuple[float, tuple[int, ...]]
        if after == last:  # the options after it: none, worth 0.0
            result = (-1e18, ()) if forced else (0.0, ())
            for value, mask in groups:
                if not mask & ~free and value + 0.0 > result[0]:
                    result = (value + 0.0, (i, mask))
        else:
            result = (-1e18, ()) if forced else best(after, free)
            for value, mask in groups:
                if mask & ~free:
                    continue
                rest, chosen = best(after, free & ~mask)
                if value + rest > result[0]:
                    result = (value + rest, (i, mask, *chosen))
        memo[free] = result
        return result

    value, chosen = best(0, (1 << n) - 1) if searched else (0.0, ())
    pairs = [(searched[chosen[j]][0], chosen[j + 1]) for j in range(0, len(chosen), 2)]
    result: tuple[tuple[int, tuple[int, ...]], ...] = ()
    if pairs:
        injuries = sum(1 for z, mask in pairs if open_total * (z == open_zone) + sums[mask] < zones[z].green)
        # the draw: 2 less the injuries (counted in the groups' values), against 3 for no hunt
        if open_zone >= 0 or value + DRAW_CARD * (2 + injuries) > DRAW_CARD * 3:
            result = tuple((z, tuple(cards[i] for i in range(n) if mask >> i & 1)) for z, mask in pairs)
    if len(_PLANS) > MEMO_LIMIT:
        _PLANS.clear()
    _PLANS[key] = result
    return result


def _initiative(state: PrehistoriesState, legal: list[int]) -> int:
    seat = state.seats[state.forming]
    groups = plan(state, state.forming, seat.hand + seat.party, ORDER)
    last = seat.party[-1] if seat.party else 0
    for card in sorted(c for _, group in groups for c in group):
        if card > last and act.SELECT + card in legal:
            return act.SELECT + card
    return act.COMMIT


def _hunt(state: PrehistoriesState, legal: list[int]) -> int:
    me = state.order[0]
    seat = state.seats[me]
    zone = state.open_zone
    if zone >= 0:
        take = act.TAKE + zone
        if state.group_total >= state.zone_defs[zone].green and take in legal:
            return take
        last = state.group[-1] if state.group else 0
        groups = plan(state, me, [c for c in seat.party if c > last], 0.0, zone)
        for card in groups[0][1] if groups and groups[0][0] == zone else ():
            action = act.ASSIGN + 60 * zone + card - 1
            if action in legal:
                return action
        return take if take in legal else legal[0]
    for z, group in plan(state, me, seat.party, 0.0):
        action = act.ASSIGN + 60 * z + group[0] - 1
        if action in legal:
            return action
    return act.DONE


def rollout_action(state: State, rng: np.random.Generator) -> int:
    """A fast, legal playout move: the planned party and groups, the best placement."""
    assert isinstance(state, PrehistoriesState)
    legal = state.legal_actions()
    if state.phase == Phase.INITIATIVE:
        return _initiative(state, legal)
    if state.phase == Phase.HUNT:
        return _hunt(state, legal)
    return paint(state, legal, rng)
