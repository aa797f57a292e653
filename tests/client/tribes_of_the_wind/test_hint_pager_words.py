"""The hint's pager row says what Page Down lists next: over a plan listed in parts it read
"… and 1 more plan: show it (Page Down)" while Page Down listed the plan's next rows (seed 76565,
round 1, "Other plans": plan 2 in six parts). The rest of a plan the window ends inside is named
first; "more plans" only where the window ends with a whole plan."""

from __future__ import annotations

import pygame

from game.client import games
from game.client.app import App
from game.client.text import tr
from game.rules.tribes_of_the_wind import TITLE
from tests.client.conftest import key
from tests.client.tribes_of_the_wind.test_hint_panel_hand import other_plans_opened

games.load_game_packages()

FLAGS = {"final_round": True, "round_limit": 40, "tie_break": "villages_then_water"}


def test_the_pager_row_names_what_page_down_lists_next(lang_app: App):
    state = TITLE.new_game(2, 76565, **FLAGS)
    table, hint = other_plans_opened(lang_app, state, 400, frames=2)
    numbers = [number for number, _ in hint._other_rows()]
    parts = 0
    for _ in range(len(numbers)):
        words = " ".join(row.text for row in hint.lines() if row.pager)
        if not words:
            break
        pygame.event.post(key(pygame.K_PAGEDOWN))
        lang_app.run(frames=2)
        start = hint.pager.start
        if start == 0:
            assert words == tr("table.plan.first_others", number=2), words
            break
        title = numbers[start] != numbers[start - 1]
        if title:
            assert words.startswith(tr("table.plan.more_others", count=1)[:5]) and "(Page Down)" in words
            assert words != tr("table.plan.rest_of", number=numbers[start - 1]), words
        else:
            parts += 1
            assert words == tr("table.plan.rest_of", number=numbers[start]), words
    assert parts, "a plan was listed in parts (the case the words misled in)"
