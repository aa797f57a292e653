"""The score over the rounds, one line per seat (the results' chart, docs/ui.md).

The points come from replaying the game's actions from its seed and reading every seat's score at
each round's end (``history.rounds.scores_by_round``, the History screen's reading too), so the
chart needs nothing the table did not keep.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.history.rounds import RoundPoint, scores_by_round
from game.client.table.session import Session
from game.client.text import fit_text, tr
from game.client.widgets import SAND, blit_text, draw_disc

GRID = (110, 96, 130)
AXIS = (200, 188, 214)
GOLD = (255, 227, 160)


class ScoreChart:
    """Every seat's score at the start and at each round's end."""

    def __init__(self, points: Sequence[RoundPoint]) -> None:
        self.points = list(points)

    @classmethod
    def of(cls, session: Session) -> ScoreChart:
        """The chart of the session's game so far: its actions replayed from the seed."""
        return cls(scores_by_round(session.new_state(), session.state_history()))

    @property
    def seats(self) -> int:
        return len(self.points[0].scores) if self.points else 0

    def series(self, seat: int) -> list[int]:
        return [point.scores[seat] for point in self.points]

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        colours: Sequence[tuple[int, int, int]],
        names: Sequence[str],
    ) -> None:
        """The axes (rounds along, points up), a line per seat with a dot at each round's end,
        and a legend of names and final scores on the right."""
        if not self.points:
            return
        legend_width = 220
        plot = pygame.Rect(rect.x + 56, rect.y + 10, rect.width - 56 - legend_width - 20, rect.height - 50)
        low = min(0, *(min(point.scores) for point in self.points))
        high = max(1, *(max(point.scores) for point in self.points))
        step = _nice_step(high - low)
        top = -(-high // step) * step
        bottom = (low // step) * step
        span = max(top - bottom, 1)
        last = max(len(self.points) - 1, 1)

        def at(index: int, score: int) -> tuple[int, int]:
            x = plot.x + round(index * plot.width / last)
            y = plot.bottom - round((score - bottom) * plot.height / span)
            return x, y

        for value in range(bottom, top + 1, step):
            y = at(0, value)[1]
            pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), 1)
            blit_text(surface, str(value), 16, AXIS, (plot.x - 10, y), anchor="midright", shadow=False)
        every = max(1, -(-last // 16))  # at most about 16 round numbers along the axis
        for index in range(0, len(self.points), every):
            x = at(index, bottom)[0]
            pygame.draw.line(surface, GRID, (x, plot.bottom), (x, plot.bottom + 5), 1)
            blit_text(surface, str(index), 16, AXIS, (x, plot.bottom + 8), anchor="midtop", shadow=False)
        blit_text(
            surface,
            tr("table.results.chart_rounds"),
            16,
            AXIS,
            (plot.centerx, plot.bottom + 28),
            anchor="midtop",
        )
        pygame.draw.line(surface, AXIS, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, AXIS, plot.bottomleft, plot.topleft, 2)
        order = sorted(range(self.seats), key=lambda seat: -self.points[-1].scores[seat])
        for seat in range(self.seats):
            colour = colours[seat % len(colours)]
            line = [at(index, score) for index, score in enumerate(self.series(seat))]
            if len(line) > 1:
                pygame.draw.lines(surface, (20, 14, 30), False, line, 6)
                pygame.draw.lines(surface, colour, False, line, 3)
            for x, y in line:
                pygame.draw.circle(surface, (20, 14, 30), (x, y), 5)
                pygame.draw.circle(surface, colour, (x, y), 3)
        y = plot.y + 8
        x = plot.right + 30
        for seat in order:
            draw_disc(surface, (x + 10, y + 12), 10, colours[seat % len(colours)])
            name = fit_text(names[seat], 18, legend_width - 80, True)
            blit_text(surface, name, 18, SAND, (x + 28, y + 12), anchor="midleft", bold=True)
            score = str(self.points[-1].scores[seat])
            blit_text(surface, score, 18, GOLD, (rect.right - 8, y + 12), anchor="midright", bold=True)
            y += 34


def _nice_step(span: int) -> int:
    """A round step between the value lines: about five of them over ``span``."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500):
        if span / step <= 6:
            return step
    return 1000
