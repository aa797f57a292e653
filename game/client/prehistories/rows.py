"""The objective cards in the right column: each card's side, points and the totems placed on it."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.client.lettering import draw_text
from game.client.prehistories import layout as L
from game.client.prehistories import words
from game.client.prehistories.art import BONE, BONE_DIM, OCHRE, OCHRE_LIGHT, Art
from game.client.text import language, tr

if TYPE_CHECKING:
    from game.rules.prehistories.state import PrehistoriesState

_objectives: dict[tuple[object, ...], pygame.Surface] = {}


def draw_objectives(surface: pygame.Surface, art: Art, state: PrehistoriesState, focus: int) -> None:
    """The objective cards over the backdrop; the finished pixels are kept per what they show (a
    5-player layer redraw spends 1.8 ms on them otherwise, and they change a few times a game)."""
    count = len(state.objectives)
    area = L.objective_rect(0, count).unionall([L.objective_rect(i, count) for i in range(count)])
    key = (
        id(art),
        language(),
        tuple(state.objectives),
        tuple(tuple(scored) for scored in state.scored_by),
        tuple(state.seats[seat].colour for scored in state.scored_by for seat in scored),
        focus,
    )
    found = _objectives.get(key)
    if found is not None:
        surface.blit(found, area)
        return
    _draw_objectives(surface, art, state, focus)
    if len(_objectives) > 64:
        _objectives.clear()
    _objectives[key] = surface.subsurface(area).copy()


def _draw_objectives(surface: pygame.Surface, art: Art, state: PrehistoriesState, focus: int) -> None:
    count = len(state.objectives)
    for index in range(count):
        rect = L.objective_rect(index, count)
        side = state.objective_side(index)
        card, moon = state.objectives[index]
        surface.blit(art.panel(rect.width, rect.height, OCHRE if not moon else (150, 160, 200)), rect.topleft)
        draw_text(surface, str(card), 18, OCHRE_LIGHT, (rect.x + 10, rect.y + 6), bold=True)
        draw_sun_moon(surface, (rect.x + 38, rect.y + 18), bool(moon))
        draw_text(surface, words.objective(side.id), 18, BONE, (rect.x + 56, rect.y + 6), bold=True)
        draw_text(
            surface,
            tr("prehistories.objective_card.points", first=side.first, later=side.later),
            20,
            OCHRE_LIGHT,
            (rect.right - 10, rect.y + 6),
            anchor="topright",
            bold=True,
        )
        scored = state.scored_by[index]
        x = rect.x + 10
        y = rect.bottom - 34
        for seat in scored:
            token = art.totem(state.seats[seat].colour, 30)
            surface.blit(token, (x, y))
            x += 30
        if not scored:
            draw_text(surface, tr("prehistories.objective_card.nobody"), 16, BONE_DIM, (x, y + 6))
        mine = focus in scored
        if mine:
            draw_text(
                surface,
                tr("prehistories.objective_card.yours"),
                16,
                (150, 220, 130),
                (rect.right - 10, y + 6),
                anchor="topright",
            )


def draw_sun_moon(surface: pygame.Surface, centre: tuple[int, int], moon: bool) -> None:
    """The side of an objective card: a rayed sun or a crescent moon (not colour alone)."""
    x, y = centre
    if moon:
        pygame.draw.circle(surface, (206, 214, 240), centre, 9)
        pygame.draw.circle(surface, (52, 44, 40), (x + 5, y - 3), 8)
        return
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(
            surface,
            OCHRE_LIGHT,
            (x + 7 * math.cos(a), y + 7 * math.sin(a)),
            (x + 12 * math.cos(a), y + 12 * math.sin(a)),
            2,
        )
    pygame.draw.circle(surface, OCHRE_LIGHT, centre, 6)
