"""Where everything of the Prehistories table sits on the 1600x900 canvas (docs/ui.md's four zones).

- top strip (y < 56): round, phase, whose turn and the prompt (drawn by the shared table);
- centre-left: the hunting board (stacks, initiative order, the zones), the cave of the seat in
  focus at full size, and the other tribes' caves smaller with their panels beside them;
- right column: the objective cards, then the log;
- bottom strip: the person's hand (or party) as large cards, and the buttons of the question.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from game.rules.prehistories.data import SIZE

CANVAS = (1600, 900)
TOP = pygame.Rect(0, 0, 1600, 56)
BOARD = pygame.Rect(12, 62, 1232, 180)
STACKS = pygame.Rect(BOARD.x + 8, BOARD.y + 8, 176, 92)
INITIATIVE = pygame.Rect(BOARD.x + 8, BOARD.y + 106, 176, 66)
ZONES_AREA = pygame.Rect(BOARD.x + 192, BOARD.y + 6, BOARD.width - 198, BOARD.height - 12)
OBJECTIVES = pygame.Rect(1254, 62, 338, 420)
LOG = pygame.Rect(1254, 490, 338, 222)
HAND = pygame.Rect(12, 722, 1232, 170)
ACTIONS = pygame.Rect(1254, 722, 338, 170)
OPTIONS = ACTIONS.inflate(-16, -16)  # the question's buttons, one under another, inside the box's rim
FOCUS = pygame.Rect(12, 248, 420, 468)
FOCUS_CELL = 48  # 50 left no room for the counts' own line under the name (seats.draw_header)
OTHERS = pygame.Rect(440, 248, 804, 468)

# The bottom strip's heading ("Your party: strength 5", "Tiles to paint: ..."), 18 px bold (25 px
# high). The cards and the tray stand below it: higher up, a card raised for
# the party and the tray's frame cover the heading's lower half.
STRIP_TITLE = pygame.Rect(HAND.x + 14, HAND.y + 4, HAND.width - 28, 25)
CARD_W, CARD_H = 88, 118  # a hunter card in the hand (large: strength and speed readable)
LIFT = 14  # a card chosen for the party stands up out of the hand, still below STRIP_TITLE


@dataclass(frozen=True)
class SeatBlock:
    """One tribe's area: header (name, animal, colour), cave, and the panel of counts and totems."""

    seat: int
    rect: pygame.Rect
    cave: pygame.Rect  # the 7x7 squares
    cell: int
    header: pygame.Rect
    totems: pygame.Rect
    counts: pygame.Rect
    party: pygame.Rect
    focus: bool

    def cell_rect(self, cell: int) -> pygame.Rect:
        x, y = cell % SIZE, cell // SIZE
        return pygame.Rect(self.cave.x + x * self.cell, self.cave.y + y * self.cell, self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        if not self.cave.collidepoint(pos):
            return None
        x = (pos[0] - self.cave.x) // self.cell
        y = (pos[1] - self.cave.y) // self.cell
        return SIZE * y + x


@dataclass(frozen=True)
class ZoneSlot:
    index: int
    rect: pygame.Rect
    label: pygame.Rect
    tile: pygame.Rect
    marks: pygame.Rect


@dataclass(frozen=True)
class Layout:
    players: int
    focus: int
    blocks: tuple[SeatBlock, ...]  # by seat
    zones: tuple[ZoneSlot, ...]

    def block_at(self, pos: tuple[int, int]) -> SeatBlock | None:
        for block in self.blocks:
            if block.rect.collidepoint(pos):
                return block
        return None

    def zone_at(self, pos: tuple[int, int]) -> int | None:
        for slot in self.zones:
            if slot.rect.collidepoint(pos):
                return slot.index
        return None

    def objective_rect(self, index: int, count: int) -> pygame.Rect:
        return objective_rect(index, count)

    def stack_rect(self, stack: int) -> pygame.Rect:
        """A stack's pile (``stack_cards``) and its count under it."""
        return pygame.Rect(STACKS.x + 4 + stack * 34, STACKS.y + 26, 32, STACKS.bottom - STACKS.y - 26)

    def initiative_rect(self, place: int) -> pygame.Rect:
        return pygame.Rect(INITIATIVE.x + 4 + place * 34, INITIATIVE.y + 26, 32, 36)


def stack_cards(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The pile of a stack of ``count`` tiles in its ``stack_rect``: up to four card backs, each a
    little up and right of the one below it, the lowest first; room for the count under them."""
    base = pygame.Rect(rect.x + 1, rect.y + 4, rect.width - 4, 32)
    return [base.move(k, -2 * k) for k in range(min(count, 4))]


def objective_rect(index: int, count: int) -> pygame.Rect:
    height = (OBJECTIVES.height - 6 * (count - 1)) // max(count, 1)
    height = min(height, 96)
    return pygame.Rect(OBJECTIVES.x, OBJECTIVES.y + index * (height + 6), OBJECTIVES.width, height)


def _zone_slots(zone_count: int) -> tuple[ZoneSlot, ...]:
    gap = 6
    width = (ZONES_AREA.width - gap * (zone_count - 1)) // zone_count
    slots = []
    for index in range(zone_count):
        rect = pygame.Rect(ZONES_AREA.x + index * (width + gap), ZONES_AREA.y, width, ZONES_AREA.height)
        label = pygame.Rect(rect.x, rect.y + 4, rect.width, 24)
        tile = pygame.Rect(rect.x + 4, rect.y + 30, rect.width - 8, 96)
        marks = pygame.Rect(rect.x + 6, rect.bottom - 40, rect.width - 12, 34)
        slots.append(ZoneSlot(index, rect, label, tile, marks))
    return tuple(slots)


NAME_X = 48  # the name starts right of the colour stripe and the tribe's animal
NAME_LINE = 28  # the name (18 px bold, 25 px high) drawn 3 px below the top of a header


def line_totem_size(cell: int) -> int:
    """The totem drawn at the end of a full column or row of a cave with squares of ``cell``
    (at most 20: under the cave in focus it shares the height with the totem track)."""
    return max(14, min(20, cell // 2))


def _block(seat: int, rect: pygame.Rect, cell: int, focus: bool) -> SeatBlock:
    side = SIZE * cell
    if focus:
        # Two lines: the name (and "thinking…") above, the card counts under the name. On one line
        # the Ukrainian bot name and counts overlapped (the name took 210 of the 408 px, the counts
        # 191, with "думає…" over both).
        header = pygame.Rect(rect.x + 6, rect.y + 4, rect.width - 12, NAME_LINE + 22)
        cave = pygame.Rect(rect.x + 30, header.bottom + 22, side, side)
        # The track starts under the full columns' totems (drawn under the cave): at cave.bottom + 6
        # the third token covers column b's.
        track_y = cave.bottom + 2 + line_totem_size(cell)
        totems = pygame.Rect(rect.x + 8, track_y, rect.width - 16, rect.bottom - 3 - track_y)
        counts = pygame.Rect(header.x + NAME_X, header.y + NAME_LINE, header.width - NAME_X, 22)
        party = pygame.Rect(0, 0, 0, 0)
        return SeatBlock(seat, rect, cave, cell, header, totems, counts, party, focus)
    header = pygame.Rect(rect.x + 6, rect.y + 4, rect.width - 12, 30)
    cave = pygame.Rect(rect.x + 22, header.bottom + 18, side, side)
    # The panel starts past the full rows' totems (drawn right of the cave, ``line_totem_size``):
    # at cave.right + 12 a row totem covers the start of "4 cards in hand".
    panel_x = cave.right + 1 + line_totem_size(cell) + 4
    panel_w = rect.right - panel_x - 6
    totems = pygame.Rect(panel_x, header.bottom + 6, panel_w, 62)
    counts = pygame.Rect(panel_x, totems.bottom + 4, panel_w, 52)
    party = pygame.Rect(panel_x, counts.bottom + 4, panel_w, max(40, rect.bottom - counts.bottom - 10))
    return SeatBlock(seat, rect, cave, cell, header, totems, counts, party, focus)


@cache
def layout(players: int, focus: int) -> Layout:
    """The table for ``players`` tribes with ``focus``'s cave at full size."""
    zone_count = 5 if players <= 3 else 7
    others = [seat for seat in range(players) if seat != focus]
    blocks: dict[int, SeatBlock] = {focus: _block(focus, FOCUS, FOCUS_CELL, True)}
    if len(others) == 1:
        blocks[others[0]] = _block(others[0], OTHERS.copy(), 44, False)
    elif len(others) == 2:
        half = (OTHERS.width - 8) // 2
        for i, seat in enumerate(others):
            rect = pygame.Rect(OTHERS.x + i * (half + 8), OTHERS.y, half, OTHERS.height)
            blocks[seat] = _block(seat, rect, 30, False)
    else:
        half_w = (OTHERS.width - 8) // 2
        half_h = (OTHERS.height - 8) // 2
        for i, seat in enumerate(others):
            col, row = i % 2, i // 2
            rect = pygame.Rect(OTHERS.x + col * (half_w + 8), OTHERS.y + row * (half_h + 8), half_w, half_h)
            blocks[seat] = _block(seat, rect, 25, False)
    return Layout(players, focus, tuple(blocks[s] for s in range(players)), _zone_slots(zone_count))


def hand_card_rects(count: int) -> list[pygame.Rect]:
    """Large hunter cards side by side in the bottom strip, overlapping when there are many."""
    if count == 0:
        return []
    room = HAND.width - 24
    step = min(CARD_W + 10, (room - CARD_W) // max(count - 1, 1)) if count > 1 else CARD_W
    y = HAND.bottom - CARD_H - 4
    return [pygame.Rect(HAND.x + 12 + i * step, y, CARD_W, CARD_H) for i in range(count)]


def pending_rects(count: int) -> list[pygame.Rect]:
    """Tiles taken this turn waiting to be painted: a tray in the bottom strip."""
    top = STRIP_TITLE.bottom + 4
    return [pygame.Rect(HAND.x + 12 + i * 150, top, 140, HAND.bottom - 4 - top) for i in range(count)]


TRAY_DISC = 2 * 13 + 4  # a plan's full disc (plan_marks.DISC), its rim and a gap
TRAY_NAME = 22  # the zone's name under a tray tile's picture: one line of 16 px text
TRAY_FRAME = 3  # the frame round the slot of the tile being painted
TILE_PAD = 3  # a tile's image reaches this far past its picture all round (art.Art.tile's shadow)


def tray_name(rect: pygame.Rect) -> pygame.Rect:
    """The line where a tray slot at ``rect`` names its tile's zone, at the slot's foot."""
    return pygame.Rect(rect.x, rect.bottom - 4 - TRAY_NAME, rect.width, TRAY_NAME)


def tray_picture(rect: pygame.Rect, width: int, height: int) -> tuple[pygame.Rect, int]:
    """Where a tray slot at ``rect`` draws its tile's picture of ``width`` x ``height`` cells,
    and the cell's size: as large as fits with its image inside the slot's frame and over the
    zone's name (36 px cells at most; a 2x3 tile's ran 2 px into the name), a little above the
    middle; moved down, where it leaves no room beside it, to leave a full plan disc room above
    it (a 3x2 tile left 24 px, and the plan's disc there shrank to 11 px)."""
    highest = rect.top + TRAY_FRAME + 1 + TILE_PAD
    lowest_bottom = tray_name(rect).top - 1 - TILE_PAD
    cell = min(36, (rect.width - 10) // width, (lowest_bottom - highest) // height)
    picture = pygame.Rect(0, 0, width * cell, height * cell)
    picture.center = (rect.centerx, rect.centery - 6)
    picture.bottom = min(picture.bottom, lowest_bottom)
    picture.top = max(picture.top, highest)
    if (rect.width - picture.width) // 2 < TRAY_DISC:
        lowest = lowest_bottom - picture.height
        picture.top = max(picture.top, min(rect.top + TRAY_DISC, lowest))
    return picture, cell


def hint_rooms(lay: Layout, min_width: int) -> list[pygame.Rect]:
    """Where the hint's panel sits first: over the other tribes' side panels (their totems, counts
    and party), else, where those are too narrow for it, over the other tribes' blocks. A plan of
    the person's turn is judged by the hunting board, the objectives, their own cave and hand.
    ``min_width``: the panel's narrowest."""
    others = [block for block in lay.blocks if not block.focus]
    sides = [
        pygame.Rect(
            block.totems.x,
            block.totems.y,
            block.rect.right - block.totems.x,
            block.rect.bottom - block.totems.y,
        )
        for block in others
    ]
    if sides and all(side.width >= min_width for side in sides):
        return sides
    return [block.rect for block in others]


def hint_reads(lay: Layout) -> list[pygame.Rect]:
    """What a player reads to judge a plan: the hunting board (stacks, initiative, zones), the
    objective cards, the own cave, the hand; then the other tribes' caves."""
    focus = lay.blocks[lay.focus]
    others = [block.cave for block in lay.blocks if not block.focus]
    return [BOARD, OBJECTIVES, focus.rect, HAND, *others]
