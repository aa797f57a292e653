"""The stacks of the hunting board are labelled in the player's language: the legendary stack's
letter was a hard-coded Latin "L" in the Ukrainian table too."""

from __future__ import annotations

import pygame

from game.client.prehistories import board_draw
from game.client.prehistories import layout as L
from game.client.prehistories.view import PrehistoriesView
from tests.client.conftest import record_blits
from tests.client.prehistories.helpers import make_ctx, random_position


def _stack_labels(app, monkeypatch) -> list[str]:
    drawn = record_blits(monkeypatch, board_draw, "draw_text")
    view = PrehistoriesView(app)
    state = random_position(2, 1, 0)
    ctx = make_ctx(view, state, 0)
    board_draw.draw_stacks(pygame.Surface(L.CANVAS), view.art(ctx), state, L.layout(2, 0))
    return drawn


def test_the_legendary_stack_is_lettered_in_ukrainian(app, uk, monkeypatch):
    drawn = _stack_labels(app, monkeypatch)
    assert "Л" in drawn and "L" not in drawn


def test_the_legendary_stack_is_lettered_in_english(app, en, monkeypatch):
    assert "L" in _stack_labels(app, monkeypatch)
