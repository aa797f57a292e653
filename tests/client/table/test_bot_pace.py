"""A bot's turn at the table is paced by the animations: the bot thinks while the last action
still plays, and nothing is played before the table is still, but for the same
bot's next action over the end part of its last one's anims. The bot pace setting adds a hold
after each bot turn (long) or a wait for a click or a key (step); Pause holds every bot."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.settings import LONG_TURN_WAIT, AnimationSpeed, BotPace, Settings
from game.client.table.anim import Anim
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from tests.client.table.toy import ADD1, TITLE, FakeWorker, TallyView


def test_a_bot_thinks_during_the_last_actions_playback_and_plays_once_it_is_over():
    app = App(Settings(language="en", animation_speed=AnimationSpeed.NORMAL), headless=True)
    try:
        FakeWorker.made.clear()
        view = TallyView(app)
        session = Session(TITLE, GameSetup([Seat("P1", ""), Seat("P2", "easy")], 1), view=view)  # type: ignore[arg-type]
        table = TableScene(app, view, session, make_worker=FakeWorker)
        app.stack.push(table)
        app.run(frames=1)
        worker = FakeWorker.made[-1]
        table.play(ADD1)  # the person's move: its 0.3 s animation plays
        assert table.anims.busy and table.serial == 1
        frames = 0
        asked_during_playback = False
        while table.serial == 1 and frames < 200:
            app.run(frames=1)
            frames += 1
            if table.serial == 1 and table.anims.busy and worker.started == 1:
                asked_during_playback = True
        assert asked_during_playback  # the bot thought while the person's move still played
        # Its answer was ready and the short pause over, so it played in the frame the 0.3 s
        # animation ended (18 frames), not a pause later.
        assert table.serial == 2 and table.state.tally[1] == 2
        assert 15 <= frames <= 21
    finally:
        app.close()


class FollowView(TallyView):
    """The toy's moves with an anim whose second half the same seat's next move may play over."""

    def animate(self, events, before, ctx, scale):  # type: ignore[no-untyped-def]
        return [Anim(0.3 * scale, follow=0.5)] if scale > 0 else []


def test_a_bots_next_action_of_the_same_turn_plays_over_the_end_of_its_last_one_but_not_the_next_seats():
    app = App(Settings(language="en", animation_speed=AnimationSpeed.NORMAL), headless=True)
    try:
        view = FollowView(app)
        seats = [Seat("B1", "easy"), Seat("B2", "easy")]
        session = Session(TITLE, GameSetup(seats, 1, {"order": [0, 0, 1]}), view=view)  # type: ignore[arg-type]
        table = TableScene(app, view, session, make_worker=FakeWorker)
        app.stack.push(table)
        played: dict[int, tuple[float, float, int]] = {}  # serial -> (time, anims' time left, anims)
        for _ in range(200):
            left = table.anims.remaining()
            serial = table.serial
            app.run(frames=1)
            if table.serial != serial:
                played[table.serial] = (app.time, left, len(table.anims.items))
            if table.serial >= 3:
                break
        # Seat 0's second move came while its first one's anim had half or less left, not after.
        first, second, third = played[1], played[2], played[3]
        assert 0 < second[1] <= 0.15 + 1e-6
        assert second[0] - first[0] < 0.3
        assert second[2] == 2  # both anims play
        # Seat 1 waited for a still table: it moved in the frame the last anim ended.
        assert third[1] <= app.timestep.step + 1e-9 and third[2] == 1
    finally:
        app.close()


def pace_table(pace: BotPace, seats: list[Seat], order: list[int] | None = None) -> tuple[App, TableScene]:
    app = App(Settings(language="en", animation_speed=AnimationSpeed.NORMAL, bot_pace=pace), headless=True)
    view = TallyView(app)
    flags = {"order": order} if order is not None else {}
    session = Session(TITLE, GameSetup(seats, 1, flags), view=view)  # type: ignore[arg-type]
    table = TableScene(app, view, session, make_worker=FakeWorker)
    app.stack.push(table)
    return app, table


def run_until(app: App, table: TableScene, serial: int, frames: int) -> int:
    """Frames run until the table reaches ``serial`` (at most ``frames``)."""
    for frame in range(frames):
        if table.serial >= serial:
            return frame
        app.run(frames=1)
    return frames


def test_step_pace_waits_for_a_click_after_each_bot_turn_and_then_goes_on():
    app, table = pace_table(BotPace.STEP, [Seat("B1", "easy"), Seat("B2", "easy")])
    try:
        run_until(app, table, 1, 200)
        assert table.serial == 1  # the first bot played
        app.run(frames=600)  # ten seconds: the second bot waits for the click
        assert table.serial == 1 and table.driver.stepping
        assert (
            table.renderer.prompt_text(table.ctx())
            == "A bot's turn is over: click or press a key for the next one"
        )
        assert not table.driver.animating()  # a still table drops to the idle frame rate
        post_click(app, (800, 450))
        app.run(frames=1)
        assert not table.driver.stepping
        run_until(app, table, 2, 200)
        assert table.serial == 2  # the click let the next bot's turn start
        app.run(frames=300)
        assert table.serial == 2 and table.driver.stepping  # and it waits again after that one
        post_key(app, pygame.K_SPACE)
        run_until(app, table, 3, 200)
        assert table.serial == 3  # a key does the same
    finally:
        app.close()


def test_step_pace_never_holds_a_person_nor_waits_inside_one_bots_turn():
    # Seat 1 (a bot) plays twice in a row: one turn, no hold between its actions; then the person.
    app, table = pace_table(BotPace.STEP, [Seat("P1", ""), Seat("B2", "easy")], order=[1, 1, 0])
    try:
        run_until(app, table, 2, 300)
        assert table.serial == 2 and not table.driver.stepping
        run_until(app, table, 3, 100)
        assert table.serial == 2  # the person's turn: nothing played for them
        app.run(frames=30)
        assert table.human_turn() and not table.driver.stepping  # the person may act at once
    finally:
        app.close()


def test_long_pace_holds_between_bot_turns_and_none_does_not():
    held: dict[BotPace, int] = {}
    for pace in (BotPace.NONE, BotPace.SHORT, BotPace.LONG):
        app, table = pace_table(pace, [Seat("B1", "easy"), Seat("B2", "easy")])
        try:
            run_until(app, table, 1, 200)
            held[pace] = run_until(app, table, 2, 400)
            assert table.serial == 2
        finally:
            app.close()
    # At 60 frames a second: the 0.3 s anim (18 frames) paces short and none alike (the bot's
    # pause runs during the playback); long adds its hold of LONG_TURN_WAIT seconds.
    assert held[BotPace.NONE] <= held[BotPace.SHORT] <= 21
    assert held[BotPace.LONG] >= held[BotPace.SHORT] + int(LONG_TURN_WAIT * 60) - 2


def test_no_bot_plays_behind_an_open_pause():
    app, table = pace_table(BotPace.NONE, [Seat("B1", "easy"), Seat("B2", "easy")])
    try:
        run_until(app, table, 1, 200)
        table.open_pause()
        serial = table.serial
        app.run(frames=600)
        assert table.serial == serial  # ten seconds under Pause: no bot moved
        app.stack.pop()
        run_until(app, table, serial + 1, 200)
        assert table.serial == serial + 1
    finally:
        app.close()


def post_click(app: App, pos: tuple[int, int]) -> None:
    app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def post_key(app: App, key: int) -> None:
    app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" "))
