"""The replay (game/client/table/replay.py): a recorded game at the table, driven by its history.

Per title: stepping forward and back walks through the engine's own positions (the state after
the first n actions, rebuilt from the seed), the whole replay reaches the recorded final scores,
the keys do what the keys list says, and a replay never writes a save nor changes the live game.
"""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.history.records import GameRecord
from game.client.table.replay import FOLLOW, ReplayDriver
from game.client.table.replay_start import record_replay
from game.client.table.saves import autosave_path
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules import load_title
from tests.client.conftest import key
from tests.client.history.games import finished_record
from tests.client.table.conftest import OthersPlayed

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")


def _open(app: App, record: GameRecord) -> tuple[TableScene, ReplayDriver]:
    games.load_game_packages()
    table = record_replay(app, record)
    app.stack.push(table)
    app.run(frames=1)
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    return table, driver


def _engine_state(record: GameRecord, count: int) -> dict:
    state = load_title(record.title_id).new_game(len(record.seats), record.seed, **record.flags)
    for action in record.actions[:count]:
        state.apply(action)
    return state.to_dict()


def _start_state(record: GameRecord):
    return load_title(record.title_id).new_game(len(record.seats), record.seed, **record.flags)


def _settle(app: App) -> None:
    app.run(frames=2)


@pytest.mark.parametrize("title_id", TITLES)
def test_replay_steps_forward_and_back_through_the_engines_positions(quick_app: App, title_id: str):
    record = finished_record(title_id)
    table, driver = _open(quick_app, record)
    assert driver.position == 0 and table.state.to_dict() == _engine_state(record, 0)
    assert not table.human_turn() and table.question is None  # nobody is asked anything
    for expected in (1, 2, 3):
        quick_app.stack.handle(key(pygame.K_RIGHT))
        _settle(quick_app)
        assert driver.position == expected
        assert table.state.to_dict() == _engine_state(record, expected)
        assert driver.log_marked == table.book.last_fed  # the action's own log lines are marked
    quick_app.stack.handle(key(pygame.K_LEFT))
    _settle(quick_app)
    assert driver.position == 2 and table.state.to_dict() == _engine_state(record, 2)
    # A turn forward plays each action up to the next change of the seat to move.
    starts = driver.recording.turn_starts()
    quick_app.stack.handle(key(pygame.K_RIGHT, pygame.KMOD_SHIFT))
    for _ in range(400):
        quick_app.run(frames=1)
        if driver.target is None:
            break
    turn_end = next(n for n in starts if n > 2)
    assert driver.position == turn_end
    assert table.state.to_dict() == _engine_state(record, turn_end)
    quick_app.stack.handle(key(pygame.K_LEFT, pygame.KMOD_SHIFT))
    _settle(quick_app)
    assert driver.position == max(n for n in starts if n < turn_end)
    assert table.state.to_dict() == _engine_state(record, driver.position)
    # A round forward and back, the end and the start.
    rounds = driver.recording.round_starts()
    quick_app.stack.handle(key(pygame.K_PAGEDOWN))
    _settle(quick_app)
    assert driver.position in rounds and table.state.to_dict() == _engine_state(record, driver.position)
    quick_app.stack.handle(key(pygame.K_END))
    _settle(quick_app)
    assert driver.position == len(record.actions)
    assert table.state.is_terminal() and tuple(table.state.scores()) == record.scores
    quick_app.stack.handle(key(pygame.K_PAGEUP))
    _settle(quick_app)
    assert driver.position == max(n for n in rounds if n < len(record.actions))
    assert table.state.to_dict() == _engine_state(record, driver.position)
    quick_app.stack.handle(key(pygame.K_HOME))
    _settle(quick_app)
    assert driver.position == 0 and table.state.to_dict() == _engine_state(record, 0)
    # A digit: the start of that round (the round count reads it).
    quick_app.stack.handle(key(pygame.K_3))
    _settle(quick_app)
    assert driver.position == rounds[2] and table.state.to_dict() == _engine_state(record, rounds[2])
    assert getattr(table.state, "round", None) == getattr(_start_state(record), "round", 0) + 2


@pytest.mark.parametrize("title_id", TITLES)
def test_playing_a_recorded_game_reaches_its_final_scores(quick_app: App, title_id: str):
    record = finished_record(title_id)
    table, driver = _open(quick_app, record)
    quick_app.stack.handle(key(pygame.K_SPACE))
    for _ in range(20_000):
        quick_app.run(frames=1)
        if not driver.playing:
            break
    assert driver.position == len(record.actions)
    assert table.state.is_terminal() and tuple(table.state.scores()) == record.scores
    assert table.state.winners() == list(record.winners)
    assert quick_app.stack.top is table  # no results scene, nothing recorded again
    # The log holds one entry per action after the opening lines.
    assert table.book.mark() - driver.log_base() == len(record.actions)


def test_the_view_follows_the_seat_to_move_or_one_chosen_seat(quick_app: App):
    record = finished_record("prehistories")
    table, driver = _open(quick_app, record)
    assert driver.view_choice == FOLLOW
    for _ in range(6):
        quick_app.stack.handle(key(pygame.K_RIGHT))
        _settle(quick_app)
        mover = table.state.current_player()
        assert table.viewer == (mover if mover >= 0 else table.viewer)
    quick_app.stack.handle(key(pygame.K_TAB))  # seat 0's view whoever moves
    for _ in range(6):
        quick_app.stack.handle(key(pygame.K_RIGHT))
        _settle(quick_app)
        assert table.viewer == 0


@pytest.mark.parametrize("title_id", TITLES)
def test_a_replay_never_saves_and_offers_no_undo_nor_hint(quick_app: App, user_dirs, title_id: str):
    games.load_game_packages()
    path = autosave_path(title_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kept": true}')
    before = path.read_bytes()
    record = finished_record(title_id)
    table, driver = _open(quick_app, record)
    labels = [button.label for button in table.options.top_buttons]
    assert labels == ["Rules", "Menu"]  # no Undo, no Hint: hidden, not greyed
    assert table.options.buttons == [] and len(table.options.controls) >= 10
    for code in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_END, pygame.K_HOME):
        quick_app.stack.handle(key(code))
        _settle(quick_app)
    assert path.read_bytes() == before
    assert not table.notices.saves
    quick_app.stack.handle(key(pygame.K_ESCAPE))
    assert quick_app.stack.top is not table


@pytest.mark.parametrize("title_id", TITLES)
def test_replaying_the_others_turns_leaves_the_live_game_and_its_save_unchanged(
    quick_bots_app: App, others_played: OthersPlayed, title_id: str
):
    app = quick_bots_app
    table = others_played(title_id, 2)  # Ann's turn came back after the bots moved
    assert any(button.hotkey == "v" for button in table.options.top_buttons)
    live = table.state.to_dict()
    saved = autosave_path(title_id).read_bytes()
    app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v", scancode=25))
    replay = app.stack.top
    assert isinstance(replay, TableScene) and replay is not table
    driver = replay.driver
    assert isinstance(driver, ReplayDriver) and driver.playing
    first = driver.position
    # It starts right after Ann's last action (at the start when she has not acted yet).
    assert first == 0 or driver.recording.movers[first - 1] == 0
    assert first < driver.recording.length
    assert all(mover != 0 for mover in driver.recording.movers[first:])
    for _ in range(5000):
        app.run(frames=1)
        assert replay.viewer == 0  # Ann's own view only
        if app.stack.top is table:
            break
    assert app.stack.top is table  # back at the live table by itself
    assert table.state.to_dict() == live
    assert autosave_path(title_id).read_bytes() == saved


def test_a_history_row_opens_its_game_in_the_replay_and_esc_comes_back(quick_app: App):
    from game.client.history.store import write_record
    from game.client.scenes.history import HistoryScene

    games.load_game_packages()
    write_record(finished_record("tribes_of_the_wind", seed=6))
    scene = HistoryScene(quick_app)
    quick_app.stack.push(scene)
    quick_app.run(frames=2)
    labels = [button.text for button in scene.focus_order]
    scene._actions[scene.focus_order[labels.index("Replay")]]()
    quick_app.run(frames=2)
    table = quick_app.stack.top
    assert isinstance(table, TableScene) and isinstance(table.driver, ReplayDriver)
    assert table.driver.recording.actions == scene.shown[0].actions
    quick_app.stack.handle(key(pygame.K_ESCAPE))
    quick_app.run(frames=1)
    assert quick_app.stack.top is scene


def test_the_keys_list_under_f1_names_the_replay_keys(quick_app: App):
    from game.client.table.rules import RulesScene

    record = finished_record("five_tribes")
    table, _ = _open(quick_app, record)
    quick_app.stack.handle(key(pygame.K_F1))
    rules = quick_app.stack.top
    assert isinstance(rules, RulesScene)
    words = " ".join(f"{entry.title} {entry.body}" for entry in rules.chapters[-1].entries)
    for name in ("V Replay", "Shift + Left", "Page Up", "Home", "Tab"):
        assert name in words


def test_a_game_started_from_a_scenario_offers_no_replay(quick_bots_app: App):
    from tests.client.five_tribes.test_table_info import private_cards_scenario

    app = quick_bots_app
    title = load_title("five_tribes")
    from game.client.games import view_factory

    view = view_factory("five_tribes")(app)  # type: ignore[misc]
    session = Session(
        title, GameSetup([Seat("Ann"), Seat("Bot", "easy")], 3), private_cards_scenario(), view=view
    )
    table = TableScene(app, view, session)
    app.stack.push(table)
    turns = 0
    for _ in range(3000):
        app.run(frames=1)
        if table.human_turn():
            assert not table.driver.offers_replay()  # its history does not replay from the seed
            assert not any(button.hotkey == "v" for button in table.options.top_buttons)
            turns += 1
            if turns >= 4:
                break
            table.play(table.state.legal_actions()[0])
    assert turns >= 4


def _positions_over(driver: ReplayDriver, updates: int, dt: float) -> list[int]:
    seen = []
    for _ in range(updates):
        driver.update(dt)
        seen.append(driver.position)
    return seen


def test_the_others_turns_replay_keeps_a_readable_pace_with_animations_off(quick_app: App):
    """With animations off a History playback may run at once, but the others' turns, which the
    person asked to watch, pause as at normal speed: one action per PLAY_GAP, then END_HOLD."""
    from game.client.table.recording import Recording
    from game.client.table.replay import END_HOLD, PLAY_GAP
    from game.client.table.replay_start import replay_table

    games.load_game_packages()
    record = finished_record("five_tribes")
    recording = Recording(
        load_title(record.title_id), len(record.seats), record.seed, record.flags, record.actions
    )
    seats = [Seat(seat.name, seat.level) for seat in record.seats]
    start = len(record.actions) - 3
    left: list[bool] = []
    watched = replay_table(
        quick_app,
        "five_tribes",
        seats,
        recording,
        position=start,
        play=True,
        leave_at_end=True,
        on_leave=lambda: left.append(True),
    )
    quick_app.stack.push(watched)
    driver = watched.driver
    assert isinstance(driver, ReplayDriver)
    dt = PLAY_GAP / 9
    seen = _positions_over(driver, 8, dt)
    assert seen == [start] * 8  # not before a whole gap
    seen = _positions_over(driver, 3 * 9 + 2, dt)
    assert seen[-1] == len(record.actions) and not left  # three actions, one a gap, then the hold
    _positions_over(driver, int(END_HOLD / dt) + 2, dt)
    assert left == [True]
    quick_app.stack.pop()

    plain = replay_table(quick_app, "five_tribes", seats, recording, position=start, play=True)
    quick_app.stack.push(plain)
    assert isinstance(plain.driver, ReplayDriver)
    assert _positions_over(plain.driver, 3, dt)[-1] == len(record.actions)  # History playback: at once


def test_an_action_that_writes_no_line_marks_none(quick_app: App):
    """Guards against: a Five Tribes bot's pick-up (its move's line comes with the last drop) was
    replayed with the band on the line before it, the person's own last action."""
    from game.rules.five_tribes import actions as A

    record = finished_record("five_tribes")
    table, driver = _open(quick_app, record)
    pick = next(n for n, action in enumerate(record.actions) if A.PICK <= action < A.DROP)
    driver.go_to(pick)
    _settle(quick_app)
    quick_app.stack.handle(key(pygame.K_RIGHT))
    _settle(quick_app)
    assert driver.position == pick + 1
    assert table.book.last_fed == 0 and driver.log_marked == 0
    quick_app.stack.handle(key(pygame.K_RIGHT))  # the first drop: no line either
    _settle(quick_app)
    assert driver.log_marked == table.book.last_fed


@pytest.mark.parametrize("title_id", TITLES)
def test_the_strip_names_the_seat_whose_action_is_replayed(quick_app: App, title_id: str):
    """Guards against: past the last action of a seat's turn, the strip named (and the views
    raised) the seat to move next, not the seat whose action was marked in the log."""
    record = finished_record(title_id)
    table, driver = _open(quick_app, record)
    movers = driver.recording.movers
    assert table.renderer.shown_seat(table.ctx()) == movers[0]  # nothing replayed yet: the first
    turn_ends = [n for n in range(1, len(movers)) if movers[n] != movers[n - 1]]
    assert turn_ends
    checked = 0
    for position in range(1, turn_ends[min(3, len(turn_ends) - 1)] + 1):
        quick_app.stack.handle(key(pygame.K_RIGHT))
        _settle(quick_app)
        assert driver.position == position
        ctx = table.ctx()
        assert ctx.acting_seat == movers[position - 1]
        assert table.renderer.shown_seat(ctx) == movers[position - 1]
        checked += table.state.current_player() != movers[position - 1]
    assert checked  # some of them stood where the seat to move is another
    quick_app.stack.handle(key(pygame.K_LEFT))
    _settle(quick_app)
    assert table.ctx().acting_seat == movers[driver.position - 1]
    quick_app.stack.handle(key(pygame.K_END))
    _settle(quick_app)
    assert table.ctx().acting_seat == movers[-1]
