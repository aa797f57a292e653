"""Legal picks and drops (spec 5.2): a pick or a drop never leads to a dead end.

A partial move can be completed iff some tile e and colour c' left in the hand make the last drop
match, where e is reachable by a non-backtracking walk of exactly the remaining length. ``strict``
needs pre(e, c') >= 1. ``loose`` also accepts a c' dropped on e earlier in the move, either
already (``dropped_masks``) or later in the completion itself, which needs two c' in the hand and a
walk that stands on e before its end (``WALK_REVISITS``).

With ``tables=False`` the walk end points are computed by stepping the walk instead of read from
the precomputed tables; the benchmark compares the two.
"""

from __future__ import annotations

import numpy as np

from game.rules.five_tribes.board import (
    ADJACENT,
    NO_TILE,
    TILES,
    WALK_ENDS,
    WALK_ENDS_ARRAY,
    WALK_REVISITS,
    WALK_REVISITS_ARRAY,
    walk_ends_by_search,
    walk_revisits_by_search,
)

_POW2 = np.array([1 << t for t in range(TILES)], dtype=np.int64)
_TILE_RANGE = np.arange(TILES)


def colour_masks(meeples: np.ndarray) -> list[int]:
    """For each colour, the mask of tiles holding at least one meeple of it."""
    masks: list[int] = (_POW2 @ (meeples > 0)).tolist()
    return masks


def _ends(start: int, previous: int, steps: int, tables: bool) -> int:
    return WALK_ENDS[start][previous][steps] if tables else walk_ends_by_search(start, previous, steps)


def _revisits(start: int, previous: int, steps: int, tables: bool) -> int:
    if tables:
        return WALK_REVISITS[start][previous][steps]
    return walk_revisits_by_search(start, previous, steps)


def legal_pick_tiles(meeples: np.ndarray, loose: bool, tables: bool = True) -> list[int]:
    """Tiles from which a complete legal move exists."""
    if not tables:
        return _legal_pick_tiles_by_search(meeples, loose)
    present = meeples > 0
    sizes = meeples.sum(axis=1)
    # For each start tile: the tiles holding a colour of its hand, itself excluded (pre(s, c) = 0).
    masks = _POW2 @ present
    wanted = np.bitwise_or.reduce(np.where(present, masks, 0), axis=1) & ~_POW2
    reachable = WALK_ENDS_ARRAY[_TILE_RANGE, NO_TILE, sizes] & wanted
    legal = (reachable != 0) & (sizes > 0)
    if loose:
        twice = (meeples >= 2).any(axis=1)
        legal |= twice & (WALK_REVISITS_ARRAY[_TILE_RANGE, NO_TILE, sizes] != 0)
    picks: list[int] = np.flatnonzero(legal).tolist()
    return picks


def _legal_pick_tiles_by_search(meeples: np.ndarray, loose: bool) -> list[int]:
    masks = colour_masks(meeples)
    picks = []
    for s, row in enumerate(meeples.tolist()):
        size = sum(row)
        if not size:
            continue
        wanted = 0
        for c in range(5):
            if row[c]:
                wanted |= masks[c]
        wanted &= ~(1 << s)
        if walk_ends_by_search(s, NO_TILE, size) & wanted or (
            loose and max(row) >= 2 and walk_revisits_by_search(s, NO_TILE, size)
        ):
            picks.append(s)
    return picks


def legal_drop_pairs(
    here: int,
    previous: int,
    hand: list[int],
    pre_masks: list[int],
    dropped_masks: list[int],
    loose: bool,
    tables: bool = True,
) -> list[tuple[int, int]]:
    """(tile, colour) of every drop that extends the move so far to a complete legal move."""
    left = sum(hand) - 1
    match = [pre_masks[c] | dropped_masks[c] for c in range(5)] if loose else pre_masks
    pairs = []
    for t in ADJACENT[here]:
        if t == previous:
            continue
        bit = 1 << t
        for c in range(5):
            if not hand[c]:
                continue
            if left == 0:
                # 5.2: the last drop must match.
                if match[c] & bit:
                    pairs.append((t, c))
                continue
            wanted = 0
            for other in range(5):
                count = hand[other] - (other == c)
                if count:
                    wanted |= match[other]
            if loose and hand[c] >= 2:
                wanted |= bit
            ends = _ends(t, here, left, tables)
            if (
                ends & wanted
                or loose
                and any(hand[o] - (o == c) >= 2 for o in range(5))
                and _revisits(t, here, left, tables)
            ):
                pairs.append((t, c))
    return pairs
