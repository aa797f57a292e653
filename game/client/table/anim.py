"""The animation queue and score floats (UI.md: ease-out cubic, 150-400 ms, a sound on landing).

A game's ``GameView.animate`` turns one action's events into ``Anim`` s (subclasses drawing
themselves); the queue plays them one after another. While an anim marked ``before`` plays, the
table shows the position before the action (the hopping piece has not landed); afterwards the new
one, minus the pieces an anim is still bringing in (``hides``: hashable names the view chooses,
such as ``("camel", 12)``; ``Ctx.hidden`` is their union).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass, field
from functools import cache, lru_cache

import pygame

from game.client.assets import Assets
from game.client.motion import arc_point, ease_out_cubic
from game.client.widgets import outlined

Point = tuple[float, float]


def ease_out(p: float) -> float:
    return ease_out_cubic(p)


def arc(a: Point, b: Point, p: float, height: float) -> Point:
    """A point on a parabola from ``a`` to ``b`` rising ``height`` pixels in the middle."""
    return arc_point(a, b, p, height)


# Cached frames of a sprite for animations (they never allocate per frame): faded, squashed on
# landing, a fading ring, a ground shadow. The arguments are stepped so the caches stay small.


@lru_cache(maxsize=128)
def faded(sprite: pygame.Surface, eighths: int) -> pygame.Surface:
    """``sprite`` at ``eighths``/8 opacity, made once."""
    result = sprite.copy()
    result.set_alpha(min(255, 32 * eighths))
    return result


@lru_cache(maxsize=128)
def squashed(sprite: pygame.Surface, squash: float, min_height: int = 1) -> pygame.Surface:
    """The landing squash: ``squash`` of the height (never below ``min_height``), as much wider."""
    width, height = sprite.get_size()
    return pygame.transform.smoothscale(
        sprite, (round(width * (2 - squash)), max(min_height, round(height * squash)))
    )


@lru_cache(maxsize=256)
def ring(radius: int, colour: tuple[int, int, int], eighths: int, width: int = 5) -> pygame.Surface:
    """A circle outline of ``colour`` at about ``eighths``/8 opacity (a spreading ring fades out)."""
    result = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(result, (*colour, min(255, 28 * eighths)), (radius + 2, radius + 2), radius, width)
    return result


@cache
def ground_shadow(width: int, height: int) -> pygame.Surface:
    """A soft dark ellipse under a lifted piece."""
    shadow = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
    return shadow


@dataclass(slots=True)
class Anim:
    """One animation; subclasses override ``draw`` (read ``progress``, never change state)."""

    duration: float
    sound: str = ""
    sound_at_end: bool = False
    before: bool = False
    hides: frozenset[Hashable] = frozenset()
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(self.elapsed / self.duration, 1.0)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        """Draw the current frame."""


class AnimQueue:
    """Plays anims one after another; ``update`` returns the sounds to play this step."""

    def __init__(self) -> None:
        self.items: deque[Anim] = deque()

    @property
    def busy(self) -> bool:
        return bool(self.items)

    @property
    def current(self) -> Anim | None:
        return self.items[0] if self.items else None

    def showing_before(self) -> bool:
        return bool(self.items) and self.items[0].before

    def hidden(self) -> frozenset[Hashable]:
        merged: set[Hashable] = set()
        for anim in self.items:
            merged |= anim.hides
        return frozenset(merged)

    def extend(self, anims: list[Anim]) -> None:
        self.items.extend(anims)

    def update(self, dt: float) -> list[str]:
        sounds: list[str] = []
        while self.items and dt > 0:
            anim = self.items[0]
            if anim.elapsed == 0 and anim.sound and not anim.sound_at_end:
                sounds.append(anim.sound)
            used = max(min(dt, anim.duration - anim.elapsed), 0.0)
            anim.elapsed += used
            dt -= used
            if anim.elapsed >= anim.duration - 1e-9:
                if anim.sound and anim.sound_at_end:
                    sounds.append(anim.sound)
                self.items.popleft()
            else:
                break
        return sounds

    def finish(self) -> None:
        self.items.clear()

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        if self.items:
            self.items[0].draw(surface, assets, high_contrast)


FLOAT_SECONDS = 1.1
FLOAT_RISE = 44
GAIN = (140, 240, 150)
LOSS = (255, 150, 130)


@dataclass(slots=True)
class Floater:
    text: str
    colour: tuple[int, int, int]
    x: int
    y: int
    duration: float
    elapsed: float = 0.0


@dataclass(slots=True)
class Floaters:
    """UI.md: score changes float up as "+5" near the panel. They run beside the queue, never
    holding up play, and are drawn from cached text (no per-frame rendering)."""

    items: list[Floater] = field(default_factory=list)

    def add(self, anchor: tuple[int, int], delta: int, scale: float) -> None:
        if delta == 0 or scale <= 0:
            return
        text = f"+{delta}" if delta > 0 else f"\u2212{-delta}"
        x, y = anchor
        stack = sum(1 for item in self.items if item.x == x)
        self.items.append(
            Floater(text, GAIN if delta > 0 else LOSS, x, y - 26 * stack, FLOAT_SECONDS * scale)
        )

    def update(self, dt: float) -> None:
        for item in self.items:
            item.elapsed += dt
        self.items = [item for item in self.items if item.elapsed < item.duration]

    def draw(self, surface: pygame.Surface) -> None:
        for item in self.items:
            p = min(item.elapsed / item.duration, 1.0)
            # Alpha in eight steps: each step's surface is cached once.
            alpha = 255 if p < 0.6 else 32 * max(1, round(8 * (1 - p) / 0.4))
            rendered = outlined(item.text, 24, item.colour, min(alpha, 255))
            centre = (item.x, round(item.y - FLOAT_RISE * ease_out(p)))
            surface.blit(rendered, rendered.get_rect(center=centre))
