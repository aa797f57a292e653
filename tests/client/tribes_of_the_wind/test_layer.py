"""The cached layer is redrawn by regions (layer.py): what it shows always equals a fresh paint, and a
change on one board repaints that board, not the others. Every animation draws at every stage."""

from __future__ import annotations

import random

import pygame

from game.client.tribes_of_the_wind import layer
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.anims import anims_for
from game.client.tribes_of_the_wind.view import _log_panel
from game.rules.tribes_of_the_wind import TITLE

NAMES = ["Olena", "Taras", "Ira", "Bohdan", "Mila"]


def _paint(region: layer.RegionLayer, surface: pygame.Surface, state, hidden=frozenset()) -> bytes:
    viewer = state.current_player()
    region.draw(
        surface, state.observation(viewer), viewer, NAMES[: state.num_players], hidden, None, False,
        (None, None), _log_panel(L.LOG.size),
    )  # fmt: skip
    return pygame.image.tobytes(surface, "RGB")


def test_the_layer_drawn_by_regions_equals_a_fresh_paint_all_game_long(english):
    pygame.init()
    for players, seed in ((2, 3), (5, 4)):
        state = TITLE.new_game(players, seed)
        rng = random.Random(seed)
        kept, surface = layer.RegionLayer(), pygame.Surface(L.CANVAS)
        untouched = 0
        for step in range(36):
            before = state.clone()
            # every animation's hidden pieces, as the table passes them while it plays
            hidden = frozenset().union(*(a.hides for a in anims_for(_events(state, rng), before, None, 1.0)))
            shown = hidden if step % 2 else frozenset()
            incremental = _paint(kept, surface, state, shown)
            assert incremental == _paint(layer.RegionLayer(), pygame.Surface(L.CANVAS), state, shown), step
            untouched += players - sum(name.startswith("board") for name in kept.redrawn)
        assert untouched > 0  # boards nobody touched kept their pixels


def _events(state, rng: random.Random):
    """Apply one random action; return its events."""
    action = rng.choice(state.legal_actions())
    return state.apply(action) or []


def test_every_animation_draws_from_its_first_to_its_last_frame(english):
    pygame.init()
    surface = pygame.Surface(L.CANVAS)
    kinds: set[str] = set()
    for players, seed in ((2, 5), (5, 6)):
        state = TITLE.new_game(players, seed)
        rng = random.Random(seed)
        for _ in range(150):
            if state.is_terminal():
                break
            before = state.clone()
            events = _events(state, rng)
            for anim in anims_for(events, before, state.current_player(), 1.0):
                kinds.add(type(anim).__name__)
                for share in (0.0, 0.01, 0.5, 0.99, 1.0):
                    anim.elapsed = share * anim.duration
                    anim.draw(surface, None, False)  # type: ignore[arg-type]
    assert {"RiderFlight", "SmogFade", "TileDrop", "TileFlip", "CardSlide", "WaterDrops"} <= kinds
