"""The objective cards' kept pixels are the pixels drawing them anew gives, in every position and
language, and they follow what the cards show (a tribe meeting one, the language changing)."""

from __future__ import annotations

import pygame
import pytest

from game.client.prehistories import layout as L
from game.client.prehistories import rows
from game.client.prehistories.view import PrehistoriesView
from game.client.text import set_language
from tests.client.prehistories.helpers import make_ctx, random_position


def layer(view: PrehistoriesView, state, viewer: int, fresh: bool) -> bytes:
    if fresh:
        rows._objectives.clear()
    surface = pygame.Surface(L.CANVAS)
    view.draw_base(surface, make_ctx(view, state, viewer))
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("language", ["en", "uk"])
def test_kept_objective_cards_look_the_same_as_drawn_anew(app, language: str):
    set_language(language)
    try:
        view = PrehistoriesView(app)
        met = 0
        for players, seed, steps in ((2, 1, 40), (3, 2, 150), (5, 3, 260), (4, 4, 400)):
            state = random_position(players, seed, steps)
            met += any(state.scored_by)
            for viewer in range(players):
                drawn = layer(view, state, viewer, fresh=True)
                assert layer(view, state, viewer, fresh=False) == drawn
        assert met
        # What the cards show changes: the kept pixels do not stand in for the new ones.
        state = random_position(3, 2, 150)
        before = layer(view, state, 0, fresh=False)
        changed = state.clone()
        index = next(i for i, scored in enumerate(changed.scored_by) if scored) if any(state.scored_by) else 0
        changed.scored_by[index] = [] if changed.scored_by[index] else [1]
        assert layer(view, changed, 0, fresh=False) == layer(view, changed, 0, fresh=True) != before
    finally:
        set_language("en")
