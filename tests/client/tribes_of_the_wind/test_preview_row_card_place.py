"""Where a village row card's preview box goes at a village card choice: clear of what the game
keeps in sight (the mover's tucked cards, score lines and the end-game token's line), then over as
little as it can of what a player reads to judge the card (``TotwView.preview_reads``: the own
board, the hand, the shared rows). Guards against: once the box kept the score lines and the
token in sight it went above the row card, over the element row and the forest market, with the
log below the row free; and with five players the mover's score lines are in the shared score
table, which the box did not keep clear of (seats.score_rect)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import seats, tooltips
from game.rules.tribes_of_the_wind import TITLE, TotwState
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.phase import Phase
from tests.client.table.test_hint import table_at
from tests.client.table.test_preview_panel import hover

games.load_game_packages()


def full_choice(players: int, seed: int, games: int = 20) -> TotwState:
    """The first village card choice of a policy-played game where the mover has 4 cards tucked
    (the boxes are tallest: a tuck replaces one, and says which): in the game of ``seed``, or
    of the next seeds where a game has none (a seat tucks a fourth card in few games)."""
    policy = heuristic_for("tribes_of_the_wind")
    for game in range(seed, seed + games):
        state = TITLE.new_game(players, game)
        rng = np.random.default_rng(game)
        while not state.is_terminal():
            tucked = state.boards[state.current_player()].tucked
            if state.phase == Phase.VILLAGE_CARD and EMPTY not in tucked:
                return state
            state.apply(policy.rollout_action(state, rng))
    raise AssertionError(f"no village card choice with 4 tucked in {games} games")


def shared_rows() -> list[pygame.Rect]:
    """The element row with the deck and the discard pile, the forest market and its stack."""
    return [
        L.deck_rect(),
        *(L.element_row_rect(slot) for slot in range(4)),
        L.discard_rect(),
        *(L.market_rect(slot) for slot in range(5)),
    ]


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 3), (4, 4), (5, 5)])
def test_a_row_cards_box_leaves_the_rows_the_other_cards_and_the_movers_score_in_sight(
    lang_app: App, players: int, seed: int
):
    state = full_choice(players, seed)
    mover = state.current_player()
    table = table_at(
        lang_app,
        "tribes_of_the_wind",
        state,
        [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(players)],
    )
    tucked = [r for key, r in tooltips.info_rects(state, mover).items() if key.startswith("tucked:")]
    lines = seats.breakdown_lines(state, mover, L.board_geoms(players)[mover])
    score = L.score_table_rect() if players == 5 else lines  # five players: the shared table
    assert score is not None
    question = table.question
    assert question is not None and len(question.targets) >= 2
    for target in question.targets:
        hover(lang_app, target.rect.center)
        box = table.previews.rect
        assert box is not None, target.key
        assert box.collidelist(shared_rows()) < 0, (target.key, box)
        others = [t.rect for t in question.targets if t is not target]
        assert box.collidelist(others) < 0, (target.key, box)
        assert box.collidelist(tucked) < 0 and not box.colliderect(L.END_TOKEN), (target.key, box)
        assert not box.colliderect(score), (target.key, box, score)
        hover(lang_app, (5, 880))
