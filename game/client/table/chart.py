"""The score over the rounds, one line per seat (the results' chart, docs/ui.md).

The points come from replaying the game's actions from its seed and reading every seat's score at
each round's end (``history.rounds.scores_by_round``, the History screen's reading too), so the
chart needs nothing the table did not keep.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.badges import draw_disc
from game.client.history.rounds import RoundPoint, scores_by_round
from game.client.lettering import blit_text, wrap_text
from game.client.table.session import Session
from game.client.text import drawable, fit_text, font, tr
from game.client.widgets import SAND

GRID = (110, 96, 130)
AXIS = (200, 188, 214)
GOLD = (255, 227, 160)
LEGEND_SIZE = 18
# The legend's width: as wide as its longest name needs, within these bounds (the plot keeps the
# rest). At a fixed 220 px a Ukrainian name or a bot's level was cut ("Бот 2 (склад…").
LEGEND_MIN = 220
LEGEND_MAX = 380
LEGEND_ROW = 34  # px from one seat's row to the next; each wrapped line of a name adds LEGEND_LINE
LEGEND_LINE = 22
LEGEND_NAME_X = 38  # the name's left edge from the legend's, after the disc
LEGEND_GAP = 10  # between the name and the score


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
        scores = [str(score) for score in self.points[-1].scores]
        legend_width, room = legend_space(names, scores)
        plot = pygame.Rect(rect.x + 56, rect.y + 10, rect.width - 56 - legend_width - 20, rect.height - 64)
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
            rows = legend_lines(names[seat], room)
            for index, row in enumerate(rows):
                at_y = y + 12 + index * LEGEND_LINE
                blit_text(surface, row, LEGEND_SIZE, SAND, (x + 28, at_y), anchor="midleft", bold=True)
            blit_text(
                surface,
                scores[seat],
                LEGEND_SIZE,
                GOLD,
                (rect.right - 8, y + 12),
                anchor="midright",
                bold=True,
            )
            y += LEGEND_ROW + LEGEND_LINE * (len(rows) - 1)


def legend_space(names: Sequence[str], scores: Sequence[str]) -> tuple[int, int]:
    """The legend's width and the room its names get: the longest name on one line where the
    bounds allow (``LEGEND_MIN``, ``LEGEND_MAX``), the widest score right of it."""
    face = font(LEGEND_SIZE, True)
    score_w = max((face.size(score)[0] for score in scores), default=0)
    name_w = max((face.size(drawable(name))[0] for name in names), default=0)
    width = max(LEGEND_MIN, min(LEGEND_MAX, LEGEND_NAME_X + name_w + LEGEND_GAP + score_w + 8))
    return width, width - LEGEND_NAME_X - LEGEND_GAP - score_w - 8


def legend_lines(name: str, room: int) -> list[str]:
    """A name as the legend draws it in ``room`` px: one line, else two wrapped lines, the second
    cut with an ellipsis only when the name needs more than two."""
    shown = drawable(name)
    if font(LEGEND_SIZE, True).size(shown)[0] <= room:
        return [shown]
    lines = wrap_text(shown, LEGEND_SIZE, room, True)
    if len(lines) <= 1 or font(LEGEND_SIZE, True).size(lines[0])[0] > room:
        return [fit_text(shown, LEGEND_SIZE, room, True)]  # one word wider than the room
    rest = shown[len(lines[0]) :].strip() if shown.startswith(lines[0]) else " ".join(lines[1:])
    return [lines[0], fit_text(rest, LEGEND_SIZE, room, True)]


def _nice_step(span: int) -> int:
    """A round step between the value lines: about five of them over ``span``."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500):
        if span / step <= 6:
            return step
    return 1000
