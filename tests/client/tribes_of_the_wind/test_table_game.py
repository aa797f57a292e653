"""Whole games through the real shared table scenes: a person clicking against an easy bot, a
five-person hot-seat game with the curtain before every change of person, save and restart."""

from __future__ import annotations

import numpy as np
import pygame

from ai.budget import Budget
from game.client.app import App
from game.client.scenes.curtain import CurtainScene
from game.client.table.new_game import NewGameScene
from game.client.table.results import ResultsScene
from game.client.table.saves import load_autosave
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tribes_of_the_wind import tooltips
from game.client.tribes_of_the_wind.view import TotwView
from tests.client.conftest import click, key
from tests.client.tribes_of_the_wind.test_privacy import shows_fronts

MAX_FRAMES = 20000


def click_towards(app: App, table: TableScene, action: int) -> int:
    """Click until ``action`` is played (a plant source or rider first, a choice among several
    after); return the clicks."""
    played = len(table.state.history)
    for clicks in range(1, 4):
        click(app, table.target_point(action))
        if len(table.state.history) > played:
            assert table.state.history[played] == action
            return clicks
    raise AssertionError(f"three clicks did not play {table.state.action_to_str(action)}")


def test_a_person_plays_a_whole_two_player_game_against_an_easy_bot_to_the_results(quick_app: App):
    view = TotwView(quick_app)
    new_game = NewGameScene(quick_app, view, bot_budget=Budget(iterations=12))
    new_game.seed = 4
    quick_app.stack.push(new_game)
    quick_app.run(frames=1)
    assert new_game.start_button is not None
    click(quick_app, new_game.start_button.rect.center)
    quick_app.run(frames=2)
    table = quick_app.stack.top
    assert isinstance(table, TableScene)
    assert [seat.is_bot for seat in table.session.seats] == [False, True]
    rng = np.random.default_rng(0)
    clicks = frames = 0
    kinds: set[str] = set()
    while not isinstance(quick_app.stack.top, ResultsScene) and frames < MAX_FRAMES:
        if quick_app.stack.top is table and table.human_turn():
            # any action the table leads to (it offers no move that only sends a rider back)
            legal = [a for a in table.state.legal_actions() if table.target_point(a) is not None]
            action = legal[int(rng.integers(len(legal)))]
            kinds.add(table.state.action_to_str(action).split()[0])
            clicks += click_towards(quick_app, table, action)
        else:
            quick_app.run(frames=1)
            frames += 1
    assert isinstance(quick_app.stack.top, ResultsScene)
    assert table.state.is_terminal()
    assert clicks > 40
    assert {"play", "move", "draw"} <= kinds
    assert any("plays" in line for line in table.book.lines)


def test_five_people_at_one_screen_pass_it_behind_the_curtain_at_every_change(quick_app: App):
    """A random game of five people to the results. ``round_limit`` is the rules' own safety cap
    (spec 9, default 40): 6 rounds keep the test short; the game still ends by the rules (the cap
    or the end token) and goes to the results like any other."""
    rng = np.random.default_rng(7)
    pointer = np.random.default_rng(8)
    view = TotwView(quick_app)
    seats = [Seat(name) for name in ("Ann", "Bob", "Cat", "Dan", "Eve")]
    table = TableScene(
        quick_app, view, Session(view.title, GameSetup(seats, 5, {"round_limit": 6}), view=view)
    )
    quick_app.stack.push(table)
    curtains = changes = actions = 0
    last_mover = -1
    behind_curtain = False  # a curtain was shown since the last change of person
    movers: set[int] = set()
    for _ in range(MAX_FRAMES):
        quick_app.run(frames=1)
        top = quick_app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            assert table.viewer is None  # nothing private shows behind the curtain
            assert not shows_fronts(table.seen(), table.state.current_player())
            curtains += 1
            behind_curtain = True
            quick_app.stack.handle(key(pygame.K_RETURN))
            assert table.viewer == table.state.current_player()
            continue
        assert top is table
        if table.state.is_terminal():
            continue
        mover = table.state.current_player()
        if mover != last_mover:
            assert behind_curtain, f"{seats[mover].name} saw the table without the curtain"
            changes += 1
            behind_curtain = False
            last_mover = mover
        assert table.viewer == mover  # the hand on show is always the mover's own
        movers.add(mover)
        if actions % 5 == 0:
            point = (int(pointer.integers(1600)), int(pointer.integers(900)))
            tooltips.tooltip_at(table.seen(), table.viewer, [s.name for s in seats], point)
        legal = table.state.legal_actions()
        table.play(legal[int(rng.integers(len(legal)))])
        actions += 1
    assert isinstance(quick_app.stack.top, ResultsScene) and table.state.is_terminal()
    assert movers == set(range(5)) and changes >= 5 * 6 - 1
    assert curtains == changes  # one curtain before every change of person, the first included


def test_a_game_saved_mid_turn_restarts_in_the_same_position(quick_app: App):
    view = TotwView(quick_app)
    seats = [Seat("Ann"), Seat("Bot", "easy")]
    session = Session(view.title, GameSetup(seats, 6), view=view)
    table = TableScene(quick_app, view, session, bot_budget=Budget(iterations=8))
    quick_app.stack.push(table)
    rng = np.random.default_rng(3)
    # Play until the person is inside a turn: a card played and its effects still to choose.
    for _ in range(400):
        quick_app.run(frames=1)
        if table.human_turn() and table.state.phase_name() not in ("action",) and table.state.history:
            break
        if table.human_turn():
            legal = table.state.legal_actions()
            plays = [a for a in legal if a < 10] or legal
            table.play(plays[int(rng.integers(len(plays)))])
    assert table.state.phase_name() != "action"
    before = table.state.to_dict()
    legal_before = table.state.legal_actions()
    quick_app.stack.pop()
    restored = load_autosave(view.title, TotwView(quick_app))
    assert restored.state.to_dict() == before
    assert restored.state.legal_actions() == legal_before
    assert [seat.to_dict() for seat in restored.seats] == [seat.to_dict() for seat in seats]
