"""The import screen (scenes/game_import.py): a folder's game files, opened in the replay; a
damaged or foreign file is told with its reason, marked in the list and left unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.client import games
from game.client.app import App
from game.client.history.exchange import export_game
from game.client.scenes.game_import import ImportScene
from game.client.scenes.history import HistoryScene
from game.client.scenes.message import MessageScene
from game.client.table.replay import ReplayDriver
from game.client.table.scene import TableScene
from tests.client.conftest import key
from tests.client.history.games import finished_record


def test_a_game_file_opens_in_the_replay_and_bad_files_are_refused_and_kept(quick_app: App, tmp_path: Path):
    games.load_game_packages()
    record = finished_record("tribes_of_the_wind", seed=7)
    good = export_game(record, tmp_path / "good.json")
    truncated = tmp_path / "truncated.json"
    truncated.write_bytes(good.read_bytes()[:200])
    wrong = tmp_path / "wrong_types.json"
    data = record.to_dict("tribal-table/game")
    data["seed"] = "seven"
    wrong.write_text(json.dumps(data))
    bad_moves = tmp_path / "bad_moves.json"
    data = record.to_dict("tribal-table/game")
    data["actions"] = [10**6, *data["actions"]]
    bad_moves.write_text(json.dumps(data))
    history = tmp_path / "history_record.json"
    history.write_text(json.dumps(record.to_dict()))  # a history record, not a game file
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (2 * 1024 * 1024))
    (tmp_path / "notes.txt").write_text("not listed")
    contents = {path: path.read_bytes() for path in tmp_path.iterdir()}

    scene = ImportScene(quick_app, [tmp_path])
    quick_app.stack.push(scene)
    quick_app.run(frames=2)
    assert {path.name for path in scene.files} == {
        "good.json", "truncated.json", "wrong_types.json", "bad_moves.json", "history_record.json", "huge.json"
    }  # fmt: skip
    for path in (truncated, wrong, bad_moves, history, huge):
        scene.open_file(path)
        quick_app.run(frames=1)
        assert isinstance(quick_app.stack.top, MessageScene), path.name
        assert path in scene.refused and scene.refused[path]
        quick_app.stack.pop()
    assert quick_app.stack.top is scene
    scene.open_file(good)
    quick_app.run(frames=2)
    table = quick_app.stack.top
    assert isinstance(table, TableScene) and isinstance(table.driver, ReplayDriver)
    assert table.driver.recording.actions == record.actions
    quick_app.stack.handle(key(pygame.K_END))
    quick_app.run(frames=2)
    assert tuple(table.state.scores()) == record.scores
    quick_app.stack.handle(key(pygame.K_ESCAPE))
    quick_app.run(frames=1)
    assert quick_app.stack.top is scene
    # Every file is where it was, unchanged, and nothing was added.
    assert {path: path.read_bytes() for path in tmp_path.iterdir()} == contents


def test_history_offers_the_import(quick_app: App):
    scene = HistoryScene(quick_app)
    quick_app.stack.push(scene)
    quick_app.run(frames=2)
    labels = [button.text for button in scene.focus_order]
    scene._actions[scene.focus_order[labels.index("Import a game")]]()
    quick_app.run(frames=2)
    assert isinstance(quick_app.stack.top, ImportScene)
