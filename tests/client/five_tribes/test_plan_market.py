"""The hint's plan rings the market card each purchase buys. A large market's second pick names
its place in the row after the first pick's gap closed: its disc sat on the card one place to
the left of the one it buys (on the first pick's card when both picks were "market 1")."""

from __future__ import annotations

import random

import numpy as np
import pytest

from game.client import games
from game.client.app import App
from game.client.five_tribes import layout as L
from game.client.table.session import Seat
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import TileKind
from game.rules.five_tribes.model import Step
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import table_at, with_worker

games.load_game_packages()


def at_large_market(seed: int) -> FiveTribesState:
    """A seeded game played on at random to a large market's first pick with 4 or more cards."""
    rng = random.Random(seed)
    for attempt in range(200):
        state = TITLE.new_game(2, seed * 1000 + attempt)
        for _ in range(400):
            if state.is_terminal():
                break
            if (
                state.step == Step.MARKET
                and state.tile_kind[state.turn.final] == TileKind.LARGE_MARKET
                and len(state.market) >= 4
            ):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no large market pick found")


def bought(state: FiveTribesState, actions: list[int]) -> list[int]:
    """The cards (kinds) the market steps of ``actions`` take, and the row as it is now."""
    world = state.clone()
    kinds = []
    for action in actions:
        if A.MARKET < action <= A.MARKET + 6:
            kinds.append(world.market[action - A.MARKET - 1])
        world.apply(action)
    return kinds


@pytest.mark.parametrize(("seed", "picks"), [(1, (1, 1)), (2, (1, 2)), (3, (3, 3)), (4, (2, 4))])
def test_each_purchase_of_the_plan_rings_the_card_it_buys(quick_app: App, seed: int, picks: tuple[int, int]):
    state = at_large_market(seed)
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    actions = [A.market(picks[0])]
    world = state.clone()
    world.apply(actions[0])
    assert world.step == Step.MARKET2
    second = A.market(picks[1])
    assert second in world.legal_actions()
    actions.append(second)
    table = table_at(quick_app, "five_tribes", state, seats)
    hint = with_worker(table, FixedWorker(plan_of(state, [actions]), polls=1))
    table.ask_hint()
    quick_app.run(frames=3)
    marks = hint.marks.marks
    assert [m.number for m in marks] == [1, 2]
    rects = [L.market_card_rect(i) for i in range(len(state.market))]
    ringed = [state.market[rects.index(mark.target)] for mark in marks]
    places = [rects.index(mark.target) for mark in marks]
    assert places[0] == picks[0] - 1
    # the second pick comes from the cards after the first (its place counted once the first
    # pick's gap closed): the card now one place further right
    assert places[1] == picks[1]
    assert places[0] != places[1], "two purchases, two cards"
    assert ringed == bought(state, actions)
    assert np.all([mark.target.contains(mark.square) for mark in marks])
