"""What an objective still needs in a cave, in words (an objective's tooltip says it).

The checks themselves stay the engine's (``objectives.objective_met``); this module only counts
what is missing so the tooltip can name it: the unpainted squares, the best count so far.
"""

from __future__ import annotations

from game.client.text import tr
from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import (
    CELLS,
    COLUMN_LETTERS,
    COLUMN_MASKS,
    HUNTER_TYPE,
    NO_TYPE,
    ROW_MASKS,
    SIZE,
    cell_name,
    edge_neighbours,
    king_ring,
    parse_cell,
)
from game.rules.prehistories.objectives import _RINGS, largest_herd, objective_met

NS = "prehistories.missing"
_CENTRE = sum(1 << parse_cell(f"{c}{r}") for c in "cde" for r in "345")
_CORNERS = sum(1 << parse_cell(x) for x in ("a1", "g1", "a7", "g7"))
_LINKED = sum(1 << parse_cell(x) for x in ("a1", "g7"))


def _squares(mask: int) -> str:
    names = [cell_name(c) for c in range(CELLS) if mask >> c & 1]
    if len(names) > 8:
        return ", ".join(names[:8]) + " …"
    return ", ".join(names)


def _unpainted(cave: Cave, mask: int) -> str:
    return tr(
        f"{NS}.squares", count=(mask & ~cave.painted).bit_count(), squares=_squares(mask & ~cave.painted)
    )


def _kinds(cave: Cave, cells: range) -> int:
    return len({cave.types[c] for c in cells} - {NO_TYPE, HUNTER_TYPE})


def missing(side_id: str, cave: Cave, taken: int = 0) -> str:
    """One line: "met" or what is still missing for ``side_id`` in ``cave``."""
    if side_id in ("columns", "rows", "legendaries"):
        return permanent(side_id, cave)
    if objective_met(side_id, cave, taken):
        return tr(f"{NS}.met")
    if side_id == "link_totems":
        lonely = [t for t in cave.layout.totems if not edge_neighbours(1 << t) & cave.tiles]
        return tr(f"{NS}.link_totems", squares=", ".join(cell_name(t) for t in lonely))
    if side_id == "surround_totems":
        ring = king_ring(cave.layout.totems[0]) | king_ring(cave.layout.totems[1])
        return _unpainted(cave, ring)
    if side_id == "centre_square":
        return _unpainted(cave, _CENTRE)
    if side_id == "last_column":
        return _unpainted(cave, COLUMN_MASKS[SIZE - 1])
    if side_id == "varied_column":
        best = max(_kinds(cave, range(c, CELLS, SIZE)) for c in range(SIZE))
        return tr(f"{NS}.best_of", best=best, need=5)
    if side_id == "varied_row":
        best = max(_kinds(cave, range(SIZE * r, SIZE * r + SIZE)) for r in range(SIZE))
        return tr(f"{NS}.best_of", best=best, need=5)
    if side_id in ("herd_8", "herd_10"):
        return tr(f"{NS}.herd", best=largest_herd(cave), need=8 if side_id == "herd_8" else 10)
    if side_id == "surround_hunter":
        return _unpainted(cave, king_ring(cave.layout.hunter))
    if side_id == "hunter_cross":
        cross = edge_neighbours(1 << cave.layout.hunter)
        if cross & ~cave.painted:
            return _unpainted(cave, cross)
        return tr(f"{NS}.cross_types")
    if side_id in ("column_of_five", "row_of_five"):
        lines = COLUMN_MASKS if side_id == "column_of_five" else ROW_MASKS
        best = max((m & line).bit_count() for m in cave.animal_masks for line in lines)
        return tr(f"{NS}.best_of", best=best, need=5)
    if side_id == "linked_corners":
        return _unpainted(cave, _LINKED) if _LINKED & ~cave.tiles else tr(f"{NS}.met")
    if side_id == "four_corners":
        return _unpainted(cave, _CORNERS)
    if side_id == "five_singles":
        return tr(f"{NS}.best_of", best=cave.singles, need=5)
    if side_id == "three_in_a_turn":
        return tr(f"{NS}.three_in_a_turn", taken=taken)
    if side_id == "ringed_legend":
        if not cave.legend_anchors:
            return tr(f"{NS}.no_legend")
        fewest = min((_RINGS[a] & ~cave.painted).bit_count() for a in cave.legend_anchors)
        return tr(f"{NS}.ring", count=fewest)
    if side_id == "legend_pair":
        return tr(f"{NS}.legend_pair", count=len(cave.legend_anchors))
    return ""


def permanent(side_id: str, cave: Cave) -> str:
    """The permanent objectives: how many lines are full, and the closest one."""
    if side_id == "legendaries":
        return tr(f"{NS}.legendaries", count=len(cave.legend_anchors))
    lines = COLUMN_MASKS if side_id == "columns" else ROW_MASKS
    full = sum(1 for line in lines if cave.painted & line == line)
    open_lines = []
    for i, line in enumerate(lines):
        gap = (line & ~cave.painted).bit_count()
        if gap:
            open_lines.append((gap, COLUMN_LETTERS[i] if side_id == "columns" else str(i + 1)))
    if not open_lines:
        return tr(f"{NS}.lines_all", count=full)
    gap, name = min(open_lines)
    return tr(f"{NS}.lines", count=full, line=name, gap=gap)
