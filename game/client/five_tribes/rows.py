"""Everything around the board: the top strip, the tracks, the shared rows, panels and the log."""

from __future__ import annotations

import pygame

from game.client.assets import Assets
from game.client.badges import draw_disc, outline_text
from game.client.five_tribes import layout as L
from game.client.five_tribes import words
from game.client.five_tribes.art import CARD_TINTS, draw_goods_icon, draw_meeple, draw_value_disc
from game.client.lettering import blit_lines, blit_text, fit_width, text_surface
from game.client.text import font, tr
from game.client.widgets import INK, SAFFRON, SAND, draw_box
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes.data import DJINNS, FAKIR, KIND_NAMES, MARKERS, SPOT_PRICES
from game.rules.five_tribes.model import Step


def section_title(surface: pygame.Surface, text: str, pos: tuple[int, int]) -> None:
    blit_text(surface, text, 18, (255, 227, 160), pos, bold=True)


def section_titles() -> list[pygame.Rect]:
    """Where the titles over the rows that get marked are drawn (``GameView.mark_keep_clear``):
    the turn and bid tracks, the djinn row and the market."""
    places = [
        ("five_tribes.table.turn_track", (L.MIDDLE.x + 12, L.TURN_TITLE_Y)),
        ("five_tribes.table.bid_track", (L.MIDDLE.x + 12, L.BID_TITLE_Y)),
        ("five_tribes.table.djinn_row", (L.RIGHT.x + 4, L.RIGHT.y)),
        ("five_tribes.table.market_row", (L.RIGHT.x + 4, L.MARKET_ROW.y - 30)),
    ]
    return [pygame.Rect(pos, font(18, True).size(tr(key))) for key, pos in places]


def draw_card(
    surface: pygame.Surface, assets: Assets, kind: int, rect: pygame.Rect, glow: float = 0.0
) -> None:
    """A resource card face: parchment, a tinted band with its glyph, its name at 16 px.

    A name too wide for the card goes on two lines (a smaller band makes room) or, one long word,
    is squeezed sideways; it is never clipped.
    """
    face = "five_tribes/table/card_fakir" if kind == FAKIR else "five_tribes/table/card_goods"
    surface.blit(assets.scaled(face, rect.size), rect)
    label, lines, band, icon = _card_parts(kind, rect)
    pygame.draw.rect(surface, CARD_TINTS[kind], band, border_radius=6)
    pygame.draw.rect(surface, (120, 90, 40), band, 1, border_radius=6)
    draw_goods_icon(surface, kind, band.center, icon)
    room = rect.width - 8
    blit_lines(surface, label, INK, rect.centerx, rect.bottom - 8 - 19 * len(lines), room, 19, len(lines))
    if glow > 0:
        pygame.draw.rect(surface, (64, 222, 206), rect.inflate(6, 6), 3, border_radius=10)


def _card_parts(kind: int, rect: pygame.Rect) -> tuple[str, list[str], pygame.Rect, int]:
    """A resource card's name, its lines, its tinted band and its emblem's size."""
    label = words.card(kind)
    room = rect.width - 8
    lines = list(fit_width(label, 16, room)) if font(16).size(label)[0] > room else [label]
    band_height = rect.height // 2 - 4 if len(lines) == 1 else rect.height - 48
    band = pygame.Rect(rect.x + 6, rect.y + 5, rect.width - 12, band_height)
    return label, lines, band, 22 if len(lines) == 1 else 16


ICON_REACH = 3  # an emblem's strokes reach this far past half its size


def card_labels(kind: int, rect: pygame.Rect) -> list[pygame.Rect]:
    """What a resource card shows in ``rect`` besides its face: its emblem and its name's lines
    (the hint's disc keeps off them)."""
    _, lines, band, icon = _card_parts(kind, rect)
    reach = icon // 2 + ICON_REACH
    found = [pygame.Rect(band.centerx - reach, band.centery - reach, 2 * reach + 1, 2 * reach + 1)]
    room = rect.width - 8
    top = rect.bottom - 8 - 19 * len(lines)
    for number, line in enumerate(lines):
        width = min(room, font(16).size(line)[0])
        found.append(pygame.Rect(rect.centerx - width // 2, top + 19 * number, width, 19))
    return found


def market_number_rect(index: int) -> pygame.Rect:
    """Where a market card's place in the row (1-based) is printed."""
    rect = L.market_card_rect(index)
    return text_surface(str(index + 1), 16, INK, False, False).get_rect(topright=(rect.right - 7, rect.y + 5))


SPOTS = 9  # the turn track's six priced places, then the three free places (the zero queue)
ZERO_SPOT = 6  # the first free place
MARKET_SHOWN = 10  # market cards drawn in the row
SPOT_MARKER = 11  # the radius of the marker on a place


def spot_holder(state: FiveTribesState, spot: int) -> int:
    """The seat whose marker is on a place of the turn track, -1 for none."""
    if spot < ZERO_SPOT:
        return state.turn_spots[spot]
    queue = state.zero_queue
    return queue[spot - ZERO_SPOT] if spot - ZERO_SPOT < len(queue) else -1


def spot_labels(state: FiveTribesState, spot: int) -> list[pygame.Rect]:
    """A place's price and the marker on it (the hint's disc keeps off them)."""
    rect = L.spot_rect(spot)
    price = text_surface(str(SPOT_PRICES[min(spot, ZERO_SPOT)]), 20, INK, True, False)
    found = [price.get_rect(midtop=(rect.centerx, rect.y + 2))]
    if spot_holder(state, spot) >= 0:
        r = SPOT_MARKER + 1
        found.append(pygame.Rect(rect.centerx - r, rect.bottom - 16 - r, 2 * r + 1, 2 * r + 1))
    return found


def draw_djinn_card(
    surface: pygame.Surface, assets: Assets, djinn: int, rect: pygame.Rect, glow: bool = False
) -> None:
    """Name on top, the power in a few words, then the VP disc beside the cost of a use
    (or the crescent emblem for a djinn that is always active)."""
    surface.blit(assets.scaled("five_tribes/table/card_djinn", rect.size), rect)
    name = words.djinn(djinn)
    size = 18
    while size > 16 and font(size, True).size(name)[0] > rect.width - 14:
        size -= 1
    blit_text(surface, name, size, (255, 227, 160), (rect.centerx, rect.y + 4), anchor="midtop", bold=True)
    blit_lines(surface, words.djinn_short(djinn), (255, 255, 255), rect.centerx, rect.y + 29, rect.width - 12)
    disc = (rect.x + 22, rect.bottom - 25)
    draw_disc(surface, disc, 16, (232, 170, 58))
    outline_text(surface, str(DJINNS[djinn].vp), 20, (255, 255, 255), disc)
    cost = words.djinn_cost(djinn)
    if cost is None:
        centre = (rect.centerx + 18, disc[1])
        pygame.draw.circle(surface, (232, 170, 58), centre, 13)
        pygame.draw.circle(surface, (58, 48, 112), (centre[0] + 5, centre[1] - 3), 11)
    else:
        room = cost_room(rect)
        lines = fit_width(cost, 16, room)[:2]
        blit_lines(surface, cost, SAND, disc[0] + 20 + room // 2, disc[1] - 9 * len(lines) - 3, room, 18)
    if glow:
        pygame.draw.rect(surface, (64, 222, 206), rect.inflate(6, 6), 3, border_radius=12)


def djinn_labels(djinn: int, rect: pygame.Rect) -> list[pygame.Rect]:
    """What a djinn card in ``rect`` shows (``draw_djinn_card``): its name, its power's lines, its
    VP disc, the cost of a use or the crescent (the hint's disc keeps off them)."""
    name = words.djinn(djinn)
    size = 18
    while size > 16 and font(size, True).size(name)[0] > rect.width - 14:
        size -= 1
    width, height = font(size, True).size(name)
    found = [pygame.Rect(rect.centerx - width // 2, rect.y + 4, width, height)]
    room = rect.width - 12
    for number, line in enumerate(fit_width(words.djinn_short(djinn), 16, room)[:2]):
        line_width = min(room, font(16).size(line)[0])
        # 3 px either side: a disc right beside the last letter read as part of the line
        found.append(
            pygame.Rect(rect.centerx - line_width // 2 - 3, rect.y + 29 + 20 * number, line_width + 6, 20)
        )
    disc = (rect.x + 22, rect.bottom - 25)
    found.append(pygame.Rect(disc[0] - 17, disc[1] - 17, 35, 35))
    cost = words.djinn_cost(djinn)
    if cost is None:
        found.append(pygame.Rect(rect.centerx + 18 - 14, disc[1] - 14, 29, 29))
    else:
        room = cost_room(rect)
        lines = fit_width(cost, 16, room)[:2]
        top = disc[1] - 9 * len(lines) - 3
        for number, line in enumerate(lines):
            line_width = min(room, font(16).size(line)[0])
            left = disc[0] + 20 + room // 2 - line_width // 2
            found.append(pygame.Rect(left, top + 18 * number, line_width, 18))
    return found


def cost_room(rect: pygame.Rect) -> int:
    """The width a djinn card's cost has beside its VP disc: two lines of 16 px in it."""
    return rect.right - 6 - (rect.x + 42)


def draw_chrome(surface: pygame.Surface) -> None:
    """The frames that never change (top strip, middle column, log): part of the opaque layer
    under the table, so a redraw of the game's layer does not re-blend them."""
    draw_box(surface, L.TOP_STRIP.inflate(-8, -8), (60, 52, 112), (30, 26, 62), SAFFRON, 12)
    draw_box(surface, L.MIDDLE, (52, 44, 98), (28, 24, 58), SAFFRON, 14)
    draw_box(surface, L.LOG_RECT, (40, 34, 82), (24, 20, 50), SAFFRON, 12)


def bid_slots(state: FiveTribesState) -> dict[int, int]:
    """The bid-order track's markers by slot (0-3). While the round's bids run, markers leave from
    the front and the others keep their slots (a marker sliding to slot 1 when the one before it
    left read as a change of order); in the play phase the next round's order fills from slot 1."""
    track = state.bid_track
    offset = 0
    if state.step == Step.BID:
        offset = MARKERS[state.num_players] * state.num_players - len(track)
    return {offset + index: player for index, player in enumerate(track) if offset + index < 4}


def draw_tracks(
    surface: pygame.Surface, assets: Assets, state: FiveTribesState, bid_targets: dict[int, bool]
) -> None:
    """The turn track (six spots and the zero queue), the bid track, supply, bag and piles."""
    section_title(surface, tr("five_tribes.table.turn_track"), (L.MIDDLE.x + 12, L.TURN_TITLE_Y))
    for spot in range(SPOTS):
        rect = L.spot_rect(spot)
        price = SPOT_PRICES[min(spot, ZERO_SPOT)]
        top, bottom = ((232, 200, 140), (190, 150, 90)) if spot < 6 else ((200, 190, 160), (150, 140, 110))
        draw_box(surface, rect, top, bottom, SAFFRON, 10)
        blit_text(
            surface, str(price), 20, INK, (rect.centerx, rect.y + 2), anchor="midtop", bold=True, shadow=False
        )
        holder = spot_holder(state, spot)
        if holder >= 0:
            draw_marker(surface, (rect.centerx, rect.bottom - 16), SPOT_MARKER, L.PLAYER_COLOURS[holder])
        glow = bid_targets.get(min(spot, 6))
        if glow is not None and holder < 0 and (spot < 6 or spot - 6 == len(state.zero_queue)):
            pygame.draw.rect(
                surface,
                (64, 222, 206) if not glow else (200, 255, 250),
                rect.inflate(8, 8),
                3,
                border_radius=12,
            )
    blit_text(
        surface,
        tr("five_tribes.table.zero_queue"),
        16,
        SAND,
        (L.spot_rect(8).right + 12, L.spot_rect(8).centery),
        anchor="midleft",
    )
    section_title(surface, tr("five_tribes.table.bid_track"), (L.MIDDLE.x + 12, L.BID_TITLE_Y))
    held = bid_slots(state)
    for index in range(4):
        rect = L.bid_slot_rect(index)
        draw_box(surface, rect, (88, 76, 150), (52, 44, 98), SAFFRON, 10)
        blit_text(surface, str(index + 1), 16, SAND, (rect.x + 6, rect.y + 2), shadow=False)
        if index in held:
            draw_disc(surface, rect.center, 15, L.PLAYER_COLOURS[held[index]])
    section_title(surface, tr("five_tribes.table.supply"), (L.MIDDLE.x + 12, L.SUPPLY_TITLE_Y))
    y = L.SUPPLY_Y
    palm = assets.scaled("five_tribes/palm", (34, 42))
    palace = assets.scaled("five_tribes/palace", (40, 40))
    surface.blit(palm, (L.PALM_SUPPLY.x + 2, y))
    blit_text(surface, f"× {state.supply_palms}", 20, SAND, (L.PALM_SUPPLY.x + 40, y + 22), anchor="midleft")
    surface.blit(palace, (L.PALACE_SUPPLY.x + 4, y))
    blit_text(
        surface, f"× {state.supply_palaces}", 20, SAND, (L.PALACE_SUPPLY.x + 48, y + 22), anchor="midleft"
    )
    back = assets.scaled("five_tribes/card_back", (30, 44))
    surface.blit(back, (L.PILE.x + 4, y - 2))
    blit_text(
        surface,
        f"{len(state.resource_pile)} / {len(state.resource_discard)}",
        18,
        SAND,
        (L.PILE.x + 40, y + 20),
        anchor="midleft",
    )
    section_title(
        surface, tr("five_tribes.table.bag", count=sum(state.bag)), (L.MIDDLE.x + 12, L.BAG_TITLE_Y)
    )
    for colour in range(5):
        rect = L.bag_rect(colour)
        centre = (rect.x + 18, rect.centery)
        draw_meeple(surface, assets, colour, centre, False, 1, (28, 34))
        blit_text(surface, str(state.bag[colour]), 20, SAND, (centre[0] + 18, centre[1]), anchor="midleft")
    draw_legend(surface, assets)


MARKER_RING = 3  # px of the ring around a seat's marker on the turn track's light spots


def luminance(colour: tuple[int, int, int]) -> float:
    """Relative luminance (WCAG 2): 0 black to 1 white."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: tuple[int, int, int], other: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def draw_marker(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple[int, int, int]
) -> None:
    """A seat's marker on a spot of the turn track, ringed in whichever of ink and sand stands
    out more from the seat's colour: the sand seat's disc on the sand-yellow spots had a contrast
    of about 1.2 to its ground and read as an empty spot."""
    ring = INK if contrast(colour, INK) >= contrast(colour, SAND) else SAND
    pygame.draw.circle(surface, ring, centre, radius + MARKER_RING)
    draw_disc(surface, centre, radius, colour, rim=ring)


def draw_legend(surface: pygame.Surface, assets: Assets) -> None:
    """The tile kinds, each in its own cell of ``L.LEGEND`` (layout.legend_rect)."""
    section_title(surface, tr("five_tribes.table.legend"), (L.LEGEND.x + 4, L.LEGEND.y))
    for kind in range(5):
        draw_legend_cell(surface, assets, kind)


def draw_legend_cell(surface: pygame.Surface, assets: Assets, kind: int) -> None:
    """Art, blue or red value ring (builders count the blue) and the name under them."""
    rect = L.legend_rect(kind)
    size = L.LEGEND_ICON
    icon = assets.scaled(f"five_tribes/tile_{KIND_NAMES[kind]}", (size, size))
    surface.blit(icon, icon.get_rect(midtop=(rect.centerx + 6, rect.y)))
    draw_value_disc(surface, assets, kind, None, (rect.centerx - 16, rect.y + 10), 10)
    top = L.legend_words(kind).y
    blit_lines(surface, words.tile_kind(kind), SAND, rect.centerx, top, rect.width - 8, L.LEGEND_LINE)


def draw_rows(
    surface: pygame.Surface,
    assets: Assets,
    state: FiveTribesState,
    djinn_glow: set[int],
    market_glow: set[int],
) -> None:
    section_title(surface, tr("five_tribes.table.djinn_row"), (L.RIGHT.x + 4, L.RIGHT.y))
    for index, djinn in enumerate(state.djinn_row):
        draw_djinn_card(surface, assets, djinn, L.djinn_card_rect(index), djinn in djinn_glow)
    section_title(surface, tr("five_tribes.table.market_row"), (L.RIGHT.x + 4, L.MARKET_ROW.y - 30))
    for index, kind in enumerate(state.market):
        if index >= MARKET_SHOWN:
            break
        draw_card(surface, assets, kind, L.market_card_rect(index), 1.0 if index + 1 in market_glow else 0.0)
        blit_text(
            surface,
            str(index + 1),
            16,
            INK,
            (L.market_card_rect(index).right - 7, L.market_card_rect(index).y + 5),
            anchor="topright",
            shadow=False,
        )
