"""How one log line breaks into rows of the log panel.

A line that fits stays one row. A longer one breaks where a sentence would pause (after ":", ","
or a dash) when that leaves a full enough row, never after a word that leads into the next one
(a preposition, an article, a number before its noun: "з / колоди", "за 2 / води"), and its last
row is never a lone word. The rows after the first are indented, so each entry of the log reads
as one (a card-play line over two or three rows must not look like separate lines)."""

from __future__ import annotations

import re
from functools import lru_cache

from game.client.text import font

SIZE = 16
INDENT = 14  # px: the rows after a line's first
PAUSES = (":", "—", ";", ",")  # the strongest first
FULL_ENOUGH = 0.45  # a row broken at a pause is at least this share of the room
# A word that leads into the next one: a short lower-case word (з, на, до, за, у, і, a, of, to,
# the, for) or a number (its noun follows).
_SHORT = re.compile(r"[^\W\d_]{1,3}")
_NUMBER = re.compile(r"[+−-]?\d+")


def _leads(word: str) -> bool:
    return bool(word.islower() and _SHORT.fullmatch(word) or _NUMBER.fullmatch(word))


def _width(words: list[str]) -> int:
    return font(SIZE).size(" ".join(words))[0]


@lru_cache(maxsize=1024)
def log_line_rows(line: str, width: int) -> tuple[str, ...]:
    """``line`` as rows for a log ``width`` px wide: the first row fits ``width``, the others
    ``width - INDENT`` (they are drawn indented). Breaking at the pauses is kept only when it
    takes no more rows than breaking wherever the words fill a row."""
    if _width([line]) <= width:
        return (line,)
    words = line.split(" ")
    at_pauses, filled = _rows(words, width, True), _rows(words, width, False)
    rows = at_pauses if len(at_pauses) <= len(filled) else filled
    return tuple(" ".join(row) for row in _no_lone_tail(rows, width - INDENT))


def _rows(words: list[str], width: int, pauses: bool) -> list[list[str]]:
    rows: list[list[str]] = []
    while words:
        room = width - INDENT if rows else width
        fits = 1
        while fits < len(words) and _width(words[: fits + 1]) <= room:
            fits += 1
        if fits < len(words):
            fits = _break(words, fits, room, pauses)
        rows.append(words[:fits])
        words = words[fits:]
    return rows


def _break(words: list[str], fits: int, room: int, pauses: bool) -> int:
    """How many of ``words`` the row takes when the first ``fits`` fit but not all: at the
    strongest pause (":" before "—" before ";" before ",", the later of two alike) that leaves a
    full enough row and no lone word after it, else the most words not ending on a leading word."""
    if pauses:
        tail_room = room // 3
        at_pauses = [
            n
            for n in range(1, fits + 1)
            if words[n - 1].endswith(PAUSES)
            and _width(words[:n]) >= room * FULL_ENOUGH
            and (len(words) - n > 1 or _width(words[n:]) >= tail_room)
        ]
        if at_pauses:
            return max(at_pauses, key=lambda n: (-PAUSES.index(words[n - 1][-1]), n))
    n = fits
    while n > 1 and _leads(words[n - 1]):
        n -= 1
    return n


def _no_lone_tail(rows: list[list[str]], room: int) -> list[list[str]]:
    """The last row takes words from the row above while it is under a third of the room, so it
    reads as a phrase ("до a1", "за 2 води"), never a lone "a1" or "води", unless it is a phrase already after a pause. Every row still fits; the row above keeps
    at least one word and does not end on a leading word."""
    if len(rows) < 2:
        return rows
    *head, above, last = rows
    for _ in range(3):
        if _width(last) >= room // 3 or len(above) < 2:
            break
        if above[-1].endswith(PAUSES) and len(last) > 1:
            break  # "легкий ряд:" / "+5 води": a phrase after a pause
        take = 1
        while take < len(above) - 1 and _leads(above[-take - 1]):
            take += 1
        moved = above[-take:] + last
        if _width(moved) > room:
            break
        above, last = above[:-take], moved
    return [*head, above, last]
