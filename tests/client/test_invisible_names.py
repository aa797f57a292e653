"""Names that draw nothing: zero-width, format and control characters typed, pasted or loaded.

A lone zero-width space, or the joiners a family emoji leaves once its emoji are dropped, used to
crash the new-game screen (pygame-gui's "Text has zero width") and, from a save, the table's first
frame (``text.py`` and Five Tribes' panels). Now the entry never holds them, any text reaching the
screen is drawable (``text.Face.render``), and a name with nothing visible is no name
(``schema.clean_name``): the seat shows "Player N".
"""

from __future__ import annotations

import json
import sys
import unicodedata

import pygame
import pytest

from game.client import games, name_entry, text
from game.client.app import App
from game.client.table import view_factory
from game.client.table.new_game import NewGameScene
from game.client.table.saves import autosave_path, write_autosave
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.start import seat_name
from game.schema import clean_name

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")
NAMED = [
    "\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\u034f", "\u202e", "\u200e", "\u200f", "\u061c",
    "\u2066", "\u2069", "\ufeff", "\u180e", "\ufe0f", "\U000e0020", "\U000e0001", "\U0001d173",
    "\u3164", "\u115f", "\uffa0", "\u2800", "\u2028", "\u2029", "\u3000", "\u00a0",
    "👨\u200d👩\u200d👧", "\u200d\u200d", "😀\ufe0f", " \u200b ",
]  # fmt: skip
"""The characters the fault campaign named, the Hangul fillers, the blank Braille pattern and
the separators, and the emoji sequences that leave only joiners."""
EVERY = sorted(
    {
        chr(c)
        for c in range(sys.maxunicode + 1)
        if unicodedata.category(chr(c)) in ("Cc", "Cf", "Zs", "Zl", "Zp")
    }
    | set(NAMED)
)
"""Every control, format and separator character (zero-width or not), with the named ones."""
WITH_EMOJI = ("👨\u200d👩\u200d👧", "😀\ufe0f")


def test_every_such_text_draws_without_raising_in_every_face():
    for size, bold in ((16, False), (22, True)):
        face = text.font(size, bold)
        for content in EVERY:
            text.fit_text(content, size, 100, bold)
            if content == "\x00":
                continue  # pygame refuses a NUL itself; drawn text is ``printable`` first
            assert isinstance(face.render(content, True, (0, 0, 0)), pygame.Surface)
            assert isinstance(face.render(content, True, (0, 0, 0), (9, 9, 9), 200), pygame.Surface)
            assert isinstance(face.render("سارة" + content + "احمد", True, (0, 0, 0)), pygame.Surface)


def test_a_name_with_nothing_visible_is_no_name(en: None):
    for content in EVERY:
        if content not in WITH_EMOJI:  # an emoji is kept in the stored name; no face of ours draws it
            assert clean_name(content) == "" and clean_name(content * 3) == ""
        assert text.drawable_name(content) == "" and text.drawable_name(content, fallback=False) == ""
    assert clean_name(" Zoë\u200b ") == "Zoë\u200b"
    assert clean_name("👨\u200d👩\u200d👧") == "👨\u200d👩\u200d👧"  # kept as typed; drawn as the default
    assert seat_name(Seat("👨\u200d👩\u200d👧"), 1) == "Player 2"
    assert seat_name(Seat("\u200b", "easy"), 0).startswith("Bot 1")


def _type(app: App, content: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=content))


@pytest.mark.parametrize("title_id", TITLES)
def test_typing_or_pasting_them_into_an_empty_name_field_leaves_it_empty(
    quick_app: App, title_id: str, monkeypatch: pytest.MonkeyPatch
):
    games.load_game_packages()
    entry_of_game = games.game(title_id)
    assert entry_of_game is not None
    scene = entry_of_game.make_new_game_scene(quick_app)
    assert isinstance(scene, NewGameScene)
    quick_app.stack.push(scene)
    quick_app.run(frames=1)
    entry = scene.name_entries[0]
    entry.set_text("")
    entry.focus()
    for content in EVERY:  # typed into the empty field (spaces have width: they may be typed)
        entry.set_text("")
        _type(quick_app, content)
        quick_app.run(frames=1)
        assert clean_name(entry.get_text()) == "" and entry.get_text().strip() == ""
    for content in NAMED:  # typed as one piece (an input method's commit)
        entry.set_text("")
        _type(quick_app, content)
        quick_app.run(frames=1)
        assert entry.get_text().strip() == ""
    for content in NAMED:  # pasted
        entry.set_text("")
        monkeypatch.setattr(name_entry, "clipboard_paste", lambda content=content: content)
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="")
        )
        quick_app.run(frames=1)
        assert entry.get_text().strip() == ""
    entry.set_text("\u200b\u200d")
    quick_app.run(frames=1)
    assert entry.get_text() == ""
    monkeypatch.setattr(name_entry, "clipboard_paste", lambda: "Zo\u200bë 👨\u200d👩\u200d👧x")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode=""))
    quick_app.run(frames=1)
    assert entry.get_text() == "Zoë x"  # what shows of a paste stays
    entry.set_text("\u3164")  # drawn by nothing the entry has: no name
    assert scene.setup().seats[0].name == "Player 1"


def _saved_with_names(app: App, title_id: str, names: list[str]) -> None:
    view = view_factory(title_id)(app)  # type: ignore[misc]
    session = Session(view.title, GameSetup([Seat("A"), Seat("B")], 5), view=view)
    write_autosave(session)
    path = autosave_path(title_id)
    data = json.loads(path.read_text(encoding="utf-8"))
    for seat, name in zip(data["seats"], names, strict=True):
        seat["name"] = name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


@pytest.mark.parametrize("title_id", TITLES)
@pytest.mark.parametrize("names", [NAMED[0:2], ["👨\u200d👩\u200d👧", "\u200d\u2060\u00ad"], ["\u202e", ""]])
def test_a_save_with_such_names_continues_to_the_first_frame_with_default_names(
    app: App, title_id: str, names: list[str]
):
    games.load_game_packages()
    _saved_with_names(app, title_id, names)
    entry = games.game(title_id)
    assert entry is not None and entry.make_continue_scene is not None
    app.stack.push(entry.make_continue_scene(app))
    app.run(frames=3)
    for _ in range(3):  # hot-seat: the curtain names whose turn it is first (drawn too), then the table
        if isinstance(app.stack.top, TableScene):
            break
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        )
        app.run(frames=3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    shown = [seat_name(seat, player) for player, seat in enumerate(table.session.seats)]
    assert shown == ["Player 1", "Player 2"]
    for player, seat in enumerate(table.session.seats):
        assert seat.name == clean_name(names[player])
