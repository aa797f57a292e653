"""The hover preview of a first-row tile keeps every board's name line and capital in sight: the
box sat above the tile, over the seat's name and the riders at home (seen in a screenshot)."""

from __future__ import annotations

import numpy as np

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tribes_of_the_wind import layout as L
from game.rules import load_title
from tests.client.table.test_preview_panel import hover

games.load_game_packages()


def test_a_first_row_tiles_preview_leaves_the_names_and_capitals_in_sight(quick_app: App):
    view_of = view_factory("tribes_of_the_wind")
    assert view_of is not None
    geoms = L.board_geoms(2)
    kept = [r for g in geoms for r in (g.header, g.capital)]
    first_row = [g.space(x) for g in geoms for x in range(3)]
    shown = 0
    for seed in (1, 5):
        state = load_title("tribes_of_the_wind").new_game(2, seed)
        heuristic, rng = heuristic_for("tribes_of_the_wind"), np.random.default_rng(seed)
        for step in range(120):
            if state.is_terminal() or shown >= 2:
                break
            if state.current_player() == 0 and step > 30 and len(state.legal_actions()) > 1:
                view = view_of(quick_app)
                session = Session(
                    view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 4), state.clone(), view=view
                )
                table = TableScene(quick_app, view, session)
                quick_app.stack.push(table)
                quick_app.run(frames=1)
                assert table.question is not None
                for target in list(table.question.targets):
                    if len(target.actions) != 1 or target.rect.collidelist(first_row) < 0:
                        continue
                    hover(quick_app, target.rect.center)
                    box = table.previews.rect
                    if box is None:
                        continue
                    assert box.collidelist(kept) < 0, (seed, step, target.key, box)
                    assert not box.colliderect(target.rect)
                    shown += 1
                quick_app.stack.pop()
            state.apply(heuristic.rollout_action(state, rng))
    assert shown
