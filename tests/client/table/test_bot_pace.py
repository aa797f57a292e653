"""A bot's turn at the table is paced by the animations: the bot thinks while the last action
still plays, and nothing is played before the table is still (issue 16)."""

from __future__ import annotations

from game.client.app import App
from game.client.settings import AnimationSpeed, Settings
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
