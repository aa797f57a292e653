"""The hint's disc of the step to play now marks what the question asks for first. While the hunt
asks for a zone, the disc of a hunter to send sat on the hunter card, which answers nothing until a
zone is chosen (a second marker on the zone); it now sits on the zone, clear of its name, its tile
and its hunting values, then on the card. While a paint has another tile in hand, the disc of a
paint of a tile in the tray sat on the cave's square, whose click painted the tile in hand there;
it now sits on the tray's tile, clear of its picture and its zone's name, then on the square. A
click where the disc is plays the plan."""

from __future__ import annotations

import numpy as np
import pytest

from game.client import games
from game.client.app import App
from game.client.prehistories import layout as L
from game.client.prehistories import questions as Q
from game.client.prehistories.plan import plan_keep_clear
from game.client.table.session import Seat
from game.rules.prehistories import TITLE, PrehistoriesState
from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.phase import Phase
from tests.client.prehistories.helpers import random_position
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import click, table_at, with_worker

games.load_game_packages()


@pytest.mark.parametrize("seed", [5, 6])
def test_the_send_disc_is_on_the_zone_asked_for_then_on_the_card(lang_app: App, seed: int):
    state = random_position(2, seed, 4, Phase.HUNT)
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    table = table_at(lang_app, "prehistories", state, seats)
    send = [a for a in state.legal_actions() if act.decode(a).verb == Verb.ASSIGN][-1]
    zone = act.decode(send).zone
    with_worker(table, FixedWorker(plan_of(table.state, [[send]]), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    assert table.question is not None and f"zone:{zone}" in {t.key for t in table.question.targets}
    slot = L.layout(state.num_players, 0).zones[zone]
    (now,) = [m for m in table.hint.marks.marks if m.now]
    assert now.target == slot.rect and slot.rect.contains(now.square), "on the zone asked for"
    for label in plan_keep_clear(table.state, slot.rect):
        assert not now.square.colliderect(label), (label, now.square)
    assert table.hint.point is None, "one marker: the pulsing disc"
    click(lang_app, now.centre)  # the person clicks the disc: the zone is chosen
    lang_app.run(frames=1)
    assert table.state.history[-1:] != [send]
    (now,) = [m for m in table.hint.marks.marks if m.now]
    assert now.target != slot.rect, "then on the card to send"
    assert any(send in t.actions and t.rect.colliderect(now.target) for t in table.question.targets)
    point = table.hint.point or now.centre
    click(lang_app, point)
    assert table.state.history[-1] == send


def at_paint_of_the_other_tile(seed: int) -> tuple[PrehistoriesState, int]:
    """A random game's first paint with two tiles in the tray, and a paint of the one not in hand."""
    state = TITLE.new_game(2, seed)
    rng = np.random.default_rng(seed)
    for _ in range(400):
        legal = state.legal_actions()
        paints = [a for a in legal if act.decode(a).verb == Verb.PAINT]
        if paints and len(state.offered_pending()) > 1:
            tool = Q.current_tool(state, Q.Choice())
            assert tool is not None
            other = [a for a in paints if act.decode(a).zone != tool.zone]
            if other:
                return state, other[0]
        state.apply(legal[int(rng.integers(len(legal)))])
    raise AssertionError("no such paint")


@pytest.mark.parametrize("seed", [7, 8])
def test_the_paint_disc_is_on_the_tile_to_take_in_hand_then_on_the_square(lang_app: App, seed: int):
    state, paint = at_paint_of_the_other_tile(seed)
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    table = table_at(lang_app, "prehistories", state, seats)
    with_worker(table, FixedWorker(plan_of(table.state, [[paint]]), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    zone = act.decode(paint).zone
    assert table.question is not None
    (tray,) = [t for t in table.question.targets if t.key == f"pending:{zone}"]
    (now,) = [m for m in table.hint.marks.marks if m.now]
    assert now.target == tray.rect and tray.rect.contains(now.square), "on the tile to take in hand"
    labels = plan_keep_clear(table.state, tray.rect)
    assert labels
    for label in labels:
        assert not now.square.colliderect(label), (label, now.square)
    assert table.hint.point is None, "one marker: the pulsing disc"
    click(lang_app, now.centre)  # that tile in hand
    lang_app.run(frames=1)
    assert table.state.history[-1:] != [paint]
    (now,) = [m for m in table.hint.marks.marks if m.now]
    assert now.target != tray.rect, "then on the square"
    assert any(paint in t.actions and t.rect == now.target for t in table.question.targets)
    click(lang_app, table.hint.point or now.centre)
    assert table.state.history[-1] == paint
