"""The other plans left out of a full hint panel are a key away too: Page Down lists the rows
after those listed (as a click on the pager row), Page Up the rows before; the pager row names
the key, and the rules overlay's keys chapter lists it."""

from __future__ import annotations

import pygame

from game.client import games
from game.client.app import App
from game.client.table.hotkeys import table_key_entries
from tests.client.conftest import key
from tests.client.tribes_of_the_wind.test_hint_panel_hand import (
    full_panel_with_the_other_plans,
    others_listed,
)

games.load_game_packages()


def press(app: App, code: int) -> None:
    pygame.event.post(key(code))
    app.run(frames=2)


def test_page_down_and_page_up_page_the_other_plans_and_the_pager_row_names_the_key(lang_app: App):
    table, hint, every, first = full_panel_with_the_other_plans(lang_app)
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
