"""The hint's plan on the Prehistories table: where a step's target is, what its disc keeps clear
of, and words for the pieces a plan or a preview moves (docs/hint.md)."""

from __future__ import annotations

import pygame

from game.client.prehistories import layout as L
from game.client.prehistories.paint import legal_for
from game.client.prehistories.questions import card_rects, preview
from game.client.text import tr
from game.rules.outcome import Tally
from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.data import components
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState

NS = "prehistories"
# A hand card's strength with its pips (top left) and its speed (bottom right): art.hunter_card.
STRENGTH_CORNER = (42, 72)
SPEED_CORNER = (40, 34)


def plan_target(state: PrehistoriesState, action: int, lay: L.Layout) -> pygame.Rect | None:
    """The hunter card a party takes or a group sends (its part left uncovered by the next card),
    the zone's tile a hunt takes, the square a paint is clicked on. None for a button's step."""
    d = act.decode(action)
    player = state.current_player()
    if d.verb in (Verb.SELECT, Verb.ASSIGN):
        return visible_card(state, player, d.card)
    if d.verb == Verb.TAKE and 0 <= d.zone < len(lay.zones):
        return lay.zones[d.zone].tile
    if d.verb == Verb.PAINT:
        kind = dict(state.pending).get(d.zone)
        if kind is None:
            return None
        legal = legal_for(state.seats[player].cave, components().tiles[kind].sides[d.side])
        square = legal.clicked.get(d.cell)
        return None if square is None else lay.blocks[player].cell_rect(square)
    return None


def visible_card(state: PrehistoriesState, player: int, card: int) -> pygame.Rect | None:
    """A card of the strip, cut where the next card (drawn over it) begins."""
    rects = card_rects(state, player)
    rect = rects.get(card)
    if rect is None:
        return None
    later = [r for c, r in rects.items() if r.x > rect.x]
    if later:
        right = min(r.x for r in later)
        rect = pygame.Rect(rect.x, rect.y, max(1, min(rect.width, right - rect.x)), rect.height)
    return rect


def plan_keep_clear(state: PrehistoriesState, rect: pygame.Rect) -> list[pygame.Rect]:
    """On a hunter card: its strength and pips, its speed."""
    if rect.height != L.CARD_H:
        return []
    return [
        pygame.Rect(rect.x, rect.y, *STRENGTH_CORNER),
        pygame.Rect(rect.x + L.CARD_W - SPEED_CORNER[0], rect.bottom - SPEED_CORNER[1], *SPEED_CORNER),
    ]


def event_words(tally: Tally) -> str | None:
    count = tally.pieces
    if tally.kind == "tile_taken":
        return tr(f"{NS}.plan.taken", count=tally.events)
    if tally.kind == "tile_painted":
        detail = dict(part.split("=", 1) for part in tally.detail.split(";") if "=" in part)
        prints = int(detail.get("hand_prints", "0") or 0)
        if prints > 0:
            return tr(f"{NS}.plan.hand_prints", count=prints)
        return tr(f"{NS}.plan.painted", count=tally.events)
    if tally.kind == "totems_placed":
        return tr(f"{NS}.plan.totems", count=count)
    if tally.kind == "hunter_assigned":
        return tr(f"{NS}.plan.hunters", count=tally.events)
    return None


def preview_lines(state: PrehistoriesState, action: int) -> list[str]:
    """A party's commit, or a card added to it: the party's strength then, and each zone holding
    a tile whose mark that strength alone reaches, with or without an injury."""
    if state.phase != Phase.INITIATIVE:
        return []
    d = act.decode(action)
    seat = state.seats[state.current_player()]
    if d.verb == Verb.COMMIT:
        cards = list(seat.party)
    elif d.verb == Verb.SELECT:
        cards = [*seat.party, d.card]
    else:
        return []
    strength = state.strength_of(cards)
    reached = []
    for z, kind in enumerate(state.zones):
        zone = state.zone_defs[z]
        if kind >= 0 and strength >= zone.orange:
            reached.append(
                tr(f"{NS}.plan.zone", zone=zone.label, result=preview(strength, zone.orange, zone.green))
            )
    reach = tr(f"{NS}.plan.reach", zones="; ".join(reached)) if reached else tr(f"{NS}.plan.reach_none")
    return [tr(f"{NS}.plan.party", value=strength), reach]
