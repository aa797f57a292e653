"""What the table shows around the end of a move and of the game: no tooltip of the table under a
scene above it."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.scenes.pause import PauseScene
from game.client.table import draw as D
from game.client.table.results import ResultsScene
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1, ADD2, panel


def tooltips_drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    monkeypatch.setattr(D, "draw_tooltip", lambda surface, pos, title, *rest: drawn.append(title))
    return drawn


# -- 1. no tooltip of the table under a scene above it -----------------------------------------


def test_a_tooltip_left_under_the_pointer_is_not_drawn_over_or_under_the_results(
    tally_table: TableMaker, quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    drawn = tooltips_drawn(monkeypatch)
    table = tally_table(["", ""], length=2)
    spot = panel(0, 2).center
    quick_app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    quick_app.run(frames=40)  # the pointer rests: the panel's tooltip shows
    assert drawn and drawn[-1] == "P1"
    table.play(ADD2)
    table.play(ADD1)
    quick_app.run(frames=3)
    assert isinstance(quick_app.stack.top, ResultsScene)
    drawn.clear()
    quick_app.run(frames=5)
    assert table.hover_pos == spot  # the pointer did not move: only the scene above hides the tip
    assert drawn == []


def test_no_tooltip_of_the_table_shows_under_pause_and_it_comes_back_after(
    tally_table: TableMaker, quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    drawn = tooltips_drawn(monkeypatch)
    table = tally_table(["", ""])
    spot = panel(1, 2).center
    quick_app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    quick_app.run(frames=40)
    assert drawn[-1] == "P2"
    quick_app.stack.push(PauseScene(quick_app))
    drawn.clear()
    quick_app.run(frames=40)
    assert drawn == []
    quick_app.stack.pop()
    quick_app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    quick_app.run(frames=40)
    assert table.app.stack.top is table and drawn and drawn[-1] == "P2"
