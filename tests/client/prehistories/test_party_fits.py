"""A revealed party fits its tribe's panel at every player count, and each small card's numbers
show in the part the next card leaves uncovered (a bot's six-card party ran past the panel and
its speeds read "2(")."""

from __future__ import annotations

import pygame
import pytest

from game.client.prehistories import layout as L
from game.client.prehistories.seats import PARTY_CARD, party_places
from game.client.text import font


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_party_fits_the_panel_and_every_speed_shows(app, players: int):
    widest = max(font(16, True).size(str(speed))[0] for speed in range(1, 61)) + 3
    for block in L.layout(players, 0).blocks:
        if block.focus:
            continue
        rect = block.party
        for cards in range(1, 7):
            places = party_places(rect, cards)
            boxes = [pygame.Rect(place, PARTY_CARD) for place in places]
            assert all(rect.contains(box) for box in boxes), (players, cards, boxes, rect)
            for box, after in zip(boxes, boxes[1:]):  # what the next card leaves in sight
                if after.y == box.y:
                    assert after.x - box.x >= widest, (players, cards, after.x - box.x)
