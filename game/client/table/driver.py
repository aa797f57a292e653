"""The turn driver: who plays next and when the screen changes hands (docs/table.md).

``LiveDriver`` drives a game of live seats: people act through the table's input, bots through
their workers (``BotSeats``; the tutorial's scripted opponents sit behind the same interface). It
owns the pacing of a bot's turn, the hot-seat hand-over (the curtain, and whose private things are
face up: ``viewer``), the wait before the results and the score floats once a result shows. A
recorded game's driver (``replay.ReplayDriver``) takes its place with the same methods.

The driver is asked by the table each frame (``update``) and before any input acts
(``may_act``, ``skip``); it acts on the table only through its public methods (``play``,
``ctx``, ``seen``, ``show_results``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.settings import BotPace
from game.client.table.bots import BotSeats
from game.client.table.hotkeys import REPLAY, latin_letter
from game.client.table.session import Session, curtain_before

if TYPE_CHECKING:
    from game.client.table.scene import TableScene
    from game.client.widgets import Button

# At least this long from a bot starting a decision to its action, at normal speed. The bot thinks
# during the last action's playback, so the animations pace a bot's turn (a turn's wait is measured
# by bench/bench_bot_pace.py). It is the least time between two actions of a bot's turn: with the
# brisk anims of a chain (0.18-0.26 s) and the next action playing over the end of the last
# (``follows_on``), 0.2 s held every step of a path of hops or of smog removals back.
BOT_PAUSE = 0.12
RESULTS_DELAY = 1.2


class LiveDriver:
    """People and bots at one table: the turn's pacing, the hand-over, the results' wait."""

    # The seats play: the table asks the person to move, saves, offers Undo and Hint. A replay's
    # driver (replay.py) says False.
    live = True

    def __init__(self, table: TableScene, session: Session, bots: BotSeats, *, demo: bool = False) -> None:
        self.table = table
        self.session = session
        self.bots = bots
        self.demo = demo
        # The seat whose action the animation queue is playing out (None before the first): while
        # a person's own move plays, the prompt names nobody else (Renderer.prompt_text).
        self.actor: int | None = None
        # Whose private things are face up, and who last had the screen in hot-seat.
        humans = session.humans
        self.viewer: int | None = None if demo else (humans[0] if len(humans) == 1 else None)
        self.at_screen: int | None = self.viewer
        self.curtain_up = False
        self.end_wait = 0.0
        self.results_shown = False
        self.scores_key: tuple[int, int | None] = (-1, None)
        self.scores_seen: list[int] = []
        # The bot pace's hold after a bot's turn (settings.BotPace): the seconds left, whether it
        # waits for a click or a key, and the position it was decided for (once per action).
        self.hold_left = 0.0
        self.stepping = False
        self.hold_serial = -1
        # How many of the log's newest lines the table marks (a replay's current action).
        self.log_marked = 0
        # The seat that played each action of the game so far (None until first needed: built
        # from the history), so "Replay the others' turns" knows where they began.
        self.movers: list[int] | None = None
        self.replayable = True

    # -- asked by the table ---------------------------------------------------------------------

    @property
    def thinking(self) -> int | None:
        """The bot seat whose thinking indicator shows."""
        return self.bots.thinking

    def is_bot(self, player: int) -> bool:
        return self.bots.is_bot(player)

    def may_act(self, player: int) -> bool:
        """Whether input may act for ``player`` now: a person who holds the screen (in hot-seat,
        after the hand-over or the curtain), never a bot, never in the demo."""
        return not self.demo and player >= 0 and not self.bots.is_bot(player) and self.viewer == player

    def played(self, actor: int) -> None:
        """The table applied an action of ``actor``."""
        self.actor = actor
        if self.movers is not None:
            del self.movers[max(self.session.state.moves - 1, 0) :]  # after an undo: fewer
            self.movers.append(actor)

    def skip(self) -> bool:
        """Input came while the last action plays out: the table finishes its animations at once
        (so input always answers). True when that was another seat's move: the input only skips
        it and never acts on the question built for the next person, who has not seen it yet."""
        anims = self.table.anims
        if not anims.busy:
            return False
        anims.finish()
        return self.actor != self.session.state.current_player()

    def acting_seat(self, interactive: bool) -> int:
        """The seat shown as acting (``Ctx.acting``): while a move plays out and nobody can act
        yet, the seat that acted (as the prompt says "<name> is playing…"), else the seat to move.
        The strip's disc and the raised seat panel follow the prompt."""
        state = self.session.state
        actor = self.actor if self.table.anims.busy else None
        if not interactive and not state.is_terminal() and actor is not None and actor >= 0:
            return actor
        return state.current_player()

    def animating(self) -> bool:
        """Whether the app keeps its full frame rate (app.py): the animation queue, score floats,
        a bot's turn (thinking dots, its pause, the playback) and the wait before the results. A
        person thinking over a still table drops the app to its idle rate."""
        if self.table.anims.busy or self.table.floaters.items:
            return True
        if self.table.round_end.showing:
            return True  # the summary's countdown
        if self.stepping:
            return False  # a still table waits for the person's click
        state = self.session.state
        if state.is_terminal():
            return not self.results_shown
        return self.bots.is_bot(state.current_player())

    # -- the others' turns again (replay_start.py) -----------------------------------------------

    def offers_replay(self) -> bool:
        """A person holds the screen on their turn and other seats acted since their last action:
        the top strip offers to replay those turns (button and key V)."""
        state = self.session.state
        if self.demo or state.is_terminal() or not self.table.human_turn() or not self.table.coach.saves():
            return False
        person = state.current_player()
        movers = self._movers()
        if not movers or not self.replayable:
            return False
        movers = movers[: state.moves]
        since = max((n + 1 for n, mover in enumerate(movers) if mover == person), default=0)
        return any(mover != person for mover in movers[since:])

    def _movers(self) -> list[int]:
        if self.movers is None:
            from game.client.table.replay_start import session_recording

            recording = session_recording(self.session)
            self.movers = list(recording.movers) if recording is not None else []
            # A game whose history does not replay from its seed (a scenario's start) has
            # nothing a replay could show.
            self.replayable = recording is not None
        return self.movers

    def replay_others(self) -> None:
        """Open the replay of the others' turns since the person's last action over the table."""
        if not self.offers_replay():
            return
        from game.client.table.replay_start import others_replay

        scene = others_replay(self.table, self.session.state.current_player())
        if scene is not None:
            self.table.app.stack.push(scene)

    def key(self, event: pygame.event.Event) -> bool:
        """A key the driver takes before the table's own (True: taken): V replays the others' turns."""
        if latin_letter(event) == REPLAY and not event.mod & pygame.KMOD_CTRL and self.offers_replay():
            self.replay_others()
            return True
        return False

    def controls(self) -> list[Button]:
        """Buttons of the driver's own in the option bar's place (a replay's); none at a live table."""
        return []

    def prompt(self) -> str | None:
        """The top strip's line when the driver has its own (a replay's position)."""
        return None

    def leave_line(self) -> str | None:
        """What Pause's "back to the main menu" says of a game this driver leaves, when not the
        live game's "the game is saved" (a replay's: it changes nothing)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The driver's own marks over the table (a replay's key moment); none at a live table."""

    def replace_bots(self, bots: BotSeats) -> None:
        """Other workers take the bot seats (the tutorial's hand-off: scripted seats to bots)."""
        self.bots.close()
        self.bots = bots

    def close(self) -> None:
        self.bots.close()

    # -- the frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The turn's part of a frame, after the animations moved: score floats, the results'
        wait, the hand-over to a person, a bot's move."""
        table = self.table
        if not table.anims.showing_before():
            self.watch_scores()
        if table.anims.busy and not self.follows_on():
            self.think_ahead(dt)
            return
        table.playback_done()
        state = self.session.state
        if (
            not state.is_terminal()
            and self.bots.is_bot(state.current_player())
            and len(self.session.humans) >= 2
        ):
            # Hot-seat: while a bot plays (or the table holds before its turn) anyone may be
            # looking, so everything private lies face down, and whoever comes back must pass the
            # curtain.
            self.viewer = None
            self.at_screen = None
        if self.holding(dt):
            self.think_ahead(dt)
            return
        if state.is_terminal():
            self.end_wait += dt
            if not self.results_shown and self.end_wait >= RESULTS_DELAY * self.scale():
                self.results_shown = True
                table.show_results()
            return
        player = state.current_player()
        if not self.bots.is_bot(player):
            self.bots.idle()
            self.pass_screen(player)
            return
        action = self.bots.step(state, player, dt, self.bot_pause())
        if action is not None:
            table.tell_faults()
            table.play(action)

    def scale(self) -> float:
        return self.table.app.settings.animation_speed.duration_scale

    def bot_pause(self) -> float:
        """The least time from a bot starting a decision to its action: the animation speed's and
        the bot pace's (none: as soon as the answer is ready)."""
        return BOT_PAUSE * self.scale() * self.table.app.settings.bot_pace.action_pause

    # -- the bot pace's hold after a bot's turn ---------------------------------------------------

    def holding(self, dt: float) -> bool:
        """Whether the table holds after a bot's turn before the next bot plays (the bot pace:
        ``long`` for a while, ``step`` until a click or a key). Decided once per position, on a
        still table. A person to move next is not held: their own turn is the time to look, and
        their first click must act. Not in the demo nor while the tutorial's coach leads."""
        table = self.table
        state = self.session.state
        if (
            table.round_end.showing
            and self.session.humans
            and not state.is_terminal()
            and self.bots.is_bot(state.current_player())
        ):
            return True  # a person reads the round's summary before the next bot plays
        if self.hold_serial != table.serial:
            self.hold_serial = table.serial
            self.hold_left, self.stepping = 0.0, False
            if self.bot_turn_ended():
                pace = table.app.settings.bot_pace
                self.stepping = pace is BotPace.STEP
                self.hold_left = pace.turn_wait
        if self.stepping:
            return True
        if self.hold_left > 0.0:
            self.hold_left -= dt
            return True
        return False

    def bot_turn_ended(self) -> bool:
        """The last action ended a bot's turn and another bot is to move next."""
        state = self.session.state
        actor = self.actor
        if self.demo or self.table.coach.leads() or actor is None or actor < 0 or state.is_terminal():
            return False
        player = state.current_player()
        return player != actor and self.bots.is_bot(actor) and self.bots.is_bot(player)

    def release_step(self) -> bool:
        """A click or a key while the step pace holds: the next bot's turn may start. True when the
        input was taken for that (it does nothing else)."""
        if not self.stepping or self.table.anims.busy:
            return False
        self.stepping = False
        return True

    def follows_on(self) -> bool:
        """Whether a bot may play its next action of the same turn while its last one still plays
        out: only in the end part of the last anims that their ``follow`` opens (table/anim.py), so
        independent things overlap a little and a turn of many small actions stays short. Another
        seat's turn, a person's included, waits for a still table."""
        state = self.session.state
        if state.is_terminal() or not self.table.anims.open_to_follow():
            return False
        player = state.current_player()
        return player == self.actor and self.bots.is_bot(player)

    def think_ahead(self, dt: float) -> None:
        """While the last action animates, a bot to move already thinks (its result waits for the
        table to be still), so a turn lasts about its think time plus the last action's playback."""
        state = self.session.state
        if state.is_terminal() or not self.bots.is_bot(state.current_player()):
            return
        self.bots.step(state, state.current_player(), dt, self.bot_pause(), play=False)

    def reset_scores(self, serial: int) -> None:
        """The scores as shown now are the base of the next floats (a new table, an undo)."""
        self.scores_key = (serial, self.viewer)
        self.scores_seen = self.table.seen().scores()

    def watch_scores(self) -> None:
        """Once the table shows an action's result, each score change floats up by its panel."""
        table = self.table
        key = (table.serial, self.viewer)
        if key == self.scores_key:
            return
        moved = key[0] != self.scores_key[0]
        self.scores_key = key
        scores = table.seen().scores()
        if moved:
            players = self.session.state.num_players
            for player, (old, new) in enumerate(zip(self.scores_seen, scores, strict=True)):
                table.floaters.add(table.view.score_anchor(player, players), new - old, self.scale())
        self.scores_seen = scores

    def hand_over(self, player: int) -> None:
        """``player`` holds the screen now: their things face up, their buttons awake (the Hint
        button was built greyed while nobody held the screen)."""
        changed = self.viewer != player
        self.viewer = self.at_screen = player
        if changed:
            self.table.options.rebuild()

    def pass_screen(self, player: int) -> None:
        """Hot-seat: the person to move gets the screen, behind a curtain when it would show
        private things to the wrong eyes (``session.curtain_before`` has the rule)."""
        if self.demo or self.viewer == player or self.curtain_up:
            return
        if not curtain_before(self.session, player, self.at_screen):
            self.hand_over(player)
            return
        from game.client.scenes.curtain import CurtainScene

        def ready() -> None:
            self.curtain_up = False
            self.hand_over(player)

        table = self.table
        self.viewer = None
        self.curtain_up = True
        table.app.stack.push(
            CurtainScene(
                table.app,
                table.player_name(player),
                table.view.seat_colour(player),
                backdrop=table.view.backdrop,
                on_ready=ready,
                on_export=table.export_game if table.exports() else None,
            )
        )
