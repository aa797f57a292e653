"""Option buttons share the row by their words: a short label gives up the width it does not need
so long labels fit on one line (five Tribes of the Wind temple options all fell back
to 227 px in a 1170 px row and wrapped on two lines against the rims, though their words fit)."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.buttons import OPTION_HEIGHT, OPTION_LABEL_SIZE, option_widths
from game.client.table.view_types import Ctx, Option, Question
from game.client.text import font
from game.client.widgets import LABEL_PAD, TWO_LINES_CLEAR, fit_label
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import TallyView

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


def test_the_same_options_keep_their_buttons_in_place_as_their_labels_change(
    tally_table: TableMaker, monkeypatch: pytest.MonkeyPatch
):
    """Guards against: a row of buttons jumped sideways when one label's words changed
    between choices of the same question ("Show (strength 5)" -> "Show (strength 12)")."""
    words = {"add1": "Add 1", "add2": "Add 2", "draw": "Draw"}

    def question(self: TallyView, ctx: Ctx, legal: list[int]) -> Question:
        keys = ("add1", "add2", "draw")
        return Question("Add or draw", [], [Option(keys[a], words[keys[a]], a) for a in legal])

    monkeypatch.setattr(TallyView, "question", question)
    table = tally_table(["", ""])
    words["add1"] = "Add 1 to the tally and then some more words than fit the button"
    table.refresh()
    wide = [button.rect.copy() for button in table.options.buttons]
    words["add1"] = "Add 1"
    table.refresh()
    assert [button.rect for button in table.options.buttons] == wide
    assert [button.label for button in table.options.buttons][0] == "Add 1"


def test_other_options_are_laid_out_anew(tally_table: TableMaker, monkeypatch: pytest.MonkeyPatch):
    words = {"add1": "Add 1 to the tally and then some more words than fit the button"}

    def question(self: TallyView, ctx: Ctx, legal: list[int]) -> Question:
        keys = [key for key in ("add1", "add2", "draw") if key != "add1" or "add1" in words]
        return Question(
            "Add or draw", [], [Option(key, words.get(key, key), a) for a, key in enumerate(keys)]
        )

    monkeypatch.setattr(TallyView, "question", question)
    table = tally_table(["", ""])
    first = table.options.buttons[1].rect.x
    del words["add1"]
    table.refresh()
    assert table.options.buttons[0].rect.x < first and len(table.options.buttons) == 2


VILLAGE_CARD = [  # a village card with four cards tucked: use it now, or tuck it in place of one
    ("Використати: катапультувати одного вершника на будь-яку вашу плитку", "N"),
    ("Підкласти замість: 5 плиток: вершник", "1"),
    ("Підкласти замість: 3 селища в стовпці", "2"),
    ("Підкласти замість: ряд 3 кольорів", "3"),
    ("Підкласти замість: 2 селища поруч", "4"),
]


def test_a_label_too_long_for_two_lines_in_an_equal_share_takes_width_from_short_ones():
    """Guards against: with four cards tucked, a Tribes of the Wind village card's "N Використати:
    катапультувати одного вершника на будь-яку вашу плитку" got an equal 227 px share beside four
    "Підкласти замість: ..." buttons and was squeezed sideways to 40% on one line, unreadable
    (seen in play), while the four others wrapped on two lines with room to spare."""
    pygame.init()
    widths = option_widths(VILLAGE_CARD, WIDTH, ROOM, GAP)
    assert sum(widths) + GAP * (len(widths) - 1) <= ROOM
    fits = [
        fit_label(f"{key}  {label}", wide - 2 * LABEL_PAD, 40)
        for (label, key), wide in zip(VILLAGE_CARD, widths)
    ]
    assert all(squeeze == 1.0 and len(lines) <= 2 for _, lines, squeeze in fits), (widths, fits)


IDLE_USE = (  # a village card whose use now would do nothing, and the choice to tuck it
    "Використати: безкоштовно побудувати храм і взяти його бонус — зараз нічого не дасть: "
    "усі храми збудовано або нема плитки без храму"
)


def test_a_label_on_two_lines_gets_a_button_tall_enough_to_read_them(
    tally_table: TableMaker, monkeypatch: pytest.MonkeyPatch
):
    """Guards against: that Tribes of the Wind label wrapped onto two lines in a 44 px button, the
    second line on the bottom rim and the first under the top one (seen in play)."""
    words = {"use": IDLE_USE, "tuck": "Підкласти під планшет"}

    def question(self: TallyView, ctx: Ctx, legal: list[int]) -> Question:
        return Question("Use or tuck", [], [Option(key, words[key], a) for a, key in zip(legal, words)])

    monkeypatch.setattr(TallyView, "question", question)
    table = tally_table(["", ""])
    use, tuck = table.options.buttons
    area = table.zones.options
    size, lines, squeeze = fit_label(f"{use.hotkey.upper()}  {use.label}" if use.hotkey else use.label,
                                     use.rect.width - 2 * LABEL_PAD, use.rect.height - 4)  # fmt: skip
    assert len(lines) == 2 and squeeze == 1.0 and size >= OPTION_LABEL_SIZE
    ink = (font(size).get_linesize() - 2) * len(lines)
    assert use.rect.height - 4 - ink >= TWO_LINES_CLEAR, (use.rect, size)  # air above and below
    assert (
        use.rect.bottom == tuck.rect.bottom <= area.bottom + 2
    )  # the row's line kept, nothing below covered
    assert tuck.rect.height == OPTION_HEIGHT and not use.rect.colliderect(tuck.rect)
