"""Continue brings back what the table showed of the game so far: each person's marks of what
the others changed since their last action, the points beside each seat, and the rounds'
summaries in the log (folded as they were), at every table."""

from __future__ import annotations

import numpy as np
import pytest

from game.client.app import App
from game.client.table import view_factory
from game.client.table.round_end import Summary
from game.client.table.saves import load_autosave
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.rules import TITLE_IDS, load_title


def _table(app: App, title_id: str, session: Session | None = None) -> TableScene:
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    if session is None:
        seats = [Seat("Ann"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
        session = Session(title, GameSetup(seats, 17, default_flags(title)), view=view)
    else:
        session.view = view
    table = TableScene(app, view, session)
    app.stack.push(table)
    app.run(frames=1)
    return table


def _shown(table: TableScene) -> tuple[object, ...]:
    book = table.book
    seen = table.seen()
    return (
        dict(table.marks.places(0)),
        table.marks.points(0, seen),
        [entry for entry in book.entries if isinstance(entry, Summary)],
        sorted(book.folded),
        list(book.lines),
    )


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_continue_brings_back_the_marks_and_the_round_summaries(quick_bots_app: App, title_id: str) -> None:
    app = quick_bots_app
    table = _table(app, title_id)
    rng = np.random.default_rng(2)
    for _ in range(6000):
        state = table.state
        assert not state.is_terminal()
        if not table.human_turn():
            app.run(frames=1)
            continue
        summaries = sum(isinstance(entry, Summary) for entry in table.book.entries)
        if summaries >= 2 and table.marks.places(0) and any(table.marks.points(0, table.seen())):
            break
        legal = state.legal_actions()
        table.play(int(legal[int(rng.integers(len(legal)))]))
    else:
        pytest.fail("no position with marks and two rounds' summaries")
    before = _shown(table)
    app.stack.pop()
    again = _table(app, title_id, load_autosave(load_title(title_id)))
    assert again.state.to_dict() == table.state.to_dict()
    assert _shown(again) == before
    assert not again.round_end.showing  # the last round's panel was seen when it ended
