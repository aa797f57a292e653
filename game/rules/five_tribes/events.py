"""What ``apply`` reports: plain frozen dataclasses, enough to animate and log without the state.

Players are 0-based; tiles are indices 0-29 (``board.TILE_NAMES`` names them); colours and card
kinds are indices into ``data.COLOUR_NAMES`` and ``data.CARD_NAMES`` (9 = fakir); djinns are indices
into ``data.DJINNS``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game.rules.base import Event


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind: ClassVar[str] = "round_started"
    round: int


@dataclass(frozen=True, slots=True)
class BidPlaced(Event):
    kind: ClassVar[str] = "bid_placed"
    player: int
    price: int  # the spot's price: 18, 12, 8, 5, 3, 1 or 0


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind: ClassVar[str] = "turn_started"
    player: int


@dataclass(frozen=True, slots=True)
class MarkerPassed(Event):
    """4.2: no start tile qualifies; ``skipped`` when the whole play turn is skipped."""

    kind: ClassVar[str] = "marker_passed"
    player: int
    skipped: bool


@dataclass(frozen=True, slots=True)
class TilePicked(Event):
    kind: ClassVar[str] = "tile_picked"
    player: int
    tile: int
    meeples: tuple[int, ...]  # count per colour


@dataclass(frozen=True, slots=True)
class MeepleDropped(Event):
    kind: ClassVar[str] = "meeple_dropped"
    player: int
    tile: int
    colour: int


@dataclass(frozen=True, slots=True)
class MeeplesTaken(Event):
    """4.2 step 4: the new hand taken from the final tile."""

    kind: ClassVar[str] = "meeples_taken"
    player: int
    tile: int
    colour: int
    count: int


@dataclass(frozen=True, slots=True)
class MeeplesKept(Event):
    """Viziers or elders added to a player's own."""

    kind: ClassVar[str] = "meeples_kept"
    player: int
    colour: int
    count: int


@dataclass(frozen=True, slots=True)
class MeeplesReturned(Event):
    """Meeples (of a hand, or paid elders) going back to the bag."""

    kind: ClassVar[str] = "meeples_returned"
    player: int
    colour: int
    count: int


@dataclass(frozen=True, slots=True)
class MeeplesDrawn(Event):
    """Meeples drawn from the bag onto a tile (Anun-Nak)."""

    kind: ClassVar[str] = "meeples_drawn"
    tile: int
    colours: tuple[int, ...]
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class CamelPlaced(Event):
    kind: ClassVar[str] = "camel_placed"
    player: int
    tile: int
    camels_left: int


@dataclass(frozen=True, slots=True)
class LastRound(Event):
    """4.7: this round becomes the last one."""

    kind: ClassVar[str] = "last_round"
    player: int
    reason: str  # "last_camel" or "stuck_marker"


@dataclass(frozen=True, slots=True)
class CoinsGained(Event):
    kind: ClassVar[str] = "coins_gained"
    player: int
    amount: int
    reason: str  # "builders", "sale", "baal", "marid", "monkir", "nekir", "kandicha"


@dataclass(frozen=True, slots=True)
class CoinsPaid(Event):
    kind: ClassVar[str] = "coins_paid"
    player: int
    amount: int
    reason: str  # "bid", "small_market", "large_market"


@dataclass(frozen=True, slots=True)
class CardsTaken(Event):
    """Resource cards gained; ``private`` cards were drawn face down (spec 8)."""

    kind: ClassVar[str] = "cards_taken"
    player: int
    cards: tuple[int, ...]
    source: str  # "market" or "pile"
    private: bool

    def __post_init__(self) -> None:
        # A draw from the pile reveals random cards; a private draw is for its taker's eyes only.
        if self.source == "pile":
            object.__setattr__(self, "reveals", True)
        if self.private:
            object.__setattr__(self, "private_to", (self.player,))


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    """Cards leaving a player's hand for the resource discard pile."""

    kind: ClassVar[str] = "cards_discarded"
    player: int
    cards: tuple[int, ...]
    reason: str  # "builders", "assassins", "cost", "kumarbi"


@dataclass(frozen=True, slots=True)
class EldersPaid(Event):
    kind: ClassVar[str] = "elders_paid"
    player: int
    count: int


@dataclass(frozen=True, slots=True)
class DjinnTaken(Event):
    kind: ClassVar[str] = "djinn_taken"
    player: int
    djinn: int
    source: str  # "sacred_place" or "sibittis"


@dataclass(frozen=True, slots=True)
class DjinnsDrawn(Event):
    """Sibittis: djinns drawn face up from the pile."""

    kind: ClassVar[str] = "djinns_drawn"
    player: int
    djinns: tuple[int, ...]
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class DjinnsDiscarded(Event):
    kind: ClassVar[str] = "djinns_discarded"
    djinns: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PowerUsed(Event):
    kind: ClassVar[str] = "power_used"
    player: int
    djinn: int
    tile: int  # -1 when the power has no tile


@dataclass(frozen=True, slots=True)
class MeepleKilled(Event):
    """An assassination: on a tile (``victim`` -1) or held by ``victim`` (``tile`` -1)."""

    kind: ClassVar[str] = "meeple_killed"
    player: int
    tile: int
    victim: int
    colour: int
    to_killer: bool  # Kandicha: the vizier/elder joins the killer's own


@dataclass(frozen=True, slots=True)
class PalmPlaced(Event):
    kind: ClassVar[str] = "palm_placed"
    player: int
    tile: int


@dataclass(frozen=True, slots=True)
class PalacePlaced(Event):
    kind: ClassVar[str] = "palace_placed"
    player: int
    tile: int


@dataclass(frozen=True, slots=True)
class SuitSold(Event):
    kind: ClassVar[str] = "suit_sold"
    player: int
    cards: tuple[int, ...]
    value: int


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """Private cards that became public when they left a player's hand (spec 8)."""

    kind: ClassVar[str] = "cards_revealed"
    player: int
    cards: tuple[int, ...]
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class PileReshuffled(Event):
    kind: ClassVar[str] = "pile_reshuffled"
    pile: str  # "resource" or "djinn"
    size: int
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class MarketRefilled(Event):
    kind: ClassVar[str] = "market_refilled"
    cards: tuple[int, ...]
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class DjinnRowRefilled(Event):
    kind: ClassVar[str] = "djinn_row_refilled"
    djinns: tuple[int, ...]
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    kind: ClassVar[str] = "turn_ended"
    player: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    kind: ClassVar[str] = "round_ended"
    round: int
    last: bool


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "game_ended"
    scores: tuple[int, ...]
    winners: tuple[int, ...]
