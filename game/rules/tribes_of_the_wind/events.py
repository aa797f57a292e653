"""What ``apply`` reports: one frozen dataclass per kind of change, for the client log and animations.

Cards and tiles are named by their ids; spaces by name (``b2``), rider positions by name (``cap``).
``card`` fields of draws name a hidden front: the client shows it only to its owner.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game.rules.base import Event


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    kind: ClassVar[str] = "card_played"
    player: int
    slot: int
    card: str
    row: str  # "easy" or "hard"
    # the leader powers that add to what this row gives (2.5), by name: "rain_song", "tailwind",
    # "purifier", "green_thumb"; the card's printed row does not show them
    boosts: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    kind: ClassVar[str] = "card_discarded"
    player: int
    slot: int
    card: str


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    kind: ClassVar[str] = "card_drawn"
    player: int
    slot: int
    source: str  # "row <slot>" or "deck"
    element: str
    card: str  # the front: only its drawer may see it (spec 8)
    reveals: bool = field(default=True, kw_only=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "private_to", (self.player,))


@dataclass(frozen=True, slots=True)
class ElementRowRefilled(Event):
    kind: ClassVar[str] = "element_row_refilled"
    slot: int
    element: str
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    kind: ClassVar[str] = "deck_shuffled"
    pile: str  # "element" or "village"
    size: int
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class WaterGained(Event):
    kind: ClassVar[str] = "water_gained"
    player: int
    amount: int
    total: int


@dataclass(frozen=True, slots=True)
class PollutionRemoved(Event):
    kind: ClassVar[str] = "pollution_removed"
    player: int
    space: str
    count: int


@dataclass(frozen=True, slots=True)
class PollutionAdded(Event):
    kind: ClassVar[str] = "pollution_added"
    player: int
    space: str


@dataclass(frozen=True, slots=True)
class PollutionSpared(Event):
    kind: ClassVar[str] = "pollution_spared"
    player: int
    space: str


@dataclass(frozen=True, slots=True)
class ForestPlanted(Event):
    kind: ClassVar[str] = "forest_planted"
    player: int
    tile: str
    space: str
    source: str  # "market <slot>" or "deck"
    paid: int

    def __post_init__(self) -> None:
        # A tile planted from the stack was unknown until now (flag blind_forest_draw).
        if self.source == "deck":
            object.__setattr__(self, "reveals", True)


@dataclass(frozen=True, slots=True)
class MarketRefilled(Event):
    kind: ClassVar[str] = "market_refilled"
    slot: int
    tile: str
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class TempleBuilt(Event):
    kind: ClassVar[str] = "temple_built"
    player: int
    temple: int
    space: str


@dataclass(frozen=True, slots=True)
class RiderMoved(Event):
    kind: ClassVar[str] = "rider_moved"
    player: int
    origin: str
    destination: str
    catapult: bool


@dataclass(frozen=True, slots=True)
class VillageBuilt(Event):
    kind: ClassVar[str] = "village_built"
    player: int
    space: str
    tile: str
    riders_home: int
    villages: int


@dataclass(frozen=True, slots=True)
class EndTriggered(Event):
    kind: ClassVar[str] = "end_triggered"
    player: int
    round: int


@dataclass(frozen=True, slots=True)
class VillageCardTaken(Event):
    kind: ClassVar[str] = "village_card_taken"
    player: int
    card: str
    use: str  # "now" or "tuck"
    tuck_slot: int  # 0 when used now
    replaced: str  # id of the card it replaced, or ""
    boosts: tuple[str, ...] = ()  # as CardPlayed's: "purifier" or "green_thumb" on a card used now


@dataclass(frozen=True, slots=True)
class VillageRowRefilled(Event):
    kind: ClassVar[str] = "village_row_refilled"
    slot: int
    card: str
    reveals: bool = field(default=True, kw_only=True)


@dataclass(frozen=True, slots=True)
class LeaderTaskCompleted(Event):
    kind: ClassVar[str] = "leader_task_completed"
    player: int
    task: str  # "path" or "unique"


@dataclass(frozen=True, slots=True)
class LeaderCardTaken(Event):
    kind: ClassVar[str] = "leader_card_taken"
    player: int
    power: str


@dataclass(frozen=True, slots=True)
class TempleActionTaken(Event):
    """The temple action (4.2.2) begins; ``forced`` when it was the turn's only legal first
    decision (no card row playable, no village buildable), so the engine took it itself."""

    kind: ClassVar[str] = "temple_action_taken"
    player: int
    forced: bool


@dataclass(frozen=True, slots=True)
class EffectSkipped(Event):
    """An effect that ended with nothing done, so the log can say so (a card whose plant found no
    space would otherwise leave no trace). ``effect``: "plant", "clean", "temple", "move" or
    "catapult". ``reason``: "no_space" (no empty clean space next to a tile), "no_water" (no
    forest tile affordable), "no_tiles" (market and stack empty), "no_pollution",
    "out_of_reach" (pollution only where ``clean_anywhere`` false forbids), "all_built" (every
    temple built), "no_tile" (every tile holds a temple), "stopped" (the player chose ``stop``;
    ``left`` moves forgone) or "no_move" (no rider could move)."""

    kind: ClassVar[str] = "effect_skipped"
    player: int
    effect: str
    reason: str
    left: int = 0


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """A seat's turn begins. It ``reveals`` when that seat holds cards: the engine takes a turn's
    only legal first decision itself (the temple action when nothing else is legal), and whether
    it did depends on the fronts in that hand, which the other seats cannot see."""

    kind: ClassVar[str] = "turn_started"
    player: int
    round: int
    reveals: bool = field(default=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "game_ended"
    scores: tuple[int, ...]
    winners: tuple[int, ...]
