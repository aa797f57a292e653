"""The hint's panel at the Tribes of the Wind table sits over the other seat's board; a plan of a
temple turn with the other plans open was taller than that room, ran down over the person's hand
and hid cards 4-5 (their colour and slot, what "Discard card 4" names, and the rows the question
asks about). A panel taller than its room takes the room's whole width first, then leaves out
other plans from the last until it fits, and keeps the hand cards' bands in sight
(``TotwView.preview_avoid``)."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import actions as act
from tests.client.table.plans import FixedWorker, planner_plan
from tests.client.table.test_hint import click, table_at, with_worker
from tests.client.tribes_of_the_wind.test_plan_forced_steps import policy_game

games.load_game_packages()


@pytest.mark.parametrize("seed", [2, 6, 7, 8])
def test_a_temple_turns_plan_with_the_other_plans_leaves_the_hand_in_view(lang_app: App, seed):
    state = policy_game(
        seed, lambda s: s.current_player() == 0 and s.round > 3 and act.TEMPLE_ACTION in s.legal_actions()
    )
    assert state is not None
    table = table_at(lang_app, "tribes_of_the_wind", state)
    hint = with_worker(table, FixedWorker(planner_plan("tribes_of_the_wind", 150), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    assert hint.plan is not None and hint.others_button is not None
    hint.click(hint.others_button.rect.center)
    lang_app.run(frames=2)
    rect = hint.rect
    assert hint.others and rect is not None
    assert rect.height >= 30 + 22 * len(hint.lines()), "every row is drawn"
    if hint.others_room is not None:
        # Still taller than its room at its widest: the other plans' rows that fit are listed,
        # and a pager row (a button, ``test_the_other_plans_left_out...``) says what is left out.
        assert hint.lines()[-1].pager and hint.lines()[-1].text
    assert_clear_of_the_hand_and_answers(table, rect)


def others_listed(hint) -> list[str]:
    """The other plans' rows the panel lists now, in order."""
    # below the plan's own rows (a row of the plan's may read as one of another plan's)
    return [row.text for row in hint.lines()[len(hint._rows_above()) :] if not row.pager]


def other_plans_opened(app: App, state, iterations: int, frames: int):
    """The table at ``state``, the hint asked with the planner's plan at ``iterations`` and its
    other plans opened (then ``frames`` frames run): the table and its panel."""
    table = table_at(app, "tribes_of_the_wind", state)
    hint = with_worker(table, FixedWorker(planner_plan("tribes_of_the_wind", iterations), polls=1))
    table.ask_hint()
    app.run(frames=3)
    assert hint.others_button is not None
    click(app, hint.others_button.rect.center)
    app.run(frames=frames)
    return table, hint


def full_panel_with_the_other_plans(app: App):
    """A temple turn's plan asked at the table, the other plans opened on a panel too full for
    them all: the table, the panel, every other plan's rows and those listed first. The turn is
    the first of the policy games of the seeds below where the other plans overflow the panel
    (which game gets there first moves with the playout policy's knowledge)."""
    for seed in (7, 2, 6, 8, 9, 10, 11, 12, 13, 14):
        state = policy_game(
            seed, lambda s: s.current_player() == 0 and s.round > 3 and act.TEMPLE_ACTION in s.legal_actions()
        )
        if state is None:
            continue
        table, hint = other_plans_opened(app, state, 150, frames=1)
        every = [row.text for _, row in hint._other_rows()]
        first = others_listed(hint)
        if hint.others_room is not None and first and len(first) < len(every):
            return table, hint, every, first
    raise AssertionError("no temple turn of these games overflows the panel with its other plans")


def test_the_other_plans_left_out_of_a_full_panel_are_a_click_and_a_wheel_away(lang_app: App):
    table, hint, every, first = full_panel_with_the_other_plans(lang_app)
    seen = list(first)
    for _ in range(len(every)):  # each click lists the next rows left out, to the last, then back
        assert hint.pager_rect is not None, "the row counting the plans left out is a button"
        click(lang_app, hint.pager_rect.center)
        lang_app.run(frames=1)
        rect = hint.rect
        assert rect is not None and rect.height >= 30 + 22 * len(hint.lines()), "every row is drawn"
        assert not rect.colliderect(table.zones.log) and not rect.colliderect(table.zones.top_strip)
        for button in table.options.buttons:
            assert not rect.colliderect(button.rect)
        for slot in range(5):
            assert not rect.colliderect(L.holder_band(slot)), (slot + 1, rect)
        listed = others_listed(hint)
        if listed == first:
            break
        assert listed[0] == every[len(seen)], "from the first row left out"
        seen += listed
    assert seen == every, "every other plan's row was listed"
    assert others_listed(hint) == first, "after the last, back to plan 2"
    # the wheel over the panel moves the list by a row, and back
    pointer = lang_app.letterbox.to_window(hint.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    lang_app.run(frames=2)
    assert others_listed(hint)[0] == every[1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    lang_app.run(frames=2)
    assert others_listed(hint) == first


def assert_clear_of_the_hand_and_answers(table, rect, buttons=None) -> None:
    """The hint's panel at ``rect`` leaves in sight the hand cards' bands, the question's live
    targets, the log, the top strip and ``buttons`` (the option buttons by default)."""
    for slot in range(5):
        assert not rect.colliderect(L.holder_band(slot)), (slot + 1, rect)
    assert table.question is not None
    for target in table.question.live_targets():
        assert not rect.colliderect(target.rect), (target.key, rect)
    assert not rect.colliderect(table.zones.log) and not rect.colliderect(table.zones.top_strip)
    for button in table.options.buttons if buttons is None else buttons:
        assert not rect.colliderect(button.rect)
