"""A new round shows: a heading in the log, a banner over the board, the top strip's status
moving on with it (not only after the last anim); the hunters sent to a zone stand there until
the tile is taken (4.3), also while it lifts."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.prehistories import flight
from game.client.prehistories import layout as L
from game.client.prehistories.anims import Banner
from game.client.prehistories.board import group_card_centres
from game.client.prehistories.logwords import PrehistoriesLog, RoundOpened
from game.client.table.anim import Anim, AnimQueue
from game.rules.base import Event
from game.rules.prehistories import events as E
from tests.client.prehistories.test_in_flight import has, play_animated, table_before


def test_the_status_moves_on_when_an_anim_marked_status_after_starts():
    queue = AnimQueue()
    queue.extend([Anim(0.5), Anim(0.5, status_after=True), Anim(0.5, overlap=1.0)])
    assert queue.status_before()
    queue.update(0.4)
    assert queue.status_before()  # the first anim still plays: the position before
    queue.update(0.2)
    assert not queue.status_before()  # the marked one started
    queue.extend([Anim(0.5)])  # the next action: its own position before again
    assert queue.status_before()
    plain = AnimQueue()
    plain.extend([Anim(0.5), Anim(0.5)])
    plain.update(0.7)
    assert plain.status_before()  # no mark: the position before until the anims end


def _new_round(events: list[Event]) -> bool:
    return any(isinstance(e, E.ZoneRefilled) for e in events) and any(
        isinstance(e, E.CardsDrawn) for e in events
    )


def test_a_new_round_has_a_banner_a_log_heading_and_the_status_follows_it(quick_app: App):
    table, _view, action, _events = table_before(quick_app, 4, _new_round)
    old_round = table.state.round
    play_animated(quick_app, table, action)
    assert any(f"Round {old_round + 1}" in line for line in table.book.lines)
    banners = [a for a in table.anims.items if isinstance(a, Banner) and a.status_after]
    assert len(banners) == 1 and banners[0].text == f"Round {old_round + 1}"
    assert table.renderer.status_text(table.ctx()).startswith(f"Round {old_round} ")
    while not any(a is banners[0] for a in table.anims.running()) or banners[0].elapsed == 0:
        table.update(1 / 60)
    assert table.anims.busy
    assert table.renderer.status_text(table.ctx()).startswith(f"Round {old_round + 1} ")


def test_a_round_with_no_refill_still_opens_with_a_heading():
    log = PrehistoriesLog(lambda p: f"P{p}")
    assert log.describe(RoundOpened(3)) == "— Round 3 —"
    assert isinstance(log.describe(E.PartyCommitted(0)), str)  # round 3's own first commit
    log.describe(E.PartyCommitted(1))
    log.describe(E.PartiesRevealed(((), ()), ()))
    log.describe(E.CardsDrawn(0, (), 0))
    log.describe(E.CardsDrawn(1, (), 0))
    opened = log.describe(E.PartyCommitted(0))  # nothing refilled: round 4 starts here
    assert isinstance(opened, tuple) and opened[0] == "— Round 4 —" and len(opened) == 2


def test_hunters_stand_at_their_zone_until_the_tile_is_taken(quick_app: App):
    table, view, action, events = table_before(quick_app, 4, has(E.HunterAssigned))
    sent = next(e for e in events if isinstance(e, E.HunterAssigned))
    play_animated(quick_app, table, action)
    z = [zd.label for zd in table.state.zone_defs].index(sent.zone)
    slot = L.layout(2, view.focus_seat).zones[z]
    ctx = table.ctx()
    assert sent.card not in flight.groups(view.shown(ctx), ctx.hidden).get(z, ())  # still flying
    taken = any(isinstance(e, E.TileTaken) for e in events)
    while table.anims.busy and any(("hunter", sent.card) in a.hides for a in table.anims.items):
        table.update(1 / 60)
    ctx = table.ctx()
    assert sent.card in flight.groups(view.shown(ctx), ctx.hidden)[z]  # landed: drawn there
    surface = pygame.Surface(L.CANVAS)
    view.draw_base(surface, ctx)
    centre = group_card_centres(slot, 1)[0]
    assert surface.get_at(centre)[:3] != (58, 48, 40)  # a card, not the zone's bare ground
    table.anims.finish()
    ctx = table.ctx()
    left = flight.groups(view.shown(ctx), ctx.hidden).get(z, ())
    assert (sent.card in left) != taken  # once the tile is taken they are on the discard pile


def test_an_open_zone_draws_the_group_sent_to_it():
    import numpy as np

    from game.rules.prehistories import TITLE

    state = TITLE.new_game(2, 4)
    rng = np.random.default_rng(4)
    while state.open_zone < 0 or not state.group:  # a person's group: one hunter at a time
        assert not state.is_terminal()
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    assert flight.groups(state, frozenset()) == {state.open_zone: tuple(state.group)}
    card = state.group[0]
    assert flight.groups(state, frozenset({flight.hunter_name(card)})).get(state.open_zone, ()) == tuple(
        c for c in state.group if c != card
    )
