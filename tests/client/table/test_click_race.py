"""A click during or right after another seat's move only skips its animation (docs/table.md).

In hot-seat [person, bot, person] the next person's question is built as soon as the bot has
played; a click meant to skip the bot's animation must not act on that question, and the curtain
must come before any input can act for the next person. In solo, a click that skips the bot's
animation must not also play the person's next step. Every animation speed, every game.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.scenes.curtain import CurtainScene
from game.client.settings import AnimationSpeed, Settings
from game.client.table import view_factory
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules import TITLE_IDS
from tests.client.conftest import click
from tests.client.quick_bots import RandomWorker

games.load_game_packages()
TITLES = [title for title in TITLE_IDS if view_factory(title) is not None]
SPEEDS = list(AnimationSpeed)
MAX_FRAMES = 3000


@pytest.fixture(params=SPEEDS, ids=[speed.name.lower() for speed in SPEEDS])
def speed_app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(Settings(language="en", animation_speed=request.param), headless=True)
    yield application
    application.close()


def open_table(app: App, title: str, levels: list[str], seed: int) -> TableScene:
    make_view = view_factory(title)
    assert make_view is not None
    view = make_view(app)
    seats = [Seat(f"P{k + 1}", level) for k, level in enumerate(levels)]
    session = Session(view.title, GameSetup(seats, seed), view=view)
    table = TableScene(app, view, session, make_worker=RandomWorker)
    app.stack.push(table)
    app.run(frames=1)
    return table


def moves(table: TableScene) -> int:
    return len(table.state.history)


def any_point(table: TableScene) -> tuple[int, int]:
    """Where a click would act on the question now built for the seat to move."""
    for action in table.state.legal_actions():
        point = table.target_point(action)
        if point is not None:
            return point
    raise AssertionError("nothing on the table acts for the seat to move")


def play_for(app: App, table: TableScene, seat: int) -> None:
    """The person ``seat`` plays a legal action by clicking its way (through the curtain first)."""
    for _ in range(MAX_FRAMES):
        if isinstance(app.stack.top, CurtainScene):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
            app.run(frames=2)
            continue
        if table.human_turn() and table.state.current_player() == seat:
            break
        app.run(frames=1)
    before = moves(table)
    for _ in range(5):
        click(app, any_point(table))
        if moves(table) != before:
            return
    raise AssertionError("the person's clicks played nothing")


def until_bot_to_move(app: App, table: TableScene) -> None:
    """Person 0 plays (their turn may take several actions) until the bot (seat 1) is to move."""
    play_for(app, table, 0)
    for _ in range(MAX_FRAMES):
        if table.state.current_player() == 1:
            return
        if table.state.current_player() == 0 and table.human_turn():
            play_for(app, table, 0)
        else:
            app.run(frames=1)
    raise AssertionError("the bot's turn never came")


def until_bot_hands_over(app: App, table: TableScene, bot: int) -> None:
    """Frames until the frame in which the bot's last action of its turn was applied."""
    for _ in range(MAX_FRAMES):
        was = table.state.current_player()
        app.run(frames=1)
        if was == bot and table.state.current_player() != bot:
            return
    raise AssertionError("the bot never finished its turn")


@pytest.mark.parametrize("title", TITLES)
def test_hot_seat_click_after_bot_only_skips(speed_app: App, title: str) -> None:
    app = speed_app
    table = open_table(app, title, ["", "easy", ""], seed=5)
    until_bot_to_move(app, table)
    until_bot_hands_over(app, table, 1)
    mover = table.state.current_player()
    assert mover == 2
    before = moves(table)
    click(app, any_point(table))
    assert moves(table) == before, "a click skipping the bot's move played for the next person"
    assert not table.anims.busy, "the click did not skip the animation"
    # From here on, nothing acts for the next person until the screen was handed over.
    for _ in range(240):
        if isinstance(app.stack.top, CurtainScene):
            break
        if table.viewer == mover:  # no curtain needed (nothing private): the screen is theirs
            break
        point = any_point(table)
        click(app, point)
        assert moves(table) == before, "input acted for the next person before the hand-over"


@pytest.mark.parametrize("title", TITLES)
def test_solo_click_after_bot_only_skips(speed_app: App, title: str) -> None:
    app = speed_app
    table = open_table(app, title, ["", "easy"], seed=7)
    until_bot_to_move(app, table)
    until_bot_hands_over(app, table, 1)
    assert table.state.current_player() == 0
    interactive = table.human_turn()  # the frame drawn after the bot's move asked the person
    before = moves(table)
    click(app, any_point(table))
    if interactive:
        # Nothing was left to skip: the person saw their question and answered it.
        assert moves(table) > before
    else:
        assert moves(table) == before, "a click skipping the bot's move also played the person's step"
        assert not table.anims.busy, "the click did not skip the animation"
        app.run(frames=30)
        click(app, any_point(table))
        assert moves(table) > before, "the person's next click does not play"
