"""The hint at the table: "What would a strong player do?" (docs/table.md).

A top-strip button asks the ``normal`` bot, searching in its own process (``hint_worker``), for the
current decision. While it thinks the table goes on drawing (the answer is polled, never waited
for); then a panel lists its two or three best choices, each with a plain reason from the search
statistics (how often it was chosen, the win chance it expects), and a numbered marker sits on the
table where each choice is clicked. The hint never plays: it only shows. Any action or undo (the
position changes) closes it.

The table asks the panel: ``ask`` (its Hint button, on a still table), ``update`` every frame,
``click(pos)`` first, ``draw`` last, ``close`` when the table leaves. The panel reads the table
(its question, its buttons, where an action is clicked) and never changes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.client.table.hint_worker import HintChoice, HintWorker
from game.client.table.view import Amend
from game.client.text import tr
from game.client.widgets import INK, SAFFRON, SAND, Button, blit_text, draw_disc, draw_panel, wrap_text
from game.rules.base import State

if TYPE_CHECKING:
    from game.client.table.scene import TableScene
    from game.client.table.view import Target

WIDTH = 470
PAD = 16
LINE = 24
MARKER = (255, 210, 90)
MARKER_RADIUS = 17
RING_GAP, RING_PULSE = 5, 3  # the ring's radius beyond the disc: the gap, and how far it pulses
# The pulsing ring at its widest (pygame draws its 3 px line inside that radius), and 2 px clear.
MARKER_REACH = MARKER_RADIUS + RING_GAP + RING_PULSE + 2


class Worker(Protocol):
    def start(self, state: State, player: int) -> None: ...
    def poll(self, timeout: float = 0.0) -> list[HintChoice] | None: ...
    def close(self) -> None: ...


WorkerFactory = Callable[[str], Worker]


@dataclass(frozen=True, slots=True)
class Row:
    text: str
    size: int
    colour: tuple[int, int, int]
    bold: bool = False
    marker: int | None = None


@dataclass(slots=True)
class Shown:
    """One choice as the panel shows it: its label, reason and where it is clicked on the table."""

    choice: HintChoice
    label: str
    reason: str
    point: tuple[int, int] | None


class HintPanel:
    def __init__(self, title_id: str, make_worker: WorkerFactory | None = None, seconds: float | None = None):
        self.title_id = title_id
        self.make_worker: WorkerFactory = make_worker or (lambda title: HintWorker(title, seconds))
        self.worker: Worker | None = None
        self.serial: int | None = None  # the position asked about (the scene's serial)
        self.thinking = False
        self.shown: list[Shown] | None = None
        self.rect: pygame.Rect | None = None
        self.close_button: Button | None = None

    @property
    def open(self) -> bool:
        return self.serial is not None

    def ask(self, table: TableScene) -> None:
        state = table.state
        if state.is_terminal():
            return
        if self.worker is None:
            self.worker = self.make_worker(self.title_id)
        self.serial = table.serial
        self.shown = None
        self.rect = None
        self.thinking = True
        self.worker.start(state, state.current_player())

    def dismiss(self) -> None:
        self.serial = None
        self.thinking = False
        self.shown = None
        self.rect = None
        self.close_button = None

    def update(self, table: TableScene) -> None:
        """Every frame: poll without waiting; a changed position closes the hint."""
        if self.serial is None:
            return
        if table.serial != self.serial or table.state.is_terminal():
            self.dismiss()
            return
        if self.thinking and self.worker is not None:
            found = self.worker.poll(0.0)
            if found is not None:
                self.thinking = False
                shown = [self._shown(table, choice) for choice in found]
                for item, point in zip(shown, apart([item.point for item in shown])):
                    item.point = point
                self.shown = shown
                self.rect = None

    def _shown(self, table: TableScene, choice: HintChoice) -> Shown:
        label = self.choice_label(table, choice.action)
        reason = tr("coach.hint.choice", share=round(100 * choice.share), value=round(100 * choice.value))
        return Shown(choice, label, reason, self.marker_point(table, choice.action))

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.dismiss()

    def choice_label(self, table: TableScene, action: int) -> str:
        """A choice's words, read as an option label (an imperative or a noun phrase: "Temple",
        "Paint the front at a3"): the option button that plays it, else the view's hint words (a card
        by its name), else the view's ``option_label`` when it has words for the action, and only
        when it gives bare notation, the log's line (a log line reads as a sentence with a name
        and a full stop, "Alice commits a party.", not as an option)."""
        options = table.question.options if table.question is not None else []
        label = next((o.label for o in options if o.action == action), None)
        if label is None:
            label = table.view.hint_label(table.ctx(), action)
        if label is not None:
            return label
        words = table.view.option_label(table.ctx(), action)
        if words != table.state.action_to_str(action):
            return words
        return self.log_words(table, action) or words

    def log_words(self, table: TableScene, action: int) -> str | None:
        """The log's first line for ``action`` ("Ann plays r03a (hard row)"): the game's own words
        for a board click. Played on a determinization of what the person sees, so nothing hidden
        (the deck's next card) can reach the words; the log never words private parts anyway."""
        import numpy as np

        state = table.state
        player = state.current_player()
        try:
            world = state.observation(player).determinize(player, np.random.default_rng(0))
            writer = table.view.log_writer(table.player_name)
            for event in world.apply(action):
                line = writer.describe(event)
                if isinstance(line, Amend):  # a fresh writer has no line of its own to amend yet
                    return line.line
                if isinstance(line, tuple):  # a heading (a new round), then the event's own line
                    line = line[-1] if len(line) > 1 else None
                if line:
                    return line
        except Exception:  # words are a nicety: the view's label stands in
            return None
        return None

    def marker_point(self, table: TableScene, action: int) -> tuple[int, int] | None:
        """Where a choice's number sits: just above the button that plays it, near its right end
        and within its sides (``_corner``); at the top-right corner of the target that plays it,
        or where the target asks for it (``Target.mark``); for an action reached through a first
        click (``view.route``: a Five Tribes meeple colour in hand), at that button's or target's, not
        on its centre (where it would hide the meeple); the click point when nothing else places
        it."""
        clear = table.view.marker_keep_clear(table.ctx())
        for button in table.options.buttons:
            if button.action == action:
                return _corner(button.rect, clear)
        question = table.question
        if question is not None:
            for target in question.targets:
                if action in target.actions:
                    return _target_mark(target)
            key = table.view.route(table.ctx(), question, action)
            if key is not None:
                for button in table.options.buttons:
                    if button.key == key:
                        return _corner(button.rect, clear)
                for target in question.targets:
                    if target.key == key:
                        return _target_mark(target)
        return table.target_point(action)

    # -- input and drawing -----------------------------------------------------------------------

    def click(self, pos: tuple[int, int]) -> bool:
        """True when the click was the panel's (its Close button closes it; the panel swallows
        clicks on itself); clicks elsewhere reach the table, which may play the hinted move."""
        if self.rect is None or not self.rect.collidepoint(pos):
            return False
        if self.close_button is not None and self.close_button.rect.collidepoint(pos):
            self.dismiss()
        return True

    def lines(self) -> list[Row]:
        """The panel's rows, already wrapped: a choice's first row carries its marker number."""
        inner = WIDTH - 2 * PAD - 40
        if self.thinking:
            return [Row(tr("coach.hint.thinking"), 20, SAND)]
        if not self.shown:  # the search failed (a single legal move still comes back as a choice)
            return [Row(line, 20, SAND) for line in wrap_text(tr("coach.hint.failed"), 20, inner)]
        rows: list[Row] = []
        for number, item in enumerate(self.shown, 1):
            for index, line in enumerate(wrap_text(item.label, 20, inner, True)):
                rows.append(Row(line, 20, SAFFRON, True, number if index == 0 else None))
            rows.extend(Row(line, 18, SAND) for line in wrap_text(item.reason, 18, inner))
        return rows

    def layout(self, table: TableScene) -> pygame.Rect:
        rows = self.lines()
        height = PAD + 34 + sum(LINE for _ in rows) + 12 + 40 + PAD
        points = [item.point for item in self.shown or [] if item.point is not None]
        zones = table.zones
        # Over the log first (the least needed part of the table now), then the corners.
        over_log = pygame.Rect(zones.log.x, zones.log.y, WIDTH, height)
        over_log.right = min(over_log.right, 1590)
        candidates = [
            over_log.clamp(pygame.Rect(0, 0, 1600, 900)),
            pygame.Rect(zones.top_strip.right - WIDTH - 10, zones.top_strip.bottom + 8, WIDTH, height),
            pygame.Rect(10, zones.top_strip.bottom + 8, WIDTH, height),
            pygame.Rect(10, 890 - height, WIDTH, height),
            pygame.Rect(1590 - WIDTH, 890 - height, WIDTH, height),
        ]
        rect = next(
            (c for c in candidates if not any(c.inflate(24, 24).collidepoint(p) for p in points)),
            candidates[0],
        )
        self.close_button = Button(
            pygame.Rect(rect.right - PAD - 120, rect.bottom - PAD - 40, 120, 40),
            tr("coach.hint.close"),
            self.dismiss,
        )
        return rect

    def draw(self, surface: pygame.Surface, table: TableScene) -> None:
        if self.serial is None:
            return
        if self.rect is None:
            self.rect = self.layout(table)
        for number, item in enumerate(self.shown or [], 1):
            if item.point is not None:
                _marker(surface, item.point, number, table.app.time)
        rect = self.rect
        draw_panel(surface, rect, alpha=255)  # opaque: the log under it must not show through
        blit_text(surface, tr("coach.hint.title"), 20, SAFFRON, (rect.x + PAD, rect.y + PAD), bold=True)
        y = rect.y + PAD + 34
        for row in self.lines():
            if row.marker is not None:
                draw_disc(surface, (rect.x + PAD + 12, y + 11), 12, MARKER)
                centre = (rect.x + PAD + 12, y + 11)
                blit_text(surface, str(row.marker), 16, INK, centre, anchor="center", bold=True, shadow=False)
            blit_text(surface, row.text, row.size, row.colour, (rect.x + PAD + 36, y), bold=row.bold)
            y += LINE
        if self.close_button is not None:
            self.close_button.draw(surface, self.close_button.rect.collidepoint(table.input.pointer))


def apart(points: list[tuple[int, int] | None]) -> list[tuple[int, int] | None]:
    """The markers' points, each moved left of the earlier ones it would cover: two choices that
    start with the same click (two placements of a Prehistories tile still in the tray) had their
    markers on one spot, the second hiding the first."""
    step = 2 * MARKER_RADIUS + 6
    placed: list[tuple[int, int]] = []
    found: list[tuple[int, int] | None] = []
    for point in points:
        if point is None:
            found.append(None)
            continue
        x, y = point
        while any(abs(x - px) < step and abs(y - py) < step for px, py in placed):
            x -= step
        placed.append((x, y))
        found.append((x, y))
    return found


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


def _ring(x: int, y: int) -> pygame.Rect:
    """The square the marker's widest ring fills (its pulse at the largest)."""
    reach = MARKER_RADIUS + RING_GAP + RING_PULSE
    return pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach)


def _target_mark(target: Target) -> tuple[int, int]:
    return target.mark if target.mark is not None else (target.rect.right - 6, target.rect.top + 6)


def _marker(surface: pygame.Surface, point: tuple[int, int], number: int, time: float) -> None:
    """A numbered gold disc with a pulsing ring where the choice is clicked."""
    radius = MARKER_RADIUS
    ring = radius + RING_GAP + int(RING_PULSE * abs(((time * 1.5) % 2) - 1))
    pygame.draw.circle(surface, MARKER, point, ring, 3)
    draw_disc(surface, point, radius, MARKER)
    blit_text(surface, str(number), 20, INK, point, anchor="center", bold=True, shadow=False)
