"""The hint's disc of a drop to play now marks what the question asks for. A click on a tile drops
the hand's commonest colour that may go there, so when the plan drops another colour the disc sat
on the tile, whose click dropped the wrong meeple, with a second marker beside the meeple in hand.
Now the disc sits beside that meeple (``Target.mark``, clear of it) while the tile would drop
another colour, and moves onto the tile once the colour is chosen; where the tile's click drops the
planned colour anyway, it stays on the tile (one click, not two)."""

from __future__ import annotations

import random

import pytest

from game.client import games
from game.client.app import App
from game.client.five_tribes import layout as L
from game.client.five_tribes import questions as Q
from game.client.table.scene import TableScene
from game.client.table.session import Seat
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import click, table_at, with_worker

games.load_game_packages()


def drop_position(seed: int, other_colour: bool) -> tuple[FiveTribesState, int]:
    """A random game's first drop with two colours in hand, and a drop whose tile's click drops
    another colour (``other_colour``) or that colour itself."""
    rng = random.Random(seed)
    state = TITLE.new_game(2, seed)
    for _ in range(600):
        if state.step == Step.DROP and sum(1 for count in state.turn.hand if count) >= 2:
            question = Q.build_question(state, None, state.legal_actions())
            for action in state.legal_actions():
                if A.DROP <= action < A.FAKIRS:
                    tile = (action - A.DROP) // 5
                    if (Q.default_drop(state, question, tile, None) != action) == other_colour:
                        return state, action
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such drop")


def hinted(app: App, state: FiveTribesState, action: int) -> TableScene:
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    table = table_at(app, "five_tribes", state, seats)
    with_worker(table, FixedWorker(plan_of(table.state, [[action]]), polls=1))
    table.ask_hint()
    app.run(frames=3)
    return table


def disc_now(table: TableScene):
    (now,) = [mark for mark in table.hint.marks.marks if mark.now]
    return now


@pytest.mark.parametrize("seed", [1, 2])
def test_a_drop_of_another_colour_than_the_tiles_click_has_its_disc_beside_the_meeple_then_on_the_tile(
    lang_app: App, seed: int
):
    state, action = drop_position(seed, other_colour=True)
    table = hinted(lang_app, state, action)
    tile, colour = divmod(action - A.DROP, 5)
    assert table.question is not None
    (slot,) = [t for t in table.question.targets if t.key == f"hand:{colour}"]
    now = disc_now(table)
    assert now.target == slot.rect and now.centre == slot.mark, "beside the meeple to pick, not over it"
    assert table.hint.point is None, "one marker: the pulsing disc"
    before = table.state.to_dict()
    click(lang_app, now.centre)  # the person clicks where the disc is: the colour is chosen
    lang_app.run(frames=1)
    assert table.state.to_dict() == before and table.view.selected_colour == colour
    now = disc_now(table)
    assert now.target == L.TILE_RECTS[tile], "then on the tile"
    click(lang_app, now.centre)
    assert table.state.history[-1] == action, "the plan's drop, that colour"


@pytest.mark.parametrize("seed", [1, 2])
def test_a_drop_the_tiles_click_makes_keeps_its_disc_on_the_tile(lang_app: App, seed: int):
    state, action = drop_position(seed, other_colour=False)
    table = hinted(lang_app, state, action)
    tile = (action - A.DROP) // 5
    now = disc_now(table)
    assert now.target == L.TILE_RECTS[tile]
    click(lang_app, now.centre)
    assert table.state.history[-1] == action
