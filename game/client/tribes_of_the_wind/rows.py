"""The shared rows (element row with deck and discard, forest market, village row, end-game token)
and the viewer's own holder as large cards with both rows drawn as icons."""

from __future__ import annotations

from collections.abc import Container, Sequence

import pygame

from game.client.lettering import wrap_text
from game.client.tribes_of_the_wind import art
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.seats import capital_parts, header_parts
from game.client.tribes_of_the_wind.words import ELEMENT_KEYS, REQ_KEYS, t
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.data import CardRow, Effect, Fx, Req, Requirement
from game.rules.tribes_of_the_wind.legal import HIDDEN, plant_cost, playable_rows
from game.rules.tribes_of_the_wind.state import TotwState

LABEL = 16
NUMBER = 20
WORD_PAD = 3  # a requirement without a symbol: its word's extra inner padding


def heading_surface(content: str) -> pygame.Surface:
    """A heading's letters, outlined so they read over the sky and over a glow."""
    return art.outlined(content, LABEL, art.BIRCH, art.SKY_DEEP)


def _heading(surface: pygame.Surface, content: str, pos: tuple[int, int]) -> None:
    surface.blit(heading_surface(content), pos)


def draw_rows(
    surface: pygame.Surface,
    state: TotwState,
    viewer: int | None,
    names: Sequence[str],
    hidden: Container[object] = (),
) -> None:
    right = L.RIGHT
    surface.blit(art.shadow(right.size, 14), (right.x - 2, right.y + 2))
    surface.blit(
        art.rounded((right.width, L.LOG.y - right.y - 4), (214, 232, 240), 14, art.BIRCH), right.topleft
    )
    # Element row: deck (top element public), the four row backs, the discard pile.
    _heading(surface, t("rows.elements"), (right.x + 8, right.y + 2))
    deck = L.deck_rect()
    if state.element_deck:
        top = state.element_deck[-1]
        surface.blit(art.unknown_back(deck.size), deck.topleft)
        icon = art.element_icon(state.element_of(top), 30)
        art.blit_center(surface, icon, (deck.centerx, deck.centery - 8))
        num = art.outlined(str(len(state.element_deck)), NUMBER, art.BIRCH)
        art.blit_center(surface, num, (deck.centerx, deck.bottom - 14))
    else:
        pygame.draw.rect(surface, art.SKY_DEEP, deck, 2, border_radius=6)
    for slot, card in enumerate(state.element_row):
        rect = L.element_row_rect(slot)
        if card == EMPTY or ("row", slot) in hidden:
            pygame.draw.rect(surface, art.SKY_DEEP, rect, 2, border_radius=6)
        else:
            surface.blit(art.card_back(state.element_of(card), rect.size), rect.topleft)
    pile = L.discard_rect()
    if state.element_discard:
        top = state.element_discard[-1]
        mini_card(surface, state, top, pile)
        num = art.outlined(str(len(state.element_discard)), NUMBER, art.BIRCH)
        surface.blit(num, num.get_rect(bottomright=(pile.right + 2, pile.bottom + 4)))
    else:
        pygame.draw.rect(surface, art.SKY_DEEP, pile, 2, border_radius=6)
    # Forest market with costs, then the face-down stack.
    _heading(surface, t("rows.market"), (right.x + 8, L.MARKET_Y - 24))
    cost_of = None if viewer is None else viewer
    for slot in range(5):
        rect = L.market_rect(slot)
        if slot == 4:
            surface.blit(art.rounded(rect.size, art.darker(art.MOSS, 0.2), 8, art.BIRCH), rect.topleft)
            num = art.outlined(str(len(state.forest_stack)), NUMBER, art.BIRCH)
            art.blit_center(surface, art.tree_icon(36, art.MOSS), (rect.centerx, rect.centery - 10))
            art.blit_center(surface, num, (rect.centerx, rect.bottom - 14))
            continue
        tile = state.forest_market[slot]
        if tile == EMPTY or ("market", slot) in hidden:
            pygame.draw.rect(surface, art.MOSS_DARK, rect, 2, border_radius=8)
            continue
        draw_market_tile(surface, state, tile, rect, cost_of)
    # Village row and the village deck.
    _heading(surface, t("rows.villages"), (right.x + 8, L.VILLAGE_Y - 24))
    for slot, card in enumerate(state.village_row):
        rect = L.village_row_rect(slot)
        if card == EMPTY or ("village_row", slot) in hidden:
            pygame.draw.rect(surface, (150, 130, 90), rect, 2, border_radius=8)
            continue
        draw_village_card(surface, state, card, rect, viewer)
    vd = L.village_deck_rect()
    surface.blit(art.rounded(vd.size, (150, 124, 84), 6, art.BIRCH), vd.topleft)
    art.blit_center(surface, art.outlined(str(len(state.village_deck)), NUMBER, art.BIRCH), vd.center)
    # End-game token.
    tok = L.END_TOKEN
    disc = (tok.x + 22, tok.centery)
    pygame.draw.circle(surface, art.INK, disc, 20)
    pygame.draw.circle(surface, art.GOLD if state.end_token < 0 else (150, 150, 150), disc, 18)
    art.blit_center(surface, art.outlined("5", 22, art.BIRCH), disc)
    if state.end_token >= 0:
        line = t("end_token.short_taken", name=names[state.end_token])
    else:
        line = t("end_token.short")
    surface.blit(art.text(line, LABEL, art.INK), (tok.x + 50, tok.centery - 11))


def shown_marks(state: TotwState, rect: pygame.Rect, names: Sequence[str] = ()) -> list[pygame.Rect]:
    """The numbers and symbols ``draw_rows`` and ``seats`` draw on the deck, an element row card,
    a forest market tile, the forest stack or a seat's capital at ``rect``, as rectangles (what a
    plan's disc keeps clear of); [] for anything else."""
    if rect == L.deck_rect():
        count = art.outlined(str(len(state.element_deck)), NUMBER, art.BIRCH)
        # The top element's symbol (30 px) by its middle: a 56 px card has no room for a disc
        # beside the whole of it, and a disc on its rim leaves it known. Around the deck, the
        # row's heading above it and the first row card beside it: a disc too large for the
        # deck's free corners goes over its rim where it covers neither (it shrank to 9 px).
        return [
            pygame.Rect(0, 0, 20, 20).move(rect.centerx - 10, rect.centery - 8 - 10),
            count.get_rect(center=(rect.centerx, rect.bottom - 14)),
            *_around_element_row(rect),
        ]
    if any(L.element_row_rect(slot) == rect for slot in range(4)):
        side = max(16, int(min(rect.size) * 0.6))  # art.card_back's symbol
        return [
            pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.centery - side // 2),
            *_around_element_row(rect),
        ]
    if L.market_rect(4) == rect:
        count = art.outlined(str(len(state.forest_stack)), NUMBER, art.BIRCH)
        return [
            pygame.Rect(0, 0, 36, 36).move(rect.centerx - 18, rect.centery - 10 - 18),
            count.get_rect(center=(rect.centerx, rect.bottom - 14)),
        ]
    for slot in range(4):
        if L.market_rect(slot) == rect and state.forest_market[slot] != EMPTY:
            slots = state.data.tile_slots[state.forest_market[slot]]
            return [
                pygame.Rect(rect.right - 14 - 12 * (slots - 1), rect.y + 4, 12 * (slots - 1) + 10, 10),
                pygame.Rect(rect.x + 3, rect.bottom - 27, 24, 24),  # the village side's feature
                pygame.Rect(rect.right - 35, rect.bottom - 35, 34, 34),  # the cost in its drop
            ]
    for player, geom in enumerate(L.board_geoms(state.num_players)):
        if geom.capital == rect:
            # its word when there is room, the count, each rider's figure (a disc on the
            # middle of the riders hid the middle one), the water on a half-height board's bar;
            # around it, what the board's name line draws (all of the line without the names)
            # and the spaces below (a1 with 2-3 players, the first row with 4-5)
            parts = capital_parts(geom, state.boards[player].capital)
            board = state.boards[player]
            if player < len(names):
                header = header_parts(state, player, geom, names[player], board.water).marks()
            else:
                header = [geom.header, *header_parts(state, player, geom, "", board.water).marks()]
            return [*parts.marks(), *header, *(geom.space(x) for x in range(3))]
    return []


def _around_element_row(rect: pygame.Rect) -> list[pygame.Rect]:
    """What lies around a card of the element row (the deck, a row card): the row's heading
    above it, the market's heading below it and the row's other cards. A plan's disc too large
    for the card's free corners goes over its rim where it covers none of them (on the deck it
    shrank to 9 px)."""
    cards = [L.deck_rect(), *(L.element_row_rect(slot) for slot in range(4)), L.discard_rect()]
    return [
        heading_rect(t("rows.elements"), (L.RIGHT.x + 8, L.RIGHT.y + 2)),
        heading_rect(t("rows.market"), (L.RIGHT.x + 8, L.MARKET_Y - 24)),
        *(card for card in cards if card != rect),
    ]


def heading_places() -> list[tuple[str, tuple[int, int]]]:
    """The right column's three headings and where ``draw_rows`` draws them."""
    return [
        (t("rows.elements"), (L.RIGHT.x + 8, L.RIGHT.y + 2)),
        (t("rows.market"), (L.RIGHT.x + 8, L.MARKET_Y - 24)),
        (t("rows.villages"), (L.RIGHT.x + 8, L.VILLAGE_Y - 24)),
    ]


def headings() -> list[pygame.Rect]:
    """Where ``draw_rows`` draws the right column's three headings."""
    return [heading_rect(content, pos) for content, pos in heading_places()]


def draw_headings_over(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The headings that ``area`` reaches, drawn again: a glow around a row's card lies out in the
    gap above it, up to its heading's letters, and the heading stays on top of it."""
    for content, pos in heading_places():
        if heading_rect(content, pos).colliderect(area):
            _heading(surface, content, pos)


def heading_rect(content: str, pos: tuple[int, int]) -> pygame.Rect:
    """Where ``_heading`` draws ``content`` at ``pos``."""
    return heading_surface(content).get_rect(topleft=pos)


def draw_market_tile(
    surface: pygame.Surface, state: TotwState, tile: int, rect: pygame.Rect, viewer: int | None
) -> None:
    """Forest side, slots, the feature of the village side, and the cost in a water drop."""
    data = state.data
    surface.blit(art.shadow(rect.size, 8), (rect.x - 1, rect.y + 1))
    surface.blit(art.tile_face(data.tile_colour[tile], rect.width, False, tile), rect.topleft)
    slots = data.tile_slots[tile]
    for k in range(slots):
        cx = rect.right - 9 - k * 12
        pygame.draw.circle(surface, art.INK, (cx, rect.y + 9), 5)
        pygame.draw.circle(surface, art.BIRCH, (cx, rect.y + 9), 4)
    icon = art.feature_icon(data.tile_feature[tile], 24)
    surface.blit(icon, (rect.x + 3, rect.bottom - 27))
    cost = data.tile_cost[tile]
    drop = art.water_icon(34)
    spot = (rect.right - 18, rect.bottom - 18)
    art.blit_center(surface, drop, spot)
    art.blit_center(surface, art.outlined(str(cost), NUMBER, art.BIRCH), (spot[0], spot[1] + 3))


def plant_cost_now(state: TotwState, player: int, tile: int) -> int:
    return plant_cost(state, state.boards[player], state.data.tile_cost[tile])


def draw_village_card(
    surface: pygame.Surface, state: TotwState, card: int, rect: pygame.Rect, viewer: int | None
) -> None:
    """A village card: the goal (stars) above, the immediate effect below."""
    data = state.data
    surface.blit(art.shadow(rect.size, 8), (rect.x - 1, rect.y + 1))
    surface.blit(art.rounded(rect.size, (226, 208, 160), 8, (130, 100, 60)), rect.topleft)
    surface.blit(art.star_icon(22), (rect.x + 4, rect.y + 4))
    surface.blit(art.outlined(str(data.village_stars[card]), NUMBER, art.GOLD), (rect.x + 26, rect.y + 1))
    goal = t(f"goal_short.{data.village_goal[card]}")
    lines = wrap_text(goal, LABEL, rect.width - 6)
    for k, line in enumerate(lines[:2]):
        surface.blit(art.text(line, LABEL, art.INK), (rect.x + 4, rect.y + 28 + k * 18))
    band = pygame.Rect(rect.x + 3, rect.bottom - 30, rect.width - 6, 27)
    pygame.draw.rect(surface, (190, 166, 112), band, border_radius=6)
    effect_icons(surface, [data.village_effect[card]], band)
    if viewer is not None:
        from game.rules.tribes_of_the_wind.scoring import goal_met

        mark = art.check_mark(18, goal_met(state, viewer, card))
        surface.blit(mark, (rect.right - 21, rect.y + 4))


def effect_icons(surface: pygame.Surface, effects: Sequence[Effect], rect: pygame.Rect) -> int:
    """Effects as icons with their numbers, left to right, centred vertically in ``rect``;
    returns the width used."""
    size = min(26, rect.height - 2)
    x = rect.x + 3
    for code, amount in effects:
        icon = effect_icon(code, size)
        surface.blit(icon, (x, rect.centery - size // 2))
        x += size
        if code in (Fx.WATER, Fx.CLEAN, Fx.MOVE, Fx.PLANT):
            label = ("-" + str(amount)) if code == Fx.PLANT and amount else str(amount)
            num = art.outlined(label, NUMBER, art.BIRCH)
            surface.blit(num, (x - 2, rect.centery - num.get_height() // 2))
            x += num.get_width()
        x += 4
    return x - rect.x


def effect_icon(code: int, size: int) -> pygame.Surface:
    if code == Fx.WATER:
        return art.water_icon(size)
    if code == Fx.CLEAN:
        return art.clean_icon(size)
    if code == Fx.PLANT:
        return art.tree_icon(size)
    if code == Fx.TEMPLE:
        return art.temple_icon(size)
    if code == Fx.MOVE:
        return art.move_icon(size)
    return art.catapult_icon(size)


def requirement_label(req: Requirement) -> str:
    """The short sign printed on the card ("2+", "<both", "most"); the tooltip says it in full."""
    kind, _, k = req
    return t(f"sign.{REQ_KEYS[kind]}", k=k)


def requirement_icons(surface: pygame.Surface, req: Requirement, rect: pygame.Rect) -> int:
    """The requirement as an element symbol and a short sign; returns the width used."""
    kind, element, _ = req
    x = rect.x + 3
    size = min(26, rect.height - 2)
    if kind == Req.ALL_FOUR:
        for e in range(4):
            surface.blit(art.element_icon(e, size - 6), (x, rect.centery - (size - 6) // 2))
            x += size - 9
        return x - rect.x + 6
    if element >= 0:
        surface.blit(art.element_icon(element, size), (x, rect.centery - size // 2))
        x += size + 2
    else:
        # A word alone ("free") starts in line with the effects under it (a water drop's ink
        # starts this far in): at the symbol's place it sat flush against the row box's edge.
        x += WORD_PAD
    label = art.outlined(requirement_label(req), NUMBER, art.BIRCH)
    surface.blit(label, (x, rect.centery - label.get_height() // 2))
    return x + label.get_width() - rect.x + 4


def mini_card(surface: pygame.Surface, state: TotwState, card: int, rect: pygame.Rect) -> None:
    """A small face-up card (the discard pile's top): its element band and a large element symbol.
    No data code ("b07" was printed here): hovering it tells what the card needs and gives."""
    mini_face(surface, state.data.card_element[card], rect)


def mini_face(surface: pygame.Surface, element: int, rect: pygame.Rect) -> None:
    """``mini_card`` of an ``element`` card (also a played card sliding to the pile)."""
    surface.blit(art.rounded(rect.size, art.BIRCH, 6, art.ELEMENT_COLOURS[element]), rect.topleft)
    band = pygame.Rect(rect.x + 2, rect.y + 2, rect.width - 4, 22)
    pygame.draw.rect(surface, art.ELEMENT_COLOURS[element], band, border_radius=5)
    art.blit_center(surface, art.element_icon(element, 20), band.center)
    art.blit_center(surface, art.element_icon(element, 32), (rect.centerx, (band.bottom + rect.bottom) // 2))


def draw_holder(
    surface: pygame.Surface,
    state: TotwState,
    viewer: int | None,
    *,
    hover: tuple[int, int] = (-1, -1),
    hidden: Container[object] = (),
    playable: bool = True,
) -> None:
    """The viewer's five cards, large, each row with a tick (holds now) or a cross; backs when the
    viewer may not see the fronts (spec 8: only from the observation)."""
    if viewer is None:
        return
    board = state.boards[viewer]
    for slot in range(5):
        rect = L.holder_rect(slot)
        card = board.hand[slot]
        if card == EMPTY or ("hand", viewer, slot) in hidden:
            pygame.draw.rect(surface, (200, 210, 210), rect, 2, border_radius=12)
            continue
        if card >= HIDDEN:
            surface.blit(art.card_back(state.element_of(card), rect.size), rect.topleft)
            continue
        lift = -8 if rect.collidepoint(hover) else 0
        draw_card(surface, state, viewer, slot, rect.move(0, lift), live=True)


def card_row_rects(rect: pygame.Rect, rows: int) -> list[pygame.Rect]:
    """Where a large card draws its rows (also the click targets of ``play s easy|hard``)."""
    top = rect.y + 40
    height = (rect.bottom - 6 - top) // 2
    if rows == 1:
        return [pygame.Rect(rect.x + 6, top + height // 2, rect.width - 12, height)]
    half = L.ROW_GAP // 2
    return [
        pygame.Rect(rect.x + 6, top + k * (height + half), rect.width - 12, height - half)
        for k in range(rows)
    ]


def draw_card(
    surface: pygame.Surface, state: TotwState, player: int, slot: int, rect: pygame.Rect, live: bool = True
) -> None:
    data = state.data
    card = state.boards[player].hand[slot]
    element = data.card_element[card]
    colour = art.ELEMENT_COLOURS[element]
    surface.blit(art.shadow(rect.size, 12), (rect.x - 2, rect.y + 3))
    surface.blit(art.rounded(rect.size, art.BIRCH, 12, art.darker(colour, 0.2)), rect.topleft)
    band = pygame.Rect(rect.x + 4, rect.y + 4, rect.width - 8, 30)
    surface.blit(art.rounded(band.size, colour, 8), band.topleft)
    surface.blit(art.element_icon(element, 26), (band.x + 3, band.y + 2))
    # The element's name, as on the card back ("Water"), not the data code ("b02a").
    surface.blit(
        art.outlined(t(f"element.{ELEMENT_KEYS[element]}.noun"), 18, art.BIRCH), (band.x + 34, band.y + 3)
    )
    surface.blit(art.outlined(str(slot + 1), NUMBER, art.GOLD), (band.right - 18, band.y + 2))
    rows = data.card_rows[card]
    ok = playable_rows(state, player, slot) if live else [False] * len(rows)
    for k, (row, area) in enumerate(zip(rows, card_row_rects(rect, len(rows)), strict=True)):
        fill = (214, 236, 214) if live and ok[k] else (230, 226, 220)
        pygame.draw.rect(surface, fill, area, border_radius=8)
        pygame.draw.rect(surface, art.darker(fill, 0.3), area, 1, border_radius=8)
        draw_row(surface, row, area, k, len(rows), fill)
        if live:
            surface.blit(art.check_mark(22, ok[k]), tick_rect(area).topleft)


def draw_row(
    surface: pygame.Surface, row: CardRow, area: pygame.Rect, k: int, rows: int, fill: tuple[int, int, int]
) -> list[pygame.Rect]:
    """A card row's words and icons in ``area``: its easy or hard tag, the requirement with its
    arrow, the effects; returns the rectangles they cover (what the hint's disc keeps off)."""
    found = []
    tag = t("words.easy_tag" if k == 0 else "words.hard_tag") if rows == 2 else ""
    if tag:
        # Two pixels up, into the row's top margin: a descender ("easy", "складний") would
        # otherwise touch the requirement line's signs (tests/client/test_text_fits_tables.py).
        words = art.text(tag, LABEL, art.darker(fill, 0.55))
        surface.blit(words, (area.x + 4, area.y - 2))
        found.append(words.get_rect(topleft=(area.x + 4, area.y - 2)))
    req_area = pygame.Rect(area.x, area.y + 14, area.width, area.height - 14)
    req_rect = pygame.Rect(req_area.x, req_area.y, req_area.width, req_area.height // 2 + 4)
    used = requirement_icons(surface, row.requirement, req_rect)
    arrow_y = req_area.y + req_area.height // 4 + 2
    pygame.draw.polygon(
        surface,
        art.INK,
        [(area.x + used + 2, arrow_y - 5), (area.x + used + 10, arrow_y), (area.x + used + 2, arrow_y + 5)],
    )
    found.append(pygame.Rect(req_rect.x, req_rect.y, used + 11, req_rect.height))
    effects = pygame.Rect(area.x, req_area.centery - 2, area.width - 24, req_area.height // 2 + 2)
    found.append(
        pygame.Rect(effects.x, effects.y, effect_icons(surface, row.effects, effects), effects.height)
    )
    return found


def tick_rect(area: pygame.Rect) -> pygame.Rect:
    """Where a card row's tick (playable now) or cross is drawn."""
    return pygame.Rect(area.right - 25, area.y + 3, 22, 22)


def row_labels(row: CardRow, area: pygame.Rect, k: int, rows: int) -> list[pygame.Rect]:
    """What a card row in ``area`` draws (``draw_row``'s words and icons, its tick or cross), as
    rectangles, measured by drawing them where nothing is shown."""
    return [*draw_row(pygame.Surface((1, 1)), row, area, k, rows, (230, 226, 220)), tick_rect(area)]
