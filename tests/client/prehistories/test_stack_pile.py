"""A stack's count stands clear of the pile it counts, and its size letter sits on the top card:
both were drawn over the cards' edges, the count over the pile's lower half (seen in a screenshot,
"24" across the bottom of the size-1 pile)."""

from __future__ import annotations

import pygame
import pytest

from game.client.prehistories import board
from game.client.prehistories import layout as L
from game.client.prehistories.view import PrehistoriesView
from tests.client.prehistories.helpers import make_ctx, random_position


def _drawn(app, monkeypatch, players: int, emptied: int | None = None):
    texts: list[tuple[str, pygame.Rect]] = []
    cards: list[pygame.Rect] = []
    real_text, real_rect = board.draw_text, pygame.draw.rect

    def text(surface, content, *args, **kwargs):
        rect = real_text(surface, content, *args, **kwargs)
        texts.append((content, rect))
        return rect

    def rect(surface, colour, box, *args, **kwargs):
        cards.append(pygame.Rect(box))
        return real_rect(surface, colour, box, *args, **kwargs)

    view = PrehistoriesView(app)
    state = random_position(players, 1, 0)
    if emptied is not None:
        state.stacks[emptied] = []
    ctx = make_ctx(view, state, 0)
    monkeypatch.setattr(board, "draw_text", text)
    monkeypatch.setattr(pygame.draw, "rect", rect)
    board.draw_stacks(pygame.Surface(L.CANVAS), view.art(ctx), state, L.layout(players, 0))
    return state, texts, cards


@pytest.mark.parametrize("players", [2, 5])
def test_a_stacks_count_is_clear_of_every_card_of_the_pile(app, en, monkeypatch, players):
    state, texts, cards = _drawn(app, monkeypatch, players)
    counts = texts[2::2]  # after the heading, each stack's letter then its count
    assert [content for content, _rect in counts] == [str(len(stack)) for stack in state.stacks]
    for _content, count in counts:
        assert all(not count.colliderect(card) for card in cards), count


@pytest.mark.parametrize("players", [2, 5])
def test_a_stacks_letter_sits_on_its_top_card(app, en, monkeypatch, players):
    _state, texts, cards = _drawn(app, monkeypatch, players)
    letters = texts[1::2]
    assert [content for content, _rect in letters] == ["1", "2", "3", "4", "L"]
    for _content, letter in letters:
        assert any(card.contains(letter) for card in cards), letter


def test_the_stacks_stay_inside_their_box_above_the_initiative(app, en, monkeypatch):
    _state, texts, cards = _drawn(app, monkeypatch, 2, emptied=1)
    for _content, rect in texts[1:]:
        assert L.STACKS.contains(rect), rect
    assert all(L.STACKS.contains(card) for card in cards)
