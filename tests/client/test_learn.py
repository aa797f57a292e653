"""Learn to play: the title's entry, the chapter list with done marks, the first-start offer."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.scenes.learn import LearnScene, chapter_fault, start_chapter
from game.client.scenes.message import MessageScene
from game.client.scenes.title import TitleScene
from game.client.table import coach_store
from game.client.table.coach import Coach
from game.client.table.new_game import NewGameScene
from game.client.table.scene import TableScene
from game.rules import TITLE_IDS
from game.tutorial import Script, ScriptError, load_chapters, load_script

games.load_game_packages()


def press(app: App, button: pygame.Rect) -> None:
    pos = app.letterbox.to_window(button.center)
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    app.run(frames=3)


def button_named(scene: LearnScene | TitleScene | MessageScene | NewGameScene, text: str) -> pygame.Rect:
    found = [b for b in scene.focus_order if b.text == text]
    assert found, f"no button {text!r} in {[b.text for b in scene.focus_order]}"
    return found[0].rect


def test_learn_to_play_on_the_title_lists_every_chapter_and_marks_the_done_ones(app: App):
    title = TitleScene(app)
    app.stack.push(title)
    app.run(frames=1)
    press(app, button_named(title, "Learn to play"))
    learn = app.stack.top
    assert isinstance(learn, LearnScene)
    assert [t for t, _ in learn.headings] == [e.title_id for e in games.registered_games()]
    assert sorted({t for t, *_ in learn.rows}) == sorted(TITLE_IDS)
    assert len(learn.rows) == 6 and not any(done for *_, done in learn.rows)
    assert [b.text for b in learn.focus_order].count("Start") == 6
    coach_store.mark_done("prehistories", "party_and_hunt")
    learn.resume()
    done = [(t, s.chapter) for t, s, _, finished in learn.rows if finished]
    assert done == [("prehistories", "party_and_hunt")]
    assert [b.text for b in learn.focus_order].count("Play again") == 1


def test_a_chapter_starts_from_the_list_and_leaving_keeps_its_place_to_resume(app: App):
    learn = LearnScene(app)
    app.stack.push(learn)
    app.run(frames=1)
    first_totw = next(i for i, (t, *_) in enumerate(learn.rows) if t == "tribes_of_the_wind")
    press(app, learn.focus_order[first_totw].rect)
    table = app.stack.top
    assert (
        isinstance(table, TableScene)
        and isinstance(table.coach, Coach)
        and table.coach.script.chapter == "reading_a_card"
    )
    layout = table.coach.bubble_layout(table.state)
    assert layout is not None
    press(app, next(b for b in layout.buttons if b.key == "next").rect)  # the coach saves its place
    assert table.coach.progress.step == 1
    table.coach.host.coach_leave()
    app.run(frames=1)
    assert app.stack.top is learn
    press(app, button_named(learn, "Resume"))
    resumed = app.stack.top
    assert (
        isinstance(resumed, TableScene)
        and isinstance(resumed.coach, Coach)
        and resumed.coach.progress.step == 1
    )


def test_the_first_start_of_a_game_offers_its_first_chapter_once(app: App):
    title = TitleScene(app)
    app.stack.push(title)
    app.run(frames=1)
    card = next(button for entry, _, button in title.cards if entry.title_id == "prehistories")
    press(app, card.rect)
    offer = app.stack.top
    assert isinstance(offer, MessageScene) and offer.title == "New to Prehistories?"
    press(app, button_named(offer, "Learn to play"))
    table = app.stack.top
    assert (
        isinstance(table, TableScene)
        and isinstance(table.coach, Coach)
        and table.coach.script.chapter == "party_and_hunt"
    )
    # "Chapters" at a chapter's end (or leaving it) goes to Learn to play, not to the title
    # screen the offer was made over: this game's chapters.
    table.coach.host.coach_leave()
    app.run(frames=1)
    learn = app.stack.top
    assert isinstance(learn, LearnScene) and {t for t, *_ in learn.rows} == {"prehistories"}
    app.stack.pop()
    app.run(frames=1)
    assert app.stack.top is title
    press(app, card.rect)  # offered once: now the new-game screen
    assert isinstance(app.stack.top, NewGameScene)


def test_just_play_goes_to_the_new_game_and_a_finished_chapter_means_no_offer(app: App):
    coach_store.mark_done("five_tribes", "bid_and_first_move")
    title = TitleScene(app)
    app.stack.push(title)
    app.run(frames=1)
    card = {entry.title_id: button for entry, _, button in title.cards}
    press(app, card["five_tribes"].rect)
    assert isinstance(app.stack.top, NewGameScene)
    app.stack.pop()
    app.run(frames=1)
    press(app, card["tribes_of_the_wind"].rect)
    offer = app.stack.top
    assert isinstance(offer, MessageScene)
    press(app, button_named(offer, "Just play"))
    assert isinstance(app.stack.top, NewGameScene)


def test_each_games_new_game_screen_has_its_own_learn_to_play(app: App):
    from game.client.table import view_factory

    make_view = view_factory("tribes_of_the_wind")
    assert make_view is not None
    scene = NewGameScene(app, make_view(app))
    app.stack.push(scene)
    app.run(frames=1)
    press(app, button_named(scene, "Learn to play"))
    learn = app.stack.top
    assert isinstance(learn, LearnScene)
    assert [t for t, _ in learn.headings] == ["tribes_of_the_wind"] and len(learn.rows) == 2


@pytest.mark.parametrize(
    ("fault", "english", "ukrainian"),
    [
        ("missing", "its starting position cannot be read", "не вдається прочитати його початкову позицію"),
        ("not_json", "its starting position is damaged (not JSON)", "його початкову позицію пошкоджено"),
        (
            "refused",
            "its starting position breaks the game's rules",
            "його початкова позиція порушує правила",
        ),
    ],
    ids=["missing", "not_json", "refused"],
)
def test_a_chapter_that_cannot_start_says_why_in_the_players_language_and_logs_the_loaders_words(
    app: App,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    fault: str,
    english: str,
    ukrainian: str,
):
    script = load_chapters("tribes_of_the_wind")[0]
    if fault == "missing":
        script = dataclasses.replace(script, scenario="no_such_scenario")
    elif fault == "not_json":

        def damaged(self: Script) -> dict[str, Any]:
            raise json.JSONDecodeError("Expecting value", "{", 1)

        monkeypatch.setattr(Script, "load_scenario", damaged)
    else:
        monkeypatch.setattr(Script, "load_scenario", lambda self: {"players": "many"})
    for lang, words in (("uk", ukrainian), ("en", english)):
        app.set_language(lang)
        try:
            with caplog.at_level("WARNING", logger="game.client.scenes.learn"):
                start_chapter(app, script)
        finally:
            app.set_language("en")
        message = app.stack.top
        assert isinstance(message, MessageScene)
        assert words in message.body, message.body
        assert "scenario" not in message.body and script.source not in message.body
        assert any("scenario" in record.getMessage() for record in caplog.records)  # the English, logged
        app.stack.pop()
        caplog.clear()


def test_a_script_file_that_cannot_be_read_or_parsed_has_its_own_words(app: App, tmp_path: Path):
    broken = tmp_path / "chapter.json"
    broken.write_text("{not json", encoding="utf-8")
    faults = []
    for path in (broken, tmp_path / "absent.json"):
        with pytest.raises(ScriptError) as caught:
            load_script(path)
        faults.append(chapter_fault(caught.value))
    assert faults == ["its script file is damaged (not JSON)", "its script file cannot be read"]
    assert (
        chapter_fault(PermissionError(13, "Permission denied")) == "a tutorial file cannot be read or written"
    )
