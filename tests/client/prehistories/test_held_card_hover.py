"""The held fastest card (test_fastest_card_held) is drawn raised, so its tooltip and its click
belong to the raised rect (not the unraised one, where hovering the raised top shows nothing), and
where cards overlap the click goes to the card drawn on top: hit areas, tooltip and drawing agree."""

from __future__ import annotations

from game.client.prehistories import layout as L
from game.client.prehistories import words
from game.client.prehistories.view import PrehistoriesView
from game.client.table.view_types import Question
from game.rules.prehistories.state import PrehistoriesState
from tests.client.prehistories.helpers import make_ctx, random_position


def _holding(view: PrehistoriesView, state: PrehistoriesState) -> tuple[int, Question]:
    """The viewer's fastest card held (a click on it); the question asked then."""
    seat = state.current_player()
    fastest = max(state.seats[seat].hand)
    view.choose(f"hold:{fastest}")
    question = view.question(make_ctx(view, state, seat), state.legal_actions())
    assert view.choice.held == fastest
    return fastest, question


def _card_of(key: str) -> int:
    return int(key.split(":")[1])


def test_the_raised_top_of_the_held_card_tells_that_card(app, en):
    view = PrehistoriesView(app)
    state = random_position(2, 4, 2)
    seat = state.current_player()
    fastest, question = _holding(view, state)
    target = next(t for t in question.targets if _card_of(t.key) == fastest)
    unraised = L.hand_card_rects(len(state.seats[seat].hand))[-1]
    assert target.rect.bottom < unraised.bottom  # drawn raised
    top = (target.rect.centerx, target.rect.top + 4)  # above where the card stands unraised
    assert not unraised.collidepoint(top)
    ctx = make_ctx(view, state, seat, question, hover=top)
    tip = view.tooltip_at(ctx, top)
    assert tip is not None and tip.title == words.card_title(fastest)
    assert dict(tip.rows)["Where"] == "held for your party: sent last"
    # The strip under the raised card is empty now: no tooltip of it there.
    below = (target.rect.centerx, target.rect.bottom + 3)
    assert L.HAND.collidepoint(below)
    found = view.tooltip_at(ctx, below)
    assert found is None or found.title != words.card_title(fastest)


def test_over_overlapping_cards_the_click_and_the_tooltip_find_the_card_drawn_on_top(app, en):
    view = PrehistoriesView(app)
    state = random_position(2, 4, 2)
    seat = state.seats[state.current_player()]
    seat.hand = list(range(4, 61, 4))  # 15 cards: they overlap in the strip (no hand limit, 6)
    state.settle([])  # the legal actions of the new hand
    rects = L.hand_card_rects(len(seat.hand))
    assert rects[1].left < rects[0].right  # they do overlap
    fastest, question = _holding(view, state)
    ctx = make_ctx(view, state, state.current_player(), question)
    checked = 0
    raised = next(t.rect for t in question.targets if _card_of(t.key) == fastest)
    for y in (raised.top + 4, rects[0].centery):
        for x in range(L.HAND.left, L.HAND.right, 3):
            target = question.target_at((x, y))
            tip = view.tooltip_at(ctx, (x, y))
            if target is None:
                continue
            # The card drawn last at the point is the one on top (seats.draw_hand's order).
            drawn = [t for t in question.targets if t.rect.collidepoint((x, y))]
            on_top = max(drawn, key=lambda t: sorted(seat.hand).index(_card_of(t.key)))
            assert target is on_top, (x, y)
            assert tip is not None and tip.title == words.card_title(_card_of(target.key)), (x, y)
            checked += 1
    assert checked > 100
