"""A plan's reason counts the hunters it sends: one card sent to zone 4 with the last card of the
party following it (forced) read "sends 1 hunter" while the log showed two."""

from __future__ import annotations

from ai.plan import Line, Step, reason_parts
from game.client.prehistories.view import PrehistoriesView
from game.client.table.plan_words import PlanWords
from game.client.text import tr
from game.rules.outcome import outcome
from game.rules.prehistories import TITLE
from game.rules.prehistories import actions as act


def test_a_reason_says_every_hunter_sent_and_the_tile_taken(quick_app):
    state = TITLE.new_game(2, 27942)  # the real-window game: hand 6 (speed 10), 4 (24), 2 (42)
    assert sorted(state.seats[0].hand) == [10, 24, 42]
    state.apply(act.select_id(10))
    state.apply(act.select_id(24))
    state.apply(act.COMMIT)
    state.apply(act.COMMIT)  # seat 1 sends no party
    labels = [zone.label for zone in state.zone_defs]
    first = act.assign_id(labels.index("4"), 10)
    done = outcome(state, 0, [first])  # hunter 24 and the take follow by force
    assert sum(t.events for t in done.tallies if t.kind == "hunter_assigned") == 2
    line = Line([Step(first, "assign 4 10", False, 10)], 0.5, 1.0, done)
    line.reason = reason_parts(line)
    view = PrehistoriesView(quick_app)
    words = PlanWords(view, lambda p: f"Seat {p}", lambda world: None).reason(line)  # type: ignore[arg-type,return-value]
    assert tr("prehistories.plan.hunters", count=2) in words, words
    assert tr("prehistories.plan.taken", count=1) in words, words
