"""The game review: computed in the background, kept with the game, its chart and its key moments.

Opened from a History row. A review kept in the record (``GameRecord.review``) is shown at once;
otherwise ``ai.review_process.ReviewProcess`` computes it in its own process while this screen
shows its progress (Cancel stops it and leaves nothing kept). A finished review is written into
the game's history file, so it is computed once. The screen draws every seat's value over the game
(the strongest bot's estimate of each seat's win chance, ``Review.curve``) and lists the key
moments, where a person's choice lost the most; each opens the replay at that position with the
better move marked and the points it would have gained (``table/replay.py``, ``KeyMoment``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ai.review import DEFAULT_ITERATIONS, Decision, GameSpec, Review
from game.client.history.records import GameRecord
from game.client.history.store import write_record
from game.client.lettering import fit_width
from game.client.text import fit_text, font, tr
from game.client.ui import SAFFRON, SAND, UIScene, draw_panel, draw_text

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

PANEL = pygame.Rect(0, 0, 1480, 840)
PANEL.center = (800, 450)
CHART = pygame.Rect(PANEL.x + 90, PANEL.y + 150, 1300, 280)
# The chart's title and legend sit above the row of the key moments' numbers (drawn just above
# the chart), so a moment early in the game never writes its number into the title.
CHART_TITLE_Y = CHART.y - 58
LEGEND_Y = CHART.y - 44
MOMENTS_TOP = CHART.bottom + 70
MOMENT_H = 50
MOMENT_TEXT = PANEL.width - 330  # a moment's words, left of its Show button
# Moments too long for one line are drawn a size smaller, on two lines where still needed, whole
# ("сильніша позиц…" was cut).
MOMENT_SIZE, MOMENT_WRAPPED, MOMENT_STEP, MOMENT_INDENT = 20, 18, 25, 24
BAR = pygame.Rect(PANEL.centerx - 400, PANEL.centery - 20, 800, 36)
GRID = (120, 104, 150)
GOLD = (255, 227, 160)
LOSS = (236, 120, 100)

ProcessFactory = Callable[[GameSpec, int], Any]


def game_spec(record: GameRecord) -> GameSpec:
    """What the review needs of a record: its game, and the people's seats to review."""
    return GameSpec(
        record.title_id, len(record.seats), record.seed, dict(record.flags), tuple(record.actions),
        tuple(record.people),
    )  # fmt: skip


def kept_review(record: GameRecord, iterations: int = DEFAULT_ITERATIONS) -> Review | None:
    """The review kept in the record when it is a whole one of this game at this budget."""
    if record.review is None:
        return None
    try:
        review = Review.from_dict(record.review)
    except ValueError:
        return None
    if not review.complete or review.title_id != record.title_id or review.iterations != iterations:
        return None
    if any(not 0 <= d.index < len(record.actions) for d in review.decisions):
        return None
    return review


def _process(spec: GameSpec, iterations: int) -> Any:
    from ai.review_process import ReviewProcess

    return ReviewProcess(spec, iterations)


class ReviewScene(UIScene):
    def __init__(
        self,
        app: App,
        record: GameRecord,
        path: Path | None = None,
        *,
        iterations: int | None = None,
        make_process: ProcessFactory | None = None,
        on_kept: Callable[[GameRecord], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.record = record
        self.path = path
        self.iterations = iterations if iterations is not None else DEFAULT_ITERATIONS
        self.make_process = make_process or _process
        self.on_kept = on_kept
        self.review: Review | None = kept_review(record, self.iterations)
        self.process: Any = None
        self.error: str | None = None
        self.kept = self.review is not None
        names = [self.seat_name(p) for p in range(len(record.seats))]
        self.names = names
        self.colours = self._colours()

    # -- the seats ------------------------------------------------------------------------------

    def seat_name(self, player: int) -> str:
        from game.client.table.session import Seat
        from game.client.table.start import seat_name

        seat = self.record.seats[player]
        return seat_name(Seat(seat.name, seat.level), player)

    def _colours(self) -> list[tuple[int, int, int]]:
        from game.client.games import view_factory

        make_view = view_factory(self.record.title_id)
        players = range(len(self.record.seats))
        if make_view is None:
            return [(200, 200, 200) for _ in players]
        view = make_view(self.app)
        return [tuple(view.seat_colour(p))[:3] for p in players]  # type: ignore[misc]

    # -- the computation ------------------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        if self.review is None and self.process is None and self.error is None:
            if not self.record.people:
                self.error = tr("history.review.no_people")
            else:
                self.process = self.make_process(game_spec(self.record), self.iterations)
                self.rebuild()

    @property
    def progress(self) -> float:
        return float(self.process.progress) if self.process is not None else 1.0

    def update(self, dt: float) -> None:
        super().update(dt)
        process = self.process
        if process is None or not process.poll():
            return
        self.process = None
        process.close()
        if process.result is not None and process.result.complete:
            self.review = process.result
            self.keep()
        else:
            self.error = tr("history.review.failed")
            log.warning("the review gave no result: %s", process.error)
        self.rebuild()

    def keep(self) -> None:
        """The review goes into the game's history file: it is computed once."""
        assert self.review is not None
        self.record = replace(self.record, review=self.review.to_dict())
        if self.path is None:
            return
        try:
            write_record(self.record, self.path)
            self.kept = True
        except OSError:
            log.warning("the review could not be kept with the game", exc_info=True)
        if self.on_kept is not None:
            self.on_kept(self.record)

    def cancel(self) -> None:
        """Stop the review; nothing is kept, and the screen goes back."""
        if self.process is not None:
            self.process.cancel()
            self.process.close()
            self.process = None
        self.app.stack.pop()

    def back(self) -> None:
        self.cancel()

    def leave(self) -> None:
        self.app.stack.pop()

    def exit(self) -> None:
        if self.process is not None:
            self.process.close()
            self.process = None
        super().exit()

    # -- the key moments ------------------------------------------------------------------------

    def moments(self) -> list[Decision]:
        return self.review.moments() if self.review is not None else []

    def opener(self, decision: Decision) -> Callable[[], None]:
        def open_moment() -> None:
            self.app.stack.push(self.moment_replay(decision))

        return open_moment

    def moment_replay(self, decision: Decision) -> Any:
        """The replay at the decision, the better move marked."""
        from game.client.table.replay import KeyMoment
        from game.client.table.replay_start import record_replay

        moment = KeyMoment(
            decision.index,
            decision.player,
            decision.best,
            decision.chosen,
            decision.points,
            tuple(decision.plan),
        )
        return record_replay(self.app, self.record, position=decision.index, moment=moment)

    # -- the screen -----------------------------------------------------------------------------

    def build(self) -> None:
        bottom = pygame.Rect(PANEL.centerx - 130, PANEL.bottom - 74, 260, 56)
        if self.process is not None:
            self.add_button(bottom, tr("history.review.cancel"), self.cancel)
            return
        for row, decision in enumerate(self.moments()):
            rect = pygame.Rect(PANEL.right - 230, MOMENTS_TOP + row * MOMENT_H + 4, 180, MOMENT_H - 10)
            self.add_button(rect, tr("history.review.show"), self.opener(decision))
        self.add_button(bottom, tr("history.back"), self.leave)

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        from game.client.scenes.history import title_name

        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        draw_panel(surface, PANEL, alpha=240)
        heading = tr(
            "history.review.title", game=title_name(self.record.title_id), date=self.record.date[:10]
        )
        draw_text(surface, heading, 36, SAFFRON, (PANEL.centerx, PANEL.y + 26), anchor="midtop", bold=True)
        if self.process is not None:
            self.draw_progress(surface)
            return
        if self.review is None:
            draw_text(surface, self.error or "", 24, SAND, PANEL.center, anchor="center")
            return
        self.draw_chart(surface, self.review)
        self.draw_moments(surface)

    def draw_progress(self, surface: pygame.Surface) -> None:
        done = self.progress
        draw_text(
            surface, tr("history.review.working"), 24, SAND, (BAR.centerx, BAR.y - 40), anchor="midbottom"
        )
        pygame.draw.rect(surface, GRID, BAR, 2, border_radius=8)
        filled = BAR.inflate(-8, -8)
        filled.width = round(filled.width * max(0.0, min(done, 1.0)))
        if filled.width:
            pygame.draw.rect(surface, SAFFRON, filled, border_radius=6)
        percent = f"{round(100 * done)}%"
        draw_text(surface, percent, 22, SAND, (BAR.centerx, BAR.bottom + 14), anchor="midtop")

    def chart_point(self, index: int, value: float) -> tuple[int, int]:
        last = max(len(self.record.actions), 1)
        x = CHART.x + round(index * CHART.width / last)
        return x, CHART.bottom - round(max(0.0, min(value, 1.0)) * CHART.height)

    def draw_chart(self, surface: pygame.Surface, review: Review) -> None:
        """Every seat's value (win chance, 0-100%) over the game's actions; the key moments as
        numbered lines."""
        draw_text(surface, tr("history.review.chart"), 20, SAFFRON, (CHART.x, CHART_TITLE_Y), bold=True)
        pygame.draw.rect(surface, GRID, CHART, 1)
        for share in (0.25, 0.5, 0.75):
            y = self.chart_point(0, share)[1]
            pygame.draw.line(surface, (70, 60, 100), (CHART.x, y), (CHART.right, y), 1)
        for share in (0.0, 0.5, 1.0):
            label = f"{round(100 * share)}%"
            draw_text(
                surface, label, 16, SAND, (CHART.x - 8, self.chart_point(0, share)[1]), anchor="midright"
            )
        for number, decision in enumerate(self.moments(), start=1):
            x = self.chart_point(decision.index, 0)[0]
            pygame.draw.line(surface, LOSS, (x, CHART.y), (x, CHART.bottom), 2)
            draw_text(surface, str(number), 16, LOSS, (x, CHART.y - 4), anchor="midbottom", bold=True)
        for player in range(len(self.record.seats)):
            points = [self.chart_point(index, values[player]) for index, values in review.curve]
            if len(points) > 1:
                pygame.draw.lines(surface, self.colours[player], False, points, 3)
        x = CHART.x + 720  # the legend, right of the chart's title
        for player, name in enumerate(self.names):
            pygame.draw.line(surface, self.colours[player], (x, LEGEND_Y), (x + 28, LEGEND_Y), 4)
            drawn = draw_text(
                surface, fit_text(name, 18, 200), 18, SAND, (x + 36, LEGEND_Y), anchor="midleft"
            )
            x = drawn.right + 30
        draw_text(
            surface, tr("history.review.axis"), 16, GRID, (CHART.right, CHART.bottom + 8), anchor="topright"
        )

    def draw_moments(self, surface: pygame.Surface) -> None:
        moments = self.moments()
        draw_text(
            surface, tr("history.review.moments"), 22, SAFFRON, (PANEL.x + 60, MOMENTS_TOP - 40), bold=True
        )
        if not moments:
            draw_text(surface, tr("history.review.no_moments"), 20, SAND, (PANEL.x + 60, MOMENTS_TOP + 10))
            return
        lines = [
            tr(
                "history.review.moment"
                if round(decision.points or 0) > 0
                else "history.review.moment_position",
                number=row + 1,
                action=decision.index + 1,
                player=self.names[decision.player],
                loss=round(100 * decision.loss),
                points=tr("table.round_end.gained", round(decision.points or 0), sign=""),
            )
            for row, decision in enumerate(moments)
        ]
        size = moment_size(lines)
        for row, line in enumerate(lines):
            y = MOMENTS_TOP + row * MOMENT_H + MOMENT_H // 2
            parts = moment_rows(line, size)
            for k, part in enumerate(parts):
                centre = y + (2 * k - len(parts) + 1) * MOMENT_STEP // 2
                left = PANEL.x + 60 + (MOMENT_INDENT if k else 0)  # the rest under its line
                draw_text(surface, part, size, SAND, (left, centre), anchor="midleft")


def moment_size(lines: list[str]) -> int:
    """One size for every moment's line: the larger when each fits on one line."""
    fits = all(font(MOMENT_SIZE).size(line)[0] <= MOMENT_TEXT for line in lines)
    return MOMENT_SIZE if fits else MOMENT_WRAPPED


def moment_rows(line: str, size: int) -> list[str]:
    """A key moment's line as drawn: on one line or two (the second cut only when even two
    cannot hold it)."""
    first, *rest = fit_width(line, size, MOMENT_TEXT)
    if not rest:
        return [first]
    return [first, fit_text(" ".join(rest), size, MOMENT_TEXT - MOMENT_INDENT)]
