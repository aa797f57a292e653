"""A whole two-player game through the real scenes: a scripted person clicks, an easy bot answers."""

from __future__ import annotations

import numpy as np

from game.client.app import App
from game.client.five_tribes.view import FiveTribesView
from game.client.table.results import ResultsScene
from game.client.table.scene import TableScene
from tests.client.conftest import click, open_table

MAX_FRAMES = 20000


def play_by_clicks(app: App, table: TableScene, rng: np.random.Generator) -> int:
    """Click toward a random legal action whenever the person is to move; return the clicks made."""
    clicks = 0
    frames = 0
    while not isinstance(app.stack.top, ResultsScene) and frames < MAX_FRAMES:
        if app.stack.top is table and table.human_turn():
            legal = table.state.legal_actions()
            action = legal[int(rng.integers(len(legal)))]
            played = len(table.state.history)
            for _ in range(3):
                point = table.target_point(action)
                assert point is not None, table.state.action_to_str(action)
                click(app, point)
                clicks += 1
                if len(table.state.history) > played:
                    break
            assert table.state.history[played] == action
        else:
            app.run(frames=1)
            frames += 1
    return clicks


def test_a_person_plays_a_whole_game_against_an_easy_bot_and_reaches_the_results(quick_app: App):
    table = open_table(quick_app, FiveTribesView(quick_app))
    assert [seat.is_bot for seat in table.session.seats] == [False, True]

    clicks = play_by_clicks(quick_app, table, np.random.default_rng(0))

    assert isinstance(quick_app.stack.top, ResultsScene)
    assert table.state.is_terminal()
    assert clicks > 50
    assert any("moved" in line for line in table.book.lines)
