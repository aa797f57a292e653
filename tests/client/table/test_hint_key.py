"""The Hint has a key, F2, at every table: pressed while the hint's panel is closed it does what a
click on the Hint button does, pressed while it is open it closes it. The Hint button shows the
key before its words, and the rules overlay's keys chapter lists it."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.hotkeys import HINT_KEY
from tests.client.conftest import key
from tests.client.table.plans import FixedWorker, plan_of, turn_start
from tests.client.table.test_hint import hint_button, table_at, with_worker

games.load_game_packages()


def press(app: App, code: int) -> None:
    pygame.event.post(key(code))
    app.run(frames=1)


@pytest.mark.parametrize(
    ("title_id", "seed", "skip"),
    [("five_tribes", 4, 1), ("tribes_of_the_wind", 5, 0), ("prehistories", 3, 2)],
)
def test_the_hint_key_opens_the_hint_as_its_button_does_and_closes_it(lang_app: App, title_id, seed, skip):
    state = turn_start(title_id, seed, skip)
    table = table_at(lang_app, title_id, state)
    worker = FixedWorker(plan_of(state, [[state.legal_actions()[0]]]), polls=2)
    hint = with_worker(table, worker)
    assert hint_button(table).hotkey == "F2", "the button shows its key, as Replay shows V"
    assert HINT_KEY == pygame.K_F2
    press(lang_app, pygame.K_F2)
    assert hint.open and hint.thinking, "asked, as a click on the Hint button asks"
    assert len(worker.starts) == 1 and worker.asks == 1 and not hint_button(table).enabled
    lang_app.run(frames=3)
    assert hint.open and not hint.thinking and hint.words and hint.rect is not None
    serial = table.serial
    press(lang_app, pygame.K_F2)
    assert not hint.open and hint.rect is None, "the same key closes it"
    assert not hint.marks.marks, "and its marks on the table"
    press(lang_app, pygame.K_F2)
    assert hint.open and hint.words and not hint.thinking, "open again: the plan kept shows at once"
    assert len(worker.starts) == 1, "not searched again"
    assert table.serial == serial and table.state.to_dict() == state.to_dict(), "the key never plays"


@pytest.mark.parametrize("title_id", ["five_tribes", "tribes_of_the_wind", "prehistories"])
def test_the_keys_chapter_lists_the_hint_key(lang_app: App, title_id):
    make_view = view_factory(title_id)
    assert make_view is not None
    chapter = make_view(lang_app).rules_chapters()[-1]
    what = {"en": "Hint: what a strong player", "uk": "Підказка: як зіграв би сильний гравець"}
    found = [entry.body for entry in chapter.entries if entry.title == "F2"]
    assert len(found) == 1 and found[0].startswith(what[lang_app.settings.language]), found
