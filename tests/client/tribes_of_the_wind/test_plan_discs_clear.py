"""A plan's step disc on the deck, an element row card, a whole hand card (a discard), and the
step-now marker on a forest market tile sit clear of the numbers and symbols drawn there.
Guards against: the discs sat at the centre of their target, on the deck's top element and its
count, a row card's element and a hand card's rows (seen in play), and the marker on a market tile
on its slots."""

from __future__ import annotations

import pygame

from game.client.table.plan_marks import READABLE, layout
from game.client.table.step_marker import MARKER_RADIUS
from game.client.table.step_marker import target_mark as _target_mark
from game.client.table.view_types import Target
from game.client.text import tr
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.plan import plan_keep_clear, plan_target
from game.client.tribes_of_the_wind.rows import card_row_rects, heading_rect, row_labels
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act


def disc_of(state, action: int) -> pygame.Rect:
    rect = plan_target(state, action)
    assert rect is not None
    (mark,) = layout([(1, rect, plan_keep_clear(state, rect))], 1)
    return mark.square


def test_a_deck_draw_disc_is_readable_and_leaves_the_top_element_the_count_and_the_row_in_sight(lang):
    # Guards against: between the deck's symbol and count the disc shrank to 9 px (its digit 14 px).
    state = TITLE.new_game(2, 3)
    deck = L.deck_rect()
    rect = plan_target(state, act.DRAW_DECK)
    assert rect == deck
    (mark,) = layout([(1, rect, plan_keep_clear(state, rect))], 1)
    square = mark.square
    assert mark.radius >= READABLE
    assert deck.collidepoint(mark.centre), "its middle on the deck"
    assert not square.collidepoint(deck.centerx, deck.centery - 8)  # the top card's element
    count = pygame.Rect(0, 0, 24, 20)
    count.center = (deck.centerx, deck.bottom - 14)  # "17", drawn there by rows.draw_rows
    assert not square.colliderect(count)
    # what lies around the deck: the row's heading above it, the first row card beside it
    assert not square.colliderect(heading_rect(tr("tribes_of_the_wind.rows.elements"), (1198, 64)))
    assert not square.colliderect(L.element_row_rect(0))


def test_a_row_card_disc_is_readable_and_leaves_its_element_and_its_neighbours_in_sight(lang):
    state = TITLE.new_game(2, 3)
    cards = [L.deck_rect(), *(L.element_row_rect(slot) for slot in range(4)), L.discard_rect()]
    for slot, card in enumerate(state.element_row):
        rect = L.element_row_rect(slot)
        if plan_target(state, act.draw(state.element_of(card))) != rect:
            continue  # an earlier card of the same element is the one drawn
        (mark,) = layout([(1, rect, plan_keep_clear(state, rect))], 1)
        square = mark.square
        assert mark.radius >= READABLE and rect.collidepoint(mark.centre), slot
        assert not square.collidepoint(rect.center), slot
        assert square.collidelist([c for c in cards if c != rect]) < 0, slot
        assert not square.colliderect(heading_rect(tr("tribes_of_the_wind.rows.elements"), (1198, 64)))
        assert not square.colliderect(
            heading_rect(tr("tribes_of_the_wind.rows.market"), (1198, L.MARKET_Y - 24))
        )


def test_a_discard_disc_leaves_the_cards_slot_number_and_rows_in_sight(en):
    state = TITLE.new_game(2, 3)
    hand = state.boards[state.seat].hand
    for slot in range(5):
        holder = L.holder_rect(slot)
        square = disc_of(state, act.DISCARD + slot + 1)
        band = pygame.Rect(holder.x, holder.y, holder.width, 34)  # element name and slot number
        assert holder.contains(square) and not square.colliderect(band), slot
        rows = state.data.card_rows[hand[slot]]
        for k, area in enumerate(card_row_rects(holder, len(rows))):
            labels = row_labels(rows[k], area, k, len(rows))
            assert square.collidelist(labels) == -1, (slot, k)


def test_the_step_marker_on_a_market_tile_leaves_its_slots_and_cost_in_sight(en):
    state = TITLE.new_game(2, 3)
    for slot in range(4):
        rect = L.market_rect(slot)
        point = _target_mark(Target(f"market:{slot + 1}", rect, ()), plan_keep_clear(state, rect))
        # rows.draw_market_tile: the cost in a 34 px water drop (its round bottom leaves the corners)
        cost = pygame.Rect(rect.right - 35, rect.bottom - 35, 34, 34).inflate(-4, -4)
        slots = pygame.Rect(rect.right - 38, rect.y + 4, 34, 10)  # up to three slot circles, 12 px apart
        assert not covers(point, MARKER_RADIUS, cost) and not covers(point, MARKER_RADIUS, slots), (
            slot,
            point,
        )


def covers(centre: tuple[int, int], radius: int, rect: pygame.Rect) -> bool:
    """Whether a disc overlaps ``rect`` (by more than a touch)."""
    x = min(max(centre[0], rect.left), rect.right)
    y = min(max(centre[1], rect.top), rect.bottom)
    return (x - centre[0]) ** 2 + (y - centre[1]) ** 2 < radius**2
