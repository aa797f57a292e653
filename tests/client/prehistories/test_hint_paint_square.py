"""The hint names the square the person clicks to paint a tile, the one its marker sits on: it
named the placement's anchor (the top-left of the tile's box), while its marker sat on another
square, off the tile's footprint ("Paint on its front at a4", marker on b3; seen in a screenshot)."""

from __future__ import annotations

import pytest

from game.client.prehistories.paint import legal_for
from game.client.prehistories.view import PrehistoriesView
from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.data import cell_name, components
from game.rules.prehistories.phase import Phase
from tests.client.prehistories.helpers import ask, make_ctx, random_position


def _paint_choices(view: PrehistoriesView, state):
    """(question, paint action, its label) for both sides of the tile in hand."""
    for _ in range(2):
        question = ask(view, state)
        ctx = make_ctx(view, state, state.current_player(), question)
        for action in state.legal_actions():
            d = act.decode(action)
            if d.verb == Verb.PAINT and d.side == view.choice.side:
                yield question, action, view.option_label(ctx, action)
        if not any(o.key == "flip" for o in question.options):
            return
        view.choose("flip")


@pytest.mark.parametrize("seed", [3, 5, 8, 13, 21])
def test_the_hint_names_the_square_its_marker_sits_on_and_the_click_there_paints_it(app, en, seed):
    view = PrehistoriesView(app)
    state = random_position(2, seed, 6, Phase.PAINT)
    assert state.phase == Phase.PAINT
    checked = 0
    for question, action, label in _paint_choices(view, state):
        marked = next((t for t in question.targets if action in t.actions), None)
        if marked is None:
            continue  # no square snaps to this placement
        named = label.rsplit(" ", 1)[-1]
        assert marked.key == f"cell:{_cell_of(named)}", (label, marked.key)
        assert marked.actions == (action,)
        checked += 1
    assert checked


@pytest.mark.parametrize("seed", [3, 5, 8, 13, 21])
def test_the_square_named_is_under_the_tile_wherever_a_square_under_it_leads_there(app, en, seed):
    view = PrehistoriesView(app)
    state = random_position(2, seed, 6, Phase.PAINT)
    cave = state.seats[state.current_player()].cave
    pending = dict(state.pending)
    for _question, action, label in _paint_choices(view, state):
        d = act.decode(action)
        placements = legal_for(cave, components().tiles[pending[d.zone]].sides[d.side])
        under = placements.masks[d.cell]
        if any(under >> sq & 1 and a == d.cell for sq, a in placements.by_square.items()):
            assert under >> _cell_of(label.rsplit(" ", 1)[-1]) & 1, label


def _cell_of(name: str) -> int:
    return next(c for c in range(49) if cell_name(c) == name)
