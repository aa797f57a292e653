"""Prehistories' places an action touched, for the marks of what the others changed
(``table/marks.py``): the hunting zones (``zone:<label>``), the squares a tile was painted on
(``cell:<p>:<c4>``), a seat's totem row and its party or hand panel (``totems_<p>``, ``hand_<p>``),
and the objective card a totem went to (``objective:<side id>``: the event names the card's side,
the state finds which card of the layout shows it)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.prehistories import layout as L
from game.client.prehistories.places import place
from game.client.prehistories.seats import PARTY_CARD, party_places
from game.rules.base import Event
from game.rules.prehistories import events as E
from game.rules.prehistories.data import parse_cell
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState

# The totems of these lines go on the seat's own board, not on an objective card (scoring.py).
SCORE_LINES = ("columns", "rows", "legendaries")


def touched_places(events: Sequence[Event]) -> set[str]:
    found: set[str] = set()
    for event in events:
        if isinstance(event, E.ZoneRefilled):
            found.add(f"zone:{event.zone}")
        elif isinstance(event, E.HunterAssigned | E.TileTaken | E.TileDiscarded):
            found.update((f"zone:{event.zone}", f"hand_{event.player}"))
        elif isinstance(event, E.TilePainted):
            found.update(f"cell:{event.player}:{square}" for square in event.squares)
        elif isinstance(event, E.TotemsPlaced):
            found.add(f"totems_{event.player}")
            if event.objective not in SCORE_LINES:
                found.add(f"objective:{event.objective}")
        elif isinstance(event, E.PartyCommitted | E.HuntersReturned | E.DiscardReshuffled):
            found.add(f"hand_{event.player}")
    return found


def mark_rect(name: str, state: PrehistoriesState, focus: int) -> pygame.Rect | None:
    kind, _, rest = name.partition(":")
    players = state.num_players
    lay = L.layout(players, min(focus, players - 1))
    if kind == "zone":
        labels = [zone.label for zone in state.zone_defs]
        return lay.zones[labels.index(rest)].rect if rest in labels else None
    if kind == "objective":
        count = len(state.objectives)
        for index in range(count):
            if state.objective_side(index).id == rest:
                return L.objective_rect(index, count)
        return None
    if kind == "cell":
        seat, _, square = rest.partition(":")
        if not seat.isdigit() or int(seat) >= players:
            return None
        try:
            return lay.blocks[int(seat)].cell_rect(parse_cell(square))
        except ValueError:
            return None
    kind, _, seat_text = name.rpartition("_")
    if kind == "hand" and seat_text.isdigit() and int(seat_text) < players:
        block = lay.blocks[int(seat_text)]
        if not block.focus:
            return party_mark(state, block)
    return place(name, players, focus)


# How tall the face-down card of a committed party is, with its words beside it (seats.draw_party).
COMMITTED_H = 48


def party_mark(state: PrehistoriesState, block: L.SeatBlock) -> pygame.Rect:
    """What a tribe's panel shows of its hand and party, as a mark outlines it: the committed
    party's face-down card, the revealed party's cards, else (no party: nothing is drawn there)
    the hand and pile counts the action changed. The whole party area, outlined around an empty
    party, left a large empty frame on the table."""
    seat = state.seats[block.seat]
    area = block.party
    if state.phase == Phase.INITIATIVE:
        if seat.committed:
            return pygame.Rect(area.x, area.y, area.width, min(COMMITTED_H, area.height))
    elif seat.party:
        cards = [pygame.Rect(spot, PARTY_CARD) for spot in party_places(area, len(seat.party))]
        return cards[0].unionall(cards[1:])
    return block.counts.inflate(8, 2)  # clear of the first letters
