"""The end of a round: a short summary (docs/table.md, "Following the game").

When an action ends a round (``GameView.round_opens``), ``RoundEnd`` shows a panel over the
board: the points each seat gained in the round and the game's own round events
(``GameView.round_summary``: Five Tribes' djinns and market refilled, Tribes of the Wind's
villages, end-game token, village cards, temples, forests and pollution, Prehistories' hunts,
paintings and totems). It closes by itself after
``PANEL_SECONDS`` or on a click or a key (a click on it does nothing else; elsewhere and a key
also do their own work), and holds the next bot until then when a person is at the table (a round
in which no seat scored and nothing of the game's happened is kept in the log only). The same summary
stays in the log as a group that folds to its heading (``LogBook``, a ``Summary`` entry worded in
the language of the moment).

Everything in it is public: the points are read from the public view (``view.observe(state,
None)``), and the game words only events' public parts, since the log and the panel are seen by
everyone at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.badges import draw_disc
from game.client.lettering import blit_text, fit_width
from game.client.text import fit_text, tr
from game.client.widgets import SAND, draw_panel
from game.rules.base import Event, State

if TYPE_CHECKING:
    from game.client.table.view import GameView

PANEL_SECONDS = 4.0
GOLD = (255, 227, 160)
PANEL_WIDTH = 560
MAX_ROWS = 10  # rows of the game's lines, wrapped ones included


@dataclass(frozen=True, slots=True)
class Summary:
    """One round's end, as the log keeps it: the round, the points each seat gained, the round's
    events (worded when shown)."""

    round: int
    gains: tuple[int, ...]
    events: tuple[Event, ...]
    # Per seat, the points gained by score category (the public breakdown; categories that did
    # not move left out): what no event says, as a Tribes of the Wind village goal met.
    points: tuple[tuple[tuple[str, int], ...], ...] = ()


def summary_lines(view: GameView, summary: Summary, name: Callable[[int], str]) -> list[str]:
    """The summary in the current language: the heading, the points, then the game's lines."""
    points = " · ".join(
        f"{name(seat)} {'+' if gained > 0 else ''}{gained}" for seat, gained in enumerate(summary.gains)
    )
    return [
        tr("table.round_end.heading", round=summary.round),
        tr("table.round_end.points", points=points),
        *game_lines(view, summary, name),
    ]


def game_lines(view: GameView, summary: Summary, name: Callable[[int], str]) -> list[str]:
    """The game's own lines of a round's end: its events (``round_summary``), then the points by
    category that no event says (``round_points``)."""
    return [*view.round_summary(summary.events, name), *view.round_points(summary.points, name)]


def lines_of(
    view: GameView, events: Sequence[Event], name: Callable[[int], str], wanted: tuple[type[Event], ...]
) -> list[str]:
    """The log's own lines for the ``wanted`` kinds of events among a round's: a fresh writer reads
    every event of the round in order (its lines may lean on earlier ones) and keeps those."""
    writer = view.log_writer(name)
    found: list[str] = []
    for event in events:
        line = writer.describe(event)
        if not isinstance(event, wanted) or line is None:
            continue
        if isinstance(line, tuple):
            found.extend(part for part in line[-1:] if part)
        elif isinstance(line, str):
            found.append(line)
        else:
            found.append(line.line)  # an Amend: the line as it now reads
    return found


def per_seat(counts: dict[int, int], name: Callable[[int], str]) -> str:
    """A line of counts per seat, "Ann (2), Bot 1 (1)" (seats in order, zeros left out)."""
    return ", ".join(f"{name(seat)} ({count})" for seat, count in sorted(counts.items()) if count)


class RoundEnd:
    """Watches the rounds go by; the panel of the last round's end while it shows."""

    def __init__(self, view: GameView, state: State) -> None:
        self.view = view
        self.start_scores = self.public_scores(state)
        self.start_points = self.public_points(state)
        self.events: list[Event] = []
        self.panel: Summary | None = None
        self.left = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)  # where the panel was last drawn

    def public_scores(self, state: State) -> list[int]:
        return list(self.view.observe(state, None).scores())

    def public_points(self, state: State) -> list[dict[str, int]]:
        public = self.view.observe(state, None)
        return [public.score_breakdown(seat) for seat in range(public.num_players)]

    def played(self, before: State, after: State, events: Sequence[Event]) -> Summary | None:
        """An action was applied: the round's summary when it ended the round (the panel opens)."""
        self.events.extend(events)
        ended = self.view.round_opens(before, after)
        if ended is None or after.is_terminal():
            return None
        scores = self.public_scores(after)
        gains = tuple(now - was for now, was in zip(scores, self.start_scores, strict=False))
        points = self.public_points(after)
        moved = tuple(
            tuple((k, v - was.get(k, 0)) for k, v in now.items() if v != was.get(k, 0))
            for now, was in zip(points, self.start_points, strict=False)
        )
        summary = Summary(ended, gains, tuple(self.events), moved)
        self.start_scores = scores
        self.start_points = points
        self.events = []
        if any(gains) or game_lines(self.view, summary, str):
            self.panel = summary  # a round where nothing scored or happened is in the log only
            self.left = PANEL_SECONDS
        return summary

    def reset(self, state: State) -> None:
        """An undo or a jump: the round is counted from here (no panel)."""
        self.start_scores = self.public_scores(state)
        self.start_points = self.public_points(state)
        self.events = []
        self.panel = None

    @property
    def showing(self) -> bool:
        return self.panel is not None

    def update(self, dt: float) -> None:
        if self.panel is not None:
            self.left -= dt
            if self.left <= 0:
                self.panel = None

    def close(self) -> bool:
        """A click or a key: the panel goes. True when there was one."""
        if self.panel is None:
            return False
        self.panel = None
        return True

    def over(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the panel as last drawn (a click there does nothing else)."""
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, name: Callable[[int], str], area: pygame.Rect) -> None:
        """The panel, centred over ``area`` (the view's board)."""
        summary = self.panel
        if summary is None:
            return
        lines = game_lines(self.view, summary, name)[:8]
        # A long line wraps, its rest indented under it (cut with "…" it lost its end: "ліс на 2
        # вод…"); at most MAX_ROWS rows, the last cut only past them.
        rows: list[tuple[str, int]] = []
        for line in lines:
            parts = fit_width(line, 17, PANEL_WIDTH - 76)
            rows.extend((part, 0 if index == 0 else 16) for index, part in enumerate(parts))
        if len(rows) > MAX_ROWS:
            rows = rows[:MAX_ROWS]
            last, indent = rows[-1]
            rows[-1] = (fit_text(last + " …", 17, PANEL_WIDTH - 60 - indent), indent)
        seats = len(summary.gains)
        height = 80 + 30 * seats + (26 * len(rows) + 12 if rows else 0) + 34
        rect = pygame.Rect(0, 0, PANEL_WIDTH, height)
        rect.center = area.center
        rect.top = max(rect.top, area.top + 8)  # never over the top strip's prompt
        self.rect = rect
        draw_panel(surface, rect, alpha=245)
        heading = tr("table.round_end.heading", round=summary.round)
        blit_text(surface, heading, 24, GOLD, (rect.centerx, rect.y + 16), anchor="midtop", bold=True)
        y = rect.y + 62
        for seat, gained in enumerate(summary.gains):
            draw_disc(surface, (rect.x + 40, y + 12), 10, self.view.seat_colour(seat))
            blit_text(
                surface,
                fit_text(name(seat), 20, 330, True),
                20,
                SAND,
                (rect.x + 60, y + 12),
                anchor="midleft",
                bold=True,
            )
            sign = "+" if gained > 0 else "\u2212" if gained < 0 else ""
            text = tr("table.round_end.gained", abs(gained), sign=sign)
            blit_text(surface, text, 20, GOLD, (rect.right - 30, y + 12), anchor="midright", bold=True)
            y += 30
        if rows:
            y += 8
            pygame.draw.line(surface, (232, 170, 58), (rect.x + 30, y), (rect.right - 30, y), 1)
            y += 10
            for row, indent in rows:
                blit_text(
                    surface, fit_text(row, 17, PANEL_WIDTH - 60 - indent), 17, SAND, (rect.x + 30 + indent, y)
                )
                y += 26
        hint = tr("table.round_end.close")
        blit_text(surface, hint, 15, (190, 180, 200), (rect.centerx, rect.bottom - 26), anchor="midtop")
