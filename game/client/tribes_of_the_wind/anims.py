"""Animations from events (docs/ui.md: ease-out, 150-400 ms, arcs, a squash and a sound on
landing), one small builder per event type registered in ``BUILDERS``: riders fly along their
link, smog fades, water drops fly in, tiles drop and flip to their village side with pollution
puffing onto the neighbours, cards slide to and from holders and rows.

Nothing private is drawn: a drawn card slides in as its back (docs/rules/tribes_of_the_wind.md
8); a card played or discarded is public and slides face up, as the discard pile shows it.

Pacing (the queue is table/anim.py): what one action shows plays together or in a
stagger where the things are independent (water flies in as the card that gives it slides, new
smog puffs out while the village turns, drawn cards follow one another), and the same seat's next
action may begin during the second half of the last one (``FOLLOW``): a run of smog removals or
card draws cascades. A rider never does: it may move again, and would be seen twice."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.client.assets import Assets
from game.client.table.anim import Anim, AnimBuild, AnimBuilders, arc, ease_out, faded
from game.client.tribes_of_the_wind import art
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.rows import mini_face
from game.rules.base import Event
from game.rules.tribes_of_the_wind import events as E
from game.rules.tribes_of_the_wind.data import ELEMENTS, SPACE_INDEX, game_data
from game.rules.tribes_of_the_wind.state import TotwState

Point = tuple[float, float]
WIND = "tribes_of_the_wind/wind"
WATER = "tribes_of_the_wind/water"
WOOD = "tribes_of_the_wind/wood"
CARD = "sfx/card_swish"
FOLLOW = 0.5  # the share of an anim's end the same seat's next action may play over


def _unit_rect() -> pygame.Rect:
    return pygame.Rect(0, 0, 1, 1)


def _pos_index(name: str) -> int:
    return 0 if name == "cap" else SPACE_INDEX[name] + 1


def _centre(players: int, player: int, pos: int) -> Point:
    rect = L.board_geoms(players)[player].position(pos)
    return (rect.centerx, rect.centery)


@dataclass(slots=True)
class RiderFlight(Anim):
    """A rider flies along its link (or a catapult's high arc) and lands with a small squash."""

    player: int = 0
    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    size: int = 36
    height: float = 40.0

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        x, y = arc(self.start, self.end, p, self.height)
        sprite = art.rider_sprite(self.player, self.size)
        if p > 0.85:
            k = (p - 0.85) / 0.15
            squash = 1 - 0.18 * (1 - abs(1 - 2 * k))
            sprite = pygame.transform.smoothscale(sprite, (int(self.size / squash), int(self.size * squash)))
        art.blit_center(surface, sprite, (x, y))


@dataclass(slots=True)
class SmogFade(Anim):
    """A removed pollution token's smog thins away."""

    rect: pygame.Rect = field(default_factory=_unit_rect)
    amount: int = 1

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        eighths = min(8, max(0, 8 - int(self.progress * 8)))
        if eighths == 0:
            return
        cloud = faded(art.smog(self.rect.width, self.amount, 7), eighths)
        rise = int(self.rect.height * 0.3 * ease_out(self.progress))
        surface.blit(cloud, (self.rect.x, self.rect.y - rise))


@dataclass(slots=True)
class SmogPuff(Anim):
    """New pollution puffs onto a neighbour of a new village."""

    rect: pygame.Rect = field(default_factory=_unit_rect)
    origin: Point = (0.0, 0.0)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        size = max(8, int(self.rect.width * (0.4 + 0.6 * p)))
        cloud = pygame.transform.smoothscale(art.smog(self.rect.width, 1, 3), (size, size))
        x = self.origin[0] + (self.rect.centerx - self.origin[0]) * p
        y = self.origin[1] + (self.rect.centery - self.origin[1]) * p
        art.blit_center(surface, cloud, (x, y))


@dataclass(slots=True)
class WaterDrops(Anim):
    """Drops fly from the source to the water counter, one after another."""

    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    count: int = 1

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        drop = art.water_icon(24)
        n = min(self.count, 6)
        for k in range(n):
            delay = k * 0.35 / max(1, n)
            p = (self.progress - delay) / (1 - delay) if self.progress > delay else 0.0
            if 0 < p < 1:
                art.blit_center(surface, drop, arc(self.start, self.end, ease_out(p), 60))


@dataclass(slots=True)
class TileDrop(Anim):
    """A forest tile travels from the market (or the stack) and lands on its space."""

    tile: int = 0
    start: Point = (0.0, 0.0)
    rect: pygame.Rect = field(default_factory=_unit_rect)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        data = game_data()
        p = ease_out(self.progress)
        x, y = arc(self.start, self.rect.center, p, 80)
        face = art.tile_face(data.tile_colour[self.tile], self.rect.width, False, self.tile)
        scale = 1.15 - 0.15 * p
        if p > 0.9:
            scale *= 1 - 0.1 * (1 - abs(1 - 2 * (p - 0.9) / 0.1))
        size = max(4, int(self.rect.width * scale))
        surface.blit(art.shadow((size, size), 8), (x - size // 2 + 3, y - size // 2 + 6))
        art.blit_center(surface, pygame.transform.smoothscale(face, (size, size)), (x, y))


@dataclass(slots=True)
class TileFlip(Anim):
    """The tile turns over to its village side (forest face narrows, village face widens)."""

    tile: int = 0
    rect: pygame.Rect = field(default_factory=_unit_rect)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        data = game_data()
        p = ease_out(self.progress)
        village = p >= 0.5
        face = art.tile_face(data.tile_colour[self.tile], self.rect.width, village, self.tile)
        width = max(2, int(self.rect.width * abs(1 - 2 * p)))
        lift = int(10 * (1 - abs(1 - 2 * p)))
        squeezed = pygame.transform.smoothscale(face, (width, self.rect.height))
        pygame.draw.rect(surface, art.MOSS, self.rect, border_radius=6)
        art.blit_center(surface, squeezed, (self.rect.centerx, self.rect.centery - lift))


@dataclass(slots=True)
class CardSlide(Anim):
    """A card slides between a holder and a row or pile: its back (a draw, private) or, with
    ``face``, its face as the discard pile shows it (a card played or discarded is public)."""

    element: int = 0
    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    size: tuple[int, int] = (56, 78)
    face: bool = False

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        x, y = arc(self.start, self.end, p, 30)
        if self.face:
            rect = pygame.Rect((0, 0), self.size)
            rect.center = (round(x), round(y))
            mini_face(surface, self.element, rect)
        else:
            art.blit_center(surface, art.card_back(self.element, self.size), (x, y))


@dataclass(slots=True)
class TempleDrop(Anim):
    rect: pygame.Rect = field(default_factory=_unit_rect)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        size = max(22, self.rect.width // 3)
        y = self.rect.y + 3 - 60 * (1 - p)
        surface.blit(art.temple_icon(size), (self.rect.x + 3, y))


@dataclass(slots=True)
class Build(AnimBuild):
    """One action's anims: the position before it, whose holder is drawn large, and the village
    just built (its new smog and water come out of it)."""

    players: int = 2
    viewer: int | None = None
    last_village: tuple[int, int] | None = None

    def space(self, player: int, name: str) -> pygame.Rect:
        return L.board_geoms(self.players)[player].space(SPACE_INDEX[name])

    def centre(self, player: int, pos: int) -> Point:
        return _centre(self.players, player, pos)

    def holder(self, player: int, slot: int) -> Point:
        """A holder slot: the large card at the bottom for the viewer, the small back on the board else."""
        if player == self.viewer:
            return L.holder_rect(slot - 1).center
        info = L.board_geoms(self.players)[player].info
        return (info.x + (slot - 1) * 27 + 12, info.bottom - 40)

    def closing(self) -> None:
        _pace(self.found)


BUILDERS: AnimBuilders[Build] = AnimBuilders()


def anims_for(events: Sequence[Event], before: TotwState, viewer: int | None, scale: float) -> list[Anim]:
    """The animations of one action's events, in order (durations times ``scale``; 0: none)."""
    return BUILDERS.build(Build(events, scale, players=before.num_players, viewer=viewer))


@BUILDERS.on(E.RiderMoved)
def _rider(e: E.RiderMoved, build: Build) -> Anim:
    p, a, b = e.player, _pos_index(e.origin), _pos_index(e.destination)
    size = max(24, int(L.board_geoms(build.players)[p].cell * 0.45))
    start, end = build.centre(p, a), build.centre(p, b)
    height = 120.0 if e.catapult else 36.0
    hides = frozenset({("riders", p, b)})
    return RiderFlight(0.26, WIND, hides=hides, player=p, start=start, end=end, size=size, height=height)


@BUILDERS.on(E.PollutionRemoved)
def _cleaned(e: E.PollutionRemoved, build: Build) -> Anim:
    return SmogFade(0.22, WIND, rect=build.space(e.player, e.space), amount=e.count)


@BUILDERS.on(E.PollutionAdded)
def _polluted(e: E.PollutionAdded, build: Build) -> Anim:
    p, rect = e.player, build.space(e.player, e.space)
    village = build.last_village
    origin = build.centre(p, village[1] + 1) if village else rect.center
    hides = frozenset({("smog", p, SPACE_INDEX[e.space])})
    return SmogPuff(0.24, WIND, hides=hides, rect=rect, origin=origin)


@BUILDERS.on(E.WaterGained)
def _water(e: E.WaterGained, build: Build) -> Anim:
    p, village = e.player, build.last_village
    header = L.board_geoms(build.players)[p].header
    end = (header.right - 60, header.centery)
    start = (L.BOARDS.centerx, L.BOARDS.y + 200) if village is None else build.centre(p, village[1] + 1)
    hides = frozenset({("water_minus", p, e.amount)})
    return WaterDrops(0.4, WATER, sound_at_end=True, hides=hides, start=start, end=end, count=e.amount)


@BUILDERS.on(E.ForestPlanted)
def _planted(e: E.ForestPlanted, build: Build) -> Anim:
    p, x = e.player, SPACE_INDEX[e.space]
    start = L.market_rect(4 if e.source == "deck" else int(e.source.split()[1]) - 1).center
    tile = game_data().tile_ids.index(e.tile)
    hides = frozenset({("tile", p, x)})
    rect = build.space(p, e.space)
    return TileDrop(0.34, WOOD, sound_at_end=True, hides=hides, tile=tile, start=start, rect=rect)


@BUILDERS.on(E.VillageBuilt)
def _village(e: E.VillageBuilt, build: Build) -> Anim:
    p, x = e.player, SPACE_INDEX[e.space]
    build.last_village = (p, x)
    tile = game_data().tile_ids.index(e.tile)
    hides = frozenset({("tile", p, x)})
    return TileFlip(0.34, WOOD, sound_at_end=True, hides=hides, tile=tile, rect=build.space(p, e.space))


@BUILDERS.on(E.TempleBuilt)
def _temple(e: E.TempleBuilt, build: Build) -> Anim:
    hides = frozenset({("temple", e.player, SPACE_INDEX[e.space])})
    return TempleDrop(0.3, WOOD, sound_at_end=True, hides=hides, rect=build.space(e.player, e.space))


@BUILDERS.on(E.CardPlayed, E.CardDiscarded)
def _card_out(e: E.CardPlayed | E.CardDiscarded, build: Build) -> Anim:
    element = "rbgy".index(e.card[0])
    start = build.holder(e.player, e.slot)
    return CardSlide(0.24, CARD, element=element, start=start, end=L.discard_rect().center, face=True)


@BUILDERS.on(E.CardDrawn)
def _card_in(e: E.CardDrawn, build: Build) -> Anim:
    element = ELEMENTS.index(e.element)
    deck = e.source == "deck"
    start = L.deck_rect().center if deck else L.element_row_rect(int(e.source.split()[1]) - 1).center
    end = build.holder(e.player, e.slot)
    hides = frozenset({("hand", e.player, e.slot - 1)})
    return CardSlide(0.22, CARD, hides=hides, element=element, start=start, end=end)


def _pace(anims: list[Anim]) -> None:
    """How one action's anims overlap (see the module's note): each after the first by what it
    shows and what came before it; all but a rider open their end to the next action."""
    for previous, anim in zip(anims, anims[1:]):
        if isinstance(anim, WaterDrops | SmogPuff) and isinstance(previous, SmogPuff | CardSlide):
            anim.overlap = 1.0  # what the card gives, the smog of a village's other neighbours
        elif isinstance(anim, SmogPuff | WaterDrops) and isinstance(previous, TileFlip):
            anim.overlap = 0.5  # out of the village as it turns
        elif isinstance(anim, CardSlide):
            anim.overlap = 0.6 if isinstance(previous, CardSlide) else 0.5
    for anim in anims:
        anim.follow = 0.0 if isinstance(anim, RiderFlight) else FOLLOW
