"""A legal target's glow reads on whatever it is drawn over, at the weakest of its pulse: across
each side of the target, some pixel of the glow stands out (WCAG contrast of at least 3:1) from
the picture under it. Guards against: on the Tribes of the Wind board the turquoise halo outside
a tile hardly showed beside its purple and yellow tiles, pale or dark."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pygame
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.view_types import Target
from game.client.tribes_of_the_wind import art
from game.rules import load_title
from tests.client.table.test_plan_ring_contrast import contrast

games.load_game_packages()

READABLE = 3.0  # WCAG's least contrast for a graphic that must be seen
BOARD = (226, 236, 232)  # a Tribes of the Wind board's panel round its tiles (seats.py)
TILE = pygame.Rect(60, 60, 96, 96)


def weakest_contrast(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> float:
    """The weakest of the sides' best contrasts: across each side of ``rect`` (at a quarter, the
    middle and three quarters of its length, from 8 px outside to 8 px inside), the pixel of
    ``after`` that stands out most from the same pixel of ``before``."""
    bounds = before.get_rect()
    found = []
    for k in (1, 2, 3):
        x = rect.x + rect.width * k // 4
        y = rect.y + rect.height * k // 4
        sides = [
            [(x, rect.top + d) for d in range(-8, 9)],
            [(x, rect.bottom - 1 + d) for d in range(-8, 9)],
            [(rect.left + d, y) for d in range(-8, 9)],
            [(rect.right - 1 + d, y) for d in range(-8, 9)],
        ]
        for points in sides:
            inside = [p for p in points if bounds.collidepoint(p)]
            found.append(max(contrast(tuple(after.get_at(p)), tuple(before.get_at(p))) for p in inside))
    return min(found)


TILES = [(colour, village) for colour in range(len(art.TILE_COLOURS)) for village in (False, True)]


@pytest.mark.parametrize(("colour", "village"), TILES)
def test_the_glow_stands_out_from_every_tribes_of_the_wind_tile(colour: int, village: bool):
    view = games.view_factory("tribes_of_the_wind")
    assert view is not None
    before = pygame.Surface((220, 220))
    before.fill(BOARD)
    before.blit(art.tile_face(colour, TILE.width, village, 3), TILE.topleft)
    after = before.copy()
    view(None).draw_target_glow(after, Target("a1", TILE, (1,)), 0.0, False)
    assert weakest_contrast(before, after, TILE) >= READABLE


def glowing_tables(app: App, title: str, players: int, seed: int, steps: int) -> list[TableScene]:
    """Tables at the positions of a game the playout policy plays, where seat 0 is asked a
    question with glowing targets, one in every ``steps`` actions."""
    view_of = view_factory(title)
    assert view_of is not None
    state = load_title(title).new_game(players, seed)
    heuristic, rng = heuristic_for(title), np.random.default_rng(seed)
    tables = []
    for step in range(400):
        if state.is_terminal() or len(tables) >= 4:
            break
        if state.current_player() == 0 and step % steps == 0 and len(state.legal_actions()) > 1:
            view = view_of(app)
            seats = [Seat("Me")] + [Seat(f"Bot {p}", "easy") for p in range(1, players)]
            session = Session(view.title, GameSetup(seats, 4), state.clone(), view=view)
            tables.append(TableScene(app, view, session))
        state.apply(heuristic.rollout_action(state, rng))
    return tables


def frame_without_glows(app: App, table: TableScene) -> tuple[pygame.Surface, Callable[..., None]]:
    """The table's frame with no target glowing, and the view's own way of drawing a glow."""
    glow = table.view.draw_target_glow
    table.view.draw_target_glow = lambda *args, **kwargs: None  # type: ignore[method-assign]
    app.stack.push(table)
    app.run(frames=2)
    return app.canvas.copy(), glow


@pytest.mark.parametrize(
    ("title", "players", "seed", "steps"),
    [
        ("tribes_of_the_wind", 2, 5, 11),
        ("tribes_of_the_wind", 4, 2, 17),
        ("five_tribes", 3, 2, 5),
        ("prehistories", 3, 2, 3),
    ],
)
def test_every_glowing_target_at_the_table_stands_out_at_the_weakest_of_its_pulse(
    quick_app: App, title: str, players: int, seed: int, steps: int
):
    checked = 0
    for table in glowing_tables(quick_app, title, players, seed, steps):
        before, glow = frame_without_glows(quick_app, table)
        assert table.question is not None
        for target in table.question.targets:
            if not (target.glow and (target.actions or target.choose)):
                continue
            after = before.copy()
            glow(after, target, 0.0, False)
            assert weakest_contrast(before, after, target.rect) >= READABLE, (title, target.key)
            checked += 1
        quick_app.stack.pop()
    assert checked
