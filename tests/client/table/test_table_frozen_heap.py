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
