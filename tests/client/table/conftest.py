"""Fixtures for the shared table's tests: the toy game's table (on ``quick_app``), and a real
title's live table at the person's turn with the others' turns to replay (on ``quick_bots_app``;
both apps in tests/client/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.client.app import App
from game.client.games import view_factory
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.rules import load_title
from tests.client.table.toy import TITLE, FakeWorker, TallyView

TableMaker = Callable[..., TableScene]
OthersPlayed = Callable[[str, int], TableScene]


@pytest.fixture
def tally_table(quick_app: App) -> TableMaker:
    """``tally_table(["", "easy"], order=(0, 1))``: seats by bot level ("" a person), pushed and run."""

    def make(levels: list[str], *, seed: int = 1, demo: bool = False, **flags: object) -> TableScene:
        seats = [Seat(f"P{index + 1}", level) for index, level in enumerate(levels)]
        view = TallyView(quick_app)
        session = Session(TITLE, GameSetup(seats, seed, dict(flags)), view=view)  # type: ignore[arg-type]
        table = TableScene(quick_app, view, session, demo=demo, make_worker=FakeWorker)
        quick_app.stack.push(table)
        quick_app.run(frames=1)
        return table

    return make


@pytest.fixture
def others_played(quick_bots_app: App) -> OthersPlayed:
    """``others_played("tribes_of_the_wind", 2)``: Ann and that many easy bots at a live table of
    the title (seed 4), pushed and played (Ann's first legal action each turn) until her turn
    comes back with the bots' turns since hers to replay."""

    def make(title_id: str, bots: int) -> TableScene:
        app = quick_bots_app
        title = load_title(title_id)
        view = view_factory(title_id)(app)  # type: ignore[misc]
        seats = [Seat("Ann"), *(Seat(name, "easy") for name in ("Bot", "Bot 3", "Bot 4")[:bots])]
        table = TableScene(app, view, Session(title, GameSetup(seats, 4, default_flags(title)), view=view))
        app.stack.push(table)
        for _ in range(3000):
            app.run(frames=1)
            if table.human_turn() and table.driver.offers_replay():
                break
            if table.human_turn():
                table.play(table.state.legal_actions()[0])
        assert table.driver.offers_replay()
        return table

    return make
