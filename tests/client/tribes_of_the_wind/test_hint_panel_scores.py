"""The hint's panel at the Tribes of the Wind table sits over the other seats' boards, and with
two seats it sat over the bot's score lines (how far ahead it is, what a player weighs a plan
against), 440 px wide where the board's grid beside them leaves 352. Where a place keeps them in
sight (beside them, the panel narrower; above or below them), the panel takes it
(``TotwView.hint_keep``), still clear of the hand, the question's targets, the log and the
buttons."""

from __future__ import annotations

import numpy as np
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import seats as S
from game.rules import load_title
from game.rules.tribes_of_the_wind import TotwState
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import table_at, with_worker
from tests.client.tribes_of_the_wind.test_hint_panel_hand import assert_clear_of_the_hand_and_answers
from tests.client.tribes_of_the_wind.test_plan_forced_steps import turn_from

games.load_game_packages()


def fourth_round(players: int, seed: int) -> TotwState:
    """A game played by the playout policy to seat 0's first turn after round 3."""
    state = load_title("tribes_of_the_wind").new_game(players, seed)
    heuristic = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    while not (state.current_player() == 0 and state.round > 3):
        state.apply(heuristic.rollout_action(state, rng))
    return state


@pytest.mark.parametrize(
    ("players", "seed", "others"),
    [
        (2, 1, False),
        (2, 2, False),
        (2, 3, False),
        (4, 2, True),
        (4, 3, True),
        # three seats: across both other boards under their score lines, in two columns
        (3, 1, False),
        (3, 2, False),
        (3, 3, False),
        (3, 4, False),
    ],
)
def test_the_plan_panel_keeps_the_other_seats_score_lines_in_sight(lang_app: App, players, seed, others):
    state = fourth_round(players, seed)
    seats = [Seat("Me")] + [Seat("Bot", "easy") for _ in range(players - 1)]
    table = table_at(lang_app, "tribes_of_the_wind", state, seats)
    lines = [turn_from(state, action) for action in state.legal_actions()[:3]]
    hint = with_worker(table, FixedWorker(plan_of(table.state, lines), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    hint.others = others
    hint.rect = None
    lang_app.run(frames=1)
    rect = hint.rect
    assert rect is not None
    for player in range(1, players):
        score = S.breakdown_lines(table.state, player, L.board_geoms(players)[player])
        assert score is not None and not rect.colliderect(score), (player, rect, score)
    places = hint.row_places(rect)
    assert len(places) == len(hint.lines()), "every row is drawn"
    assert all(rect.collidepoint(x, y) and x + width <= rect.right for x, y, width in places)
    assert_clear_of_the_hand_and_answers(table, rect, [*table.options.buttons, *table.options.top_buttons])
    own = L.board_geoms(players)[0].rect
    assert not rect.colliderect(own), "the own board stays in view"
