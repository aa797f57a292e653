"""A glowing target's own drawing stays as it is: the glow's band lies outside a card or a market
tile, in the gap to its neighbours. Guards against: the band lay inside the edge and covered what
the target draws there, the first letters of a village card's goal ("В селища" for "3 селища"),
a hand card row's easy/hard tag and a market tile's slot dots."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pygame
import pytest

from game.client.app import App
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.table.view_types import Target
from game.client.tribes_of_the_wind import rows
from game.client.tribes_of_the_wind.view import TotwView
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.state import Phase, TotwState

MARGIN = 2  # what a card draws starts at least this far inside its edge (rows.py)
TERRAIN = {"a1": {"tile": "start_1", "side": "village"}, "b1": {"tile": "purple_10", "riders": 4}}
# Green first: its easy row plants (the market's question); every card has an easy and a hard row.
HAND = ["g01a", "r10a", "b10a", "g10a", "y10a"]


def position(step: str) -> TotwState:
    state = TITLE.scenario(
        {"players": 2, "boards": [{"leader": "aelis", "terrain": TERRAIN, "water": 6, "hand": HAND}]}
    )
    if step:
        state.apply(state.parse_action(step))
    return state


def content(surface: pygame.Surface, rect: pygame.Rect) -> np.ndarray:
    return pygame.surfarray.array3d(surface.subsurface(rect.inflate(-2 * MARGIN, -2 * MARGIN))).copy()


def unglowed(
    app: App, state: TotwState, kind: str
) -> tuple[Callable[..., None], pygame.Surface, list[Target]]:
    """A table at ``state`` drawn without glows: the view's glow to draw by hand, the canvas, and
    the glowing targets whose keys start with ``kind``."""
    view = TotwView(app)
    table = TableScene(
        app, view, Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 3), state, view=view)
    )
    glow = view.draw_target_glow
    view.draw_target_glow = lambda *args, **kwargs: None  # type: ignore[method-assign]
    app.stack.push(table)
    app.run(frames=2)
    assert table.question is not None
    targets = [target for target in table.question.targets if target.key.startswith(kind) and target.glow]
    return glow, app.canvas.copy(), targets


@pytest.mark.parametrize(
    ("step", "phase", "kind"),
    [
        ("", Phase.ACTION, "play:"),  # a hand card's rows
        ("play 1 easy", Phase.PLANT, "market:"),
        ("village b1", Phase.VILLAGE_CARD, "village_row:"),
        ("temple", Phase.DISCARD, "hand:"),  # a whole hand card
    ],
)
def test_the_glow_leaves_what_a_card_or_market_tile_draws_unchanged(
    quick_app: App, step: str, phase: Phase, kind: str
):
    state = position(step)
    assert state.phase == phase
    glow, before, targets = unglowed(quick_app, state, kind)
    assert len(targets) >= 2
    for target in targets:
        for strength in (0.0, 1.0):
            after = before.copy()
            glow(after, target, strength, False)
            assert (content(after, target.rect) == content(before, target.rect)).all(), (target.key, strength)
            assert (pygame.surfarray.array3d(after) != pygame.surfarray.array3d(before)).any()  # it glows


@pytest.mark.parametrize(
    ("step", "kind"),
    [
        ("play 1 easy", "market:"),  # under "Forest market and stack"
        ("village b1", "village_row:"),  # under "Village row"
    ],
)
def test_the_glow_of_a_rows_card_leaves_the_heading_above_it_readable(quick_app: App, step: str, kind: str):
    """The band lies out in the gap above the card and the halo further out, up to the row's
    heading: the heading's letters are the same with the glow as without it."""
    state = position(step)
    glow, before, targets = unglowed(quick_app, state, kind)
    assert targets
    checked = 0  # the cards whose glow comes near the heading right above the row
    for target in targets:
        reached = [
            (content, rows.heading_rect(content, pos))
            for content, pos in rows.heading_places()
            if rows.heading_rect(content, pos).colliderect(target.rect.inflate(40, 40))
        ]
        checked += len(reached)
        for strength, hovered in ((0.0, False), (1.0, False), (1.0, True)):
            after = before.copy()
            glow(after, target, strength, hovered)
            for content, rect in reached:
                # the heading's opaque letters and outline (its soft rim and around it the glow may show)
                ink = pygame.surfarray.array_alpha(rows.heading_surface(content)) == 255
                now = pygame.surfarray.array3d(after.subsurface(rect))[ink]
                assert (now == pygame.surfarray.array3d(before.subsurface(rect))[ink]).all(), (
                    target.key,
                    content,
                )
    assert checked >= 1
