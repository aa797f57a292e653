"""The table scene of a tutorial chapter: the real ``TableScene`` with the coach plugged in.

It is the same table (same view, questions, glows, anims, log, tooltips, rules overlay); the
coach (``coach.py``) adds its gate, bubble and scripted seats through a handful of overrides:
``refresh`` asks the view with the gated legal actions, clicks that play nothing are refused with
the coach's line, undo stops at the current move step, the scripted seats sit where the bots
would (``make_bots``), the autosave goes to the tutorial slot (``save_now``), and the results wait
until the coach has said its last words. After the hand-off the coach steps aside and the table
plays on with ``easy`` or ``normal`` bots.
"""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

import pygame

from ai.search import Budget
from game.client.table import coach_store
from game.client.table.bots import BotSeats
from game.client.table.coach import Coach, resolve_place
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.start import bot_name
from game.client.table.view import GameView, Question
from game.client.text import tr
from game.rules.base import Event, State
from game.tutorial import Script, start_state

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

SCRIPT_LEVEL = "script"
FAREWELL_SECONDS = 4.0


class TutorialTableScene(TableScene):
    def __init__(
        self,
        app: App,
        view: GameView,
        script: Script,
        state: State | None = None,
        *,
        bot_budget: Budget | None = None,
        restore: tuple[int, int] | None = None,
    ) -> None:
        self.script = script
        if state is None:
            state = start_state(script)
        seats = []
        for player in range(state.num_players):
            if player == script.human:
                seats.append(Seat(tr("coach.you")))
            else:
                seats.append(Seat(tr("coach.opponent", number=player + 1), SCRIPT_LEVEL))
        session = Session(view.title, GameSetup(seats, int(getattr(state, "seed", 0) or 0)), state, view=view)
        self.coach = Coach(script, view, self, clock=lambda: app.time)
        if restore is not None:
            self.coach.progress.step, self.coach.progress.entry = restore
            self.coach.history = list(getattr(state, "history", []) or [])
        super().__init__(app, view, session, bot_budget=bot_budget)
        self.viewer = script.human
        self.at_screen = script.human
        self.farewell_until = 0.0

    # -- the hooks of TableScene ------------------------------------------------------------------

    @property
    def thinking(self) -> int | None:
        """No "thinking" dots while a scripted opponent waits for the reader to press Next."""
        coach = getattr(self, "coach", None)
        if coach is not None and coach.active and not coach.progress.opponent_to_act():
            return None
        return self.bots.thinking

    def make_bots(self, session: Session, budget: Budget | None) -> BotSeats:
        coach = getattr(self, "coach", None)
        if coach is not None and coach.active:
            return BotSeats(session, budget, make_worker=self._scripted_worker)
        return BotSeats(session, budget)

    def _scripted_worker(
        self, level: str, title_id: str, seed: int, budget: Budget | None, fallback_seed: int = 0
    ) -> object:
        # BotSeats passes fallback_seed = the game's seed + the seat (bots.py).
        return self.coach.seat(fallback_seed - self.session.setup.seed)

    def offers_hint(self) -> bool:
        """No hint while the coach leads: the ring shows the move (after the hand-off, as usual)."""
        coach = getattr(self, "coach", None)
        return (coach is None or not coach.active) and super().offers_hint()

    def save_now(self) -> None:
        """Never the real game's autosave: the coach keeps its own slot while the script runs."""

    def refresh(self) -> None:
        coach = getattr(self, "coach", None)
        state = self.state
        if coach is not None:
            coach.layout = None  # the bubble's target may sit on a rebuilt button
        if coach is None or not coach.active or state.is_terminal() or not self.session.human_to_move():
            super().refresh()
            return
        allowed = coach.gate(state, state.legal_actions())
        if not allowed:
            self.question = Question(coach.refusal_line(state, None))
        else:
            self.question = self.view.question(
                self.ctx(self.view.observe(state, state.current_player())), allowed
            )
        self._rebuild_buttons()

    def play(self, action: int) -> list[Event]:
        before = self.state.clone()
        serial = self.serial
        events = super().play(action)
        if self.serial != serial:
            self.coach.applied(before, action)
            self.refresh()
        return events

    def step_back(self) -> bool:
        if self.coach.active and not self.pending and not self.coach.can_undo():
            if self.human_turn() and self.view.back():
                self.refresh()
                return True
            return False
        return super().step_back()

    def undo(self) -> None:
        if self.coach.active and not self.pending and not self.coach.can_undo():
            if self.human_turn() and self.view.back():
                self.refresh()
                return
            self.message = tr("table.table.cannot_undo")
            return
        serial = self.serial
        depth = self.session.undo_depth
        super().undo()
        if self.serial != serial and self.session.undo_depth < depth:
            self.coach.undone()
            self.refresh()

    def back_or_pause(self) -> None:
        """Esc: step back inside a move step, else offer to leave (TUTORIAL.md principle 8)."""
        if self.coach.active:
            if not self.step_back():
                self.offer_leave()
            return
        super().back_or_pause()

    def show_results(self) -> None:
        if self.coach.active:
            return  # the coach explains the scores first; its hand-off starts what comes next
        super().show_results()

    # -- input and drawing --------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.coach.active:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                if self.coach.click(event.pos, self.state):
                    self.refresh()
                    return
                if not self._click_plays(event.pos):
                    self.refuse_click()
                    return
            elif event.type == pygame.KEYDOWN and self.coach.key(event, self.state):
                self.refresh()
                return
        super().handle(event)

    def _click_plays(self, pos: tuple[int, int]) -> bool:
        """Whether the table would do something with this click (a top button, an option, a target)."""
        if any(button.rect.collidepoint(pos) and button.enabled for button in self.top_buttons):
            return True
        if not self.human_turn() or not self.coach.human_may_act():
            return False
        if any(button.rect.collidepoint(pos) and button.enabled for button in self.buttons):
            return True
        if self.question is None or self.pending:
            return False
        target = self.question.target_at(pos)
        return target is not None and (bool(target.actions) or target.choose)

    def refuse_click(self) -> None:
        self.message = self.coach.refuse(self.state, self.question)
        self.app.audio.play("ui/click")

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        super().draw(surface, alpha)
        if self.coach.active:
            ctx_question = self.question if self.human_turn() else None
            if ctx_question is not None:
                for target in ctx_question.targets:
                    if target.actions and target.glow:
                        # TUTORIAL.md principle 2: the same glow as normal play, stronger.
                        self.view.draw_target_glow(surface, target, 1.0, True)
            self.coach.draw(surface, self.state, self.app.time, self.pointer)
        elif self.app.time < self.farewell_until:
            self.coach.draw_farewell(surface, self.app.time)

    def update(self, dt: float) -> None:
        if self.coach.active and self.coach.opponent_waiting() and self.coach.reading is not None:
            return  # re-reading an old bubble holds the scripted opponent
        super().update(dt)

    # -- CoachHost ----------------------------------------------------------------------------

    def coach_locate(self, action: int) -> pygame.Rect | None:
        for button in self.buttons:
            if button.action == action:
                return button.rect
        question = self.question
        if question is None or self.pending:
            return None
        for target in question.targets:
            if target.actions == (action,):
                return target.rect
        key = self.view.route(self.ctx(), question, action)
        if key is not None:
            for button in self.buttons:
                if button.key == key:
                    return button.rect
            for target in question.targets:
                if target.key == key:
                    return target.rect
        for target in question.targets:
            if action in target.actions:
                return target.rect
        return None

    def coach_place(self, name: str) -> pygame.Rect | None:
        return resolve_place(self.view, name, self.state)

    def coach_jump(self, state: State) -> None:
        """Skip chapter: the remaining actions are applied without animation, the log kept."""
        done = len(getattr(self.state, "history", []) or [])
        actions = list(getattr(state, "history", []) or [])[done:]
        if not actions:
            self.session.state = state
        for action in actions:
            events = self.session.apply(action)
            self.book.feed(events)
        self.anims.finish()
        self.before = None
        self.serial += 1
        self.view.reset()
        self.pending = []
        self.message = ""
        self.refresh()

    def coach_hand_off(self, level: str, new_game: bool) -> None:
        self.bots.close()
        if new_game:
            seats = [Seat(tr("table.new_game.default_name", number=1)), Seat(bot_name(level, 2), level)]
            players = max(self.view.title.min_players, 2)
            seats = seats[:players]
            setup = GameSetup(seats, random.randrange(1, 100000))
            session = Session(self.view.title, setup, view=self.view)
            self.app.stack.replace(TableScene(self.app, self.view, session, bot_budget=self.bot_budget))
            return
        for player, seat in enumerate(self.session.seats):
            if seat.level == SCRIPT_LEVEL:
                seat.level = level
                seat.name = bot_name(level, player + 1)
        self.bots = BotSeats(self.session, self.bot_budget)
        self.farewell_until = self.app.time + FAREWELL_SECONDS
        self.message = tr("coach.on_your_own")
        self.refresh()

    def coach_leave(self) -> None:
        self.app.stack.pop()

    def offer_leave(self) -> None:
        from game.client.scenes.message import MessageScene

        self.app.stack.push(
            MessageScene(
                self.app,
                tr("coach.leave_title"),
                tr("coach.leave_body"),
                on_confirm=self.coach_leave,
                confirm_label=tr("coach.leave"),
                cancel_label=tr("coach.stay"),
            )
        )


def tutorial_scene(app: App, view: GameView, script: Script, *, resume: bool = False) -> TutorialTableScene:
    """A chapter from its start, or (``resume``) from the tutorial slot when it holds this chapter."""
    if resume:
        slot = coach_store.load_slot(script.title)
        if slot is not None and slot["chapter"] == script.chapter:
            state = start_state(script)
            try:
                for action in slot["history"]:
                    state.apply(action)
                return TutorialTableScene(
                    app, view, script, state, restore=(int(slot["step"]), int(slot["entry"]))
                )
            except Exception:
                log.exception("the tutorial slot does not replay; the chapter starts again")
    coach_store.clear_slot(script.title)
    return TutorialTableScene(app, view, script)
