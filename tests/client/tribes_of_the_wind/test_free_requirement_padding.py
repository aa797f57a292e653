"""A card row whose requirement is only a word ("free", "вільно": no element symbol) keeps the
same inner padding as the row's other lines: the word began a few pixels left of the water drop
under it, flush against the row box's edge."""

from __future__ import annotations

import numpy as np
import pygame

from game.client.app import App
from game.client.tribes_of_the_wind.rows import draw_row
from game.rules.tribes_of_the_wind.data import Req, game_data

FILL = (214, 236, 214)


def first_inked_column(surface: pygame.Surface, band: pygame.Rect) -> int:
    """The leftmost column of ``band`` holding anything but the row's fill."""
    pixels = pygame.surfarray.array3d(surface.subsurface(band))
    inked = (pixels != np.array(FILL)).any(axis=2).any(axis=1)
    return int(np.argmax(inked))


def test_a_free_requirement_starts_in_line_with_the_water_drop_under_it(lang_app: App):
    data = game_data()
    card = data.card_ids.index("b10a")  # one row: free, +2 water
    (row,) = data.card_rows[card]
    assert row.requirement[0] == Req.NONE
    area = pygame.Rect(20, 20, 184, 68)
    surface = pygame.Surface((240, 120))
    surface.fill(FILL)
    draw_row(surface, row, area, 0, 1, FILL)
    # The requirement's line, then the effects' line (as draw_row lays them out).
    requirement = pygame.Rect(area.x, area.y + 14, 60, area.height // 3)
    effects = pygame.Rect(area.x, requirement.bottom + 4, 60, area.bottom - requirement.bottom - 4)
    word, drop = first_inked_column(surface, requirement), first_inked_column(surface, effects)
    assert drop >= 6  # the water drop sits well inside the box
    assert abs(word - drop) <= 1, (word, drop)
