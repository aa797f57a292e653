"""Every seat's score lines stand at the same height on its board, whatever the seat holds above
them. Guards against: a seat with a leader card (its label on its own line) or tucked village
cards had its score lines pushed down, out of line with the other seats'; and they moved down
as the game went on."""

from __future__ import annotations

import pytest

from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import seats
from game.rules.tribes_of_the_wind import TITLE


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_score_lines_of_every_seat_are_in_line(players: int):
    state = TITLE.new_game(players, 3)
    geoms = L.board_geoms(players)
    before = [seats.breakdown_lines(state, p, geoms[p]) for p in range(players)]
    state.boards[0].powers = [0]  # a leader card taken: its label on a line of its own
    state.boards[players - 1].tucked[0] = state.village_row[0]  # a tucked village card
    after = [seats.breakdown_lines(state, p, geoms[p]) for p in range(players)]
    assert after == before, (before, after)
    # at the same place on every board (4-5 players: two rows of boards)
    shown = [(rect.y - geoms[p].rect.y, rect.x - geoms[p].rect.x) for p, rect in enumerate(after) if rect]
    assert len(set(shown)) <= 1, shown
    # the lines stand below what the seat holds above them
    for p, rect in enumerate(after):
        backs = seats.holder_backs(state, p, geoms[p])
        if rect is not None and rect.x < backs.right:
            assert rect.top > backs.bottom, (p, rect, backs)
