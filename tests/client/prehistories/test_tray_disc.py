"""The plan's disc on a tile in the tray (the first click of a paint of a tile not in hand) is as
large as the discs elsewhere, inside the tray's slot, over neither the tile's picture nor its
zone's name. Guards against: a 3x2 tile left 24 px above its picture and the disc shrank to
11 px (13 elsewhere)."""

from __future__ import annotations

import numpy as np
import pytest

from game.client.prehistories import layout as L
from game.client.prehistories.plan import plan_keep_clear
from game.client.table.plan_marks import DISC, layout
from game.rules.prehistories import TITLE
from game.rules.prehistories.data import components


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_tray_disc_is_full_size_and_clear_of_the_picture_and_the_name(players: int):
    wide = 0
    for seed in range(6):
        state = TITLE.new_game(players, seed)
        rng = np.random.default_rng(seed)
        for _ in range(300):
            if state.is_terminal():
                break
            offered = sorted(state.offered_pending())
            for (_zone, kind), tray in zip(offered, L.pending_rects(len(offered)), strict=False):
                shape = components().tiles[kind].sides[0]
                wide += shape.width == 3
                clear = plan_keep_clear(state, tray)
                (mark,) = layout([(1, tray, clear)], 1)
                assert mark.radius == DISC, (seed, kind, mark)
                assert tray.contains(mark.square), (seed, kind, mark)
                assert mark.square.collidelist(clear) < 0, (seed, kind, mark)
                picture, _cell = L.tray_picture(tray, shape.width, shape.height)
                assert tray.contains(picture)
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
    assert wide, "a 3x2 tile was met"
