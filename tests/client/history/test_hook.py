"""The table keeps a game in the history when it finishes (at its last move:
tests/client/table/test_finish_recorded.py), and only a real game."""

from __future__ import annotations

from game.client.app import App
from game.client.history.store import load_history
from game.client.table import view_factory
from game.client.table.results import ResultsScene
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.rules import load_title


def play_out(app: App, demo: bool) -> None:
    title = load_title("prehistories")
    make_view = view_factory("prehistories")
    assert make_view is not None
    view = make_view(app)
    seats = [Seat("Bot 1 (easy)", "easy"), Seat("Bot 2 (hard)", "hard")]
    session = Session(title, GameSetup(seats, 9, default_flags(title)), view=view)
    app.stack.push(TableScene(app, view, session, demo=demo))
    for _ in range(400):
        app.run(frames=10)
        if isinstance(app.stack.top, ResultsScene):
            return
    raise AssertionError("the game did not reach the results")


def test_a_game_that_reaches_the_results_is_in_the_history(quick_bots_app: App) -> None:
    play_out(quick_bots_app, demo=False)
    table = next(s for s in quick_bots_app.stack.scenes if isinstance(s, TableScene))
    [(_, record)] = load_history().games
    assert record.actions == tuple(table.state.history)
    assert record.scores == tuple(table.state.scores())
    assert record.levels == {"easy", "hard"}


def test_the_attract_demo_is_not_kept(quick_bots_app: App) -> None:
    play_out(quick_bots_app, demo=True)
    assert load_history().games == []
