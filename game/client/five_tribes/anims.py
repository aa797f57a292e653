"""Five Tribes' animations of its events (UI.md: ease-out cubic, 150-400 ms, arcs, a squash and a
sound on landing). The queue that plays them is the shared table's (``table/anim.py``).

A move is a path of drops, one action each, so the hop and the pick-up are at the brisk end of
UI.md's range. Once the last meeple has landed, what the tile gives plays in a stagger: the
meeples taken rise, then what is won flies to the panel while a palm, palace or camel drops on the
tile (``OVERLAP``); a bot's turn then waits about a second at normal speed (issue 16)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.client.assets import Assets
from game.client.five_tribes import layout as L
from game.client.five_tribes.art import camel_sprite, draw_meeple
from game.client.table.anim import Anim as TableAnim
from game.client.table.anim import arc, ease_out, faded, ground_shadow, ring, squashed
from game.client.widgets import outline_text
from game.rules.base import Event
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import events as E

Point = tuple[float, float]
BOARD_CENTRE: Point = (L.BOARD_CLOTH.centerx, L.BOARD_CLOTH.centery)
HOP_SECONDS = 0.18
PICK_SECONDS = 0.18

# The share of the previous anim of the same action each kind plays alongside (table/anim.py):
# a palm, palace or camel drops on the tile together with the win flying off to the panel; the
# rest follow one another half way; the coins of a bid fly off as its price shows. Nothing overlaps a hop: until it lands the board shows the
# position before the drop, and the meeples taken would stand on their tile twice.
OVERLAP = {"camel": 1.0, "drop_piece": 1.0, "fly": 0.5, "kill": 0.5, "float": 0.5, "lift": 0.5}


@dataclass(slots=True)
class Anim(TableAnim):
    kind: str = ""
    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    colour: int = 0
    count: int = 1
    player: int = 0
    tile: int = -1
    label: str = ""
    sprite: str = ""

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        if self.kind == "hop":
            # A lifted meeple is drawn a size up with its shadow on the ground below the arc.
            ground = arc(self.start, self.end, p, 0)
            shadow = ground_shadow(34, 12)
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
                sprite = faded(base, round(8 * (1 - self.progress * 0.8)))
                surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
        elif self.kind in ("camel", "drop_piece"):
            y = self.end[1] - 140 * (1 - p)
            squash = 1.0 if self.progress < 0.8 else 1.0 - 1.2 * (1 - self.progress)
            if self.kind == "camel":
                base = camel_sprite(assets, self.player)
            else:
                base = assets.scaled(self.sprite, (34, 40))
            sprite = squashed(base, round(squash * 20) / 20, 8) if squash < 1.0 else base
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
            spread = ring(radius, (230, 40, 40), round(8 * (1 - p)))
            surface.blit(spread, spread.get_rect(center=(round(self.start[0]), round(self.start[1]))))
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


def _panel_point(player: int, players: int) -> Point:
    rect = L.panel_rect(player, players)
    return (rect.x + 80, rect.y + 64)


def _tile_point(tile: int) -> Point:
    rect = L.TILE_RECTS[tile]
    return (rect.centerx, rect.centery)


def _anim(
    kind: str,
    duration: float,
    start: Point = (0.0, 0.0),
    end: Point = (0.0, 0.0),
    colour: int = 0,
    **rest: Any,
) -> Anim:
    return Anim(duration=duration, kind=kind, start=start, end=end, colour=colour, **rest)


def anims_for(events: list[Event], before: FiveTribesState, scale: float) -> list[Anim]:
    """The animations of one action's events; ``scale`` multiplies durations (0 = none at all)."""
    if scale <= 0:
        return []
    players = before.num_players
    found: list[Anim] = []
    here = before.turn.here if before.turn.here >= 0 else before.turn.start

    def add(anim: Anim) -> None:
        anim.duration *= scale
        if not found or found[-1].before:
            anim.overlap = 0.0
        elif not anim.overlap:
            anim.overlap = OVERLAP.get(anim.kind, 0.0)
        found.append(anim)

    for event in events:
        if isinstance(event, E.MeepleDropped):
            add(
                _anim(
                    "hop",
                    HOP_SECONDS,
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
                _anim(
                    "lift",
                    PICK_SECONDS,
                    _tile_point(event.tile),
                    colour=max(range(5), key=lambda c: event.meeples[c]),
                    count=sum(event.meeples),
                    sound="five_tribes/drop",
                )
            )
        elif isinstance(event, E.MeeplesTaken):
            add(_anim("lift", 0.26, _tile_point(event.tile), colour=event.colour, count=event.count))
        elif isinstance(event, E.MeeplesKept):
            add(
                _anim(
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
            hides = frozenset({("camel", event.tile)})
            rect = L.TILE_RECTS[event.tile]
            add(
                _anim(
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
            hides = frozenset({("palm" if palm else "palace", event.tile)})
            rect = L.TILE_RECTS[event.tile]
            add(
                _anim(
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
                _anim(
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
                _anim(
                    "fly",
                    0.3,
                    _panel_point(event.player, players),
                    BOARD_CENTRE,
                    count=min(event.amount, 3),
                    sprite="five_tribes/coin",
                    label=f"-{event.amount}",
                    sound="five_tribes/coin",
                    overlap=1.0,  # the price flies off as the bid shows it
                )
            )
        elif isinstance(event, E.CardsTaken):
            source = (
                (L.MARKET_ROW.centerx, L.MARKET_ROW.centery)
                if event.source == "market"
                else (L.MIDDLE.x + 250, L.MIDDLE.y + 400)
            )
            add(
                _anim(
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
                _anim(
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
            add(_anim("kill", 0.4, where, colour=event.colour, sound="five_tribes/kill"))
        elif isinstance(event, E.BidPlaced):
            spot = L.spot_rect(min((18, 12, 8, 5, 3, 1, 0).index(event.price), 6))
            add(_anim("float", 0.25, (spot.centerx, spot.y), label=f"{event.price}", sound="five_tribes/bid"))
        elif isinstance(event, E.SuitSold):
            add(
                _anim(
                    "float",
                    0.3,
                    _panel_point(event.player, players),
                    label=f"+{event.value}",
                    sound="five_tribes/coin",
                )
            )
    return found
