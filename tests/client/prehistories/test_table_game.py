"""Whole games through the real scenes: by posted clicks against an easy bot, and five people at
one screen with the curtain exactly when a different person is to act on private information."""

from __future__ import annotations

import numpy as np
import pygame

from ai.budget import Budget
from game.client.app import App
from game.client.prehistories.view import PrehistoriesView
from game.client.scenes.curtain import CurtainScene
from game.client.table.results import ResultsScene
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules.prehistories import TITLE
from tests.client.conftest import click, open_table

MAX_FRAMES = 30000


def click_to(app: App, table: TableScene, action: int) -> int:
    """Click toward ``action`` (choose targets first) until it is played; the clicks made."""
    played = len(table.state.history)
    for clicks in range(1, 5):
        click(app, table.target_point(action))
        if len(table.state.history) > played:
            assert table.state.history[played] == action
            return clicks
    raise AssertionError(f"clicks never played {table.state.action_to_str(action)}")


def test_a_person_plays_a_whole_game_against_an_easy_bot_to_the_results(quick_app: App):
    table = open_table(quick_app, PrehistoriesView(quick_app))
    assert [seat.is_bot for seat in table.session.seats] == [False, True]
    # The person plays at random among the actions the table leads to now: with a card held
    # for choosing, the commit button plays "select the held card", so `commit` itself has no
    # target until the card is let go (every placement's click is test_every_placement_clickable's).
    rng = np.random.default_rng(1)
    clicks = frames = 0
    while not isinstance(quick_app.stack.top, ResultsScene) and frames < MAX_FRAMES:
        if quick_app.stack.top is table and table.human_turn():
            legal = [a for a in table.state.legal_actions() if table.target_point(a) is not None]
            clicks += click_to(quick_app, table, legal[int(rng.integers(len(legal)))])
        else:
            quick_app.run(frames=1)
            frames += 1
    assert isinstance(quick_app.stack.top, ResultsScene)
    assert table.state.is_terminal() and table.state.winners()
    assert clicks > 20
    lines = " ".join(table.book.lines)
    assert "paints" in lines and "Parties revealed" in lines


HOT_SEAT_SEED = 36
HOT_SEAT_FROM_ROUND = 10


def test_five_people_at_one_screen_with_curtains_only_when_the_screen_changes_hands(quick_app: App):
    """A random five-player game: its first rounds are played by the engine alone (what they test
    is the same at the table, and a whole game by clicks is the 2-player test's), the last rounds
    at the table, by clicks, to the results: over a hundred actions through every phase, each
    round's parties formed and revealed, with the curtain before each person's private screen."""
    view = PrehistoriesView(quick_app)
    seats = [Seat(f"Person {p + 1}") for p in range(5)]
    rng = np.random.default_rng(5)
    state = TITLE.new_game(5, HOT_SEAT_SEED)
    while state.round < HOT_SEAT_FROM_ROUND:
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    session = Session(TITLE, GameSetup(seats, HOT_SEAT_SEED), state, view=view)
    table = TableScene(quick_app, view, session)
    quick_app.stack.push(table)
    actions = 0
    last_actor: int | None = None
    curtains = expected = frames = 0
    while not isinstance(quick_app.stack.top, ResultsScene) and frames < MAX_FRAMES:
        frames += 1
        top = quick_app.stack.top
        if isinstance(top, CurtainScene):
            player = table.state.current_player()
            # The curtain comes only for someone else than who acted last, holding private things.
            assert player != last_actor
            assert table.state.has_private(player)
            curtains += 1
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            )
            quick_app.run(frames=1)
            continue
        if top is table and table.human_turn() and table.viewer == table.state.current_player():
            player = table.state.current_player()
            if player != last_actor and table.state.has_private(player):
                expected += 1
            legal = table.state.legal_actions()
            click_to(quick_app, table, legal[int(rng.integers(len(legal)))])
            last_actor = player
            actions += 1
        else:
            quick_app.run(frames=1)
    assert isinstance(quick_app.stack.top, ResultsScene)
    assert table.state.is_terminal()
    assert actions > 100
    assert curtains == expected
    assert curtains >= 10


def test_a_save_mid_turn_comes_back_at_the_same_position(quick_app: App):
    view = PrehistoriesView(quick_app)
    seats = [Seat("Ada"), Seat("Bot", "easy")]
    table = TableScene(
        quick_app, view, Session(TITLE, GameSetup(seats, 21), view=view), bot_budget=Budget(iterations=10)
    )
    quick_app.stack.push(table)
    rng = np.random.default_rng(2)
    frames = 0
    # Play until the person is in the middle of a hunt: a zone open with hunters sent to it.
    while not (table.state.open_zone >= 0 and table.human_turn()) and frames < MAX_FRAMES:
        frames += 1
        if table.human_turn():
            legal = table.state.legal_actions()
            assigns = [a for a in legal if 62 <= a < 482]
            pool = assigns or legal
            click_to(quick_app, table, pool[int(rng.integers(len(pool)))])
        else:
            quick_app.run(frames=1)
    assert table.state.open_zone >= 0
    saved = table.state.to_dict()
    quick_app.stack.pop()
    table.exit()

    from game.client.table.start import continue_scene

    again = App(quick_app.settings, headless=True, persist_settings=False)
    try:
        resumed = continue_scene(again, PrehistoriesView(again))
        assert isinstance(resumed, TableScene)
        assert resumed.state.to_dict() == saved
        assert resumed.state.legal_actions() == TITLE.from_dict(saved).legal_actions()
        resumed.exit()
    finally:
        again.close()
