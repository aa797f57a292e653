"""Painting a tile into the cave: the tile follows the pointer, its legal positions are tinted.

The legal anchors come from the engine's numpy masks (``Cave.legal_anchors``); what the pointer
needs per frame (the anchors, the union of their squares for the tint, the tint surface itself)
is cached per cave contents, tile and side, so a frame while a tile is dragged costs a dict look-up
and two blits (``bench/bench_prehistories_table.py`` measures it).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pygame

from game.rules.prehistories import actions as act
from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import SIZE, Shape, components

TINT = (250, 214, 120, 95)
TINT_EDGE = (250, 214, 120, 170)
SNAP = 1.6  # cells: how far the pointer may be from a legal footprint and still snap to it


@dataclass(frozen=True)
class Legal:
    """Where one side of one tile may go in one cave."""

    anchors: frozenset[int]
    union: int  # every square some legal placement covers
    masks: dict[int, int]  # anchor -> squares
    by_square: dict[int, int]  # square under the pointer -> the anchor the tile snaps to from there
    clicked: dict[int, int]  # anchor -> the square a person clicks for it (``click_square``)


_legal: dict[tuple[int, int, str], Legal] = {}
_tints: dict[tuple[int, int, int], pygame.Surface] = {}
_footprints: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}  # 16 shapes x sizes


def legal_for(cave: Cave, shape: Shape) -> Legal:
    key = (cave.painted, cave.tiles, shape.name)
    found = _legal.get(key)
    if found is None:
        if len(_legal) > 512:
            _legal.clear()
        ok = ((shape.masks & np.uint64(cave.painted)) == 0) & (
            (shape.masks & np.uint64(cave.frontier())) != 0
        )
        anchors = shape.anchors[ok]
        masks = shape.masks[ok]
        union = int(np.bitwise_or.reduce(masks)) if len(masks) else 0
        found = Legal(
            frozenset(int(a) for a in anchors),
            union,
            {int(a): int(m) for a, m in zip(anchors, masks)},
            {},
            {},
        )
        for cell in range(SIZE * SIZE):
            anchor = snap(found, shape, (cell % SIZE + 0.5, cell // SIZE + 0.5))
            if anchor is not None:
                found.by_square[cell] = anchor
        _reach_every_anchor(found, shape)
        for anchor in found.anchors:
            square = click_square(found, shape, anchor)
            if square is not None:
                found.clicked[anchor] = square
        _legal[key] = found
    return found


def _reach_every_anchor(legal: Legal, shape: Shape) -> None:
    """Give each placement no square snaps to one of its own squares, taken from a placement
    that keeps another: with ties in ``snap`` (a domino's middle lies on a square's edge) some
    legal placements had no square at all and could never be clicked (283 of 41298 over 60
    random positions; the hint could recommend one)."""
    gx, gy = grab_offset(shape)
    changed = True
    while changed:
        changed = False
        counts: dict[int, int] = {}
        for snapped in legal.by_square.values():
            counts[snapped] = counts.get(snapped, 0) + 1
        for anchor in sorted(legal.anchors - counts.keys()):
            cx, cy = anchor % SIZE + gx, anchor // SIZE + gy
            under = [c for c in range(SIZE * SIZE) if legal.masks[anchor] >> c & 1]
            under.sort(key=lambda c: ((c % SIZE + 0.5 - cx) ** 2 + (c // SIZE + 0.5 - cy) ** 2, c))
            for square in under:
                other = legal.by_square.get(square)
                if other is None or counts.get(other, 0) > 1:
                    if other is not None:
                        counts[other] -= 1
                    legal.by_square[square] = anchor
                    counts[anchor] = 1
                    changed = True
                    break


def click_square(legal: Legal, shape: Shape, anchor: int) -> int | None:
    """The square a person clicks to paint at ``anchor``: one that snaps to it, under the tile
    where one does, nearest the tile's middle. The anchor (the top-left of the tile's box) may lie
    off the tile (an L's empty corner) and another square may be the one that snaps there; the
    hint named the anchor while its marker sat on a square beside the tile (seen in a screenshot).
    None when no square snaps to ``anchor``."""
    squares = [square for square, snapped in legal.by_square.items() if snapped == anchor]
    if not squares:
        return None
    gx, gy = grab_offset(shape)
    cx, cy = anchor % SIZE + gx, anchor // SIZE + gy
    under = legal.masks[anchor]

    def distance(square: int) -> tuple[bool, float, int]:
        dx, dy = square % SIZE + 0.5 - cx, square // SIZE + 0.5 - cy
        return (not under >> square & 1, dx * dx + dy * dy, square)

    return min(squares, key=distance)


def tint_surface(union: int, cell: int) -> pygame.Surface:
    """A 7x7 overlay tinting each square of ``union`` (cached per union and cell size)."""
    key = (union, cell, 0)
    surface = _tints.get(key)
    if surface is None:
        if len(_tints) > 256:
            _tints.clear()
        surface = pygame.Surface((SIZE * cell, SIZE * cell), pygame.SRCALPHA)
        for c in range(SIZE * SIZE):
            if union >> c & 1:
                rect = pygame.Rect((c % SIZE) * cell, (c // SIZE) * cell, cell, cell)
                surface.fill(TINT, rect.inflate(-2, -2))
                pygame.draw.rect(surface, TINT_EDGE, rect.inflate(-2, -2), 2, border_radius=4)
        _tints[key] = surface
    return surface


def footprint_surface(shape: Shape, cell: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The outline of every square ``shape`` covers, its top-left at the anchor square (cached)."""
    key = (shape.name, cell, colour)
    surface = _footprints.get(key)
    if surface is None:
        surface = pygame.Surface((shape.width * cell, shape.height * cell), pygame.SRCALPHA)
        for dx, dy in shape.cells:
            pygame.draw.rect(surface, colour, (dx * cell, dy * cell, cell, cell), 2)
        _footprints[key] = surface
    return surface


def grab_offset(shape: Shape) -> tuple[float, float]:
    """The point of the tile the pointer holds: the middle of its bounding box, in cells."""
    return shape.width / 2, shape.height / 2


def snap(legal: Legal, shape: Shape, pointer_cells: tuple[float, float]) -> int | None:
    """The legal anchor whose footprint centre is nearest the pointer, if near enough."""
    gx, gy = grab_offset(shape)
    best: tuple[float, int] | None = None
    for anchor in legal.anchors:
        cx = anchor % SIZE + gx
        cy = anchor // SIZE + gy
        d = ((cx - pointer_cells[0]) ** 2 + (cy - pointer_cells[1]) ** 2) ** 0.5
        if best is None or d < best[0]:
            best = (d, anchor)
    if best is None or best[0] > SNAP:
        return None
    return best[1]


class PaintTool:
    """The tile in hand while painting: which pending tile, which side, where it would land."""

    def __init__(self, zone: int, kind_index: int, side: int = 0) -> None:
        self.zone = zone
        self.kind_index = kind_index
        self.side = side
        self.anchor: int | None = None

    @property
    def kind(self):
        return components().tiles[self.kind_index]

    @property
    def shape(self) -> Shape:
        return self.kind.sides[self.side]

    def can_flip(self) -> bool:
        return self.kind.two_shapes

    def flip(self) -> None:
        if self.can_flip():
            self.side = 1 - self.side
            self.anchor = None

    def legal(self, cave: Cave) -> Legal:
        return legal_for(cave, self.shape)

    def fits_anywhere(self, cave: Cave) -> bool:
        return cave.fits(self.kind)

    def point(self, cave: Cave, cave_rect: pygame.Rect, cell: int, pos: tuple[int, int]) -> int | None:
        """Update the landing anchor for the pointer at ``pos``; None when it is off every legal spot."""
        if not cave_rect.inflate(cell * 2, cell * 2).collidepoint(pos):
            self.anchor = None
            return None
        cells = ((pos[0] - cave_rect.x) / cell, (pos[1] - cave_rect.y) / cell)
        self.anchor = snap(self.legal(cave), self.shape, cells)
        return self.anchor

    def action(self) -> int | None:
        if self.anchor is None:
            return None
        return act.paint_id(self.zone, self.side, self.anchor)

    def free_topleft(self, pos: tuple[int, int], cell: int) -> tuple[int, int]:
        """Where the tile image goes when it follows the pointer without a legal spot under it."""
        gx, gy = grab_offset(self.shape)
        return int(pos[0] - gx * cell), int(pos[1] - gy * cell)
