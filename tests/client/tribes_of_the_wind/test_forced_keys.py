"""A person typing the hint's steps types the forced ones too: after a temple action's discard
that leaves the last cards to the engine, their keys say the discard is done and act on nothing
else. The hint listed "Discard card 5 (forced)"; typed, the 5 fell on the temple's prompt ("Key 5
picks nothing here: click on the table"), where a temple's number would have built it."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.table.hotkeys import KEY_GRACE
from game.client.table.scene import TableScene
from game.client.text import tr
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.state import Phase
from tests.client.conftest import click
from tests.client.table.test_hint import table_at

HAND = ["r10a", "b10a", "g10a", "y10a", "r10b"]


def temple_table(app: App) -> TableScene:
    """Seat 1 to act with two tiles that could take a temple: the temple's place is a choice."""
    terrain = {"a1": {"tile": "start_1"}, "b1": {"tile": "purple_01"}}
    state = TITLE.scenario({"players": 2, "boards": [{"leader": "aelis", "hand": HAND, "terrain": terrain}]})
    return table_at(app, "tribes_of_the_wind", state)


def press(app: App, name: str) -> None:
    """A key as a person types it, on a prompt shown long enough for keys to act."""
    app.run(frames=int(KEY_GRACE / app.timestep.step) + 2)
    code = pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=name, scancode=0))
    app.run(frames=1)


def test_the_keys_of_discards_the_engine_took_say_so_and_play_nothing(lang_app: App):
    table = temple_table(lang_app)
    press(lang_app, "t")
    press(lang_app, "3")  # cards 4 and 5 are the only ones left: the engine discards them
    state = table.state
    assert state.phase == Phase.PLACE_TEMPLE and state.boards[0].hand_count() == 2
    moves, prompt = len(table.session.state_history()), table.question.prompt
    for slot in ("4", "5"):
        press(lang_app, slot)
        done = {"en": f"Discard card {slot}", "uk": f"Скинути карту {slot}"}[lang_app.settings.language]
        assert table.message == tr("table.table.forced_key", step=done)
        assert len(table.session.state_history()) == moves and table.question.prompt == prompt
    press(lang_app, "5")  # told once: now the key is the temple prompt's again
    assert table.message == tr("table.table.no_keys", digit="5")


def test_a_click_ends_the_forced_discards_keys(quick_app: App):
    table = temple_table(quick_app)
    press(quick_app, "t")
    press(quick_app, "3")
    click(quick_app, (5, 890))  # a click on nothing: the person goes on with the pointer
    press(quick_app, "5")
    assert table.message == tr("table.table.no_keys", digit="5")


def test_a_discard_the_person_chose_leaves_no_key_to_tell(quick_app: App):
    table = temple_table(quick_app)
    press(quick_app, "t")
    press(quick_app, "1")  # two more to choose: nothing forced
    assert table.state.phase == Phase.DISCARD and table.options.forced_keys == {}


def test_a_click_on_the_hand_after_the_engine_took_the_last_discards_says_so(lang_app: App):
    # Guards against: the click meant as the next discard was told "That is not one of the
    # glowing choices", the cards gone without a word.
    table = temple_table(lang_app)
    press(lang_app, "t")
    click(lang_app, L.holder_rect(2).center)  # card 3: cards 4 and 5 are left to the engine
    state = table.state
    assert state.phase == Phase.PLACE_TEMPLE and state.boards[0].hand_count() == 2
    moves, prompt = len(table.session.state_history()), table.question.prompt
    told = {
        "en": "The other cards (4, 5) were discarded automatically: no choice was left",
        "uk": "Інші карти (4, 5) скинуто автоматично: вибору не лишилося",
    }[lang_app.settings.language]
    for slot in (3, 0):  # where card 4 was, and a card kept
        click(lang_app, L.holder_rect(slot).center)
        assert table.message == told
        assert len(table.session.state_history()) == moves and table.question.prompt == prompt
    click(lang_app, (5, 890))  # off the hand: the temple's question says why as before
    assert table.message == table.question.why_not


def test_a_discard_the_person_chose_leaves_no_click_to_tell(quick_app: App):
    table = temple_table(quick_app)
    press(quick_app, "t")
    click(quick_app, L.holder_rect(0).center)  # two more to choose: nothing forced
    assert table.state.phase == Phase.DISCARD and table.options.forced_clicks == []
