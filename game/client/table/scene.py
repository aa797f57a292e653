"""The table scene every game shares: one question at a time, bots, curtain, undo, log, anims.

The game's ``GameView`` draws and words everything about the game; this scene owns the turn:
who may see what (``viewer``), when the screen must be passed, the bot seats, undo, autosave,
the animation queue, score floats, the log book, option buttons and their keys, tooltips.
The scene keeps the state and its public methods; the work lives beside it, one idea a module:
the keyboard in ``hotkeys.py``, the pointer in ``pointer.py``, the buttons in ``buttons.py``,
the frame step (bot playback and pacing, score floats, the curtain) in ``playback.py``, taking
back in ``undo.py``, the hint's hooks in ``hint.py``, the picture in ``draw.py``, the autosave
and fault notices in ``notices.py``.
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ai.search import Budget
from game.client.scene import Scene
from game.client.table import buttons, hint, hotkeys, notices, playback, pointer, undo
from game.client.table import draw as D
from game.client.table.anim import AnimQueue, Floaters
from game.client.table.bots import BotSeats, WorkerFactory
from game.client.table.hint import HintPanel
from game.client.table.hotkeys import DIGITS as DIGITS  # re-exported: its old home
from game.client.table.hotkeys import KEY_GRACE as KEY_GRACE
from game.client.table.hotkeys import OptionKeys, PromptWatch, latin_letter
from game.client.table.logbook import LogBook
from game.client.table.saves import autosave_slot
from game.client.table.session import Session
from game.client.table.view import Ctx, GameView, Option, Question
from game.client.text import tr
from game.client.widgets import Button
from game.rules.base import Event, IllegalAction, State

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

GC_THRESHOLDS = (5000, 20, 1000)


# Kept for their old importers: the keyboard moved to hotkeys.py, the autosave and fault
# notices to notices.py (session 5, no change of behaviour).
_latin_letter = latin_letter


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
    ) -> None:
        super().__init__(app)
        self.app: App = app
        self.view = view
        if view.app is None:
            view.app = app
        self.session = session
        session.view = view
        self.demo = demo
        self.zones = view.zones()
        self.anims = AnimQueue()
        self.floaters = Floaters()
        self.before: State | None = None  # the full state before the last action, while it animates
        self.book = LogBook(view.log_writer, self.player_name)
        self._open_log(session, demo)
        self.log_scroll = 0
        self.pending: list[int] = []  # several actions behind one click: asked as options
        self.buttons: list[Button] = []
        self.top_buttons: list[Button] = []
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.hover_still = 0.0  # seconds the pointer has rested: tooltips wait for draw.TOOLTIP_DELAY
        # A scene lies over the table (results, pause, curtain, a dialog): nothing of the table
        # answers the pointer then, no tooltip, no hover (session 5: a tip stayed over the results).
        self.covered = False
        self.message = ""
        # The seat whose action the animation queue is playing out (None before the first): while
        # a person's own move plays, the prompt names nobody else (draw.prompt_text).
        self.actor: int | None = None
        # Whose private things are face up, and who last had the screen in hot-seat.
        self.viewer: int | None = None if demo else (session.humans[0] if len(session.humans) == 1 else None)
        self.at_screen: int | None = self.viewer
        self.curtain_up = False
        self.bot_budget = bot_budget
        self.make_worker = make_worker
        self.bots = self.make_bots(session, bot_budget)
        self.save_slot = autosave_slot(session.title.id)  # never raises into the game (issue 17)
        self._gc_thresholds = gc.get_threshold()
        self.end_wait = 0.0
        self.results_shown = False
        self.serial = 0  # counts applied and undone actions: the position's identity for caches
        self._seen: tuple[object, State] | None = None
        self.question: Question | None = None
        self._language = app.settings.language
        self.option_keys = OptionKeys()  # stable digits per option (issue 15, hotkeys.py)
        self.option_layout: buttons.OptionLayout | None = None  # steady buttons (buttons.steady_rects)
        self.prompt_watch = PromptWatch()  # keys wait until a new prompt was seen (KEY_GRACE)
        self.hint = HintPanel(view.title_id)  # issue 14: "What would a strong player do?"
        self.refresh()
        self._scores_key: tuple[int, int | None] = (self.serial, self.viewer)
        self.scores_seen = self.seen().scores()
        self._base = pygame.Surface((1600, 900)).convert()
        self._base_key: tuple[object, ...] = ()

    def _open_log(self, session: Session, demo: bool) -> None:
        """A new game starts its log; a continued one gets its log and undo steps back from the
        saved action history (issue 15), or, when that cannot be replayed, a "resumed" line."""
        seed = session.setup.seed
        if not _history(session.state):
            self.book.note("started", seed=seed)
            self.book.feed(self.view.opening_events(session.state))
            return
        if not demo:
            self.book.note("started", seed=seed)
            try:
                opening = self.view.opening_events(session.new_state())
            except Exception:  # a damaged save's setup: the replay below fails too, and says so
                opening = []
            self.book.feed(opening)

            def record(events: list[Event]) -> int:
                mark = self.book.mark()
                self.book.feed(events)
                return mark

            if session.replay_history(record):
                return
            self.book.truncate(0)
        self.book.note("resumed", seed=seed)

    # -- reading ----------------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.session.state

    @property
    def thinking(self) -> int | None:
        return self.bots.thinking

    def player_name(self, player: int) -> str:
        from game.client.table.start import seat_name

        return seat_name(self.session.seat(player), player)

    @property
    def pointer(self) -> tuple[int, int]:
        """Where the pointer is for the table's hover effects: off the canvas while a scene lies
        over the table (session 5: no tooltip or highlight of the table under the results)."""
        return (-1, -1) if self.covered else self.hover_pos

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
        """A person may act now: it is a person's turn, the table is still, and that person holds
        the screen (in hot-seat, after the hand-over or the curtain)."""
        if self.demo or not self.session.human_to_move() or self.anims.busy:
            return False
        return self.viewer == self.state.current_player()

    def ctx(self, state: State | None = None) -> Ctx:
        interactive = self.human_turn()
        return Ctx(
            state=state if state is not None else self.seen(),
            viewer=self.viewer,
            names=[self.player_name(player) for player in range(len(self.session.seats))],
            assets=self.app.assets,
            time=self.app.time,
            hover=self.pointer,
            interactive=interactive,
            question=self.question if interactive else None,
            hidden=self.anims.hidden(),
            thinking=self.thinking,
            high_contrast=self.app.settings.high_contrast,
            mover=self.state.current_player(),
            showing_before=self.shown is not self.state,
            pending=tuple(self.pending),
            acting=self.acting_seat(interactive),
        )

    def acting_seat(self, interactive: bool) -> int:
        """The seat shown as acting (``Ctx.acting``, playback.py)."""
        return playback.acting_seat(self, interactive)

    def animating(self) -> bool:
        """Anything moving keeps the app at its full frame rate (playback.py)."""
        return playback.animating(self)

    # -- life cycle -------------------------------------------------------------------------

    def enter(self) -> None:
        if self.view.music:
            self.app.audio.play_music(self.view.music)
        # A thinking bot allocates tree nodes fast; with the default thresholds the collector runs
        # often and frames stall (bench/bench_five_tribes_table.py). Fewer young collections and a
        # frozen old heap keep p99 low.
        self._gc_thresholds = gc.get_threshold()
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)

    def pause(self) -> None:
        """A scene was pushed over the table: its tooltip and hover go (they wait for the pointer
        to rest again once the table is back on top)."""
        self.covered = True
        self.hover_still = 0.0

    def resume(self) -> None:
        """Back from Pause or Settings: a language switched there rewords the prompt and the
        buttons at once (issue 15); the log, the top strip and names follow by themselves."""
        self.covered = False
        self.hover_still = 0.0
        if pygame.mouse.get_focused():
            # The pointer moved over the scene above (its events went there): start from where
            # it is now, not from where it was when that scene opened.
            self.hover_pos = self.app.letterbox.to_logical(pygame.mouse.get_pos())
        if self._language != self.app.settings.language:
            self._language = self.app.settings.language
            self.refresh()

    def exit(self) -> None:
        self.bots.close()
        self.hint.close()
        gc.set_threshold(*self._gc_thresholds)
        gc.unfreeze()

    # -- acting -----------------------------------------------------------------------------

    def play(self, action: int) -> list[Event]:
        """Apply one action for whoever is to move: anims, log, autosave, the next question."""
        before = self.state.clone()
        actor = before.current_player()
        try:
            events = self.session.apply(action, log_mark=self.book.mark())
        except IllegalAction as error:
            log.warning("refused %s: %s", action, error)
            self.message = self.question.why_not if self.question is not None else ""
            return []
        self.serial += 1
        self.actor = actor
        scale = self.app.settings.animation_speed.duration_scale
        # Played during the last action's playback only by a bot going on with its turn
        # (playback.follows_on; a person's input finishes the anims first): its anims start now.
        self.anims.extend(self.view.animate(events, before, self.ctx(), scale), join=self.anims.busy)
        self.before = before
        self.book.feed(events)
        self.log_scroll = 0
        self.view.reset()
        self.pending = []
        self.message = ""
        if not self.demo:
            self.save_now()
        self.refresh()
        return events

    def make_bots(self, session: Session, budget: Budget | None) -> BotSeats:
        """The bot seats (the tutorial's table puts its scripted seats here)."""
        if self.make_worker is not None:
            return BotSeats(session, budget, self.make_worker)
        return BotSeats(session, budget)

    def save_now(self) -> None:
        """The autosave after an action or an undo (the tutorial's table writes its own slot)."""
        notices.autosave(self.session, self.save_slot)
        self.tell_faults()

    def tell_faults(self) -> None:
        """Issue 17, items 11 and 12: a save the disk refused (the game goes on, the last good
        file stays) and a bot that was late, restarted or gave no legal move, each told once."""
        message = notices.tell_faults(self.book, self.save_slot, self.bots)
        if message is not None:
            self.message = message

    def refresh(self) -> None:
        """Ask the view the question again (after an action, a choice, a step back)."""
        state = self.state
        if state.is_terminal() or self.demo or not self.session.human_to_move():
            self.question = Question(tr("table.prompt.game_over")) if state.is_terminal() else None
        else:
            mover = state.current_player()
            self.question = self.view.question(
                self.ctx(self.view.observe(state, mover)), state.legal_actions()
            )
        self._rebuild_buttons()

    def _watch_prompt(self) -> None:
        """A prompt with other words, options or targets is new: keys wait until it was seen."""
        self.prompt_watch.watch(self.question, self.buttons)

    def prompt_seen(self) -> bool:
        """The live prompt was drawn and has been on screen long enough to be read."""
        return self.prompt_watch.seen()

    def step_back(self) -> bool:
        """Esc, right click and the "back" option (undo.py). False when nothing to step back to."""
        return undo.step_back(self)

    def undo(self) -> None:
        """Ctrl+Z and the Undo button (undo.py)."""
        undo.undo(self)

    def undo_run(self) -> None:
        """An option keyed "undo" or "undo:<what>" (undo.py)."""
        undo.undo_run(self)

    def offers_hint(self) -> bool:
        """May the Hint button show (hint.offered; the tutorial's table overrides this)."""
        return hint.offered(self)

    def ask_hint(self) -> None:
        """The Hint button (hint.ask_at)."""
        hint.ask_at(self)

    def back_or_pause(self) -> None:
        """Esc and right click (UI.md): step back inside the turn when possible, else Pause."""
        if not self.step_back():
            self.open_pause()

    # -- buttons ----------------------------------------------------------------------------

    def _rebuild_buttons(self) -> None:
        self._build_buttons()
        self._watch_prompt()

    def _build_buttons(self) -> None:
        buttons.build_buttons(self)

    def _option_hotkeys(self, options: list[Option], question: Question) -> dict[str, str]:
        return buttons.option_hotkeys(self, options, question)

    def _option_handler(self, option: Option) -> Callable[[], None]:
        return buttons.option_handler(self, option)

    def open_rules(self) -> None:
        from game.client.table.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.view))

    def open_pause(self) -> None:
        from game.client.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app))

    # -- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        pointer.handle(self, event)

    def key(self, event: pygame.event.Event) -> None:
        hotkeys.handle_key(self, event)

    def press_hotkey(self, name: str) -> None:
        hotkeys.press_hotkey(self, name)

    def _finish_anims(self) -> bool:
        """A click during an animation finishes it at once, so input always answers. True when
        what it finished was another seat's move: that input only skips (it never acts on the
        question built for the next person, who has not seen it yet)."""
        if not self.anims.busy:
            return False
        self.anims.finish()
        return self.actor != self.state.current_player()

    def click(self, pos: tuple[int, int]) -> None:
        pointer.click(self, pos)

    def _click_target_actions(self, key: str, actions: tuple[int, ...], choose: bool) -> None:
        pointer.click_target_actions(self, key, actions, choose)

    def target_point(self, action: int) -> tuple[int, int] | None:
        """Where a person clicks next on the way to playing ``action`` (pointer.py)."""
        return pointer.target_point(self, action)

    # -- frame    # -- frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        playback.update(self, dt)

    def _bot_thinks_ahead(self, dt: float) -> None:
        playback.bot_thinks_ahead(self, dt)

    def _watch_scores(self) -> None:
        playback.watch_scores(self)

    def _pass_screen(self, player: int) -> None:
        playback.pass_screen(self, player)

    def show_results(self) -> None:
        from game.client.table.results import ResultsScene

        log.info(
            "game over after %d actions (seed %d): scores %s, winners %s",
            len(_history(self.state)),
            self.session.setup.seed,
            self.state.scores(),
            self.state.winners(),
        )
        self.app.stack.push(ResultsScene(self.app, self.view, self.session, demo=self.demo))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """A cached layer of everything that changes only with the game, then the live parts (draw.py)."""
        D.draw_scene(self, surface)

    def layer_key(self, ctx: Ctx) -> tuple[object, ...]:
        """Everything the cached layer depends on (draw.py)."""
        return D.layer_key(self, ctx)


def _history(state: State) -> list[int]:
    from game.client.table.contract import history

    return history(state)
