"""Undo, Ctrl+Z, Esc and right click take back the last action even while the question has
filled in half of the next one itself: the only rider that may move (the capital), the only
plant source, the only village card (after a card whose riders could
only leave the capital, Undo did nothing: it cleared that half-choice, which the question made
again at once)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.client.app import App
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tribes_of_the_wind.view import TotwView
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.state import Phase
from tests.client.conftest import click, key


class Idle:
    """A bot seat that never answers (the person's turn is all these tests look at)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def start(self, state: Any, player: int) -> None:
        pass

    def done(self) -> bool:
        return False

    def close(self) -> None:
        pass

    def cancel(self) -> None:
        pass


def table_after_a_card_whose_riders_leave_only_the_capital(app: App) -> TableScene:
    for seed in range(1, 60):
        view = TotwView(app)
        session = Session(TITLE, GameSetup([Seat("Olena"), Seat("Bot 2 (easy)", "easy")], seed), view=view)
        if session.state.current_player() != 0:
            continue
        for action in session.state.legal_actions():
            trial = session.state.clone()
            trial.apply(action)
            origins = {(a - act.MOVE) // 13 for a in trial.legal_actions() if act.MOVE <= a < act.STOP}
            if trial.phase == Phase.MOVE and origins == {0}:
                table = TableScene(app, view, session, make_worker=Idle)
                app.stack.clear()
                app.stack.push(table)
                app.run(frames=1)
                table.play(action)
                app.run(frames=2)
                assert table.question is not None and table.question.targets  # "to which tile"
                assert view.choice.origin == 0  # the capital, filled in by the question
                return table
    raise AssertionError("no seed opens with a card whose riders leave only the capital")


def undo_button(table: TableScene) -> tuple[int, int]:
    return next(b for b in table.options.top_buttons if b.label == "Undo").rect.center


@pytest.mark.parametrize("how", ["button", "ctrl+z", "esc", "right click"])
def test_the_card_is_taken_back_while_the_question_picked_the_capital_itself(quick_app: App, how: str):
    table = table_after_a_card_whose_riders_leave_only_the_capital(quick_app)
    assert len(table.state.history) == 1
    if how == "button":
        click(quick_app, undo_button(table))
    elif how == "right click":
        click(quick_app, (700, 700), button=3)
    else:
        code, mod = (pygame.K_z, pygame.KMOD_CTRL) if how == "ctrl+z" else (pygame.K_ESCAPE, 0)
        pygame.event.post(key(code, mod))
        quick_app.run(frames=1)
    quick_app.run(frames=2)
    assert table.state.history == []
    assert table.state.phase == Phase.ACTION


def test_a_rider_picked_by_hand_is_still_put_down_first(quick_app: App):
    table = table_after_a_card_whose_riders_leave_only_the_capital(quick_app)
    view = table.view
    assert isinstance(view, TotwView)
    view.choose("from:cap")  # the person clicks the capital themselves
    assert view.back() and view.choice.origin is None
    assert len(table.state.history) == 1
