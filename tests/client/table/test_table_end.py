"""What the table shows around the end of a move and of the game: no tooltip of the table under a
scene above it, the prompt while a person's own move plays out, the results' tie-break line, and
what leaving a finished game says."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.app import App
from game.client.scenes.message import MessageScene
from game.client.scenes.pause import PauseScene
from game.client.settings import AnimationSpeed, Settings
from game.client.table import draw as D
from game.client.table import results
from game.client.table.results import ResultsScene
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.text import set_language, tr
from tests.client.conftest import record_blits
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1, ADD2, TITLE, Bump, FakeWorker, TallyView, panel


def tooltips_drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    monkeypatch.setattr(D, "draw_tooltip", lambda surface, pos, title, *rest, **kw: drawn.append(title))
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
    assert table.input.hover_pos == spot  # the pointer did not move: only the scene above hides the tip
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


def test_back_on_top_the_table_takes_the_pointer_from_where_it_is_now(
    tally_table: TableMaker, quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    """The pointer's moves over the scene above went to that scene: the table starts again from
    the real pointer, so no tooltip pops up where the pointer was when the scene opened."""
    table = tally_table(["", ""])
    quick_app.stack.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=panel(0, 2).center, rel=(0, 0), buttons=(0, 0, 0))
    )
    quick_app.stack.push(PauseScene(quick_app))
    now = panel(1, 2).center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: quick_app.letterbox.to_window(now))
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    quick_app.stack.pop()
    assert table.input.pointer == now


# -- 2. the prompt while a person's own move plays out -----------------------------------------


@pytest.fixture
def moving_app() -> Iterator[App]:
    """Animations at normal speed, so a move plays out over several frames."""
    application = App(Settings(language="en", animation_speed=AnimationSpeed.NORMAL), headless=True)
    yield application
    application.close()


def moving_table(app: App, levels: list[str], **flags: object) -> TableScene:
    seats = [Seat(f"P{index + 1}", level) for index, level in enumerate(levels)]
    view = TallyView(app)
    session = Session(TITLE, GameSetup(seats, 1, dict(flags)), view=view)  # type: ignore[arg-type]
    table = TableScene(app, view, session, make_worker=FakeWorker)
    app.stack.push(table)
    app.run(frames=1)
    return table


def test_while_a_persons_move_plays_out_the_prompt_does_not_say_a_bot_is_thinking(moving_app: App):
    table = moving_table(moving_app, ["", "easy"])
    table.driver.bots.workers[1].done = lambda: False  # the bot takes its time
    table.play(ADD2)
    moving_app.run(frames=2)  # the bot already thinks ahead during the playback
    assert table.anims.busy and table.driver.bots.thinking == 1
    prompt = table.renderer.prompt_text(table.ctx())
    assert "P2" not in prompt
    assert prompt == "Playing out the move…"
    moving_app.run(frames=40)  # the playback ended: now the bot's turn is told
    assert not table.anims.busy
    assert table.renderer.prompt_text(table.ctx()) == "is thinking…"  # after the strip's "P2"


def test_a_person_moving_again_sees_their_own_next_prompt_while_their_move_plays_out(moving_app: App):
    table = moving_table(moving_app, ["", "easy"], order=(0, 0, 1))
    table.play(ADD1)
    moving_app.run(frames=2)
    assert table.anims.busy and not table.ctx().interactive
    assert table.renderer.prompt_text(table.ctx()) == "Add or draw"


def test_in_hot_seat_the_next_person_is_not_said_to_be_playing_while_the_last_ones_move_plays_out(
    moving_app: App,
):
    table = moving_table(moving_app, ["", ""])
    table.play(ADD2)
    moving_app.run(frames=2)
    assert table.anims.busy
    assert table.renderer.prompt_text(table.ctx()) == "Playing out the move…"
    set_language("uk")
    try:
        assert table.renderer.prompt_text(table.ctx()) == "Розігрується хід…"
    finally:
        set_language("en")


def bot_move_playing_out(moving_app: App) -> TableScene:
    """A table where the bot (seat 0, easy) has moved and its playback runs, the person next."""
    table = moving_table(moving_app, ["easy", ""])
    for _ in range(60):  # the bot plays its move; its playback runs
        moving_app.run(frames=1)
        if table.anims.busy:
            break
    assert table.anims.busy and table.state.current_player() == 1
    return table


def test_a_bots_move_playing_out_names_the_bot_not_the_person_to_move_next(
    moving_app: App, monkeypatch: pytest.MonkeyPatch
):
    table = bot_move_playing_out(moving_app)
    assert table.renderer.prompt_text(table.ctx()) == "is playing…"  # after the strip's "P1"
    # the strip's disc and name say the same seat (not the next one)
    assert table.renderer.shown_seat(table.ctx()) == 0
    drawn = record_blits(monkeypatch, D)
    table.renderer.draw_top(moving_app.canvas, table.ctx())
    assert "P1" in drawn and "P2" not in drawn


def strip_texts(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the top strip draws now, in order."""
    drawn = record_blits(monkeypatch, D)
    table.renderer.draw_top(table.app.canvas, table.ctx())
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("language", ["en", "uk"])
def test_the_strip_names_a_bot_once_while_it_thinks_and_while_its_move_plays_out(
    moving_app: App, monkeypatch: pytest.MonkeyPatch, language: str
):
    """Guards against: "● Бот: легкий · місце 2  Бот: легкий · місце 2 думає…"."""
    set_language(language)
    try:
        table = moving_table(moving_app, ["easy", ""])
        table.driver.bots.workers[0].done = lambda: False  # the bot takes its time
        moving_app.run(frames=3)
        assert table.driver.bots.thinking == 0 and not table.anims.busy
        assert sum("P1" in text for text in strip_texts(table, monkeypatch)) == 1
        table.driver.bots.workers[0].done = lambda: True
        for _ in range(60):
            moving_app.run(frames=1)
            if table.anims.busy:
                break
        assert table.anims.busy and table.driver.actor == 0
        assert sum("P1" in text for text in strip_texts(table, monkeypatch)) == 1
    finally:
        set_language("en")


def test_a_bots_move_playing_out_is_told_as_its_move_while_the_next_bot_thinks_ahead(moving_app: App):
    """The strip names the bot playing, the prompt "<the next bot> is thinking…"."""
    table = moving_table(moving_app, ["easy", "easy"])
    table.driver.bots.workers[1].done = lambda: False
    for _ in range(60):
        moving_app.run(frames=1)
        if table.anims.busy and table.driver.bots.thinking == 1:
            break
    assert table.anims.busy and table.driver.actor == 0 and table.driver.bots.thinking == 1
    assert table.renderer.shown_seat(table.ctx()) == 0
    assert table.renderer.prompt_text(table.ctx()) == "is playing…"


def test_the_strip_shows_the_round_a_move_was_played_in_while_it_plays_out(
    moving_app: App, monkeypatch: pytest.MonkeyPatch
):
    """A bot's last move of a round plays out under its own round's number, not the next. The toy's
    status counts moves ("Move 1"); its playback here shows the new position from the start."""
    monkeypatch.setattr(TallyView, "animate", lambda self, events, before, ctx, scale: [Bump(0.5)])
    table = moving_table(moving_app, ["easy", ""])
    for _ in range(60):
        moving_app.run(frames=1)
        if table.anims.busy:
            break
    assert table.anims.busy and not table.ctx().showing_before
    assert strip_texts(table, monkeypatch)[0] == "Move 1"
    moving_app.run(frames=60)
    assert not table.anims.busy
    assert strip_texts(table, monkeypatch)[0] == "Move 2"


def test_after_a_bots_move_plays_out_the_persons_hint_button_is_enabled(moving_app: App):
    """Guards against: after the bot's move the Hint stayed grey for the
    whole of the person's turn: the buttons were built while the bot's move still played out."""
    table = bot_move_playing_out(moving_app)
    moving_app.run(frames=60)
    assert not table.anims.busy and table.human_turn()
    hint = next(button for button in table.options.top_buttons if button.on_click == table.ask_hint)
    assert hint.enabled


# -- 3. the results' tie line ----------------------------------------------------------------


class TieView(TallyView):
    """The toy's rules share a tie; the hook says so and counts how often it was asked."""

    asked = 0

    def tie_break(self, state: object, names: object) -> str | None:
        TieView.asked += 1
        return "Tied: the win is shared"


def results_of(app: App, moves: list[int]) -> ResultsScene:
    seats = [Seat("P1"), Seat("P2")]
    view = TieView(app)
    session = Session(TITLE, GameSetup(seats, 1, {"length": len(moves)}), view=view)  # type: ignore[arg-type]
    for action in moves:
        session.apply(action)
    return ResultsScene(app, view, session)


def test_the_results_ask_the_view_for_a_tie_line_only_when_the_top_score_is_shared(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    TieView.asked = 0
    clear = results_of(quick_app, [ADD2, ADD1])
    assert clear.scores == [2, 1] and clear.tie_line is None and TieView.asked == 0
    tied = results_of(quick_app, [ADD1, ADD1])
    assert tied.scores == [1, 1] and tied.tie_line == "Tied: the win is shared" and TieView.asked == 1
    texts = record_blits(monkeypatch, results)
    tied.draw(quick_app.canvas, 0.0)
    assert "Tied: the win is shared" in texts


# -- 4. leaving a finished game ----------------------------------------------------------------


def leave_question(app: App, table: TableScene) -> MessageScene:
    """The table's Menu, then "Back to the main menu": the question it asks."""
    table.open_pause()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.ask_quit_to_title()
    question = app.stack.top
    assert isinstance(question, MessageScene)
    return question


def test_leaving_a_game_in_play_says_it_is_saved_and_a_finished_one_that_history_keeps_it(
    tally_table: TableMaker, quick_app: App
):
    """A finished game's autosave is deleted: leaving its final table must not promise a game to
    continue (it is in History)."""
    table = tally_table(["", ""], length=2)
    assert leave_question(quick_app, table).body == tr("client.pause.quit_to_title_body")
    quick_app.stack.pop()
    quick_app.stack.pop()
    table.play(ADD2)
    table.play(ADD1)
    quick_app.run(frames=3)
    assert isinstance(quick_app.stack.top, ResultsScene)
    quick_app.stack.pop()
    assert table.final_table()
    body = leave_question(quick_app, table).body
    assert body == tr("client.pause.quit_to_title_over") != tr("client.pause.quit_to_title_body")
