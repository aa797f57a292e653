"""A score line is called by one name wherever it shows: the board's live breakdown, the plan's
reasons and the results screen. Guards against: the plan and the results said "Forest table" /
"Таблиця лісу" and "Pollution table" / "Таблиця забруднення" where the board says "Forests" /
"Ліси" and "Pollution" / "Забруднення" (seen in play)."""

from __future__ import annotations

from game.client.table.plan_words import PlanWords
from game.client.tribes_of_the_wind.view import TotwView
from game.client.tribes_of_the_wind.words_board import score_lines
from game.rules.tribes_of_the_wind import TITLE

# The panel may shorten where it is narrow ("End token"), or add the rate ("Villages (3 each)"):
# these lines name a whole scoring table and read the same everywhere.
SAME_NAME = ("pollution", "forests", "village_cards")


def test_plans_and_results_name_a_score_line_as_the_board_does(lang: str):
    state = TITLE.new_game(2, 3)
    view = TotwView()
    board = dict(zip(state.score_breakdown(0), (label for label, _ in score_lines(state, 0)), strict=False))
    words = PlanWords(view, lambda seat: f"Seat {seat}", lambda s: None)  # type: ignore[arg-type,return-value]
    for key in SAME_NAME:
        assert view.score_line_label(key) == board[key]  # the results screen's row
        assert board[key] in words.score(key, 4)  # a plan's reason: "+4 points: Forests"
    for key, label in board.items():
        assert label.split()[0] in view.score_line_label(key)  # the other lines share their first word
