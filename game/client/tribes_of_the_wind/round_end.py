"""What a Tribes of the Wind round brought, for its summary (``table/round_end.py``): the
village goals taken (the log's words) and the pollution each seat took on."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.client.table.round_end import lines_of, per_seat
from game.client.text import tr
from game.rules.base import Event
from game.rules.tribes_of_the_wind import events as E

if TYPE_CHECKING:
    from game.client.table.view import GameView


def round_split(events: Sequence[Event]) -> int:
    """The next round begins with its first seat's ``TurnStarted`` (the last one of the action)."""
    starts = [i for i, event in enumerate(events) if isinstance(event, E.TurnStarted)]
    return starts[-1] if starts else len(events)


def round_summary(view: GameView, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
    lines = lines_of(view, events, name, (E.VillageCardTaken,))
    polluted: dict[int, int] = {}
    for event in events:
        if isinstance(event, E.PollutionAdded):
            polluted[event.player] = polluted.get(event.player, 0) + 1
    if any(polluted.values()):
        lines.append(tr("tribes_of_the_wind.round_end.pollution", seats=per_seat(polluted, name)))
    return lines
