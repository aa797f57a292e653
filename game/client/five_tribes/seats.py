"""The player panels (docs/ui.md bottom strip): every holding drawn where a tooltip can explain it.

``panel_spots`` lays a panel out once; drawing and hover hit-testing both read that layout, so a
tooltip always belongs to the thing under the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

import pygame

from game.client.assets import Assets
from game.client.badges import outline_text
from game.client.five_tribes import layout as L
from game.client.five_tribes import words
from game.client.five_tribes.art import CARD_TINTS, camel_sprite, draw_goods_icon, draw_meeple
from game.client.highlights import draw_dotted_underline
from game.client.lettering import blit_text
from game.client.table.draw import draw_thinking_dots
from game.client.text import fit_text, font, tr
from game.client.widgets import SAFFRON, SAND, draw_box, gradient_box
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes.data import FAKIR

CARD_SIZE = (44, 50)
CHIP_HEIGHT = 26
ACTIVE_LIFT = 8
SAFFRON_LIGHT = (255, 227, 160)
DOTS = 44  # room after a thinking bot's name for the pulsing dots (docs/ui.md)


class Spot(IntEnum):
    SCORE = 0
    GOLD = 1
    VIZIERS = 2
    ELDERS = 3
    CAMELS = 4
    DJINN = 5
    MORE_DJINNS = 6
    CARD = 7
    PRIVATE = 8


@dataclass(frozen=True, slots=True)
class Hotspot:
    rect: pygame.Rect
    kind: Spot
    player: int
    value: int = -1  # the djinn index or card kind
    more: tuple[int, ...] = ()  # MORE_DJINNS: the djinns that did not fit


def panel_box(state: FiveTribesState, player: int, raised: int | None = None) -> pygame.Rect:
    """The panel's rect, lifted for the ``raised`` seat: the table's acting seat (``Ctx.acting_seat``:
    the bot whose move plays out, not the seat to move next); None: the seat to move."""
    if raised is None:
        raised = state.current_player()
    rect = L.panel_rect(player, state.num_players)
    return rect.move(0, -ACTIVE_LIFT) if player == raised else rect


def panel_spots(
    state: FiveTribesState, player: int, viewer: int | None, raised: int | None = None
) -> list[Hotspot]:
    """Everything in one panel that has a tooltip, where it is drawn."""
    rect = panel_box(state, player, raised)
    holder = state.players[player]
    spots = [Hotspot(pygame.Rect(rect.x + 12, rect.y + 4, rect.width - 24, 38), Spot.SCORE, player)]
    step = (rect.width - 32) // 4  # the four counts spread over the panel, in larger type
    for index, kind in enumerate((Spot.GOLD, Spot.VIZIERS, Spot.ELDERS, Spot.CAMELS)):
        stat = pygame.Rect(rect.x + 18 + index * step, rect.y + 44, min(step - 8, 120), 40)
        spots.append(Hotspot(stat, kind, player))
    y = rect.y + 90
    x = rect.x + 18
    right = rect.right - 14
    face = font(16)
    for index, djinn in enumerate(holder.djinns):
        width = face.size(words.djinn(djinn))[0] + 18
        rest = holder.djinns[index + 1 :]
        more_width = face.size(f"+{len(rest) + 1}")[0] + 18
        if x + width > right or (rest and x + width + 6 + more_width > right and x + more_width <= right):
            chip = pygame.Rect(x, y, more_width, CHIP_HEIGHT)
            spots.append(Hotspot(chip, Spot.MORE_DJINNS, player, more=tuple(holder.djinns[index:])))
            break
        spots.append(Hotspot(pygame.Rect(x, y, width, CHIP_HEIGHT), Spot.DJINN, player, djinn))
        x += width + 6
    y = rect.y + 124
    x = rect.x + 16
    kinds = [card for card in range(10) if shown_cards(state, player, viewer, card) > 0]
    backs = 1 if hidden_cards(state, player, viewer) else 0
    # Every kind held is shown: when they do not all fit, the cards narrow (never below 28 px).
    width = CARD_SIZE[0]
    if kinds or backs:
        width = max(28, min(CARD_SIZE[0], (rect.right - 12 - x) // (len(kinds) + backs) - 4))
    for card in kinds:
        spots.append(Hotspot(pygame.Rect(x, y, width, CARD_SIZE[1]), Spot.CARD, player, card))
        x += width + 4
    if backs:
        spots.append(Hotspot(pygame.Rect(x, y, width, CARD_SIZE[1]), Spot.PRIVATE, player))
    return spots


def shown_cards(state: FiveTribesState, player: int, viewer: int | None, kind: int) -> int:
    """Cards of ``kind`` face up in the panel: public ones, and private ones to their owner (spec 8)."""
    holder = state.players[player]
    return int(holder.cards[kind]) + (int(holder.private[kind]) if viewer == player else 0)


def hidden_cards(state: FiveTribesState, player: int, viewer: int | None) -> int:
    holder = state.players[player]
    return 0 if viewer == player else int(sum(holder.private)) + int(holder.hidden)


def draw_panels(
    surface: pygame.Surface,
    assets: Assets,
    state: FiveTribesState,
    player_names: list[str],
    viewer: int | None,
    thinking: int | None = None,
    raised: int | None = None,
) -> None:
    """A panel per player, all public facts; private cards face up only to their owner (spec 8).
    The ``raised`` seat's panel (see ``panel_box``) is lifted and lit."""
    scores = state.scores()
    if raised is None:
        raised = state.current_player()
    for player in range(state.num_players):
        _draw_panel(
            surface, assets, state, player, player_names[player], scores[player], viewer, thinking, raised
        )


def _draw_panel(
    surface: pygame.Surface,
    assets: Assets,
    state: FiveTribesState,
    player: int,
    name: str,
    score: int,
    viewer: int | None,
    thinking: int | None,
    raised: int,
) -> None:
    rect = panel_box(state, player, raised)
    active = player == raised
    top, bottom = ((74, 64, 138), (40, 34, 82)) if active else ((52, 44, 98), (28, 24, 58))
    draw_box(surface, rect, top, bottom, SAFFRON_LIGHT if active else SAFFRON, 14)
    colour = L.PLAYER_COLOURS[player]
    stripe = pygame.Rect(rect.x + 2, rect.y + 10, 8, rect.height - 20)
    pygame.draw.rect(surface, colour, stripe, border_radius=4)
    if sum(colour) < 300:  # the black camels' colour is close to the indigo: a light rim (camel_sprite's too)
        pygame.draw.rect(surface, SAND, stripe, 1, border_radius=4)
    surface.blit(camel_sprite(assets, player, (40, 36)), (rect.x + 14, rect.y + 6))
    holder = state.players[player]
    spots = panel_spots(state, player, viewer, raised)
    for key, held, y in (("no_djinns", holder.djinns, 103), ("no_cards", spots[-1].kind >= Spot.CARD, 149)):
        if not held:  # an empty row says so, rather than leaving a blank
            label = tr(f"five_tribes.table.{key}")
            blit_text(surface, label, 17, (160, 150, 200), (rect.x + 20, rect.y + y), anchor="midleft")
    for spot in spots:
        r = spot.rect
        if spot.kind == Spot.SCORE:
            label = score_label(state, player, score)
            score_rect = blit_text(
                surface, label, 20, SAFFRON_LIGHT, (r.right - 2, r.y + 8), anchor="topright", bold=True
            )
            draw_dotted_underline(surface, score_rect)  # "there is more here": the breakdown on hover
            room = score_rect.x - 16 - (rect.x + 58) - (DOTS if thinking == player else 0)
            blit_text(surface, fit_text(name, 20, room, True), 20, SAND, (rect.x + 58, r.y + 8), bold=True)
        elif spot.kind == Spot.GOLD:
            surface.blit(assets.scaled("five_tribes/coin", (34, 34)), (r.x, r.y + 3))
            gold = str(holder.gold) if holder.gold >= 0 else "?"
            blit_text(surface, gold, 24, SAND, (r.x + 39, r.centery), anchor="midleft", bold=True)
        elif spot.kind in (Spot.VIZIERS, Spot.ELDERS):
            vizier = spot.kind == Spot.VIZIERS
            draw_meeple(surface, assets, 0 if vizier else 1, (r.x + 14, r.centery - 1), False, 1, (28, 36))
            count = holder.viziers if vizier else holder.elders
            blit_text(surface, str(count), 24, SAND, (r.x + 33, r.centery), anchor="midleft", bold=True)
        elif spot.kind == Spot.CAMELS:
            surface.blit(camel_sprite(assets, player, (36, 32)), (r.x, r.y + 3))
            blit_text(
                surface, str(holder.camels), 24, SAND, (r.x + 42, r.centery), anchor="midleft", bold=True
            )
        elif spot.kind in (Spot.DJINN, Spot.MORE_DJINNS):
            surface.blit(gradient_box(r.width, r.height, (98, 84, 170), (62, 52, 120), (232, 170, 58), 8), r)
            label = words.djinn(spot.value) if spot.kind == Spot.DJINN else f"+{len(spot.more)}"
            blit_text(surface, label, 16, (255, 227, 160), r.center, anchor="center", shadow=False)
        elif spot.kind == Spot.CARD:
            _draw_small_card(surface, assets, spot.value, shown_cards(state, player, viewer, spot.value), r)
        else:
            surface.blit(assets.scaled("five_tribes/card_back", r.size), r)
            outline_text(
                surface,
                str(hidden_cards(state, player, viewer)),
                20,
                (255, 255, 255),
                (r.centerx, r.bottom - 12),
            )


def _draw_small_card(
    surface: pygame.Surface, assets: Assets, kind: int, count: int, rect: pygame.Rect
) -> None:
    face = "five_tribes/table/card_fakir" if kind == FAKIR else "five_tribes/table/card_goods"
    surface.blit(assets.scaled(face, rect.size), rect)
    pygame.draw.rect(surface, CARD_TINTS[kind], rect.inflate(-10, -24).move(0, -8), border_radius=4)
    draw_goods_icon(surface, kind, (rect.centerx, rect.y + 14), 14)
    outline_text(surface, str(count), 20, (255, 255, 255), (rect.centerx, rect.bottom - 12))


def score_label(state: FiveTribesState, player: int, score: int) -> str:
    if state.players[player].gold < 0:  # rule option hidden_gold: coins face down, so the score too
        return tr("five_tribes.table.score_hidden")
    return tr("five_tribes.table.score", count=score)


def draw_thinking(
    surface: pygame.Surface,
    state: FiveTribesState,
    player: int,
    name: str,
    t: float,
    raised: int | None = None,
) -> None:
    """docs/ui.md: a bot's turn shows a "thinking" indicator on its panel: pulsing dots after the name,
    and the word too where it fits before the score. On the panel where it is drawn (raised or
    not: a bot thinks ahead while the move before plays out, its panel not yet raised)."""
    rect = panel_box(state, player, player if raised is None else raised)
    score_left = rect.right - 14 - font(20, True).size(score_label(state, player, state.scores()[player]))[0]
    shown = fit_text(name, 20, score_left - 16 - DOTS - (rect.x + 58), True)  # the panel leaves DOTS free
    x = rect.x + 58 + font(20, True).size(shown)[0] + 10
    y = rect.y + 26
    label = tr("table.table.thinking")
    draw_thinking_dots(
        surface, (x, y), t, label if x + 52 + font(16, True).size(label)[0] < score_left else None
    )
