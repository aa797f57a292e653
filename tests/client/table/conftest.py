"""Fixtures for the shared table's tests: the toy game's table (on ``quick_app``, tests/client/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.client.app import App
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from tests.client.table.toy import TITLE, FakeWorker, TallyView

TableMaker = Callable[..., TableScene]


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
