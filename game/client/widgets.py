"""The client's one widget kit: colours, text (immediate and cached), wrapping, panels, boxes,
buttons with hotkeys, tooltips, discs, badges, halos, glows, arrows and the veil. Scenes and every
table draw with it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import pygame

from game.client import text
from game.client.text import font

Color = tuple[int, int, int]

INDIGO = (28, 24, 58)
INDIGO_LIGHT = (52, 44, 98)
SAND = (244, 230, 200)
SAFFRON = (232, 170, 58)
TURQUOISE = (64, 182, 176)
INK = (18, 14, 36)


def draw_text(
    surface: pygame.Surface,
    content: str,
    size: int,
    color: Color,
    pos: tuple[int, int],
    *,
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    """Text with a soft shadow to the bottom right (light comes from the top left)."""
    face = text.font(size, bold)
    rendered = face.render(content, True, color)
    rect = rendered.get_rect(**{anchor: pos})
    if shadow:
        shade = face.render(content, True, (0, 0, 0))
        shade.set_alpha(110)
        offset = max(1, size // 14)
        surface.blit(shade, rect.move(offset, offset))
    surface.blit(rendered, rect)
    return rect


def draw_heading(
    surface: pygame.Surface, content: str, panel: pygame.Rect, top: int, color: Color = SAND, size: int = 40
) -> pygame.Rect:
    """A dialog's title: bold, centred on ``panel``, its top ``top`` px below the panel's."""
    return draw_text(
        surface, content, size, color, (panel.centerx, panel.y + top), anchor="midtop", bold=True
    )


def wrap_text(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``content`` into lines no wider than ``width`` px (explicit newlines kept)."""
    return list(fit_width(content, size, width, bold))


def draw_title_text(surface: pygame.Surface, content: str, size: int, pos: tuple[int, int]) -> pygame.Rect:
    """Large gold lettering: a pale-gold to saffron gradient, a dark rim and a soft drop shadow."""
    face = text.font(size, True)
    glyphs = face.render(content, True, (255, 255, 255))
    width, height = glyphs.get_size()
    gradient = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        t = y / max(height - 1, 1)
        colour = [round(a * (1 - t) + b * t) for a, b in zip((255, 236, 170), (214, 138, 36))]
        pygame.draw.line(gradient, (*colour, 255), (0, y), (width, y))
    gradient.blit(glyphs, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    rect = gradient.get_rect(midtop=pos)
    rim = face.render(content, True, (60, 34, 12))
    shadow = face.render(content, True, (0, 0, 0))
    shadow.set_alpha(120)
    surface.blit(shadow, rect.move(5, 6))
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        surface.blit(rim, rect.move(dx, dy))
    surface.blit(gradient, rect)
    return rect


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, radius: int = 18, alpha: int = 235) -> None:
    """A raised indigo panel: drop shadow, vertical shading, saffron rim, lighter top edge."""
    surface.blit(_panel_surface(rect.width, rect.height, radius, alpha), (rect.x - _SHADOW, rect.y - _SHADOW))


_SHADOW = 16


@cache
def _panel_surface(width: int, height: int, radius: int, alpha: int) -> pygame.Surface:
    result = pygame.Surface((width + 2 * _SHADOW, height + 2 * _SHADOW), pygame.SRCALPHA)
    for grow, strength in ((12, 14), (8, 22), (4, 34)):
        pygame.draw.rect(
            result,
            (0, 0, 0, strength),
            pygame.Rect(_SHADOW + 6 - grow, _SHADOW + 8 - grow, width + 2 * grow, height + 2 * grow),
            border_radius=radius + grow,
        )
    body = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        t = y / max(height - 1, 1)
        color = [round(INDIGO_LIGHT[i] * (1 - t) + INDIGO[i] * t) for i in range(3)]
        pygame.draw.line(body, (*color, alpha), (0, y), (width, y))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    result.blit(body, (_SHADOW, _SHADOW))
    rect = pygame.Rect(_SHADOW, _SHADOW, width, height)
    pygame.draw.rect(result, (*SAFFRON, 255), rect, width=2, border_radius=radius)
    # The lighter top edge: a glow just inside the rim that fades downwards and towards the ends.
    sheen = pygame.Surface(result.get_size(), pygame.SRCALPHA)
    for row, strength in ((3, 90), (4, 60), (5, 34), (6, 16)):
        for x in range(rect.x + radius, rect.right - radius):
            edge = min(x - rect.x - radius, rect.right - radius - x) / max(radius * 2, 1)
            sheen.set_at((x, rect.y + row), (200, 190, 240, round(strength * min(edge, 1.0))))
    result.blit(sheen, (0, 0))
    return result


def draw_letter_badge(
    surface: pygame.Surface, letter: str, center: tuple[int, int], radius: int = 12
) -> None:
    """High-contrast mode (settings): a dark disc with a white letter on a piece, so no piece is
    told apart by colour alone (docs/ui.md section 3)."""
    pygame.draw.circle(surface, INK, center, radius)
    pygame.draw.circle(surface, SAND, center, radius, width=2)
    face = text.font(max(16, round(radius * 1.4)), True)
    glyph = face.render(letter, True, (255, 255, 255))
    surface.blit(glyph, glyph.get_rect(center=(center[0], center[1] + 1)))


def pulse(seconds: float, period: float = 1.6) -> float:
    """0..1..0 over ``period`` seconds, for softly glowing highlights."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * seconds / period)


EDGE_LIGHT = 70 / 255  # how much white the lighter top edge of a box mixes in


@cache
def gradient_box(
    width: int, height: int, top: Color, bottom: Color, rim: Color, radius: int
) -> pygame.Surface:
    """A rounded box shaded top to bottom, a rim and a lighter top edge (cached)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        t = y / max(height - 1, 1)
        colour = [round(top[i] * (1 - t) + bottom[i] * t) for i in range(3)]
        pygame.draw.line(surface, (*colour, 255), (0, y), (width, y))
        if y in (3, 4):
            # The lighter top edge, mixed into the box's own colour: drawn translucent onto this
            # surface it replaced the opaque pixels, and the backdrop seen through them made a
            # dark slit, so a button looked cut at its top.
            lit = [round(c + (255 - c) * EDGE_LIGHT) for c in colour]
            pygame.draw.line(surface, (*lit, 255), (radius, y), (width - radius, y))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(surface, (*rim, 255), surface.get_rect(), width=2, border_radius=radius)
    return surface


@cache
def shadow_box(width: int, height: int, radius: int) -> pygame.Surface:
    surface = pygame.Surface((width + 12, height + 12), pygame.SRCALPHA)
    for grow, strength in ((6, 18), (3, 30)):
        pygame.draw.rect(
            surface,
            (0, 0, 0, strength),
            pygame.Rect(6 - grow + 4, 6 - grow + 5, width + 2 * grow, height + 2 * grow),
            border_radius=radius + grow,
        )
    return surface


def draw_box(
    surface: pygame.Surface,
    rect: pygame.Rect,
    top: Color,
    bottom: Color,
    rim: Color = SAFFRON,
    radius: int = 10,
) -> None:
    surface.blit(shadow_box(rect.width, rect.height, radius), (rect.x - 6, rect.y - 6))
    surface.blit(gradient_box(rect.width, rect.height, top, bottom, rim, radius), rect.topleft)


@dataclass(slots=True)
class Button:
    rect: pygame.Rect
    label: str
    on_click: Callable[[], None]
    hotkey: str | None = None  # the key that presses it ("1".."9", a letter, "F2"), shown before the label
    primary: bool = False
    enabled: bool = True
    tooltip: str | None = None
    action: int | None = None  # the game action it plays, if any
    key: str | None = None  # what it stands for (a table option's stable key), if anything

    def draw(self, surface: pygame.Surface, hovered: bool) -> None:
        if self.primary:
            top, bottom, ink = (242, 193, 90), (201, 138, 36), INK
        else:
            top, bottom, ink = (
                (INDIGO_LIGHT, INDIGO, SAND) if not hovered else ((90, 78, 160), (58, 48, 112), SAND)
            )
        if self.primary and hovered:
            top, bottom = (255, 227, 160), (224, 168, 58)
        if not self.enabled:
            top, bottom, ink = (50, 46, 70), (38, 34, 56), (138, 130, 153)
        draw_box(surface, self.rect, top, bottom, (255, 227, 160) if hovered else SAFFRON, 10)
        size, lines, squeeze = self._fit()
        step = font(size).get_linesize() - 2
        first = self.rect.centery - step * len(lines) // 2
        for index, line in enumerate(lines):
            centre = (self.rect.centerx, first + step * index + step // 2 + 1)
            if squeeze < 1.0:
                rendered = condensed(line, size, ink, self.rect.width - 2 * LABEL_PAD)
                surface.blit(rendered, rendered.get_rect(center=centre))
            else:
                blit_text(surface, line, size, ink, centre, anchor="center", shadow=not self.primary)

    def _fit(self) -> tuple[int, tuple[str, ...], float]:
        label = self.label if self.hotkey is None else f"{self.hotkey.upper()}  {self.label}"
        return fit_label(label, self.rect.width - 2 * LABEL_PAD, self.rect.height - 4)

    def label_width(self) -> int:
        """How wide its words are drawn (centred in it), the key before them included."""
        size, lines, squeeze = self._fit()
        return min(self.rect.width - 2 * LABEL_PAD, max(font(size).size(line)[0] for line in lines))

    def label_rect(self) -> pygame.Rect:
        """Where its words are drawn (their lines' full height), the key before them included."""
        size, lines, squeeze = self._fit()
        width, height = self.label_width(), (font(size).get_linesize() - 2) * len(lines)
        return pygame.Rect(
            self.rect.centerx - (width + 1) // 2, self.rect.centery - height // 2, width, height
        )


LABEL_PAD = 8  # px of a button kept clear of its label on each side
LABEL_SIZES = (18, 17, 16, 15, 14)  # one line, largest first; then two lines at the same sizes
TWO_LINES_CLEAR = 6  # px: two lines keep this much more height clear of the rims, where the button has it


@lru_cache(maxsize=1024)
def fit_label(label: str, width: int, height: int) -> tuple[int, tuple[str, ...], float]:
    """How a button label fits ``width`` x ``height`` px (no label is clipped, in either
    language): the largest size on one line, else on two wrapped lines, else the smallest size
    squeezed sideways (``squeeze`` < 1 is the horizontal scale). Returns (size, lines, squeeze).

    Two lines take the largest size that leaves them ``TWO_LINES_CLEAR`` px of air against the rims
    when the button is tall enough for that (``buttons.TALL_OPTION_HEIGHT``); in a button only as
    tall as a line and a half, the largest that fits at all (two lines flush against both rims
    read as squeezed, but the alternative is a smaller size or a sideways squeeze)."""
    for size in LABEL_SIZES:
        if font(size).size(label)[0] <= width:
            return size, (label,), 1.0
    for clear in (TWO_LINES_CLEAR, 0):
        for size in LABEL_SIZES:
            lines = fit_width(label, size, width)
            tall = (font(size).get_linesize() - 2) * len(lines) + clear
            if (
                len(lines) <= 2
                and tall <= height
                and all(font(size).size(line)[0] <= width for line in lines)
            ):
                return size, lines, 1.0
    size = LABEL_SIZES[-1]
    lines = fit_width(label, size, width)
    if len(lines) > 2 or (font(size).get_linesize() - 2) * len(lines) > height:
        lines = (label,)
    widest = max(font(size).size(line)[0] for line in lines)
    return size, lines, width / max(widest, 1)


@lru_cache(maxsize=1024)
def fit_width(words: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Word-wrap ``words`` into lines no wider than ``width`` at font ``size`` (cached: the log
    re-wraps its last 80 lines on every redraw)."""
    return tuple(_wrap(words, size, width, bold))


def _wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    face = font(size, bold)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if face.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
            if face.size(line)[0] > width and ("/" in line or "\\" in line):
                # A file's path wider than the line breaks after its separators; a plain word
                # stays whole (a label broken mid-word, "Поселен / ня", reads worse than a
                # word a little wider than its box).
                *whole, line = _break_word(line, face, width)
                lines += whole
        lines.append(line)
    return lines


def _break_word(word: str, face: Any, width: int) -> list[str]:
    """A path in pieces no wider than ``width``: after its separators where it can, else between
    characters."""
    pieces = re.findall(r"[^/\\]*[/\\]|[^/\\]+", word)
    found: list[str] = []
    line = ""
    for piece in pieces:
        if face.size(line + piece)[0] <= width:
            line += piece
            continue
        if line:
            found.append(line)
        line = ""
        for char in piece:
            if line and face.size(line + char)[0] > width:
                found.append(line)
                line = ""
            line += char
    found.append(line)
    return found


def dim(surface: pygame.Surface, strength: int = 150) -> None:
    """Darken everything under an overlay (the veil is made once per size and strength)."""
    surface.blit(_veil(surface.get_size(), strength), (0, 0))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], strength: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 6, 20, strength))
    return veil


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
    height = 44 + 26 * (len(heads) - 1) + 24 * len(lines) + 26 * len(rows) + (6 if rows else 0)
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
        draw_text(panel, value, 17, colour, (rect.right - 14, y), anchor="topright", shadow=False, bold=True)
        y += 26
    return panel


def draw_keycap(surface: pygame.Surface, key: str, midleft: tuple[int, int]) -> pygame.Rect:
    """A keyboard key with ``key`` on it (a sand key with a deeper bottom edge), so a number key
    beside a piece reads as a key to press, not as a count (a bare "1" beside a meeple whose
    badge says 2 reads as a contradiction). Returns the key's rect."""
    rect = pygame.Rect(0, 0, max(20, font(16, True).size(key)[0] + 10), 26)
    rect.midleft = midleft
    pygame.draw.rect(surface, (150, 128, 92), rect.move(0, 3), border_radius=5)
    pygame.draw.rect(surface, SAND, rect, border_radius=5)
    pygame.draw.rect(surface, (120, 100, 70), rect, 1, border_radius=5)
    blit_text(surface, key.upper(), 16, INK, rect.center, anchor="center", bold=True, shadow=False)
    return rect


def draw_disc(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Color, rim: Color = (30, 24, 40)
) -> None:
    pygame.draw.circle(surface, (0, 0, 0, 90), (centre[0] + 2, centre[1] + 3), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    lighter = tuple(min(255, c + 50) for c in colour)
    pygame.draw.circle(
        surface, lighter, (centre[0] - radius // 3, centre[1] - radius // 3), max(2, radius // 3)
    )
    if sum(colour) < 300:
        rim = SAND  # a dark player colour still stands out from the indigo around it
    pygame.draw.circle(surface, rim, centre, radius, 2)


def draw_count_badge(
    surface: pygame.Surface, count: int, centre: tuple[int, int], ring: Color = SAND
) -> None:
    """How many pieces a sprite stands for: the number in a dark disc ringed with ``ring``."""
    radius = 10 if count < 10 else 12
    pygame.draw.circle(surface, ring, centre, radius + 2)
    pygame.draw.circle(surface, (30, 24, 52), centre, radius)
    outline_text(surface, str(count), 18 if count < 10 else 16, (255, 255, 255), centre)


@cache
def halo(radius: int, colour: Color = (236, 226, 206), alpha: int = 120) -> pygame.Surface:
    """A translucent light disc to put behind a dark sprite on the dark indigo (made once)."""
    result = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    pygame.draw.circle(result, (*colour, alpha), (radius, radius), radius)
    return result


@cache
def rimmed(sprite: pygame.Surface, colour: Color = SAND, width: int = 2) -> pygame.Surface:
    """``sprite`` ringed by a ``width``-px outline of ``colour`` (``width`` px larger on each side):
    a dark piece stays readable on the dark indigo and on the tiles (made once per sprite)."""
    mask = pygame.mask.from_surface(sprite)
    ring = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    result = pygame.Surface(
        (sprite.get_width() + 2 * width, sprite.get_height() + 2 * width), pygame.SRCALPHA
    )
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width:
                result.blit(ring, (width + dx, width + dy))
    result.blit(sprite, (width, width))
    return result


def draw_dotted_underline(surface: pygame.Surface, rect: pygame.Rect, colour: Color = SAFFRON) -> None:
    """A dotted rule under ``rect`` (text) that says "there is more here": hover for the rest."""
    for dot in range(rect.x, rect.right, 6):
        pygame.draw.line(surface, colour, (dot, rect.bottom + 1), (dot + 2, rect.bottom + 1))


def blit_lines(
    surface: pygame.Surface,
    content: str,
    colour: Color,
    centre_x: int,
    top: int,
    room: int,
    step: int = 20,
    most: int = 2,
) -> None:
    """``content`` on at most ``most`` centred lines of 16 px from ``top``, each squeezed sideways
    rather than clipped when one word is wider than ``room``."""
    y = top
    for line in fit_width(content, 16, room)[:most]:
        rendered = condensed(line, 16, colour, room)
        surface.blit(rendered, rendered.get_rect(midtop=(centre_x, y)))
        y += step


def draw_note(surface: pygame.Surface, content: str, box: pygame.Rect, right: int) -> None:
    """One line in a dark box with a gold rim, from ``box``'s left as wide as the text needs but
    never past ``right`` (a preview beside the options, where no tooltip covers it)."""
    box = box.copy()
    box.width = min(right - box.x, font(18).size(content)[0] + 20)
    pygame.draw.rect(surface, (20, 16, 44), box, border_radius=8)
    pygame.draw.rect(surface, (255, 227, 160), box, 2, border_radius=8)
    # A line longer than the room is squeezed inside the rim, never run past it (seen: a sacred
    # place's preview ran out of its box).
    if font(18).size(content)[0] <= box.width - 20:
        blit_text(surface, content, 18, (255, 255, 255), (box.x + 10, box.centery), anchor="midleft")
        return
    rendered = condensed(content, 18, (255, 255, 255), box.width - 20)
    surface.blit(rendered, rendered.get_rect(midleft=(box.x + 10, box.centery)))


def outline_text(
    surface: pygame.Surface,
    content: str,
    size: int,
    colour: Color,
    pos: tuple[int, int],
    anchor: str = "center",
) -> None:
    """Bold digits with a dark outline, readable on any tile."""
    rendered = outlined(content, size, colour)
    surface.blit(rendered, rendered.get_rect(**{anchor: pos}))


@lru_cache(maxsize=512)
def outlined(content: str, size: int, colour: Color, alpha: int = 255) -> pygame.Surface:
    """The outlined text composed once: table redraws and animations blit it without re-rendering."""
    face = font(size, True)
    shade = face.render(content, True, INK)
    width, height = shade.get_size()
    result = pygame.Surface((width + 4, height + 4), pygame.SRCALPHA)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-1, -1), (1, 1), (-1, 1), (1, -1)):
        result.blit(shade, (2 + dx, 2 + dy))
    result.blit(face.render(content, True, colour), (2, 2))
    if alpha < 255:
        result.set_alpha(alpha)
    return result


@lru_cache(maxsize=1024)
def text_surface(
    content: str, size: int, colour: Color, bold: bool = False, shadow: bool = True
) -> pygame.Surface:
    """Text as ``draw_text`` draws it (soft shadow to the bottom right), rendered once."""
    face = font(size, bold)
    rendered = face.render(content, True, colour)
    offset = max(1, size // 14) if shadow else 0
    result = pygame.Surface((rendered.get_width() + offset, rendered.get_height() + offset), pygame.SRCALPHA)
    if shadow:
        shade = face.render(content, True, (0, 0, 0))
        shade.set_alpha(110)
        result.blit(shade, (offset, offset))
    result.blit(rendered, (0, 0))
    return result


def blit_text(
    surface: pygame.Surface,
    content: str,
    size: int,
    colour: Color,
    pos: tuple[int, int],
    *,
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    """``draw_text`` from the cache: for what is drawn every frame or redrawn often."""
    rendered = text_surface(content, size, colour, bold, shadow)
    offset = max(1, size // 14) if shadow else 0
    rect = rendered.get_rect()
    rect.size = (rect.width - offset, rect.height - offset)
    setattr(rect, anchor, pos)
    surface.blit(rendered, rect)
    return rect


@lru_cache(maxsize=256)
def ellipsized(content: str, size: int, width: int, bold: bool = False) -> str:
    """``content`` cut to ``width`` px with an ellipsis (a long player name never runs into the score).

    ``text.fit_text`` cuts by bisection: a character-at-a-time cut is quadratic in a long name."""
    return text.fit_text(content, size, width, bold)


@lru_cache(maxsize=256)
def condensed(content: str, size: int, colour: Color, width: int, bold: bool = False) -> pygame.Surface:
    """One long word squeezed sideways to ``width`` (height, and so legibility, kept)."""
    rendered = font(size, bold).render(content, True, colour)
    if rendered.get_width() <= width:
        return rendered
    return pygame.transform.smoothscale(rendered, (width, rendered.get_height()))


GLOW = (64, 222, 206)
GLOW_EDGE = (20, 16, 40)  # the dark line outside a glow's bright band


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, strength: float, hovered: bool) -> None:
    """A legal target's pulsing outline (docs/ui.md section 4): a soft halo outside ``rect`` and,
    just inside its edge, a crisp bright turquoise band between two dark lines: on a pale target
    the dark lines stand out, on a dark one the band, and on a middling one the inner dark line,
    which lies on the target's own colour rather than its rim (the halo alone hardly showed beside
    a Tribes of the Wind tile, pale yellow or dark purple). The band pulses but never fades below
    clearly visible, and where targets are packed in a grid it keeps each one's glow apart from
    its neighbours' in the gaps. The hovered one brighter and filled."""
    level = 16 if hovered else round(strength * 12)
    surface.blit(_glow(rect.width, rect.height, level, hovered), (rect.x - 8, rect.y - 8))
    surface.blit(_glow_band(rect.size, 16 if hovered else round(strength * 8)), rect.topleft)


@cache
def _glow(width: int, height: int, level: int, hovered: bool) -> pygame.Surface:
    overlay = pygame.Surface((width + 16, height + 16), pygame.SRCALPHA)
    alpha = 255 if hovered else int(110 + 120 * level / 12)
    for grow, fade in ((8, 0.25), (5, 0.45), (2, 1.0)):
        pygame.draw.rect(
            overlay,
            (*GLOW, int(alpha * fade)),
            pygame.Rect(8 - grow, 8 - grow, width + 2 * grow, height + 2 * grow),
            width=3,
            border_radius=14,
        )
    if hovered:
        pygame.draw.rect(overlay, (*GLOW, 60), pygame.Rect(8, 8, width, height), border_radius=10)
    return overlay


@lru_cache(maxsize=64)
def _glow_band(size: tuple[int, int], level: int) -> pygame.Surface:
    band = pygame.Surface(size, pygame.SRCALPHA)
    full = band.get_rect()
    hovered = level > 8
    colour = (235, 255, 250) if hovered else (64, 232, 214)
    alpha = 255 if hovered else 200 + 6 * level
    bright = 5 if hovered else 4
    pygame.draw.rect(band, (*GLOW_EDGE, 220), full, 2, border_radius=8)
    pygame.draw.rect(band, (*colour, alpha), full.inflate(-4, -4), bright, border_radius=7)
    inner = full.inflate(-4 - 2 * bright, -4 - 2 * bright)
    pygame.draw.rect(band, (*GLOW_EDGE, 220), inner, 2, border_radius=6)
    if hovered:
        pygame.draw.rect(band, (*colour, 50), inner.inflate(-4, -4), border_radius=6)
    return band


def draw_dashed_arrow(
    surface: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    t: float,
    colour: Color = (255, 240, 190),
) -> None:
    """A dashed arrow from ``start`` to ``end`` whose dashes crawl forward with ``t`` (seconds);
    its head stops 8 px short of ``end`` (the centre of what it points at)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(math.hypot(dx, dy), 1)
    ux, uy = dx / length, dy / length
    dash = 12
    offset = (t * 40) % (2 * dash)
    d = offset
    while d < length - 14:
        a = (start[0] + ux * d, start[1] + uy * d)
        b = (start[0] + ux * min(d + dash, length - 14), start[1] + uy * min(d + dash, length - 14))
        pygame.draw.line(surface, colour, a, b, 4)
        d += 2 * dash
    tip = (end[0] - ux * 8, end[1] - uy * 8)
    left = (tip[0] - ux * 16 - uy * 10, tip[1] - uy * 16 + ux * 10)
    right = (tip[0] - ux * 16 + uy * 10, tip[1] - uy * 16 - ux * 10)
    pygame.draw.polygon(surface, colour, [tip, left, right])


def page_turn(event: pygame.event.Event, count: int, rows: int, page: int) -> int | None:
    """The page a list of ``count`` items, ``rows`` a page, shows after ``event`` (wheel or PgUp/PgDn).

    None when the event turns no page: not a paging event, or already at that end of the list.
    """
    step = 0
    if event.type == pygame.MOUSEWHEEL:
        step = -event.y
    elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
        step = 1 if event.key == pygame.K_PAGEDOWN else -1
    pages = max(1, -(-count // rows))
    if step and 0 <= page + step < pages:
        return page + step
    return None
