"""With five players the boards have no room for their score lines: the shared score table beside
the boards holds every seat's (how far ahead each is, what a player weighs a plan against). The
hint's panel keeps it in sight as it keeps the other seats' score lines with fewer players
(``TotwView.hint_keep``), in both languages, the other plans shown or not."""

from __future__ import annotations

import numpy as np
import pytest

from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from game.client.tribes_of_the_wind import layout as L
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import table_at, with_worker
from tests.client.tribes_of_the_wind.test_hint_panel_hand import assert_clear_of_the_hand_and_answers
from tests.client.tribes_of_the_wind.test_hint_panel_scores import placed_again, seeded_turn, turn_start

games.load_game_packages()


@pytest.mark.parametrize("seat", [0, 2, 4])
def test_the_score_table_is_among_what_the_hint_keeps_in_sight(lang_app: App, seat):
    state = turn_start(5, 1, seat=seat, nth=3)
    seats = [Seat("Me") if p == seat else Seat(f"Bot {p}", "easy") for p in range(5)]
    table = table_at(lang_app, "tribes_of_the_wind", state, seats)
    assert L.score_table_rect() in table.view.hint_keep(table.ctx())


@pytest.mark.parametrize("others", [False, True])
@pytest.mark.parametrize(("seat", "seed"), [(0, 1), (0, 2), (0, 3), (2, 1), (4, 1), (4, 2)])
def test_the_plan_panel_at_five_seats_keeps_the_score_table_in_sight(lang_app: App, seat, seed, others):
    state = turn_start(5, seed, seat=seat, nth=2 + seed)
    rng = np.random.default_rng(seed)
    lines = [seeded_turn(state, int(a), seed) for a in rng.permutation(state.legal_actions())[:3]]
    seats = [Seat("Me") if p == seat else Seat(f"Bot {p}", "easy") for p in range(5)]
    table = table_at(lang_app, "tribes_of_the_wind", state, seats)
    hint = with_worker(table, FixedWorker(plan_of(table.state, lines), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    rect = placed_again(lang_app, hint, others)
    assert not rect.colliderect(L.score_table_rect()), (rect, L.score_table_rect(), hint.fold)
    assert_clear_of_the_hand_and_answers(table, rect, [*table.options.buttons, *table.options.top_buttons])
    assert not rect.colliderect(L.board_geoms(5)[seat].rect), "the own board stays in view"
