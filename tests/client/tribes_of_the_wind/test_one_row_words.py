"""A card with one row has no easy or hard row (the engine plays it as its easy row): the hint's
step, the option's label and the log play it without naming a row ("Play card 5 (yellow), easy
row: ..." was shown for a one-row card). A two-row card's words still name the row played."""

from __future__ import annotations

from game.client.tribes_of_the_wind import questions
from game.client.tribes_of_the_wind.logwords import TotwLogWriter
from game.client.tribes_of_the_wind.words import t
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind import events as ev

# Slot 1 a two-row red card, slot 2 a one-row yellow one.
SPEC = {"players": 2, "boards": [{"hand": ["r03a", "y07b", "b01a", "g01a", "r01a"]}]}


def row_words() -> list[str]:
    return [t("log.row_easy"), t("log.row_hard")]


def test_a_one_row_card_is_played_without_a_row_name_in_the_hint_and_the_options(lang):
    state = TITLE.scenario(SPEC)
    one_row = act.PLAY + 2 * 1  # slot 2, its only row
    for words in (questions.hint_label(state, one_row), questions.option_label(state, one_row)):
        assert words is not None and not any(row in words for row in row_words()), words
    assert "2" in questions.option_label(state, one_row)
    hint = questions.hint_label(state, one_row)
    assert hint is not None and hint.startswith(t("q.play_option_one", slot=2)), hint
    two_rows = act.PLAY  # slot 1, its easy row
    assert t("log.row_easy") in questions.option_label(state, two_rows)
    assert t("log.row_easy") in str(questions.hint_label(state, two_rows))
    assert t("log.row_hard") in str(questions.hint_label(state, two_rows + 1))


def test_a_one_row_card_is_logged_without_a_row_name(lang):
    log = TotwLogWriter(lambda seat: f"P{seat}")
    line = str(log.describe(ev.CardPlayed(0, 1, "y07b", "easy")))
    assert not any(row in line for row in row_words()), line
    assert t("log.row_easy") in str(log.describe(ev.CardPlayed(0, 0, "r03a", "easy")))
