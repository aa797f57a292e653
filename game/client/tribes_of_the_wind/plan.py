"""The hint's plan on the Tribes of the Wind table: where a step's target is, what its disc keeps
clear of, and words for the pieces a plan or a preview moves (docs/hint.md)."""

from __future__ import annotations

import pygame

from game.client.text import tr
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.rows import card_row_rects
from game.rules.outcome import Tally
from game.rules.tribes_of_the_wind import TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY

ROW_WORDS = 0.7  # of a card row's width from its left: its icons and words (the disc goes right of them)
VILLAGE_WORDS = 0.7  # of a village card's height from its top: its value, goal words and mark


def plan_target(state: TotwState, action: int) -> pygame.Rect | None:
    """A card row of the hand, a space of the seat's board, a hand card to discard, a card of the
    element or village row, the deck. None for a button's step (temple, stop, a leader's power)."""
    seat = state.current_player()
    geom = L.board_geoms(state.num_players)[seat]
    if act.PLAY <= action < act.TEMPLE_ACTION:
        slot, hard = divmod(action - act.PLAY, 2)
        card = state.boards[seat].hand[slot]
        if card == EMPTY or card >= len(state.data.card_rows):
            return None
        rows = card_row_rects(L.holder_rect(slot), len(state.data.card_rows[card]))
        return rows[min(hard, len(rows) - 1)]
    if act.VILLAGE <= action < act.DISCARD + 1:
        return geom.space(action - act.VILLAGE)
    if act.DISCARD < action < act.PLACE_TEMPLE:
        return L.holder_rect(action - act.DISCARD - 1)
    if act.PLACE_TEMPLE <= action < act.CLEAN:
        return geom.space((action - act.PLACE_TEMPLE) % 12)
    if act.CLEAN <= action < act.PLANT:
        return geom.space(action - act.CLEAN)
    if act.PLANT <= action < act.MOVE:
        return geom.space((action - act.PLANT) % 12)
    if act.MOVE <= action < act.STOP:
        return geom.position((action - act.MOVE) % 13)
    if act.SPARE <= action < act.VILLAGE_CARD:
        return geom.space(action - act.SPARE)
    if act.VILLAGE_CARD <= action < act.DRAW:
        return L.village_row_rect((action - act.VILLAGE_CARD) // 6)
    if act.DRAW <= action < act.DRAW_DECK:
        for slot, card in enumerate(state.element_row):
            if card != EMPTY and act.draw(state.element_of(card)) == action:
                return L.element_row_rect(slot)
        return None
    if action == act.DRAW_DECK:
        return L.deck_rect()
    return None


def plan_keep_clear(state: TotwState, rect: pygame.Rect) -> list[pygame.Rect]:
    """On a card row: its icons and words (the row's left part). On a village card: its goal's
    words and value (all but the bottom right, beside its cost)."""
    for slot in range(5):
        if L.holder_rect(slot).contains(rect) and rect.height < L.HOLDER_CARD[1] // 2:
            return [pygame.Rect(rect.x, rect.y, int(rect.width * ROW_WORDS), rect.height)]
    if any(L.village_row_rect(i) == rect for i in range(len(state.village_row))):
        bottom = rect.y + int(rect.height * VILLAGE_WORDS)
        return [
            pygame.Rect(rect.x, rect.y, rect.width, bottom - rect.y),
            pygame.Rect(rect.x, bottom, rect.width // 2, rect.bottom - bottom),
        ]
    return []


def event_words(tally: Tally) -> str | None:
    count = tally.pieces
    if tally.kind == "pollution_removed":
        return tr("tribes_of_the_wind.plan.cleaned", count=count)
    if tally.kind == "water_gained":
        return tr("tribes_of_the_wind.plan.water", count=count)
    if tally.kind == "temple_built":
        return tr("tribes_of_the_wind.plan.temple")
    if tally.kind == "village_built":
        return tr("tribes_of_the_wind.plan.village")
    if tally.kind == "forest_planted":
        return tr("tribes_of_the_wind.plan.forest", count=tally.events)
    if tally.kind == "rider_moved":
        return tr("tribes_of_the_wind.plan.riders", count=tally.events)
    if tally.kind == "village_card_taken":
        return tr("tribes_of_the_wind.plan.village_card")
    if tally.kind == "leader_task_completed":
        return tr("tribes_of_the_wind.plan.leader")
    return None
