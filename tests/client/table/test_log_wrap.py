"""A log line that wraps never leaves its last word or two alone on a row (not
"вершник летить столиця »" then "a1" by itself; "за 2" then "води"): the last row takes words
from the row above until it reads as a phrase, and every row still fits the log."""

from __future__ import annotations

import pygame
import pytest

from game.client.table import draw
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


def test_a_wrapped_line_breaks_after_its_colon_when_the_row_before_is_full_enough(uk: None):
    # Guards against: "…складний ряд: прибрати 3 забруднення, 1" / "переміщення
    # вершника"; the row after a pause reads as the phrase it is.
    pygame.init()
    rows, _ = log_rows(LOG, ["Bot 2 (normal) plays green (easy row): +2 water, a forest at full cost"])
    assert rows == ["Bot 2 (normal) plays green (easy row):", "+2 water, a forest at full cost"]
    rows, _ = log_rows(LOG, ["Bot 2 (normal) plays yellow (hard row): 2 moves, a catapult"])
    assert rows == ["Bot 2 (normal) plays yellow (hard row):", "2 moves, a catapult"]  # not "…: 2"


@pytest.mark.parametrize(
    "line",
    [
        "Олена садить фіолетову плитку лісу на a3 за 2 води",  # was "…плитку лісу на" / "a3 за 2 води"
        "Бот 2 (середній) бере карту з колоди синьої стихії",  # was "…бере карту з" / "колоди…"
        "Bohdana-Maria plants a purple forest tile on a3 for 2 water and so on",
    ],
)
def test_no_row_ends_on_a_preposition_or_a_number(uk: None, line: str):
    pygame.init()
    rows, _ = log_rows(LOG, [line])
    assert len(rows) >= 2 and " ".join(rows).split() == line.split()
    for row in rows[:-1]:
        last = row.split()[-1]
        assert not (len(last) <= 3 and last.isalpha() and last.islower()) and not last.isdigit(), rows


def test_the_rows_after_a_line_s_first_are_indented_and_still_fit(uk: None, monkeypatch: pytest.MonkeyPatch):
    pygame.init()
    drawn: list[tuple[str, int]] = []

    def record(
        surface: pygame.Surface, content: str, size: int, colour: object, pos: tuple[int, int], **_: object
    ):
        drawn.append((content, pos[0]))
        return pygame.Rect(pos, (1, 1))

    monkeypatch.setattr(draw, "blit_text", record)
    lines = ["Олена: 2 вершники летять зі столиці до a1", LINES[1], "Олена: +2 води (3)"]
    draw.draw_log(pygame.Surface((1600, 900)), LOG, lines, 0)
    rows = drawn[1:]  # after the panel's title
    assert [text for text, _ in rows] == [lines[0], *log_rows(LOG, [lines[1]])[0], lines[2]]
    first, indented = rows[0][1], rows[2][1]
    assert rows[1][1] == rows[3][1] == first and indented > first
    assert font(16).size(rows[2][0])[0] <= ROOM - (indented - first)
