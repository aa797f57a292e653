"""Issue 15 ("The table as players find it"): the shared table's input, flow and idle behaviour."""

from __future__ import annotations

import pygame

from game.client.app import FRAME_RATE_CAP, IDLE_AFTER_SECONDS, IDLE_FRAME_RATE, App
from game.client.settings import AnimationSpeed
from tests.client.table.conftest import TableMaker
from game.client.table.scene import TableScene
from tests.client.table.toy import ADD1, ADD2, DRAW, FakeWorker, TallyView


def _idle(app: App, seconds: float) -> None:
    pygame.event.clear()
    for _ in range(round(seconds * 60)):
        app.frame(1 / 60)


def test_a_still_table_idles_but_moving_pieces_floats_and_a_bots_turn_keep_the_full_rate(
    tally_table: TableMaker, quick_app: App
):
    table = tally_table(["", "easy"], order=(0, 1, 0, 1), length=8)
    _idle(quick_app, IDLE_AFTER_SECONDS + 0.1)
    assert not table.animating() and quick_app.frame_rate() == IDLE_FRAME_RATE
    quick_app.settings.animation_speed = AnimationSpeed.NORMAL
    table.play(ADD2)  # an animation runs, then a score floats, then the bot plays
    assert table.anims.busy and table.animating()
    assert quick_app.frame_rate() == FRAME_RATE_CAP
    table.anims.finish()
    assert table.bots.is_bot(table.state.current_player()) and table.animating()
    table.anims.finish()
    table.update(1 / 60)
    assert table.floaters.items and table.animating()


def test_a_bot_seat_thinking_keeps_the_app_at_the_full_rate_until_the_person_is_to_move(
    tally_table: TableMaker, quick_app: App
):
    FakeWorker.made.clear()
    table = tally_table(["", "easy"], order=(0, 1, 0, 1), length=8)
    _idle(quick_app, IDLE_AFTER_SECONDS + 0.1)  # the person rested before clicking (no event here)
    table.play(ADD1)
    rates = []
    for _ in range(90):
        if table.state.current_player() == 0:
            break
        rates.append(quick_app.frame_rate())
        quick_app.frame(1 / 60)
    pygame.event.clear()
    assert table.state.current_player() == 0 and rates and set(rates) == {FRAME_RATE_CAP}
    _idle(quick_app, IDLE_AFTER_SECONDS + 0.5)
    assert quick_app.frame_rate() == IDLE_FRAME_RATE


def test_undo_takes_the_undone_steps_lines_out_of_the_log(tally_table: TableMaker, quick_app: App):
    table = tally_table(["", "easy"], order=(0, 0, 0, 1), length=8)
    table.play(ADD1)
    before = list(table.book.lines)
    table.play(ADD2)
    assert table.book.lines[-1] == "P1 +2"
    table.undo()
    assert table.book.lines == before  # no "+2", no "took back a step": the game as it now stands
    table.undo()
    assert table.book.lines == ["New game, seed 1."]


def test_continue_brings_back_the_log_and_the_undo_steps_from_the_saved_history(
    tally_table: TableMaker, quick_app: App
):
    from game.client.table.start import continue_scene

    table = tally_table(["", ""], order=(0, 0, 0, 0, 1), length=8)
    table.play(ADD1)
    table.play(DRAW)  # a reveal: the undo stops here
    table.play(ADD2)
    lines = list(table.book.lines)
    quick_app.stack.pop()
    assert table.session.can_undo()
    again = continue_scene(quick_app, TallyView(quick_app))
    assert isinstance(again, TableScene)
    assert again.book.lines == lines
    assert again.session.can_undo() and again.session.undo_depth == 1
    quick_app.stack.push(again)
    quick_app.run(frames=1)
    again.undo()
    assert again.book.lines == lines[:-1] and again.state.tally[0] == 1
    assert not again.session.can_undo()  # the drawn card is not taken back
