"""Named places of the Prehistories table for the tutorial coach's ``point`` (docs/tutorial.md).

Per seat: ``cave_<p>`` (the 7x7 squares), ``totems_<p>`` (the totem row of its block), ``hand_<p>``
(the large hand of the bottom strip for the seat in focus, else that seat's party panel). Shared:
``hunting_board`` (stacks, initiative and zones), ``objectives`` (the objective cards). Rectangles
come from ``layout.layout`` with ``focus`` as the view last drew it.
"""

from __future__ import annotations

import pygame

from game.client.prehistories import layout as L

SEAT_KINDS = ("cave", "totems", "hand")


def place(name: str, players: int, focus: int) -> pygame.Rect | None:
    if name == "hunting_board":
        return L.BOARD.copy()
    if name == "objectives":
        return L.OBJECTIVES.copy()
    kind, _, seat_text = name.rpartition("_")
    if kind not in SEAT_KINDS or not seat_text.isdigit() or not 0 <= int(seat_text) < players:
        return None
    seat = int(seat_text)
    block = L.layout(players, min(focus, players - 1)).blocks[seat]
    if kind == "cave":
        return block.cave.copy()
    if kind == "totems":
        return block.totems.copy()
    return L.HAND.copy() if block.focus else block.party.copy()


def names(players: int) -> list[str]:
    return ["hunting_board", "objectives"] + [f"{k}_{s}" for k in SEAT_KINDS for s in range(players)]
