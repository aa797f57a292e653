"""Every legal placement of a tile can be clicked: some square of the cave snaps to it. With ties
in the snap (a domino's middle lies on a square's edge) some had no square at all, 283 of 41298
over 60 random positions, so a person could never play them, and the hint could name one."""

from __future__ import annotations

import pytest

from game.client.prehistories.paint import legal_for
from game.rules.prehistories.data import components
from tests.client.prehistories.helpers import random_position


@pytest.mark.parametrize("seed", range(0, 40, 4))
def test_some_square_snaps_to_every_legal_placement(seed):
    state = random_position(2, seed, 30 + seed)
    for seat in state.seats:
        for kind in components().tiles:
            for shape in kind.sides:
                placements = legal_for(seat.cave, shape)
                reached = set(placements.by_square.values())
                assert placements.anchors <= reached, (seed, shape.name, sorted(placements.anchors - reached))
                assert placements.clicked.keys() == placements.anchors
                for anchor, square in placements.clicked.items():
                    assert placements.by_square[square] == anchor
