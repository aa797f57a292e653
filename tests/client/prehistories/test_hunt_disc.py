"""The hint's disc of a hunter to send marks what the question asks for: while the hunt asks for
a zone, the disc sat on the hunter card, which answers nothing until a zone is chosen (a second
marker on the zone). Now the disc sits on the zone, clear of its name, its tile and its hunting
values, then on the card once the zone is chosen; a click where the disc is plays the plan."""

from __future__ import annotations

import pytest

from game.client import games
from game.client.app import App
from game.client.prehistories import layout as L
from game.client.prehistories.plan import plan_keep_clear
from game.client.table.session import Seat
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
