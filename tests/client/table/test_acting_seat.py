"""While a bot's move plays out, every title raises (lights) the panel of the seat that acted, the
seat the top strip shows, not the seat to move next (the strip named the
bot while the person's panel was raised). When the playback ends, the seat to move is raised."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.five_tribes import layout as FL
from game.client.five_tribes import seats as ft_seats
from game.client.prehistories import seats as preh_seats
from game.client.settings import AnimationSpeed, Settings
from game.client.table import view_factory
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tribes_of_the_wind import seats as totw_seats
from tests.client.quick_bots import use_quick_bots

TITLES = ("five_tribes", "prehistories", "tribes_of_the_wind")


@pytest.fixture
def playing_app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """Animations at normal speed (a move plays out over frames); bots answer at once."""
    use_quick_bots(monkeypatch)
    games.load_game_packages()
    application = App(Settings(language="en", animation_speed=AnimationSpeed.NORMAL), headless=True)
    yield application
    application.close()


def bot_playback(app: App, title_id: str) -> TableScene:
    """A table (the person at seat 0, a bot at seat 1) stopped while the bot's action plays out,
    the person to move next and the board already showing the position after it."""
    view = view_factory(title_id)(app)
    session = Session(view.title, GameSetup([Seat("P1"), Seat("P2", "easy")], 3, {}), view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    rng = np.random.default_rng(1)
    for _ in range(20000):
        if table.human_turn():
            legal = table.state.legal_actions()
            table.play(legal[int(rng.integers(len(legal)))])
        app.run(frames=1)
        ctx = table.ctx()
        if (
            table.anims.busy
            and table.driver.actor == 1
            and table.state.current_player() == 0
            and not ctx.showing_before
        ):
            return table
        assert not table.state.is_terminal(), "no bot playback before the person's turn"
    raise AssertionError("no bot playback before the person's turn")


def raised_seats(title_id: str, monkeypatch: pytest.MonkeyPatch) -> Callable[[TableScene], set[int]]:
    """The seats a fresh view of ``title_id`` draws raised (lit) in its base layer."""
    found: set[int] = set()

    if title_id == "five_tribes":
        real_box = ft_seats.draw_box

        def box(surface: pygame.Surface, rect: pygame.Rect, *rest: Any, **kw: Any) -> Any:
            for player in range(2):
                home = FL.panel_rect(player, 2)
                if rect.x == home.x and rect.size == home.size and rect.y < home.y:
                    found.add(player)
            return real_box(surface, rect, *rest, **kw)

        monkeypatch.setattr(ft_seats, "draw_box", box)
    elif title_id == "prehistories":
        real_block = preh_seats.draw_block

        def block(
            surface: pygame.Surface, art: Any, state: Any, where: Any, name: str, active: bool, *rest: Any
        ) -> Any:
            if active:
                found.add(where.seat)
            return real_block(surface, art, state, where, name, active, *rest)

        monkeypatch.setattr(preh_seats, "draw_block", block)
    else:
        real_board = totw_seats.draw_board

        def board(
            surface: pygame.Surface, state: Any, player: int, *rest: Any, active: bool, **kw: Any
        ) -> Any:
            if active:
                found.add(player)
            return real_board(surface, state, player, *rest, active=active, **kw)

        monkeypatch.setattr(totw_seats, "draw_board", board)

    def draw(table: TableScene) -> set[int]:
        found.clear()
        fresh = type(table.view)(table.app)  # nothing kept from earlier frames (layer caches)
        fresh.draw_base(pygame.Surface(table.app.canvas.get_size()), table.ctx())
        return set(found)

    return draw


@pytest.mark.parametrize("title_id", TITLES)
def test_during_a_bots_playback_the_raised_panel_is_the_acting_seats_as_in_the_strip(
    playing_app: App, monkeypatch: pytest.MonkeyPatch, title_id: str
):
    table = bot_playback(playing_app, title_id)
    ctx = table.ctx()
    assert ctx.acting_seat == 1 and table.renderer.shown_seat(ctx) == 1
    draw = raised_seats(title_id, monkeypatch)
    assert draw(table) == {1}
    for _ in range(600):  # the playback ends: the person to move is raised
        if not table.anims.busy:
            break
        playing_app.run(frames=1)
    assert not table.anims.busy and table.state.current_player() == 0
    assert table.ctx().acting_seat == 0
    assert draw(table) == {0}


def test_the_cached_layer_is_redrawn_when_the_acting_seat_changes(playing_app: App):
    """The strip and the raised panel live in the cached layer: its key follows the acting seat."""
    table = bot_playback(playing_app, "five_tribes")
    before = table.renderer.layer_key(table.ctx())
    table.driver.actor = 0  # as if the person's own move played out: the same frame otherwise
    assert table.ctx().acting_seat == 0
    assert table.renderer.layer_key(table.ctx()) != before
