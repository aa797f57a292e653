"""Spec 8 at the table: everything drawn comes from the viewer's observation, so two worlds the
viewer cannot tell apart give the same picture and the same tooltips."""

from __future__ import annotations

import random

import numpy as np
import pygame

from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import tooltips
from game.client.tribes_of_the_wind.view import TotwView, draw_scene, public_view
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.legal import HIDDEN

NAMES = ["Olena", "Taras", "Ira", "Bohdan"]


def _picture(state, viewer) -> bytes:
    surface = pygame.Surface((1600, 900))
    draw_scene(surface, state, viewer, NAMES[: state.num_players])
    return pygame.image.tobytes(surface, "RGB")


def test_two_worlds_the_viewer_cannot_tell_apart_look_the_same(english):
    pygame.init()
    state = TITLE.new_game(4, 8)
    rng = random.Random(8)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    viewer = 1
    worlds = [state.determinize(viewer, np.random.default_rng(k)) for k in (1, 2)]
    assert worlds[0].boards[2].hand != worlds[1].boards[2].hand  # the hidden fronts differ
    views = [w.observation(viewer) for w in worlds]
    assert _picture(views[0], viewer) == _picture(views[1], viewer)
    for point in [L.holder_rect(0).center, L.deck_rect().center, L.element_row_rect(0).center]:
        tips = [tooltips.tooltip_at(v, viewer, NAMES, point) for v in views]
        assert tips[0] == tips[1]
    for player in range(4):
        rect = tooltips.info_rects(views[0], player)["holder"]
        tips = [tooltips.tooltip_at(v, viewer, NAMES, rect.center) for v in views]
        assert tips[0] == tips[1]


def test_the_public_view_shows_nobodys_fronts(english):
    state = TITLE.new_game(3, 9)
    public = public_view(state)
    for board in public.boards:
        assert all(card >= HIDDEN for card in board.hand)
    assert shows_fronts(state, 0)
    assert not shows_fronts(public, 0)
    assert TotwView().public_state(state).boards[0].hand == public.boards[0].hand


def shows_fronts(state, player: int) -> bool:
    """Whether a drawing of ``state`` would show a front of ``player``'s holder cards."""
    return any(card != EMPTY and card < HIDDEN for card in state.boards[player].hand)
