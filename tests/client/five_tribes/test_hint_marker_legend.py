"""The hint's marker of a button in the Five Tribes action bar: the bar stands under the middle
column's legend, whose names end just above it. A marker above "End turn" or "Pass" sat on "Large
Market", and the panel, kept clear of that marker's ring, left its room for the djinns and the
market. With no place along the button's top clear of the legend's names, the marker sits inside
the button beside its words, smaller where the words leave no room for a full one (the Ukrainian
"Завершити хід", a "Pass" narrowed by the market's buttons), and in a bar so crowded that a
button is as wide as its words, the smallest marker on the button's top rim: never over a name or
another button, in either language."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.five_tribes import layout as L
from game.client.table.session import Seat
from game.client.table.step_marker import ring_square as _ring
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import table_at, with_worker

games.load_game_packages()


def played_to(seed: int, found: Callable[[FiveTribesState], bool]) -> FiveTribesState:
    """A seeded game played on at random to the first position ``found`` accepts."""
    rng = random.Random(seed)
    state = TITLE.new_game(2, seed)
    for _ in range(600):
        if found(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position found")


def at_end_of_turn(seed: int) -> FiveTribesState:
    """A turn's last question (sell or end)."""
    return played_to(
        seed, lambda s: s.step == Step.END and A.END in s.legal_actions() and len(s.legal_actions()) > 1
    )


def at_large_market(seed: int) -> FiveTribesState:
    """A market question with five cards to pick and a Pass: six buttons in the bar."""
    return played_to(seed, lambda s: s.step == Step.MARKET and len(s.legal_actions()) >= 6)


def after(seed: int, actions: int) -> FiveTribesState:
    """Seed 1 after 132 random actions: a turn's end with five goods to sell, six buttons."""
    rng = random.Random(seed)
    state = TITLE.new_game(2, seed)
    for _ in range(actions):
        state.apply(rng.choice(state.legal_actions()))
    assert state.step == Step.END
    return state


CASES = {
    "end turn, seed 1": (lambda: at_end_of_turn(1), A.END, True),
    "end turn, seed 2": (lambda: at_end_of_turn(2), A.END, True),
    "end turn, seed 3": (lambda: at_end_of_turn(3), A.END, True),
    "pass at a large market": (lambda: at_large_market(3), A.PASS, True),
    "end turn in a crowded bar": (lambda: after(1, 132), A.END, False),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_bar_buttons_marker_covers_no_name_and_no_other_button_and_the_panel_keeps_its_room(
    lang_app: App, case: str
):
    make, action, beside = CASES[case]
    state = make()
    assert action in state.legal_actions()
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    table = table_at(lang_app, "five_tribes", state, seats)
    others = [[a] for a in state.legal_actions() if a != action][:2]
    hint = with_worker(table, FixedWorker(plan_of(table.state, [[action], *others]), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    hint.others = True  # the panel at its tallest: the other plans listed
    hint.rect = None
    lang_app.run(frames=1)
    assert hint.plan is not None and hint.point is not None
    button = next(b for b in table.options.buttons if b.action == action)
    ring = _ring(*hint.point, hint.point_radius)
    names = [kind for kind in range(5) if ring.colliderect(L.legend_words(kind))]
    assert not names, (case, hint.point, hint.point_radius, names)
    covered = [b.label for b in table.options.buttons if b is not button and ring.colliderect(b.rect)]
    assert not covered, (case, hint.point, covered)
    assert button.rect.collidepoint(hint.point), "it reads as the button's"
    assert button.rect.left <= ring.left and ring.right <= button.rect.right, "within its sides"
    if beside:
        half = (button.label_width() + 1) // 2
        words = pygame.Rect(button.rect.centerx - half, button.rect.y, 2 * half, button.rect.height)
        assert not ring.colliderect(words), "beside its words"
    assert hint.rect is not None
    assert not hint.rect.colliderect(L.DJINN_ROW) and not hint.rect.colliderect(L.MARKET_ROW)
    assert not hint.rect.colliderect(ring)


def at_small_market(seed: int) -> FiveTribesState:
    """A small market's pick: two cards and a Pass, three buttons at the bar's left."""
    return played_to(seed, lambda s: s.step == Step.MARKET and len(s.legal_actions()) == 3)


def pass_hinted_at_small_market(app: App, seed: int):
    """The table at ``seed``'s small market pick, the hint asked with Pass as its plan (the
    other picks its other plans): the table and its panel."""
    state = at_small_market(seed)
    mover = state.current_player()
    table = table_at(
        app, "five_tribes", state, [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    )
    others = [[a] for a in state.legal_actions() if a != A.PASS]
    hint = with_worker(table, FixedWorker(plan_of(table.state, [[A.PASS], *others]), polls=1))
    table.ask_hint()
    app.run(frames=3)
    return table, hint


@pytest.mark.parametrize("seed", [3, 6])
def test_a_marker_above_pass_at_the_bars_left_leaves_the_panel_its_room(lang_app: App, seed):
    # "Pass" ends just under the middle column's bottom left corner; the marker above its right
    # end reached 12 px into the panel's room, and a Ukrainian panel with the other plans, as
    # tall as the room, left it for the board and the turn order track. (The marker now sits on
    # "Pass" itself, the board above it, below the room: the panel keeps its room all the same.)
    table, hint = pass_hinted_at_small_market(lang_app, seed)
    hint.others = True
    hint.rect = None
    lang_app.run(frames=1)
    assert hint.point is not None and hint.rect is not None
    ring = _ring(*hint.point, hint.point_radius)
    rect = hint.rect
    assert not rect.colliderect(ring)
    assert not rect.colliderect(L.BOARD_CLOTH), "the board stays in view"
    assert not rect.colliderect(L.DJINN_ROW) and not rect.colliderect(L.MARKET_ROW)
    assert not rect.colliderect(L.LOG_RECT)
    for button in table.options.buttons:
        assert not rect.colliderect(button.rect)


@pytest.mark.parametrize("seed", [3, 6])
def test_the_pass_marker_at_a_small_market_sits_on_pass_not_on_the_board(lang_app: App, seed):
    # Guards against: above "Pass", whose right end lies under the board's corner, the marker
    # sat on tile f5 and read as the tile's.
    table, hint = pass_hinted_at_small_market(lang_app, seed)
    assert hint.point is not None
    button = next(b for b in table.options.buttons if b.action == A.PASS)
    ring = _ring(*hint.point, hint.point_radius)
    assert button.rect.collidepoint(hint.point), (hint.point, button.rect)
    assert not ring.colliderect(L.BOARD_CLOTH), (hint.point, "on the board")
    covered = [b.label for b in table.options.buttons if b is not button and ring.colliderect(b.rect)]
    assert not covered
