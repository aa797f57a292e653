"""Privacy at every table (Five Tribes, Tribes of the Wind, Prehistories).

A hot-seat game is played at the real table (two people and a bot seat; the Five Tribes game
starts where both people hold cards face down), curtains passed as people would. Checked along it:

- the screen: at checkpoints, two worlds the person at the screen cannot tell apart (determinizations
  of their observation: the others' private things differ) give the same picture and the same
  tooltips everywhere;
- the log: every action, replayed in a world some other seat cannot tell apart from the real one
  (its observation determinized), gives the same log lines whenever that seat still cannot tell
  the two apart after it: the log, read by everyone, never words a private part;
- the curtain: whenever the screen goes to a person who holds something private, after another
  person or a bot had the table, a curtain came first (who stepped away may not be who comes
  back), and nothing private was face up while it stood.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pygame
import pytest

from game.client.app import App
from game.client.scenes.curtain import CurtainScene
from game.client.table import view_factory
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session, default_flags
from game.rules import load_title
from game.rules.base import Event, State
from game.rules.contract import _public
from tests.client.conftest import key

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")
ACTIONS = 90
CHECK_SCREEN_EVERY = 12


def _start(app: App, title_id: str) -> TableScene:
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    if title_id == "five_tribes":
        from tests.client.five_tribes.test_table_info import private_cards_scenario

        # Private cards come only from two djinns in Five Tribes: start where both people hold one.
        seats, state = [Seat("Ann"), Seat("Bob")], private_cards_scenario()
    else:
        seats, state = [Seat("Ann"), Seat("Bob"), Seat("Bot", "easy")], None
    session = Session(title, GameSetup(seats, 11, default_flags(title)), state, view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    app.run(frames=1)
    return table


def _render(table: TableScene, world: State) -> tuple[bytes, list[Any]]:
    table.session.state = world
    table.serial += 1
    table.refresh()
    table.renderer.base_key = ()
    surface = pygame.Surface((1600, 900))
    table.draw(surface, 0.0)
    ctx = table.ctx()
    tips = [table.view.tooltip_at(ctx, (x, y)) for x in range(4, 1600, 24) for y in range(4, 900, 24)]
    return pygame.image.tobytes(surface, "RGB"), tips


def _check_screen(table: TableScene, rng: np.random.Generator) -> bool:
    """Two worlds the viewer cannot tell apart look the same; True when their secrets differed."""
    viewer = table.viewer
    assert viewer is not None
    truth = table.session.state
    seen = truth.observation(viewer)
    worlds = [seen.determinize(viewer, rng) for _ in range(2)]
    differ = _public(worlds[0]) != _public(worlds[1])
    try:
        first, second = (_render(table, world) for world in worlds)
    finally:
        table.session.state = truth
        table.serial += 1
        table.refresh()
    assert first[0] == second[0], f"the picture tells two worlds of seat {viewer} apart"
    assert first[1] == second[1], f"a tooltip tells two worlds of seat {viewer} apart"
    assert any(tip is not None for tip in first[1])
    return differ


def _lines(table: TableScene, past: list[Event], batch: list[Event]) -> list[str]:
    writer = table.view.log_writer(table.player_name)
    for event in past:
        writer.describe(event)
    return [line for line in (writer.describe(event) for event in batch) if line]


def _check_log(
    table: TableScene, before: State, action: int, after: State, past: list[Event], events: list[Event]
) -> int:
    """The action's log lines, replayed in worlds other seats cannot tell apart; the checks made."""
    mover = before.current_player()
    real = _lines(table, past, events)
    checked = 0
    for other in range(before.num_players):
        if other == mover:
            continue
        world = before.observation(other).determinize(other, np.random.default_rng(other + len(past)))
        if action not in world.legal_actions():
            continue  # the move itself needed what only the mover knew
        world_events = world.apply(action)
        if _public(world.observation(other)) != _public(after.observation(other)):
            continue  # the action showed the table something: the lines may differ
        checked += 1
        assert _lines(table, past, world_events) == real, (
            f"seat {other} reads seat {mover}'s secret in the log: {real}"
        )
    return checked


@pytest.mark.parametrize("title_id", TITLES)
def test_a_hot_seat_table_shows_nobody_what_is_private_to_another_seat(quick_bots_app: App, title_id: str):
    table = _start(quick_bots_app, title_id)
    rng = np.random.default_rng(5)
    past: list[Event] = []
    last_viewer: int | None = None
    curtains = screens = secret_screens = log_checks = 0
    curtain_passed = False
    human_moves = 0
    for _ in range(4000):
        state = table.state
        if state.is_terminal() or state.moves >= ACTIONS:
            break
        if isinstance(quick_bots_app.stack.top, CurtainScene):
            curtains += 1
            curtain_passed = True
            assert table.viewer is None  # nothing private face up behind the curtain
            quick_bots_app.stack.handle(key(pygame.K_RETURN))
            continue
        viewer = table.viewer
        if viewer is not None and viewer != last_viewer:
            # The screen changed hands (or came back after a bot): a curtain first, if private.
            if table.state.has_private(viewer):
                assert curtain_passed, f"seat {viewer}'s secrets showed without a curtain"
            curtain_passed = False
            last_viewer = viewer
        if table.driver.bots.is_bot(state.current_player()):
            last_viewer = None if len(table.session.humans) > 1 else last_viewer
        if table.human_turn() and viewer == state.current_player():
            human_moves += 1
            if human_moves % CHECK_SCREEN_EVERY == 1:
                screens += 1
                secret_screens += _check_screen(table, rng)
            legal = state.legal_actions()
            action = int(legal[int(rng.integers(len(legal)))])
            before = state.clone()
            events = table.play(action)
            log_checks += _check_log(table, before, action, table.state, past, events)
            past.extend(events)
        else:
            before = state.clone()
            moves = state.moves
            quick_bots_app.run(frames=1)
            if table.state.moves > moves:
                batch = [e for entry in table.book.entries[-1:] if isinstance(entry, tuple) for e in entry]
                action = table.state.history[-1]
                log_checks += _check_log(table, before, action, table.state, past, batch)
                past.extend(batch)
    assert screens >= 3 and secret_screens >= 1, (screens, secret_screens)
    assert curtains >= 2 and log_checks >= 20, (curtains, log_checks)


@pytest.mark.parametrize("title_id", TITLES)
def test_a_replay_of_the_others_turns_shows_the_person_nothing_private_to_another_seat(
    quick_bots_app: App, title_id: str
):
    """In hot-seat, "Replay the others' turns" (table/replay.py) shows the positions from the
    person's own view only: at every step two worlds that person cannot tell apart look the same."""
    from game.client.table.replay import ReplayDriver

    app = quick_bots_app
    title = load_title(title_id)
    make_view = view_factory(title_id)
    assert make_view is not None
    view = make_view(app)
    flags = default_flags(title)
    if title_id == "five_tribes":
        flags["hidden_gold"] = True  # coins face down: something private from the first action
    seats = [Seat("Ann"), Seat("Bob"), Seat("Bot", "easy")]
    table = TableScene(app, view, Session(title, GameSetup(seats, 12, flags), view=view))
    app.stack.push(table)
    rng = np.random.default_rng(8)
    replays = steps = secret_steps = 0
    for _ in range(6000):
        if replays >= 2 or table.state.is_terminal():
            break
        if isinstance(app.stack.top, CurtainScene):
            app.stack.handle(key(pygame.K_RETURN))
            continue
        if table.human_turn() and table.driver.offers_replay() and table.state.moves > 6:
            person = table.state.current_player()
            live = table.state.to_dict()
            app.stack.handle(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v", scancode=25)
            )
            replay = app.stack.top
            assert isinstance(replay, TableScene) and isinstance(replay.driver, ReplayDriver)
            replay.driver.playing = False
            replays += 1
            for _ in range(8):
                assert replay.viewer == person
                steps += 1
                secret_steps += _check_screen(replay, rng)
                if replay.driver.position >= replay.driver.high:
                    break
                app.stack.handle(key(pygame.K_RIGHT))
                app.run(frames=2)
            app.stack.handle(key(pygame.K_ESCAPE))
            assert app.stack.top is table and table.state.to_dict() == live
        if table.human_turn():
            legal = table.state.legal_actions()
            table.play(int(legal[int(rng.integers(len(legal)))]))
        else:
            app.run(frames=1)
    assert replays == 2 and steps >= 4 and secret_steps >= 1, (replays, steps, secret_steps)
