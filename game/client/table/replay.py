"""The replay: the table driven by a recorded game instead of by its seats (docs/table.md).

``ReplayDriver`` takes ``LiveDriver``'s place at a ``TableScene`` (its ``driver=`` factory). It
never asks anyone to act (``may_act`` is false, ``live`` is false: no question, no Undo, no Hint,
no save): it moves the table's own ``ReplaySession`` between positions the engine rebuilds from
the seed, the flags and the actions (``recording.Recording``). One action forward is played at
the table as it was (its animations, its log line marked); longer moves forward play each action
in turn (a turn) or land at once (a round, the end); a move back lands at once. Play runs forward
at a chosen speed.

Whose things are face up: a finished game is public, so the view follows the seat to move (or
shows one chosen seat); a replay of a live game shows the person's own view only (``viewer``
fixed), so what they may not see stays hidden. The live table is never touched: the replay has
its own session, view and log.

Its buttons are laid out by ``replay_controls``; a replay table is opened by ``replay_start``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.client.lettering import blit_text
from game.client.table.bots import BotSeats
from game.client.table.driver import LiveDriver
from game.client.table.plan_marks import PlanMarks
from game.client.table.recording import Recording
from game.client.table.replay_controls import layout_controls
from game.client.table.session import Session
from game.client.text import tr
from game.client.widgets import INK, Button
from game.rules.base import Event, State

if TYPE_CHECKING:
    from game.client.table.scene import TableScene

SPEEDS = (0.5, 1.0, 2.0, 4.0)
# Seconds between two actions while playing at 1x (and at normal animation speed), after the
# last one's animations ended: enough to read its log line.
PLAY_GAP = 0.45
# How long the end of the others' turns stays before the live table comes back.
END_HOLD = 1.0
# The others' turns are replayed because the person asked to watch them: their pauses never run
# faster than at normal animation speed, so with fast or no animations the replay still reads
# (at the scaled pace a two-action turn came and went in under half a second).
WATCH_SCALE_FLOOR = 1.0
FOLLOW = -1  # the view choice "whoever is to move" (a finished game: everything is public)


class ReplaySession(Session):
    """A session that only moves between recorded positions: it keeps no undo points and is
    never saved (the replay's driver says ``live`` False, so the table writes nothing)."""

    def apply_keeping(self, action: int, log_mark: int = -1) -> tuple[list[Event], State]:
        before = self.state.clone()
        return self.state.apply(action), before

    def can_undo(self) -> bool:
        return False


class IdleWorker:
    """A recorded bot seat: its moves come from the recording, so it never thinks."""

    def close(self) -> None:
        pass


def idle_worker(*_: Any, **__: Any) -> IdleWorker:
    return IdleWorker()


@dataclass(frozen=True, slots=True)
class KeyMoment:
    """A review's key moment: at ``position`` ``player`` played ``chosen``; the plan ``plan``
    (the whole turn from ``best``) was better, and gains ``points`` more this turn (0: no more
    points, a stronger position; scenes/review.py). The replay marks both there."""

    position: int
    player: int
    best: int
    chosen: int
    points: float | None = None
    plan: tuple[int, ...] = ()


BETTER = (255, 210, 90)
PLAYED = (236, 120, 100)


class ReplayDriver(LiveDriver):
    """Moves the table through a recording's positions ``low`` to ``high``; never lets anyone act."""

    live = False

    def __init__(
        self,
        table: TableScene,
        session: Session,
        recording: Recording,
        *,
        position: int,
        low: int = 0,
        high: int | None = None,
        viewer: int | None = None,
        choose_view: bool = True,
        play: bool = False,
        leave_at_end: bool = False,
        on_leave: Callable[[], None] | None = None,
        moment: KeyMoment | None = None,
        of_live_game: bool = False,
    ) -> None:
        super().__init__(table, session, BotSeats(session, None, idle_worker))
        self.moment = moment
        self._marks: tuple[int, list[tuple[int, pygame.Rect]]] | None = None
        self.plan_marks = PlanMarks()
        self.recording = recording
        self.position = position
        self.low = low
        self.high = recording.length if high is None else high
        # FOLLOW: the seat to move is face up; a seat number: that seat's view; None: nobody's.
        self.view_choice: int | None = FOLLOW if choose_view and viewer is None else viewer
        self.choose_view = choose_view
        self.viewer = self.at_screen = self._view_for(
            recording.movers[position] if position < recording.length else None
        )
        self.playing = play
        self.speed = 1
        self.target: int | None = None  # a turn forward plays each action up to here
        self.wait = 0.0
        self.leave_at_end = leave_at_end
        self.end_wait = 0.0
        self.on_leave = on_leave
        # The recording is the live game at the table below (the others' turns), which the table
        # saves: leaving for the main menu keeps it to continue.
        self.of_live_game = of_live_game
        self._log_base: int | None = None

    # -- asked by the table ---------------------------------------------------------------------

    @property
    def thinking(self) -> int | None:
        return None

    def may_act(self, player: int) -> bool:
        return False

    def skip(self) -> bool:
        """Input finishes the playing action at once and does nothing else to the game."""
        anims = self.table.anims
        if anims.busy:
            anims.finish()
        return False

    def animating(self) -> bool:
        table = self.table
        return table.anims.busy or bool(table.floaters.items) or self.playing or self.target is not None

    def offers_replay(self) -> bool:
        return False

    def acting_seat(self, interactive: bool) -> int:
        """The seat the strip names and the views raise: the seat whose action the replay shows.
        At a key moment, the seat whose move it judges; past an action, the seat that played it
        (its log line is the one marked); at the replay's first position, the seat about to be
        replayed. The seat to move next is not the replayed one: between turns, it named the
        seat after the one whose move stood on the table."""
        moment = self.at_moment()
        if moment is not None:
            return moment.player
        movers = self.recording.movers
        if self.table.anims.busy and self.actor is not None and self.actor >= 0:
            return self.actor
        if self.position > self.low and self.position - 1 < len(movers):
            return movers[self.position - 1]
        if self.position < len(movers):
            return movers[self.position]
        return self.session.state.current_player()

    # -- the frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        table = self.table
        if not table.anims.showing_before():
            self.watch_scores()
        if table.anims.busy:
            if SPEEDS[self.speed] > 1:
                table.anims.update(dt * (SPEEDS[self.speed] - 1))  # faster play: the anims too
            return
        table.playback_done()
        self._follow_mover()
        if self.target is not None and self.position < self.target:
            self._after_gap(dt)
            return
        self.target = None
        if not self.playing:
            return
        if self.position >= self.high:
            if self.leave_at_end:
                self.end_wait += dt
                if self.end_wait >= END_HOLD * self.pace():
                    self.leave()
                return
            self.playing = False
            table.options.rebuild()
            return
        self._after_gap(dt)

    def pace(self) -> float:
        """The pauses' scale: the animation speed's, but never below normal while the others'
        turns play to return by themselves (WATCH_SCALE_FLOOR)."""
        if self.leave_at_end:
            return max(self.scale(), WATCH_SCALE_FLOOR)
        return self.scale()

    def _after_gap(self, dt: float) -> None:
        self.wait += dt
        if self.wait >= PLAY_GAP * self.pace() / SPEEDS[self.speed]:
            self.wait = 0.0
            self.forward()

    # -- moving ---------------------------------------------------------------------------------

    def log_base(self) -> int:
        """The log's length at position 0: the table fed one entry per action after it."""
        if self._log_base is None:
            self._log_base = self.table.book.mark() - self.position
        return self._log_base

    def forward(self) -> None:
        """One action forward, played at the table as it was."""
        if self.position >= self.high:
            return
        self.log_base()
        self.table.anims.finish()
        self.table.playback_done()
        actor = self.recording.movers[self.position]
        if self.view_choice == FOLLOW and actor >= 0 and self.viewer != actor:
            self._set_viewer(actor)
        self.table.play(self.recording.actions[self.position])
        self.position += 1
        # The lines this action wrote, none when it wrote none (a pick-up waits for its move's
        # line): marking the last line then marked another seat's action as this one's.
        self.log_marked = self.table.book.last_fed
        self.table.options.rebuild()

    def go_to(self, position: int) -> None:
        """Land at ``position`` at once (no animation, no score floats)."""
        position = max(self.low, min(self.high, position))
        table = self.table
        base = self.log_base()
        self.target = None
        if position == self.position:
            table.anims.finish()
            return
        if position < self.position:
            # Back: the position before the last action, then that action again, so its log line
            # is the one marked.
            self.session.state = self.recording.state_at(max(position - 1, 0))
            table.rewound(base + max(position - 1, 0))
        if position > 0:
            table.jump_to(self.recording.state_at(position))
        self.position = position
        self.log_marked = table.book.last_fed if position > 0 else 0
        self._follow_mover()
        self.reset_scores(table.serial)
        table.options.rebuild()

    def step(self, by: int) -> None:
        """One action forward (animated) or back (at once)."""
        self.playing = False
        if by > 0:
            if self.table.anims.busy:
                self.table.anims.finish()
            self.forward()
        else:
            self.go_to(self.position - 1)
        self.table.options.rebuild()

    def turn(self, by: int) -> None:
        """To the start of the next turn (each action played) or of this or the last turn."""
        self.playing = False
        starts = self.recording.turn_starts()
        if by > 0:
            self.table.anims.finish()
            self.target = min(self.high, Recording.after(starts, self.position))
            self.wait = PLAY_GAP  # the first action at once
        else:
            self.go_to(Recording.before(starts, self.position))
        self.table.options.rebuild()

    def round(self, by: int) -> None:
        self.playing = False
        starts = self.recording.round_starts()
        self.go_to(
            Recording.after(starts, self.position) if by > 0 else Recording.before(starts, self.position)
        )

    def to_round(self, number: int) -> None:
        """The start of round ``number`` (1 is the game's start), when the game had that many."""
        starts = self.recording.round_starts()[:-1]
        if 1 <= number <= len(starts):
            self.playing = False
            self.go_to(starts[number - 1])

    def home(self) -> None:
        self.playing = False
        self.go_to(self.low)

    def end(self) -> None:
        self.playing = False
        self.go_to(self.high)

    def toggle_play(self) -> None:
        if not self.playing and self.position >= self.high:
            self.go_to(self.low)
        self.playing = not self.playing
        self.wait = PLAY_GAP  # the next action at once
        self.leave_at_end = self.leave_at_end and self.playing
        self.table.options.rebuild()

    def faster(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.table.options.rebuild()

    def next_view(self) -> None:
        """Whose things are face up: the seat to move, then each seat in turn (a finished game)."""
        if not self.choose_view:
            return
        choices: list[int | None] = [FOLLOW, *range(self.recording.players)]
        index = choices.index(self.view_choice) if self.view_choice in choices else 0
        self.view_choice = choices[(index + 1) % len(choices)]
        self._set_viewer(self._view_for(self.session.state.current_player()))

    def leave(self) -> None:
        self.playing = False
        if self.on_leave is not None:
            self.on_leave()
        elif self.table.app.stack.top is self.table:
            self.table.app.stack.pop()

    # -- whose view -----------------------------------------------------------------------------

    def _view_for(self, mover: int | None) -> int | None:
        if self.view_choice == FOLLOW:
            return mover if mover is not None and mover >= 0 else self.viewer
        return self.view_choice

    def _follow_mover(self) -> None:
        if self.view_choice == FOLLOW:
            mover = self.session.state.current_player()
            if mover >= 0 and mover != self.viewer:
                self._set_viewer(mover)

    def _set_viewer(self, viewer: int | None) -> None:
        self.viewer = self.at_screen = viewer
        self.reset_scores(self.table.serial)
        self.table.options.rebuild()

    # -- a review's key moment ----------------------------------------------------------------------

    def at_moment(self) -> KeyMoment | None:
        """The key moment when the table stands still at its position."""
        moment = self.moment
        if moment is None or self.position != moment.position or self.table.anims.busy:
            return None
        return moment

    def draw(self, surface: pygame.Surface) -> None:
        """At a key moment: the better move drawn as the hint draws a plan (``plan_marks``), and
        a ring on what was played. A move the view places nowhere on the table (a button's) is
        ringed on the question's target that plays it, when there is one."""
        moment = self.at_moment()
        if moment is None:
            return
        table = self.table
        ctx = table.ctx()
        marks = self.plan_marks.place(
            (table.serial, table.viewer),
            table.view,
            table.ctx,
            self.session.state,
            moment.player,
            list(moment.plan) or [moment.best],
            1,
        )
        played = table.view.plan_target(ctx, moment.chosen)
        fallback = {action: rect for action, rect in self.moment_marks()}
        if played is None:
            played = fallback.get(moment.chosen)
        if played is not None:
            pygame.draw.rect(surface, PLAYED, pygame.Rect(played).inflate(10, 10), 4, border_radius=8)
        if marks:
            self.plan_marks.draw(surface, table.app.time)
        elif moment.best in fallback:
            rect = fallback[moment.best]
            pygame.draw.rect(surface, BETTER, rect.inflate(10, 10), 4, border_radius=8)
            pygame.draw.circle(surface, BETTER, (rect.right, rect.top), 14)
            blit_text(surface, "1", 18, INK, (rect.right, rect.top), anchor="center", bold=True, shadow=False)

    def moment_marks(self) -> list[tuple[int, pygame.Rect]]:
        """The question's targets of the moment's two moves, for moves the view places nowhere
        (built once per position, never shown as a question: nobody acts in a replay)."""
        table = self.table
        if self._marks is not None and self._marks[0] == table.serial:
            return self._marks[1]
        moment = self.moment
        assert moment is not None
        state = self.session.state
        found: list[tuple[int, pygame.Rect]] = []
        try:
            question = table.view.question(
                table.ctx(table.view.observe(state, moment.player)), state.legal_actions()
            )
        except Exception:  # a ring is a nicety; the prompt line says the moves in words
            question = None
        finally:
            table.view.reset()
        if question is not None:
            for action in (moment.chosen, moment.best):
                rect = next((t.rect for t in question.targets if action in t.actions), None)
                if rect is not None:
                    found.append((action, pygame.Rect(rect)))
        self._marks = (table.serial, found)
        return found

    # -- controls -------------------------------------------------------------------------------

    def leave_line(self) -> str | None:
        """A replay changes nothing: a finished game stays in History, an imported file as it is;
        the others' turns of a live game leave it saved below (the live table's words)."""
        return None if self.of_live_game else tr("client.pause.quit_to_title_replay")

    def prompt(self) -> str | None:
        """The top strip's line: where the replay stands, or at a key moment what was better."""
        moment = self.at_moment()
        if moment is not None:
            ctx = self.table.ctx()
            view = self.table.view
            points = round(moment.points or 0)
            better = view.hint_label(ctx, moment.best) or view.option_label(ctx, moment.best)
            if len(moment.plan) > 1:
                better += " \u2192 \u2026"  # the rest of the plan is numbered on the table
            return tr(
                "table.replay.moment" if points > 0 else "table.replay.moment_position",
                better=better,
                played=view.hint_label(ctx, moment.chosen) or view.option_label(ctx, moment.chosen),
                points=tr("table.round_end.gained", points, sign=""),
            )
        return tr("table.replay.where", self.high - self.low, done=self.position - self.low)

    def controls(self) -> list[Button]:
        """The replay's buttons, in the option bar's place (nobody is asked anything here)."""
        zone = self.table.zones.options
        at_start, at_end = self.position <= self.low, self.position >= self.high
        icons: list[tuple[str, Callable[[], None], str, bool]] = [
            ("|<", self.home, "home", not at_start),
            ("<<<", lambda: self.round(-1), "round_back", not at_start),
            ("<<", lambda: self.turn(-1), "turn_back", not at_start),
            ("<", lambda: self.step(-1), "back", not at_start),
            ("=" if self.playing else "play", self.toggle_play, "play", True),
            (">", lambda: self.step(1), "forward", not at_end),
            (">>", lambda: self.turn(1), "turn_forward", not at_end),
            (">>>", lambda: self.round(1), "round_forward", not at_end),
            (">|", self.end, "end", not at_end),
        ]
        words: list[tuple[str, Callable[[], None], str]] = [
            (
                tr("table.replay.speed", speed=f"{SPEEDS[self.speed]:g}"),
                self.faster,
                tr("table.replay.speed_help"),
            ),
        ]
        if self.choose_view:
            words.append((self.view_words(), self.next_view, tr("table.replay.view_help")))
        words.append((tr("table.replay.leave"), self.leave, tr("table.replay.leave_help")))
        return layout_controls(zone, icons, words)

    def view_words(self) -> str:
        if self.view_choice == FOLLOW:
            return tr("table.replay.view_mover")
        if self.view_choice is None:
            return tr("table.replay.view_nobody")
        return tr("table.replay.view_seat", player=self.table.player_name(self.view_choice))

    def key(self, event: pygame.event.Event) -> bool:
        """The replay's keys (docs/table.md): arrows, Shift+arrows, PgUp/PgDn, Home/End, Space, Tab, Esc."""
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_ESCAPE:
            self.leave()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            by = 1 if event.key == pygame.K_RIGHT else -1
            self.turn(by) if shift else self.step(by)
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.round(1 if event.key == pygame.K_PAGEDOWN else -1)
        elif event.key == pygame.K_HOME:
            self.home()
        elif event.key == pygame.K_END:
            self.end()
        elif event.key == pygame.K_SPACE:
            self.toggle_play()
        elif event.key == pygame.K_TAB:
            self.next_view()
        elif pygame.K_1 <= event.key <= pygame.K_9:
            self.to_round(event.key - pygame.K_0)
        elif event.key == pygame.K_F1:
            return False  # the rules and the keys list
        return True
