"""Named places of the Five Tribes table for the tutorial coach's ``point``: the tiles by their
coordinates ("c3") and the zones around the board ("bid_track", "market", "panels")."""

from __future__ import annotations

import pygame

from game.client.five_tribes import layout as L
from game.rules.five_tribes.board import TILE_INDEX

ZONES = {
    "board": L.BOARD_CLOTH,
    # Every spot: the six priced ones in a row and the free places under the first three (the
    # union of the first and last framed 18/12/8 with the 0s and left 5/3/1 out).
    "turn_track": L.spot_rect(0).unionall([L.spot_rect(spot) for spot in range(1, 9)]),
    "bid_track": L.bid_slot_rect(0).union(L.bid_slot_rect(3)),
    "supply": L.PALM_SUPPLY.union(L.PILE),
    "bag": L.bag_rect(0).union(L.bag_rect(4)),
    "djinn_row": L.DJINN_ROW,
    "market": L.MARKET_ROW,
    "log": L.LOG_RECT,
    "action_bar": L.ACTION_BAR,
    "panels": L.PANELS,
}


def place(name: str) -> pygame.Rect | None:
    """Where ``name`` is on the canvas; None for a name this table does not know."""
    if name in TILE_INDEX:
        return L.TILE_RECTS[TILE_INDEX[name]]
    return ZONES.get(name)


def names() -> list[str]:
    return sorted(TILE_INDEX) + sorted(ZONES)
