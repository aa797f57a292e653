"""A seat's marker on the turn track stands out from the sand-yellow spot it sits on, whatever the
seat's colour. Guards against: the sand seat's disc on a priced spot had a contrast of about 1.2
to what lay around it and read as an empty spot (seen in a real window)."""

from __future__ import annotations

import pygame

from game.client.assets import Assets
from game.client.five_tribes import layout as L
from game.client.five_tribes.rows import contrast, draw_tracks
from game.rules.five_tribes import TITLE

MIN_CONTRAST = 3.0  # WCAG's least for a graphic that must be told from what is around it


def _around(surface: pygame.Surface, spot: pygame.Rect, colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The mean colour just outside the disc of ``colour`` drawn in ``spot``: its fill's
    pixels give its centre and reach, the ring two to three pixels past them what it sits on."""
    inside = [
        (x, y)
        for x in range(spot.x, spot.right)
        for y in range(spot.y, spot.bottom)
        if tuple(surface.get_at((x, y)))[:3] == colour
    ]
    assert len(inside) > 100, "the marker is drawn in its spot"
    cx = sum(x for x, _ in inside) / len(inside)
    cy = sum(y for _, y in inside) / len(inside)
    reach = max(((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 for x, y in inside)
    ring = [
        tuple(surface.get_at((x, y)))[:3]
        for x in range(spot.x, spot.right)
        for y in range(spot.y, spot.bottom)
        if reach + 2 <= ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 < reach + 3
    ]
    return tuple(round(sum(c[i] for c in ring) / len(ring)) for i in range(3))  # type: ignore[return-value]


def test_every_seats_marker_stands_out_from_its_spot() -> None:
    state = TITLE.new_game(4, 3)
    state.turn_spots[:] = [0, 1, 2, 3, -1, -1]
    surface = pygame.Surface((1600, 900))
    surface.fill((40, 30, 60))
    draw_tracks(surface, Assets(), state, {})
    for seat in range(4):
        colour = L.PLAYER_COLOURS[seat]
        ground = _around(surface, L.spot_rect(seat), colour)
        assert contrast(colour, ground) >= MIN_CONTRAST, (seat, colour, ground)
