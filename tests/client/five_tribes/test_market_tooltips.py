"""At a market pick the view listed every board tile among the question's targets, answering
nothing (a click only says why not): by the rules the pick is a market card or Pass. A tile's
tooltip kept clear of all 30 as if they were asked about, and found room only over the prompt or
over the option buttons that answer the question. The targets are now the market cards alone
(tests/client/five_tribes/test_question_targets.py); the tooltip still leaves them in view."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.five_tribes import layout as L
from game.client.table.session import Seat
from tests.client.five_tribes.test_plan_market import at_large_market
from tests.client.table.test_hint import table_at

games.load_game_packages()


@pytest.mark.parametrize("seed", [2, 3])
def test_a_tiles_tooltip_at_the_market_pick_leaves_the_prompt_and_the_choices_in_view(lang_app: App, seed):
    state = at_large_market(seed)
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    table = table_at(lang_app, "five_tribes", state, seats)
    question = table.question
    assert question is not None
    live = question.live_targets()
    assert live and all(t.key.startswith("market:") for t in live), "the pick is a market card"
    assert len(question.targets) == len(live), "no tile is listed, answering nothing"
    surface = pygame.Surface((1600, 900))
    for tile in (0, 29):  # a1 under the top strip, f5 over the action bar
        table.renderer.draw_tooltip_at(surface, table.ctx(), L.TILE_RECTS[tile].center)
        tip = table.renderer.tooltip_rect
        assert tip is not None
        assert not tip.colliderect(table.zones.top_strip), (tile, tip)
        for button in table.options.buttons:
            assert not tip.colliderect(button.rect), (tile, tip, button.label)
