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
the end of the turn closes the panel. The hint never plays: it only shows. Where the panel goes,
how wide and how far it is folded is ``hint_place.PanelShape``'s; the marker is ``step_marker``'s.

The table asks the panel: ``update`` every frame, ``ask`` (its Hint button, or the Hint key),
``click(pos)`` first, ``draw`` last, ``close`` when the table leaves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ai.plan import Line, Plan, estimate_shown
from ai.planner import plan_ends
from game.client.badges import draw_disc
from game.client.lettering import blit_text
from game.client.table import step_marker
from game.client.table.hint_place import (
    CANVAS,
    DONE,
    PAD,
    PanelShape,
    PanelText,
    Row,
    Surroundings,
    frame_rect,
)
from game.client.table.pager import Pager
from game.client.table.plan_marks import PlanMarks
from game.client.table.plan_words import PlanWords
from game.client.table.plan_worker import PlanWorker
from game.client.table.step_marker import MARKER, MARKER_RADIUS, asked_target, draw_marker, ring_square
from game.client.text import tr
from game.client.widgets import INK, SAFFRON, Button, draw_panel
from game.rules.base import Event, State

if TYPE_CHECKING:
    from game.client.table.scene import TableScene

PAGER, PAGER_LIT = (46, 40, 84), (70, 60, 120)  # the pager row's fill, and under the pointer


class Worker(Protocol):
    def start(self, state: State, player: int, made: Sequence[int] = ()) -> None: ...
    def ask(self) -> None: ...
    def poll(self, timeout: float = 0.0) -> Any: ...
    @property
    def busy(self) -> bool: ...
    def close(self) -> None: ...


WorkerFactory = Callable[[str], Worker]


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
        self.pager = Pager()  # the other plans listed, when they do not all fit
        self.summary = ""
        self.reason = ""
        self.marks = PlanMarks()
        self.rect: pygame.Rect | None = None  # where the panel is drawn (None: to be placed anew)
        self.shape = PanelShape(self.pager)  # its width, columns and fold, and its place
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
        self._worker().start(state, state.current_player(), table.session.undoable())
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
        self.shape.reset()
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
        self.shape.reset()
        self.rect = None
        self.close_button = None
        self.others_button = None
        self.pager.rect = None
        self.marks.clear()

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
        offered = table.view.plan_step_offered
        if plan is not None and index is not None and not offered(table.ctx(), plan.best.steps[index].action):
            index = None  # no click plays that step here: plan again, as off the plan
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
        """Where the marker of the step to play now sits, and its disc's radius
        (``step_marker.marker_at``); None when the plan's marks on the table show the step."""
        return step_marker.marker_at(table, self.marks, action)

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
        elif self.shape.click(pos):  # the fold row: unfolded, or folded again
            self.rect = None
        return True

    def covers(self, pos: tuple[int, int]) -> bool:
        """The panel is open over ``pos``: what lies under it is hidden (no tip, no preview)."""
        return self.open and self.rect is not None and self.rect.collidepoint(pos)

    def hover(self, pointer: tuple[int, int]) -> None:
        """The pointer on the fold row unfolds the panel, which stays whole while the pointer is
        on it (grown from where it was, so the pointer stays on it) and folds when it leaves."""
        inside = self.rect is not None and self.rect.collidepoint(pointer)
        if self.shape.hover(pointer, inside):
            self.rect = None

    def key(self, key: int) -> bool:
        """Page Down / Page Up while the panel lists part of the other plans: the rows after or
        before those listed (``pager.Pager.key``); True when the key was the panel's."""
        if not self.open or not self.others or not self.pager.key(key, self.shape.groups(self.text())):
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
        self.pager.forward(self.shape.groups(self.text()))
        self.rect = None

    def wheel(self, pos: tuple[int, int], steps: int) -> bool:
        """The mouse wheel over the panel (True: it was the panel's): the other plans listed move
        by a row, down (``steps`` < 0) towards the last, up back towards plan 2."""
        if not self.open or self.rect is None or not self.rect.collidepoint(pos):
            return False
        if self.others and self.pager.scroll(len(self.shape.other_rows(self.text())), steps):
            self.rect = None
        return True

    # -- the panel's shape (``hint_place.PanelShape``) -------------------------------------------

    def text(self) -> PanelText:
        """What the panel says now, whatever its shape."""
        plan, index = self.plan, self.index
        shown = not (self.thinking or self.failed or plan is None or index is None)
        if plan is None or index is None:
            return PanelText(self.thinking, shown, others=self.others, other_words=self.other_words)
        steps = plan.best.steps
        return PanelText(
            self.thinking,
            shown,
            summary=self.summary,
            reason=self.reason,
            steps=[
                PlanWords.forced_step(words) if steps[self.first + offset].forced else words
                for offset, words in enumerate(self.words)
            ],
            after=self.after,
            lead=self.lead,
            first=self.first,
            index=index,
            others=self.others,
            other_words=self.other_words,
        )

    def lines(self) -> list[Row]:
        """The panel's rows, already wrapped: a step's first row carries its number."""
        return self.shape.lines(self.text())

    def _rows_above(self) -> list[Row]:
        """The rows above the other plans: the figures, the reason and the steps."""
        return self.shape.rows_above(self.text())

    def _other_rows(self) -> list[tuple[int, Row]]:
        """Every other plan's rows, wrapped, each with its plan's number."""
        return self.shape.other_rows(self.text())

    def row_places(self, rect: pygame.Rect) -> list[tuple[int, int, int]]:
        """Where each row of ``lines()`` is drawn in the panel at ``rect``: its left, top, width."""
        return self.shape.row_places(self.text(), rect)

    @property
    def fold(self) -> int:
        """How far the panel is folded to fit its place (``hint_place.FOLD_*``; 0: whole)."""
        return self.shape.fold

    @property
    def fold_rect(self) -> pygame.Rect | None:
        """The fold row as drawn (a button), None when there is none."""
        return self.shape.fold_rect

    @property
    def unfolded(self) -> bool:
        """Shown whole where its place folds it: the person asked."""
        return self.shape.unfolded

    @property
    def unfold_pinned(self) -> bool:
        """Shown whole by a click, until the fold row folds it again."""
        return self.shape.unfold_pinned

    def layout(self, table: TableScene) -> pygame.Rect:
        """Where the panel goes (``PanelShape.place``): clear of the log, the buttons (the top
        bar's too) and what the plan points at, then of the prompt, the question's targets and
        ``view.preview_avoid``, then over as little as it can of what a player reads to judge
        the plan (``view.hint_reads``), last of what the view keeps in sight in its rooms
        (``view.hint_keep``); its buttons where that place puts them."""
        ctx = table.ctx()
        zones = table.zones
        avoid = [m.target.inflate(12, 12) for m in self.marks.marks]
        avoid += [m.square for m in self.marks.marks]  # a disc over its target's rim
        if self.point is not None:
            avoid.append(ring_square(*self.point, self.point_radius))
        avoid.append(zones.log)
        avoid += [button.rect for button in table.options.buttons]
        avoid += [button.rect.inflate(8, 8) for button in table.options.top_buttons]
        # Kept in sight where the places allow, before what a plan is judged by: the prompt, the
        # question's targets (its market cards) and what the view keeps clear of a preview too
        # (``view.preview_avoid``: the seats' names and scores).
        keep = [zones.top_strip, *table.view.preview_avoid(ctx)]
        if table.question is not None and table.human_turn():
            keep += [target.rect for target in table.question.live_targets()]
        around = Surroundings(
            rooms=table.view.hint_rooms(ctx),
            top_strip=zones.top_strip,
            log=zones.log,
            bar=min((button.rect.top for button in table.options.buttons), default=CANVAS.bottom),
            avoid=avoid,
            keep=keep,
            reads=table.view.hint_reads(ctx),
            seen=table.view.hint_keep(ctx),
        )
        rect = self.shape.place(self.text(), around)
        # a wide panel's buttons in its title's row, right; a panel folded past its title's, in
        # its place; else under its rows
        on_top = self.shape.buttons_on_top
        row = rect.y + PAD if on_top else rect.bottom - PAD - 36
        close = pygame.Rect(rect.right - PAD - 110, row, 110, 36)
        self.close_button = Button(close, tr("coach.hint.close"), self.dismiss)
        self.others_button = None
        if self.plan is not None and not self.thinking and not self.failed and self.index == 0:
            label = tr("table.plan.hide_others") if self.others else tr("table.plan.others")
            x = close.x - 8 - 190 if on_top else rect.x + PAD
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
            draw_marker(surface, self.point, self.index + 1, table.app.time, self.point_radius)
        if self.rect is None:
            self.rect = self.layout(table)
        rect = self.rect
        draw_panel(surface, rect, alpha=255)  # opaque: nothing under it shows through
        wide = self.shape.columns > 1
        if wide or not self.shape.buttons_on_top:  # folded past it, its buttons are there
            title_y = rect.y + PAD + (6 if wide else 0)  # beside its buttons, when wide
            blit_text(surface, tr("table.plan.title"), 20, SAFFRON, (rect.x + PAD, title_y), bold=True)
        rows = self.lines()
        self.pager.rect = None
        self.shape.fold_rect = None
        pointer = table.input.pointer
        places = self.row_places(rect)
        # The buttons among the rows first (framed, lit under the pointer), the words after: a
        # frame drawn over the row above would cut its descenders (an 18 px step over a 22 px row).
        for row, (x, y, width) in zip(rows, places, strict=False):
            framed = None
            if row.pager and self.pager.rect is None:  # as tall as its wrapped rows
                count = sum(1 for other in rows if other.pager)
                framed = self.pager.rect = frame_rect(x, y, width, count)
            elif row.fold:
                framed = self.shape.fold_rect = frame_rect(x, y, width)
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
