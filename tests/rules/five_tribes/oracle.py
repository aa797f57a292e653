"""A brute-force move oracle for spec 5.2, written without the engine's walk tables or masks.

It searches complete drop sequences recursively on a plain 5x6 grid: a pick or drop is legal iff
some complete legal move extends it.
"""

from __future__ import annotations

ROWS, COLS = 5, 6


def neighbours(tile: int) -> list[int]:
    row, col = divmod(tile, COLS)
    found = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= row + dr < ROWS and 0 <= col + dc < COLS:
            found.append((row + dr) * COLS + col + dc)
    return found


class MoveOracle:
    """Complete-move search from a fixed ``pre`` board (counts after the pick-up)."""

    def __init__(self, pre: list[list[int]], loose: bool) -> None:
        self.pre = [tuple(row) for row in pre]
        self.loose = loose
        self._cache: dict[tuple[object, ...], bool] = {}

    def completes(
        self, here: int, previous: int, hand: tuple[int, ...], dropped: frozenset[tuple[int, int]]
    ) -> bool:
        """Can the move standing on ``here`` (having come from ``previous``) with ``hand`` left finish?"""
        key = (here, previous, hand, dropped if self.loose else None)
        if key in self._cache:
            return self._cache[key]
        result = any(
            self.extends(here, previous, hand, dropped, tile, colour)
            for tile in neighbours(here)
            if tile != previous
            for colour in range(5)
            if hand[colour]
        )
        self._cache[key] = result
        return result

    def extends(
        self,
        here: int,
        previous: int,
        hand: tuple[int, ...],
        dropped: frozenset[tuple[int, int]],
        tile: int,
        colour: int,
    ) -> bool:
        """Does dropping ``colour`` on ``tile`` next keep a complete legal move possible?"""
        if tile == previous or tile not in neighbours(here) or not hand[colour]:
            return False
        left = tuple(n - (c == colour) for c, n in enumerate(hand))
        if not any(left):
            return self.pre[tile][colour] >= 1 or (self.loose and (tile, colour) in dropped)
        return self.completes(tile, here, left, dropped | {(tile, colour)})


def oracle_picks(board: list[list[int]], loose: bool) -> list[int]:
    picks = []
    for start, row in enumerate(board):
        if not any(row):
            continue
        pre = [list(r) for r in board]
        pre[start] = [0] * 5
        if MoveOracle(pre, loose).completes(start, -1, tuple(row), frozenset()):
            picks.append(start)
    return picks


def oracle_drops(
    pre: list[list[int]],
    here: int,
    previous: int,
    hand: list[int],
    dropped: set[tuple[int, int]],
    loose: bool,
) -> list[tuple[int, int]]:
    oracle = MoveOracle(pre, loose)
    frozen = frozenset(dropped)
    return [
        (tile, colour)
        for tile in range(ROWS * COLS)
        for colour in range(5)
        if oracle.extends(here, previous, tuple(hand), frozen, tile, colour)
    ]


def oracle_prefixes(board: list[list[int]], depth: int, loose: bool) -> int:
    """Legal (pick, drop, ...) sequences of ``depth`` actions; a move that ends sooner counts once."""
    total = 0
    for start in oracle_picks(board, loose):
        pre = [list(r) for r in board]
        pre[start] = [0] * 5
        total += _count_prefixes(
            MoveOracle(pre, loose), start, -1, tuple(board[start]), frozenset(), depth - 1
        )
    return total


def _count_prefixes(
    oracle: MoveOracle,
    here: int,
    previous: int,
    hand: tuple[int, ...],
    dropped: frozenset[tuple[int, int]],
    left: int,
) -> int:
    if left == 0 or not any(hand):
        return 1
    found = 0
    for tile in neighbours(here):
        for colour in range(5):
            if oracle.extends(here, previous, hand, dropped, tile, colour):
                rest = tuple(n - (c == colour) for c, n in enumerate(hand))
                found += _count_prefixes(oracle, tile, here, rest, dropped | {(tile, colour)}, left - 1)
    return found
