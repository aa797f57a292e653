"""Events returned by ``apply`` (spec 5.5): enough for a client log and its animations."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game.rules.base import Event


@dataclass(frozen=True, slots=True)
class ZoneRefilled(Event):
    kind: ClassVar[str] = "zone_refilled"
    zone: str
    tile: str
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class PartyCommitted(Event):
    """A seat closed its party; the contents stay secret until the reveal."""

    kind: ClassVar[str] = "party_committed"
    player: int


@dataclass(frozen=True, slots=True)
class PartiesRevealed(Event):
    kind: ClassVar[str] = "parties_revealed"
    parties: tuple[tuple[int, ...], ...]  # per seat, speeds in increasing order
    order: tuple[int, ...]  # seats that hunt this round, in initiative order
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """``cards`` is for the owner's eyes only; others see ``count``."""

    kind: ClassVar[str] = "cards_drawn"
    player: int
    cards: tuple[int, ...]
    count: int
    reveals: bool = field(default=True, kw_only=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "private_to", (self.player,))


@dataclass(frozen=True, slots=True)
class DiscardReshuffled(Event):
    kind: ClassVar[str] = "discard_reshuffled"
    player: int
    count: int
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class HunterAssigned(Event):
    kind: ClassVar[str] = "hunter_assigned"
    player: int
    zone: str
    card: int
    group_total: int


@dataclass(frozen=True, slots=True)
class TileTaken(Event):
    kind: ClassVar[str] = "tile_taken"
    player: int
    zone: str
    tile: str
    injured: bool
    cards: tuple[int, ...]  # the group, now face up on the discard pile


@dataclass(frozen=True, slots=True)
class HuntersReturned(Event):
    kind: ClassVar[str] = "hunters_returned"
    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TilePainted(Event):
    kind: ClassVar[str] = "tile_painted"
    player: int
    zone: str  # the zone it was taken from this turn
    tile: str
    side: str
    at: str  # the square under the top-left corner of the side's bounding box
    squares: tuple[str, ...]
    hand_prints: int  # extra cards this tile earns (1, 2 or 3)


@dataclass(frozen=True, slots=True)
class TileDiscarded(Event):
    kind: ClassVar[str] = "tile_discarded"
    player: int
    zone: str
    tile: str


@dataclass(frozen=True, slots=True)
class TotemsPlaced(Event):
    kind: ClassVar[str] = "totems_placed"
    player: int
    objective: str
    count: int
    total: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "game_ended"
    winners: tuple[int, ...]
    reason: str  # "eighth_totem" or "stall"


def seen_by(event: Event, viewer: int) -> Event:
    """The event as ``viewer`` may see it (8): drawn cards show only to their owner."""
    if isinstance(event, CardsDrawn) and event.player != viewer:
        return CardsDrawn(event.player, (), event.count)
    return event
