"""Text on the canvas: drawn with a soft shadow (at once, or rendered once and cached), the
title's gold lettering, word wrapping to a width, cutting with an ellipsis and squeezing sideways.
The widget kit (``widgets``), the tooltip and every table draw their words with it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game.client import text
from game.client.text import font

if TYPE_CHECKING:
    from game.client.widgets import Color


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


def wrap_text(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``content`` into lines no wider than ``width`` px (explicit newlines kept)."""
    return list(fit_width(content, size, width, bold))


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
