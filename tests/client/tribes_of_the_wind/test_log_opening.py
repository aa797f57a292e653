"""The log opens with the first turn: the engine emits TurnStarted for every turn but the first,
which the new game starts, so the log began without "Round 1 — … to play"."""

from __future__ import annotations

from game.client.app import App
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tribes_of_the_wind.view import TotwView
from game.rules.tribes_of_the_wind import TITLE
from tests.client.tribes_of_the_wind.test_undo import Idle


def _table(app: App, session: Session, view: TotwView) -> TableScene:
    table = TableScene(app, view, session, make_worker=Idle)
    app.stack.clear()
    app.stack.push(table)
    app.run(frames=1)
    return table


def test_a_new_game_and_a_continued_one_log_the_first_turn_once(app: App, en):
    view = TotwView(app)
    session = Session(TITLE, GameSetup([Seat("Olena"), Seat("Ira")], 5), view=view)
    first = session.state.current_player()
    table = _table(app, session, view)
    name = ["Olena", "Ira"][first]
    assert table.book.lines[-1] == f"Round 1 — {name} to play"
    action = session.state.legal_actions()[0]
    table.play(action)
    app.run(frames=2)
    replayed = Session(TITLE, GameSetup([Seat("Olena"), Seat("Ira")], 5), view=view)
    replayed.state = session.state.clone()
    again = _table(app, replayed, view)
    assert again.book.lines.count(f"Round 1 — {name} to play") == 1
    assert again.book.lines[0].startswith("New game")
