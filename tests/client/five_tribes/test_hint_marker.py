"""The hint's numbered marker for a drop sits beside the meeple colour in hand that leads to it,
never over a meeple of the "in hand" row (the marker "1" hid the middle meeple)."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.client.app import App
from game.client.five_tribes import view as ft_view
from game.client.five_tribes.view import new_session, table_scene
from game.client.table.session import GameSetup, Seat
from game.client.table.step_marker import ring_square as _ring
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step

RING = 25  # the marker's disc (17) and its pulsing ring (up to 17 + 5 + 3): step_marker.draw_marker


def with_colours_in_hand(seed: int) -> FiveTribesState:
    """A seeded game played on at random to a drop with three colours in hand."""
    state = TITLE.new_game(2, seed)
    rng = random.Random(seed)
    for _ in range(2000):
        if state.step == Step.DROP and sum(1 for count in state.turn.hand if count) >= 3:
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no drop with three colours in hand")


def meeples_drawn(table: Any, monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The rects of the meeple icons the action bar draws for the hand row."""
    found: list[pygame.Rect] = []
    real = ft_view.draw_meeple

    def record(surface: pygame.Surface, assets: Any, colour: int, centre: tuple[int, int], *rest: Any) -> Any:
        size = rest[2] if len(rest) > 2 else (28, 34)
        rect = pygame.Rect((0, 0), size)
        rect.center = centre
        found.append(rect)
        return real(surface, assets, colour, centre, *rest)

    monkeypatch.setattr(ft_view, "draw_meeple", record)
    table.view.draw_action_bar(table.app.canvas, table.ctx(), table.state)
    return found


@pytest.mark.parametrize("seed", [1, 4])
def test_no_hint_marker_of_a_drop_covers_a_meeple_of_the_hand_row(
    quick_app: App, lang: str, monkeypatch: pytest.MonkeyPatch, seed: int
):
    quick_app.set_language(lang)
    table = table_scene(
        quick_app, new_session(GameSetup([Seat("Ann"), Seat("Bob")], 4), with_colours_in_hand(seed))
    )
    quick_app.stack.push(table)
    quick_app.run(frames=2)
    assert table.human_turn()
    icons = meeples_drawn(table, monkeypatch)
    assert len(icons) == sum(1 for count in table.state.turn.hand if count) >= 3
    drops = [a for a in table.state.legal_actions() if A.DROP <= a < A.DROP + 5 * 30]  # 30 tiles x 5 colours
    assert len(drops) >= 3
    for action in drops:
        point = table.hint.marker_point(table, action)
        assert point is not None
        marker = pygame.Rect(point[0] - RING, point[1] - RING, 2 * RING, 2 * RING)
        covered = [icon for icon in icons if marker.colliderect(icon)]
        assert not covered, (table.state.action_to_str(action), marker, covered)
        assert marker.bottom <= table.view.zones().panels.top  # and not over the panels below


def test_no_hint_marker_above_a_button_covers_a_meeple_count_of_the_last_row(
    quick_app: App,
):
    """Guards against: the marker above a button of the action bar half hid a count on the board's
    last row, which ends just above the bar."""
    from game.client.five_tribes import board
    from game.client.five_tribes.layout import TILE_RECTS

    checked = 0
    for seed in range(1, 12):
        state = TITLE.new_game(2, seed)
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_terminal():
                break
            state.meeples[24:30, 3:5] = 2  # the last row: counts on both lower meeples of each tile
            table = table_scene(
                quick_app, new_session(GameSetup([Seat("Ann"), Seat("Bob")], 4), state.clone())
            )
            quick_app.stack.push(table)
            quick_app.run(frames=1)
            counts = [
                r
                for r in board.count_rects(table.state)
                if r.colliderect(TILE_RECTS[24].union(TILE_RECTS[29]))
            ]
            assert len(counts) >= 12
            for button in table.options.buttons:
                if button.action is None or button.rect.left > TILE_RECTS[29].right:
                    continue
                found = table.hint.marker_at(table, button.action)
                assert found is not None
                point, radius = found  # smaller inside a button whose words leave little room
                marker = _ring(*point, radius)
                assert marker.collidelist(counts) < 0, (button.label, marker)
                assert button.rect.left <= marker.left and marker.right <= button.rect.right
                checked += 1
            quick_app.stack.pop()
            if checked >= 12:
                return
            state.apply(rng.choice(state.legal_actions()))
    assert checked, "no button under the board"
