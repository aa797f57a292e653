"""The hunt's cards keep their places while a party is sent out. Each hunter sent to a zone left
the bottom strip and the rest slid left, so a quick second click aimed at the next hunter landed
on a faster one (a forced take with injury followed). A sent hunter's slot now stays empty until
the turn ends, and an undo puts it back in its own slot."""

from __future__ import annotations

import pygame

from game.client import games
from game.client.app import App
from game.client.prehistories import questions as Q
from game.client.prehistories import words
from game.client.table.scene import TableScene
from game.client.table.session import Seat
from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.phase import Phase
from tests.client.prehistories.helpers import random_position
from tests.client.table.test_hint import click, table_at

games.load_game_packages()

# A 2-player hunt where seat 1 hunts with the party 11, 52, 59 (hand 9, 34, 37): zone 1 takes 11,
# then 52 or 59 may still join its group.
SEED, SEAT, ZONE = 32, 1, 1


def _table(app: App) -> TableScene:
    state = random_position(2, SEED, 4, Phase.HUNT)
    assert state.phase == Phase.HUNT and state.current_player() == SEAT and state.open_zone < 0
    assert sorted(state.seats[SEAT].party) == [11, 52, 59] and sorted(state.seats[SEAT].hand) == [9, 34, 37]
    return table_at(app, "prehistories", state, [Seat("Bot", "easy"), Seat("Me")])


def _start(table: TableScene) -> dict[int, pygame.Rect]:
    """Where the strip draws each card at the turn's start, all of them there."""
    return Q.card_rects(table.view.shown(table.ctx()), SEAT)


def _card_at(table: TableScene, pos: tuple[int, int]) -> str | None:
    """The card the table finds at ``pos``: the title of its tooltip."""
    tip = table.view.tooltip_at(table.ctx(), pos)
    return None if tip is None else tip.title


def _target(table: TableScene, key: str) -> pygame.Rect:
    assert table.question is not None
    return next(t.rect for t in table.question.targets if t.key == key)


def _send(table: TableScene, card: int) -> int:
    return next(
        a
        for a in table.state.legal_actions()
        if act.decode(a).verb == Verb.ASSIGN and act.decode(a).card == card and act.decode(a).zone == ZONE
    )


def test_a_sent_hunter_leaves_its_slot_and_the_next_click_sends_the_card_aimed_at(lang_app: App):
    table = _table(lang_app)
    click(lang_app, _target(table, f"zone:{ZONE}").center)
    before = _start(table)
    assert set(before) == {11, 52, 59, 9, 34, 37}
    first = _send(table, 11)
    click(lang_app, _target(table, "card:11").center)
    assert table.state.history[-1] == first
    # Every card left is found where it was: the hunters still to send (the targets of a click)
    # and the hand's cards (their tooltips).
    assert _target(table, "card:52") == before[52] and _target(table, "card:59") == before[59]
    for card in (52, 59, 9, 34, 37):
        assert _card_at(table, before[card].center) == words.card_title(card), card
    assert _card_at(table, before[11].center) is None  # its slot is empty
    sent = _send(table, 52)
    click(lang_app, before[52].center)  # the quick second click, where 52 was
    assert table.state.history[-1] == sent
    assert table.state.seats[SEAT].party == [59]
    assert _target(table, "card:59") == before[59]


def test_undo_puts_the_hunter_back_in_its_own_slot(lang_app: App):
    table = _table(lang_app)
    click(lang_app, _target(table, f"zone:{ZONE}").center)
    before = _start(table)
    click(lang_app, _target(table, "card:11").center)
    click(lang_app, _target(table, "card:52").center)
    assert table.state.seats[SEAT].party == [59]
    table.undoing.undo()  # 52 comes back, 11 stays sent
    lang_app.run(frames=1)
    assert sorted(table.state.seats[SEAT].party) == [52, 59]
    assert _target(table, "card:52") == before[52]
    for card in (52, 59, 9, 34, 37):
        assert _card_at(table, before[card].center) == words.card_title(card), card
    assert _card_at(table, before[11].center) is None
    table.undoing.undo()
    lang_app.run(frames=1)
    assert sorted(table.state.seats[SEAT].party) == [11, 52, 59]
    for card in (11, 52, 59, 9, 34, 37):
        assert _card_at(table, before[card].center) == words.card_title(card), card


def test_the_strip_closes_up_once_the_turn_is_over(lang_app: App):
    # A later hunt turn (another hand) starts from the strip closed up, no empty slot left over.
    table = _table(lang_app)
    click(lang_app, _target(table, f"zone:{ZONE}").center)
    click(lang_app, _target(table, "card:11").center)
    view = table.view
    state = table.state.clone()
    assert Q.empty_slots(view.observe(state, SEAT), SEAT, view.choice.strip)
    for _ in range(400):
        if state.phase == Phase.HUNT and state.current_player() == SEAT and state.round > table.state.round:
            break
        assert not state.is_terminal()
        state.apply(state.legal_actions()[-1])
    else:
        raise AssertionError("seat 1 never hunts again")
    seen = view.observe(state, SEAT)
    view.choice.strip.keep(seen, SEAT)
    assert Q.card_rects(seen, SEAT, None, view.choice.strip) == Q.card_rects(seen, SEAT)
    assert Q.empty_slots(seen, SEAT, view.choice.strip) == []
