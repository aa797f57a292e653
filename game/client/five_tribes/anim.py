"""Animations fed by events (UI.md: ease-out cubic, 150-400 ms, arcs, a squash and a sound on landing).

Each engine event becomes zero or more ``Anim`` in a queue that plays one after another. While an
anim marked ``before`` plays, the table draws the state as it was before the action (the hopping
meeple has not landed yet); afterwards it draws the new state, minus the pieces an anim is still
bringing in (``hides``).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from functools import cache, lru_cache

import pygame

from game.client.assets import Assets
from game.client.five_tribes import layout as L
from game.client.five_tribes.board_view import Hidden, camel_sprite, draw_meeple
from game.client.five_tribes.widgets import outline_text, outlined
from game.rules.base import Event
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import events as E

Point = tuple[float, float]
BOARD_CENTRE: Point = (L.BOARD_CLOTH.centerx, L.BOARD_CLOTH.centery)


def ease_out(p: float) -> float:
    return 1 - (1 - p) ** 3


def arc(a: Point, b: Point, p: float, height: float) -> Point:
    """A point on a parabola from ``a`` to ``b`` rising ``height`` pixels in the middle."""
    return (a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p - height * 4 * p * (1 - p))


@dataclass(slots=True)
class Anim:
    kind: str
    duration: float
    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    colour: int = 0
    count: int = 1
    player: int = 0
    tile: int = -1
    label: str = ""
    sprite: str = ""
    sound: str = ""
    sound_at_end: bool = False
    before: bool = False
    hides: Hidden = field(default_factory=Hidden)
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(self.elapsed / self.duration, 1.0)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        if self.kind == "hop":
            # A lifted meeple is drawn a size up with its shadow on the ground below the arc.
            ground = arc(self.start, self.end, p, 0)
            shadow = _shadow_ellipse()
            surface.blit(shadow, shadow.get_rect(center=(round(ground[0]), round(ground[1] + 20))))
            x, y = arc(self.start, self.end, p, 46)
            squash = 1.0 if self.progress < 0.85 else 1.0 - 0.8 * (1 - self.progress)
            size = (36, max(24, round(44 * squash)))
            draw_meeple(surface, assets, self.colour, (x, y), high_contrast, 1, size)
        elif self.kind == "lift":
            for index in range(min(self.count, 6)):
                x = self.start[0] - 24 + index * 14
                y = self.start[1] - 60 * p - index * 3
                base = assets.scaled(
                    f"five_tribes/meeple_{('vizier', 'elder', 'merchant', 'builder', 'assassin')[self.colour]}",
                    (30, 36),
                )
                sprite = _faded(base, round(8 * (1 - self.progress * 0.8)))
                surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
        elif self.kind in ("camel", "drop_piece"):
            y = self.end[1] - 140 * (1 - p)
            squash = 1.0 if self.progress < 0.8 else 1.0 - 1.2 * (1 - self.progress)
            if self.kind == "camel":
                base = camel_sprite(assets, self.player)
            else:
                base = assets.scaled(self.sprite, (34, 40))
            sprite = _squashed(base, round(squash * 20)) if squash < 1.0 else base
            surface.blit(sprite, sprite.get_rect(midbottom=(round(self.end[0]), round(y))))
        elif self.kind == "fly":
            for index in range(min(self.count, 5)):
                q = max(0.0, min(1.0, (self.elapsed - index * 0.05) / max(self.duration - 0.2, 0.05)))
                x, y = arc(self.start, self.end, ease_out(q), 80)
                sprite = assets.scaled(self.sprite, (34, 34) if "coin" in self.sprite else (30, 44))
                surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
            if self.label:
                outline_text(
                    surface,
                    self.label,
                    22,
                    (255, 227, 160),
                    (round(self.end[0]), round(self.end[1] - 30 * p)),
                )
        elif self.kind == "kill":
            radius = round(18 + 30 * p)
            ring = _ring(radius, round(8 * (1 - p)))
            surface.blit(ring, ring.get_rect(center=(round(self.start[0]), round(self.start[1]))))
            draw_meeple(
                surface,
                assets,
                self.colour,
                (self.start[0], self.start[1] + 30 * p),
                high_contrast,
                1,
                (30, max(8, round(36 * (1 - p)))),
            )
        elif self.kind == "float":
            outline_text(
                surface,
                self.label,
                24,
                (255, 227, 160),
                (round(self.start[0]), round(self.start[1] - 40 * p)),
            )


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

    def hidden(self) -> Hidden:
        merged = Hidden()
        for anim in self.items:
            merged.camels |= anim.hides.camels
            merged.palms |= anim.hides.palms
            merged.palaces |= anim.hides.palaces
        return merged

    def extend(self, anims: list[Anim]) -> None:
        self.items.extend(anims)

    def update(self, dt: float) -> list[str]:
        sounds: list[str] = []
        while self.items and dt > 0:
            anim = self.items[0]
            if anim.elapsed == 0 and anim.sound and not anim.sound_at_end:
                sounds.append(anim.sound)
            used = min(dt, anim.duration - anim.elapsed)
            anim.elapsed += max(used, 0.0)
            dt -= max(used, 0.0)
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


@lru_cache(maxsize=128)
def _faded(sprite: pygame.Surface, eighths: int) -> pygame.Surface:
    """``sprite`` at ``eighths``/8 opacity, made once (animations never allocate per frame)."""
    faded = sprite.copy()
    faded.set_alpha(min(255, 32 * eighths))
    return faded


@cache
def _shadow_ellipse() -> pygame.Surface:
    shadow = pygame.Surface((34, 12), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
    return shadow


@lru_cache(maxsize=256)
def _ring(radius: int, eighths: int) -> pygame.Surface:
    ring = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(ring, (230, 40, 40, min(255, 28 * eighths)), (radius + 2, radius + 2), radius, 5)
    return ring


@lru_cache(maxsize=128)
def _squashed(sprite: pygame.Surface, twentieths: int) -> pygame.Surface:
    """The landing squash: ``twentieths``/20 of the height, as much wider, made once per step."""
    width, height = sprite.get_size()
    squash = twentieths / 20
    return pygame.transform.smoothscale(sprite, (round(width * (2 - squash)), max(8, round(height * squash))))


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


class Floaters:
    """UI.md: score changes float up as "+5" near the panel. They run beside the queue, never
    holding up play, and are drawn from cached text (no per-frame rendering)."""

    def __init__(self) -> None:
        self.items: list[Floater] = []

    def add(self, player: int, players: int, delta: int, scale: float) -> None:
        if delta == 0 or scale <= 0:
            return
        rect = L.panel_rect(player, players)
        text = f"+{delta}" if delta > 0 else f"\u2212{-delta}"
        # Left of the score, rising from the panel's first row to its top edge.
        x = rect.right - 140
        stack = sum(1 for item in self.items if item.x == x)
        self.items.append(
            Floater(text, GAIN if delta > 0 else LOSS, x, rect.y + 30 - 26 * stack, FLOAT_SECONDS * scale)
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


def _panel_point(player: int, players: int) -> Point:
    rect = L.panel_rect(player, players)
    return (rect.x + 80, rect.y + 64)


def _tile_point(tile: int) -> Point:
    rect = L.TILE_RECTS[tile]
    return (rect.centerx, rect.centery)


def anims_for(events: list[Event], before: FiveTribesState, scale: float) -> list[Anim]:
    """The animations of one action's events; ``scale`` multiplies durations (0 = none at all)."""
    if scale <= 0:
        return []
    players = before.num_players
    found: list[Anim] = []
    here = before.turn.here if before.turn.here >= 0 else before.turn.start

    def add(anim: Anim) -> None:
        anim.duration *= scale
        found.append(anim)

    for event in events:
        if isinstance(event, E.MeepleDropped):
            add(
                Anim(
                    "hop",
                    0.26,
                    _tile_point(here),
                    _tile_point(event.tile),
                    event.colour,
                    sound="five_tribes/drop",
                    sound_at_end=True,
                    before=True,
                )
            )
            here = event.tile
        elif isinstance(event, E.TilePicked):
            add(
                Anim(
                    "lift",
                    0.22,
                    _tile_point(event.tile),
                    colour=max(range(5), key=lambda c: event.meeples[c]),
                    count=sum(event.meeples),
                    sound="five_tribes/drop",
                )
            )
        elif isinstance(event, E.MeeplesTaken):
            add(Anim("lift", 0.3, _tile_point(event.tile), colour=event.colour, count=event.count))
        elif isinstance(event, E.MeeplesKept):
            add(
                Anim(
                    "fly",
                    0.36,
                    BOARD_CENTRE if before.turn.final < 0 else _tile_point(before.turn.final),
                    _panel_point(event.player, players),
                    count=event.count,
                    sprite=f"five_tribes/meeple_{('vizier', 'elder')[event.colour]}",
                    label=f"+{event.count}",
                )
            )
        elif isinstance(event, E.CamelPlaced):
            hides = Hidden(camels={event.tile})
            rect = L.TILE_RECTS[event.tile]
            add(
                Anim(
                    "camel",
                    0.32,
                    end=(rect.right - 20, rect.bottom + 2),
                    player=event.player,
                    tile=event.tile,
                    sound="five_tribes/camel",
                    sound_at_end=True,
                    hides=hides,
                )
            )
        elif isinstance(event, (E.PalmPlaced, E.PalacePlaced)):
            palm = isinstance(event, E.PalmPlaced)
            hides = Hidden(palms={event.tile}) if palm else Hidden(palaces={event.tile})
            rect = L.TILE_RECTS[event.tile]
            add(
                Anim(
                    "drop_piece",
                    0.3,
                    end=(rect.right - 30, rect.y + 36),
                    tile=event.tile,
                    sprite="five_tribes/palm" if palm else "five_tribes/palace",
                    sound="five_tribes/camel",
                    sound_at_end=True,
                    hides=hides,
                )
            )
        elif isinstance(event, E.CoinsGained):
            source = _tile_point(before.turn.final) if before.turn.final >= 0 else BOARD_CENTRE
            add(
                Anim(
                    "fly",
                    0.38,
                    source,
                    _panel_point(event.player, players),
                    count=min(event.amount, 5),
                    sprite="five_tribes/coin",
                    label=f"+{event.amount}",
                    sound="five_tribes/coin",
                )
            )
        elif isinstance(event, E.CoinsPaid) and event.amount > 0:
            add(
                Anim(
                    "fly",
                    0.3,
                    _panel_point(event.player, players),
                    BOARD_CENTRE,
                    count=min(event.amount, 3),
                    sprite="five_tribes/coin",
                    label=f"-{event.amount}",
                    sound="five_tribes/coin",
                )
            )
        elif isinstance(event, E.CardsTaken):
            source = (
                (L.MARKET_ROW.centerx, L.MARKET_ROW.centery)
                if event.source == "market"
                else (L.MIDDLE.x + 250, L.MIDDLE.y + 400)
            )
            add(
                Anim(
                    "fly",
                    0.36,
                    source,
                    _panel_point(event.player, players),
                    count=len(event.cards),
                    sprite="five_tribes/card_back",
                    sound="five_tribes/card",
                )
            )
        elif isinstance(event, E.DjinnTaken):
            add(
                Anim(
                    "fly",
                    0.36,
                    (L.DJINN_ROW.centerx, L.DJINN_ROW.centery),
                    _panel_point(event.player, players),
                    sprite="five_tribes/card_back",
                    sound="five_tribes/card",
                )
            )
        elif isinstance(event, E.MeepleKilled):
            where = _tile_point(event.tile) if event.tile >= 0 else _panel_point(event.victim, players)
            add(Anim("kill", 0.4, where, colour=event.colour, sound="five_tribes/kill"))
        elif isinstance(event, E.BidPlaced):
            spot = L.spot_rect(min((18, 12, 8, 5, 3, 1, 0).index(event.price), 6))
            add(Anim("float", 0.25, (spot.centerx, spot.y), label=f"{event.price}", sound="five_tribes/bid"))
        elif isinstance(event, E.SuitSold):
            add(
                Anim(
                    "float",
                    0.3,
                    _panel_point(event.player, players),
                    label=f"+{event.value}",
                    sound="five_tribes/coin",
                )
            )
    return found
