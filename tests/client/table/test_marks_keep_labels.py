"""The marks of what the others changed keep off the labels beside the places they outline
(``GameView.mark_keep_clear``): no pixel of a label changes when the marks are drawn. Guards
against: over a Tribes of the Wind element row card, a mark's corner dot and its line sat on the
row's pale heading ("Deck, element row, discard"), and over the forest market and the village row
on theirs; over Five Tribes' djinn row and bid track, the line ran through their titles."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.marks import DOT, draw_mark, mark_dot, mark_outline
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules import load_title

games.load_game_packages()


def marked_table(app: App, title: str, players: int, seed: int, start: int) -> TableScene:
    """Seat 0's table after its turn from the ``start``-th action and the other seats' turns
    after it, all played by the playout policy: what they changed is marked."""
    view_of = view_factory(title)
    assert view_of is not None
    state = load_title(title).new_game(players, seed)
    heuristic, rng = heuristic_for(title), np.random.default_rng(seed)
    for _ in range(start):
        state.apply(heuristic.rollout_action(state, rng))
    while state.current_player() != 0:
        state.apply(heuristic.rollout_action(state, rng))
    view = view_of(app)
    seats = [Seat("Me")] + [Seat(f"Bot {p}", "easy") for p in range(1, players)]
    table = TableScene(app, view, Session(view.title, GameSetup(seats, 4), state, view=view))
    app.stack.push(table)
    app.run(frames=1)
    left = False
    while not table.state.is_terminal() and not (left and table.state.current_player() == 0):
        left = left or table.state.current_player() != 0
        table.play(heuristic.rollout_action(table.state, rng))
    app.run(frames=2)
    return table


def labels_untouched(app: App, table: TableScene) -> int:
    """Asserts that drawing the marks changes no pixel of a label; how many marks were drawn."""
    labels = table.view.mark_keep_clear(table.ctx())
    assert labels
    draw = table.marks.draw
    table.marks.draw = lambda *args: None  # type: ignore[method-assign]
    app.run(frames=1)
    bare = app.canvas.copy()
    table.marks.draw = draw  # type: ignore[method-assign]
    app.run(frames=1)
    marked = app.canvas
    for label in labels:
        for x in range(label.left, label.right):
            for y in range(label.top, label.bottom):
                assert marked.get_at((x, y)) == bare.get_at((x, y)), (label, (x, y), table.marks.places(0))
    return len(table.marks.places(0))


@pytest.mark.parametrize(
    ("title", "players", "seed", "start"),
    [
        ("tribes_of_the_wind", 3, 3, 50),  # element row cards marked
        ("tribes_of_the_wind", 3, 3, 20),  # the village row marked
        ("tribes_of_the_wind", 2, 3, 70),
        ("five_tribes", 3, 3, 40),  # the djinn row and the bid track marked
    ],
)
def test_the_marks_change_no_pixel_of_the_labels_beside_their_places(
    quick_app: App, title: str, players: int, seed: int, start: int
):
    table = marked_table(quick_app, title, players, seed, start)
    assert labels_untouched(quick_app, table)


def test_a_marks_sides_pull_in_clear_of_a_label_and_its_dot_goes_to_a_free_corner():
    place = pygame.Rect(100, 100, 60, 80)
    above = pygame.Rect(90, 76, 200, 24)  # a heading right above the place, over its whole width
    outline = mark_outline(place, [above])
    assert outline.top - 1 >= above.bottom, "the dark line under the heading"
    assert outline.bottom == place.bottom + 3 and outline.left == place.left - 3
    dot = mark_dot(outline, [above])
    assert dot == outline.bottomleft
    surface = pygame.Surface((400, 300))
    surface.fill((200, 210, 220))
    before = surface.copy()
    draw_mark(surface, place, (230, 90, 80), [above])
    assert all(
        surface.get_at((x, y)) == before.get_at((x, y))
        for x in range(above.left, above.right)
        for y in range(above.top, above.bottom)
    )
    assert surface.get_at(dot) == (230, 90, 80, 255) and DOT > 0
