"""The marker of the plan's step to play now (``table/step_marker.py``): on its option button,
inside that button's sides and off its neighbours; once the step's target was clicked and
buttons ask how to finish it, on the button that does."""

from __future__ import annotations

import pygame

from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import click, table_at, village_card_choice, with_worker

games.load_game_packages()


def test_a_marker_on_an_option_button_stays_within_that_button_and_off_its_neighbours(lang_app: App):
    # Guards against: on the top-right corner, a marker sat on the gap between two buttons ("1"
    # between Sloar and Baal) and read as either's; on the top rim it hid the "0" of "Bid 0".
    # Above the button where that is clear of the names there, else inside it beside its words
    # (tests/client/five_tribes/test_hint_marker_legend.py), never over them.
    from game.client.table.step_marker import marker_reach as _reach

    table = table_at(lang_app, "five_tribes", seats=[Seat("Bot", "easy"), Seat("Me")])
    options = [b for b in table.options.buttons if b.action is not None]
    assert len(options) >= 3
    for button in options:
        assert button.action is not None
        found = table.hint.marker_at(table, button.action)
        assert found is not None
        (x, y), radius = found
        reach = _reach(radius)
        ring = pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach)
        assert button.rect.left <= ring.left and ring.right <= button.rect.right, (button.label, ring)
        words = button.label_rect()
        disc = pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
        above = ring.bottom <= button.rect.centery - 10
        beside = not ring.colliderect(words)
        rim = y == button.rect.top and not disc.colliderect(words)  # a crowded bar: the ring grazes
        assert above or beside or rim, ("the marker covers the button's words", button.label, ring)
        assert y + radius >= button.rect.top, "the disc does not touch its button"
        others = [b.rect for b in table.options.buttons if b.action != button.action]
        assert ring.collidelist(others) == -1, (button.label, ring)


def test_after_the_steps_target_is_clicked_the_marker_goes_on_the_button_that_finishes_it(lang_app: App):
    # Guards against: a plan's "Temple 2 on a1" kept its marker on a1 (already clicked) while the
    # buttons asked which temple, so nothing showed which button the plan meant.
    from game.rules.tribes_of_the_wind import actions as act

    table = table_at(lang_app, "tribes_of_the_wind")
    world = table.state.clone()
    line = [act.TEMPLE_ACTION]
    world.apply(act.TEMPLE_ACTION)
    while not any(act.PLACE_TEMPLE <= a < act.CLEAN for a in world.legal_actions()):
        line.append(min(world.legal_actions()))  # the discards, lowest slot first
        world.apply(line[-1])
    temples = [a for a in world.legal_actions() if act.PLACE_TEMPLE <= a < act.CLEAN]
    space = (temples[-1] - act.PLACE_TEMPLE) % 12
    on_space = [a for a in temples if (a - act.PLACE_TEMPLE) % 12 == space]
    assert len(on_space) >= 2  # one click on the tile, then a button per temple
    goal = on_space[-1]
    line.append(goal)
    hint = with_worker(table, FixedWorker(plan_of(table.state, [line]), polls=1))
    hint.ask(table)
    lang_app.run(frames=3)
    for action in line[:-1]:
        if action in table.state.legal_actions():  # the last discard may have been forced
            table.play(action)
            lang_app.run(frames=2)
    assert hint.step_action() == goal
    point = table.target_point(goal)
    assert point is not None
    click(lang_app, point)  # the tile: the buttons now ask which temple
    assert table.options.pending
    button = next(b for b in table.options.buttons if b.action == goal)
    marker = hint.marker_point(table, goal)
    assert marker is not None
    assert button.rect.left <= marker[0] <= button.rect.right
    assert button.rect.top - 40 <= marker[1] <= button.rect.centery


def test_after_a_village_card_is_clicked_the_marker_goes_on_the_use_now_button(lang_app: App):
    # Guards against: once the village card was clicked ("Use now" and "Tuck under the board"
    # asked), the plan's disc stayed on the card and no marker showed which button the plan meant.
    from game.rules.tribes_of_the_wind import actions as act

    table = table_at(lang_app, "tribes_of_the_wind", village_card_choice(3))
    goal = next(
        a
        for a in table.state.legal_actions()
        if act.VILLAGE_CARD <= a < act.DRAW and (a - act.VILLAGE_CARD) % 6 == act.VC_NOW
    )
    hint = with_worker(table, FixedWorker(plan_of(table.state, [[goal]]), polls=1))
    hint.ask(table)
    lang_app.run(frames=3)
    assert hint.step_action() == goal
    point = table.target_point(goal)
    assert point is not None
    click(lang_app, point)  # the card: the buttons now ask what to do with it
    assert table.state.legal_actions() and goal in table.state.legal_actions(), "nothing played yet"
    button = next(b for b in table.options.buttons if b.action == goal)
    marker = hint.marker_point(table, goal)
    assert marker is not None
    assert button.rect.left <= marker[0] <= button.rect.right
    assert button.rect.top - 40 <= marker[1] <= button.rect.centery
