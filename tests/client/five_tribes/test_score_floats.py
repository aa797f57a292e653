"""A score change floats up inside its seat's panel: a "+6" rose onto the game log's last line
(the log sits just above the right-hand panel)."""

from __future__ import annotations

import pygame
import pytest

from game.client.five_tribes import layout as L
from game.client.five_tribes.view import FiveTribesView
from game.client.table.anim import FLOAT_RISE

TEXT_HEIGHT = 30  # the 24 px outlined digits
STACKED = 3  # room for three lines 26 px apart (changes at once now rise one after another)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_score_float_stays_inside_the_panel_and_off_the_log(players: int):
    view = FiveTribesView()
    for player in range(players):
        x, y = view.score_anchor(player, players)
        top = y - 26 * (STACKED - 1) - FLOAT_RISE - TEXT_HEIGHT // 2
        path = pygame.Rect(x - 30, top, 60, y + TEXT_HEIGHT // 2 - top)
        assert L.panel_rect(player, players).contains(path), (players, player, path)
        assert not path.colliderect(L.LOG_RECT), (players, player, path)
