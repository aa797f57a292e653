"""A tribe's 7x7 cave: occupancy masks, square types and the placement rules of 4.4.

Placement legality is judged for every anchor of a shape at once: each shape keeps the masks of
all its placements in a numpy ``uint64`` array, and a placement is legal when it misses every
painted square and meets the frontier (column a for the first tile, else the squares next to a
tile or next to a pre-painted square that touches a tile).
"""

from __future__ import annotations

import numpy as np

from game.rules.prehistories.data import (
    CELLS,
    COLUMN_MASKS,
    HUNTER_TYPE,
    NO_TYPE,
    TOTEM_TYPE,
    CaveLayout,
    Shape,
    TileKind,
    cell_name,
    edge_neighbours,
)


class Cave:
    __slots__ = (
        "layout",
        "painted",
        "tiles",
        "types",
        "animal_masks",
        "placements",
        "singles",
        "legend_anchors",
    )

    def __init__(self, layout: CaveLayout) -> None:
        self.layout = layout
        self.painted = layout.pre_painted  # tiles and pre-painted squares
        self.tiles = 0  # squares covered by a tile
        self.types = bytearray([NO_TYPE]) * CELLS
        self.types[layout.hunter] = HUNTER_TYPE
        for cell in layout.totems:
            self.types[cell] = TOTEM_TYPE
        self.animal_masks = [0, 0, 0, 0, 0]  # squares of each ordinary animal
        self.placements: list[tuple[int, int, int]] = []  # (tile kind, side, anchor) in painting order
        self.singles = 0  # size-1 tiles painted (card 8 Sun)
        self.legend_anchors: list[int] = []

    def copy(self) -> Cave:
        other = Cave.__new__(Cave)
        other.layout = self.layout
        other.painted = self.painted
        other.tiles = self.tiles
        other.types = self.types[:]
        other.animal_masks = self.animal_masks[:]
        other.placements = self.placements[:]
        other.singles = self.singles
        other.legend_anchors = self.legend_anchors[:]
        return other

    def frontier(self) -> int:
        """4.4: the squares a new tile must touch (one of its squares must lie on them)."""
        if not self.tiles:
            return COLUMN_MASKS[0]
        near = edge_neighbours(self.tiles)
        return near | edge_neighbours(near & self.layout.pre_painted)

    def legal_anchors(self, shape: Shape) -> np.ndarray:
        masks = shape.masks
        ok = ((masks & np.uint64(self.painted)) == 0) & ((masks & np.uint64(self.frontier())) != 0)
        return shape.anchors[ok]

    def fits(self, kind: TileKind) -> bool:
        """Some side of the tile has a legal placement in the cave as it stands."""
        painted = np.uint64(self.painted)
        frontier = np.uint64(self.frontier())
        for shape in kind.sides if kind.two_shapes else kind.sides[:1]:
            masks = shape.masks
            if (((masks & painted) == 0) & ((masks & frontier) != 0)).any():
                return True
        return False

    def placement_problem(self, shape: Shape, anchor: int) -> str | None:
        """Why this placement breaks 4.4, or None when it is legal."""
        mask = shape.mask_at(anchor)
        if mask is None:
            return f"does not fit at {cell_name(anchor)} (off the cave)"
        if mask & self.painted:
            return f"does not fit at {cell_name(anchor)} (covers a painted square)"
        if not mask & self.frontier():
            if not self.tiles:
                return "first tile must touch column a"
            return f"at {cell_name(anchor)} it does not touch the painting"
        return None

    def paint(self, kind: TileKind, side: int, anchor: int) -> tuple[int, int]:
        """Paints a tile (legality already checked); returns its squares and the hand prints covered."""
        mask = kind.sides[side].mask_at(anchor)
        assert mask is not None
        self.painted |= mask
        self.tiles |= mask
        bits = mask
        while bits:
            low = bits & -bits
            self.types[low.bit_length() - 1] = kind.animal
            bits ^= low
        if kind.animal < 5:
            self.animal_masks[kind.animal] |= mask
        if kind.stack == 0:
            self.singles += 1
        if kind.legendary:
            self.legend_anchors.append(anchor)
        self.placements.append((kind.index, side, anchor))
        prints = 0
        if mask >> self.layout.one_hand & 1:
            prints += 1
        if mask >> self.layout.two_hands & 1:
            prints += 2
        return mask, prints

    def squares(self, mask: int) -> list[str]:
        return [cell_name(c) for c in range(CELLS) if mask >> c & 1]
