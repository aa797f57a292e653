"""A plan's route joins the discs of the steps that are a way (a rider going from space to space,
cleanings of neighbouring spaces), not those of hand cards discarded one after another: the line
from card 1's disc to card 2's and on to card 3's ran over the cards' rows (what each card does,
which the person reads to choose the discards)."""

from __future__ import annotations

import pygame

from game.client import games
from game.client.app import App
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import table_at, with_worker

games.load_game_packages()


def test_the_discs_of_cards_discarded_one_after_another_are_not_joined_over_the_hand(lang_app: App):
    state = TITLE.new_game(2, 3)
    state.apply(act.TEMPLE_ACTION)  # discard 3 cards, from left to right
    table = table_at(lang_app, "tribes_of_the_wind", state)
    line = [act.discard(1), act.discard(2), act.discard(3)]
    hint = with_worker(table, FixedWorker(plan_of(table.state, [line]), polls=1))
    hint.ask(table)
    lang_app.run(frames=3)
    marks = hint.marks.marks
    assert [m.target for m in marks] == [L.holder_rect(slot) for slot in range(3)], "a disc on each card"
    assert hint.marks.route_lines() == []
    # nothing of a route drawn over the hand
    surface = pygame.Surface((1600, 900), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    if hint.marks.route is not None:
        surface.blit(*hint.marks.route)
    for slot in range(5):
        rect = L.holder_rect(slot)
        for x in range(rect.x, rect.right, 2):
            for y in range(rect.y, rect.bottom, 2):
                assert surface.get_at((x, y)).a == 0, (slot + 1, (x, y))


def test_the_steps_on_the_board_are_still_joined(quick_app: App):
    table = table_at(quick_app, "tribes_of_the_wind", TITLE.new_game(2, 3))
    ctx = table.ctx()
    view = table.view
    assert view.plan_joins(ctx, act.move(0, 1)) and view.plan_joins(ctx, act.clean(4))
    assert view.plan_joins(ctx, act.village(3)) and view.plan_joins(ctx, act.place_temple(1, 2))
    assert not view.plan_joins(ctx, act.discard(2)) and not view.plan_joins(ctx, act.DRAW_DECK)
    assert not view.plan_joins(ctx, act.PLAY + 2) and not view.plan_joins(ctx, act.village_card(1, 0))
