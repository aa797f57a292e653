"""Where everything sits on the 1600x900 canvas (docs/ui.md: four zones, always in the same places)."""

from __future__ import annotations

import pygame

from game.rules.five_tribes.board import COLS, TILES

TOP_STRIP = pygame.Rect(0, 0, 1600, 64)
TOP_BUTTONS_LEFT = 1262  # Undo, Rules and Menu sit right of this; the prompt ends before it
BOARD_CLOTH = pygame.Rect(14, 74, 664, 560)
TILE = 100
GAP = 8
BOARD_ORIGIN = (BOARD_CLOTH.x + 20, BOARD_CLOTH.y + 20)
ACTION_BAR = pygame.Rect(14, 640, 1092, 48)
MIDDLE = pygame.Rect(692, 74, 414, 560)
RIGHT = pygame.Rect(1118, 74, 470, 614)
DJINN_ROW = pygame.Rect(RIGHT.x, RIGHT.y + 30, RIGHT.width, 122)
MARKET_ROW = pygame.Rect(RIGHT.x, DJINN_ROW.bottom + 36, RIGHT.width, 154)
LOG_RECT = pygame.Rect(RIGHT.x, MARKET_ROW.bottom + 12, RIGHT.width, RIGHT.bottom - MARKET_ROW.bottom - 12)
PANELS = pygame.Rect(14, 700, 1574, 190)
DJINN_CARD = (150, 118)
MARKET_CARD = (90, 72)

PLAYER_COLOURS: tuple[tuple[int, int, int], ...] = (
    (232, 96, 168),
    (70, 146, 226),
    (226, 196, 146),
    (74, 70, 84),
)
CAMEL_SPRITES = ("pink", "blue", "beige", "black")


def tile_rect(tile: int) -> pygame.Rect:
    row, col = divmod(tile, COLS)
    return pygame.Rect(BOARD_ORIGIN[0] + col * (TILE + GAP), BOARD_ORIGIN[1] + row * (TILE + GAP), TILE, TILE)


TILE_RECTS: tuple[pygame.Rect, ...] = tuple(tile_rect(t) for t in range(TILES))


def tile_at(pos: tuple[int, int]) -> int | None:
    for tile, rect in enumerate(TILE_RECTS):
        if rect.collidepoint(pos):
            return tile
    return None


def panel_rect(player: int, players: int) -> pygame.Rect:
    gap = 12
    width = (PANELS.width - gap * (players - 1)) // players
    return pygame.Rect(PANELS.x + player * (width + gap), PANELS.y, width, PANELS.height)


def djinn_card_rect(index: int) -> pygame.Rect:
    width, height = DJINN_CARD
    return pygame.Rect(DJINN_ROW.x + index * (width + 10), DJINN_ROW.y, width, height)


def market_card_rect(index: int) -> pygame.Rect:
    """Position ``index`` (0-based) of the market row: two rows of five, front first."""
    width, height = MARKET_CARD
    row, col = divmod(index, 5)
    return pygame.Rect(MARKET_ROW.x + col * (width + 5), MARKET_ROW.y + row * (height + 8), width, height)


# The middle column, top to bottom: the turn track, the bid track, the supply, the bag and the
# legend, each a title (18 px bold, 25 px high) over its row and SECTION_GAP under the one before.
# Stacked from one set of numbers so the last section, the legend, ends inside the column, above the
# action bar (else the legend's names run down into the bar and the bid buttons
# cover them).
TITLE_HEIGHT = 28  # a section's title to its row
SECTION_GAP = 10
SPOT_SIZE = (58, 58)
SPOT_ROW_GAP = 14  # room for the pulsing outlines (inflated by 8) of the two turn-track rows
TURN_TITLE_Y = MIDDLE.y + 10
SPOTS_Y = TURN_TITLE_Y + 30
BID_TITLE_Y = SPOTS_Y + 2 * SPOT_SIZE[1] + SPOT_ROW_GAP + SECTION_GAP
BID_Y = BID_TITLE_Y + TITLE_HEIGHT


def spot_rect(spot: int) -> pygame.Rect:
    """Spot 0-5 priced 18..1, 6-8 the zero queue places."""
    x0, y0 = MIDDLE.x + 8, SPOTS_Y
    width, height = SPOT_SIZE
    if spot < 6:
        return pygame.Rect(x0 + spot * (width + 10), y0, width, height)
    return pygame.Rect(x0 + (spot - 6) * (width + 10), y0 + height + SPOT_ROW_GAP, width, height)


def bid_slot_rect(index: int) -> pygame.Rect:
    return pygame.Rect(MIDDLE.x + 8 + index * 68, BID_Y, 58, 58)


# The supply row and the bag under the bid track (rows.draw_tracks draws them; hover explains them).
SUPPLY_TITLE_Y = BID_Y + 58 + SECTION_GAP
SUPPLY_Y = SUPPLY_TITLE_Y + TITLE_HEIGHT + 4  # the pile's card stands 4 px above the icons
PALM_SUPPLY = pygame.Rect(MIDDLE.x + 12, SUPPLY_Y - 2, 92, 46)
PALACE_SUPPLY = pygame.Rect(MIDDLE.x + 112, SUPPLY_Y - 2, 108, 46)
PILE = pygame.Rect(MIDDLE.x + 228, SUPPLY_Y - 4, 150, 50)
BAG_TITLE_Y = PILE.bottom + SECTION_GAP - 2
BAG_Y = BAG_TITLE_Y + TITLE_HEIGHT


def bag_rect(colour: int) -> pygame.Rect:
    return pygame.Rect(MIDDLE.x + 14 + colour * 76, BAG_Y, 70, 44)


# A legend of the five tile kinds under the bag (hover explains each). Each cell holds
# its tile icon over its name on at most two lines of 16 px (Ukrainian names take two), and the
# whole of it, title included, is LEGEND: inside the middle column, clear of the action bar.
LEGEND_ICON = 36
LEGEND_LINE = 18  # the step between the name's two lines
LEGEND_CELL = (77, LEGEND_ICON + 2 + LEGEND_LINE + 22 + 2)  # two lines of a 22 px high font
LEGEND_TITLE_Y = bag_rect(0).bottom + SECTION_GAP
LEGEND = pygame.Rect(MIDDLE.x + 8, LEGEND_TITLE_Y, MIDDLE.width - 16, TITLE_HEIGHT + LEGEND_CELL[1])


def legend_rect(kind: int) -> pygame.Rect:
    """Tile kind ``kind``'s cell of the legend: what is drawn for it and where its tooltip answers."""
    width, height = LEGEND_CELL
    return pygame.Rect(LEGEND.x + 2 + kind * (width + 2), LEGEND.y + TITLE_HEIGHT, width, height)


def legend_words(kind: int) -> pygame.Rect:
    """Where the legend cell ``kind`` writes its name, under its icon (two lines at most)."""
    rect = legend_rect(kind)
    top = rect.y + LEGEND_ICON + 2
    return pygame.Rect(rect.x, top, rect.width, rect.bottom - top)


# The hint's panel sits first over the middle column's supply, bag and legend, what a player reads
# least while judging a plan; it covers as little as it can of the board, the turn and bid tracks,
# the djinns, the market and the seats' panels (a plan is judged by them).
HINT_ROOM = pygame.Rect(MIDDLE.x, SUPPLY_TITLE_Y - 6, MIDDLE.width, MIDDLE.bottom - SUPPLY_TITLE_Y + 6)
HINT_READS = (
    BOARD_CLOTH,
    pygame.Rect(MIDDLE.x, MIDDLE.y, MIDDLE.width, HINT_ROOM.y - MIDDLE.y),
    DJINN_ROW,
    MARKET_ROW,
    PANELS,
)
