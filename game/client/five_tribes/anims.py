"""Five Tribes' animations of its events (docs/ui.md: ease-out cubic, 150-400 ms, arcs, a squash
and a sound on landing): one small builder per event type, registered in ``BUILDERS``; the queue
that plays them is the shared table's (``table/anim.py``).

A move is a path of drops, one action each, so the hop and the pick-up are at the brisk end of
the range. Once the last meeple has landed, what the tile gives plays in a stagger: the meeples
taken rise, then what is won flies to the panel while a palm, palace or camel drops on the tile
(each anim's ``overlap``); a bot's turn then waits about a second at normal speed."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.assets import Assets
from game.client.badges import outline_text
from game.client.five_tribes import layout as L
from game.client.five_tribes.art import camel_sprite, draw_meeple
from game.client.table.anim import (
    Anim,
    AnimBuild,
    AnimBuilders,
    arc,
    ease_out,
    faded,
    ground_shadow,
    ring,
    squashed,
)
from game.rules.base import Event
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import events as E
from game.rules.five_tribes.data import TRIBE_NAMES

Point = tuple[float, float]
BOARD_CENTRE: Point = (L.BOARD_CLOTH.centerx, L.BOARD_CLOTH.centery)
HOP_SECONDS = 0.18
PICK_SECONDS = 0.18
SAFFRON_LIGHT = (255, 227, 160)

# How much of the anim before it (in the same action) each plays alongside (table/anim.py): a
# palm, palace or camel drops on the tile together with the win flying off to the panel; the
# rest follow one another half way. Nothing overlaps a hop: until it lands the board shows the
# position before the drop, and the meeples taken would stand on their tile twice.
TOGETHER = 1.0
HALF_WAY = 0.5


@dataclass(slots=True)
class Hop(Anim):
    """A meeple lifted a size up hops along an arc, its shadow on the ground, and lands squashed."""

    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    colour: int = 0

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        ground = arc(self.start, self.end, p, 0)
        shadow = ground_shadow(34, 12)
        surface.blit(shadow, shadow.get_rect(center=(round(ground[0]), round(ground[1] + 20))))
        x, y = arc(self.start, self.end, p, 46)
        squash = 1.0 if self.progress < 0.85 else 1.0 - 0.8 * (1 - self.progress)
        size = (36, max(24, round(44 * squash)))
        draw_meeple(surface, assets, self.colour, (x, y), high_contrast, 1, size)


@dataclass(slots=True)
class Lift(Anim):
    """Meeples taken off a tile rise and fade."""

    start: Point = (0.0, 0.0)
    colour: int = 0
    count: int = 1
    overlap: float = HALF_WAY

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        for index in range(min(self.count, 6)):
            x = self.start[0] - 24 + index * 14
            y = self.start[1] - 60 * p - index * 3
            base = assets.scaled(f"five_tribes/meeple_{TRIBE_NAMES[self.colour]}", (30, 36))
            sprite = faded(base, round(8 * (1 - self.progress * 0.8)))
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))


@dataclass(slots=True)
class PieceDrop(Anim):
    """A palm or palace (``sprite``) drops onto its tile from above and lands squashed."""

    end: Point = (0.0, 0.0)
    sprite: str = ""
    overlap: float = TOGETHER

    def base(self, assets: Assets) -> pygame.Surface:
        return assets.scaled(self.sprite, (34, 40))

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        y = self.end[1] - 140 * (1 - p)
        squash = 1.0 if self.progress < 0.8 else 1.0 - 1.2 * (1 - self.progress)
        base = self.base(assets)
        sprite = squashed(base, round(squash * 20) / 20, 8) if squash < 1.0 else base
        surface.blit(sprite, sprite.get_rect(midbottom=(round(self.end[0]), round(y))))


@dataclass(slots=True)
class CamelDrop(PieceDrop):
    """A seat's camel drops onto the tile it claims."""

    player: int = 0

    def base(self, assets: Assets) -> pygame.Surface:
        return camel_sprite(assets, self.player)


@dataclass(slots=True)
class Fly(Anim):
    """Up to five coins, meeples or cards fly along an arc, one a little after another, with a
    label such as "+3" rising at the end."""

    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    count: int = 1
    sprite: str = ""
    label: str = ""
    overlap: float = HALF_WAY

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        for index in range(min(self.count, 5)):
            q = max(0.0, min(1.0, (self.elapsed - index * 0.05) / max(self.duration - 0.2, 0.05)))
            x, y = arc(self.start, self.end, ease_out(q), 80)
            sprite = assets.scaled(self.sprite, (34, 34) if "coin" in self.sprite else (30, 44))
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
        if self.label:
            where = (round(self.end[0]), round(self.end[1] - 30 * p))
            outline_text(surface, self.label, 22, SAFFRON_LIGHT, where)


@dataclass(slots=True)
class Kill(Anim):
    """A red ring spreads where an assassin struck while the victim sinks away."""

    start: Point = (0.0, 0.0)
    colour: int = 0
    overlap: float = HALF_WAY

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        radius = round(18 + 30 * p)
        spread = ring(radius, (230, 40, 40), round(8 * (1 - p)))
        surface.blit(spread, spread.get_rect(center=(round(self.start[0]), round(self.start[1]))))
        size = (30, max(8, round(36 * (1 - p))))
        draw_meeple(
            surface, assets, self.colour, (self.start[0], self.start[1] + 30 * p), high_contrast, 1, size
        )


@dataclass(slots=True)
class Float(Anim):
    """A number rising from a place (a bid's price, a sale's value)."""

    start: Point = (0.0, 0.0)
    label: str = ""
    overlap: float = HALF_WAY

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        where = (round(self.start[0]), round(self.start[1] - 40 * p))
        outline_text(surface, self.label, 24, SAFFRON_LIGHT, where)


@dataclass(slots=True)
class Build(AnimBuild):
    """One action's anims: the position before it, and where the moving meeples stand now."""

    before: FiveTribesState | None = None
    here: int = -1  # the tile the hand's meeples are over, moved by each drop

    @property
    def state(self) -> FiveTribesState:
        assert self.before is not None
        return self.before

    def add(self, anim: Anim) -> None:
        """Nothing plays alongside an anim showing the position before (a hop)."""
        if not self.found or self.found[-1].before:
            anim.overlap = 0.0
        AnimBuild.add(self, anim)

    def panel(self, player: int) -> Point:
        rect = L.panel_rect(player, self.state.num_players)
        return (rect.x + 80, rect.y + 64)

    def final_tile(self) -> Point:
        """Where what the move won flies from: its last tile (or the board's middle)."""
        final = self.state.turn.final
        return BOARD_CENTRE if final < 0 else tile_point(final)


BUILDERS: AnimBuilders[Build] = AnimBuilders()


def tile_point(tile: int) -> Point:
    rect = L.TILE_RECTS[tile]
    return (rect.centerx, rect.centery)


def anims_for(events: list[Event], before: FiveTribesState, scale: float) -> list[Anim]:
    """The animations of one action's events; ``scale`` multiplies durations (0 = none at all)."""
    here = before.turn.here if before.turn.here >= 0 else before.turn.start
    return BUILDERS.build(Build(events, scale, before=before, here=here))


@BUILDERS.on(E.MeepleDropped)
def _dropped(event: E.MeepleDropped, build: Build) -> Anim:
    start, build.here = tile_point(build.here), event.tile
    sound = "five_tribes/drop"
    return Hop(HOP_SECONDS, sound, True, True, start=start, end=tile_point(event.tile), colour=event.colour)


@BUILDERS.on(E.TilePicked)
def _picked(event: E.TilePicked, build: Build) -> Anim:
    colour = max(range(5), key=lambda c: event.meeples[c])
    count = sum(event.meeples)
    return Lift(PICK_SECONDS, "five_tribes/drop", start=tile_point(event.tile), colour=colour, count=count)


@BUILDERS.on(E.MeeplesTaken)
def _taken(event: E.MeeplesTaken, build: Build) -> Anim:
    return Lift(0.26, start=tile_point(event.tile), colour=event.colour, count=event.count)


@BUILDERS.on(E.MeeplesKept)
def _kept(event: E.MeeplesKept, build: Build) -> Anim:
    sprite = f"five_tribes/meeple_{('vizier', 'elder')[event.colour]}"
    end = build.panel(event.player)
    return Fly(
        0.36, start=build.final_tile(), end=end, count=event.count, sprite=sprite, label=f"+{event.count}"
    )


@BUILDERS.on(E.CamelPlaced)
def _camel(event: E.CamelPlaced, build: Build) -> Anim:
    rect = L.TILE_RECTS[event.tile]
    hides = frozenset({("camel", event.tile)})
    end = (rect.right - 20, rect.bottom + 2)
    return CamelDrop(0.32, "five_tribes/camel", True, hides=hides, end=end, player=event.player)


@BUILDERS.on(E.PalmPlaced, E.PalacePlaced)
def _piece(event: E.PalmPlaced | E.PalacePlaced, build: Build) -> Anim:
    piece = "palm" if isinstance(event, E.PalmPlaced) else "palace"
    rect = L.TILE_RECTS[event.tile]
    hides = frozenset({(piece, event.tile)})
    end = (rect.right - 30, rect.y + 36)
    return PieceDrop(0.3, "five_tribes/camel", True, hides=hides, end=end, sprite=f"five_tribes/{piece}")


@BUILDERS.on(E.CoinsGained)
def _gained(event: E.CoinsGained, build: Build) -> Anim:
    end = build.panel(event.player)
    count, label = min(event.amount, 5), f"+{event.amount}"
    coin = "five_tribes/coin"
    return Fly(0.38, coin, start=build.final_tile(), end=end, count=count, sprite=coin, label=label)


@BUILDERS.on(E.CoinsPaid)
def _paid(event: E.CoinsPaid, build: Build) -> Anim | None:
    if event.amount <= 0:
        return None
    start, count, label = build.panel(event.player), min(event.amount, 3), f"-{event.amount}"
    coin = "five_tribes/coin"
    # The price flies off as the bid shows it.
    fly = Fly(0.3, coin, start=start, end=BOARD_CENTRE, count=count, sprite=coin, label=label)
    fly.overlap = TOGETHER
    return fly


@BUILDERS.on(E.CardsTaken)
def _cards(event: E.CardsTaken, build: Build) -> Anim:
    market = event.source == "market"
    start = (L.MARKET_ROW.centerx, L.MARKET_ROW.centery) if market else (L.MIDDLE.x + 250, L.MIDDLE.y + 400)
    end, back = build.panel(event.player), "five_tribes/card_back"
    return Fly(0.36, "five_tribes/card", start=start, end=end, count=len(event.cards), sprite=back)


@BUILDERS.on(E.DjinnTaken)
def _djinn(event: E.DjinnTaken, build: Build) -> Anim:
    start, end = (L.DJINN_ROW.centerx, L.DJINN_ROW.centery), build.panel(event.player)
    return Fly(0.36, "five_tribes/card", start=start, end=end, sprite="five_tribes/card_back")


@BUILDERS.on(E.MeepleKilled)
def _killed(event: E.MeepleKilled, build: Build) -> Anim:
    where = tile_point(event.tile) if event.tile >= 0 else build.panel(event.victim)
    return Kill(0.4, "five_tribes/kill", start=where, colour=event.colour)


@BUILDERS.on(E.BidPlaced)
def _bid(event: E.BidPlaced, build: Build) -> Anim:
    spot = L.spot_rect(min((18, 12, 8, 5, 3, 1, 0).index(event.price), 6))
    return Float(0.25, "five_tribes/bid", start=(spot.centerx, spot.y), label=f"{event.price}")


@BUILDERS.on(E.SuitSold)
def _sold(event: E.SuitSold, build: Build) -> Anim:
    return Float(0.3, "five_tribes/coin", start=build.panel(event.player), label=f"+{event.value}")
