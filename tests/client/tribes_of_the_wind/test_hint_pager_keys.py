"""The other plans left out of a full hint panel are a key away too: Page Down lists the rows
after those listed (as a click on the pager row), Page Up the rows before; the pager row names
the key, and the rules overlay's keys chapter lists it."""

from __future__ import annotations

import pygame

from game.client import games
from game.client.app import App
from game.client.table.hotkeys import table_key_entries
from game.rules.tribes_of_the_wind import actions as act
from tests.client.conftest import key
from tests.client.table.plans import FixedWorker, planner_plan
from tests.client.table.test_hint import click, table_at, with_worker
from tests.client.tribes_of_the_wind.test_hint_panel_hand import others_listed
from tests.client.tribes_of_the_wind.test_plan_forced_steps import policy_game

games.load_game_packages()


def press(app: App, code: int) -> None:
    pygame.event.post(key(code))
    app.run(frames=2)


def test_page_down_and_page_up_page_the_other_plans_and_the_pager_row_names_the_key(lang_app: App):
    state = policy_game(
        7, lambda s: s.current_player() == 0 and s.round > 3 and act.TEMPLE_ACTION in s.legal_actions()
    )
    assert state is not None
    table = table_at(lang_app, "tribes_of_the_wind", state)
    hint = with_worker(table, FixedWorker(planner_plan("tribes_of_the_wind", 150), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    assert hint.others_button is not None
    click(lang_app, hint.others_button.rect.center)
    lang_app.run(frames=1)
    every = [row.text for _, row in hint._other_rows()]
    first = others_listed(hint)
    assert hint.others_room is not None and first and len(first) < len(every), "the panel is full"
    pager = " ".join(row.text for row in hint.lines() if row.pager)
    assert "(Page Down)" in pager, pager
    serial = table.serial
    press(lang_app, pygame.K_PAGEDOWN)
    second = others_listed(hint)
    assert second and second[0] == every[len(first)], "Page Down: from the first row left out"
    assert table.serial == serial and hint.open, "the key played nothing and kept the panel"
    press(lang_app, pygame.K_PAGEUP)
    assert others_listed(hint) == first, "Page Up: back to the rows before"
    # Page Down through every page ends back at plan 2, as the pager row's click does
    seen = list(first)
    for _ in range(len(every)):
        press(lang_app, pygame.K_PAGEDOWN)
        listed = others_listed(hint)
        if listed == first:
            break
        seen += listed
    assert seen == every and others_listed(hint) == first


def test_the_keys_chapter_lists_the_hints_page_keys(lang):
    what = {"en": "the hint's other plans", "uk": "інші плани підказки"}[lang]
    assert any(what in text for keys, text in table_key_entries() if keys == "Page Up, Page Down")
