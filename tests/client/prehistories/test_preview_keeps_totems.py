"""The hover preview's box never covers the person's own totem track (the totems left to place,
what the game is won by): a party's strength box above a hunter card in the hand covered it,
and so did a paint's box below the cave (268 of 591 boxes at 12 seeded games' turns, seen first
in a real window)."""

from __future__ import annotations

import numpy as np
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.prehistories import layout as L
from game.client.prehistories.view import PrehistoriesView
from game.client.table import view_factory
from game.client.table.preview_panel import LINE, PAD, WIDTH, place
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules import load_title
from tests.client.prehistories.helpers import make_ctx, random_position
from tests.client.table.test_preview_panel import hover

games.load_game_packages()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_box_of_any_height_beside_any_hand_card_or_square_leaves_the_totem_track_in_sight(players: int):
    view = PrehistoriesView(None)
    state = random_position(players, 1, 0)
    ctx = make_ctx(view, state, 0)
    avoid = view.preview_avoid(ctx)
    track = L.layout(players, view.focus(ctx)).blocks[0].totems
    block = L.layout(players, view.focus(ctx)).blocks[0]
    squares = [block.cell_rect(cell) for cell in range(49)]
    choices = [(rect, others) for count in range(1, 13) for rect, others in _each(L.hand_card_rects(count))]
    choices += list(_each(squares))
    for lines in (1, 2, 4, 6, 8, 10):
        size = (WIDTH, 2 * PAD + LINE * lines)
        for rect, others in choices:
            box = place(size, rect, rect, [rect], avoid, [], others)  # as ``PreviewPanel.show``
            assert not box.colliderect(track), (lines, rect, box, track)
            assert not box.colliderect(rect)


def _each(rects: list) -> list:
    """Each rectangle with the others (the question's other answers)."""
    return [(rect, rects[:i] + rects[i + 1 :]) for i, rect in enumerate(rects)]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 2)])
def test_no_preview_at_the_table_covers_the_persons_totem_track(quick_app: App, players: int, seed: int):
    view_of = view_factory("prehistories")
    assert view_of is not None
    state = load_title("prehistories").new_game(players, seed)
    heuristic, rng = heuristic_for("prehistories"), np.random.default_rng(seed)
    shown = tables = 0
    for step in range(400):
        if state.is_terminal() or tables >= 8:
            break
        if state.current_player() == 0 and step % 4 == 0 and len(state.legal_actions()) > 1:
            view = view_of(quick_app)
            seats = [Seat("Me")] + [Seat(f"Bot {p}", "easy") for p in range(1, players)]
            table = TableScene(
                quick_app, view, Session(view.title, GameSetup(seats, 4), state.clone(), view=view)
            )
            quick_app.stack.push(table)
            quick_app.run(frames=1)
            tables += 1
            assert table.question is not None
            track = view.layout(table.ctx()).blocks[0].totems
            points = [t.rect.center for t in table.question.targets if len(t.actions) == 1]
            points += [b.rect.center for b in table.options.buttons if b.action is not None]
            for point in points:
                hover(quick_app, point)
                box = table.previews.rect
                if box is not None:
                    assert not box.colliderect(track), (step, point, box, track, table.previews.lines[:1])
                    shown += 1
            quick_app.stack.pop()
        state.apply(heuristic.rollout_action(state, rng))
    assert shown
