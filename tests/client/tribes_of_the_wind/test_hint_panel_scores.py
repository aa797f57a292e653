"""The hint's panel at the Tribes of the Wind table sits over the other seats' boards, and with
two seats it sat over the bot's score lines (how far ahead it is, what a player weighs a plan
against), 440 px wide where the board's grid beside them leaves 352. Where a place keeps them in
sight (beside them, the panel narrower; above or below them), the panel takes it
(``TotwView.hint_keep``), still clear of the hand, the question's targets, the log and the
buttons. A plan taller than every such place is folded to fit one (the step to play now and the
next whole, the rest in one row that unfolds it): with four seats every gap clear of the name
and score lines is about 377 by 249 px, and the panel sat over them at 16 of 16 turn starts."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from ai.heuristics import heuristic_for
from ai.planner import TURN_BOUNDARIES, plan_ends
from game.client import games
from game.client.app import App
from game.client.table.hint import HintPanel
from game.client.table.scene import TableScene
from game.client.table.session import Seat
from game.client.text import tr
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import seats as S
from game.rules import load_title
from game.rules.tribes_of_the_wind import TotwState
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import click, table_at, with_worker
from tests.client.table.test_preview_panel import hover
from tests.client.tribes_of_the_wind.test_hint_pager_keys import press
from tests.client.tribes_of_the_wind.test_hint_panel_hand import assert_clear_of_the_hand_and_answers
from tests.client.tribes_of_the_wind.test_plan_forced_steps import turn_from

games.load_game_packages()


def fourth_round(players: int, seed: int) -> TotwState:
    """A game played by the playout policy to seat 0's first turn after round 3."""
    state = load_title("tribes_of_the_wind").new_game(players, seed)
    heuristic = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    while not (state.current_player() == 0 and state.round > 3):
        state.apply(heuristic.rollout_action(state, rng))
    return state


@pytest.mark.parametrize(
    ("players", "seed", "others"),
    [
        (2, 1, False),
        (2, 2, False),
        (2, 3, False),
        (4, 2, True),
        (4, 3, True),
        # three seats: across both other boards under their score lines, in two columns
        (3, 1, False),
        (3, 2, False),
        (3, 3, False),
        (3, 4, False),
    ],
)
def test_the_plan_panel_keeps_the_other_seats_score_lines_in_sight(lang_app: App, players, seed, others):
    state = fourth_round(players, seed)
    seats = [Seat("Me")] + [Seat("Bot", "easy") for _ in range(players - 1)]
    table = table_at(lang_app, "tribes_of_the_wind", state, seats)
    lines = [turn_from(state, action) for action in state.legal_actions()[:3]]
    hint = with_worker(table, FixedWorker(plan_of(table.state, lines), polls=1))
    table.ask_hint()
    lang_app.run(frames=3)
    hint.others = others
    hint.rect = None
    lang_app.run(frames=1)
    rect = hint.rect
    assert rect is not None
    for player in range(1, players):
        score = S.breakdown_lines(table.state, player, L.board_geoms(players)[player])
        assert score is not None and not rect.colliderect(score), (player, rect, score)
    places = hint.row_places(rect)
    assert len(places) == len(hint.lines()), "every row is drawn"
    assert all(rect.collidepoint(x, y) and x + width <= rect.right for x, y, width in places)
    assert_clear_of_the_hand_and_answers(table, rect, [*table.options.buttons, *table.options.top_buttons])
    own = L.board_geoms(players)[0].rect
    assert not rect.colliderect(own), "the own board stays in view"


def turn_start(players: int, seed: int, seat: int = 0, nth: int | None = None) -> TotwState:
    """``seat``'s turn start with a choice, the ``nth`` (by default the (2 + 3 * seed)-th: the
    seeded positions docs/hint.md counts placements over) of a game the playout policy plays."""
    state = load_title("tribes_of_the_wind").new_game(players, seed)
    heuristic = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    wanted = 2 + 3 * seed if nth is None else nth
    started, seen = True, 0
    while True:
        if started and state.current_player() == seat and len(state.legal_actions()) > 1:
            if seen >= wanted:
                return state
            seen += 1
        mover = state.current_player()
        events = state.apply(heuristic.rollout_action(state, rng))
        started = state.current_player() != mover or any(e.kind in TURN_BOUNDARIES for e in events)


def seeded_turn(state: TotwState, first: int, seed: int) -> list[int]:
    """The seat's turn from ``first``, then the playout policy, to where a plan stops."""
    heuristic = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    world, player, line = state.clone(), state.current_player(), []
    while True:
        line.append(first if not line else heuristic.rollout_action(world, rng))
        if plan_ends(world, player, world.apply(line[-1]))[0]:
            return line


def seeded_panel(app: App, players: int, seed: int) -> tuple[TableScene, HintPanel, list[list[int]]]:
    """The hint asked at ``turn_start``, its plan three seeded turns."""
    state = turn_start(players, seed)
    rng = np.random.default_rng(seed)
    lines = [seeded_turn(state, int(a), seed) for a in rng.permutation(state.legal_actions())[:3]]
    seats = [Seat("Me")] + [Seat(f"Bot {p}", "easy") for p in range(1, players)]
    table = table_at(app, "tribes_of_the_wind", state, seats)
    hint = with_worker(table, FixedWorker(plan_of(table.state, lines), polls=1))
    table.ask_hint()
    app.run(frames=3)
    return table, hint, lines


def placed_again(app: App, hint: HintPanel, others: bool) -> pygame.Rect:
    """The open panel's place worked out anew, with the other plans shown when ``others``."""
    if others:
        assert hint.others_button is not None
        hint.click(hint.others_button.rect.center)
    hint.rect = None
    app.run(frames=1)
    rect = hint.rect
    assert rect is not None and hint.plan is not None
    return rect


def kept_in_sight(table: TableScene, players: int) -> list[pygame.Rect]:
    """The other seats' score lines, name lines and capitals."""
    geoms = L.board_geoms(players)
    found = [S.breakdown_lines(table.state, p, geoms[p]) for p in range(1, players)]
    found += [r for g in geoms[1:] for r in (g.header, g.capital)]
    return [r for r in found if r is not None]


def shown_whole(hint: HintPanel) -> str:
    """The step to play now as the panel lists it, its rows joined."""
    rows = hint.lines()
    start = next(i for i, row in enumerate(rows) if row.marker == hint.index + 1)
    end = next((i for i in range(start + 1, len(rows)) if not rows[i].indent or rows[i].marker), len(rows))
    return "".join(row.text for row in rows[start:end]).replace(" ", "")


@pytest.mark.parametrize("others", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_plan_too_tall_for_the_gaps_is_folded_and_the_names_and_scores_stay_in_sight(
    lang_app: App, players, seed, others
):
    # Guards against: with two seats a plan of many wrapped rows was taller than the board beside
    # the score lines, with three the band under them too short for a plan and a pager row, and
    # with four every gap too small: the panel went over the other seats' score and name lines.
    scene, hint, lines = seeded_panel(lang_app, players, seed)
    rect = placed_again(lang_app, hint, others)
    for kept in kept_in_sight(scene, players):
        assert not rect.colliderect(kept), (kept, rect, hint.fold)
    assert_clear_of_the_hand_and_answers(scene, rect, [*scene.options.buttons, *scene.options.top_buttons])
    assert not rect.colliderect(L.board_geoms(players)[0].rect), "the own board stays in view"
    places = hint.row_places(rect)
    assert len(places) == len(hint.lines()), "every row is drawn"
    assert all(rect.collidepoint(x, y) and x + width <= rect.right for x, y, width in places)
    assert shown_whole(hint) == hint.words[hint.index - hint.first].replace(" ", ""), "the step now, whole"
    if others:
        assert any(row.pager for row in hint.lines()) or hint.others_room is None
    numbered = sum(1 for row in hint.lines() if row.marker is not None)
    later = len(lines[0]) - numbered  # at the turn's first step: the steps left out
    folds = [row for row in hint.lines() if row.fold]
    assert len(folds) == (1 if later else len(folds)) <= 1
    if later:  # one row stands for them, a button (a click or the pointer unfolds the plan)
        assert hint.fold > 0 and hint.fold_rect is not None
        words = tr("table.plan.folded_steps", count=later, steps="").strip()
        assert folds[0].text.startswith(words), (folds[0].text, words)


def test_the_fold_row_unfolds_the_plan_under_the_pointer_or_on_a_click_and_folds_it_again(lang_app: App):
    # four seats: the first seeded plan folded beside a bot's score lines (which seed's plan is
    # long enough to fold moves with the playout policy's knowledge)
    for seed in (4, 1, 3, 5):
        table, hint, lines = seeded_panel(lang_app, 4, seed)
        numbered = sum(1 for row in hint.lines() if row.marker is not None)
        if hint.fold_rect is not None and numbered < len(lines[0]):
            break
    folded = hint.rect
    assert folded is not None and hint.fold > 0 and hint.fold_rect is not None
    assert sum(1 for row in hint.lines() if row.marker is not None) < len(lines[0])
    row = hint.fold_rect.center
    off = (300, 880)  # below the hand, off the panel

    def whole() -> bool:
        rect = hint.rect
        numbered = [row.marker for row in hint.lines() if row.marker is not None]
        return (
            hint.fold == 0
            and rect is not None
            and rect.contains(folded)  # grown over the folded panel: the pointer stays on it
            and numbered == list(range(1, len(lines[0]) + 1))
            and any(row.fold and row.text == tr("table.plan.fold") for row in hint.lines())
        )

    hover(lang_app, row)
    assert hint.unfolded and whole(), "the pointer on the row unfolds the plan"
    lang_app.run(frames=60)  # resting there: what the panel hides under it has no tip nor preview
    assert table.renderer.tooltip_rect is None and table.previews.rect is None
    hover(lang_app, (row[0], row[1] - 20))
    assert whole(), "whole while the pointer is on the panel"
    hover(lang_app, off)
    assert not hint.unfolded and hint.rect == folded, "folded once the pointer leaves"
    click(lang_app, row)
    assert hint.unfold_pinned and whole(), "a click unfolds it"
    hover(lang_app, off)
    assert whole(), "a click keeps it whole when the pointer leaves"
    assert hint.fold_rect is not None
    click(lang_app, hint.fold_rect.center)
    lang_app.run(frames=1)
    assert not hint.unfolded and hint.rect == folded, (
        "its fold row folds it, and the pointer there leaves it so"
    )
    hover(lang_app, off)
    hover(lang_app, row)
    assert whole(), "the pointer back on the row unfolds it again"
    hover(lang_app, off)
    # the other plans, a page at a time (Page Down), in the folded panel's place
    assert hint.others_button is not None and hint.rect == folded
    click(lang_app, hint.others_button.rect.center)
    hover(lang_app, off)
    rect = hint.rect
    assert hint.others and rect is not None and hint.fold > 0 and hint.pager_rect is not None
    listed = [row.text for row in hint.lines()[len(hint._rows_above()) :] if not row.pager]
    press(lang_app, pygame.K_PAGEDOWN)
    rect = hint.rect
    assert rect is not None and hint.pager.start > 0
    paged = [row.text for row in hint.lines()[len(hint._rows_above()) :] if not row.pager]
    assert paged and paged != listed, "Page Down lists the rows after those listed"
    for kept in kept_in_sight(table, 4):
        assert not rect.colliderect(kept), (kept, rect)
