"""An option area that is a column (taller than two rows of buttons) lists its buttons one under
another at its full width. Guards against: in Prehistories' box beside the hand "2 Other
zone" and "1 Don't hunt (draw 3 cards)" shared one row, the second wrapped on two lines, and the
lower 100 px of the box stayed empty."""

from __future__ import annotations

import pygame

from game.client.table.buttons import OPTION_HEIGHT, option_rects, option_widths
from game.client.widgets import LABEL_PAD, fit_label

GAP = 8
LABELS = [("Інша зона", "2"), ("Не полювати (взяти 3 карти)", "1")]


def test_a_column_area_gives_each_option_its_own_full_width_row():
    pygame.init()
    area = pygame.Rect(1262, 730, 322, 154)
    rects = option_rects(LABELS, area, 230, GAP)
    assert [r.width for r in rects] == [area.width] * 2
    assert all(area.contains(r) for r in rects)
    assert rects[0].bottom + GAP <= rects[1].top  # one under another
    for (label, key), rect in zip(LABELS, rects):
        lines = fit_label(f"{key}  {label}", rect.width - 2 * LABEL_PAD, 40)[1]
        assert len(lines) == 1, lines


def test_a_column_too_short_for_all_the_options_keeps_them_on_one_row():
    pygame.init()
    area = pygame.Rect(0, 0, 900, 2 * OPTION_HEIGHT + GAP)
    labels = [("A", "1"), ("B", "2"), ("C", "3")]
    rects = option_rects(labels, area, 230, GAP)
    assert len({r.y for r in rects}) == 1
    assert [r.width for r in rects] == option_widths(labels, 230, area.width, GAP)


def test_a_one_row_option_bar_is_laid_out_as_before():
    pygame.init()
    area = pygame.Rect(14, 640, 1092, 48)  # Five Tribes' action bar
    rects = option_rects(LABELS, area, 230, GAP)
    assert [r.width for r in rects] == option_widths(LABELS, 230, area.width, GAP)
    assert [r.y for r in rects] == [area.y + 2] * 2
    assert rects[1].x == rects[0].right + GAP
