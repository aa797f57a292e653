"""One player's board: terrain (3x4 with the capital above a1), riders, temples, pollution smog, water,
the leader portrait with both tasks, taken leader cards, tucked village cards and the holder's backs."""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

import pygame

from game.client.tribes_of_the_wind import art
from game.client.tribes_of_the_wind.layout import (
    PLAYER_COLOURS,
    SCORE_BOX,
    BoardGeom,
    board_geoms,
    capital_rider,
    score_table_rect,
)
from game.client.tribes_of_the_wind.places import holder_backs
from game.client.tribes_of_the_wind.words import t
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import NUM_TEMPLES
from game.rules.tribes_of_the_wind.scoring import goal_met, task_holds
from game.rules.tribes_of_the_wind.state import TotwState

NUMBER = 20  # docs/ui.md: numbers on tiles at least 20 px
LABEL = 16
BADGE_SIZES = (LABEL, 15, 14)  # a leader card's badge label, largest first (as a button's label)


def draw_board(
    surface: pygame.Surface,
    state: TotwState,
    player: int,
    geom: BoardGeom,
    name: str,
    *,
    active: bool,
    hidden: Container[object] = (),
) -> None:
    """The whole board of ``player``; ``hidden`` holds keys of pieces an animation brings in:
    ("riders", player, pos) draws one rider fewer there, ("tile", player, x) leaves the space bare,
    ("smog", player, x) leaves its smog out, ("water", player) shows the water before the gain."""
    board = state.boards[player]
    colour = PLAYER_COLOURS[player]
    rim = art.GOLD if active else art.darker(colour, 0.2)
    frame = geom.rect
    surface.blit(art.shadow(frame.size, 14), (frame.x - 2, frame.y + 2))
    surface.blit(art.rounded(frame.size, (226, 236, 232), 14, rim, shade=True), frame.topleft)
    if active:
        pygame.draw.rect(surface, art.GOLD, frame.inflate(2, 2), 3, border_radius=15)
    _capital(surface, board, player, geom, hidden)
    _header(surface, state, player, geom, name, hidden)
    for x in range(12):
        draw_space(surface, state, player, x, geom, hidden)
    _info(surface, state, player, geom)


def _header(
    surface: pygame.Surface,
    state: TotwState,
    player: int,
    geom: BoardGeom,
    name: str,
    hidden: Container[object],
) -> None:
    h = geom.header
    colour = PLAYER_COLOURS[player]
    parts = header_parts(state, player, geom, name, hidden_water(hidden, player, state.boards[player].water))
    pygame.draw.circle(surface, art.INK, parts.disc.center, 11)
    pygame.draw.circle(surface, colour, parts.disc.center, 9)
    surface.blit(art.outlined(str(state.scores()[player]), 22, art.GOLD), parts.score)
    surface.blit(art.outlined(str(parts.water_count), NUMBER, art.BIRCH), parts.water)
    surface.blit(art.water_icon(26), parts.drop)
    surface.blit(art.text(parts.label, 18, art.INK, True), (h.x + 28, h.centery - 13))


@dataclass(frozen=True, slots=True)
class HeaderParts:
    """Where a board's name line draws its seat disc, name, score and water (the water at the
    capital bar's right end on the half-height boards)."""

    disc: pygame.Rect
    label: str  # the name, cut to its room
    name: pygame.Rect
    score: pygame.Rect
    water_count: int
    water: pygame.Rect
    drop: pygame.Rect

    def marks(self) -> list[pygame.Rect]:
        return [self.disc, self.name, self.score, self.water, self.drop]


def header_parts(state: TotwState, player: int, geom: BoardGeom, name: str, water: int) -> HeaderParts:
    h = geom.header
    disc = pygame.Rect(h.x + 1, h.centery - 11, 23, 23)
    right = art.outlined(str(state.scores()[player]), 22, art.GOLD)
    score = right.get_rect(midright=(h.right, h.centery))
    drop = art.water_icon(26)
    num = art.outlined(str(water), NUMBER, art.BIRCH)
    if geom.water_in_capital:
        # Half-height boards: the water sits at the right end of the capital bar, the name has the line.
        cap = geom.capital
        water_rect = num.get_rect(midright=(cap.right - 6, cap.centery))
        drop_rect = drop.get_rect(midright=(cap.right - 8 - num.get_width(), cap.centery))
        space = h.right - right.get_width() - 8 - (h.x + 30)
    else:
        wx = h.right - right.get_width() - 16 - num.get_width()
        water_rect = num.get_rect(midleft=(wx, h.centery))
        drop_rect = drop.get_rect(midright=(wx - 2, h.centery))
        space = wx - 30 - (h.x + 30)
    label = _fit(name, 18, space, bold=True)
    words = art.text(label, 18, art.INK, True).get_rect(topleft=(h.x + 28, h.centery - 13))
    return HeaderParts(disc, label, words, score, water, water_rect, drop_rect)


def hidden_water(hidden: Container[object], player: int, water: int) -> int:
    """The water count an arriving-drops animation still holds back."""
    for k in range(1, 20):
        if ("water_minus", player, k) in hidden:
            return water - k
    return water


def power_label(power: str, room: int) -> tuple[str, int]:
    """A leader card's badge label and its size within ``room`` px: its name at the largest of
    ``BADGE_SIZES`` that fits, else its short name ("Rain" for "Rain song"; two badges share a
    narrow info column, 55 px each with three players), cut only when even that does not fit
    (the portrait's tooltip gives the full name and its words)."""
    from game.client.text import font

    for key in (f"power.{power}.name", f"power.{power}.short"):
        words = t(key)
        for size in BADGE_SIZES:
            if font(size, True).size(words)[0] <= room:
                return words, size
    return _fit(t(f"power.{power}.short"), BADGE_SIZES[-1], room, bold=True), BADGE_SIZES[-1]


def _fit(content: str, size: int, width: int, bold: bool = False) -> str:
    from game.client.text import fit_text  # linear in the text

    return fit_text(content, size, width, bold)


def _capital(
    surface: pygame.Surface, board: Board, player: int, geom: BoardGeom, hidden: Container[object]
) -> None:
    rect = geom.capital
    surface.blit(art.shadow(rect.size, 10), (rect.x - 1, rect.y + 1))
    surface.blit(art.rounded(rect.size, art.SKY_DEEP, 10, art.BIRCH), rect.topleft)
    count = board.capital - (1 if ("riders", player, 0) in hidden else 0)
    parts = capital_parts(geom, count)
    if parts.label is not None:
        label = art.text(t("capital.title"), LABEL, art.BIRCH, True)
        surface.blit(label, parts.label)
    surface.blit(art.outlined(str(count), NUMBER, art.BIRCH), parts.count)
    sprite = art.rider_sprite(player, parts.size)
    for spot in parts.riders:
        surface.blit(sprite, spot)


@dataclass(frozen=True, slots=True)
class CapitalParts:
    """Where a capital draws its word (when there is room), its count and up to three riders."""

    label: pygame.Rect | None
    count: pygame.Rect
    size: int  # a rider's sprite
    riders: tuple[tuple[float, float], ...]  # each sprite's top left

    def marks(self) -> list[pygame.Rect]:
        """What a plan's disc keeps clear of: the word, the count and each rider's figure (its
        hood and head, then its wing), not the empty corners of the sprites' squares."""
        found = [r for r in (self.label, self.count) if r is not None]
        s = self.size
        for x, y in self.riders:
            found.append(pygame.Rect(round(x + s * 0.3), round(y + s * 0.1), round(s * 0.4), round(s * 0.5)))
            found.append(
                pygame.Rect(round(x + s * 0.05), round(y + s * 0.47), round(s * 0.9), round(s * 0.28))
            )
        return found


def capital_parts(geom: BoardGeom, count: int) -> CapitalParts:
    rect = geom.capital
    x = rect.x + 6
    label_rect = None
    label = art.text(t("capital.title"), LABEL, art.BIRCH, True)
    if rect.width > label.get_width() + 160:
        label_rect = label.get_rect(midleft=(x, rect.centery))
        x += label.get_width() + 6
    number = art.outlined(str(count), NUMBER, art.BIRCH).get_rect(midleft=(x, rect.centery))
    size = capital_rider(rect.height)
    riders = tuple(
        (x + number.width + 2 + k * size * 0.45, float(rect.bottom - size - 2)) for k in range(min(count, 3))
    )
    return CapitalParts(label_rect, number, size, riders)


def _riders(
    surface: pygame.Surface, player: int, count: int, rect: pygame.Rect, size: int, right: bool = False
) -> None:
    """Up to three figures and the count (20 px) when there is more than one."""
    if count <= 0:
        return
    size = max(20, min(size, 44))
    sprite = art.rider_sprite(player, size)
    shown = min(count, 3)
    step = size * 0.45
    x0 = rect.right - 8 - size - (shown - 1) * step if right else rect.x + 4
    y = rect.bottom - size - 2
    for k in range(shown):
        surface.blit(sprite, (x0 + k * step, y))
    if count > 1:
        num = art.outlined(str(count), NUMBER, art.BIRCH)
        if right:
            surface.blit(num, num.get_rect(midright=(x0 - 2, rect.centery)))
        else:
            surface.blit(num, num.get_rect(bottomright=(rect.right - 3, rect.bottom)))


def draw_space(
    surface: pygame.Surface,
    state: TotwState,
    player: int,
    x: int,
    geom: BoardGeom,
    hidden: Container[object] = (),
) -> None:
    board = state.boards[player]
    rect = geom.space(x)
    cell = geom.cell
    tile = board.tile[x]
    if tile == EMPTY or ("tile", player, x) in hidden:
        surface.blit(art.rounded(rect.size, art.MOSS, max(5, cell // 10), art.MOSS_DARK), rect.topleft)
        pollution = board.pollution[x]
        if pollution and ("smog", player, x) not in hidden:
            surface.blit(art.smog(cell, pollution, x), rect.topleft)
            num = art.outlined(str(pollution), NUMBER + (4 if cell > 80 else 0), art.BIRCH, (60, 40, 80))
            surface.blit(num, num.get_rect(center=rect.center))
        name = art.text(_space_name(x), LABEL, art.lighter(art.MOSS, 0.5))
        if cell >= 70:
            surface.blit(name, (rect.x + 4, rect.bottom - name.get_height() - 1))
        return
    data = state.data
    village = board.village[x]
    surface.blit(art.shadow(rect.size, max(6, cell // 9)), (rect.x - 1, rect.y + 1))
    surface.blit(art.tile_face(data.tile_colour[tile], cell, village, tile), rect.topleft)
    icon_size = max(18, cell // 3)
    if village:
        icon = art.feature_icon(data.tile_feature[tile], icon_size)
        surface.blit(icon, (rect.right - icon_size - 3, rect.y + 3))
    else:
        _slots(surface, rect, data.tile_slots[tile], board.riders[x], cell)
    if board.temple[x] and ("temple", player, x) not in hidden:
        ts = max(22, cell // 3)
        surface.blit(art.temple_icon(ts), (rect.x + 3, rect.y + 3 + (0 if village else 0)))
        num = art.outlined(str(board.temple[x]), 16, art.GOLD)
        surface.blit(num, (rect.x + ts - 2, rect.y + ts - 12))
    riders = board.riders[x] - (1 if ("riders", player, x + 1) in hidden else 0)
    _riders(surface, player, riders, rect, int(cell * 0.46))


def _slots(surface: pygame.Surface, rect: pygame.Rect, slots: int, riders: int, cell: int) -> None:
    """Rider slots as small rings along the top right; filled ones show how far the village is."""
    r = max(4, cell // 14)
    for k in range(slots):
        cx = rect.right - 6 - r - k * (2 * r + 3)
        cy = rect.y + 6 + r
        pygame.draw.circle(surface, art.INK, (cx, cy), r + 1)
        pygame.draw.circle(surface, art.GOLD if k < riders else art.BIRCH, (cx, cy), r)


def _space_name(x: int) -> str:
    return "abc"[x % 3] + str(x // 3 + 1)


def _info(surface: pygame.Surface, state: TotwState, player: int, geom: BoardGeom) -> None:
    board = state.boards[player]
    info = geom.info
    y = info.y
    # The leader portrait with both tasks.
    leader = state.data.leaders[board.leader]
    portrait = geom.portrait
    center = (info.x + portrait // 2, y + portrait // 2)
    face = art.portrait(leader.id, portrait)
    if face is not None:
        art.blit_center(surface, face, center)
    else:
        pygame.draw.circle(surface, art.INK, center, portrait // 2)
        pygame.draw.circle(surface, art.TILE_COLOURS[leader.path[0]], center, portrait // 2 - 2)
        art.blit_center(surface, art.outlined(t(f"leader_name.{leader.id}")[:1], 22, art.BIRCH), center)
    lx = info.x + portrait + 6
    surface.blit(art.text(t(f"leader_name.{leader.id}"), LABEL, art.INK, True), (lx, y - 2))
    for task in (0, 1):
        done = board.tasks_done[task]
        mark = art.check_mark(18, True) if done else None
        bx = lx + task * 26
        by = y + 20
        if mark is not None:
            surface.blit(mark, (bx, by))
        else:
            pygame.draw.circle(surface, art.INK, (bx + 9, by + 9), 9, 2)
            if task_holds(state, player, task):
                pygame.draw.circle(surface, art.GOLD, (bx + 9, by + 9), 5)
    y += portrait + 6
    # Taken leader cards: one badge each, on their own line (hover the portrait for their words).
    if board.powers:
        width = ((info.width if info.width < 340 else 174) - 4) // len(board.powers)
        for k, power in enumerate(board.powers):
            name, size = power_label(state.data.power_names[power], width - 10)
            rect = pygame.Rect(info.x + k * width, y, width - 4, 24)
            surface.blit(art.rounded(rect.size, (120, 80, 150), 6, art.GOLD), rect.topleft)
            label = art.text(name, size, art.BIRCH, True)
            surface.blit(label, (rect.x + 5, rect.centery - label.get_height() // 2))
        y += 28
    # Temples: the four markers, built ones placed on the board already.
    built = board.temples_built()
    size = 28 if info.width >= 140 else 24
    for n in range(1, NUM_TEMPLES + 1):
        r = pygame.Rect(info.x + (n - 1) * (size + 4), y, size, size)
        icon = art.temple_icon(size, art.BIRCH if n not in built else (150, 150, 150))
        surface.blit(icon, r.topleft)
        if n in built:
            surface.blit(art.check_mark(14, True), (r.right - 12, r.bottom - 12))
    y += size + 6
    # Tucked village cards with their stars and whether the goal is met now.
    cw, ch = (40, 48) if not geom.small else (36, 40)
    for k, card in enumerate(board.tucked):
        if card == EMPTY:
            continue
        r = pygame.Rect(info.x + k * (cw + 4), y, cw, ch)
        draw_village_card_small(surface, state, player, card, r)
    if any(c != EMPTY for c in board.tucked):
        y += ch + 6
    # The holder's backs: public, and counted by the requirements.
    bw, bh = (24, 34)
    for slot, card in enumerate(board.hand):
        r = pygame.Rect(info.x + slot * (bw + 3), y, bw, bh)
        if card == EMPTY:
            pygame.draw.rect(surface, (180, 190, 190), r, 1, border_radius=4)
        else:
            surface.blit(art.card_back(state.element_of(card), (bw, bh)), r.topleft)
    area = breakdown_area(state, player, geom)
    if area is not None:
        draw_breakdown(surface, state, player, area)


def breakdown_area(state: TotwState, player: int, geom: BoardGeom) -> pygame.Rect | None:
    """Where the board shows its live score breakdown: under the info column's pieces (portrait,
    leader cards, temples, tucked cards, the holder's backs, as ``_info`` stacks them), below
    the room they take when the seat holds leader cards and tucked cards, so every seat's lines
    stand at one height all game (a leader card's label pushed one seat's lines out of line
    with the others'); or, on a wide board, beside them; None when the board has no room."""
    info = geom.info
    y = holder_backs(state, player, geom, room=True).bottom + 10
    lines = 7
    if info.bottom - y >= lines * 22:
        return pygame.Rect(info.x, y, min(info.width, 210), info.bottom - y)
    if info.width >= 340:
        return pygame.Rect(info.x + 180, info.y + geom.portrait + 6, min(info.width - 180, 200), info.height)
    return None


def breakdown_lines(state: TotwState, player: int, geom: BoardGeom) -> pygame.Rect | None:
    """The rows ``draw_breakdown`` fills on the board (each line 22 px, the total last); None
    when the board has no room for the breakdown."""
    area = breakdown_area(state, player, geom)
    if area is None:
        return None
    rows = len(state.score_breakdown(player)) + 1
    return pygame.Rect(area.x, area.y - 2, area.width, 22 * rows + 2)


def score_rect(state: TotwState, player: int) -> pygame.Rect:
    """Where the table shows ``player``'s live score lines: on their board
    (``breakdown_lines``), with five players in the shared score table, else (a board with no
    room, the viewer's) in the box beside the hand."""
    players = state.num_players
    lines = breakdown_lines(state, player, board_geoms(players)[player])
    if lines is not None:
        return lines
    if players == 5:
        return score_table_rect()
    return SCORE_BOX


def own_score_shown(state: TotwState, viewer: int) -> bool:
    """Whether the table already shows ``viewer``'s breakdown: on their board, or with five
    players in the shared score table. Then the bottom strip does not draw it a second time
    (else the same seven lines stand on the board and beside the hand)."""
    players = state.num_players
    return players == 5 or breakdown_area(state, viewer, board_geoms(players)[viewer]) is not None


SMALLEST_LABEL = 12


def label_size(label: str, width: int, bold: bool = False) -> int:
    """The largest size from LABEL down to SMALLEST_LABEL at which a breakdown label fits
    ``width`` whole (three boards in Ukrainian cut "Забруднення" to "Забруднен…"); below that it
    is cut with an ellipsis."""
    from game.client.text import font

    size = LABEL
    while size > SMALLEST_LABEL and font(size, bold).size(label)[0] > width:
        size -= 1
    return size


def draw_breakdown(surface: pygame.Surface, state: TotwState, player: int, rect: pygame.Rect) -> None:
    """Each line of spec 7 scored now: label left (16 px), points right (20 px), total last."""
    from game.client.tribes_of_the_wind.words_board import score_lines

    y = rect.y
    lines = score_lines(state, player)
    for k, (label, points) in enumerate(lines):
        total = k == len(lines) - 1
        if total:
            pygame.draw.line(surface, art.darker(art.BIRCH, 0.4), (rect.x, y), (rect.right, y), 1)
        size = label_size(label, rect.width - 34, total)
        surface.blit(
            art.text(_fit(label, size, rect.width - 34, bold=total), size, art.INK, total),
            (rect.x, y + 1 + (LABEL - size) // 2),
        )
        num = art.text(str(points), NUMBER, art.INK, True)
        surface.blit(num, num.get_rect(topright=(rect.right, y - 2)))
        y += 22


def draw_village_card_small(
    surface: pygame.Surface, state: TotwState, player: int, card: int, rect: pygame.Rect
) -> None:
    """A tucked village card: stars on top, a tick when its goal is met now."""
    surface.blit(art.rounded(rect.size, (214, 196, 150), 5, art.darker((214, 196, 150), 0.4)), rect.topleft)
    stars = state.data.village_stars[card]
    star = art.star_icon(16)
    surface.blit(star, (rect.x + 2, rect.y + 3))
    surface.blit(art.outlined(str(stars), 16, art.GOLD), (rect.x + 18, rect.y))
    met = goal_met(state, player, card)
    mark = art.check_mark(16, met)
    surface.blit(mark, (rect.centerx - 8, rect.bottom - 19))


def neighbour_order(players: int, player: int) -> Sequence[int]:
    """The seats whose holders count for ``player``'s requirements (the row at 2 players is -1)."""
    if players == 2:
        return (1 - player, -1)
    return ((player - 1) % players, (player + 1) % players)
