"""A window over rows that do not all fit a panel: which rows it lists and how many fit, moved
by its pager row (a click), the mouse wheel (a row at a time) and Page Up / Page Down.

The rows come in groups (the hint's other plans: each plan's rows, its number the group): a
window ends with a whole group where one ends in it, so a page starts at a group's first row; a
group longer than the window is listed in parts. The pager owns only where the window is
(``start``) and how many rows it holds (``room``: None, all of them); the panel that uses it
gives it the rows' groups each time (they change with the panel's width and language) and words
what is left out (``left_out``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

PAGE_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}  # the keys that page: forward, back


@dataclass(frozen=True, slots=True)
class LeftOut:
    """What the window leaves out: ``groups`` whole groups after it, the rest of group ``cut``
    (a group the window ends inside), and whether rows before it are left out (``before``)."""

    groups: int
    cut: int | None
    before: bool

    def __bool__(self) -> bool:
        return bool(self.groups or self.cut is not None or self.before)


class Pager:
    """Where the window over a panel's grouped rows is (see the module docstring)."""

    def __init__(self) -> None:
        self.start = 0  # the first row listed
        self.room: int | None = None  # how many rows the window holds; None: every row
        self.rect: pygame.Rect | None = None  # the pager row as drawn: a click there pages

    def reset(self) -> None:
        """Back to the first row (a panel opened or its rows listed anew)."""
        self.start = 0

    def window(self, groups: Sequence[int]) -> tuple[int, int]:
        """The rows listed, ``[start, end)``: as many as ``room`` from ``start``, ending with a
        whole group where one ends in it (a page starts at a group's first row)."""
        total = len(groups)
        start = min(self.start, total)
        if self.room is None or start + self.room >= total:
            return start, total
        end = start + max(1, self.room)
        whole = [cut for cut in range(start + 1, end + 1) if cut < total and groups[cut] != groups[cut - 1]]
        return start, whole[-1] if whole else end

    def left_out(self, groups: Sequence[int]) -> LeftOut:
        """What the window leaves out (the pager row words it)."""
        start, end = self.window(groups)
        cut = end < len(groups) and end > 0 and groups[end] == groups[end - 1]
        after = len(set(groups[end:])) - (1 if cut else 0)
        return LeftOut(after, groups[end] if cut else None, start > 0)

    def forward(self, groups: Sequence[int]) -> None:
        """The pager row's click, Page Down: the rows after those listed, from the first left
        out; after the last, back to the first."""
        end = self.window(groups)[1]
        self.start = end if end < len(groups) else 0

    def back(self, groups: Sequence[int]) -> None:
        """Page Up: the rows before those listed, a window's worth, from a group's first row
        where one starts in them; at the first row, the last page (as ``forward`` goes round).
        A window holding every row from ``start`` on (``room`` None) goes back to the first."""
        if self.room is None:
            self.start = 0
            return
        total = len(groups)
        if self.start <= 0:
            self.start = _group_start(groups, max(0, total - self.room), total)
            return
        self.start = _group_start(groups, max(0, self.start - self.room), self.start)

    def scroll(self, total: int, steps: int) -> bool:
        """The wheel: the window moves by ``steps`` rows (negative: down, towards the last).
        True when it moved."""
        if self.room is None or not steps:
            return False
        last = max(0, total - self.room)
        moved = min(max(0, self.start - steps), last)
        if moved == self.start:
            return False
        self.start = moved
        return True

    def key(self, key: int, groups: Sequence[int]) -> bool:
        """Page Down / Page Up while the window leaves rows out; True when the key was the
        pager's."""
        step = PAGE_KEYS.get(key)
        if step is None or not self.left_out(groups):
            return False
        if step > 0:
            self.forward(groups)
        else:
            self.back(groups)
        return True

    def fit(self, total: int, rows: int) -> None:
        """The window holds ``rows`` rows of ``total``; the start stays where a row is left."""
        self.room = max(1, rows)
        self.start = min(self.start, max(0, total - 1))


def _group_start(groups: Sequence[int], low: int, high: int) -> int:
    """The first row of ``[low, high)`` that starts a group, else ``low``."""
    for row in range(low, high):
        if row == 0 or groups[row] != groups[row - 1]:
            return row
    return low
