"""Named places of a seat's board, for the tutorial coach's ``point`` (docs/tutorial.md).

The tutorial scripts name places per seat: ``terrain_<p>`` (the 3x4 grid), ``capital_<p>``,
``leader_<p>`` (the portrait with its two tasks), ``holder_<p>``. Their rectangles follow
``layout.board_geoms`` and the order ``seats._info`` draws the info column in (portrait,
taken leader cards, temples, tucked village cards, the holder's backs): keep the two in step.

``holder_<p>`` is the large holder of the bottom strip when ``p`` is the seat whose holder is drawn
there (``viewer``), else the row of card backs on ``p``'s board.
"""

from __future__ import annotations

import pygame

from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import TotwState
from game.rules.tribes_of_the_wind.board import EMPTY

# The shared places, in the order the tutorial validator lists them.
SHARED = ("deck", "element_row", "discard", "market", "village_row", "end_token", "holder", "log")
PREFIXES = ("terrain", "capital", "leader", "holder")
HOLDER_BACK = (24, 34)  # seats._info: the holder's backs


def seat_place(name: str, state: TotwState, viewer: int | None) -> pygame.Rect | None:
    """The rectangle of ``<kind>_<seat>`` in ``state``, or None for another name or seat."""
    kind, _, seat_text = name.rpartition("_")
    if kind not in PREFIXES or not seat_text.isdigit():
        return None
    seat = int(seat_text)
    players = state.num_players
    if not 0 <= seat < players:
        return None
    geom = L.board_geoms(players)[seat]
    if kind == "terrain":
        return geom.grid.copy()
    if kind == "capital":
        return geom.capital.copy()
    portrait = geom.portrait
    if kind == "leader":
        # The portrait, the leader's name and the two task marks beside it.
        return pygame.Rect(
            geom.info.x, geom.info.y - 2, min(geom.info.width, portrait + 6 + 120), portrait + 4
        )
    if seat == viewer:
        return pygame.Rect(L.BOTTOM.topleft, (5 * (L.HOLDER_CARD[0] + L.HOLDER_GAP), L.HOLDER_CARD[1]))
    return holder_backs(state, seat, geom)


def holder_backs(state: TotwState, seat: int, geom: L.BoardGeom, room: bool = False) -> pygame.Rect:
    """The holder's backs on a seat's board, under the info column's pieces (seats._info);
    ``room``: as low as they go, the seat holding a leader card and tucked cards (what the
    board keeps room for above its score lines, so they stand in line on every board)."""
    board = state.boards[seat]
    info = geom.info
    y = info.y + geom.portrait + 6
    if board.powers or room:
        y += 28
    y += (28 if info.width >= 140 else 24) + 6
    if room or any(card != EMPTY for card in board.tucked):
        y += (48 if not geom.small else 40) + 6
    width, height = HOLDER_BACK
    slots = max(len(board.hand), 1)
    return pygame.Rect(info.x, y, slots * (width + 3) - 3, height)


def names(players: int) -> list[str]:
    return [f"{kind}_{seat}" for kind in PREFIXES for seat in range(players)]


def place(name: str) -> pygame.Rect | None:
    """Where a shared place is (the rows, the deck, the viewer's holder, the log); None else."""
    found = {
        "deck": L.deck_rect(),
        "element_row": pygame.Rect(L.element_row_rect(0).topleft, (4 * 64, L.ROW_CARD[1])),
        "discard": L.discard_rect(),
        "market": pygame.Rect(L.market_rect(0).topleft, (5 * 80, L.MARKET_TILE)),
        "village_row": pygame.Rect(L.village_row_rect(0).topleft, (4 * 92, L.VILLAGE_CARD[1])),
        "end_token": L.END_TOKEN,
        "holder": pygame.Rect(L.BOTTOM.topleft, (5 * 204, L.HOLDER_CARD[1])),
        "log": L.LOG,
    }
    return found.get(name)
