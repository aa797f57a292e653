"""A running game exported from the table's Pause: the file lands in the exports folder, a
message says where, and importing it replays to the table's very position (every title)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.client.app import App
from game.client.history.exchange import exports_dir, import_game
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.game_import import ImportScene
from game.client.scenes.message import MessageScene
from game.client.scenes.pause import PauseScene
from game.client.table import view_factory
from game.client.table.replay import ReplayDriver
from game.client.table.replay_start import record_replay
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.client.text import tr
from game.rules import TITLE_IDS, load_title
from tests.client.conftest import key


def _table(app: App, title_id: str, seats: list[Seat]) -> TableScene:
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    session = Session(title, GameSetup(seats, 31, default_flags(title)), view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    app.run(frames=1)
    return table


def _play_some(app: App, table: TableScene, person_moves: int) -> None:
    rng = np.random.default_rng(5)
    moves = 0
    for _ in range(2000):
        if moves >= person_moves or table.state.is_terminal():
            break
        if not table.human_turn():
            app.run(frames=1)
            continue
        legal = table.state.legal_actions()
        table.play(int(legal[int(rng.integers(len(legal)))]))
        moves += 1
    assert not table.state.is_terminal() and moves == person_moves


def _press(pause: PauseScene, label: str) -> None:
    labels = [button.text for button in pause.focus_order]
    assert label in labels, labels
    pause._actions[pause.focus_order[labels.index(label)]]()


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_pause_exports_the_running_game_and_the_file_replays_to_the_same_position(
    quick_bots_app: App, title_id: str
) -> None:
    app = quick_bots_app
    table = _table(app, title_id, [Seat("Ann"), Seat("Bot 1", "easy")])
    _play_some(app, table, 6)
    position = table.state.to_dict()
    table.open_pause()
    app.run(frames=1)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    _press(pause, tr("client.pause.export"))
    app.run(frames=1)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    [exported] = list(exports_dir().glob("*.json"))
    assert str(exported) in message.body
    record, state = import_game(exported)
    assert not record.finished and state.to_dict() == position
    assert [(s.name, s.level) for s in record.seats] == [("Ann", ""), ("Bot 1", "easy")]
    assert table.state.to_dict() == position  # the game itself goes on untouched
    app.stack.pop()
    app.stack.pop()
    importer = ImportScene(app, [exports_dir()])
    app.stack.push(importer)
    app.run(frames=1)
    importer.open_file(exported)
    app.run(frames=2)
    replayed = app.stack.top
    assert isinstance(replayed, TableScene) and isinstance(replayed.driver, ReplayDriver)
    assert replayed.state.to_dict() == position  # opened where it was exported


def test_a_hot_seat_game_exports_too_and_a_replay_or_a_demo_offers_no_export(quick_bots_app: App) -> None:
    app = quick_bots_app
    table = _table(app, "prehistories", [Seat("Ann"), Seat("Bob"), Seat("Bot", "normal")])
    assert table.exports()
    from game.client.history.exchange import export_session

    record, state = import_game(export_session(table.session))
    assert state.to_dict() == table.state.to_dict() and record.people == [0, 1]
    replay = record_replay(app, record)
    app.stack.push(replay)
    app.run(frames=1)
    assert not replay.exports()
    replay.open_pause()
    app.run(frames=1)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert tr("client.pause.export") not in [button.text for button in pause.focus_order]


def test_pause_over_the_hot_seat_curtain_exports_too(quick_bots_app: App) -> None:
    """The file shows nothing on the screen, so behind the curtain the people at the table may
    export as well (README: the hot-seat decision)."""
    app = quick_bots_app
    table = _table(app, "prehistories", [Seat("Ann"), Seat("Bob")])
    app.run(frames=3)
    assert isinstance(app.stack.top, CurtainScene)
    app.stack.handle(key(pygame.K_ESCAPE))
    app.run(frames=1)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    _press(pause, tr("client.pause.export"))
    app.run(frames=1)
    assert isinstance(app.stack.top, MessageScene)
    [exported] = list(exports_dir().glob("*.json"))
    assert import_game(exported)[1].to_dict() == table.state.to_dict()
