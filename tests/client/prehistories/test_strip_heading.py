"""The bottom strip's heading ("Ваш загін: сила 5") stays readable: a
card raised for the party and the frame of the tray of tiles to paint covered its lower half."""

from __future__ import annotations

import pygame
import pytest

from game.client.prehistories import layout as L
from game.client.text import font, tr

HEADINGS = (
    ("prehistories.strip.party", {"value": 30}),
    ("prehistories.strip.hand", {}),
    ("prehistories.strip.hunt", {"value": 30}),
    ("prehistories.strip.pending", {"count": 1}),
    ("prehistories.strip.pending", {"count": 3}),
)
HOVER_RING = 2  # seat_draw.draw_hand outlines a hovered card 2 px outside it


def _heading_rects(app) -> list[pygame.Rect]:
    rects = []
    for key, values in HEADINGS:
        size = font(18, True).size(tr(key, **values))
        rects.append(pygame.Rect(L.STRIP_TITLE.topleft, size))
    return rects


def test_every_heading_fits_its_line(app, lang):
    for rect in _heading_rects(app):
        assert L.STRIP_TITLE.contains(rect), rect


@pytest.mark.parametrize("count", [1, 3, 6, 12, 15])
def test_a_raised_and_hovered_card_stays_below_the_heading(app, lang, count):
    for card in L.hand_card_rects(count):
        raised = card.move(0, -L.LIFT).inflate(2 * HOVER_RING, 2 * HOVER_RING)
        assert raised.top >= L.STRIP_TITLE.bottom, (count, raised)
        assert L.HAND.contains(raised)


@pytest.mark.parametrize("count", [1, 2, 4])
def test_the_tray_of_tiles_to_paint_stays_below_the_heading(app, lang, count):
    for tray in L.pending_rects(count):
        assert tray.top >= L.STRIP_TITLE.bottom and tray.bottom <= L.HAND.bottom, (count, tray)


def test_the_trays_heading_asks_to_pick_a_tile_only_when_there_are_several(app, lang):
    # Guards against: "виберіть один" over a tray of one tile
    one, three = tr("prehistories.strip.pending", count=1), tr("prehistories.strip.pending", count=3)
    assert ("виберіть один" if lang == "uk" else "pick one") in three
    assert "один" not in one and "pick one" not in one and one != three
