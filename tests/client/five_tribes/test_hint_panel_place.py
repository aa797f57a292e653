"""The hint's panel at the Five Tribes table sits where a player reads least while judging a plan
(the supply, bag and legend of the middle column): it covered the djinn row and the market,
which a plan to buy or to call a djinn is judged by."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.five_tribes import layout as L
from game.client.table.session import Seat
from tests.client.table.plans import FixedWorker, planner_plan, turn_start
from tests.client.table.test_hint import table_at, with_worker

games.load_game_packages()


def covered(rect: pygame.Rect, part: pygame.Rect) -> int:
    clip = rect.clip(part)
    return clip.width * clip.height


@pytest.mark.parametrize(("seed", "skip"), [(1, 0), (1, 3), (4, 1)])  # bids, bids, a move
def test_the_panel_keeps_clear_of_the_log_the_djinns_the_market_and_the_board(lang_app: App, seed, skip):
    state = turn_start("five_tribes", seed, skip)
    table = table_at(lang_app, "five_tribes", state, [Seat("Me"), Seat("Bot", "easy")])
    hint = with_worker(table, FixedWorker(planner_plan("five_tribes", 120), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    assert hint.plan is not None and hint.rect is not None
    rect = hint.rect
    assert not rect.colliderect(table.zones.log)
    for mark in hint.marks.marks:
        assert not rect.colliderect(mark.target), "it covers nothing the plan points at"
    for button in table.options.buttons:
        assert not rect.colliderect(button.rect)
    for part in (L.DJINN_ROW, L.MARKET_ROW, L.BOARD_CLOTH, L.PANELS):
        assert not rect.colliderect(part), (rect, part)
    # the steps and the reason fit its width: every row is drawn
    assert hint.rect.height >= 30 + 22 * len(hint.lines())


def test_with_the_other_plans_open_it_still_leaves_the_djinns_and_the_market_in_view(lang_app: App):
    state = turn_start("five_tribes", 4, 1)
    table = table_at(lang_app, "five_tribes", state, [Seat("Me"), Seat("Bot", "easy")])
    hint = with_worker(table, FixedWorker(planner_plan("five_tribes", 120), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    assert hint.others_button is not None
    hint.click(hint.others_button.rect.center)
    lang_app.run(frames=2)
    assert hint.others and hint.rect is not None
    rect = hint.rect
    assert not rect.colliderect(table.zones.log)
    assert covered(rect, L.DJINN_ROW) == 0 and covered(rect, L.MARKET_ROW) == 0
    for mark in hint.marks.marks:
        assert not rect.colliderect(mark.target)


def score_lines(table) -> list[pygame.Rect]:
    """Each seat's name and VP line, as its panel draws it (the raised seat's lifted)."""
    from game.client.five_tribes import seats

    ctx = table.ctx()
    state = table.state
    return [
        seats.panel_spots(state, p, ctx.viewer, ctx.acting_seat)[0].rect for p in range(state.num_players)
    ]


def test_a_long_plan_leaves_every_seats_score_in_view(lang_app: App):
    # Guards against: a 9-step plan (a move, an assassin, two market cards) made the panel taller
    # than its room, and it sat over the person's own panel, name and VP.
    from tests.client.table.plans import plan_of
    from tests.client.table.test_hint import turn_line

    state = turn_start("five_tribes", 1, 5)
    line = turn_line(state)
    assert len(line) >= 9
    table = table_at(lang_app, "five_tribes", state, [Seat("Me"), Seat("Bot", "easy")])
    hint = with_worker(table, FixedWorker(plan_of(state, [line]), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    rect = hint.rect
    assert hint.plan is not None and rect is not None and rect.height > L.HINT_ROOM.height
    for score in score_lines(table):
        assert not rect.colliderect(score), (rect, score)
    assert not rect.colliderect(table.zones.log) and not rect.colliderect(table.zones.top_strip)
    for mark in hint.marks.marks:
        assert not rect.colliderect(mark.target)
    assert rect.height >= 30 + 22 * len(hint.lines()), "every row is drawn"


def test_at_the_market_question_the_panel_leaves_the_market_in_view(lang_app: App):
    # Guards against: with the other plans open at a large market's pick, the panel went over
    # the djinns and the market row, the cards the question asks about.
    from tests.client.five_tribes.test_plan_market import at_large_market

    state = at_large_market(4)
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    table = table_at(lang_app, "five_tribes", state, seats)
    hint = with_worker(table, FixedWorker(planner_plan("five_tribes", 120), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    assert hint.others_button is not None
    hint.click(hint.others_button.rect.center)
    lang_app.run(frames=2)
    rect = hint.rect
    assert hint.others and rect is not None and table.question is not None
    targets = [t.rect for t in table.question.targets]
    assert sum(1 for t in targets if L.MARKET_ROW.contains(t)) >= 4, "the market's cards are asked"
    assert covered(rect, L.MARKET_ROW) == 0
    for score in score_lines(table):
        assert not rect.colliderect(score)
    assert not rect.colliderect(table.zones.log) and not rect.colliderect(table.zones.top_strip)
    for button in table.options.buttons:
        assert not rect.colliderect(button.rect)
