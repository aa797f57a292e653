"""Board geometry (spec section 2) and the walk tables of section 5.2.

Tiles are indexed ``(row - 1) * 6 + col``. The tables are computed once with numpy and then read
as nested Python lists of 30-bit tile masks, which is what the move generator looks up per drop.
"""

from __future__ import annotations

import numpy as np

ROWS = 5
COLS = 6
TILES = ROWS * COLS
NO_TILE = TILES  # the "previous tile" of a walk that has none yet
# A hand holds at most every meeple in the game.
MAX_STEPS = 90

TILE_NAMES: tuple[str, ...] = tuple(f"{'abcdef'[t % COLS]}{t // COLS + 1}" for t in range(TILES))
TILE_INDEX: dict[str, int] = {name: t for t, name in enumerate(TILE_NAMES)}


def _grid(t: int) -> tuple[int, int]:
    return t // COLS, t % COLS


def distance(a: int, b: int) -> int:
    (ra, ca), (rb, cb) = _grid(a), _grid(b)
    return abs(ra - rb) + abs(ca - cb)


def _build_neighbours(diagonal: bool) -> tuple[tuple[int, ...], ...]:
    result = []
    for t in range(TILES):
        r, c = _grid(t)
        found = []
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr, dc) == (0, 0) or (not diagonal and dr and dc):
                    continue
                if 0 <= r + dr < ROWS and 0 <= c + dc < COLS:
                    found.append((r + dr) * COLS + c + dc)
        result.append(tuple(found))
    return tuple(result)


ADJACENT = _build_neighbours(diagonal=False)
SURROUNDING = _build_neighbours(diagonal=True)
# The 3x3 square of a tile: the tile plus its surrounding tiles (2: clipped at the edge).
SQUARE = tuple(tuple(sorted((t, *SURROUNDING[t]))) for t in range(TILES))
# SQUARE_MATRIX[t, u]: u lies in the 3x3 square of t (builders count blue tiles through it).
SQUARE_MATRIX = np.array([[u in SQUARE[t] for u in range(TILES)] for t in range(TILES)], dtype=np.int64)
DISTANCE = np.array([[distance(a, b) for b in range(TILES)] for a in range(TILES)], dtype=np.int64)
TILE_BIT: tuple[int, ...] = tuple(1 << t for t in range(TILES))
ALL_TILES_MASK = (1 << TILES) - 1
_POW2 = np.array([1 << t for t in range(TILES)], dtype=np.int64)


def mask_of(tiles: np.ndarray) -> int:
    """The bitmask of a boolean vector over the 30 tiles."""
    return int(_POW2 @ tiles.astype(np.int64))


def _build_walk_tables() -> tuple[np.ndarray, np.ndarray]:
    """Non-backtracking walks as paths over directed edges (the Hashimoto matrix).

    Returns ``ends[t][p][n]``: the mask of tiles where a walk of exactly n steps from t can end
    when its first step may not go to p; and ``revisits[t][p][n]``: the mask of tiles e such that
    such a walk ends on e after also standing on e at some step 1..n-1 (what ``loose`` needs).
    """
    edges = [(a, b) for a in range(TILES) for b in ADJACENT[a]]
    count = len(edges)
    edge_from = np.array([a for a, _ in edges])
    edge_to = np.array([b for _, b in edges])
    head = np.zeros((count, TILES), dtype=np.int64)
    head[np.arange(count), edge_to] = 1
    # step[i, j]: edge j continues edge i without turning straight back.
    step = ((edge_from[None, :] == edge_to[:, None]) & (edge_to[None, :] != edge_from[:, None])).astype(
        np.int64
    )

    def by_start(per_edge: np.ndarray) -> np.ndarray:
        """Masks [t * (TILES + 1) + p] of the union over first steps from t that do not go to p.

        Summing per start tile and taking back the one edge towards p replaces a product with a
        (start, previous) x edge matrix, which cost most of a second at import.
        """
        totals = np.zeros((TILES, TILES), dtype=np.int64)
        np.add.at(totals, edge_from, per_edge)
        full = np.repeat(totals[:, None, :], TILES + 1, axis=1)
        full[edge_from, edge_to] -= per_edge
        return ((full > 0).astype(np.int64) @ _POW2).reshape(-1)

    # by_edge[i, e]: a walk of n steps whose first step is edge i ends on e.
    by_edge = head.copy()
    # again_by_edge[i, e]: ... and also stood on e at some step 1..n-1.
    again_by_edge = np.zeros_like(head)
    ends = np.zeros((MAX_STEPS + 1, TILES * (TILES + 1)), dtype=np.int64)
    revisits = np.zeros_like(ends)
    ends[0] = [1 << (k // (TILES + 1)) for k in range(TILES * (TILES + 1))]
    for n in range(1, MAX_STEPS + 1):
        if n > 1:
            by_edge = np.minimum(step @ by_edge, 1)
            again_by_edge = np.minimum(head * by_edge + step @ again_by_edge, 1)
        ends[n] = by_start(by_edge)
        revisits[n] = by_start(again_by_edge)
    shape = (MAX_STEPS + 1, TILES, TILES + 1)
    return np.transpose(ends.reshape(shape), (1, 2, 0)), np.transpose(revisits.reshape(shape), (1, 2, 0))


# As numpy arrays [tile, previous, steps] for vectorised look-ups, and as nested lists for
# single look-ups in Python loops (a list index is several times faster than a numpy scalar).
WALK_ENDS_ARRAY, WALK_REVISITS_ARRAY = _build_walk_tables()
WALK_ENDS: list[list[list[int]]] = WALK_ENDS_ARRAY.tolist()
WALK_REVISITS: list[list[list[int]]] = WALK_REVISITS_ARRAY.tolist()


def walk_ends_by_search(start: int, previous: int, steps: int) -> int:
    """``WALK_ENDS[start][previous][steps]`` computed by stepping the walk (the table-free path)."""
    frontier = {(start, previous)}
    for _ in range(steps):
        frontier = {(nxt, here) for here, before in frontier for nxt in ADJACENT[here] if nxt != before}
    mask = 0
    for here, _ in frontier:
        mask |= 1 << here
    return mask


def walk_revisits_by_search(start: int, previous: int, steps: int) -> int:
    """``WALK_REVISITS[start][previous][steps]`` by stepping the walk with the tiles stood on."""
    # seen: tiles stood on at steps 1..k-1 while standing on the tile of step k.
    frontier = {(start, previous, 0)}
    for k in range(steps):
        frontier = {
            (nxt, here, seen | (1 << here if k else 0))
            for here, before, seen in frontier
            for nxt in ADJACENT[here]
            if nxt != before
        }
    mask = 0
    for here, _, seen in frontier:
        if seen >> here & 1:
            mask |= 1 << here
    return mask
