"""The shared tooltip: a panel with a bold title, wrapped text and label-value rows, rendered once
per text, and where it goes near the pointer: never over it, on the canvas, covering as little as
it can of what the table keeps in sight.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.client.lettering import draw_text, fit_width
from game.client.text import font
from game.client.widgets import SAFFRON, SAND, draw_box

TOOLTIP_WIDTH = 380
CANVAS = pygame.Rect(0, 0, 1600, 900)


def draw_tooltip(
    surface: pygame.Surface,
    pos: tuple[int, int],
    title: str,
    body: str,
    rows: tuple[tuple[str, str], ...] = (),
    avoid: Sequence[pygame.Rect] = (),
    keep_clear: Sequence[pygame.Rect] = (),
    rather: Sequence[pygame.Rect] = (),
    around: pygame.Rect | None = None,
    beside: Sequence[pygame.Rect] = (),
    then: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """A panel near the pointer with a bold title, wrapped text and optional label-value rows.

    ``avoid``: places the tip should leave visible (the table passes the question's targets not
    under the pointer). The usual place is tried first, then the other corners around the
    pointer, then (given ``around``, the place under the pointer) just below and above that
    place, then ``beside`` (more places of the tip's size: the table's are those its preview box
    tries beside the choice); the one covering least of ``avoid`` wins, so a tip never hides the
    tile to click next, then of ``then`` (the table's option buttons), then of ``rather`` (what
    the game keeps in sight next). When the best covers some of ``avoid`` or ``then``, the best
    few are tried again moved just past what they cover.
    ``keep_clear``: places the tip must never cover (the tutorial coach's bubble and ring): only
    places clear of them are tried, and with none the tip is not drawn (None)."""
    panel = tooltip_surface(title, body, rows)
    rect = panel.get_rect(topleft=(pos[0] + 18, pos[1] + 18))
    if pos[1] > CANVAS.centery:
        # In the lower half (the panels) the tip opens upwards, so it never hides the row it explains.
        rect.bottom = pos[1] - 12
    rect.clamp_ip(CANVAS)
    if rect.collidepoint(pos):
        rect.bottom = pos[1] - 12
        rect.clamp_ip(CANVAS)
    places = _tooltip_places(rect, pos)
    if around is not None:
        # Below or above the place pointed at, not only level with the pointer: beside a row of
        # targets (a Tribes of the Wind village row) every corner covered the next one, or what
        # the game keeps in sight.
        for top in (around.bottom + 6, around.top - 6 - rect.height):
            for left in (pos[0] + 18, pos[0] - 18 - rect.width):
                place = pygame.Rect(left, top, rect.width, rect.height).clamp(CANVAS)
                if not place.collidepoint(pos):
                    places.append(place)
                # below, also just past what it would cover of ``rather`` (a line under the row)
                below = [kept.bottom for kept in rather if place.colliderect(kept) and top > around.top]
                if below:
                    lower = place.move(0, max(below) + 4 - place.top).clamp(CANVAS)
                    if not lower.collidepoint(pos):
                        places.append(lower)
    places += [place for place in beside if not place.collidepoint(pos)]
    if keep_clear:
        places = [place for place in places if not place.collidelistall(list(keep_clear))]
        if not places:
            return None
    if avoid or keep_clear or rather or then:

        def cost(place: pygame.Rect) -> tuple[int, int, int]:
            return _covered(place, avoid), _covered(place, then), _covered(place, rather)

        ranked = _ranked(places, cost)
        # No place round the pointer or beside its choice leaves ``avoid`` and ``then`` in sight
        # (a Tribes of the Wind hand card's tip, taller than the room between a board's name line
        # and its score lines): the best few moved just past what they cover, twice at most.
        for _ in range(2):
            if not any(cost(ranked[0])[:2]):
                break
            moved = [
                place
                for best in ranked[:NUDGED]
                for place in _nudged(best, [*avoid, *then], pos)
                if not place.collidelistall(list(keep_clear))
            ]
            ranked = _ranked([*ranked[:NUDGED], *moved], cost)
        rect = ranked[0]
    surface.blit(panel, rect)
    return rect


def _ranked(
    places: Sequence[pygame.Rect], cost: Callable[[pygame.Rect], tuple[int, int, int]]
) -> list[pygame.Rect]:
    """``places`` without repeats, the cheapest first (the first of equals first)."""
    seen: set[tuple[int, ...]] = set()
    unique = []
    for place in places:
        if tuple(place) not in seen:
            seen.add(tuple(place))
            unique.append(place)
    return sorted(unique, key=cost)


NUDGED = 4  # how many of the best places a tip with none clear is tried moved past what it covers


def _nudged(
    rect: pygame.Rect, kept_in_sight: Sequence[pygame.Rect], pos: tuple[int, int]
) -> list[pygame.Rect]:
    """``rect`` moved just above, below, left and right of each of ``kept_in_sight`` it covers,
    on the canvas and off the pointer."""
    found = []
    for kept in kept_in_sight:
        if not rect.colliderect(kept):
            continue
        for dx, dy in (
            (0, kept.top - 4 - rect.bottom),
            (0, kept.bottom + 4 - rect.top),
            (kept.left - 4 - rect.right, 0),
            (kept.right + 4 - rect.left, 0),
        ):
            place = rect.move(dx, dy)
            if CANVAS.contains(place) and not place.collidepoint(pos):
                found.append(place)
    return found


def _tooltip_places(usual: pygame.Rect, pos: tuple[int, int]) -> list[pygame.Rect]:
    """The usual rect first, then the four corners around the pointer, then beside it (level with
    the pointer: the Tribes of the Wind capital's tip, kept off a1 and off the prompt line above),
    none over the pointer."""
    places = [usual]
    for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1), (1, 0), (-1, 0)):
        rect = usual.copy()
        rect.left = pos[0] + 18 if dx > 0 else pos[0] - 18 - rect.width
        rect.top = (
            pos[1] + 18 if dy > 0 else pos[1] - 12 - rect.height if dy < 0 else pos[1] - rect.height // 2
        )
        rect.clamp_ip(CANVAS)
        if not rect.collidepoint(pos):
            places.append(rect)
    return places


def _covered(rect: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    return sum(clip.width * clip.height for clip in (rect.clip(a) for a in avoid))


@lru_cache(maxsize=64)
def tooltip_surface(title: str, body: str, rows: tuple[tuple[str, str], ...] = ()) -> pygame.Surface:
    """Rendered once per text: wrapping and glyph rendering never run per frame."""
    width = TOOLTIP_WIDTH
    # A long title wraps: Ukrainian names of cards can be wider than the tip.
    heads = fit_width(title, 19, width - 24, True)
    lines = fit_width(body, 17, width - 24) if body else ()
    # A value too long for the line beside its label goes under it, wrapped (the Prehistories
    # objective's "what is missing" ran over its label and out of the panel).
    under = [
        fit_width(value, 17, width - 36, True)
        if font(17).size(label)[0] + 16 + font(17, True).size(value)[0] > width - 26
        else ()
        for label, value in rows
    ]
    height = (
        44
        + 26 * (len(heads) - 1)
        + 24 * len(lines)
        + 26 * len(rows)
        + 24 * sum(len(wrapped) for wrapped in under)
        + (6 if rows else 0)
    )
    panel = pygame.Surface((width + 12, height + 12), pygame.SRCALPHA)
    rect = pygame.Rect(6, 6, width, height)
    draw_box(panel, rect, (60, 52, 112), (30, 26, 62), SAFFRON, 10)
    for index, head in enumerate(heads):
        draw_text(panel, head, 19, (255, 227, 160), (rect.x + 12, rect.y + 8 + 26 * index), bold=True)
    y = rect.y + 38 + 26 * (len(heads) - 1)
    for line in lines:
        draw_text(panel, line, 17, SAND, (rect.x + 12, y), shadow=False)
        y += 24
    for index, (label, value) in enumerate(rows):
        last = index == len(rows) - 1 and len(rows) > 1
        if last:
            pygame.draw.line(panel, SAFFRON, (rect.x + 12, y + 2), (rect.right - 12, y + 2), 1)
            y += 6
        colour = (255, 227, 160) if last else SAND
        draw_text(panel, label, 17, colour, (rect.x + 12, y), shadow=False, bold=last)
        if under[index]:
            for line in under[index]:
                y += 24
                draw_text(panel, line, 17, colour, (rect.x + 24, y), shadow=False, bold=True)
        else:
            draw_text(
                panel, value, 17, colour, (rect.right - 14, y), anchor="topright", shadow=False, bold=True
            )
        y += 26
    return panel
