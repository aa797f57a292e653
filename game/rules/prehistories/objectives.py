"""The eighteen objective-card sides of 2.7 as checks on a cave's masks and square types."""

from __future__ import annotations

from collections.abc import Callable

from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import (
    COLUMN_MASKS,
    HUNTER_TYPE,
    NO_TYPE,
    ROW_MASKS,
    SIZE,
    edge_neighbours,
    king_ring,
    parse_cell,
)

_CENTRE = sum(1 << parse_cell(f"{c}{r}") for c in "cde" for r in "345")
_A1, _G1, _A7, _G7 = (1 << parse_cell(x) for x in ("a1", "g1", "a7", "g7"))


def _ring(anchor: int) -> int:
    """2.7: the squares around a 2x2 legendary tile with top-left ``anchor`` that exist in the cave."""
    x, y = anchor % SIZE, anchor // SIZE
    ring = 0
    for cy in range(y - 1, y + 3):
        for cx in range(x - 1, x + 3):
            inside_tile = x <= cx <= x + 1 and y <= cy <= y + 1
            if 0 <= cx < SIZE and 0 <= cy < SIZE and not inside_tile:
                ring |= 1 << (SIZE * cy + cx)
    return ring


_RINGS = tuple(_ring(a) for a in range(SIZE * SIZE))


def largest_herd(cave: Cave) -> int:
    """Most squares of one ordinary animal joined through squares of that animal only."""
    best = 0
    for animal_mask in cave.animal_masks:
        rest = animal_mask
        while rest:
            herd = rest & -rest
            while True:
                grown = (herd | edge_neighbours(herd)) & animal_mask
                if grown == herd:
                    break
                herd = grown
            best = max(best, herd.bit_count())
            rest &= ~herd
    return best


def _kinds(cave: Cave, cells: range) -> int:
    return len({cave.types[c] for c in cells} - {NO_TYPE, HUNTER_TYPE})


def _link_totems(cave: Cave, taken: int) -> bool:
    # 2.7: equivalent to each T square having a tile edge-neighbour
    return all(edge_neighbours(1 << t) & cave.tiles for t in cave.layout.totems)


def _surround_totems(cave: Cave, taken: int) -> bool:
    return all(king_ring(t) & ~cave.painted == 0 for t in cave.layout.totems)


def _centre_square(cave: Cave, taken: int) -> bool:
    return cave.painted & _CENTRE == _CENTRE


def _last_column(cave: Cave, taken: int) -> bool:
    return cave.painted & COLUMN_MASKS[SIZE - 1] == COLUMN_MASKS[SIZE - 1]


def _varied_column(cave: Cave, taken: int) -> bool:
    return any(_kinds(cave, range(c, SIZE * SIZE, SIZE)) >= 5 for c in range(SIZE))


def _varied_row(cave: Cave, taken: int) -> bool:
    return any(_kinds(cave, range(SIZE * r, SIZE * r + SIZE)) >= 5 for r in range(SIZE))


def _herd_8(cave: Cave, taken: int) -> bool:
    return largest_herd(cave) >= 8


def _herd_10(cave: Cave, taken: int) -> bool:
    return largest_herd(cave) >= 10


def _surround_hunter(cave: Cave, taken: int) -> bool:
    return king_ring(cave.layout.hunter) & ~cave.painted == 0


def _hunter_cross(cave: Cave, taken: int) -> bool:
    cross = edge_neighbours(1 << cave.layout.hunter)
    if cross & ~cave.painted:
        return False
    kinds = {cave.types[c] for c in range(SIZE * SIZE) if cross >> c & 1}
    return len(kinds) == 4 and NO_TYPE not in kinds and HUNTER_TYPE not in kinds


def _column_of_five(cave: Cave, taken: int) -> bool:
    return any((m & col).bit_count() >= 5 for m in cave.animal_masks for col in COLUMN_MASKS)


def _row_of_five(cave: Cave, taken: int) -> bool:
    return any((m & row).bit_count() >= 5 for m in cave.animal_masks for row in ROW_MASKS)


def _linked_corners(cave: Cave, taken: int) -> bool:
    # 2.7: every tile touches the painting, so a1 and g7 are connected once both are covered
    return cave.tiles & (_A1 | _G7) == _A1 | _G7


def _four_corners(cave: Cave, taken: int) -> bool:
    corners = _A1 | _G1 | _A7 | _G7
    return cave.painted & corners == corners


def _five_singles(cave: Cave, taken: int) -> bool:
    return cave.singles >= 5


def _three_in_a_turn(cave: Cave, taken: int) -> bool:
    return taken >= 3


def _ringed_legend(cave: Cave, taken: int) -> bool:
    return any(_RINGS[a] & ~cave.painted == 0 for a in cave.legend_anchors)


def _legend_pair(cave: Cave, taken: int) -> bool:
    anchors = cave.legend_anchors
    for i, a in enumerate(anchors):
        for b in anchors[i + 1 :]:
            ax, ay, bx, by = a % SIZE, a // SIZE, b % SIZE, b // SIZE
            if (ay == by and abs(ax - bx) == 2) or (ax == bx and abs(ay - by) == 2):
                return True
    return False


Check = Callable[[Cave, int], bool]

CHECKS: dict[str, Check] = {
    "link_totems": _link_totems,
    "surround_totems": _surround_totems,
    "centre_square": _centre_square,
    "last_column": _last_column,
    "varied_column": _varied_column,
    "varied_row": _varied_row,
    "herd_8": _herd_8,
    "herd_10": _herd_10,
    "surround_hunter": _surround_hunter,
    "hunter_cross": _hunter_cross,
    "column_of_five": _column_of_five,
    "row_of_five": _row_of_five,
    "linked_corners": _linked_corners,
    "four_corners": _four_corners,
    "five_singles": _five_singles,
    "three_in_a_turn": _three_in_a_turn,
    "ringed_legend": _ringed_legend,
    "legend_pair": _legend_pair,
}


def objective_met(side_id: str, cave: Cave, tiles_this_turn: int) -> bool:
    """Whether the cave meets one objective side; ``tiles_this_turn`` feeds ``three_in_a_turn``."""
    return CHECKS[side_id](cave, tiles_this_turn)
