"""The question's buttons sit inside the box beside the hand, within its rim (they started on the box's top-left corner, their top rim merged with the box's)."""

from __future__ import annotations

from game.client.prehistories import layout as L
from game.client.prehistories.view import PrehistoriesView
from game.client.table.buttons import option_rects

RIM = 4


def test_up_to_three_options_stand_one_under_another_inside_the_box(app):
    area = PrehistoriesView(app).zones().options
    inner = L.ACTIONS.inflate(-2 * RIM, -2 * RIM)
    for count in (1, 2, 3):
        labels = [(f"Option {k}", str(k)) for k in range(count)]
        rects = option_rects(labels, area, 230, 8)
        assert all(inner.contains(r) for r in rects), (count, rects)
        assert len({r.y for r in rects}) == count
