"""What a Prehistories round brought, for its summary (``table/round_end.py``): each seat's
hunts, the tiles it painted and the totems it placed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.client.prehistories.logwords import round_starts
from game.client.table.round_end import per_seat
from game.client.text import tr
from game.rules.base import Event
from game.rules.prehistories import events as E

if TYPE_CHECKING:
    from game.client.table.view import GameView


def round_split(events: Sequence[Event]) -> int:
    """The next round begins where the log's heading opens it (``logwords.round_starts``)."""
    starts = round_starts(events, 1)
    return starts[0] if starts else len(events)


def round_summary(view: GameView, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
    hunts: dict[int, int] = {}
    paints: dict[int, int] = {}
    totems: dict[int, int] = {}
    for event in events:
        if isinstance(event, E.TileTaken):
            hunts[event.player] = hunts.get(event.player, 0) + 1
        elif isinstance(event, E.TilePainted):
            paints[event.player] = paints.get(event.player, 0) + 1
        elif isinstance(event, E.TotemsPlaced):
            totems[event.player] = totems.get(event.player, 0) + event.count
    lines = []
    for key, counts in (("hunts", hunts), ("paints", paints), ("totems", totems)):
        if any(counts.values()):
            lines.append(tr(f"prehistories.round_end.{key}", seats=per_seat(counts, name)))
    return lines
