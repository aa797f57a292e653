"""Prehistories playout policy: parties sized for the tiles they can win, paint that scores.

The plan a strong player follows (docs/bots.md, "Prehistories: the playout policy"), cheap
enough for thousands of playouts a decision:

- **Paint** (``placement_value``): every legal placement is valued in totems by what it does to
  the cave: a row or column it completes (a totem) or brings near full, an objective card it
  meets (or moves towards, a little), the hand prints it covers (cards drawn), the squares it
  paints, and the holes it leaves that only a single tile could fill. The best is painted.
- **The hunt** (``_plan``): each zone's tile is worth its best placement; for each zone the
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
from collections.abc import Callable, Iterable

import numpy as np

from game.rules.base import State
from game.rules.prehistories import actions as act
from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import (
    COLUMN_MASKS,
    FULL,
    HUNTER_TYPE,
    NO_TYPE,
    ROW_MASKS,
    SIZE,
    STRENGTH,
    Shape,
    TileKind,
    components,
    edge_neighbours,
    king_ring,
    parse_cell,
)
from game.rules.prehistories.state import Phase, PrehistoriesState

# Values in totems.
LINE_NEAR = 0.5  # a row or column at k of 7 squares: LINE_NEAR * (k / 7) ** 3; full: a totem
SQUARE = 0.03  # a painted square, towards every objective
HOLE = 0.1  # an empty square closed on all sides: only a single tile can still fill it
DRAW_CARD = 0.15  # a card drawn at the end of the turn
CARD_BASE, CARD_STRENGTH = 0.05, 0.025  # a hunter spent: gone until its discard pile is reshuffled
ORDER = 0.025  # a point of party strength: the weaker party hunts first
GOAL_STEP = 0.3  # share of an objective card's totems credited for the way towards it
NO_FIT = -0.1  # a tile with no placement is discarded, and still counts against the draw of 3
NOISE = 0.02  # ties between placements are broken at random, so playouts differ
GROUPS_PER_ZONE = 6
MAX_CARDS = 10  # groups are formed from the strongest cards when a hand holds more
_MEMO_LIMIT = 200_000

_NEAR = tuple(LINE_NEAR * (k / SIZE) ** 3 for k in range(SIZE)) + (1.0,)
_CENTRE = sum(1 << parse_cell(f"{c}{r}") for c in "cde" for r in "345")
_A1, _G1, _A7, _G7 = (1 << parse_cell(x) for x in ("a1", "g1", "a7", "g7"))

# A goal scores one placement: (cave, mask, kind, anchor) -> (met now, progress towards it 0-1).
Goal = Callable[[Cave, int, TileKind, int], tuple[bool, float]]


def _ring(anchor: int) -> int:
    x, y = anchor % SIZE, anchor // SIZE
    ring = 0
    for cy in range(y - 1, y + 3):
        for cx in range(x - 1, x + 3):
            if 0 <= cx < SIZE and 0 <= cy < SIZE and not (x <= cx <= x + 1 and y <= cy <= y + 1):
                ring |= 1 << (SIZE * cy + cx)
    return ring


_RINGS = tuple(_ring(a) for a in range(SIZE * SIZE))
_RING_SIZES = tuple(ring.bit_count() for ring in _RINGS)


class _Cover:
    """A goal met when every square of ``target`` is painted (a ``Goal``; ``Painter`` reads its
    squares and reckons it inline, the commonest goal)."""

    __slots__ = ("target", "size")

    def __init__(self, target: int) -> None:
        self.target = target
        self.size = target.bit_count()

    def __call__(self, cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
        before = (cave.painted & self.target).bit_count()
        after = before + (mask & self.target).bit_count()
        return after == self.size, (after - before) / self.size


def _cover(target: int) -> Goal:
    return _Cover(target)


def _link_totems(cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
    tiles = cave.tiles | mask
    linked = [bool(edge_neighbours(1 << t) & tiles) for t in cave.layout.totems]
    newly = sum(linked) - sum(bool(edge_neighbours(1 << t) & cave.tiles) for t in cave.layout.totems)
    return all(linked), newly / 2


def _herd(target: int) -> Goal:
    def goal(cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
        if kind.animal >= 5:
            return False, 0.0
        animal = cave.animal_masks[kind.animal] | mask
        herd = mask
        while True:
            grown = (herd | edge_neighbours(herd)) & animal
            if grown == herd:
                break
            herd = grown
        size = herd.bit_count()
        joined = size - mask.bit_count()  # squares of the herd it joins, already painted
        return size >= target, min(size, target) / target if joined else 0.0

    return goal


def _five_in_line(lines: tuple[int, ...]) -> Goal:
    def goal(cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
        if kind.animal >= 5:
            return False, 0.0
        animal = cave.animal_masks[kind.animal] | mask
        best = 0
        for line in lines:
            if line & mask:
                best = max(best, (animal & line).bit_count() if (mask & line) else 0)
        return best >= 5, min(best, 5) / 5 if best >= 3 else 0.0

    return goal


# The squares of each row and column.
LINE_CELLS = {
    line: tuple(c for c in range(SIZE * SIZE) if line >> c & 1) for line in COLUMN_MASKS + ROW_MASKS
}


def _varied(cave: Cave, lines: tuple[int, ...]) -> Goal:
    # a placement covers only empty squares, so each line's kinds so far are read once
    types = cave.types
    present = [{types[c] for c in LINE_CELLS[line]} - {NO_TYPE, HUNTER_TYPE} for line in lines]

    def goal(cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
        best = 0
        for line, kinds in zip(lines, present, strict=True):
            if line & mask:
                best = max(best, len(kinds) + (kind.animal not in kinds))
        return best >= 5, 0.2 if best >= 4 else 0.0

    return goal


def _hunter_cross(cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
    cross = edge_neighbours(1 << cave.layout.hunter)
    painted = cave.painted | mask
    step = (mask & cross).bit_count() / 4
    if cross & ~painted:
        return False, step
    kinds = {kind.animal if mask >> c & 1 else cave.types[c] for c in range(SIZE * SIZE) if cross >> c & 1}
    return len(kinds) == 4, step


def _ringed_legend(cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
    if not kind.legendary and not cave.legend_anchors:
        return False, 0.0  # no legendary tile to ring
    painted = cave.painted | mask
    anchors = [*cave.legend_anchors, anchor] if kind.legendary else cave.legend_anchors
    met = False
    step = -1.0
    for a in anchors:
        ring = _RINGS[a]
        if not ring & ~painted:
            met = True
        share = (mask & ring).bit_count() / _RING_SIZES[a]
        if share > step:
            step = share
    return met, step if step >= 0.0 else 0.0


def _legend_pair(cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
    if not kind.legendary:
        return False, 0.0
    ax, ay = anchor % SIZE, anchor // SIZE
    for b in cave.legend_anchors:
        bx, by = b % SIZE, b // SIZE
        if (ay == by and abs(ax - bx) == 2) or (ax == bx and abs(ay - by) == 2):
            return True, 0.0
    return False, 0.0


def _singles(cave: Cave, mask: int, kind: TileKind, anchor: int) -> tuple[bool, float]:
    return kind.stack == 0 and cave.singles >= 4, 0.0


def _goal(side: str, cave: Cave) -> Goal | None:
    layout = cave.layout
    if side == "link_totems":
        return _link_totems
    if side == "surround_totems":
        return _cover(king_ring(layout.totems[0]) | king_ring(layout.totems[1]))
    if side == "centre_square":
        return _cover(_CENTRE)
    if side == "last_column":
        return _cover(COLUMN_MASKS[SIZE - 1])
    if side == "surround_hunter":
        return _cover(king_ring(layout.hunter))
    if side == "four_corners":
        return _cover(_A1 | _G1 | _A7 | _G7)
    if side == "linked_corners":
        return _cover(_A1 | _G7)  # 2.7: connected once both are covered
    if side in ("herd_8", "herd_10"):
        return _herd(8 if side == "herd_8" else 10)
    if side == "column_of_five":
        return _five_in_line(COLUMN_MASKS)
    if side == "row_of_five":
        return _five_in_line(ROW_MASKS)
    if side == "varied_column":
        return _varied(cave, COLUMN_MASKS)
    if side == "varied_row":
        return _varied(cave, ROW_MASKS)
    if side == "hunter_cross":
        return _hunter_cross
    if side == "ringed_legend":
        return _ringed_legend
    if side == "legend_pair":
        return _legend_pair
    if side == "five_singles":
        return _singles
    return None  # three_in_a_turn: a matter of the hunt, not of where a tile goes


def _open_goals(state: PrehistoriesState, seat_index: int) -> tuple[tuple[str, int], ...]:
    """The objective sides this seat has still to meet, with the totems each would bring."""
    seat = state.seats[seat_index]
    open_ = []
    for index in range(len(state.objectives)):
        if not seat.cards_done[index]:
            side = state.objective_side(index)
            open_.append((side.id, side.later if state.scored_by[index] else side.first))
    return tuple(open_)


class Painter:
    """Values placements in one cave, for one seat's open objectives."""

    __slots__ = ("cave", "painted", "counts", "closed", "goals", "steps", "prints")

    def __init__(self, cave: Cave, goals: tuple[tuple[str, int], ...]) -> None:
        self.cave = cave
        painted = self.painted = cave.painted
        self.counts = [(painted & line).bit_count() for line in _LINES]
        empty = FULL & ~painted
        self.closed = (empty & ~edge_neighbours(empty)).bit_count()
        self.goals = [(goal, owed) for side, owed in goals if (goal := _goal(side, cave)) is not None]
        # Per goal: (totems owed, and for a cover goal its squares, their number and how many are
        # painted already, else the goal to call).
        self.steps = [
            (owed, goal.target, goal.size, (painted & goal.target).bit_count(), None)
            if isinstance(goal, _Cover)
            else (owed, 0, 0, 0, goal)
            for goal, owed in self.goals
        ]
        layout = cave.layout
        self.prints = ((1 << layout.one_hand, 1), (1 << layout.two_hands, 2))

    def value(self, kind: TileKind, shape: Shape, anchor: int, mask: int) -> float:
        """What painting ``kind`` as ``shape`` at ``anchor`` (covering ``mask``) is worth.
        ``edge_neighbours`` and the cover goals are read inline: this runs for every placement
        of every tile a playout values."""
        counts = self.counts
        value = SQUARE * mask.bit_count()
        lines = _LINES_MET.get(mask)
        if lines is None:
            lines = _LINES_MET[mask] = _lines_met(mask)
        for line, added in lines:
            k = counts[line]
            value += _NEAR[k + added] - _NEAR[k]
        empty = FULL & ~(self.painted | mask)
        near = (((empty << 1) & _NOT_A) | ((empty >> 1) & _NOT_G) | (empty << SIZE) | (empty >> SIZE)) & FULL
        value -= HOLE * ((empty & ~near).bit_count() - self.closed)
        for square, cards in self.prints:
            if mask & square:
                value += DRAW_CARD * cards
        for owed, target, size, before, goal in self.steps:
            if goal is None:
                added = (mask & target).bit_count()
                value += owed if before + added == size else GOAL_STEP * owed * (added / size)
            else:
                met, step = goal(self.cave, mask, kind, anchor)
                value += owed if met else GOAL_STEP * owed * step
        return value


_NOT_A = FULL ^ COLUMN_MASKS[0]
_NOT_G = FULL ^ COLUMN_MASKS[SIZE - 1]
_LINES = COLUMN_MASKS + ROW_MASKS
# Per placement mask: (index in _LINES, squares it adds there) of the columns, then the rows, it
# meets, in order (a line it misses adds nothing to a value).
_LINES_MET: dict[int, tuple[tuple[int, int], ...]] = {}


def _lines_met(mask: int) -> tuple[tuple[int, int], ...]:
    return tuple((i, (mask & line).bit_count()) for i, line in enumerate(_LINES) if mask & line)


_MASKS: dict[str, dict[int, int]] = {}


_PLACEMENTS: dict[str, list[tuple[int, int]]] = {}


def _placements(shape: Shape) -> list[tuple[int, int]]:
    """Every (anchor, mask) of ``shape`` in the cave, in the order of its arrays."""
    found = _PLACEMENTS.get(shape.name)
    if found is None:
        found = _PLACEMENTS[shape.name] = list(zip(shape.anchors.tolist(), shape.masks.tolist(), strict=True))
    return found


def _mask(shape: Shape, anchor: int) -> int:
    table = _MASKS.get(shape.name)
    if table is None:
        table = _MASKS[shape.name] = dict(zip(shape.anchors.tolist(), shape.masks.tolist(), strict=True))
    return table[anchor]


_TILE_VALUES: dict[tuple[object, ...], float] = {}


def tile_value(cave: Cave, goals: tuple[tuple[str, int], ...], kind_index: int) -> float:
    """A tile's worth to this cave in totems: its best placement, a legendary's own totem;
    ``NO_FIT`` when it has none."""
    return tile_values(cave, goals, (kind_index,))[0]


def tile_values(cave: Cave, goals: tuple[tuple[str, int], ...], kinds: Iterable[int]) -> list[float]:
    """``tile_value`` of each of ``kinds`` (the cave read once for all)."""
    # Everything the painter reads: the layout's hand prints and a legendary's anchors are not
    # in the squares' types, and caves of two tribes can share those.
    where = (cave.layout, bytes(cave.types), cave.singles, tuple(cave.legend_anchors), goals)
    painter: Painter | None = None
    painted = frontier = 0
    values = []
    for kind_index in kinds:
        key = (*where, kind_index)
        found = _TILE_VALUES.get(key)
        if found is not None:
            values.append(found)
            continue
        if painter is None:
            painter = Painter(cave, goals)
            painted = cave.painted
            frontier = cave.frontier()
        kind = components().tiles[kind_index]
        value = painter.value
        best = -1e9
        for shape in kind.sides if kind.two_shapes else kind.sides[:1]:
            # the legal placements (``Cave.legal_anchors``), over plain ints: a shape has a few dozen
            for anchor, mask in _placements(shape):
                if not mask & painted and mask & frontier:
                    found = value(kind, shape, anchor, mask)
                    if found > best:
                        best = found
        found = NO_FIT if best == -1e9 else best + (1.0 if kind.legendary else 0.0)
        if len(_TILE_VALUES) > _MEMO_LIMIT:
            _TILE_VALUES.clear()
        _TILE_VALUES[key] = found
        values.append(found)
    return values


def _card_cost(speed: int) -> float:
    return CARD_BASE + CARD_STRENGTH * STRENGTH[speed]


_PLANS: dict[tuple[object, ...], tuple[tuple[int, tuple[int, ...]], ...]] = {}
_SUBSETS: dict[tuple[int, ...], tuple[list[int], list[float]]] = {}


def _subsets(cards: tuple[int, ...]) -> tuple[list[int], list[float]]:
    """The strength and the cost (``_card_cost``) of each group of ``cards`` by its bit mask."""
    found = _SUBSETS.get(cards)
    if found is not None:
        return found
    n = len(cards)
    sums = [0] * (1 << n)
    costs = [0.0] * (1 << n)
    for mask in range(1, 1 << n):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask ^ (1 << low)] + STRENGTH[cards[low]]
        costs[mask] = costs[mask ^ (1 << low)] + _card_cost(cards[low])
    if len(_SUBSETS) > _MEMO_LIMIT // 10:
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
    goals = _open_goals(state, seat_index)
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

    last = len(options)
    memos: list[dict[int, tuple[float, tuple[int, ...]]]] = [{} for _ in options]
    # Each option's groups as (value, cards): a group worth nothing at a zone that may be left
    # out is never chosen (the cards it leaves free are worth at least as much without it).
    kept = [[(v, mask) for v, mask, _ in groups if v > 0 or z == open_zone] for z, groups in options]

    def best(i: int, free: int) -> tuple[float, tuple[int, ...]]:
        """The best value from options i.. with the cards ``free``, and the chosen (option, mask)
        pairs flattened."""
        memo = memos[i]
        found = memo.get(free)
        if found is not None:
            return found
        after = i + 1
        forced = options[i][0] == open_zone
        result: tuple[float, tuple[int, ...]]
        if after == last:  # the options after it: none, worth 0.0
            result = (-1e18, ()) if forced else (0.0, ())
            for value, mask in kept[i]:
                if not mask & ~free and value + 0.0 > result[0]:
                    result = (value + 0.0, (i, mask))
        else:
            result = (-1e18, ()) if forced else best(after, free)
            for value, mask in kept[i]:
                if mask & ~free:
                    continue
                rest, chosen = best(after, free & ~mask)
                if value + rest > result[0]:
                    result = (value + rest, (i, mask, *chosen))
        memo[free] = result
        return result

    value, chosen = best(0, (1 << n) - 1) if options else (0.0, ())
    pairs = [(options[chosen[j]][0], chosen[j + 1]) for j in range(0, len(chosen), 2)]
    result: tuple[tuple[int, tuple[int, ...]], ...] = ()
    if pairs:
        injuries = sum(1 for z, mask in pairs if open_total * (z == open_zone) + sums[mask] < zones[z].green)
        # the draw: 2 less the injuries (counted in the groups' values), against 3 for no hunt
        if open_zone >= 0 or value + DRAW_CARD * (2 + injuries) > DRAW_CARD * 3:
            result = tuple((z, tuple(cards[i] for i in range(n) if mask >> i & 1)) for z, mask in pairs)
    if len(_PLANS) > _MEMO_LIMIT:
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


# ``_paint``'s placement values by everything they read (the cave, the open objectives, the
# pending tiles and the legal placements): the searching player's paints recur in every iteration.
_PAINTS: dict[tuple[object, ...], list[float]] = {}


def _placement_values(state: PrehistoriesState, legal: list[int]) -> list[float]:
    """``Painter.value`` of each placement in ``legal`` before the first discard (memoised)."""
    me = state.order[0]
    cave = state.seats[me].cave
    goals = _open_goals(state, me)
    key = (
        cave.layout,
        bytes(cave.types),
        cave.singles,
        tuple(cave.legend_anchors),
        goals,
        tuple(state.pending),
        tuple(legal),
    )
    found = _PAINTS.get(key)
    if found is not None:
        return found
    tiles = components().tiles
    pending = dict(state.pending)
    painter = Painter(cave, goals)
    values = []
    for action in legal:
        if action >= act.DISCARD:
            break
        zone, rest = divmod(action - act.PAINT, 98)
        side, anchor = divmod(rest, SIZE * SIZE)
        kind = tiles[pending[zone]]
        shape = kind.sides[side]
        values.append(painter.value(kind, shape, anchor, _mask(shape, anchor)))
    if len(_PAINTS) > _MEMO_LIMIT // 10:
        _PAINTS.clear()
    _PAINTS[key] = values
    return values


def _paint(state: PrehistoriesState, legal: list[int], rng: np.random.Generator) -> int:
    if len(legal) == 1:
        return legal[0]
    values = _placement_values(state, legal)
    best, best_value = legal[0], -1e18
    random = rng.random
    for action, placement in zip(legal, values):
        value = placement + NOISE * random()
        if value > best_value:
            best, best_value = action, value
    # A discard is legal only for a tile with no placement: it goes first (the noise of the
    # placements listed before it is still drawn, so a playout's later draws stay the same).
    return legal[len(values)] if len(values) < len(legal) else best


def rollout_action(state: State, rng: np.random.Generator) -> int:
    """A fast, legal playout move: the planned party and groups, the best placement."""
    assert isinstance(state, PrehistoriesState)
    legal = state.legal_actions()
    if state.phase == Phase.INITIATIVE:
        return _initiative(state, legal)
    if state.phase == Phase.HUNT:
        return _hunt(state, legal)
    return _paint(state, legal, rng)
