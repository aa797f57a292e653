"""The hint's marker of an "End turn" step at the Five Tribes table: the button stands at the
action bar's right end, under the middle column's legend, whose names end just above the bar. A
marker above it sat on "Large Market", and the panel, kept clear of that marker's ring, left its
room for the djinns and the market. With no place along the button's top clear of the legend's
names, the marker sits inside the button after its words, where its ring fits there within the
button's sides: in English. The Ukrainian words ("Завершити хід") leave no such room in a button
of the bar's widest, and its marker stays above, on the legend."""

from __future__ import annotations

import random

import pytest

from game.client import games
from game.client.app import App
from game.client.five_tribes import layout as L
from game.client.table.hint import _ring
from game.client.table.session import Seat
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import table_at, with_worker

games.load_game_packages()


def at_end_of_turn(seed: int) -> FiveTribesState:
    """A seeded game played on at random to a turn's last question (sell or end)."""
    rng = random.Random(seed)
    state = TITLE.new_game(2, seed)
    for _ in range(600):
        if state.step == Step.END and A.END in state.legal_actions() and len(state.legal_actions()) > 1:
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no end of turn with a choice found")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_end_turn_marker_leaves_the_legend_and_the_panel_its_room(quick_app: App, seed):
    state = at_end_of_turn(seed)
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    table = table_at(quick_app, "five_tribes", state, seats)
    hint = with_worker(table, FixedWorker(plan_of(table.state, [[A.END]]), polls=1))
    table.ask_hint()
    quick_app.run(frames=3)
    assert hint.plan is not None and hint.point is not None
    end = next(b for b in table.options.buttons if b.action == A.END)
    ring = _ring(*hint.point)
    for kind in range(5):
        assert not ring.colliderect(L.legend_words(kind)), (kind, hint.point)
    assert end.rect.collidepoint(hint.point), "it reads as the button's"
    words = end.rect.centerx + (end.label_width() + 1) // 2
    assert ring.left >= words and ring.right <= end.rect.right, "clear of its words, within its sides"
    assert hint.rect is not None
    assert not hint.rect.colliderect(L.DJINN_ROW) and not hint.rect.colliderect(L.MARKET_ROW)
    assert not hint.rect.colliderect(ring)
