"""The table scene every game shares: one question at a time, bots, curtain, undo, log, anims.

The game's ``GameView`` draws and words everything about the game. The scene keeps the game and
its picture (the session, the question, the animation queue, score floats, the log book, the
position's serial) and composes components that own the rest and are asked, never reached into
(docs/table.md): ``input`` (pointer and keys, ``input.py``), ``options`` (the top strip's buttons
and the prompt's option bar, ``options.py``), ``driver`` (bots, pacing, the hot-seat curtain, the
results' wait, ``driver.py``), ``undoing`` (``undo.py``), ``renderer`` (the cached layer and the
drawing, ``draw.py``), ``hint`` (the turn's plan, ``hint.py``), ``previews`` (what a hovered
choice would give, ``preview_panel.py``), ``notices`` (autosave and faults, ``notices.py``)
and ``coach`` (the action gate and bubble layer, ``coach_gate.py``; open in normal play).

A click walks: ``input`` -> the question's target or an option -> ``play`` -> the session ->
the engine -> its events -> anims, log, autosave -> ``refresh`` (the next question).
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ai.budget import Budget
from game.client import history
from game.client.scene import Scene
from game.client.table.anim import AnimQueue, Floaters
from game.client.table.bots import BotSeats, WorkerFactory
from game.client.table.coach_gate import OPEN, Gate
from game.client.table.draw import Renderer
from game.client.table.driver import LiveDriver
from game.client.table.hint import HintPanel
from game.client.table.input import TableInput
from game.client.table.logbook import LogBook
from game.client.table.marks import Marks
from game.client.table.notices import Notices
from game.client.table.options import OptionBar
from game.client.table.preview_panel import PreviewPanel
from game.client.table.round_end import RoundEnd, Summary, summary_lines
from game.client.table.session import Session
from game.client.table.undo import Undo
from game.client.table.view import GameView
from game.client.table.view_types import Ctx, Question
from game.client.text import tr
from game.rules.base import Event, IllegalAction, State

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

GC_THRESHOLDS = (5000, 20, 1000)


class TableScene(Scene):
    def __init__(
        self,
        app: App,
        view: GameView,
        session: Session,
        *,
        demo: bool = False,
        bot_budget: Budget | None = None,
        make_worker: WorkerFactory | None = None,
        coach: Gate = OPEN,
        driver: Callable[[TableScene], LiveDriver] | None = None,
    ) -> None:
        super().__init__(app)
        self.app: App = app
        self.view = view
        if view.app is None:
            view.app = app
        self.session = session
        session.view = view
        self.demo = demo
        self.coach = coach
        self.zones = view.zones()
        self.anims = AnimQueue()
        self.floaters = Floaters()
        self.before: State | None = None  # the full state before the last action, while it animates
        self.book = LogBook(
            view.log_writer, self.player_name, lambda summary, name: summary_lines(view, summary, name)
        )
        self.round_end = RoundEnd(view, session.state)  # the round's summary: panel and log group
        self.serial = 0  # counts applied and undone actions: the position's identity for caches
        self.question: Question | None = None
        # counts the questions asked: a choice that changes only the view's question (a card held,
        # a zone chosen, a tile flipped) changes what is clicked for a step, not the position
        self.asked = 0
        self.message = ""
        self._seen: tuple[object, State] | None = None
        self._language = app.settings.language
        self._gc_thresholds = gc.get_threshold()
        self.marks = Marks(view, session)  # what the others changed since each person last acted
        self.bot_budget = bot_budget
        self.make_worker = make_worker
        # The turn driver: the seats (people and bots), or another one such as a replay's
        # (replay.py), which plays a recorded game and never saves.
        self.driver = (
            driver(self) if driver is not None else LiveDriver(self, session, self.make_bots(), demo=demo)
        )
        saves = not demo and coach.saves() and self.driver.live
        self.notices = Notices(session, self.book, self.driver.bots, saves=saves)
        # The finished game's History file, once written (``record_finished``); None before.
        self.in_history: Path | None = None
        self.recorded = False  # the finished game went to History (or was refused there) once
        self._open_log(session, demo)
        self.input = TableInput(self)
        self.options = OptionBar(self)
        self.undoing = Undo(self)
        # "What would a strong player do?": a plan searched from the turn's start on a real screen
        self.hint = HintPanel(view.title_id, prefetch=not app.headless)
        self.previews = PreviewPanel()  # what a hovered choice would give
        self.renderer = Renderer(self)
        self.refresh()
        self.driver.reset_scores(self.serial)

    def make_bots(self) -> BotSeats:
        """The bot seats: the coach's scripted opponents while it leads, else the given workers."""
        make_worker = self.coach.make_worker(self.session.setup.seed) or self.make_worker
        if make_worker is not None:
            return BotSeats(self.session, self.bot_budget, make_worker)
        return BotSeats(self.session, self.bot_budget)

    def _open_log(self, session: Session, demo: bool) -> None:
        """A new game starts its log; a continued one gets its log and undo steps back from the
        saved action history, or, when that cannot be replayed, a "resumed" line."""
        seed = session.setup.seed
        if not session.state_history():
            self.book.note("started", seed=seed)
            self.book.feed(self.view.opening_events(session.state))
            return
        if not demo:
            self.book.note("started", seed=seed)
            try:
                fresh = session.new_state()
                opening, start = self.view.opening_events(fresh), fresh
            except Exception:  # a damaged save's setup: the replay below fails too, and says so
                opening, start = [], None
            self.book.feed(opening)
            if start is not None:
                self.marks.start(start)
                self.round_end.reset(start)
            # The marks since each person's last action and the rounds' summaries come back as
            # they were, from the same replay as the log.
            summaries: list[Summary | None] = []

            def follow(actor: int, events: list[Event], before: State, after: State) -> None:
                self.marks.played(actor, events, after)
                summaries.append(self.round_end.played(before, after, events) if self.driver.live else None)

            pending = iter(summaries)  # read after the replay filled it, one per action

            def record(events: list[Event]) -> int:
                mark = self.book.mark()
                self.feed_log(events, next(pending, None))
                return mark

            if session.replay_history(record, follow):
                self.round_end.close()  # in the log; the panel was seen when the round ended
                return
            self.book.truncate(0)
            self.marks.start(session.state)
            self.round_end.reset(session.state)
        self.book.note("resumed", seed=seed)

    # -- reading ----------------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.session.state

    @property
    def viewer(self) -> int | None:
        """Whose private things are face up (the driver hands the screen over)."""
        return self.driver.viewer

    @property
    def thinking(self) -> int | None:
        """The bot seat whose thinking dots show (none while the coach holds its opponent)."""
        return self.driver.thinking if self.coach.shows_thinking() else None

    def player_name(self, player: int) -> str:
        from game.client.table.start import seat_name

        return seat_name(self.session.seat(player), player)

    @property
    def shown(self) -> State:
        """The full state the board shows: the one before the action while its first anim plays."""
        if self.before is not None and self.anims.showing_before():
            return self.before
        return self.state

    def seen(self) -> State:
        """What may be drawn: the observation of ``shown`` for the viewer (cached per position)."""
        shown = self.shown
        key = (self.serial, shown is self.state, self.viewer)
        if self._seen is None or self._seen[0] != key:
            self._seen = (key, self.view.observe(shown, self.viewer))
        return self._seen[1]

    def human_turn(self) -> bool:
        """A person may act now: their turn, a still table, and they hold the screen."""
        return not self.anims.busy and self.driver.may_act(self.state.current_player())

    def ctx(self, state: State | None = None) -> Ctx:
        interactive = self.human_turn()
        return Ctx(
            state=state if state is not None else self.seen(),
            viewer=self.viewer,
            names=[self.player_name(player) for player in range(len(self.session.seats))],
            assets=self.app.assets,
            time=self.app.time,
            hover=self.input.pointer,
            interactive=interactive,
            question=self.question if interactive else None,
            hidden=self.anims.hidden(),
            thinking=self.thinking,
            high_contrast=self.app.settings.high_contrast,
            mover=self.state.current_player(),
            showing_before=self.shown is not self.state,
            pending=tuple(self.options.pending),
            undoable=self.session.undoable(),
            acting=self.driver.acting_seat(interactive),
        )

    def animating(self) -> bool:
        """Anything moving keeps the app at its full frame rate (the driver knows)."""
        return self.driver.animating()

    def target_point(self, action: int) -> tuple[int, int] | None:
        """Where a person clicks next on the way to playing ``action`` (tests, hint, coach)."""
        found = self.options.locate(action)
        return found.center if found is not None else None

    # -- life cycle -------------------------------------------------------------------------

    def enter(self) -> None:
        if self.view.music:
            self.app.audio.play_music(self.view.music)
        # A thinking bot allocates tree nodes fast; with the default thresholds the collector runs
        # often and frames stall (bench/bench_five_tribes_table.py). Fewer young collections and a
        # frozen old heap keep p99 low. The heap is collected first: a frozen object is never
        # freed, so garbage frozen with it (the cycles of the table before, of its widgets and its
        # surfaces) stayed for as long as a table was open, and from one table to the next.
        self._gc_thresholds = gc.get_threshold()
        gc.collect()
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)

    def pause(self) -> None:
        """A scene was pushed over the table: its tooltip and hover go."""
        self.input.cover()

    def resume(self) -> None:
        """Back from Pause or Settings: a language switched there rewords the prompt and the
        buttons at once; the log, the top strip and names follow by themselves."""
        self.input.uncover()
        self.options.rebuild()  # the final table's Results button once the results were shown
        if self._language != self.app.settings.language:
            self._language = self.app.settings.language
            self.refresh()

    def exit(self) -> None:
        self.driver.close()
        self.hint.close()
        gc.set_threshold(*self._gc_thresholds)
        gc.unfreeze()

    # -- acting -----------------------------------------------------------------------------

    def play(self, action: int) -> list[Event]:
        """Apply one action for whoever is to move: anims, log, autosave, the next question."""
        actor = self.state.current_player()
        person = self.driver.live and not self.demo and self.session.human_to_move()
        try:
            events, before = self.session.apply_keeping(action, log_mark=self.book.mark())
        except IllegalAction as error:
            log.warning("refused %s: %s", action, error)
            self.message = self.question.why_not if self.question is not None else ""
            return []
        self.serial += 1
        self.driver.played(actor)
        self.marks.played(actor, events)
        self.hint.played(actor, events, self.state, before)
        scale = self.app.settings.animation_speed.duration_scale
        # Played during the last action's playback only by a bot going on with its turn
        # (LiveDriver.follows_on; a person's input finishes the anims first): its anims start now.
        self.anims.extend(self.view.animate(events, before, self.ctx(), scale), join=self.anims.busy)
        self.before = before
        # A replay's log keeps one entry per action (replay.py): no round summaries there.
        summary = self.round_end.played(before, self.state, events) if self.driver.live else None
        self.feed_log(events, summary)
        if summary is not None and (self.demo or self.coach.leads()):
            self.round_end.close()  # the attract mode and a tutorial chapter go on unheld
        self.renderer.log_scroll = 0
        self.view.reset()
        self.options.pending = []
        self.options.forced_keys = self.view.forced_keys(self.ctx(before), action) if person else {}
        self.options.forced_clicks = self.view.forced_clicks(self.ctx(before), action) if person else []
        self.message = ""
        self.coach.applied(before, action)
        self.save_now()
        self.record_finished()
        self.refresh()
        return events

    def feed_log(self, events: list[Event], summary: Summary | None) -> None:
        """An action's lines; the summary of the round it ended closes the round in the log:
        after its last lines, before the next round's heading (``GameView.round_split``)."""
        if summary is None:
            self.book.feed(events)
            return
        split = self.view.round_split(events)
        self.book.feed(events[:split])
        self.book.add_summary(summary)
        if events[split:]:
            self.book.feed(events[split:])

    def rewound(self, log_mark: int) -> None:
        """The session went back to an earlier position (an undo): the picture follows it."""
        self.serial += 1
        self.anims.finish()
        self.before = None
        # a refused click's words were about the position undone (a fault the autosave below
        # meets is told again after this)
        self.message = ""
        self.options.forced_keys = {}
        self.options.forced_clicks = []
        self.view.reset()
        self.driver.reset_scores(self.serial)
        self.marks.rewound()
        self.hint.rewound()
        self.round_end.reset(self.state)
        # The log shows the game as it now stands: the undone step's lines go.
        if log_mark >= 0:
            self.book.truncate(log_mark)
        self.coach.undone()
        self.save_now()
        self.refresh()

    def jump_to(self, state: State) -> None:
        """Show ``state`` at once, no animation, the log kept (the coach's Skip chapter): the
        actions ``state`` applied beyond the table's position are applied here."""
        done = len(self.session.state_history())
        actions = list(getattr(state, "history", []) or [])[done:]
        if not actions:
            self.session.state = state
        for action in actions:
            self.book.feed(self.session.apply(action))
        self.anims.finish()
        self.before = None
        self.serial += 1
        self.round_end.reset(self.state)
        self.view.reset()
        self.options.pending = []
        self.message = ""
        self.refresh()

    def playback_done(self) -> None:
        """The last action's playback is over: the board and the strip show the position after it."""
        self.before = None

    def save_now(self) -> None:
        """The autosave after an action or an undo (none in the demo, none in a tutorial)."""
        if not self.notices.saves:
            return
        self.notices.autosave()
        self.tell_faults()

    def tell_faults(self) -> None:
        """A save the disk refused (the game goes on, the last good file stays) and a bot that
        was late, restarted or gave no legal move, each told once."""
        message = self.notices.tell_faults()
        if message is not None:
            self.message = message

    def refresh(self) -> None:
        """Ask the view the question again (after an action, a choice, a step back)."""
        state = self.state
        self.coach.moved()
        if state.is_terminal() or self.demo or not self.driver.live or not self.session.human_to_move():
            self.question = Question(tr("table.prompt.game_over")) if state.is_terminal() else None
        else:
            allowed = self.coach.gate(state, state.legal_actions())
            if not allowed:
                self.question = Question(self.coach.refusal_line(state, None))
            else:
                mover = state.current_player()
                self.question = self.view.question(self.ctx(self.view.observe(state, mover)), allowed)
        self.asked += 1
        self.options.rebuild()

    def offers_hint(self) -> bool:
        """The Hint button shows in normal play while a person is to move (not in the demo, not
        while the coach leads: its ring shows the move)."""
        state = self.state
        return (
            not self.demo
            and self.driver.live
            and self.coach.offers_hint()
            and not state.is_terminal()
            and self.session.human_to_move()
        )

    def ask_hint(self) -> None:
        """The Hint button: ask about the person's decision on a still table."""
        if self.human_turn():
            self.hint.ask(self)
            self.options.rebuild()

    def back_or_pause(self) -> None:
        """Esc and right click (docs/ui.md): step back inside the turn when possible, else Pause
        (the coach offers to leave the chapter instead)."""
        if self.undoing.step_back():
            return
        if self.final_table():
            self.reopen_results()
        elif self.coach.leads():
            self.coach.leave()
        else:
            self.open_pause()

    def open_rules(self) -> None:
        from game.client.table.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.view))

    def open_pause(self) -> None:
        from game.client.scenes.pause import PauseScene

        self.app.stack.push(
            PauseScene(
                self.app, on_export=self.export_game if self.exports() else None, quit_body=self.leave_line()
            )
        )

    def leave_line(self) -> str | None:
        """What leaving for the main menu keeps of this table's game, when it is not "the game is
        saved; you can continue it later" (a live game in play): the demo and a replay save
        nothing, a finished game's autosave is gone (notices.autosave) and History keeps it, a
        tutorial keeps its chapter's place in its own slot."""
        if self.demo:
            return tr("client.pause.quit_to_title_demo")
        if not self.driver.live:
            return self.driver.leave_line()
        if self.final_table() or self.in_history is not None:
            return tr("client.pause.quit_to_title_over")
        return self.coach.leave_line()

    def exports(self) -> bool:
        """Whether Pause offers "Export this game": a live game of people and bot levels (not the
        demo, a replay or a tutorial chapter)."""
        from game.client.history.exchange import exportable

        return not self.demo and self.driver.live and self.coach.saves() and exportable(self.session)

    def export_game(self) -> None:
        """Pause's "Export this game": the game so far (seed, flags, seats, actions) as a file in
        the exports folder, which a message names; the game goes on untouched."""
        from game.client.history.exchange import export_session
        from game.client.history.records import RefusedGame
        from game.client.scenes.message import MessageScene

        heading = tr("history.export_title")
        try:
            path = export_session(self.session)
        except (RefusedGame, OSError) as error:
            log.warning("cannot export the game: %s", error)
            self.app.stack.push(MessageScene(self.app, heading, tr("history.export_failed")))
            return
        self.app.stack.push(MessageScene(self.app, heading, tr("history.exported", path=str(path))))

    def final_table(self) -> bool:
        """The game is over and its results were shown: the table stays to be looked at, and
        its Results button, Esc and Tab bring them back."""
        return (
            self.state.is_terminal()
            and self.driver.results_shown
            and not self.demo
            and not self.coach.leads()
            and not self.coach.holds_results()
        )

    def reopen_results(self) -> None:
        """The results again, whole at once, over the final table."""
        from game.client.table.results import ResultsScene

        if self.final_table():
            self.app.stack.push(ResultsScene(self.app, self.view, self.session, again=True))

    def show_results(self) -> None:
        """The results scene (the coach explains the scores first; its hand-off goes on)."""
        from game.client.table.results import ResultsScene

        if self.coach.holds_results():
            return
        log.info(
            "game over after %d actions (seed %d): scores %s, winners %s",
            len(self.session.state_history()),
            self.session.setup.seed,
            self.state.scores(),
            self.state.winners(),
        )
        self.record_finished()
        self.app.stack.push(ResultsScene(self.app, self.view, self.session, demo=self.demo))

    def record_finished(self) -> None:
        """A finished live game goes to History (``history.record_finished``) once, as it
        finishes: its autosave goes at that move (notices.autosave), so a table left before its
        results show (the results' wait, Menu, a closed window) kept it nowhere. Not the demo, not
        a replay."""
        if self.recorded or self.demo or not self.driver.live or not self.state.is_terminal():
            return
        self.recorded = True
        self.in_history = history.record_finished(self.session)

    # -- the scene's frame -------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def update(self, dt: float) -> None:
        """One frame: input's clocks, the hint, the animations, score floats, the turn."""
        if self.coach.holds_frame():
            return  # re-reading an old bubble holds the scripted opponent
        self.input.tick(dt)
        self.options.tick(dt)
        thinking = self.hint.thinking
        self.hint.update(self)
        if thinking != self.hint.thinking:
            self.options.rebuild()
        was_busy = self.anims.busy
        for sound in self.anims.update(dt):
            self.app.audio.play(sound)
        if was_busy and not self.anims.busy:
            # The Hint button is enabled only on a still table (``human_turn``): built while the
            # last move still played out, it would stay grey for the person's whole turn.
            self.options.rebuild()
        self.floaters.update(dt)
        self.round_end.update(dt)
        self.driver.update(dt)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.renderer.draw(surface)
