"""History: the finished games, newest first, with filters; and a person's statistics per title.

Reached from the title screen. The list reads the history folder each time it opens
(``history.store.load_history``): files set aside while reading are told once, in a message.
Filters cycle on a click (title, person, opponent: a bot level or hot-seat); a row's Export writes
the game as a file (``history.exchange``) and says where; Replay opens it at the table
(``table/replay.py``) and Review in the review (``scenes/review.py``). Statistics draws its chart of the last
games' scores with pygame's lines and circles. Esc goes back.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.client.history.exchange import export_game
from game.client.history.records import GameRecord
from game.client.history.stats import HOTSEAT, OPPONENTS, PersonStats, filter_records, people, person_stats
from game.client.history.store import History, load_history
from game.client.scenes.message import MessageScene
from game.client.text import describe, fit_text, font, tr
from game.client.ui import SAFFRON, SAND, UIScene, draw_heading, draw_panel, draw_text
from game.client.widgets import page_turn
from game.rules import TITLE_IDS

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)

PANEL = pygame.Rect(0, 0, 1480, 840)
PANEL.center = (800, 450)
ROWS = 9
ROW_H = 62
ROW_BUTTON_STEP = 140
LIST_TOP = PANEL.y + 190
TITLE_X = PANEL.x + 230
SEATS_X = PANEL.x + 510
GOLD = (255, 227, 160)
GRID = (120, 104, 150)


def title_name(title_id: str) -> str:
    return tr(f"client.games.{title_id}.name")


def opponent_words(key: str) -> str:
    return tr("history.hotseat") if key == HOTSEAT else tr(f"table.new_game.level_{key}")


def seat_words(record: GameRecord, player: int) -> str:
    seat = record.seats[player]
    return tr("history.bot", level=opponent_words(seat.level)) if seat.is_bot else seat.name


def row_button(index: int, top: int) -> pygame.Rect:
    """A row's ``index``-th button from the right (Export, Replay, Review)."""
    return pygame.Rect(PANEL.right - 170 - index * ROW_BUTTON_STEP, top, 130, ROW_H - 14)


def text_width(content: str, size: int, bold: bool = False) -> int:
    return int(font(size, bold).size(content)[0])


def row_buttons(record: GameRecord) -> int:
    return 3 if record.people else 2


def seat_slots(record: GameRecord, middle: int) -> list[pygame.Rect]:
    """Where each seat's name and score go in a row: between the title and the row's buttons, on
    one line for two seats, else on two lines in columns, so nothing runs into the buttons at any
    seat count."""
    seats = len(record.seats)
    right = row_button(row_buttons(record) - 1, 0).x - 16
    lines = 1 if seats <= 2 else 2
    columns = -(-seats // lines)
    width = (right - SEATS_X) // columns
    slots = []
    for player in range(seats):
        line, column = divmod(player, columns)
        y = middle if lines == 1 else middle - 12 + 25 * line
        slots.append(pygame.Rect(SEATS_X + column * width, y - 11, width - 12, 22))
    return slots


def cycle(options: Sequence[str | None], current: str | None) -> str | None:
    """The option after ``current`` (back to the first after the last)."""
    index = list(options).index(current) if current in options else -1
    return options[(index + 1) % len(options)]


class HistoryScene(UIScene):
    def __init__(self, app: App, history: History | None = None) -> None:
        super().__init__(app)
        self.history = history if history is not None else load_history()
        self.title_id: str | None = None
        self.person: str | None = None
        self.against: str | None = None
        self.page = 0
        self.told = False

    @property
    def shown(self) -> list[GameRecord]:
        return filter_records(self.history.records(), self.title_id, self.person, self.against)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.told and self.history.problems and self.app.stack.top is self:
            self.told = True
            self.app.stack.push(self.problems_message())

    def problems_message(self) -> MessageScene:
        lines = [
            tr("history.damaged_line", path=p.kept_as.name, reason=describe(p.problem)[:90])
            for p in self.history.problems[:4]
        ]
        body = tr("history.damaged_body", count=len(self.history.problems), files="\n".join(lines))
        return MessageScene(self.app, tr("history.damaged_title"), body)

    def build(self) -> None:
        y, width = PANEL.y + 100, 330
        filters: list[tuple[str, Callable[[], None]]] = [
            (tr("history.filter.title", value=title_name(self.title_id) if self.title_id else tr("history.all")),
             self.next_title),
            (tr("history.filter.person", value=self.person or tr("history.all")), self.next_person),
            (tr("history.filter.against", value=opponent_words(self.against) if self.against else tr("history.all")),
             self.next_against),
        ]  # fmt: skip
        for index, (label, action) in enumerate(filters):
            self.add_button(pygame.Rect(PANEL.x + 40 + index * (width + 16), y, width, 52), label, action)
        if self.history.records():
            self.add_button(
                pygame.Rect(PANEL.right - 300, y, 260, 52), tr("history.statistics"), self.open_stats,
                object_id="#primary_button",
            )  # fmt: skip
        for row, record in enumerate(self.page_records()):
            top = LIST_TOP + row * ROW_H + 6
            buttons = [
                (tr("history.export"), self.exporter(record)),
                (tr("history.replay"), self.replayer(record)),
            ]
            if record.people:  # a review looks at people's choices
                buttons.append((tr("history.review.button"), self.reviewer(record)))
            for index, (label, action) in enumerate(buttons):
                self.add_button(row_button(index, top), label, action)
        self.add_button(
            pygame.Rect(PANEL.centerx - 130, PANEL.bottom - 74, 260, 56), tr("history.back"), self.back
        )
        self.add_button(
            pygame.Rect(PANEL.right - 320, PANEL.bottom - 74, 280, 56),
            tr("history.import.button"),
            self.open_import,
        )

    def open_import(self) -> None:
        from game.client.scenes.game_import import ImportScene

        self.app.stack.push(ImportScene(self.app))

    def page_records(self) -> list[GameRecord]:
        return self.shown[self.page * ROWS : (self.page + 1) * ROWS]

    def _refilter(self) -> None:
        self.page = 0
        self.rebuild()

    def next_title(self) -> None:
        titles = [t for t in TITLE_IDS if any(r.title_id == t for r in self.history.records())]
        self.title_id = cycle([None, *titles], self.title_id)
        self._refilter()

    def next_person(self) -> None:
        self.person = cycle([None, *people(self.history.records())], self.person)
        self._refilter()

    def next_against(self) -> None:
        self.against = cycle([None, *OPPONENTS], self.against)
        self._refilter()

    def handle(self, event: pygame.event.Event) -> None:
        page = page_turn(event, len(self.shown), ROWS, self.page)
        if page is not None:
            self.page = page
            self.rebuild()
            return
        super().handle(event)

    def exporter(self, record: GameRecord) -> Callable[[], None]:
        def export() -> None:
            try:
                path = export_game(record)
            except OSError as error:
                log.warning("cannot export the game: %s", error)
                self.app.stack.push(
                    MessageScene(self.app, tr("history.export_title"), tr("history.export_failed"))
                )
                return
            self.app.stack.push(
                MessageScene(self.app, tr("history.export_title"), tr("history.exported", path=str(path)))
            )

        return export

    def replayer(self, record: GameRecord) -> Callable[[], None]:
        def replay() -> None:
            from game.client.table.replay_start import record_replay

            self.app.stack.push(record_replay(self.app, record))

        return replay

    def reviewer(self, record: GameRecord) -> Callable[[], None]:
        path = next((path for path, kept in self.history.games if kept is record), None)

        def review() -> None:
            from game.client.scenes.review import ReviewScene

            # The record as the list holds it now: with its review once one was kept.
            current = next((kept for where, kept in self.history.games if where == path), record)
            self.app.stack.push(ReviewScene(self.app, current, path, on_kept=self.kept_review(path)))

        return review

    def kept_review(self, path: Path | None) -> Callable[[GameRecord], None]:
        """The list holds the game with its review from now on (it is not computed again)."""

        def keep(reviewed: GameRecord) -> None:
            self.history.games = [
                (where, reviewed if where == path else kept) for where, kept in self.history.games
            ]

        return keep

    def open_stats(self) -> None:
        self.app.stack.push(StatsScene(self.app, self.history, self.title_id, self.person))

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        draw_panel(surface, PANEL, alpha=240)
        draw_heading(surface, tr("history.title"), PANEL, 26, SAFFRON)
        records = self.shown
        if not records:
            empty = tr("history.empty") if not self.history.records() else tr("history.none_match")
            draw_text(surface, empty, 24, SAND, (PANEL.centerx, LIST_TOP + 120), anchor="center")
        for row, record in enumerate(self.page_records()):
            self.draw_row(surface, record, LIST_TOP + row * ROW_H, row)
        if len(records) > ROWS:
            pages = -(-len(records) // ROWS)
            page_line = tr("history.page", page=self.page + 1, pages=pages)
            draw_text(surface, page_line, 18, SAND, (PANEL.x + 40, PANEL.bottom - 46), anchor="midleft")

    def draw_row(self, surface: pygame.Surface, record: GameRecord, y: int, row: int) -> None:
        if row % 2 == 0:
            stripe = pygame.Surface((PANEL.width - 60, ROW_H - 4), pygame.SRCALPHA)
            stripe.fill((255, 255, 255, 16))
            surface.blit(stripe, (PANEL.x + 30, y))
        middle = y + ROW_H // 2 - 2
        draw_text(
            surface,
            record.date[:16].replace("T", " "),
            18,
            SAND,
            (PANEL.x + 44, middle - 12),
            anchor="midleft",
        )
        draw_text(
            surface,
            tr(f"history.mode.{record.mode}"),
            16,
            GRID,
            (PANEL.x + 44, middle + 13),
            anchor="midleft",
        )
        draw_text(
            surface,
            fit_text(title_name(record.title_id), 20, SEATS_X - TITLE_X - 24, True),
            20,
            SAFFRON,
            (TITLE_X, middle),
            anchor="midleft",
            bold=True,
        )
        scores = record.scores or ()
        for player, slot in enumerate(seat_slots(record, middle)):
            won = player in record.winners
            colour = GOLD if won else SAND
            if won:
                pygame.draw.circle(surface, GOLD, (slot.x + 5, slot.centery), 5)
            score = f" {scores[player]}" if player < len(scores) else ""
            room = slot.width - 16 - text_width(score, 18, won)
            words = fit_text(seat_words(record, player), 18, room, won) + score
            draw_text(surface, words, 18, colour, (slot.x + 16, slot.centery), anchor="midleft", bold=won)


class StatsScene(UIScene):
    """One person's statistics in one title, with a chart of the scores of their last games."""

    def __init__(self, app: App, history: History, title_id: str | None, person: str | None) -> None:
        super().__init__(app)
        self.history = history
        records = history.records()
        self.titles = [t for t in TITLE_IDS if any(r.title_id == t for r in records)]
        theirs = filter_records(records, person=person) if person is not None else records
        newest = (theirs or records)[0].title_id if records else None
        self.title_id = title_id if title_id in self.titles else newest
        self.person = person if person is not None else self.likeliest_person()

    def likeliest_person(self) -> str | None:
        """The person with the most games in the title shown."""
        counts: dict[str, int] = {}
        for record in filter_records(self.history.records(), self.title_id):
            for player in record.people:
                counts[record.seats[player].name] = counts.get(record.seats[player].name, 0) + 1
        return max(sorted(counts), key=lambda name: counts[name]) if counts else None

    @property
    def stats(self) -> PersonStats | None:
        if self.person is None or self.title_id is None:
            return None
        return person_stats(self.history.records(), self.person, self.title_id)

    def build(self) -> None:
        y = PANEL.y + 100
        title = title_name(self.title_id) if self.title_id else tr("history.all")
        self.add_button(
            pygame.Rect(PANEL.x + 40, y, 360, 52), tr("history.filter.title", value=title), self.next_title
        )
        person = self.person or tr("history.all")
        self.add_button(
            pygame.Rect(PANEL.x + 416, y, 360, 52),
            tr("history.filter.person", value=person),
            self.next_person,
        )
        self.add_button(
            pygame.Rect(PANEL.centerx - 130, PANEL.bottom - 74, 260, 56), tr("history.back"), self.back
        )

    def next_title(self) -> None:
        self.title_id = cycle(self.titles, self.title_id) if self.titles else None
        if self.person is None or not filter_records(self.history.records(), self.title_id, self.person):
            self.person = self.likeliest_person()
        self.rebuild()

    def next_person(self) -> None:
        names = people(filter_records(self.history.records(), self.title_id))
        self.person = cycle(names, self.person) if names else None
        self.rebuild()

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        draw_panel(surface, PANEL, alpha=240)
        draw_heading(surface, tr("history.statistics"), PANEL, 26, SAFFRON)
        stats = self.stats
        if stats is None or stats.total.games == 0:
            draw_text(surface, tr("history.no_stats"), 24, SAND, PANEL.center, anchor="center")
            return
        self.draw_numbers(surface, stats, PANEL.x + 60, PANEL.y + 190)
        self.draw_breakdown(surface, stats, PANEL.x + 800, PANEL.y + 190)
        chart = pygame.Rect(PANEL.x + 800, PANEL.y + 580, 620, 160)
        draw_score_chart(surface, chart, stats.recent)

    def draw_numbers(self, surface: pygame.Surface, stats: PersonStats, x: int, y: int) -> None:
        lines = [
            tr("history.stat.games", count=stats.total.games),
            tr("history.stat.wins", wins=stats.total.wins, rate=round(100 * stats.total.rate)),
        ]
        for key in OPPONENTS:
            if key in stats.against:
                tally = stats.against[key]
                words = "history.stat.hotseat" if key == HOTSEAT else "history.stat.against"
                lines.append(tr(words, who=opponent_words(key), wins=tally.wins,
                                games=tally.games, rate=round(100 * tally.rate)))  # fmt: skip
        lines += [
            tr("history.stat.best", score=stats.best if stats.best is not None else 0),
            tr("history.stat.average", score=f"{stats.average:.1f}"),
            tr("history.stat.streak", count=stats.longest_streak),
        ]
        for index, line in enumerate(lines):
            draw_text(surface, fit_text(line, 22, 700), 22, SAND, (x, y + index * 44))

    def draw_breakdown(self, surface: pygame.Surface, stats: PersonStats, x: int, y: int) -> None:
        draw_text(surface, tr("history.stat.breakdown"), 22, SAFFRON, (x, y), bold=True)
        for index, (key, points) in enumerate(stats.breakdown.items()):
            row = y + 40 + index * 28
            label = fit_text(tr(f"{stats.title_id}.score_line.{key}"), 18, 420)
            draw_text(surface, label, 18, SAND, (x, row))
            draw_text(surface, f"{points:.1f}", 18, SAND, (x + 560, row), anchor="topright")


def draw_score_chart(surface: pygame.Surface, rect: pygame.Rect, scores: list[int]) -> None:
    """The scores of the last games, oldest on the left, with the axis from 0 to the best."""
    draw_text(
        surface, tr("history.stat.recent", count=len(scores)), 20, SAFFRON, (rect.x, rect.y - 34), bold=True
    )
    pygame.draw.rect(surface, GRID, rect, 1)
    if not scores:
        return
    top = max(max(scores), 1)
    low = min(0, min(scores))
    span = top - low
    last = max(len(scores) - 1, 1)

    def at(index: int, score: int) -> tuple[int, int]:
        x = rect.x + 16 + round(index * (rect.width - 32) / last) if len(scores) > 1 else rect.centerx
        return x, rect.bottom - 14 - round((score - low) * (rect.height - 28) / span)

    points = [at(index, score) for index, score in enumerate(scores)]
    zero = at(0, 0)[1]
    pygame.draw.line(surface, GRID, (rect.x, zero), (rect.right, zero), 1)
    pygame.draw.line(surface, GRID, (rect.x, at(0, top)[1]), (rect.right, at(0, top)[1]), 1)
    if len(points) > 1:
        pygame.draw.lines(surface, SAFFRON, False, points, 3)
    for point in points:
        pygame.draw.circle(surface, GOLD, point, 5)
    draw_text(surface, str(top), 16, SAND, (rect.x - 8, at(0, top)[1]), anchor="midright")
    draw_text(surface, str(low), 16, SAND, (rect.x - 8, zero), anchor="midright")
