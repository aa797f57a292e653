"""Faults seen while playing in a real window, on the shared table with the toy game."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.table import draw as D
from game.client.table.hotkeys import OptionKeys
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.view_types import Ctx, Option, Question
from game.client.widgets import LABEL_PAD, fit_label
from tests.client.table.conftest import TableMaker
from tests.client.table.toy import ADD1, FakeWorker, TallyView


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
    assert table.renderer.log_scroll == 2  # one notch, two rows: not twice for the notch's button 4
    for _ in range(30):
        _wheel(quick_app, log.center, 1)
    assert table.renderer.log_scroll == limit  # the oldest row at the top, the panel full
    _wheel(quick_app, log.center, -1)
    assert table.renderer.log_scroll == limit - 2
    # Off the log the wheel leaves the log alone (the view may use it, e.g. to flip a tile).
    _wheel(quick_app, (log.x - 200, log.y - 200), 1)
    assert table.renderer.log_scroll == limit - 2


def test_a_new_set_of_options_after_a_long_one_is_numbered_from_1_again():
    """Guards against: right after the bids (digits 1-7) the small market's cards came as 8, 9, 1
    and "Pass" as 2, and later the djinns as 4, 1, 3 with "Pass" 2: digits remembered from other
    prompts of the game. A prompt sharing no option with the last one counts from 1 in order."""
    keys = OptionKeys()
    bids = [Option(f"bid {amount}", f"Bid {amount}") for amount in (18, 12, 8, 5, 3, 1, 0)]
    assert keys.assign(bids, Question("Bid"), 0) == {bid.key: digit for bid, digit in zip(bids, "1234567")}
    cards = [Option(name, name) for name in ("card 1", "card 2", "card 3", "pass")]
    assert keys.assign(cards, Question("Market"), 0) == {
        "card 1": "1",
        "card 2": "2",
        "card 3": "3",
        "pass": "4",
    }
    djinns = [Option(name, name) for name in ("nekir", "sibittis", "enki", "pass")]
    assert keys.assign(djinns, Question("Djinn"), 0) == {
        "nekir": "1",
        "sibittis": "2",
        "enki": "3",
        "pass": "4",
    }
    # Within one run of prompts an option keeps its digit as others go: the second bid.
    assert keys.assign(bids, Question("Bid"), 0)["bid 0"] == "7"
    assert keys.assign(bids[:2] + bids[3:], Question("Bid"), 0)["bid 0"] == "7"


def test_the_options_own_digits_survive_a_reflow_within_one_prompt_set():
    """An option keeps its digit as others come and go beside it."""
    keys = OptionKeys()
    first = [Option("add1", "Add 1"), Option("add2", "Add 2"), Option("draw", "Draw")]
    assert keys.assign(first, Question("Move"), 0) == {"add1": "1", "add2": "2", "draw": "3"}
    again = [Option("bonus", "Bonus"), *first]
    assert keys.assign(again, Question("Move"), 0) == {"bonus": "4", "add1": "1", "add2": "2", "draw": "3"}


def _one_long_option_table(quick_app: App, words: str) -> TableScene:
    class LongWords(TallyView):
        def question(self, ctx: Ctx, legal: list[int]) -> Question:
            question = super().question(ctx, legal)
            question.options = [Option("kill", words, ADD1), *question.options[1:]]
            return question

    view = LongWords(quick_app)
    session = Session(view.title, GameSetup([Seat("P1"), Seat("P2")], 1, {"order": (0, 0, 1)}), view=view)  # type: ignore[arg-type]
    table = TableScene(quick_app, view, session, make_worker=FakeWorker)
    quick_app.stack.push(table)
    quick_app.run(frames=5)
    return table


def test_an_option_whose_words_need_two_lines_takes_the_room_the_row_has_for_one(quick_app: App):
    """Guards against: the Five Tribes kill button's second line ran through its rim, alone in a
    wide row. The button widens (within its share of the row) until its words fit on one line."""
    words = "Kill: vizier (Bot: easy · seat 2) on the tile over there"
    table = _one_long_option_table(quick_app, words)
    long, *others = table.options.buttons
    label = f"{long.hotkey}  {words}"
    size, lines, squeeze = fit_label(label, long.rect.width - 2 * LABEL_PAD, long.rect.height - 4)
    assert len(lines) == 1 and squeeze == 1.0 and size >= 16
    assert [button.rect.width for button in others] == [230, 230]  # short words keep the width
    rects = [button.rect for button in table.options.buttons]
    assert all(a.right < b.x for a, b in zip(rects, rects[1:]))  # side by side, apart
    assert rects[-1].right <= table.zones.options.right
