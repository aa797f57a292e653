"""A whole four-person hot-seat game of random legal moves through the table scene.

Random play reaches states a careful player rarely does (Sloar and Kandicha cards, empty rows,
crowded tiles); every frame is drawn and tooltips are asked for all over the canvas, and the
curtain must come exactly when the next person holds private cards (docs/architecture.md section 4, docs/rules/five_tribes.md 8).
"""

from __future__ import annotations

import numpy as np
import pygame

from game.client.app import App
from game.client.five_tribes import tooltips
from game.client.five_tribes.view import new_session, table_scene
from game.client.scenes.curtain import CurtainScene
from game.client.table.results import ResultsScene
from game.client.table.session import GameSetup, Seat
from tests.client.conftest import key

MAX_STEPS = 3000


def test_a_random_four_person_game_runs_to_the_results_with_curtains_only_for_private_hands(
    quick_app: App,
):
    rng = np.random.default_rng(5)  # the moves: with game seed 33 someone draws private cards
    pointer = np.random.default_rng(6)
    seats = [Seat(name) for name in ("Ann", "Bob", "Cat", "Dan")]
    table = table_scene(quick_app, new_session(GameSetup(seats, 33)))
    quick_app.stack.push(table)
    curtains = 0
    private_turns = 0
    for _ in range(MAX_STEPS):
        quick_app.run(frames=1)
        top = quick_app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            mover = table.state.current_player()
            assert table.state.has_private(mover) and table.driver.at_screen != mover
            assert table.viewer is None or table.viewer != mover
            curtains += 1
            quick_app.stack.handle(key(pygame.K_RETURN))
            assert table.viewer == mover
            continue
        assert top is table
        if table.state.is_terminal():
            continue
        mover = table.state.current_player()
        assert table.viewer == mover  # the hand on show is always the mover's own
        private_turns += table.state.has_private(mover)
        point = (int(pointer.integers(1600)), int(pointer.integers(900)))
        tooltips.tooltip_at(table.state, point, table.viewer, table.player_name)
        legal = table.state.legal_actions()
        table.play(legal[int(rng.integers(len(legal)))])
    assert isinstance(quick_app.stack.top, ResultsScene)
    assert table.state.is_terminal()
    assert curtains > 0 and private_turns >= curtains
