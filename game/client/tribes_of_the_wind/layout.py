"""Where everything sits on the 1600x900 canvas (docs/ui.md: four zones, always in the same places).

- top strip: round, whose turn, the prompt;
- centre-left: every player's board (2: side by side; 3: three columns; 4-5: two rows), the
  option buttons under them;
- right column: the element row with deck and discard, the forest market, the village row, the
  end-game token, then the log;
- bottom strip: the viewer's own holder as large cards, and the live score breakdown only when the
  viewer's board has no room for it (seats.own_score_shown).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

CANVAS = (1600, 900)
TOP = pygame.Rect(0, 0, 1600, 56)
BOARDS = pygame.Rect(10, 62, 1170, 584)
OPTIONS = pygame.Rect(10, 650, 1170, 44)
RIGHT = pygame.Rect(1190, 62, 400, 828)
BOTTOM = pygame.Rect(10, 698, 1170, 192)

# Right column pieces.
ROW_CARD = (56, 78)
ROW_CARD_GAP = 8
ELEMENT_ROW_Y = RIGHT.y + 26
MARKET_Y = ELEMENT_ROW_Y + ROW_CARD[1] + 34
MARKET_TILE = 74
MARKET_GAP = 6
VILLAGE_Y = MARKET_Y + MARKET_TILE + 34
VILLAGE_CARD = (86, 104)
VILLAGE_GAP = 6
END_TOKEN = pygame.Rect(RIGHT.x + 4, VILLAGE_Y + VILLAGE_CARD[1] + 10, RIGHT.width - 8, 44)
LOG = pygame.Rect(RIGHT.x, END_TOKEN.bottom + 10, RIGHT.width, RIGHT.bottom - END_TOKEN.bottom - 10)

# Bottom strip: the holder.
HOLDER_CARD = (196, 186)
HOLDER_GAP = 8
SCORE_BOX = pygame.Rect(BOTTOM.x + 5 * (HOLDER_CARD[0] + HOLDER_GAP), BOTTOM.y, 0, BOTTOM.height)
SCORE_BOX.width = BOTTOM.right - SCORE_BOX.x

PLAYER_COLOURS: tuple[tuple[int, int, int], ...] = (
    (232, 96, 86),
    (64, 104, 210),
    (246, 244, 236),
    (58, 58, 70),
    (226, 112, 196),
)


def deck_rect() -> pygame.Rect:
    return pygame.Rect(RIGHT.x + 4, ELEMENT_ROW_Y, *ROW_CARD)


def element_row_rect(slot: int) -> pygame.Rect:
    """Row slot 0-3, right of the deck."""
    return pygame.Rect(RIGHT.x + 4 + (slot + 1) * (ROW_CARD[0] + ROW_CARD_GAP), ELEMENT_ROW_Y, *ROW_CARD)


def discard_rect() -> pygame.Rect:
    return pygame.Rect(RIGHT.x + 4 + 5 * (ROW_CARD[0] + ROW_CARD_GAP) + 12, ELEMENT_ROW_Y, *ROW_CARD)


def market_rect(slot: int) -> pygame.Rect:
    """Market slot 0-3; slot 4 is the face-down forest stack (the blind draw)."""
    return pygame.Rect(RIGHT.x + 4 + slot * (MARKET_TILE + MARKET_GAP), MARKET_Y, MARKET_TILE, MARKET_TILE)


def village_row_rect(slot: int) -> pygame.Rect:
    return pygame.Rect(RIGHT.x + 4 + slot * (VILLAGE_CARD[0] + VILLAGE_GAP), VILLAGE_Y, *VILLAGE_CARD)


def village_deck_rect() -> pygame.Rect:
    return pygame.Rect(RIGHT.x + 4 + 4 * (VILLAGE_CARD[0] + VILLAGE_GAP), VILLAGE_Y, 32, VILLAGE_CARD[1])


def holder_rect(slot: int) -> pygame.Rect:
    return pygame.Rect(BOTTOM.x + slot * (HOLDER_CARD[0] + HOLDER_GAP), BOTTOM.y, *HOLDER_CARD)


# The pixels free around a glowing target, by the start of its key (half the gap to the next one;
# questions.py names the targets): the glow's band goes out there, off the card's first letters and
# a tile's slot dots. A hand card's rows lie ROW_GAP apart; the board's tiles, the capital and the
# rest at least 3 px apart (BoardGeom.space).
ROW_GAP = 4
GLOW_ROOMS = (
    ("village_row:", VILLAGE_GAP // 2),
    ("market:", MARKET_GAP // 2),
    ("row:", ROW_CARD_GAP // 2),
    ("deck", ROW_CARD_GAP // 2),
    ("hand:", HOLDER_GAP // 2),
    ("play:", ROW_GAP // 2),
)


def glow_room(key: str) -> int:
    return next((room for start, room in GLOW_ROOMS if key.startswith(start)), 1)


def holder_band(slot: int) -> pygame.Rect:
    """A hand card's coloured band, its element and slot number (what a plan's "Discard card 4"
    names), as drawn lifted 8 px under the pointer."""
    rect = holder_rect(slot)
    return pygame.Rect(rect.x, rect.y - 8, rect.width, 8 + 4 + 30)


@dataclass(frozen=True, slots=True)
class BoardGeom:
    """One player's board: its frame, the 3x4 grid cells, the capital above a1, and the info column."""

    rect: pygame.Rect
    cell: int
    grid: pygame.Rect
    capital: pygame.Rect
    info: pygame.Rect
    header: pygame.Rect

    def space(self, x: int) -> pygame.Rect:
        row, col = divmod(x, 3)
        gap = max(3, self.cell // 24)
        return pygame.Rect(
            self.grid.x + col * (self.cell + gap), self.grid.y + row * (self.cell + gap), self.cell, self.cell
        )

    def position(self, pos: int) -> pygame.Rect:
        """Rider position: cap = 0, space x = x + 1."""
        return self.capital if pos == 0 else self.space(pos - 1)

    def space_at(self, point: tuple[int, int]) -> int | None:
        for x in range(12):
            if self.space(x).collidepoint(point):
                return x
        return None

    @property
    def small(self) -> bool:
        return self.cell < 80

    @property
    def water_in_capital(self) -> bool:
        """Half-height boards (4-5 players): the capital bar spans the grid and holds the water; with
        2-3 players the capital is one cell wide and the water sits in the name line."""
        return self.capital.width >= self.grid.width

    @property
    def portrait(self) -> int:
        """The leader portrait's size in the info column."""
        if self.small:
            return 40
        return 64 if self.info.width >= 200 else 44


def _frames(players: int) -> list[pygame.Rect]:
    r = BOARDS
    gap = 10
    if players <= 3:
        width = (r.width - gap * (players - 1)) // players
        return [pygame.Rect(r.x + i * (width + gap), r.y, width, r.height) for i in range(players)]
    height = (r.height - gap) // 2
    top = 2 if players == 4 else 3
    frames = []
    for i in range(players):
        row, col = (0, i) if i < top else (1, i - top)
        per_row = top if row == 0 else players - top
        cols = max(top, per_row)
        width = (r.width - gap * (cols - 1)) // cols
        frames.append(pygame.Rect(r.x + col * (width + gap), r.y + row * (height + gap), width, height))
    return frames


CAPITAL_COUNT = 16  # the room of a capital's rider count (one digit, 20 px outlined)
CAPITAL_DISC = 2 * 11 + 6  # a readable plan disc (radius 11, plan_marks.READABLE) and its margins


def capital_rider(height: int) -> int:
    """The size of a rider's sprite standing in a capital ``height`` px tall."""
    return max(20, min(height - 6, 44))


def capital_width(cell: int, height: int) -> int:
    """A one-line capital (2-3 players) is a cell wide, and at least as wide as its count, three
    riders and a readable plan disc beside them: with 3 players a cell (71 px) left the third
    rider past the rim and a disc over its head."""
    riders = round(capital_rider(height) * 1.9)  # three sprites, each 0.45 of one right of the last
    return max(cell, 70, 6 + CAPITAL_COUNT + 2 + riders + CAPITAL_DISC)


@cache
def board_geoms(players: int) -> tuple[BoardGeom, ...]:
    """The board of every seat, in seat order.

    Two or three boards: the name line on top, the capital under it, above a1 (``capital_width``). Four or five (half
    height): the capital takes the top line above the grid and the name line moves into the info
    column, so the cells stay large enough for 20 px numbers.
    """
    compact = players >= 4
    geoms = []
    for frame in _frames(players):
        top = frame.y + 6 if compact else frame.y + 42
        cell = int(frame.width * 0.56 / 3)
        while cell > 30:
            gap = max(3, cell // 24)
            cap_h = 30 if compact else max(30, int(cell * 0.5))
            if top + cap_h + 6 + 4 * cell + 3 * gap <= frame.bottom - 8:
                break
            cell -= 1
        grid_w = 3 * cell + 2 * gap
        grid_h = 4 * cell + 3 * gap
        width = capital_width(cell, cap_h) if not compact else grid_w
        capital = pygame.Rect(frame.x + 10, top, width, cap_h)
        grid = pygame.Rect(frame.x + 10, capital.bottom + 6, grid_w, grid_h)
        info_x = grid.right + 12
        if compact:
            header = pygame.Rect(info_x, frame.y + 6, frame.right - info_x - 8, 30)
        else:
            header = pygame.Rect(frame.x + 8, frame.y + 6, frame.width - 16, 30)
        info_top = header.bottom + 6 if compact else top
        info = pygame.Rect(info_x, info_top, frame.right - grid.right - 20, frame.bottom - info_top - 8)
        geoms.append(BoardGeom(frame, cell, grid, capital, info, header))
    return tuple(geoms)


def score_table_rect() -> pygame.Rect:
    """Five players leave one slot of the board grid free: the live score table sits there."""
    last = board_geoms(5)[4].rect
    return pygame.Rect(last.right + 10, last.y, BOARDS.right - last.right - 10, last.height)


def hint_rooms(players: int, seat: int) -> list[pygame.Rect]:
    """Where the hint's panel sits first: over the other seats' boards. A plan of ``seat``'s turn
    is judged by its own board, the card rows and the shared rows on the right, never by another
    seat's board. Below a board's name line, which stays in view (who is who)."""
    rooms = []
    for index, geom in enumerate(board_geoms(players)):
        if index != seat:
            frame = geom.rect
            top = geom.header.bottom if players <= 3 else frame.y  # 4 or 5: the name is beside the grid
            rooms.append(pygame.Rect(frame.x, top, frame.width, frame.bottom - top))
    return rooms


def hint_reads(players: int, seat: int) -> list[pygame.Rect]:
    """What a player reads to judge a plan of ``seat``'s turn: the own board, the card holders and
    score under the boards, and the element row, forest market, village row and end-game token."""
    shared = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.width, END_TOKEN.bottom - RIGHT.y)
    return [_frames(players)[seat], BOTTOM, shared]
