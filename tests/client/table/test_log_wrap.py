"""A log line that wraps never leaves its last word or two alone on a row (seen in play, session
7: "вершник летить столиця »" then "a1" by itself; "за 2" then "води"): the last row takes words
from the row above until it reads as a phrase, and every row still fits the log."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.draw import log_rows
from game.client.text import font

LOG = pygame.Rect(1190, 476, 400, 414)  # the Tribes of the Wind log; the width is what matters
ROOM = LOG.width - 28

LINES = [
    "Олександра: 5 вершників летять зі столиці до a1",
    "Олена садить фіолетову плитку лісу на a3 за 2 води",
    "Bohdana-Maria plants a purple forest tile on a3 for 2 water",
]


@pytest.mark.parametrize("line", LINES)
def test_a_wrapped_log_line_ends_on_a_phrase_not_a_lone_word(uk: None, line: str):
    pygame.init()
    rows, _ = log_rows(LOG, [line])
    assert len(rows) >= 2, rows  # these lines are wider than the log
    assert " ".join(rows).split() == line.split()  # nothing lost, nothing reordered
    assert all(font(16).size(row)[0] <= ROOM for row in rows), rows
    assert len(rows[-1].split()) >= 2, rows


def test_a_line_that_fits_stays_one_row(uk: None):
    pygame.init()
    assert log_rows(LOG, ["Олена: 2 вершники летять зі столиці до a1"])[0] == [
        "Олена: 2 вершники летять зі столиці до a1"
    ]
