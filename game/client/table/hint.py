"""The hint at the table: a plan for the person's whole turn (docs/hint.md, docs/table.md).

"What would a strong player do?" is answered with every step to the end of the person's turn,
searched in its own process (``plan_worker.PlanWorker``, ``ai.planner``). On the real screen the
search starts as the person's turn starts (``prefetch``; never for a bot's seat, never while the
hot-seat curtain hides the table: ``TableScene.human_turn``), so the plan is there soon after the
Hint button is pressed; the button makes the search finish at once with what it has.

The panel lists the numbered steps, what the plan gains in points and the points margin after
the next player's best reply (a win chance only where the title's estimate is calibrated,
``ai.plan.estimate_shown``), a short reason in words, and on request the two or three other
plans. The steps are drawn on the table (``plan_marks``), and the button of the step to play now
gets a marker above it. The plan is followed step by step without another search
(``Plan.step_for``): the panel stays open and moves on to the next step, and its figures stay
what they were (a forced step never changes them). A move that leaves the plan starts a new one;
the end of the turn closes the panel. The hint never plays: it only shows.

The table asks the panel: ``update`` every frame, ``ask`` (its Hint button), ``click(pos)``
first, ``draw`` last, ``close`` when the table leaves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ai.plan import Line, Plan, estimate_shown
from ai.planner import plan_ends
from game.client.table.pager import Pager
from game.client.table.plan_marks import PlanMarks
from game.client.table.plan_words import PlanWords
from game.client.table.plan_worker import PlanWorker
from game.client.text import tr
from game.client.widgets import (
    INK,
    SAFFRON,
    SAND,
    Button,
    blit_text,
    draw_disc,
    draw_panel,
    ellipsized,
    wrap_text,
)
from game.rules.base import Event, State

if TYPE_CHECKING:
    from game.client.table.scene import TableScene
    from game.client.table.view import Target

WIDTH = 440
MIN_WIDTH = 380  # narrower, a step's words wrap to too many rows
# Narrower still only beside what the view keeps in sight in the panel's room (``hint_keep``).
NARROW_WIDTH = 340  # its two buttons (190 and 110 px) and its sides still fit
PAD = 14
LINE = 22
CHROME = PAD + 30 + 10 + 36 + PAD  # the panel's height besides its rows: its title, its buttons
# A panel wide enough for two columns of steps (a band across two boards, above or below what
# the view keeps in sight there) puts its buttons in its title's row: it is short, not tall.
COLUMN_GAP = 24
WIDE_WIDTH = 2 * NARROW_WIDTH + COLUMN_GAP
WIDE_CHROME = PAD + 36 + 8 + PAD
MARKER = (255, 210, 90)
MARKER_RADIUS = 17
RING_GAP, RING_PULSE = 5, 3  # the ring's radius beyond the disc: the gap, and how far it pulses
# The pulsing ring at its widest (pygame draws its 3 px line inside that radius), and 2 px clear.
MARKER_REACH = MARKER_RADIUS + RING_GAP + RING_PULSE + 2  # ``_reach(MARKER_RADIUS)``
# A marker inside a button narrower than its words and a full marker (a Ukrainian "Pass" in a
# crowded bar) is drawn smaller, down to this radius, rather than over what it does not point at.
MIN_MARKER_RADIUS = 8
DONE = (150, 140, 120)
PAGER, PAGER_LIT = (46, 40, 84), (70, 60, 120)  # the pager row's fill, and under the pointer
CANVAS = pygame.Rect(0, 0, 1600, 900)
# How far a plan too tall for its place is folded, each level keeping the ones before it: the
# steps after the next one in a row that names them (``Row.fold``: a click or the pointer
# unfolds it), the title (the buttons in its row), the reason on one row, the reason out, the
# next step in that row too, the figures on one row. The step to play now is always whole, and
# the discs on the table number every step.
FOLD_STEPS, FOLD_TITLE, FOLD_REASON_ROW, FOLD_REASON, FOLD_NEXT, FOLD_SUMMARY = range(1, 7)


class Worker(Protocol):
    def start(self, state: State, player: int) -> None: ...
    def ask(self) -> None: ...
    def poll(self, timeout: float = 0.0) -> Any: ...
    @property
    def busy(self) -> bool: ...
    def close(self) -> None: ...


WorkerFactory = Callable[[str], Worker]


@dataclass(frozen=True, slots=True)
class Row:
    text: str
    size: int
    colour: tuple[int, int, int]
    bold: bool = False
    marker: int | None = None
    indent: bool = False  # a step's row: after the column of its numbers
    forced: bool = False  # the first row of a step the engine takes itself: a ring, no number
    pager: bool = False  # a row of the button that shows the other plans left out (``page``)
    head: bool = False  # the figures and the reason: across the panel, above its columns
    fold: bool = False  # the button that unfolds what a folded panel leaves out, or folds it


class HintPanel:
    """The plan's search, its panel and its marks on the table (see the module docstring)."""

    def __init__(
        self,
        title_id: str,
        make_worker: WorkerFactory | None = None,
        *,
        prefetch: bool = False,
        config: dict[str, Any] | None = None,
    ) -> None:
        self.title_id = title_id
        self.make_worker: WorkerFactory = make_worker or (lambda title: PlanWorker(title, config))
        self.prefetch = prefetch
        self.worker: Worker | None = None
        self.plan: Plan | None = None
        self.open = False  # the panel shows (asked, and not closed since)
        self.thinking = False  # open and waiting for the search
        self.failed = False
        self.others = False  # the other plans are listed
        self.index: int | None = None  # the plan's step for the position now
        self.seen_serial: int | None = None
        self.started_for: int | None = None  # the position (serial) the last search was started at
        self.words: list[str] = []  # the best line's steps, from ``first``
        # Steps the engine takes itself, marked forced (``PlanWords.forced``): before the first
        # step (taken before the turn's first decision), and after each of ``words``.
        self.lead: list[str] = []
        self.after: list[list[str]] = []
        self.first = 0
        self.other_words: list[list[str]] = []
        # The other plans' rows listed: a window the pager row, the wheel and Page Up / Page Down
        # move, as many rows as fit the panel's room (``layout``).
        self.pager = Pager()
        self.summary = ""
        self.reason = ""
        self.marks = PlanMarks()
        self.rect: pygame.Rect | None = None
        self.width = WIDTH
        self.columns = 1  # the steps and the other plans in one column, or two (a wide panel)
        # Folded to fit its place (``FOLD_*``: 0, whole), and the level its place needs; shown
        # whole again while the person asks (``unfolded``: pinned by a click on the fold row, or
        # the pointer resting on it, then on the panel; ``hover_blocked`` until the pointer
        # leaves the panel after a click folded it, so that it does not unfold at once).
        self.fold = 0
        self.fold_needed = 0
        self.unfold_pinned = False
        self.unfold_hover = False
        self.hover_blocked = False
        self.fold_rect: pygame.Rect | None = None  # the fold row as drawn
        self.close_button: Button | None = None
        self.others_button: Button | None = None
        self.point: tuple[int, int] | None = None  # the marker of the step to play now, on its button
        self.point_radius = MARKER_RADIUS  # its disc's radius (smaller inside a narrow button)
        self.asked_at: float | None = None  # the app's time of the ask (bench: ask to plan on screen)
        self.shown_at: float | None = None
        self._language = ""
        self.arrived = 0  # counts the plans taken: the plan's identity for its words and marks
        self.worded: tuple[int, str] | None = None  # the plan (its count) and language worded
        self.taken = True  # the last search's answer was taken (``_take``)
        # The line whose figures are shown (a plan's best, or kept from the plan before it within
        # the same turn), and the figures to keep for a new plan within the same turn: lines, not
        # words, so that a language switch words them anew.
        self.summary_line: Line | None = None
        self.kept: Line | None = None
        # Turns ended at the table (``played``), and the one ``summary_line`` was shown in: the
        # figures are kept within that turn only (the panel often sees a turn's end only after
        # the next seat has moved, when the plan just looks left).
        self.turn = 0
        self.summary_turn = 0
        # The plan (its count) first worded at its step ``first`` at this position: a language
        # switch words it anew from there, the steps played included.
        self.worded_from: tuple[int, int, State] | None = None
        # The plan (its count) whose last step the person played at the table, ending the turn
        # (``played``): told there, not guessed later from the last action's id (the next seat's
        # turn may end with the same id, a Tribes of the Wind draw of the same colour).
        self.finished: int | None = None

    # -- the search ----------------------------------------------------------------------------

    def _worker(self) -> Worker:
        if self.worker is None:
            self.worker = self.make_worker(self.title_id)
        return self.worker

    def _start(self, table: TableScene) -> None:
        """Plan the person's turn from the position now (the worker replaces an older search)."""
        state = table.state
        self.plan = None
        self.started_for = table.serial
        self.taken = False
        self._worker().start(state, state.current_player())
        if self.open:
            self._worker().ask()

    def ask(self, table: TableScene) -> None:
        """The Hint button: show the plan, searching (or finishing the search) if needed."""
        state = table.state
        if state.is_terminal():
            return
        self._take(table)  # a plan that came since the last frame
        if table.serial != self.seen_serial:
            # Followed closed first: a plan the position left (its turn played to its end) goes
            # without closing the panel this ask opens.
            self.open = False
            self._follow(table)
        self.open = True
        self.failed = False
        self.others = False
        self.pager.reset()
        self._fold_reset()
        self.rect = None
        self.asked_at = table.app.time
        self.shown_at = None
        self.seen_serial = None
        self._follow(table)
        if self.plan is None:
            self.thinking = True
            if self.worker is not None and self.worker.busy:
                self.worker.ask()
            else:
                self._start(table)

    def dismiss(self) -> None:
        """Close the panel (the plan is kept: asked again, it shows at once)."""
        self.open = False
        self.thinking = False
        self.failed = False
        self.others = False
        self.pager.reset()
        self._fold_reset()
        self.rect = None
        self.close_button = None
        self.others_button = None
        self.pager.rect = None
        self.marks.clear()

    def _fold_reset(self) -> None:
        self.unfold_pinned = self.unfold_hover = self.hover_blocked = False
        self.fold_rect = None

    @property
    def unfolded(self) -> bool:
        """The panel is shown whole where its place folds it: the person asked (a click on its
        fold row, or the pointer on it and then on the panel)."""
        return self.unfold_pinned or self.unfold_hover

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.plan = None
        self.dismiss()

    def update(self, table: TableScene) -> None:
        """Every frame: take a finished plan, follow the position, start a search at the
        person's turn start (``prefetch``) or after a move that left the plan."""
        state = table.state
        may = table.offers_hint() and table.human_turn()
        self._take(table)
        if state.is_terminal() or not table.offers_hint():
            if self.open:
                self.dismiss()
            return
        if not may:
            return
        if table.serial != self.seen_serial or table.app.settings.language != self._language:
            self._follow(table)
        if self.open:
            self.hover(table.input.pointer)
        idle = not (self.worker is not None and self.worker.busy)
        if self.plan is None and idle and self.started_for != table.serial:
            if self.open and not self.failed:
                self.thinking = True
                self._start(table)
            elif self.prefetch and not self.open:
                self._start(table)

    def played(self, actor: int, events: list[Event], state: State, before: State | None = None) -> None:
        """An action was played at the table (``state`` after it, ``before`` the position it was
        played at): at the end of a turn (as the plan reads it, ``ai.planner.plan_ends``) the
        figures kept for that turn go; when that action was the plan's last step, played where
        the plan expected it, the planned turn is over (read here, not from the panel's step:
        two clicks in one frame play two steps before the panel looks again)."""
        if not plan_ends(state, actor, events)[1]:
            return
        self.turn += 1
        self.kept = None
        plan = self.plan
        if plan is None or actor != plan.player or not plan.best.ends_turn:
            return
        last = len(plan.best.steps) - 1
        at = plan.step_for(before) if before is not None else self.index
        history = list(getattr(state, "history", []) or [])
        if at == last and history[-1:] == [plan.best.steps[last].action]:
            self.finished = self.arrived

    def rewound(self) -> None:
        """An undo: figures kept from the position left behind no longer apply, nor does a
        planned turn played to its end (the undo may have taken its last step back)."""
        self.turn += 1
        self.kept = None
        self.finished = None

    def _take(self, table: TableScene) -> None:
        """The search's answer, once, as soon as it is there (never waited for)."""
        if self.worker is None or self.taken:
            return
        found = self.worker.poll(0.0)
        if found is not None and not self.worker.busy:
            self.taken = True
            self._arrived(table, found)

    def _arrived(self, table: TableScene, found: Any) -> None:
        if isinstance(found, Plan):
            self.plan = found
            self.arrived += 1
            self.seen_serial = None  # words and marks for the position now
            if self.open and table.human_turn():
                self._follow(table)
            return
        self.plan = None
        if self.open:
            self.thinking = False
            self.failed = True

    def _follow(self, table: TableScene) -> None:
        """The plan's step for the position now: the words and marks move on; a position off the
        plan drops it (a new search starts in ``update``); the end of the turn closes the panel."""
        self.seen_serial = table.serial
        state = table.state
        plan = self.plan
        if plan is not None and plan.player != state.current_player():
            self.plan = plan = None
            self.kept = None
            if self.open:
                self.dismiss()
                return
        index = plan.step_for(state) if plan is not None else None
        if plan is not None and index is None:
            done = self.finished == self.arrived
            self.plan = plan = None
            self.kept = self.summary_line if not done and self.summary_turn == self.turn else None
            if done and self.open:  # the planned turn is over, even when the same seat goes on
                self.dismiss()
                self.index = None
                return
        self.index = index
        if plan is None or index is None or not self.open:
            self.marks.clear()
            return
        if self.worded != (self.arrived, table.app.settings.language) or index < self.first:
            self._word(table, plan, index)
        self.thinking = False
        self.rect = None
        self.marks.key = None
        if self.shown_at is None:
            self.shown_at = table.app.time

    def _word(self, table: TableScene, plan: Plan, index: int) -> None:
        """The plan's words, from the step the position is at when it is first worded (following
        it changes which step is bold, not its words or its figures; a language switch words it
        anew from that step, at the position then, so the steps played stay listed)."""
        self._language = table.app.settings.language
        self.worded = (self.arrived, self._language)
        words = self.words_for(table)
        state = table.state
        player = plan.player
        if self.worded_from is None or self.worded_from[0] != self.arrived or index < self.worded_from[1]:
            self.worded_from = (self.arrived, index, state.clone())
        _, first, start = self.worded_from
        self.first = first
        self.words = words.steps(start, player, plan.best.actions[first:])
        self.lead, self.after = words.forced(start, player, plan.best.actions[first:])
        shown = estimate_shown(self.title_id)
        # A plan made after a move left the last one, in the same turn, with no real choice left:
        # the figures shown stay (a forced step never changes them).
        keep = self.kept if plan.estimate is None else None
        self.summary_line = keep or plan.best
        self.summary_turn = self.turn
        self.summary = words.summary(self.summary_line, shown)
        self.reason = words.reason(plan.best)
        self.other_words = []
        self.pager.reset()
        if first == 0:
            for number in range(1, len(plan.lines)):
                actions = plan.lines[number].actions
                lead, after = words.forced(start, player, actions)
                steps = lead + [
                    text
                    for step, forced, more in zip(
                        plan.lines[number].steps, words.steps(start, player, actions), after, strict=False
                    )
                    for text in [words.forced_step(forced) if step.forced else forced, *more]
                ]
                self.other_words.append([words.alternative(plan, number, shown, steps)])

    @staticmethod
    def words_for(table: TableScene) -> PlanWords:
        return PlanWords(table.view, table.player_name, lambda world: table.ctx(world))

    # -- the step to play now ------------------------------------------------------------------

    def step_action(self) -> int | None:
        if self.plan is None or self.index is None:
            return None
        return self.plan.best.steps[self.index].action

    def marker_point(self, table: TableScene, action: int) -> tuple[int, int] | None:
        """Where the marker of the step to play now sits (``marker_at``), None when the plan's
        marks on the table show the step."""
        marker = self.marker_at(table, action)
        return marker[0] if marker is not None else None

    def marker_at(self, table: TableScene, action: int) -> tuple[tuple[int, int], int] | None:
        """Where the marker of the step to play now sits, and its disc's radius: on the first
        click of a route to it (a Five Tribes meeple colour in hand, a djinn's "Use" button),
        else, when the plan's marks on the table do not show the step, on its button
        (``_button_mark``) or on its target (``Target.mark``); None when the marks show it."""
        clear = table.view.marker_keep_clear(table.ctx())
        buttons = table.options.buttons
        question = table.question
        if question is not None:
            key = table.view.route(table.ctx(), question, action)
            if key is not None:
                for button in table.options.buttons:
                    if button.key == key:
                        return _button_mark(button, clear, buttons)
                for target in question.targets:
                    if target.key == key:
                        if any(m.now and m.target == target.rect for m in self.marks.marks):
                            return None  # the step's pulsing disc is on it, clear of its words
                        return _target_mark(
                            target, table.view.plan_keep_clear(table.ctx(), target.rect)
                        ), MARKER_RADIUS
        if table.options.pending:
            # The step's target was clicked and its buttons ask which of its actions it meant (a
            # Tribes of the Wind temple on that tile): the marker goes on the one to press, not
            # back on the target the plan's disc still marks.
            for button in table.options.buttons:
                if button.action == action:
                    return _button_mark(button, clear, buttons)
        if question is not None and not any(action in t.actions for t in question.targets):
            # The step's target was clicked and made a new question whose buttons play it (a
            # Tribes of the Wind village card: "Use now" or "Tuck"): no target plays it now, so
            # the marker goes on its button, not back on the card the plan's disc still marks.
            for button in table.options.buttons:
                if button.action == action:
                    return _button_mark(button, clear, buttons)
        if any(m.now for m in self.marks.marks):
            return None
        for button in table.options.buttons:
            if button.action == action:
                return _button_mark(button, clear, buttons)
        if question is not None:
            for target in question.targets:
                if action in target.actions:
                    return _target_mark(
                        target, table.view.plan_keep_clear(table.ctx(), target.rect)
                    ), MARKER_RADIUS
        return None

    # -- input and drawing -----------------------------------------------------------------------

    def click(self, pos: tuple[int, int]) -> bool:
        """True when the click was the panel's (its buttons, or the panel itself); clicks
        elsewhere reach the table, which may play the planned step."""
        if not self.open or self.rect is None or not self.rect.collidepoint(pos):
            return False
        if self.close_button is not None and self.close_button.rect.collidepoint(pos):
            self.dismiss()
        elif self.others_button is not None and self.others_button.rect.collidepoint(pos):
            self.others = not self.others
            self.pager.reset()
            self.rect = None
        elif self.pager.rect is not None and self.pager.rect.collidepoint(pos):
            self.page()
        elif self.fold_rect is not None and self.fold_rect.collidepoint(pos):
            if self.unfolded:  # folded again; the pointer on it unfolds it once it has left
                self.unfold_pinned = self.unfold_hover = False
                self.hover_blocked = True
            else:
                self.unfold_pinned = True
            self.rect = None
        elif self.unfold_hover:  # unfolded by the pointer: a click on it keeps it so
            self.unfold_pinned = True
        return True

    def covers(self, pos: tuple[int, int]) -> bool:
        """The panel is open over ``pos``: what lies under it is hidden (no tip, no preview)."""
        return self.open and self.rect is not None and self.rect.collidepoint(pos)

    def hover(self, pointer: tuple[int, int]) -> None:
        """The pointer on the fold row unfolds the panel, which stays whole while the pointer is
        on it (grown from where it was, so the pointer stays on it) and folds when it leaves."""
        inside = self.rect is not None and self.rect.collidepoint(pointer)
        if self.hover_blocked:
            self.hover_blocked = inside
            return
        if self.unfold_hover:
            if not inside:
                self.unfold_hover = False
                self.rect = None
        elif self.fold > 0 and self.fold_rect is not None and self.fold_rect.collidepoint(pointer):
            self.unfold_hover = True
            self.rect = None

    def key(self, key: int) -> bool:
        """Page Down / Page Up while the panel lists part of the other plans: the rows after or
        before those listed (``pager.Pager.key``); True when the key was the panel's."""
        if not self.open or not self.others or not self.pager.key(key, self._groups()):
            return False
        self.rect = None
        return True

    @property
    def others_room(self) -> int | None:
        """How many of the other plans' rows the panel lists (None: all of them)."""
        return self.pager.room

    @property
    def pager_rect(self) -> pygame.Rect | None:
        """The pager row as drawn (a button), None when there is none."""
        return self.pager.rect

    def page(self) -> None:
        """The pager row: the other plans' rows after those listed, from the first left out;
        after the last, back to the first (plan 2)."""
        self.pager.forward(self._groups())
        self.rect = None

    def wheel(self, pos: tuple[int, int], steps: int) -> bool:
        """The mouse wheel over the panel (True: it was the panel's): the other plans listed move
        by a row, down (``steps`` < 0) towards the last, up back towards plan 2."""
        if not self.open or self.rect is None or not self.rect.collidepoint(pos):
            return False
        if self.others and self.pager.scroll(len(self._other_rows()), steps):
            self.rect = None
        return True

    def column_width(self) -> int:
        """The width of a column of steps (the panel's inside, or half of it and the gap)."""
        return (self.width - 2 * PAD - COLUMN_GAP * (self.columns - 1)) // self.columns

    def _other_rows(self) -> list[tuple[int, Row]]:
        """Every other plan's rows, wrapped, each with its plan's number (a title row first)."""
        inner = self.column_width() - 34
        found = []
        for number, texts in enumerate(self.other_words, 2):
            for text in texts:
                lines = wrap_text(tr("table.plan.other_title", number=number) + " " + text, 16, inner + 34)
                found += [(number, Row(line, 16, SAND)) for line in lines]
        return found

    def _groups(self, others: list[tuple[int, Row]] | None = None) -> list[int]:
        """Each of the other plans' rows' plan number: the pager's groups (a page starts at a
        plan's title, a plan longer than the room is listed in parts)."""
        return [number for number, _ in (self._other_rows() if others is None else others)]

    def lines(self) -> list[Row]:
        """The panel's rows, already wrapped: a step's first row carries its number."""
        rows = self._rows_above()
        if self.others and not (self.thinking or self.failed or self.plan is None or self.index is None):
            rows += self._others_listed()
        return rows

    def _rows_above(self) -> list[Row]:
        """The rows above the other plans: the figures, the reason and the steps (or the
        search's state), folded as far as ``fold`` says."""
        inner = self.column_width() - 34
        across = self.width - 2 * PAD
        if self.thinking:
            return [Row(tr("coach.hint.thinking"), 18, SAND, head=True)]
        if self.failed or self.plan is None or self.index is None:
            return [Row(line, 18, SAND, head=True) for line in wrap_text(tr("coach.hint.failed"), 18, across)]
        fold = self.fold
        hidden = False  # something is left out: the fold row unfolds it
        summary = wrap_text(self.summary, 18, across, True)
        if fold >= FOLD_SUMMARY and len(summary) > 1:
            summary, hidden = [ellipsized(self.summary, 18, across, True)], True
        rows = [Row(line, 18, SAFFRON, True, head=True) for line in summary]
        reason = wrap_text(self.reason, 16, across)
        if fold >= FOLD_REASON and reason:
            reason, hidden = [], True
        elif fold >= FOLD_REASON_ROW and len(reason) > 1:
            reason, hidden = [ellipsized(self.reason, 16, across)], True
        rows += [Row(line, 16, SAND, head=True) for line in reason]
        steps = self.plan.best.steps
        if not fold:
            last = len(steps)
        else:  # the steps shown whole: the one to play now, and the next
            last = self.index + (0 if fold >= FOLD_NEXT else 1)
            hidden = hidden or bool(self.lead) or self.first < self.index
        folded: list[str] = []  # the words of the steps to come left out, in order
        count = 0  # how many of those are numbered (the person's clicks, the table's discs)
        if not fold:
            for text in self.lead:  # taken already, by the engine
                rows += _forced_rows(text, DONE, inner)
        for offset, words in enumerate(self.words):
            at = self.first + offset
            now = at == self.index
            done = at < self.index
            after = self.after[offset] if offset < len(self.after) else []
            if steps[at].forced:  # the only move there: still the person's click
                words = PlanWords.forced_step(words)
            if fold and done:
                continue  # played: listed unfolded, and the table shows it
            if at > last:
                count += 1
                folded += [words, *after]
                continue
            colour = DONE if done else (SAFFRON if now else SAND)
            for index, line in enumerate(wrap_text(words, 18, inner, now)):
                rows.append(Row(line, 18, colour, now, at + 1 if index == 0 else None, indent=True))
            if fold and at == last:
                folded += after  # after the last step shown: with the steps left out
                continue
            # what the engine then does itself, without a number: no click and no disc of its own
            for text in after:
                rows += _forced_rows(text, DONE if done else SAND, inner)
        if fold and (hidden or folded):
            rows.append(self._fold_row(count, folded))
        elif not fold and self.fold_needed and self.unfolded:
            rows.append(Row(ellipsized(tr("table.plan.fold"), 16, inner + 26), 16, SAFFRON, fold=True))
        return rows

    def _fold_row(self, count: int, folded: Sequence[str]) -> Row:
        """The row that stands for what a folded panel leaves out: how many steps are to come
        after those shown and their first words ("+4 more steps: Discard card 3 → …"), else
        that the whole plan is a click away."""
        width = self.column_width() - 8
        if count:
            text = tr("table.plan.folded_steps", count=count, steps=" → ".join(folded))
        else:
            text = tr("table.plan.unfold")
        return Row(ellipsized(text, 16, width), 16, SAFFRON, fold=True)

    def _others_listed(self) -> list[Row]:
        """The other plans' rows the pager's window lists, and the pager row that words what
        it leaves out: the rows left out stay a click (or the wheel) away, those after the ones
        shown, and from the last ones back to plan 2."""
        inner = self.column_width() - 34
        rows = [] if self.other_words else [Row(tr("table.plan.no_others"), 16, SAND)]
        others = self._other_rows()
        groups = self._groups(others)
        start, end = self.pager.window(groups)
        rows += [row for _, row in others[start:end]]
        left = self.pager.left_out(groups)
        # the words say what the next page lists: the rest of a plan the window ends inside
        # comes before the plans after it ("… and 1 more plan" over plan 2's next rows misled)
        if left.cut is not None:
            pager = tr("table.plan.rest_of", number=left.cut)
        elif left.groups > 0:
            pager = tr("table.plan.more_others", count=left.groups)
        elif left.before:
            pager = tr("table.plan.first_others", number=2)
        else:
            pager = ""
        if pager:
            rows += [Row(line, 16, SAFFRON, pager=True) for line in wrap_text(pager, 16, inner + 26)]
        return rows

    @property
    def buttons_on_top(self) -> bool:
        """The buttons in the title's row (a wide panel), or in its place (a panel folded past
        its title: ``FOLD_TITLE``), not under the rows."""
        return self.columns > 1 or self.fold >= FOLD_TITLE

    def _height(self) -> int:
        """The panel's height at ``self.width``, ``self.columns`` and ``self.fold``: every row
        drawn, up to nearly the canvas."""
        rows = self.lines()
        chrome = WIDE_CHROME if self.buttons_on_top else CHROME
        if self.columns == 1:
            return min(chrome + LINE * len(rows), 880)
        head = sum(1 for row in rows if row.head)
        split = _split(rows[head:])
        return min(chrome + LINE * (head + max(split, len(rows) - head - split)), 880)

    def _fit(
        self, width: int, free: int, columns: int = 1, fold: bool = True, start: int | None = None
    ) -> int:
        """The panel's height at ``width`` in ``columns`` (which it takes). Taller than ``free``
        (the table between the top strip and the button bar, or the place it is fitted to): the
        other plans' rows that fit, whole plans where they can, and a pager row that counts
        those left out and lists them (the wheel and Page Up / Page Down move them too); still
        taller (a 4-seat Tribes of the Wind gap beside the score lines, a Ukrainian temple turn
        beside two seats' score lines), folded (``FOLD_*``), level by level, until it fits, the
        step to play now always whole. ``fold`` False: never folded (the person asked).
        ``start``: the pager's window starts there (each place tried fits the window to its
        rows, and a wider one, wrapping fewer, clamped the start to them: a page went back a
        row, and the place chosen was as tall as another start's rows)."""
        self.width = width
        self.columns = columns
        pager = self.pager
        if start is not None:
            pager.start = start
        height = 0
        for level in range(FOLD_SUMMARY + 1 if fold else 1):
            self.fold = level
            pager.room = None
            height = self._height()
            if self.others and height > free:
                chrome = WIDE_CHROME if self.buttons_on_top else CHROME
                above = self._rows_above()
                head = sum(1 for row in above if row.head)
                fits = ((free - chrome) // LINE - head) * columns - (len(above) - head) - 1  # a pager row
                pager.fit(len(self._other_rows()), fits)
                height = self._height()
                while height > free and pager.room is not None and pager.room > 1:  # a pager on two rows
                    pager.room -= 1
                    height = self._height()
            if height <= free:
                break
        return height

    def layout(self, table: TableScene) -> pygame.Rect:
        """Clear of the log, the buttons (the top bar's too) and what the plan points at, then of
        the prompt, the question's targets and ``view.preview_avoid``, then over as little as it
        can of what a player reads to judge the plan (``view.hint_reads``):
        the first place of a few that does best, the view's rooms for it (``view.hint_rooms``)
        tried first."""
        ctx = table.ctx()
        rooms = table.view.hint_rooms(ctx)
        self.fold_needed = 0
        self.fold = 0
        start = self.pager.start  # where the pager's window starts, for every place tried
        width = WIDTH if not rooms else max(MIN_WIDTH, min(WIDTH, max(room.width for room in rooms)))
        self.width = width
        self.pager.room = None
        height = self._height()
        if rooms and height > max(room.height for room in rooms):
            # Taller than its room (a long plan, the other plans open): as wide as the widest
            # room first, so its words wrap to fewer rows, before it spills out of the room over
            # what the question asks about (a Tribes of the Wind hand under the other board).
            widest = max(room.width for room in rooms)
            if widest > width:
                self.width = width = widest
                height = self._height()
        zones = table.zones
        bar = min((button.rect.top for button in table.options.buttons), default=CANVAS.bottom)
        free = bar - zones.top_strip.bottom
        height = self._fit(width, free, start=start)
        avoid = [m.target.inflate(12, 12) for m in self.marks.marks]
        avoid += [m.square for m in self.marks.marks]  # a disc over its target's rim
        if self.point is not None:
            avoid.append(_ring(*self.point, self.point_radius))
        avoid.append(zones.log)
        avoid += [button.rect for button in table.options.buttons]
        avoid += [button.rect.inflate(8, 8) for button in table.options.top_buttons]
        # Kept in sight where the places allow, before what a plan is judged by: the prompt, the
        # question's targets (its market cards) and what the view keeps clear of a preview too
        # (``view.preview_avoid``: the seats' names and scores).
        keep = [zones.top_strip, *table.view.preview_avoid(ctx)]
        if table.question is not None and table.human_turn():
            keep += [target.rect for target in table.question.live_targets()]
        reads = table.view.hint_reads(ctx)
        # Last, what the view keeps in sight inside its rooms (a Tribes of the Wind opponent's
        # score lines on the board the panel sits over): also tried, the part of a room beside
        # each, the panel narrower (its rows then as many as its words wrap to).
        seen = table.view.hint_keep(ctx)
        # Each place's panel: its width, the height its other plans were fitted to, its columns
        # (by the place's size: a panel fitted to a place lists fewer other plans, the rest a
        # page away, rather than run over what the place keeps in sight).
        # And how far it is folded: a place where it is whole is taken before one where it is
        # folded, where they cover as much.
        shapes: dict[tuple[int, int], tuple[int, int, int]] = {(width, height): (width, free, 1)}
        folds = {(width, height): self.fold}

        def fitted(wide: int, room: int, columns: int = 1) -> int:
            tall = self._fit(wide, room, columns, start=start)
            shapes.setdefault((wide, tall), (wide, room, columns))
            folds.setdefault((wide, tall), self.fold)
            return tall

        places = []
        for room in rooms:
            # its middle first (a room as wide as the panel has no other), then its sides
            for x in (room.centerx - width // 2, room.x, room.right - width):
                places += [
                    pygame.Rect(x, room.y, width, height),
                    pygame.Rect(x, room.bottom - height, width, height),
                ]
        for room in rooms:
            for kept in seen:
                if not room.colliderect(kept):
                    continue
                # above it or below it, where the panel fits there
                if kept.top - 2 - room.y >= height:
                    places.append(pygame.Rect(room.x, kept.top - 2 - height, width, height))
                if room.bottom - kept.bottom - 2 >= height:
                    places.append(pygame.Rect(room.x, kept.bottom + 2, width, height))
                for left, right in ((room.x, kept.left - 2), (kept.right + 2, room.right)):
                    narrow = min(width, right - left)
                    if narrow < NARROW_WIDTH:
                        continue
                    x = left if left == room.x else right - narrow
                    for space in (free, room.height):  # every other plan, or those the room holds
                        tall = fitted(narrow, space)
                        places += [
                            pygame.Rect(x, room.y, narrow, tall),
                            pygame.Rect(x, room.bottom - tall, narrow, tall),
                        ]
        # The gaps between all it keeps in sight in a room, or across rooms side by side (two
        # other boards), its whole width or beside one of them, the panel fitted to the gap: in
        # two columns where the gap is that wide (with three seats a board's grid beside its
        # score lines is too narrow for the panel, and a plan too tall for the room above or
        # below them; across both boards under their score lines it fits), its other plans a
        # page away where the gap holds only some (beside two seats' score lines, under the
        # other board's capital).
        for gap in _gaps(rooms, [*seen, *keep], bar):
            columns = 2 if gap.width >= WIDE_WIDTH else 1
            wide = gap.width if columns > 1 else min(width, gap.width)
            if wide < NARROW_WIDTH:
                continue
            tall = fitted(wide, gap.height, columns)
            if tall <= gap.height:
                x = gap.x if wide == gap.width or gap.x > CANVAS.centerx else gap.right - wide
                places += [pygame.Rect(x, gap.y, wide, tall), pygame.Rect(x, gap.bottom - tall, wide, tall)]
        places += [
            pygame.Rect(zones.log.right - width, zones.log.y - height - 8, width, height),
            pygame.Rect(1590 - width, zones.top_strip.bottom + 8, width, height),
            pygame.Rect(10, zones.top_strip.bottom + 8, width, height),
            pygame.Rect(800 - width // 2, zones.top_strip.bottom + 8, width, height),
            pygame.Rect(10, 890 - height, width, height),
            pygame.Rect(1590 - width, 890 - height, width, height),
            pygame.Rect(800 - width // 2, 890 - height, width, height),
        ]
        # Each place also slid up just clear of what it must avoid below it, by no more than a
        # marker's reach and where it then covers nothing kept in sight: a marker on a button's
        # top rim under a room (a Five Tribes "End turn" in a crowded bar) reaches a few pixels
        # into it, and a panel as tall as the room then left it for the djinns.
        # Likewise slid sideways by no more than a marker's width: a marker above the right end
        # of a Five Tribes "Pass" in a short bar reached 12 px into the room's bottom left corner,
        # and a Ukrainian panel as tall as the room then left it for the board.
        for place in list(places):
            below = [a.top for a in avoid if place.colliderect(a) and a.top > place.top]
            if below and 0 < place.bottom - min(below) <= MARKER_REACH:
                slid = place.move(0, min(below) - place.bottom)
                if not _covered(slid.clamp(CANVAS), keep):
                    places.append(slid)
            hit = [a for a in avoid if place.colliderect(a)]
            for shift in (
                max((a.right - place.left for a in hit if a.left < place.left), default=0),
                min((a.left - place.right for a in hit if a.right > place.right), default=0),
            ):
                slid = place.move(shift, 0)
                if 0 < abs(shift) <= 2 * MARKER_REACH and not _covered(slid.clamp(CANVAS), keep):
                    places.append(slid)
        places = [p.clamp(CANVAS) for p in places]

        def covers(p: pygame.Rect) -> tuple[int, int, int, int]:
            return _covered(p, avoid), _covered(p, keep), _covered(p, reads), _covered(p, seen)

        whole = [p for p in places if not folds.get(p.size, 0)]  # none: taller than the table
        rect = min(whole or places, key=covers)
        # Folded where that keeps in sight more of what the whole panel covers of the log, the
        # buttons and the marks, then the question's answers and the names, then what the view
        # keeps in sight in its rooms, over no more of what a player reads: not to keep only
        # what a player reads in sight (a Five Tribes plan with the other plans open stays
        # whole over the tracks, as tall as the other plans need).
        smaller = [p for p in places if folds.get(p.size, 0)]
        if smaller:
            best = min(smaller, key=lambda p: (*covers(p), folds[p.size]))
            (a, k, r, s), (wa, wk, wr, ws) = covers(best), covers(rect)
            if (a, k, s) < (wa, wk, ws) and r <= wr:
                rect = best
        wide, space, columns = shapes.get(rect.size, (rect.width, free, 1))
        rect.height = self._fit(wide, space, columns, start=start)
        self.fold_needed = self.fold
        if self.fold and self.unfolded:
            # Whole, as the person asked: it may cover what the place kept in sight. Grown from
            # the folded panel, over all of it (the pointer that unfolded it stays on it), up or
            # down where it covers least, as a place is chosen.
            tall = self._fit(wide, free, columns, fold=False, start=start)
            low = max(zones.top_strip.bottom + 4, rect.bottom - tall)
            high = min(rect.y, bar - 4 - tall)
            folded = rect

            def cover(y: int) -> tuple[int, ...]:
                grown = pygame.Rect(folded.x, y, folded.width, tall)
                return (*(_covered(grown, rects) for rects in (avoid, keep, reads, seen)), abs(y - folded.y))

            y = min(range(low, high + 1, 2), key=cover) if low <= high else max(low, high)
            rect = pygame.Rect(folded.x, y, folded.width, tall)
        # a wide panel's buttons in its title's row, right; a panel folded past its title's, in
        # its place; else under its rows
        row = rect.y + PAD if self.buttons_on_top else rect.bottom - PAD - 36
        close = pygame.Rect(rect.right - PAD - 110, row, 110, 36)
        self.close_button = Button(close, tr("coach.hint.close"), self.dismiss)
        self.others_button = None
        if self.plan is not None and not self.thinking and not self.failed and self.index == 0:
            label = tr("table.plan.hide_others") if self.others else tr("table.plan.others")
            x = close.x - 8 - 190 if self.buttons_on_top else rect.x + PAD
            self.others_button = Button(pygame.Rect(x, row, 190, 36), label, lambda: None)
        return rect

    def draw(self, surface: pygame.Surface, table: TableScene) -> None:
        if not self.open:
            return
        action = self.step_action()
        if self.plan is not None and self.index is not None and table.human_turn():
            plan = self.plan
            asked = asked_target(table, action) if action is not None else None
            self.marks.place(
                (table.serial, self.arrived, table.asked),
                table.view,
                lambda world: table.ctx(world),
                table.state,
                plan.player,
                plan.best.actions[self.index :],
                self.index + 1,
                asked.rect if asked is not None else None,
                asked.mark if asked is not None else None,
            )
            self.marks.draw(surface, table.app.time)
            marker = self.marker_at(table, action) if action is not None else None
            self.point, self.point_radius = marker if marker is not None else (None, MARKER_RADIUS)
        else:
            self.point = None
        if self.point is not None and self.index is not None:
            _marker(surface, self.point, self.index + 1, table.app.time, self.point_radius)
        if self.rect is None:
            self.rect = self.layout(table)
        rect = self.rect
        draw_panel(surface, rect, alpha=255)  # opaque: nothing under it shows through
        if self.columns > 1 or not self.buttons_on_top:  # folded past it, its buttons are there
            title_y = rect.y + PAD + (6 if self.columns > 1 else 0)  # beside its buttons, when wide
            blit_text(surface, tr("table.plan.title"), 20, SAFFRON, (rect.x + PAD, title_y), bold=True)
        rows = self.lines()
        self.pager.rect = None
        self.fold_rect = None
        pointer = table.input.pointer
        places = self.row_places(rect)
        # The buttons among the rows first (framed, lit under the pointer), the words after: a
        # frame drawn over the row above would cut its descenders (an 18 px step over a 22 px row).
        for row, (x, y, width) in zip(rows, places, strict=False):
            framed = None
            if row.pager and self.pager.rect is None:  # as tall as its wrapped rows
                count = sum(1 for other in rows if other.pager)
                framed = self.pager.rect = pygame.Rect(x - 4, y - 1, width + 8, LINE * count + 2)
            elif row.fold:  # one row, clear of the row above's descenders
                framed = self.fold_rect = pygame.Rect(x - 4, y + 1, width + 8, LINE)
            if framed is not None:
                lit = framed.collidepoint(pointer)
                pygame.draw.rect(surface, PAGER_LIT if lit else PAGER, framed, border_radius=6)
                pygame.draw.rect(surface, SAFFRON, framed, 1, border_radius=6)
        for row, (x, y, _) in zip(rows, places, strict=False):
            if row.pager or row.fold:
                x += 4
            if row.marker is not None:
                draw_disc(surface, (x + 11, y + 10), 11, MARKER if row.colour != DONE else DONE)
                blit_text(
                    surface,
                    str(row.marker),
                    15,
                    INK,
                    (x + 11, y + 10),
                    anchor="center",
                    bold=True,
                    shadow=False,
                )
            elif row.forced:
                pygame.draw.circle(surface, row.colour, (x + 11, y + 10), 7, 2)
            if row.indent:
                x += 34
            blit_text(surface, row.text, row.size, row.colour, (x, y), bold=row.bold)
        for button in (self.others_button, self.close_button):
            if button is not None:
                button.draw(surface, button.rect.collidepoint(pointer))

    def row_places(self, rect: pygame.Rect) -> list[tuple[int, int, int]]:
        """Where each row of ``lines()`` is drawn in the panel at ``rect``: its left, top and
        width. The figures and the reason across the panel, under its title; the steps and the
        other plans below them, in one column or two (``_split``). Rows that would run into the
        buttons are left out (none, at the height ``_fit`` gives)."""
        rows = self.lines()
        wide = self.columns > 1
        top = rect.y + PAD + (36 + 8 if self.buttons_on_top else 30)
        bottom = rect.bottom - PAD - (0 if self.buttons_on_top else 36 + 8)
        head = sum(1 for row in rows if row.head)
        split = _split(rows[head:]) if wide else len(rows)
        column = self.column_width()
        places = []
        for index, _ in enumerate(rows):
            if index < head:
                x, y, width = rect.x + PAD, top + LINE * index, rect.width - 2 * PAD
            else:
                body = index - head
                second = wide and body >= split
                x = rect.x + PAD + (column + COLUMN_GAP if second else 0)
                y = top + LINE * (head + (body - split if second else body))
                width = column
            if y + LINE > bottom:
                break
            places.append((x, y, width))
        return places


def _gaps(rooms: Sequence[pygame.Rect], kept: Sequence[pygame.Rect], bar: int) -> list[pygame.Rect]:
    """The places free of ``kept`` in the rooms: for each room and each run of rooms side by
    side on the same rows (their span), and for the span's whole width and its parts beside
    each kept rectangle in it, the rows between the kept rectangles across that part, from the
    span's top down to its foot (or to the button bar ``bar`` where that is just under it: the
    gap under the boards)."""
    lines: dict[tuple[int, int], list[pygame.Rect]] = {}
    for room in rooms:
        lines.setdefault((room.y, room.bottom), []).append(room)
    gaps = []
    for line in lines.values():
        line.sort(key=lambda room: room.x)
        for first in range(len(line)):
            for last in range(first, len(line)):
                if last > first and line[last].x - line[last - 1].right > 16:
                    break
                span = line[first].union(line[last])
                foot = bar - 4 if 0 <= bar - span.bottom <= 60 else span.bottom
                inside = [rect for rect in kept if span.colliderect(rect)]
                strips = [(span.x, span.right)]
                strips += [(span.x, rect.left - 2) for rect in inside]
                strips += [(rect.right + 2, span.right) for rect in inside]
                for left, right in strips:
                    if right - left < NARROW_WIDTH:
                        continue
                    across = [r for r in inside if r.right > left and r.left < right]
                    y = span.y
                    for rect in sorted(across, key=lambda r: r.top):
                        if rect.top - 2 > y:
                            gaps.append(pygame.Rect(left, y, right - left, rect.top - 2 - y))
                        y = max(y, rect.bottom + 2)
                    if foot > y:
                        gaps.append(pygame.Rect(left, y, right - left, foot - y))
    return gaps


def _split(body: Sequence[Row]) -> int:
    """Where a panel's second column starts in its rows below the figures: at the start of a
    step (or of an other plan, or the pager) that leaves the two columns nearest in height, so
    a step's wrapped rows stay together."""
    starts = [
        index
        for index in range(1, len(body))
        if not (body[index].indent and body[index].marker is None and not body[index].forced)
    ]
    return min([*starts, len(body)], key=lambda split: max(split, len(body) - split))


def _forced_rows(text: str, colour: tuple[int, int, int], width: int) -> list[Row]:
    """A step the engine takes itself, wrapped: after the numbers' column, its first row ringed."""
    return [
        Row(line, 18, colour, indent=True, forced=index == 0)
        for index, line in enumerate(wrap_text(text, 18, width))
    ]


def _button_mark(
    button: Button, clear: Sequence[pygame.Rect] = (), buttons: Sequence[Button] = ()
) -> tuple[tuple[int, int], int]:
    """Above the button (``_corner``); where no place along its top is clear of ``clear`` (a
    Five Tribes legend's names just above the action bar, over "End turn" or "Pass"), inside it
    beside its words, after them first, where its widest ring fits within the button's sides and
    covers neither ``clear`` nor the other ``buttons``: inside the button it reads as the
    button's. A button whose words leave no room for a full marker (a Ukrainian "End turn", a
    "Pass" narrowed by a crowded bar) gets a smaller one, down to ``MIN_MARKER_RADIUS``, and one
    with no room at all the smallest over the start of its own words: never one over a name or a
    control it does not point at. Returns the centre and the radius."""
    x, y = _corner(button.rect, clear)
    if not clear or not _covered(_ring(x, y), clear):
        return (x, y), MARKER_RADIUS
    keep = [*clear, *(other.rect for other in buttons if other is not button)]
    for radius in range(MARKER_RADIUS, MIN_MARKER_RADIUS - 1, -1):
        for place in _inside(button, radius):
            if not _covered(_ring(*place, radius), keep):
                return place, radius
    # No room beside its words (a crowded bar in Ukrainian: "End turn" as wide as its words):
    # the smallest marker on the button, up to straddling its top rim, still clear of the names
    # and the other controls, over as little of its own words' line as can be (its ring may
    # graze their top, its disc stays above them), nearest its right end (as ``_corner``).
    rect, radius = button.rect, MIN_MARKER_RADIUS
    words = [button.label_rect()]
    reach = _reach(radius)
    places = [
        (px, py)
        for px in range(rect.left + reach, max(rect.left, rect.right - reach) + 1)
        for py in range(rect.top, rect.centery + 1)
    ]

    def worse(place: tuple[int, int]) -> tuple[int, int, int, int]:
        ring = _ring(place[0], place[1], radius)
        return _covered(ring, keep), _covered(ring, words), -place[0], abs(place[1] - rect.centery)

    if places:
        best = min(places, key=worse)
        if worse(best)[0] < _covered(_ring(x, y), clear):
            return best, radius
    return (x, y), MARKER_RADIUS


def _inside(button: Button, radius: int) -> list[tuple[int, int]]:
    """The places inside the button, after its words then before them, where a marker of
    ``radius`` has its widest ring (and 2 px) between the words and the button's side."""
    rect = button.rect
    reach = _reach(radius)
    words = button.label_rect()
    words_start, words_end = words.left, words.right
    places = []
    after = max(words_end + reach, (words_end + rect.right) // 2)
    if after + reach <= rect.right:
        places.append((after, rect.centery))
    before = min(words_start - reach, (rect.left + words_start) // 2)
    if before - reach >= rect.left:
        places.append((before, rect.centery))
    return places


def _reach(radius: int) -> int:
    """How far from its centre a marker of ``radius`` reaches: its pulsing ring at its widest
    (pygame draws its 3 px line inside that radius), and 2 px clear."""
    return radius + RING_GAP + RING_PULSE + 2


def asked_target(table: TableScene, action: int) -> Target | None:
    """The target where the question now asks for the first click of a route to ``action``
    (``GameView.route``: the Tribes of the Wind rider to move, the market tile to plant, before
    the space; a Five Tribes meeple colour in hand, before the tile), when a target of the
    question is that click, none plays ``action`` itself, and the view puts the step's disc
    there (``GameView.route_disc``); else None. A target that plays it (a Five Tribes tile
    whose click drops the planned colour anyway) keeps the disc: one click, not two."""
    question = table.question
    if question is None or not table.view.route_disc:
        return None
    if any(action in target.actions for target in question.targets):
        return None
    key = table.view.route(table.ctx(), question, action)
    if key is None:
        return None
    return next((target for target in question.targets if target.key == key), None)


def _corner(rect: pygame.Rect, clear: Sequence[pygame.Rect] = ()) -> tuple[int, int]:
    """Just above the button's top rim, near its right end, with the marker's widest ring inside
    the button's sides and above its words: a marker on the corner would sit on the gap between
    two buttons and read as either's, and one on the rim would hide the "0" of "Bid 0" (a button
    as narrow as its words). Slid along the button's top, the nearest place whose ring covers
    none of ``clear`` (``view.marker_keep_clear``: a meeple count on a board's last row)."""
    x, y = max(rect.centerx, rect.right - MARKER_REACH), rect.centery - 10 - MARKER_REACH
    if not clear:
        return x, y
    # nearest first; where every place covers some, the one covering least
    candidates = sorted(range(min(x, rect.x + MARKER_REACH), x + 1), key=lambda c: x - c)
    return min(candidates, key=lambda c: _covered(_ring(c, y), clear)), y


def _covered(ring: pygame.Rect, clear: Sequence[pygame.Rect]) -> int:
    return sum(part.width * part.height for part in (ring.clip(r) for r in clear))


def _ring(x: int, y: int, radius: int = MARKER_RADIUS) -> pygame.Rect:
    """The square the marker's widest ring fills (its pulse at the largest)."""
    reach = radius + RING_GAP + RING_PULSE
    return pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach)


def _target_mark(target: Target, clear: Sequence[pygame.Rect] = ()) -> tuple[int, int]:
    """Where the target asks (``Target.mark``), else inside its top-right corner, the ring within
    its sides: on the corner itself it sat on the border between two zones and read as either's.
    Slid within the target to the nearest place whose ring covers none of ``clear`` (its labels,
    ``view.plan_keep_clear``: a card row's icons and words), or covers least. In a target too
    small for the whole ring to miss them all (a 74 px market tile: slots, feature and cost), the
    disc still does: it may go nearer the sides, its pulsing ring then past them, so that the
    disc hides no number (it sat on a tile's slots)."""
    if target.mark is not None:
        return target.mark
    rect = target.rect
    x = max(rect.centerx, rect.right - MARKER_REACH)
    y = min(rect.centery, rect.top + MARKER_REACH)
    if not clear:
        return x, y
    xs = range(min(x, rect.x + MARKER_REACH), x + 1, 2)
    ys = range(y, max(y, rect.bottom - MARKER_REACH) + 1, 2)
    places = [(px, py) for px in xs for py in ys]
    best = min(places, key=lambda p: (_covered(_ring(*p), clear), abs(p[0] - x) + abs(p[1] - y)))
    if _covered(_disc(*best), clear) == 0:
        return best
    edge = MARKER_RADIUS + 2
    xs = range(min(x, rect.x + edge), max(x, rect.right - edge) + 1, 2)
    ys = range(min(y, rect.top + edge), max(y, rect.bottom - edge) + 1, 2)
    places = [(px, py) for px in xs for py in ys]
    return min(
        places,
        key=lambda p: (_covered(_disc(*p), clear), _covered(_ring(*p), clear), abs(p[0] - x) + abs(p[1] - y)),
    )


def _disc(x: int, y: int) -> pygame.Rect:
    """The square the marker's disc fills (what hides what lies under it)."""
    return pygame.Rect(x - MARKER_RADIUS, y - MARKER_RADIUS, 2 * MARKER_RADIUS + 1, 2 * MARKER_RADIUS + 1)


def _marker(
    surface: pygame.Surface, point: tuple[int, int], number: int, time: float, radius: int = MARKER_RADIUS
) -> None:
    """A numbered gold disc with a pulsing ring where the step to play now is clicked."""
    ring = radius + RING_GAP + int(RING_PULSE * abs(((time * 1.5) % 2) - 1))
    pygame.draw.circle(surface, MARKER, point, ring, 3)
    draw_disc(surface, point, radius, MARKER)
    size = max(12, round(20 * radius / MARKER_RADIUS))
    blit_text(surface, str(number), size, INK, point, anchor="center", bold=True, shadow=False)
