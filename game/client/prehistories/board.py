"""Drawing the hunting board: the stacks, the initiative order and the zones with their groups
(the objective cards beside it are ``rows.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.lettering import draw_text, fit_width
from game.client.prehistories import layout as L
from game.client.prehistories import words
from game.client.prehistories.art import (
    BONE,
    BONE_DIM,
    CHARCOAL,
    GREEN,
    OCHRE,
    OCHRE_LIGHT,
    ORANGE,
    RUST,
    Art,
)
from game.client.text import font, tr
from game.rules.prehistories.data import STACKS, components

if TYPE_CHECKING:
    from game.rules.prehistories.state import PrehistoriesState


def draw_board(
    surface: pygame.Surface,
    art: Art,
    state: PrehistoriesState,
    lay: L.Layout,
    hover_zone: int | None = None,
    open_zones: frozenset[int] = frozenset(),
    flying: frozenset[int] = frozenset(),
    order_flying: bool = False,
    groups: dict[int, tuple[int, ...]] | None = None,
) -> None:
    """``flying``: zones whose tile is still on its way from the stacks (drawn empty, unnamed);
    ``order_flying``: the initiative tokens are flying to their places (drawn by the anim);
    ``groups``: the hunters standing at a zone (``draw_group``)."""
    surface.blit(art.panel(L.BOARD.width, L.BOARD.height), L.BOARD.topleft)
    draw_stacks(surface, art, state, lay)
    draw_initiative(surface, art, state, lay, order_flying)
    for slot in lay.zones:
        draw_zone(
            surface,
            art,
            state,
            slot,
            slot.index == hover_zone,
            slot.index in open_zones,
            slot.index in flying,
        )
        cards = (groups or {}).get(slot.index)
        if cards:
            draw_group(surface, art, slot, cards)


GROUP_CARD = (30, 42)


def group_card_centres(slot: L.ZoneSlot, count: int) -> list[tuple[int, int]]:
    """Where the hunters sent to a zone stand: a row of small cards along the tile box's bottom,
    from its left end, so a card sent later does not move the others."""
    width = GROUP_CARD[0]
    step = min(22, (slot.tile.width - width - 8) // max(count - 1, 1))
    y = slot.tile.bottom - GROUP_CARD[1] // 2 + 4
    left = slot.tile.x + width // 2 + 4
    return [(left + step * i, y) for i in range(count)]


def draw_group(surface: pygame.Surface, art: Art, slot: L.ZoneSlot, cards: tuple[int, ...]) -> None:
    """The hunters sent to the zone (4.3: there until the tile is taken, then on the discard pile)."""
    for card, centre in zip(cards, group_card_centres(slot, len(cards))):
        image = art.hunter_card(card, *GROUP_CARD)
        surface.blit(image, image.get_rect(center=centre))


def draw_stacks(surface: pygame.Surface, art: Art, state: PrehistoriesState, lay: L.Layout) -> None:
    draw_text(surface, tr("prehistories.board.stacks"), 16, OCHRE_LIGHT, (L.STACKS.x + 4, L.STACKS.y))
    for stack, name in enumerate(STACKS):
        rect = lay.stack_rect(stack)
        count = len(state.stacks[stack])
        cards = L.stack_cards(rect, count)
        for card in cards:
            pygame.draw.rect(surface, (70, 58, 48), card, border_radius=4)
            pygame.draw.rect(surface, OCHRE, card, 1, border_radius=4)
        # The size is printed on the top card's back, the count under the pile: both were drawn
        # over the cards' edges, the count over the pile's lower half (seen in a screenshot).
        # The legendary stack's letter is a word of the language ("Л" in Ukrainian), not a code.
        label = tr("prehistories.board.legendary_stack") if stack == 4 else name
        lowest = L.stack_cards(rect, 1)[0]
        face = cards[-1] if cards else lowest
        draw_text(surface, label, 16, BONE_DIM if cards else RUST, face.center, anchor="center")
        draw_text(
            surface,
            str(count),
            20,
            BONE if count else RUST,
            (rect.centerx, lowest.bottom + 1),
            anchor="midtop",
            bold=True,
        )


def draw_initiative(
    surface: pygame.Surface, art: Art, state: PrehistoriesState, lay: L.Layout, flying: bool = False
) -> None:
    draw_text(surface, tr("prehistories.board.order"), 16, OCHRE_LIGHT, (L.INITIATIVE.x + 4, L.INITIATIVE.y))
    from game.rules.prehistories.phase import Phase

    if state.phase == Phase.INITIATIVE:
        seats = list(range(state.num_players))
        for place, seat in enumerate(seats):
            rect = lay.initiative_rect(place)
            done = state.seats[seat].committed
            token = art.tribe_glyph(state.seats[seat].colour, 30, BONE_DIM if not done else None)
            surface.blit(token, token.get_rect(center=rect.center))
            if seat == state.forming:
                pygame.draw.rect(surface, OCHRE_LIGHT, rect.inflate(2, 2), 2, border_radius=6)
        return
    if flying:
        return
    for place, seat in enumerate(state.order):
        rect = lay.initiative_rect(place)
        token = art.tribe_glyph(state.seats[seat].colour, 30)
        surface.blit(token, token.get_rect(center=rect.center))
        draw_text(surface, str(place + 1), 16, BONE, (rect.right - 2, rect.y - 4), anchor="topright")
        if place == 0:
            pygame.draw.rect(surface, OCHRE_LIGHT, rect.inflate(2, 2), 2, border_radius=6)


def tile_cell_for(slot: L.ZoneSlot, width: int, height: int) -> int:
    return max(14, min(30, (slot.tile.width - 8) // max(width, 1), (slot.tile.height - 4) // max(height, 1)))


def draw_zone(
    surface: pygame.Surface,
    art: Art,
    state: PrehistoriesState,
    slot: L.ZoneSlot,
    hovered: bool,
    open_: bool,
    flying: bool = False,
) -> None:
    zone = state.zone_defs[slot.index]
    back = (58, 48, 40) if not hovered else (78, 64, 52)
    pygame.draw.rect(surface, back, slot.rect, border_radius=8)
    pygame.draw.rect(
        surface, OCHRE_LIGHT if open_ else (110, 90, 70), slot.rect, 2 if not open_ else 3, border_radius=8
    )
    draw_text(
        surface,
        words.zone(zone.label),
        18,
        BONE,
        (slot.label.centerx, slot.label.y),
        anchor="midtop",
        bold=True,
    )
    kind_index = state.zones[slot.index]
    if flying:
        pass  # the refill is in the air (anims.py): the slot waits for it
    elif kind_index < 0:
        stack_left = len(state.stacks[zone.stack])
        text = tr("prehistories.board.zone_empty") if stack_left else tr("prehistories.board.zone_dead")
        size, lines = empty_zone_lines(text, slot)
        top = slot.tile.centery - len(lines) * (size + 4) // 2
        for row, line in enumerate(lines):
            draw_text(
                surface, line, size, BONE_DIM, (slot.tile.centerx, top + row * (size + 4)), anchor="midtop"
            )
    else:
        kind = components().tiles[kind_index]
        if hovered and kind.two_shapes:
            draw_both_sides(surface, art, slot, kind_index)
        else:
            shape = kind.sides[0]
            image = art.tile(kind_index, 0, tile_cell_for(slot, shape.width, shape.height))
            surface.blit(image, image.get_rect(center=slot.tile.center))
    draw_marks(surface, slot.marks, zone.orange, zone.green)


def empty_zone_lines(text: str, slot: L.ZoneSlot) -> tuple[int, tuple[str, ...]]:
    """An empty zone's words wrapped to the zone's width, smaller until they fit its tile area
    (4 players in Ukrainian cut "порожня цього раунду" to "порожня цього раунд", past the box)."""
    width = slot.rect.width - 10
    for size in (16, 15, 14, 13, 12):
        lines = fit_width(text, size, width)
        if (
            all(font(size).size(line)[0] <= width for line in lines)
            and len(lines) * (size + 4) <= slot.tile.height
        ):
            return size, lines
    return 12, fit_width(text, 12, width)


def draw_both_sides(surface: pygame.Surface, art: Art, slot: L.ZoneSlot, kind_index: int) -> None:
    """Both sides at once while the pointer rests on the zone (2.3: a tile is never rotated), each
    named under its half; names too wide for a half ("зворотний бік", a narrow zone of 4-5
    players) go on two rows, the front's at the top left, the back's at the bottom right: side by
    side they run into each other and out of the zone."""
    kind = components().tiles[kind_index]
    tile = slot.tile
    half = tile.width // 2
    names = [words.side(side) for side in (0, 1)]
    one_row = all(font(16).size(name)[0] <= half - 4 for name in names)
    room = tile.height - (20 if one_row else 44)
    for side in (0, 1):
        shape = kind.sides[side]
        cell = max(12, min(22, (half - 10) // shape.width, room // shape.height))
        image = art.tile(kind_index, side, cell)
        centre = (tile.x + half * side + half // 2, tile.centery - 6 if one_row else tile.centery)
        surface.blit(image, image.get_rect(center=centre))
        if one_row:
            draw_text(surface, names[side], 16, BONE_DIM, (centre[0], tile.bottom - 2), anchor="midbottom")
        elif side == 0:
            draw_text(surface, names[side], 16, BONE_DIM, (tile.x + 2, tile.y), anchor="topleft")
        else:
            draw_text(
                surface, names[side], 16, BONE_DIM, (tile.right - 2, tile.bottom + 2), anchor="bottomright"
            )


def draw_marks(surface: pygame.Surface, rect: pygame.Rect, orange: int, green: int) -> None:
    """The two hunting values as painted arrows: orange (taken with an injury) and green (safe)."""
    half = rect.width // 2 - 2
    left = pygame.Rect(rect.x, rect.y, half, rect.height)
    right = pygame.Rect(rect.x + half + 4, rect.y, half, rect.height)
    for box, colour, text in (
        (left, ORANGE, words.injury_range(orange, green)),
        (right, GREEN, f"{green}+"),
    ):
        points = [
            (box.x, box.y + 3),
            (box.right - 10, box.y + 3),
            (box.right, box.centery),
            (box.right - 10, box.bottom - 3),
            (box.x, box.bottom - 3),
            (box.x + 8, box.centery),
        ]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, CHARCOAL, points, 2)
        # Between the notch and the point: "10–12" in the narrow zones of 4-5 players steps down.
        room = box.width - 20
        size = next((s for s in (20, 18, 16, 14) if font(s, True).size(text)[0] <= room), 14)
        draw_text(
            surface,
            text,
            size,
            CHARCOAL,
            (box.centerx, box.centery),
            anchor="center",
            bold=True,
            shadow=False,
        )
