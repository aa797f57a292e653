"""What is under the pointer, and its tooltip in words (every icon and card row explains itself)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.table.view_types import Tooltip
from game.client.text import font
from game.client.tooltip import TOOLTIP_WIDTH
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import words_board as wb
from game.client.tribes_of_the_wind.rows import card_row_rects
from game.client.tribes_of_the_wind.seats import own_score_shown
from game.client.tribes_of_the_wind.words import card_title, row_words, t
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.legal import HIDDEN
from game.rules.tribes_of_the_wind.state import TotwState

Point = tuple[int, int]


TITLE_ROOM = TOOLTIP_WIDTH - 24  # the shared tooltip draws its title unwrapped, 19 px bold


def fit_title(title: str, lines: list[str]) -> tuple[str, list[str]]:
    """A title too wide for the tooltip is cut at its last " — ", ": " or ", " that fits; the rest
    opens the body (Ukrainian titles run longer than English ones)."""
    face = font(19, True)
    if face.size(title)[0] <= TITLE_ROOM:
        return title, lines
    for mark in (" — ", ": ", ", "):
        cuts = [k for k in range(len(title)) if title.startswith(mark, k)]
        for k in reversed(cuts):
            if face.size(title[:k])[0] <= TITLE_ROOM:
                rest = title[k + len(mark) :]
                return title[:k], [rest[:1].upper() + rest[1:], *lines]
    return title, lines


def _tip(
    title: str, lines: list[str], rows: tuple[tuple[str, str], ...] = (), about: pygame.Rect | None = None
) -> Tooltip:
    title, lines = fit_title(title, lines)
    return Tooltip(title, "\n".join(lines), rows, about)


def info_rects(state: TotwState, player: int) -> dict[str, pygame.Rect]:
    """The hover areas of one board's info column and header (the same places seats.draw_board uses)."""
    geom = L.board_geoms(state.num_players)[player]
    info = geom.info
    board = state.boards[player]
    portrait = geom.portrait
    areas = {
        "leader": pygame.Rect(info.x, info.y - 2, info.width, portrait + 4),
        "water": (
            pygame.Rect(geom.capital.right - 70, geom.capital.y, 70, geom.capital.height)
            if geom.water_in_capital
            else pygame.Rect(geom.header.right - 90, geom.header.y, 60, geom.header.height)
        ),
        "score": pygame.Rect(geom.header.right - 30, geom.header.y, 30, geom.header.height),
    }
    y = info.y + portrait + 6
    if board.powers:
        areas["powers"] = pygame.Rect(info.x, y, info.width, 24)
        y += 28
    size = 28 if info.width >= 140 else 24
    areas["temples"] = pygame.Rect(info.x, y, 4 * (size + 4), size)
    y += size + 6
    cw, ch = (40, 48) if not geom.small else (36, 40)
    for k, card in enumerate(board.tucked):
        if card != EMPTY:
            areas[f"tucked:{k}"] = pygame.Rect(info.x + k * (cw + 4), y, cw, ch)
    if any(c != EMPTY for c in board.tucked):
        y += ch + 6
    areas["holder"] = pygame.Rect(info.x, y, 5 * 27, 34)
    return areas


def tooltip_at(state: TotwState, viewer: int | None, names: Sequence[str], pos: Point) -> Tooltip | None:
    """The tooltip at ``pos``; fronts only from ``state`` (the viewer's observation)."""
    if viewer is not None and L.BOTTOM.collidepoint(pos):
        tip = _holder_tip(state, viewer, names, pos)
        if tip is not None:
            return tip
    if L.RIGHT.collidepoint(pos):
        return _rows_tip(state, viewer, names, pos)
    for player, geom in enumerate(L.board_geoms(state.num_players)):
        if not geom.rect.collidepoint(pos):
            continue
        x = geom.space_at(pos)
        if x is not None:
            title, lines = wb.space_tip(state, player, x, names)
            return _tip(title, lines)
        areas = info_rects(state, player)
        if geom.capital.collidepoint(pos) and not areas["water"].collidepoint(pos):
            return _tip(*wb.capital_tip(state, player))
        for key, rect in areas.items():
            if not rect.collidepoint(pos):
                continue
            if key in ("leader", "powers"):
                return _leader_tip(state, player)
            if key == "water":
                return _tip(*wb.water_tip(state, player))
            if key == "score":
                return score_tip(state, player, names)
            if key == "temples":
                return _tip(*wb.temples_tip(state, player))
            if key.startswith("tucked:"):
                card = state.boards[player].tucked[int(key.split(":")[1])]
                return _tip(*wb.village_card_tip(state, player, card, True))
            if key == "holder":
                return _tip(*wb.holder_backs_tip(state, player, names))
        if geom.grid.inflate(8, 8).collidepoint(pos):
            return _tip(*wb.pollution_tip(state, player))
    return None


def _leader_tip(state: TotwState, player: int) -> Tooltip:
    title, lines = wb.leader_tip(state, player)
    lines.extend(wb.power_line(power) for power in state.boards[player].powers)
    return _tip(title, lines)


def score_tip(state: TotwState, player: int, names: Sequence[str]) -> Tooltip:
    rows = tuple((label, str(points)) for label, points in wb.score_lines(state, player))
    key = "score.final_title" if state.is_terminal() else "score.title"
    title, lines = fit_title(t(key, name=names[player]), [])
    return Tooltip(title, "\n".join(lines), rows)


def _holder_tip(state: TotwState, viewer: int, names: Sequence[str], pos: Point) -> Tooltip | None:
    board = state.boards[viewer]
    for slot in range(5):
        rect = L.holder_rect(slot)
        if not rect.collidepoint(pos):
            continue
        card = board.hand[slot]
        if card == EMPTY or card >= HIDDEN:
            return None
        rows = state.data.card_rows[card]
        for k, area in enumerate(card_row_rects(rect, len(rows))):
            if area.collidepoint(pos):
                w = row_words(state, viewer, card, k, names)
                return _tip(
                    f"{card_title(state, card)} — {w.label}", [w.needs, w.gives, w.status], about=area
                )
        lines: list[str] = []
        for k in range(len(rows)):
            w = row_words(state, viewer, card, k, names)
            lines += [w.label + ":", w.needs, w.gives, w.status]
        return _tip(card_title(state, card), lines, about=rect)
    if L.SCORE_BOX.collidepoint(pos) and not own_score_shown(state, viewer):
        return score_tip(state, viewer, names)
    return None


def _rows_tip(state: TotwState, viewer: int | None, names: Sequence[str], pos: Point) -> Tooltip | None:
    me = viewer if viewer is not None else max(state.seat, 0)
    if L.deck_rect().collidepoint(pos):
        return _tip(*wb.deck_tip(state))
    for slot in range(4):
        if L.element_row_rect(slot).collidepoint(pos):
            return _tip(*wb.element_row_tip(state, slot))
    if L.discard_rect().collidepoint(pos):
        title, lines = wb.discard_tip(state)
        if state.element_discard:
            card = state.element_discard[-1]
            for k in range(len(state.data.card_rows[card])):
                w = row_words(state, me, card, k, names, live=False)
                lines += [w.label + ":", w.needs, w.gives]
        return _tip(title, lines)
    for slot in range(4):
        if L.market_rect(slot).collidepoint(pos):
            return _tip(*wb.market_tip(state, me, slot))
    if L.market_rect(4).collidepoint(pos):
        return _tip(
            t("market.title"), [t("market.stack", count=len(state.forest_stack)), t("market.stack_help")]
        )
    for slot in range(4):
        if L.village_row_rect(slot).collidepoint(pos):
            card = state.village_row[slot]
            if card == EMPTY:
                return None
            return _tip(*wb.village_card_tip(state, me, card, False))
    if L.village_deck_rect().collidepoint(pos):
        return _tip(t("village_deck.title"), [t("village_deck.size", count=len(state.village_deck))])
    if L.END_TOKEN.collidepoint(pos):
        return _tip(*wb.end_token_tip(state, names))
    return None
