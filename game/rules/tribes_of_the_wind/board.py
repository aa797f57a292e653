"""One player's board: terrain, capital, water, holder, tucked village cards and leader (spec 2.1)."""

from __future__ import annotations

from game.rules.tribes_of_the_wind.data import (
    ADJACENT,
    HAND_SIZE,
    NUM_SPACES,
    NUM_TEMPLES,
    TUCK_LIMIT,
    Features,
    GameData,
)

EMPTY = -1


class Board:
    """Flat lists indexed by space (``a1`` = 0 … ``c4`` = 11); ``-1`` marks an empty tile, card or slot."""

    __slots__ = (
        "tile", "village", "riders", "temple", "pollution", "capital", "water", "hand", "tucked",
        "leader", "powers", "tasks_done", "villages",
    )  # fmt: skip

    def __init__(self) -> None:
        self.tile: list[int] = [EMPTY] * NUM_SPACES
        self.village: list[bool] = [False] * NUM_SPACES
        self.riders: list[int] = [0] * NUM_SPACES
        self.temple: list[int] = [0] * NUM_SPACES  # temple number 1-4 on that tile, 0 for none
        self.pollution: list[int] = [0] * NUM_SPACES
        self.capital = 0
        self.water = 0
        self.hand: list[int] = [EMPTY] * HAND_SIZE
        self.tucked: list[int] = [EMPTY] * TUCK_LIMIT
        self.leader = 0
        self.powers: list[int] = []
        self.tasks_done: list[bool] = [False, False]  # path task, unique task
        self.villages = 0

    def clone(self) -> Board:
        other = Board.__new__(Board)
        other.tile = self.tile[:]
        other.village = self.village[:]
        other.riders = self.riders[:]
        other.temple = self.temple[:]
        other.pollution = self.pollution[:]
        other.capital = self.capital
        other.water = self.water
        other.hand = self.hand[:]
        other.tucked = self.tucked[:]
        other.leader = self.leader
        other.powers = self.powers[:]
        other.tasks_done = self.tasks_done[:]
        other.villages = self.villages
        return other

    def has(self, power: int) -> bool:
        return power in self.powers

    def temples_built(self) -> list[int]:
        return [t for t in self.temple if t]

    def unbuilt_temples(self) -> list[int]:
        built = self.temples_built()
        return [t for t in range(1, NUM_TEMPLES + 1) if t not in built]

    def tile_count(self) -> int:
        return NUM_SPACES - self.tile.count(EMPTY)

    def hand_count(self) -> int:
        return HAND_SIZE - self.hand.count(EMPTY)

    def riders_total(self) -> int:
        return self.capital + sum(self.riders)

    def plantable_spaces(self) -> list[int]:
        """4.3.2: no tile, no pollution, orthogonally adjacent to one of your tiles."""
        tile = self.tile
        pollution = self.pollution
        return [
            x
            for x in range(NUM_SPACES)
            if tile[x] == EMPTY and not pollution[x] and any(tile[y] != EMPTY for y in ADJACENT[x])
        ]

    def cleanable_spaces(self, anywhere: bool) -> list[int]:
        """4.3.1: polluted spaces; without ``clean_anywhere`` only those next to your tiles."""
        if anywhere:
            return [x for x in range(NUM_SPACES) if self.pollution[x]]
        tile = self.tile
        return [
            x for x in range(NUM_SPACES) if self.pollution[x] and any(tile[y] != EMPTY for y in ADJACENT[x])
        ]

    def is_portal(self, x: int, data: GameData) -> bool:
        return self.village[x] and data.tile_feature[self.tile[x]] == Features.PORTAL

    def links(self, pos: int, data: GameData) -> list[int]:
        """4.3.3: positions one move away (cap = 0, space x = x + 1)."""
        village, tile, feature = self.village, self.tile, data.tile_feature
        portal = Features.PORTAL
        # No village, no portal (most of a game's boards, and links run at every rider move).
        portals = (
            [x + 1 for x in range(NUM_SPACES) if village[x] and feature[tile[x]] == portal]
            if True in village
            else []
        )
        if pos == 0:
            return sorted({1, *portals})
        x = pos - 1
        found = {y + 1 for y in ADJACENT[x] if self.tile[y] != EMPTY}
        if x == 0:
            found.add(0)
        if pos in portals:
            found.add(0)
            found.update(portals)
            found.discard(pos)
        return sorted(found)

    def village_need(self, x: int, data: GameData, light_footed: bool) -> int:
        """4.4: riders a village needs (``light_footed``: max(2, slots - 1))."""
        slots = data.tile_slots[self.tile[x]]
        return max(2, slots - 1) if light_footed else slots
