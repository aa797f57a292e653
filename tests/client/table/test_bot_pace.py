"""A bot's turn at the table is paced by the animations: the bot thinks while the last action
still plays, and nothing is played before the table is still, but for the same
bot's next action over the end part of its last one's anims."""

from __future__ import annotations

from game.client.app import App
from game.client.settings import AnimationSpeed, Settings
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
