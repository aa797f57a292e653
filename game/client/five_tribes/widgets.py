"""Small drawn widgets of the table: buttons with hotkeys, tooltips, cards and discs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from game.client.text import font
from game.client.ui import INDIGO, INDIGO_LIGHT, INK, SAFFRON, SAND, draw_text

Color = tuple[int, int, int]


@cache
def gradient_box(
    width: int, height: int, top: Color, bottom: Color, rim: Color, radius: int
) -> pygame.Surface:
    """A rounded box shaded top to bottom, a rim and a lighter top edge (cached)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        t = y / max(height - 1, 1)
        colour = tuple(round(top[i] * (1 - t) + bottom[i] * t) for i in range(3))
        pygame.draw.line(surface, (*colour, 255), (0, y), (width, y))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(surface, (*rim, 255), surface.get_rect(), width=2, border_radius=radius)
    pygame.draw.line(surface, (255, 255, 255, 70), (radius, 3), (width - radius, 3), 2)
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
    hotkey: int | None = None  # 1-9: the number key that presses it
    primary: bool = False
    enabled: bool = True
    tooltip: str | None = None
    action: int | None = None  # the game action it plays, if any
    power: int | None = None  # the tile power it selects, if any

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
        label = self.label if self.hotkey is None else f"{self.hotkey}  {self.label}"
        size = 18
        while size > 16 and font(size).size(label)[0] > self.rect.width - 16:
            size -= 1
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-6, -2))
        draw_text(surface, label, size, ink, self.rect.center, anchor="center", shadow=not self.primary)
        surface.set_clip(clip)


@lru_cache(maxsize=1024)
def fit_width(words: str, size: int, width: int) -> tuple[str, ...]:
    """Word-wrap ``words`` into lines no wider than ``width`` at font ``size`` (cached: the log
    re-wraps its last 80 lines on every redraw)."""
    return tuple(_wrap(words, size, width))


def _wrap(words: str, size: int, width: int) -> list[str]:
    face = font(size)
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
        lines.append(line)
    return lines


def dim(surface: pygame.Surface, strength: int = 150) -> None:
    """``ui.dim`` with the veil made once per strength, for overlays drawn every frame."""
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
) -> pygame.Rect:
    """A panel near the pointer with a bold title, wrapped text and optional label-value rows."""
    panel = tooltip_surface(title, body, rows)
    rect = panel.get_rect(topleft=(pos[0] + 18, pos[1] + 18))
    if pos[1] > CANVAS.centery:
        # In the lower half (the panels) the tip opens upwards, so it never hides the row it explains.
        rect.bottom = pos[1] - 12
    rect.clamp_ip(CANVAS)
    if rect.collidepoint(pos):
        rect.bottom = pos[1] - 12
        rect.clamp_ip(CANVAS)
    surface.blit(panel, rect)
    return rect


@lru_cache(maxsize=64)
def tooltip_surface(title: str, body: str, rows: tuple[tuple[str, str], ...] = ()) -> pygame.Surface:
    """Rendered once per text: wrapping and glyph rendering never run per frame."""
    width = TOOLTIP_WIDTH
    lines = fit_width(body, 17, width - 24) if body else ()
    height = 44 + 24 * len(lines) + 26 * len(rows) + (6 if rows else 0)
    panel = pygame.Surface((width + 12, height + 12), pygame.SRCALPHA)
    rect = pygame.Rect(6, 6, width, height)
    draw_box(panel, rect, (60, 52, 112), (30, 26, 62), SAFFRON, 10)
    draw_text(panel, title, 19, (255, 227, 160), (rect.x + 12, rect.y + 8), bold=True)
    y = rect.y + 38
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
    """Text as ``ui.draw_text`` draws it (soft shadow to the bottom right), rendered once."""
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
    """``ui.draw_text`` from the cache: for what is drawn every frame or redrawn often."""
    rendered = text_surface(content, size, colour, bold, shadow)
    offset = max(1, size // 14) if shadow else 0
    rect = rendered.get_rect()
    rect.size = (rect.width - offset, rect.height - offset)
    setattr(rect, anchor, pos)
    surface.blit(rendered, rect)
    return rect


@lru_cache(maxsize=256)
def ellipsized(content: str, size: int, width: int, bold: bool = False) -> str:
    """``content`` cut to ``width`` px with an ellipsis (a long player name never runs into the score)."""
    face = font(size, bold)
    if face.size(content)[0] <= width:
        return content
    while content and face.size(content + "…")[0] > width:
        content = content[:-1]
    return content.rstrip() + "…"


@lru_cache(maxsize=256)
def condensed(content: str, size: int, colour: Color, width: int, bold: bool = False) -> pygame.Surface:
    """One long word squeezed sideways to ``width`` (height, and so legibility, kept)."""
    rendered = font(size, bold).render(content, True, colour)
    if rendered.get_width() <= width:
        return rendered
    return pygame.transform.smoothscale(rendered, (width, rendered.get_height()))
