"""Prehistories playout policy, the paint: what a placement and a tile are worth to a cave.

Every legal placement is valued in totems by what it does to the cave (``Painter.value``): a row
or column it completes (a totem) or brings near full, an objective card it meets (or moves
towards, a little), the hand prints it covers (cards drawn), the squares it paints, and the holes
it leaves that only a single tile could fill. The paint phase paints the best (``paint``); the
hunt's plan (``ai.heuristics.prehistories_policy``) values a zone's tile by its best placement
(``tile_values``).

Tile and placement values are memoised on what they read (the cave's squares and types, the open
objectives, the pending tiles): the searching player's cave is the same in every determinization.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import numpy as np

from game.rules.prehistories import actions as act
from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import (
    COLUMN_MASKS,
    FULL,
    HUNTER_TYPE,
    NO_TYPE,
    ROW_MASKS,
    SIZE,
    Shape,
    TileKind,
    components,
    edge_neighbours,
    king_ring,
    parse_cell,
)
from game.rules.prehistories.state import PrehistoriesState

# Values in totems.
LINE_NEAR = 0.5  # a row or column at k of 7 squares: LINE_NEAR * (k / 7) ** 3; full: a totem
SQUARE = 0.03  # a painted square, towards every objective
HOLE = 0.1  # an empty square closed on all sides: only a single tile can still fill it
DRAW_CARD = 0.15  # a card drawn at the end of the turn
GOAL_STEP = 0.3  # share of an objective card's totems credited for the way towards it
NO_FIT = -0.1  # a tile with no placement is discarded, and still counts against the draw of 3
NOISE = 0.02  # ties between placements are broken at random, so playouts differ
MEMO_LIMIT = 200_000

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


def open_goals(state: PrehistoriesState, seat_index: int) -> tuple[tuple[str, int], ...]:
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
        if len(_TILE_VALUES) > MEMO_LIMIT:
            _TILE_VALUES.clear()
        _TILE_VALUES[key] = found
        values.append(found)
    return values


# ``paint``'s placement values by everything they read (the cave, the open objectives, the
# pending tiles and the legal placements): the searching player's paints recur in every iteration.
_PAINTS: dict[tuple[object, ...], list[float]] = {}


def _placement_values(state: PrehistoriesState, legal: list[int]) -> list[float]:
    """``Painter.value`` of each placement in ``legal`` before the first discard (memoised)."""
    me = state.order[0]
    cave = state.seats[me].cave
    goals = open_goals(state, me)
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
    if len(_PAINTS) > MEMO_LIMIT // 10:
        _PAINTS.clear()
    _PAINTS[key] = values
    return values


def paint(state: PrehistoriesState, legal: list[int], rng: np.random.Generator) -> int:
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
