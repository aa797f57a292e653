"""Faults seen while playing in a real window (session 7), on the shared table with the toy game."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.table import draw as D
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1


def _wheel(app: App, pos: tuple[int, int], y: int) -> None:
    """One notch of a real wheel: SDL sends MOUSEWHEEL and, for old code, button 4 or 5 too."""
    app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.stack.handle(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    )
    app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=4 if y > 0 else 5))


def test_the_log_scrolls_up_to_its_oldest_line_and_no_further_one_step_a_notch(
    tally_table: TableMaker, quick_app: App
):
    table = tally_table(["", ""], length=80)
    for _ in range(60):
        table.play(ADD1)
        quick_app.run(frames=1)
    log = table.zones.log
    wrapped, visible = D.log_rows(log, table.book.lines)
    limit = len(wrapped) - visible
    assert limit > 4  # more lines than the panel shows
    _wheel(quick_app, log.center, 1)
    assert table.log_scroll == 2  # one notch, two rows: not twice for the notch's button 4
    for _ in range(30):
        _wheel(quick_app, log.center, 1)
    assert table.log_scroll == limit  # the oldest row at the top, the panel full
    _wheel(quick_app, log.center, -1)
    assert table.log_scroll == limit - 2
    # Off the log the wheel leaves the log alone (the view may use it, e.g. to flip a tile).
    _wheel(quick_app, (log.x - 200, log.y - 200), 1)
    assert table.log_scroll == limit - 2
