"""Issue 15 ("The table as players find it"): the shared table's input, flow and idle behaviour."""

from __future__ import annotations

import pygame

from game.client.app import FRAME_RATE_CAP, IDLE_AFTER_SECONDS, IDLE_FRAME_RATE, App
from game.client.settings import AnimationSpeed
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1, ADD2, FakeWorker


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
