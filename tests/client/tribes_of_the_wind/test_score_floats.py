"""A score change's float rises under its seat's score and never over the number it changes, even
when several changes float at once. Guards against: a village card's free temple, then the temple
(two "+3" at once), the second float started 26 px higher and ended over the gold score."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.anim import Floaters
from game.client.tribes_of_the_wind import art, seats
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.view import TotwView
from game.rules.tribes_of_the_wind import TITLE

STEP = 1 / 60


def pixels(surface: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surface, 1)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("gap", [0.0, 0.1, 0.3, 9.0])
def test_stacked_floats_never_cover_the_score(app, players: int, gap: float):
    view = TotwView(app)
    state = TITLE.new_game(players, 3)
    for player in range(players):
        state.boards[player].water = 19  # the widest water count, the score nearest it
    for player in range(players):
        geom = L.board_geoms(players)[player]
        score = seats.header_parts(state, player, geom, "Bot", 19).score
        number = art.outlined(str(state.scores()[player]), 22, art.GOLD)
        floats = Floaters()
        anchor = view.score_anchor(player, players)
        added = 0
        for frame in range(int(4 / STEP)):
            if added < 3 and frame * STEP >= added * gap:
                floats.add(anchor, 3, 1.0)
                added += 1
            layer = pygame.Surface((1600, 900), pygame.SRCALPHA)
            floats.draw(layer)
            hidden = pixels(layer).overlap_area(pixels(number), score.topleft)
            assert hidden == 0, (players, player, frame, [(i.y, i.elapsed) for i in floats.items])
            floats.update(STEP)
        assert not floats.items
