"""Faults seen while playing in a real window (session 7), on the shared table with the toy game."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.table import draw as D
from game.client.table.hotkeys import OptionKeys
from game.client.table.view import Option, Question
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


def test_a_new_set_of_options_after_a_long_one_is_numbered_from_1_again():
    """Seen in play: right after the bids (digits 1-7, "End turn" 8) the small market's cards came
    as 8, 9, 1 and "Pass" as 2; in a round where a bot had moved between they were 1, 2, 3."""
    keys = OptionKeys()
    bids = [Option(f"bid {amount}", f"Bid {amount}") for amount in (18, 12, 8, 5, 3, 1, 0)]
    question = Question("Bid")
    assert keys.assign(bids, question, 0) == {
        f"bid {a}": d for a, d in zip((18, 12, 8, 5, 3, 1, 0), "1234567")
    }
    cards = [Option(name, name) for name in ("card 1", "card 2", "card 3", "pass")]
    assert keys.assign(cards, Question("Market"), 0) == {
        "card 1": "1",
        "card 2": "2",
        "card 3": "3",
        "pass": "4",
    }
    # The bids come back next round with their own digits; a card option keeps its digit too.
    assert keys.assign(bids, question, 0)["bid 0"] == "7"
    assert keys.assign(cards[:2] + [Option("end", "End")], Question("Sell"), 0) == {
        "card 1": "1",
        "card 2": "2",
        "end": "3",
    }


def test_the_options_own_digits_survive_a_reflow_within_one_prompt_set():
    """What issue 15 asked stays: an option keeps its digit as others come and go beside it."""
    keys = OptionKeys()
    first = [Option("add1", "Add 1"), Option("add2", "Add 2"), Option("draw", "Draw")]
    assert keys.assign(first, Question("Move"), 0) == {"add1": "1", "add2": "2", "draw": "3"}
    again = [Option("bonus", "Bonus"), *first]
    assert keys.assign(again, Question("Move"), 0) == {"bonus": "4", "add1": "1", "add2": "2", "draw": "3"}
