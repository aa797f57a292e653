"""Drawing each tribe's area: its cave (squares, pre-painted pictures, hand prints, tiles), totems,
card counts and party; and the person's own hand as large cards in the bottom strip."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client import text
from game.client.lettering import draw_text
from game.client.prehistories import layout as L
from game.client.prehistories.art import (
    BONE,
    BONE_DIM,
    CHARCOAL,
    OCHRE,
    OCHRE_LIGHT,
    RUST,
    Art,
    tribe_rgb,
)
from game.client.text import fit_text, font, tr
from game.rules.prehistories.data import COLUMN_LETTERS, SIZE
from game.rules.prehistories.phase import Phase

if TYPE_CHECKING:
    from game.rules.prehistories.cave import Cave
    from game.rules.prehistories.state import PrehistoriesState, Seat

TOTEMS = 8
_caves: dict[tuple[object, ...], pygame.Surface] = {}


def cave_surface(art: Art, cave: Cave, colour: int, cell: int) -> pygame.Surface:
    """The whole 7x7 cave at ``cell`` px a square, cached by what is painted in it."""
    key = (id(art), colour, cell, tuple(cave.placements))
    surface = _caves.get(key)
    if surface is not None:
        return surface
    if len(_caves) > 256:
        _caves.clear()
    side = SIZE * cell
    surface = pygame.Surface((side + 4, side + 4), pygame.SRCALPHA)
    wall = art.panel(side + 4, side + 4, (96, 78, 62), 6)
    surface.blit(wall, (0, 0))
    layout = cave.layout
    for c in range(SIZE * SIZE):
        rect = pygame.Rect(2 + (c % SIZE) * cell, 2 + (c // SIZE) * cell, cell, cell)
        pygame.draw.rect(surface, (86, 72, 60, 160), rect, 1)
        if c == layout.hunter:
            pygame.draw.rect(surface, (196, 150, 92), rect.inflate(-2, -2), border_radius=3)
            glyph = art.glyph("hunter", cell - 4, CHARCOAL)
            surface.blit(glyph, glyph.get_rect(center=rect.center))
        elif c in layout.totems:
            pygame.draw.rect(surface, (196, 150, 92), rect.inflate(-2, -2), border_radius=3)
            glyph = art.tribe_glyph(colour, cell - 4, RUST)
            surface.blit(glyph, glyph.get_rect(center=rect.center))
        elif c in (layout.one_hand, layout.two_hands):
            hand = art.hand_print(cell - 8, (180, 76, 50))
            if c == layout.two_hands:
                small = art.hand_print(cell // 2, (180, 76, 50))
                surface.blit(small, small.get_rect(center=(rect.x + cell // 3, rect.centery)))
                surface.blit(small, small.get_rect(center=(rect.right - cell // 3, rect.centery)))
            else:
                surface.blit(hand, hand.get_rect(center=rect.center))
    for kind_index, side_index, anchor in cave.placements:
        image = art.tile(kind_index, side_index, cell)
        surface.blit(image, (2 + (anchor % SIZE) * cell, 2 + (anchor // SIZE) * cell))
    _caves[key] = surface
    return surface


_coordinates: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}


def coordinates(cell: int) -> tuple[pygame.Surface, pygame.Surface]:
    """The column letters above a cave and the row numbers at its left (made once per size)."""
    found = _coordinates.get(cell)
    if found is None:
        letters = pygame.Surface((SIZE * cell, 22), pygame.SRCALPHA)
        numbers = pygame.Surface((22, SIZE * cell), pygame.SRCALPHA)
        for i in range(SIZE):
            draw_text(
                letters, COLUMN_LETTERS[i], 16, BONE_DIM, (i * cell + cell // 2, 22), anchor="midbottom"
            )
            draw_text(numbers, str(i + 1), 16, BONE_DIM, (20, i * cell + cell // 2), anchor="midright")
        found = (letters, numbers)
        _coordinates[cell] = found
    return found


def draw_cave(surface: pygame.Surface, art: Art, seat: Seat, block: L.SeatBlock) -> None:
    image = cave_surface(art, seat.cave, seat.colour, block.cell)
    surface.blit(image, (block.cave.x - 2, block.cave.y - 2))
    if block.cell >= 24:
        letters, numbers = coordinates(block.cell)
        surface.blit(letters, (block.cave.x, block.cave.y - letters.get_height()))
        surface.blit(numbers, (block.cave.x - numbers.get_width() - 2, block.cave.y))
    # Full columns and rows carry their totem at the end of the line (the permanent objectives).
    # Drawn from the scored lines (not the painted squares) so a totem still in flight is left out.
    small = L.line_totem_size(block.cell)
    for i in range(SIZE):
        if seat.columns_done >> i & 1:
            token = art.totem(seat.colour, small)
            surface.blit(
                token,
                token.get_rect(
                    midtop=(block.cave.x + i * block.cell + block.cell // 2, block.cave.bottom + 1)
                ),
            )
        if seat.rows_done >> i & 1:
            token = art.totem(seat.colour, small)
            surface.blit(
                token,
                token.get_rect(
                    midleft=(block.cave.right + 1, block.cave.y + i * block.cell + block.cell // 2)
                ),
            )


def draw_header(
    surface: pygame.Surface,
    art: Art,
    state: PrehistoriesState,
    seat_index: int,
    block: L.SeatBlock,
    name: str,
    active: bool,
) -> None:
    seat = state.seats[seat_index]
    rgb = tribe_rgb(seat.colour)
    if active:
        pygame.draw.rect(surface, OCHRE_LIGHT, block.rect.inflate(4, 4), 3, border_radius=12)
    pygame.draw.rect(
        surface, rgb, (block.header.x, block.header.y + 2, 8, block.header.height - 4), border_radius=3
    )
    glyph = art.tribe_glyph(seat.colour, 30)
    surface.blit(glyph, (block.header.x + 12, block.header.y))
    # The name keeps clear of the "thinking…" mark at the right of its line (cut with "…" if long).
    room = block.header.width - L.NAME_X - thinking_width() - 8
    shown = fit_text(name, 18, room, bold=True)
    draw_text(surface, shown, 18, BONE, (block.header.x + L.NAME_X, block.header.y + 3), bold=True)


THINKING_SIZE = 18


def thinking_mark(time: float) -> str:
    """The word "thinking" and one to three dots, by the time."""
    return tr("prehistories.thinking") + "." * (1 + int(time * 3) % 3)


def thinking_width() -> int:
    """The widest "thinking..." mark plus its margin from the header's right edge."""
    return text.font(THINKING_SIZE).size(thinking_mark(2 / 3))[0] + 4


def draw_thinking(surface: pygame.Surface, block: L.SeatBlock, time: float) -> pygame.Rect:
    """The mark at the right of a thinking bot's name line."""
    return draw_text(
        surface,
        thinking_mark(time),
        THINKING_SIZE,
        OCHRE_LIGHT,
        (block.header.right - 4, block.header.y + 4),
        anchor="topright",
    )


def draw_totems(
    surface: pygame.Surface, art: Art, seat: Seat, rect: pygame.Rect, size: int
) -> list[pygame.Rect]:
    """The 8 totem tokens: placed ones in colour, the ones left as dim outlines."""
    placed = seat.totems
    per_row = max(1, min(TOTEMS, rect.width // (size + 2)))
    rects = []
    for k in range(TOTEMS):
        x = rect.x + (k % per_row) * (size + 2)
        y = rect.y + (k // per_row) * (size + 2)
        r = pygame.Rect(x, y, size, size)
        rects.append(r)
        if k < placed:
            surface.blit(art.totem(seat.colour, size), r)
        else:
            pygame.draw.circle(surface, (120, 100, 84), r.center, size // 2 - 5, 2)
    return rects


def draw_block(
    surface: pygame.Surface,
    art: Art,
    state: PrehistoriesState,
    block: L.SeatBlock,
    name: str,
    active: bool,
    viewer: int | None,
    flipping: bool = False,
) -> None:
    """A tribe's whole area, drawn from what ``viewer`` may see (``state`` is its observation);
    ``flipping``: its party is turning over (the anim draws the slot)."""
    seat = state.seats[block.seat]
    surface.blit(art.panel(block.rect.width, block.rect.height, (120, 96, 74)), block.rect.topleft)
    draw_header(surface, art, state, block.seat, block, name, active)
    draw_cave(surface, art, seat, block)
    hand = len(seat.hand) + (len(seat.party) if state.phase == Phase.INITIATIVE else 0)
    if block.focus:
        size = min(38, block.totems.height)
        top = block.totems.y + (block.totems.height - size) // 2
        draw_totems(surface, art, seat, pygame.Rect(block.totems.x, top, 8 * (size + 2), size), size)
        draw_text(
            surface,
            f"{seat.totems}/8",
            22,
            BONE,
            (block.totems.x + 8 * (size + 2) + 8, top + size // 2),
            anchor="midleft",
            bold=True,
        )
        counts = tr("prehistories.seat.counts", hand=hand, deck=len(seat.deck), discard=len(seat.discard))
        shown = fit_text(counts, 16, block.counts.width)
        draw_text(surface, shown, 16, BONE_DIM, block.counts.topleft)
        return
    size = max(14, min(28, block.totems.width // 8 - 2))
    draw_totems(surface, art, seat, block.totems, size)
    hand_line = tr("prehistories.seat.hand", count=hand)
    piles_line = tr("prehistories.seat.deck_discard", deck=len(seat.deck), discard=len(seat.discard))
    size = count_size((hand_line, piles_line), block.counts.width)
    draw_text(surface, hand_line, size, BONE, (block.counts.x, block.counts.y))
    draw_text(surface, piles_line, size, BONE_DIM, (block.counts.x, block.counts.y + 22))
    if not flipping:
        draw_party(surface, art, state, block, viewer)


def count_size(lines: tuple[str, ...], width: int) -> int:
    """The font size (16 down to 13) at which a seat's count lines fit the panel beside its cave."""
    size = 16
    while size > 13 and max(font(size).size(line)[0] for line in lines) > width:
        size -= 1
    return size


PARTY_CARD = (40, 56)  # a revealed party's small cards on a tribe's panel
PARTY_STRIP = 22  # the least of a card an overlapping next card leaves in sight: "60" at 16 px bold


def party_places(rect: pygame.Rect, cards: int) -> list[tuple[int, int]]:
    """Where a revealed party's small cards sit in ``rect``: side by side when they fit, else
    overlapping so each shows its numbers at its left edge (``Art.hunter_card``), in two rows when
    one row would cover them and the panel is tall enough. Six cards ran 20 px past a 3-seat
    panel, the speeds cut to "2("."""
    width, height = PARTY_CARD
    rows = 1
    if cards > 1 and (rect.width - width) // (cards - 1) < PARTY_STRIP and rect.height >= 2 * height + 4:
        rows = 2
    per_row = -(-cards // rows)
    pitch = width if per_row <= 1 else min(width, (rect.width - width) // (per_row - 1))
    return [(rect.x + (i % per_row) * pitch, rect.y + (i // per_row) * (height + 4)) for i in range(cards)]


def draw_party(
    surface: pygame.Surface, art: Art, state: PrehistoriesState, block: L.SeatBlock, viewer: int | None
) -> None:
    seat = state.seats[block.seat]
    rect = block.party
    if state.phase == Phase.INITIATIVE:
        if seat.committed:
            # 8: a committed party is hidden, its size included: one face-down card and a mark.
            back = art.card_back(seat.colour, 34, 48)
            surface.blit(back, (rect.x, rect.y))
            # Fitted to the panel: with the panel past the row totems, "загін готовий" at 16 px ran
            # 4 px past a 3-seat area.
            text = tr("prehistories.seat.committed")
            size = count_size((text,), rect.width - 42)
            draw_text(
                surface, fit_text(text, size, rect.width - 42), size, OCHRE_LIGHT, (rect.x + 42, rect.y + 14)
            )
        elif state.forming == block.seat:
            text = tr("prehistories.seat.forming")
            size = count_size((text,), rect.width)
            draw_text(surface, fit_text(text, size, rect.width), size, BONE_DIM, (rect.x, rect.y + 14))
        return
    if seat.party:
        for speed, place in zip(seat.party, party_places(rect, len(seat.party)), strict=True):
            surface.blit(art.hunter_card(speed, PARTY_CARD[0], PARTY_CARD[1]), place)
        return
    if state.phase in (Phase.HUNT, Phase.PAINT) and block.seat in state.order[1:]:
        draw_text(surface, tr("prehistories.seat.waiting"), 16, BONE_DIM, (rect.x, rect.y + 14))


def draw_hand(
    surface: pygame.Surface,
    art: Art,
    cards: list[int],
    rects: list[pygame.Rect],
    lifted: frozenset[int],
    dimmed: frozenset[int],
    hover: int | None,
) -> None:
    """Large hunter cards; selected ones lifted, unplayable ones dimmed."""
    for speed, rect in zip(cards, rects):
        r = rect
        face = art.hunter_card(speed, r.width, r.height)
        surface.blit(face, r)
        if speed in dimmed:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((20, 16, 14, 120))
            surface.blit(veil, r)
        if speed == hover:
            pygame.draw.rect(surface, OCHRE_LIGHT, r.inflate(4, 4), 3, border_radius=12)
        if speed in lifted:
            pygame.draw.rect(surface, OCHRE, r.inflate(2, 2), 2, border_radius=11)


def draw_empty_slots(surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
    """The faint slots of hunters sent this turn (questions.Strip): the other cards stay put."""
    for rect in rects:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 16, 14, 70), shade.get_rect(), border_radius=10)
        pygame.draw.rect(shade, (*BONE_DIM[:3], 90), shade.get_rect(), 2, border_radius=10)
        surface.blit(shade, rect)
