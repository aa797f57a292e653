"""What a Five Tribes round's end brought, for its summary (``table/round_end.py``): the djinns
and the market cards that came out at clean-up, in the log's words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.client.table.round_end import lines_of
from game.rules.base import Event
from game.rules.five_tribes import events as E

if TYPE_CHECKING:
    from game.client.table.view import GameView


def round_split(events: Sequence[Event]) -> int:
    """The next round begins at its ``RoundStarted``."""
    return next((i for i, event in enumerate(events) if isinstance(event, E.RoundStarted)), len(events))


def round_summary(view: GameView, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
    return lines_of(view, events, name, (E.DjinnRowRefilled, E.MarketRefilled))
