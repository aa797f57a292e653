"""Five Tribes' places an action touched, for the marks of what the others changed
(``table/marks.py``): tiles by their coordinates, the market, the djinn row, the turn-order spot
a bid took (``bid:<p>``), a seat's panel (``seat_<p>``)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.five_tribes import layout as L
from game.client.five_tribes import places
from game.rules.base import Event
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import events as E
from game.rules.five_tribes.board import TILE_NAMES

# Events that change a tile (their ``tile``; -1: none).
TILE_EVENTS = (
    E.TilePicked,
    E.MeepleDropped,
    E.MeeplesTaken,
    E.MeeplesDrawn,
    E.CamelPlaced,
    E.PalmPlaced,
    E.PalacePlaced,
    E.MeepleKilled,
    E.PowerUsed,
)
# Events that change what a seat holds (cards, djinns, meeples, coins): its panel.
SEAT_EVENTS = (
    E.MeeplesKept,
    E.CardsTaken,
    E.CardsDiscarded,
    E.DjinnTaken,
    E.SuitSold,
    E.EldersPaid,
    E.CoinsGained,
)


def touched_places(events: Sequence[Event]) -> set[str]:
    found: set[str] = set()
    for event in events:
        tile = getattr(event, "tile", -1)
        if isinstance(event, TILE_EVENTS) and 0 <= tile < len(TILE_NAMES):
            found.add(TILE_NAMES[tile])
        if isinstance(event, SEAT_EVENTS):
            found.add(f"seat_{event.player}")
        if isinstance(event, E.MeepleKilled) and event.victim >= 0:
            found.add(f"seat_{event.victim}")
        if (
            isinstance(event, E.CardsTaken)
            and event.source == "market"
            or isinstance(event, E.MarketRefilled)
        ):
            found.add("market")
        if isinstance(event, E.DjinnTaken) and event.source == "sacred_place":
            found.add("djinn_row")
        if isinstance(event, E.DjinnRowRefilled):
            found.add("djinn_row")
        if isinstance(event, E.BidPlaced):
            found.add(f"bid:{event.player}")
    return found


def mark_rect(name: str, state: FiveTribesState) -> pygame.Rect | None:
    if name.startswith("bid:"):
        return _bid_spot(int(name[4:]), state)
    kind, _, seat = name.partition("_")
    if kind == "seat" and seat.isdigit() and int(seat) < state.num_players:
        return L.panel_rect(int(seat), state.num_players)
    return places.place(name)


def _bid_spot(player: int, state: FiveTribesState) -> pygame.Rect | None:
    """Where ``player``'s marker stands since the bid: the turn-order spot it took (a priced spot,
    or its place in the zero queue), or, once it has played its turn, its place in the bid order."""
    spots = list(state.turn_spots)
    if player in spots:
        return L.spot_rect(spots.index(player))
    queue = list(state.zero_queue)
    if player in queue and queue.index(player) < 3:
        return L.spot_rect(6 + queue.index(player))
    track = list(state.bid_track)
    if player in track:
        return L.bid_slot_rect(track.index(player))
    return None
