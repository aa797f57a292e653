"""Tribes of the Wind's places an action touched, for the marks of what the others changed
(``table/marks.py``): a seat's board spaces (``space:<p>:<a1>``) and capital, the slots of the
element row, the forest market and the village row, a seat's leader and holder, the end token."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import places
from game.rules.base import Event
from game.rules.tribes_of_the_wind import events as E
from game.rules.tribes_of_the_wind.data import SPACE_INDEX
from game.rules.tribes_of_the_wind.state import TotwState

# Events that change one space of the actor's board (their ``space``).
SPACE_EVENTS = (E.PollutionRemoved, E.PollutionAdded, E.ForestPlanted, E.TempleBuilt, E.VillageBuilt)


def _board_place(player: int, name: str) -> str:
    return f"capital_{player}" if name == "cap" else f"space:{player}:{name}"


def _slot(source: str, word: str) -> int | None:
    """``"row 2"`` -> 2 for ``word`` "row"; None for "deck" or anything else."""
    head, _, slot = source.partition(" ")
    return int(slot) if head == word and slot.isdigit() else None


def touched_places(events: Sequence[Event]) -> set[str]:
    found: set[str] = set()
    for event in events:
        if isinstance(event, SPACE_EVENTS):
            found.add(_board_place(event.player, event.space))
        elif isinstance(event, E.RiderMoved):
            found.update(
                (_board_place(event.player, event.origin), _board_place(event.player, event.destination))
            )
        elif isinstance(event, E.CardPlayed | E.CardDiscarded):
            found.add(f"holder_{event.player}")
        elif isinstance(event, E.CardDrawn):
            found.add(f"holder_{event.player}")
            slot = _slot(event.source, "row")
            if slot is not None:
                found.add(f"element:{slot}")
        elif isinstance(event, E.ElementRowRefilled):
            found.add(f"element:{event.slot}")
        elif isinstance(event, E.MarketRefilled):
            found.add(f"market:{event.slot}")
        elif isinstance(event, E.VillageCardTaken | E.VillageRowRefilled):
            found.add("village_row")
        elif isinstance(event, E.LeaderTaskCompleted | E.LeaderCardTaken):
            found.add(f"leader_{event.player}")
        elif isinstance(event, E.EndTriggered):
            found.add("end_token")
        if isinstance(event, E.ForestPlanted):
            slot = _slot(event.source, "market")
            if slot is not None:
                found.add(f"market:{slot}")
    return found


def mark_rect(name: str, state: TotwState, viewer: int | None) -> pygame.Rect | None:
    kind, _, rest = name.partition(":")
    if kind == "space":
        seat, _, space = rest.partition(":")
        if not seat.isdigit() or int(seat) >= state.num_players or space not in SPACE_INDEX:
            return None
        return L.board_geoms(state.num_players)[int(seat)].space(SPACE_INDEX[space])
    if kind in ("element", "market") and rest.isdigit():
        return L.element_row_rect(int(rest)) if kind == "element" else L.market_rect(int(rest))
    found = places.seat_place(name, state, viewer)
    return found if found is not None else places.place(name)
