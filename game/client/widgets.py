"""The client's widget kit: its colours, raised panels and shaded boxes, buttons with hotkeys (and
how a label fits one), keycaps, notes, the veil under an overlay and a paged list's paging. Scenes
and every table draw with it; their words with ``lettering``, tooltips with ``tooltip``, marks on
pieces with ``badges`` and what draws the eye with ``highlights``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from game.client.lettering import blit_text, condensed, draw_text, fit_width
from game.client.text import font

Color = tuple[int, int, int]

INDIGO = (28, 24, 58)
INDIGO_LIGHT = (52, 44, 98)
SAND = (244, 230, 200)
SAFFRON = (232, 170, 58)
TURQUOISE = (64, 182, 176)
INK = (18, 14, 36)


def draw_heading(
    surface: pygame.Surface, content: str, panel: pygame.Rect, top: int, color: Color = SAND, size: int = 40
) -> pygame.Rect:
    """A dialog's title: bold, centred on ``panel``, its top ``top`` px below the panel's."""
    return draw_text(
        surface, content, size, color, (panel.centerx, panel.y + top), anchor="midtop", bold=True
    )


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


def dim(surface: pygame.Surface, strength: int = 150) -> None:
    """Darken everything under an overlay (the veil is made once per size and strength)."""
    surface.blit(_veil(surface.get_size(), strength), (0, 0))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], strength: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 6, 20, strength))
    return veil


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
