"""The hover preview of a paint stays off the tile drawn where the paint would put it: the square
hovered snaps the tile to a placement that can lie above it, where the box used to go (it sat
above the hovered square and hid the tile the person was placing)."""

from __future__ import annotations

from game.client import games
from game.client.app import App
from game.client.prehistories import layout as L
from game.client.prehistories import plan
from game.client.table import view_factory
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.rules.prehistories.phase import Phase
from tests.client.prehistories.helpers import random_position
from tests.client.table.test_preview_panel import hover

games.load_game_packages()


def test_a_paints_preview_leaves_the_tile_it_would_paint_in_sight(quick_app: App):
    view_of = view_factory("prehistories")
    assert view_of is not None
    shown = above = 0
    for seed in (44, 51, 52):
        state = random_position(2, seed, 40, Phase.PAINT)
        assert state.phase == Phase.PAINT and state.current_player() == 0
        view = view_of(quick_app)
        session = Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 4), state, view=view)
        table = TableScene(quick_app, view, session)
        quick_app.stack.push(table)
        quick_app.run(frames=1)
        assert table.question is not None
        for target in list(table.question.targets):
            if not target.key.startswith("cell:") or len(target.actions) != 1:
                continue
            hover(quick_app, target.rect.center)
            box = table.previews.rect
            if box is None:
                continue
            footprint = plan.paint_footprint(table.state, target.actions[0], L.layout(2, 0))
            assert footprint is not None
            assert not box.colliderect(footprint), (target.key, box, footprint)
            assert not box.colliderect(target.rect)
            shown += 1
            above += footprint.top < target.rect.top
        quick_app.stack.pop()
    assert shown and above  # some tiles snapped above the square hovered
