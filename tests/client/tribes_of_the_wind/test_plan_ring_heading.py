"""The ring a plan draws round an element row card (or the deck) leaves the row's heading above it
in sight. Guards against: the ring, 6 px outside the card, ran over the heading's letters (the
Ukrainian "Колода, ряд стихій, скид" over the first four cards)."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table.plan_marks import PlanMarks
from game.client.table.session import Seat
from game.client.text import tr
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.plan import plan_target
from game.client.tribes_of_the_wind.rows import heading_rect
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from tests.client.table.test_hint import table_at

games.load_game_packages()

BACK = (0, 0, 0)


def ringed(table, state, action: int) -> pygame.Surface:
    """The plan of one step ``action`` drawn alone on a black surface."""
    marks = PlanMarks()
    marks.place(
        action, table.view, lambda world: table.ctx(world), state, state.current_player(), [action], 1
    )
    assert marks.marks, "the step has a target"
    surface = pygame.Surface((1600, 900))
    surface.fill(BACK)
    marks.draw(surface, 0.0)
    return surface


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_ring_round_a_row_card_covers_none_of_the_rows_heading(lang_app: App, players: int):
    heading = heading_rect(tr("tribes_of_the_wind.rows.elements"), (L.RIGHT.x + 8, L.RIGHT.y + 2))
    ringed_cards = 0
    for seed in (3, 4, 5):
        state = TITLE.new_game(players, seed)
        seats = [Seat("Me")] + [Seat("Bot", "easy")] * (players - 1)
        table = table_at(lang_app, "tribes_of_the_wind", state, seats)
        actions = {act.DRAW_DECK, *(act.draw(state.element_of(card)) for card in state.element_row)}
        for action in sorted(actions):
            card = plan_target(state, action)
            if card is None or not card.clip(heading.inflate(16, 16)).width:
                continue  # a card not under the heading
            ringed_cards += 1
            surface = ringed(table, state, action)
            touched = [
                (x, y)
                for x in range(heading.left, heading.right)
                for y in range(heading.top, heading.bottom)
                if surface.get_at((x, y))[:3] != BACK
            ]
            assert not touched, (card, heading, touched[:3])
            # the ring is still there, round the whole card
            assert any(
                surface.get_at((card.centerx, y))[:3] != BACK for y in range(card.top - 6, card.top + 10)
            )
            assert surface.get_at((card.left - 3, card.centery))[:3] != BACK
        lang_app.stack.pop()
    assert ringed_cards >= 2
