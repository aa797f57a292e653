"""The data a Five Tribes state holds: rule flags, steps, players and the turn in progress.

``StateData`` declares every field; the behaviour lives in mixins (``flow``, ``djinns``,
``hidden``, ``saves``) combined in ``state.FiveTribesState``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, ClassVar

import numpy as np

from game.rules.base import FlagSpec
from game.rules.common import RuleFlags, flag_specs
from game.rules.five_tribes.board import NO_TILE


class Step(IntEnum):
    """The decision steps of spec 5.1 (GAME_OVER when terminal)."""

    BID = 0
    KUMARBI = 1
    START = 2
    DROP = 3
    BUILD = 4
    ASSASSIN = 5
    KILL = 6
    KILL2 = 7
    PLACE = 8
    MARKET = 9
    MARKET2 = 10
    SACRED = 11
    PAY = 12
    KEEP = 13
    END = 14
    SUIT = 15
    GAME_OVER = 16


class Phase(IntEnum):
    BID = 0
    PLAY = 1


class Steps:
    """``Step``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Step.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute, and a step reads them many times."""

    BID = Step.BID
    KUMARBI = Step.KUMARBI
    START = Step.START
    DROP = Step.DROP
    BUILD = Step.BUILD
    ASSASSIN = Step.ASSASSIN
    KILL = Step.KILL
    KILL2 = Step.KILL2
    PLACE = Step.PLACE
    MARKET = Step.MARKET
    MARKET2 = Step.MARKET2
    SACRED = Step.SACRED
    PAY = Step.PAY
    KEEP = Step.KEEP
    END = Step.END
    SUIT = Step.SUIT
    GAME_OVER = Step.GAME_OVER


# Spec 9: every flag with its allowed values; the first is the default.
FLAG_CHOICES: dict[str, tuple[Any, ...]] = {
    "last_meeple_match": ("strict", "loose"),
    "djinn_once_per": ("marker_turn", "round"),
    "placement_neighbours": ("surrounding", "adjacent"),
    "nekir_payout": ("per_kill", "per_meeple"),
    "baal_pays_on_self": (False, True),
    "echidna_doubles_kandicha": (False, True),
    "kill_final_tile": (True, False),
    "assassin_kill": ("compulsory", "optional"),
    "stuck_marker": ("skip_move", "skip_turn"),
    "supply_limit": (True, False),
    "resource_reshuffle": (True, False),
    # The printed rules keep coins face down; our default keeps them public (docs/rules/five_tribes.md,
    # rule flags).
    "hidden_gold": (False, True),
}
FLAG_SPECS = flag_specs(FLAG_CHOICES)


@dataclass(frozen=True, slots=True)
class Flags(RuleFlags):
    last_meeple_match: str = "strict"
    djinn_once_per: str = "marker_turn"
    placement_neighbours: str = "surrounding"
    nekir_payout: str = "per_kill"
    baal_pays_on_self: bool = False
    echidna_doubles_kandicha: bool = False
    kill_final_tile: bool = True
    assassin_kill: str = "compulsory"
    stuck_marker: str = "skip_move"
    supply_limit: bool = True
    resource_reshuffle: bool = True
    hidden_gold: bool = False
    SPECS: ClassVar[dict[str, FlagSpec]] = FLAG_SPECS


@dataclass(slots=True)
class Player:
    gold: int
    camels: int
    viziers: int = 0
    elders: int = 0
    cards: list[int] = field(default_factory=lambda: [0] * 10)  # public, by card kind (9 = fakir)
    private: list[int] = field(default_factory=lambda: [0] * 10)  # drawn face down (spec 8)
    hidden: int = 0  # private cards of an opponent in an observation, kinds unknown
    djinns: list[int] = field(default_factory=list)
    powers_used: int = 0  # bitmask of djinn indices used this period (4.5)

    def copy(self) -> Player:
        return Player(
            self.gold,
            self.camels,
            self.viziers,
            self.elders,
            self.cards.copy(),
            self.private.copy(),
            self.hidden,
            self.djinns.copy(),
            self.powers_used,
        )

    def held(self, kind: int) -> int:
        return self.cards[kind] + self.private[kind]


@dataclass(slots=True)
class Turn:
    """The marker turn in progress (bid or play)."""

    player: int = -1
    bid_spot: int = -1  # a bid waiting for KUMARBI
    start: int = -1
    here: int = -1
    previous: int = NO_TILE
    hand: list[int] = field(default_factory=lambda: [0] * 5)
    pre_masks: list[int] = field(default_factory=lambda: [0] * 5)  # 5.2 pre(t, c) >= 1, by colour
    dropped_masks: list[int] = field(default_factory=lambda: [0] * 5)  # drops of this move, by colour
    final: int = -1
    tribe: int = -1
    count: int = 0
    blue_tiles: int = 0
    echidna: bool = False
    iblis: bool = False
    kill_range: int = 0
    kill_tile: int = -1  # the first kill's tile, or -1
    kill_victim: int = -1  # the first kill's opponent, or -1
    kills: int = 0
    place_kind: int = -1  # 0 palm, 1 palace
    place_tile: int = -1
    place_resumes: bool = False  # PLACE came from Bouraq/Enki, not from the tile action
    market_first: int = 0  # the large market's first pick, 1-based
    market_len: int = 0  # the row's length before that pick
    pay_for: tuple[int, ...] = ()  # what a PAY step pays for (see djinns.PAY_*)
    pay_cost: str = ""
    resume: list[int] = field(default_factory=list)  # steps to return to after a power
    keep: list[int] = field(default_factory=list)  # djinns drawn by Sibittis
    suit: list[int] = field(default_factory=list)  # kinds chosen for the suit being sold

    def copy(self) -> Turn:
        return Turn(
            self.player,
            self.bid_spot,
            self.start,
            self.here,
            self.previous,
            self.hand.copy(),
            self.pre_masks.copy(),
            self.dropped_masks.copy(),
            self.final,
            self.tribe,
            self.count,
            self.blue_tiles,
            self.echidna,
            self.iblis,
            self.kill_range,
            self.kill_tile,
            self.kill_victim,
            self.kills,
            self.place_kind,
            self.place_tile,
            self.place_resumes,
            self.market_first,
            self.market_len,
            self.pay_for,
            self.pay_cost,
            self.resume.copy(),
            self.keep.copy(),
            self.suit.copy(),
        )


class StateData:
    """Every field of a state; see spec sections 2-4 for their meaning."""

    num_players: int
    flags: Flags
    origin: dict[str, Any]  # how the game began, for replays: new_game arguments or a scenario
    history: list[int]
    # the generator (``common.Plumbing``): built lazily from ``_rng_state``; None in an observation
    rng: np.random.Generator
    _rng_state: Mapping[str, Any] | None
    _rng: np.random.Generator | None
    tile_kind: list[int]
    tile_vp: list[int]
    blue_around: list[int]  # per tile, blue tiles in its 3x3 square (fixed per board)
    owner: list[int]
    palms: list[int]
    palaces: list[int]
    meeples: np.ndarray  # int64[30, 5]
    bag: list[int]
    players: list[Player]
    djinn_owner: list[int]
    bid_track: list[int]
    turn_spots: list[int]  # the six single spots, player or -1
    zero_queue: list[int]
    market: list[int]
    resource_pile: list[int]  # top first; -1 = unknown (observation)
    resource_discard: list[int]
    djinn_row: list[int]
    djinn_pile: list[int]
    djinn_discard: list[int]
    resource_universe: list[int]  # every resource card in this game, by kind
    djinn_universe: list[int]  # every djinn in this game
    supply_palms: int
    supply_palaces: int
    round: int
    phase: Phase
    last_round: bool
    step: Step
    to_move: int
    turn: Turn
    observer: int  # -1, or the player an observation was made for
    _legal: list[int] | None
