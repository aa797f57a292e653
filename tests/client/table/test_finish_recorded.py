"""A finished game goes to History as its last move is played, once. Its autosave goes at that
move, and History was written only when the results showed (after the last animations and a
wait): a table left in between (Menu, a closed window) kept the game nowhere."""

from __future__ import annotations

import numpy as np

from game.client import games
from game.client.app import App
from game.client.history.store import history_dir, load_history
from game.client.table import view_factory
from game.client.table.results import ResultsScene
from game.client.table.saves import autosave_path
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.client.text import tr
from game.rules import load_title
from game.rules.base import State
from tests.client.table.test_table_end import leave_question

games.load_game_packages()
TITLE_ID, SEED = "prehistories", 11


def one_move_from_the_end() -> tuple[State, int]:
    """A seeded random two-player game at its last move, and that move."""
    state = load_title(TITLE_ID).new_game(2, SEED)
    rng = np.random.default_rng(SEED)
    while True:
        legal = state.legal_actions()
        action = int(legal[rng.integers(len(legal))])
        after = state.clone()
        after.apply(action)
        if after.is_terminal():
            return state, action
        state = after


def last_move_table(app: App) -> tuple[TableScene, int]:
    title = load_title(TITLE_ID)
    view = view_factory(TITLE_ID)(app)  # type: ignore[misc]
    state, last = one_move_from_the_end()
    seats = [Seat("Bot", "easy"), Seat("Bot", "easy")]
    seats[state.current_player()] = Seat("Ann")  # the person makes the last move
    setup = GameSetup(seats, SEED, default_flags(title))
    table = TableScene(app, view, Session(title, setup, state, view=view))
    app.stack.push(table)
    app.run(frames=1)
    return table, last


def kept() -> list[object]:
    return load_history((TITLE_ID,)).records()


def test_the_last_move_puts_the_game_in_history_before_its_results(quick_app: App):
    table, last = last_move_table(quick_app)
    assert kept() == []
    table.play(last)
    assert table.state.is_terminal() and not table.driver.results_shown
    [record] = kept()
    assert record.scores == tuple(table.state.scores())
    assert not autosave_path(TITLE_ID).exists()
    # left before the results: Pause says where the game is, and it stays there
    assert leave_question(quick_app, table).body == tr("client.pause.quit_to_title_over")
    quick_app.stack.clear()
    assert len(kept()) == 1


def test_the_results_do_not_write_the_game_a_second_time(quick_app: App):
    table, last = last_move_table(quick_app)
    table.play(last)
    for _ in range(600):
        quick_app.run(frames=1)
        if isinstance(quick_app.stack.top, ResultsScene):
            break
    assert table.driver.results_shown
    assert len(kept()) == 1 and len(list((history_dir() / TITLE_ID).glob("*.json"))) == 1


def test_a_replay_played_to_its_end_writes_nothing_to_history(quick_app: App):
    from game.client.table.replay import ReplayDriver
    from game.client.table.replay_start import record_replay
    from tests.client.history.games import finished_record

    record = finished_record(TITLE_ID)
    table = record_replay(quick_app, record, position=len(record.actions) - 1)
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    driver.step(1)  # the last action, played at the table as it was
    quick_app.run(frames=5)
    assert table.state.is_terminal() and kept() == []
