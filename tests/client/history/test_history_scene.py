"""The History screen from the title: it lists the kept games, filters them, tells damaged files,
exports a game, shows statistics, and Esc goes back."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.history.exchange import exports_dir, import_game
from game.client.history.store import history_dir, write_record
from game.client.scenes.history import HistoryScene, StatsScene
from game.client.scenes.message import MessageScene
from game.client.scenes.title import TitleScene
from tests.client.conftest import key
from tests.client.history.games import finished_record


def test_the_title_opens_the_history_which_lists_filters_and_exports(app: App) -> None:
    old = write_record(finished_record("five_tribes", seed=3, date="2026-01-01T09:00:00+00:00"))
    new = write_record(
        finished_record("prehistories", (("Ann", ""), ("Bob", "")), 4, "2026-01-05T09:00:00+00:00")
    )
    assert old != new
    app.stack.push(TitleScene(app))
    app.run(frames=2)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    labels = [button.text for button in title.focus_order]
    assert "History" in labels
    title._actions[title.focus_order[labels.index("History")]]()
    app.run(frames=2)
    scene = app.stack.top
    assert isinstance(scene, HistoryScene)
    assert [r.title_id for r in scene.shown] == ["prehistories", "five_tribes"]  # newest first
    scene.next_person()  # Ann (sorted names), then Bob, then Olena
    assert scene.person == "Ann" and [r.title_id for r in scene.shown] == ["prehistories"]
    scene.next_person()
    scene.next_person()
    assert scene.person == "Olena" and [r.title_id for r in scene.shown] == ["five_tribes"]
    scene.next_against()
    assert scene.against == "easy" and scene.shown == []
    scene.next_against()
    scene.next_against()
    assert scene.against == "hard" and len(scene.shown) == 1
    scene.exporter(scene.shown[0])()
    app.run(frames=1)
    assert isinstance(app.stack.top, MessageScene)
    [exported] = list(exports_dir().glob("*.json"))
    assert import_game(exported)[0].title_id == "five_tribes"
    app.stack.pop()
    scene.open_stats()
    app.run(frames=2)
    stats = app.stack.top
    assert isinstance(stats, StatsScene) and stats.stats is not None
    assert stats.stats.total.games == 1 and stats.person == "Olena"
    app.stack.handle(key(pygame.K_ESCAPE))
    app.run(frames=1)
    assert app.stack.top is scene
    app.stack.handle(key(pygame.K_ESCAPE))
    app.run(frames=1)
    assert isinstance(app.stack.top, TitleScene)


def test_a_damaged_history_file_is_told_once_and_the_other_games_still_list(app: App) -> None:
    write_record(finished_record())
    broken = history_dir() / "five_tribes" / "broken.json"
    broken.write_text('{"kind": "tribal-table/history", "tit')
    app.stack.push(HistoryScene(app))
    app.run(frames=2)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    assert "broken.json.bak" in message.body
    assert (history_dir() / "five_tribes" / "broken.json.bak").exists()
    app.stack.pop()
    app.run(frames=2)
    scene = app.stack.top
    assert isinstance(scene, HistoryScene) and len(scene.shown) == 1


def test_the_history_and_statistics_draw_in_both_languages_with_and_without_games(lang: str) -> None:
    from game.client.settings import Settings

    application = App(Settings(language=lang), headless=True)
    try:
        application.stack.push(HistoryScene(application))
        application.run(frames=2)  # an empty history
        write_record(finished_record())
        scene = HistoryScene(application)
        application.stack.push(scene)
        application.run(frames=2)
        scene.open_stats()
        application.run(frames=2)
        assert isinstance(application.stack.top, StatsScene)
    finally:
        application.close()
