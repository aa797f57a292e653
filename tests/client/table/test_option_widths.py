"""Option buttons share the row by their words: a short label gives up the width it does not need
so long labels fit on one line (session 8: five Tribes of the Wind temple options all fell back
to 227 px in a 1170 px row and wrapped on two lines against the rims, though their words fit)."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.buttons import OPTION_LABEL_SIZE, option_widths
from game.client.text import font
from game.client.widgets import LABEL_PAD, fit_label

ROOM, GAP, WIDTH = 1170, 8, 227  # the Tribes of the Wind option row; 230 capped at an equal share
TEMPLES = {
    "en": ["Temple 1: 4 water", "Temple 2: 4 rider moves", "Temple 3: remove 5 pollution",
           "Temple 4: plant a forest 4 water cheaper", "Back"],
    "uk": ["Храм 1: 4 води", "Храм 2: 4 переміщення вершників", "Храм 3: прибрати 5 забруднень",
           "Храм 4: посадити ліс на 4 води дешевше", "Назад"],
}  # fmt: skip


def words_width(label: str, hotkey: str) -> int:
    return font(OPTION_LABEL_SIZE).size(f"{hotkey}  {label}")[0] + 2 * LABEL_PAD + 4


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_long_option_labels_take_the_room_short_ones_leave(lang: str):
    pygame.init()
    labels = [(label, str(k + 1)) for k, label in enumerate(TEMPLES[lang])]
    widths = option_widths(labels, WIDTH, ROOM, GAP)
    assert sum(widths) + GAP * (len(widths) - 1) <= ROOM  # the row still holds them all
    need = [words_width(label, key) for label, key in labels]
    if sum(need) + GAP * (len(need) - 1) <= ROOM:  # English: every label fits on one line
        assert all(wide >= n for wide, n in zip(widths, need)), (widths, need)
    else:  # Ukrainian: the long ones get more than an equal share
        assert min(widths[1:4]) > WIDTH, widths
    one_line = [len(fit_label(f"{k}  {label}", wide - 2 * LABEL_PAD, 40)[1]) == 1
                for (label, k), wide in zip(labels, widths)]  # fmt: skip
    assert all(one_line), (widths, one_line)  # no label wraps onto two lines in a 44 px button


def test_a_row_with_room_keeps_the_questions_width():
    pygame.init()
    labels = [("Stop", "s"), ("Back", None)]
    assert option_widths(labels, WIDTH, ROOM, GAP) == [WIDTH, WIDTH]
