"""Where every string lands: a recording of each text blit, for the fit tests.

Every string the client draws is rendered by ``text.Face.render`` (the one font class, ``text.font``)
and then blitted, directly or composed first (a shadow, an outline, a scaled copy). ``TextBlits``
marks each rendered text surface, follows it through compositions (a surface barely larger than the
text it receives is that text) and ``pygame.transform``, and records where a text lands on any other
surface: the surface, the string and the rectangle its ink covers. It works by
putting a recording subclass in the place of ``pygame.Surface`` (surfaces made while it is active
record what is blitted onto them), so it needs nothing from the code it watches.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from game.client import badges, highlights, lettering, tooltip, widgets
from game.client import text as T

CANVAS = (1600, 900)
COMPOSED_SLACK = 10  # px: a surface this much larger than a text blitted on it is that text


@dataclass(frozen=True, slots=True)
class Blit:
    surface: pygame.Surface
    content: str
    rect: pygame.Rect

    @property
    def on_canvas(self) -> bool:
        """Drawn in the canvas's frame (the canvas, or the table's cached layer laid over it)."""
        return self.surface.get_size() == CANVAS


class TextBlits:
    def __init__(self) -> None:
        self.texts: dict[int, tuple[str, pygame.Surface]] = {}  # kept alive: ids stay unique
        self.blits: list[Blit] = []

    def mark(self, surface: pygame.Surface, content: str) -> None:
        self.texts[id(surface)] = (content, surface)

    def placed(self, target: pygame.Surface, source: Any, dest: Any, area: Any) -> None:
        found = self.texts.get(id(source))
        if found is None:
            return
        content = found[0]
        if isinstance(dest, pygame.Rect):
            pos = dest.topleft
        else:
            pos = (int(dest[0]), int(dest[1]))
        size = source.get_size() if area is None else pygame.Rect(area).size
        width, height = target.get_size()
        if (
            target.get_size() != CANVAS
            and width <= size[0] + COMPOSED_SLACK
            and height <= size[1] + COMPOSED_SLACK
        ):
            self.mark(target, content)  # the text composed (a shadow, an outline): still that text
            return
        # The ink, not the line's box: a line's box has room above and below its letters, which
        # may touch the next line's box while no letter touches another.
        ink = source.get_bounding_rect()
        if area is not None:
            ink = ink.clip(pygame.Rect(area)).move(-pygame.Rect(area).x, -pygame.Rect(area).y)
        self.blits.append(Blit(target, content, ink.move(pos)))


@contextmanager
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[TextBlits]:
    """Record every text blit while the block runs (surfaces made before it are not watched)."""
    found = TextBlits()
    base = pygame.Surface

    class Watched(base):  # type: ignore[misc, valid-type]
        def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
            done = super().blit(source, dest, area, special_flags)
            found.placed(self, source, dest, area)
            return done

    real_render = T.Face.render

    def render(self: Any, content: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = real_render(self, content, *args, **kwargs)
        if isinstance(content, str) and content.strip():
            found.mark(surface, content)
        return surface

    def follows(name: str) -> None:
        real = getattr(pygame.transform, name)

        def transformed(source: Any, *args: Any, **kwargs: Any) -> Any:
            out = real(source, *args, **kwargs)
            text = found.texts.get(id(source))
            if text is not None:
                found.mark(out, text[0])
            return out

        monkeypatch.setattr(pygame.transform, name, transformed)

    # Text rendered before the block sits in the widget kit's caches and would be blitted without
    # a render the recording sees: a test run after another drew the same strings recorded nothing.
    for module in (widgets, lettering, tooltip, badges, highlights):
        for value in vars(module).values():
            if hasattr(value, "cache_clear"):
                value.cache_clear()
    monkeypatch.setattr(pygame, "Surface", Watched)
    monkeypatch.setattr(T.Face, "render", render)
    for name in ("smoothscale", "scale", "scale_by", "smoothscale_by", "rotate", "rotozoom", "flip"):
        follows(name)
    yield found


def problems(blits: list[Blit], zones: dict[str, pygame.Rect]) -> list[str]:
    """What does not fit: a string outside the surface it is drawn on (cut off), a string that
    runs over a zone's frame on the canvas, and two strings over each other on one surface (a
    string drawn twice a pixel or three apart is its own shadow)."""
    found: list[str] = []
    for blit in blits:
        if not blit.surface.get_rect().inflate(2, 2).contains(blit.rect):
            found.append(f"cut off: {blit.content!r} {blit.rect} on {blit.surface.get_size()}")
        if blit.on_canvas:
            for name, zone in zones.items():
                if zone.colliderect(blit.rect) and not zone.inflate(4, 4).contains(blit.rect):
                    found.append(f"over the {name} frame: {blit.content!r} {blit.rect} ({zone})")
    frames: dict[object, list[Blit]] = {}
    for blit in blits:
        frames.setdefault("canvas" if blit.on_canvas else id(blit.surface), []).append(blit)
    for group in frames.values():
        for index, one in enumerate(group):
            for other in group[index + 1 :]:
                shared = one.rect.clip(other.rect)
                if shared.width < 2 or shared.height < 2:
                    continue
                if (
                    one.content == other.content
                    and abs(one.rect.x - other.rect.x) <= 3
                    and abs(one.rect.y - other.rect.y) <= 3
                ):
                    continue
                found.append(
                    f"over each other: {one.content!r} {one.rect} and {other.content!r} {other.rect}"
                )
    return found


def read_lines(lines: list[str]) -> str:
    """Wrapped lines read back as one text: a line that ends on a path's separator was a long path
    broken to fit (``lettering.wrap_text``) and goes on without a space; other lines join with one."""
    out = ""
    for line in lines:
        out += line if (not out or out.endswith("/")) else " " + line
    return out
