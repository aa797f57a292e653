"""Issue 17, item 7 at the Five Tribes table: names from a save are bounded when they are loaded,
and the table's widgets cut text with ``text.fit_text`` (linear) instead of one character at a time."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from game.client import games, text, widgets
from game.client.app import App
from game.client.five_tribes import panels
from game.client.five_tribes.view import new_session, table_scene
from game.client.table import draw as table_draw
from game.client.table.registry import view_factory
from game.client.table.saves import autosave_path, write_autosave
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat
from game.schema import MAX_NAME_CHARS
from tests.client.conftest import record_blits


class Counting:
    """A font that records the length of every text it measures."""

    def __init__(self, face: pygame.font.Font, measured: list[int]) -> None:
        self.face = face
        self.measured = measured

    def size(self, content: str) -> tuple[int, int]:
        self.measured.append(len(content))
        return self.face.size(content)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.face, name)


def test_the_panels_and_the_top_strip_measure_a_bounded_part_of_a_long_name(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    name = "Шахерезада" * 300  # 3,000 characters in one word, however it got to the table
    table = table_scene(quick_app, new_session(GameSetup([Seat(name), Seat("Bob")], 3)))
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    measured: list[int] = []
    real = text.font

    def counting(size: int, bold: bool = False) -> Counting:
        return Counting(real(size, bold), measured)

    surface = pygame.Surface((1600, 900))
    with monkeypatch.context() as patch:
        for module in (text, widgets, panels, table_draw):
            patch.setattr(module, "font", counting)
        table._base_key = ()
        table.draw(surface, 0.0)
        panels.draw_thinking(surface, table.state, 0, name, 0.0)  # type: ignore[arg-type]
    assert measured and max(measured) <= 1601  # at most width + 1 characters of it, never all


def test_a_save_with_huge_and_odd_names_continues_with_them_cleaned_and_cut(app: App):
    session = new_session(GameSetup([Seat("Ann"), Seat("Bob")], 3))
    session.apply(session.state.legal_actions()[0])
    write_autosave(session)
    path = autosave_path("five_tribes")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "A\x00nn " + "ʬ" * 10_000
    data["seats"][1]["name"] = "\ud800B\x1bob\u200b"
    path.write_text(json.dumps(data), encoding="utf-8")
    entry = games.game("five_tribes")
    assert entry is not None and entry.make_continue_scene is not None
    app.stack.push(entry.make_continue_scene(app))
    app.run(frames=3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    first, second = (seat.name for seat in table.session.seats)
    assert first.startswith("Ann ʬ") and len(first) == MAX_NAME_CHARS
    assert second == "Bob\u200b"
    assert table.state.to_dict() == session.state.to_dict()


# -- characters our font has no glyph for (emoji): left out of the drawn name, kept in the stored one


EMOJI_NAME = "Ann😀🇺🇦"
ONLY_EMOJI = "🎲👍🏽"


def _has_glyph(character: str) -> bool:
    """Asked of pygame.freetype directly: its metrics are None where the face has no glyph."""
    import pygame.freetype

    pygame.freetype.init()
    faces = [pygame.freetype.Font(str(text.font_path(bold)), 20) for bold in (False, True)]
    return all(face.get_metrics(character)[0] is not None for face in faces)


def test_what_is_drawn_of_a_name_has_a_glyph_for_every_character_and_the_rest_is_left_out():
    assert [_has_glyph(c) for c in "😀🇺李Ї"] == [False, False, False, True]
    assert text.drawable("Ann😀 Їжак李🇺🇦") == "Ann Їжак"
    assert all(_has_glyph(c) for c in text.drawable("Ann😀 Їжак李🇺🇦"))
    assert text.fit_text(EMOJI_NAME, 20, 300) == "Ann"


def test_names_with_emoji_at_the_table_and_the_results_draw_without_boxes(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    from game.client.table import results

    session = new_session(GameSetup([Seat(EMOJI_NAME), Seat(ONLY_EMOJI)], 3))
    table = table_scene(quick_app, session)
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    assert [table.player_name(0), table.player_name(1)] == ["Ann", "Player 2"]
    assert [seat["name"] for seat in session.to_dict()["seats"]] == [EMOJI_NAME, ONLY_EMOJI]
    drawn = record_blits(monkeypatch, results)
    results.ResultsScene(quick_app, table.view, session).draw(pygame.Surface((1600, 900)), 1.0)
    assert "Ann" in drawn and "Player 2" in drawn
    assert all(_has_glyph(c) for line in drawn for c in line), [line for line in drawn if "Ann" in line]


def test_the_new_game_entry_shows_a_remembered_emoji_name_without_boxes_and_keeps_it(quick_app: App):
    from game.client.table.new_game import NewGameScene

    games.load_game_packages()
    quick_app.settings.last_seats["five_tribes"] = [f"human:{EMOJI_NAME}", "easy"]
    make_view = view_factory("five_tribes")
    assert make_view is not None
    view = make_view(quick_app)
    scene = NewGameScene(quick_app, view)
    quick_app.stack.push(scene)
    quick_app.run(frames=1)
    entry = scene.name_entries[0]
    assert entry.get_text() == "Ann"
    assert scene.setup().seats[0].name == EMOJI_NAME  # the stored name is untouched
    entry.set_text("Bo😀b")  # typed or pasted
    quick_app.run(frames=1)
    assert entry.get_text() == "Bob"
    assert scene.setup().seats[0].name == "Bob"


def test_a_dropped_character_between_words_leaves_one_space():
    assert text.drawable_name("Олена 李 Ж") == "Олена Ж"
    assert text.drawable_name("🎲👍🏽") == ""
