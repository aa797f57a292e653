"""A tutorial chapter at the table: the real ``TableScene`` with the coach as its gate.

It is the same table (same view, questions, glows, anims, log, tooltips, rules overlay); the
coach (``coach.py``) is the table's ``Gate``: the gated legal actions, refused clicks, undo inside
the current move step, the scripted seats where the bots would sit, no autosave of the real game,
the results held until the coach has said its last words. ``TableHost`` is what the coach asks of
the table (``coach.CoachHost``). After the hand-off the coach steps aside and the table plays on
with ``easy`` or ``normal`` bots.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ai.budget import Budget
from game.client.table import coach_store
from game.client.table.bots import BotSeats
from game.client.table.coach import Coach, resolve_place
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.start import bot_name
from game.client.table.view import GameView
from game.client.text import tr
from game.rules.base import State
from game.tutorial import Script, start_state

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

SCRIPT_LEVEL = "script"


class TableHost:
    """The coach's view of its table (``CoachHost``): where things are, Skip chapter, the
    hand-off and leaving. Set ``table`` once the table is built (it is built with the coach)."""

    def __init__(self, app: App, view: GameView, bot_budget: Budget | None) -> None:
        self.app = app
        self.view = view
        self.bot_budget = bot_budget
        self.table: TableScene | None = None

    def _table(self) -> TableScene:
        assert self.table is not None, "the coach's table is not built yet"
        return self.table

    def coach_locate(self, actions: Sequence[int]) -> pygame.Rect | None:
        options = self._table().options
        for action in actions:
            rect = options.locate_direct(action)
            if rect is not None:
                return rect
        return options.locate(actions[0])

    def coach_place(self, name: str) -> pygame.Rect | None:
        return resolve_place(self.view, name, self._table().state)

    def coach_keep_visible(self) -> list[pygame.Rect]:
        table = self._table()
        keep = [table.zones.top_strip, *(button.rect for button in table.options.buttons)]
        if table.question is not None and table.human_turn():
            keep += [t.rect for t in table.question.live_targets()]
        return keep

    def coach_jump(self, state: State) -> None:
        """Skip chapter: the remaining actions are applied without animation, the log kept."""
        self._table().jump_to(state)

    def coach_hand_off(self, level: str, new_game: bool) -> None:
        table = self._table()
        if new_game:
            table.driver.close()
            seats = [Seat(tr("table.new_game.default_name", number=1)), Seat(bot_name(level, 2), level)]
            players = max(self.view.title.min_players, 2)
            setup = GameSetup(seats[:players], random.randrange(1, 100000))
            session = Session(self.view.title, setup, view=self.view)
            self.app.stack.replace(TableScene(self.app, self.view, session, bot_budget=self.bot_budget))
            return
        for player, seat in enumerate(table.session.seats):
            if seat.level == SCRIPT_LEVEL:
                seat.level = level
                seat.name = bot_name(level, player + 1)
        table.driver.replace_bots(BotSeats(table.session, self.bot_budget))
        table.notices.watch_bots(table.driver.bots)
        table.message = tr("coach.on_your_own")
        table.refresh()

    def coach_leave(self) -> None:
        """Back to Learn to play: the list the chapter was started from, or (a chapter started
        from a game's first-start offer, over the title screen) this game's chapters."""
        from game.client.scenes.learn import LearnScene

        self.app.stack.pop()
        if not isinstance(self.app.stack.top, LearnScene):
            self.app.stack.push(LearnScene(self.app, [self.view.title_id]))

    def coach_offer_leave(self) -> None:
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


def tutorial_table(
    app: App,
    view: GameView,
    script: Script,
    state: State | None = None,
    *,
    bot_budget: Budget | None = None,
    restore: tuple[int, int] | None = None,
) -> TableScene:
    """The table of a chapter: the person in the script's seat, scripted opponents, the coach."""
    if state is None:
        state = start_state(script)
    seats = []
    for player in range(state.num_players):
        if player == script.human:
            seats.append(Seat(tr("coach.you")))
        else:
            seats.append(Seat(tr("coach.opponent", number=player + 1), SCRIPT_LEVEL))
    session = Session(view.title, GameSetup(seats, int(getattr(state, "seed", 0) or 0)), state, view=view)
    host = TableHost(app, view, bot_budget)
    coach = Coach(script, view, host, clock=lambda: app.time)
    if restore is not None:
        coach.progress.step, coach.progress.entry = restore
        coach.history = list(getattr(state, "history", []) or [])
    table = TableScene(app, view, session, bot_budget=bot_budget, coach=coach)
    host.table = table
    return table


def tutorial_scene(app: App, view: GameView, script: Script, *, resume: bool = False) -> TableScene:
    """A chapter from its start, or (``resume``) from the tutorial slot when it holds this chapter."""
    if resume:
        slot = coach_store.load_slot(script.title)
        if slot is not None and slot["chapter"] == script.chapter:
            state = start_state(script)
            try:
                for action in slot["history"]:
                    state.apply(action)
                return tutorial_table(
                    app, view, script, state, restore=(int(slot["step"]), int(slot["entry"]))
                )
            except Exception:
                log.exception("the tutorial slot does not replay; the chapter starts again")
    coach_store.clear_slot(script.title)
    return tutorial_table(app, view, script)
