"""The table freezes the heap while it is open (fewer, shorter collections while a bot thinks), and
what it freezes is never freed until it closes. It collects first, so what the table before it
left behind is freed, not frozen with the rest: the tables of a session, or of a test that opens
one after another, piled up."""

from __future__ import annotations

import gc
import weakref

from game.client.app import App
from tests.client.table.test_hint import table_at


def test_a_table_opened_after_another_frees_the_one_before(quick_app: App):
    first = table_at(quick_app, "five_tribes")
    before = weakref.ref(first)
    # no collection but the table's own: one between the two tables would hide a table that
    # freezes what the first left behind
    gc.disable()
    try:
        quick_app.stack.clear()
        del first
        table_at(quick_app, "tribes_of_the_wind")
    finally:
        gc.enable()
    gc.collect()
    assert before() is None


def test_tables_opened_one_after_another_in_a_test_keep_one_table_open(quick_app: App):
    """``table_at`` puts a table in place of the one on top: the one before exits and is freed,
    where a test opening tables in a loop kept them all open to its end."""
    first = table_at(quick_app, "five_tribes")
    before = weakref.ref(first)
    bot = first.driver.bots.workers[1]
    assert bot.pid is not None  # the bot seat's process runs
    del first
    second = table_at(quick_app, "tribes_of_the_wind")
    assert quick_app.stack.scenes == (second,)
    assert bot.pid is None, "the table before exited: its bot's process was closed"
    gc.collect()
    assert before() is None
