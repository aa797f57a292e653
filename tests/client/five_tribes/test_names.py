"""Names from a save are bounded when they are loaded,
and the table's widgets cut text with ``text.fit_text`` (linear) instead of one character at a time."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from game.client import badges, games, lettering, text, widgets
from game.client.app import App
from game.client.five_tribes import seats
from game.client.five_tribes.view import new_session, table_scene
from game.client.table import draw as table_draw
from game.client.table import view_factory
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
        for module in (text, widgets, lettering, badges, seats, table_draw):
            patch.setattr(module, "font", counting)
        table.renderer.base_key = ()
        table.draw(surface, 0.0)
        seats.draw_thinking(surface, table.state, 0, name, 0.0)  # type: ignore[arg-type]
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


def _has_glyph(character: str, paths: tuple[Any, ...] = ()) -> bool:
    """Asked of pygame.freetype directly: its metrics are None where the face has no glyph.
    Noto Sans by default; ``paths``: (regular, bold) of another face."""
    import pygame.freetype

    pygame.freetype.init()
    paths = paths or (text.font_path(False), text.font_path(True))
    faces = [pygame.freetype.Font(str(path), 20) for path in paths]
    return all(face.get_metrics(character)[0] is not None for face in faces)


def _drawn_by_some_face(character: str) -> bool:
    """Noto Sans or one of pygame-gui's other faces (text.FALLBACK_FACES) has a glyph for it."""
    return _has_glyph(character) or any(
        _has_glyph(character, (text.fallback_path(name), text.fallback_path(name, True)))
        for name, _, _ in text.FALLBACK_FACES
    )


def test_what_is_drawn_of_a_name_has_a_glyph_for_every_character_and_the_rest_is_left_out():
    assert [_has_glyph(c) for c in "😀🇺李Ї"] == [False, False, False, True]
    assert [_drawn_by_some_face(c) for c in "😀🇺李Ї"] == [False, False, True, True]
    assert text.drawable("Ann😀 Їжак李🇺🇦") == "Ann Їжак李"
    assert text.drawable("Ann😀 Їжак李🇺🇦", fallback=False) == "Ann Їжак"
    assert all(_drawn_by_some_face(c) for c in text.drawable("Ann😀 Їжак李🇺🇦"))
    assert all(_has_glyph(c) for c in text.drawable("Ann😀 Їжак李🇺🇦", fallback=False))
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
    assert all(_drawn_by_some_face(c) for line in drawn for c in line), [
        line for line in drawn if "Ann" in line
    ]


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
    assert text.drawable_name("Олена 😀 Ж") == "Олена Ж"
    assert text.drawable_name("Олена 李 Ж", fallback=False) == "Олена Ж"
    assert text.drawable_name("🎲👍🏽") == ""


# -- names in scripts Noto Sans lacks: drawn with pygame-gui's other Noto faces -------------------

WORLD_NAMES = {
    "NotoSansSC": "李小龙",
    "NotoSansJP": "さくら",
    "NotoSansKR": "김민준",
    "NotoSansArabic": "سارة",
    "NotoSansHebrew": "שרה",
    "NotoSansGeorgian": "ნინო",
}


def _ink(surface: pygame.Surface) -> int:
    """How many pixels of a rendering carry any ink (alpha above zero)."""
    width, height = surface.get_size()
    return sum(1 for x in range(width) for y in range(height) if surface.get_at((x, y)).a > 0)


@pytest.mark.parametrize("face", list(WORLD_NAMES))
def test_a_name_in_a_script_noto_sans_lacks_is_drawn_with_the_face_that_has_it(face: str):
    name = WORLD_NAMES[face]
    pygame.font.init()
    assert text.drawable_name(name) == name  # kept, not dropped
    assert text.runs_of(name) == [(face, name)]
    drawn = text.font(22).render(name, True, (255, 255, 255))
    fallback = text.fallback_font(face, 22)
    alone = fallback.render(name, True, (255, 255, 255))
    # Drawn by that face (its glyphs, not Noto Sans's boxes), on one line of Noto Sans's height.
    assert drawn.get_size() == (alone.get_width(), text.font(22).get_height())
    assert text.font(22).size(name) == drawn.get_size()
    box = pygame.font.Font(text.font_path(), 22).render(name, True, (255, 255, 255))
    assert _ink(drawn) > 0 and pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(box, "RGBA")


def test_a_mixed_line_is_measured_as_it_is_drawn_and_cut_by_fit_text():
    pygame.font.init()
    line = "Pass the screen to 李小龙 and سارة احمد"
    runs = text.runs_of(line)
    assert runs == [
        (None, "Pass the screen to "),
        ("NotoSansSC", "李小龙"),
        (None, " and "),
        ("NotoSansArabic", "سارة احمد"),  # the space between two Arabic words is shaped with them
    ]
    face = text.font(20, True)
    assert face.size(line) == face.render(line, True, (0, 0, 0)).get_size()
    assert face.size(line)[0] == sum(
        (face if name is None else text.fallback_font(name, 20, True)).size(part)[0] for name, part in runs
    )
    cut = text.fit_text("李小龙" * 10, 20, 100)
    assert cut.endswith(text.ELLIPSIS) and cut.startswith("李小龙")
    assert text.font(20).size(cut)[0] <= 100 < text.font(20).size(cut[:-1] + "李" + text.ELLIPSIS)[0]


def test_kanji_beside_kana_take_the_japanese_face_and_alone_the_chinese_one():
    assert text.runs_of("桜") == [("NotoSansSC", "桜")]
    assert text.runs_of("さくら桜") == [("NotoSansJP", "さくら桜")]
    assert text.runs_of("김李") == [("NotoSansKR", "김李")]


def test_the_table_and_the_results_show_a_chinese_name_and_the_entry_shows_what_its_font_draws(
    quick_app: App,
):
    from game.client.table.new_game import NewGameScene

    session = new_session(GameSetup([Seat("李小龙"), Seat("Ann😀")], 3))
    table = table_scene(quick_app, session)
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    assert [table.player_name(0), table.player_name(1)] == ["李小龙", "Ann"]
    quick_app.stack.clear()
    games.load_game_packages()
    quick_app.settings.last_seats["five_tribes"] = ["human:Ann 李小龙", "easy"]
    make_view = view_factory("five_tribes")
    assert make_view is not None
    scene = NewGameScene(quick_app, make_view(quick_app))
    quick_app.stack.push(scene)
    quick_app.run(frames=1)
    # pygame-gui's entry draws with Noto Sans alone: it shows what that font draws, and the seat
    # keeps the whole stored name unless it is edited.
    assert scene.name_entries[0].get_text() == "Ann"
    assert scene.setup().seats[0].name == "Ann 李小龙"
