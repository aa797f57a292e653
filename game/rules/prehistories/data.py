"""Component data of Prehistories, loaded once from ``levels/prehistories/*.json`` (spec section 2).

Cave squares are numbered ``cell = 7 * row + column`` (0-based, row 0 at the top), and a set of
squares is a 49-bit mask with bit ``cell`` set. Shapes precompute every placement as such a mask.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from game.resources import resource_path

TITLE_ID = "prehistories"
SIZE = 7
CELLS = SIZE * SIZE
FULL = (1 << CELLS) - 1
COLUMN_LETTERS = "abcdefg"

# Square types (2.7): ordinary animals 0-4, legendary animals 5-9, the totem paintings 10.
TOTEM_TYPE = 10
HUNTER_TYPE = 11  # H has no type; kept apart so no objective counts it
NO_TYPE = 255

COLUMN_MASKS = tuple(sum(1 << (SIZE * r + c) for r in range(SIZE)) for c in range(SIZE))
ROW_MASKS = tuple(sum(1 << (SIZE * r + c) for c in range(SIZE)) for r in range(SIZE))


def cell_name(cell: int) -> str:
    return f"{COLUMN_LETTERS[cell % SIZE]}{cell // SIZE + 1}"


def parse_cell(text: str) -> int:
    """``"c4"`` -> 22; raises ValueError for anything that is not a cave square."""
    if len(text) != 2 or text[0] not in COLUMN_LETTERS or text[1] not in "1234567":
        raise ValueError(f"{text!r} is not a cave square (a1 to g7)")
    return SIZE * (int(text[1]) - 1) + COLUMN_LETTERS.index(text[0])


_NOT_A = FULL ^ COLUMN_MASKS[0]
_NOT_G = FULL ^ COLUMN_MASKS[SIZE - 1]


def sideways(mask: int) -> int:
    """Squares left or right of some square of ``mask``."""
    return ((mask << 1) & _NOT_A) | ((mask >> 1) & _NOT_G)


def edge_neighbours(mask: int) -> int:
    """Squares sharing a side with some square of ``mask`` (2.7 edge-neighbours)."""
    return (sideways(mask) | (mask << SIZE) | (mask >> SIZE)) & FULL


def king_ring(cell: int) -> int:
    """The 8 neighbours of one square that exist in the cave (2.7)."""
    row = (1 << cell) | sideways(1 << cell)
    return (row | (row << SIZE) | (row >> SIZE)) & FULL & ~(1 << cell)


@dataclass(frozen=True)
class Shape:
    name: str
    cells: tuple[tuple[int, int], ...]
    width: int
    height: int
    anchors: np.ndarray  # int64 top-left cells of every placement inside the cave
    masks: np.ndarray  # uint64 square masks, aligned with anchors

    def mask_at(self, anchor: int) -> int | None:
        """Squares covered with the bounding box's top-left at ``anchor``, None if off the cave."""
        x, y = anchor % SIZE, anchor // SIZE
        if x + self.width > SIZE or y + self.height > SIZE:
            return None
        return sum(1 << (SIZE * (y + dy) + x + dx) for dx, dy in self.cells)


@dataclass(frozen=True)
class TileKind:
    index: int
    name: str
    animal: int  # square type (0-9)
    stack: int  # index into STACKS
    copies: int
    sides: tuple[Shape, Shape]  # front, back

    @property
    def legendary(self) -> bool:
        return self.stack == LEGENDARY_STACK

    @property
    def two_shapes(self) -> bool:
        return self.sides[0].name != self.sides[1].name


@dataclass(frozen=True)
class Zone:
    label: str
    stack: int
    orange: int
    green: int


@dataclass(frozen=True)
class CaveLayout:
    hunter: int
    totems: tuple[int, int]
    one_hand: int
    two_hands: int

    @property
    def pre_painted(self) -> int:
        return (1 << self.hunter) | (1 << self.totems[0]) | (1 << self.totems[1])


@dataclass(frozen=True)
class Tribe:
    colour: str
    animal: str
    cards: tuple[int, ...]
    cave: CaveLayout


@dataclass(frozen=True)
class ObjectiveSide:
    id: str
    first: int
    later: int


@dataclass(frozen=True)
class ObjectiveCard:
    card: int
    sun: ObjectiveSide
    moon: ObjectiveSide


def strength(speed: int) -> int:
    """2.2: speeds 1-10 have strength 6, 51-60 strength 1."""
    return 6 - (speed - 1) // 10


STRENGTH = tuple([0] + [strength(s) for s in range(1, 61)])

STACKS = ("1", "2", "3", "4", "legendary")
LEGENDARY_STACK = 4


def _load(name: str) -> dict[str, Any]:
    with open(resource_path("levels", TITLE_ID, name), encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


def _shape(name: str, rows: list[str]) -> Shape:
    cells = tuple((dx, dy) for dy, row in enumerate(rows) for dx, ch in enumerate(row) if ch == "#")
    width, height = len(rows[0]), len(rows)
    anchors = [SIZE * y + x for y in range(SIZE - height + 1) for x in range(SIZE - width + 1)]
    shape = Shape(name, cells, width, height, np.zeros(0, np.int64), np.zeros(0, np.uint64))
    masks = [shape.mask_at(a) or 0 for a in anchors]
    return Shape(name, cells, width, height, np.array(anchors, np.int64), np.array(masks, np.uint64))


def _check_layout(colour: str, layout: CaveLayout) -> None:
    """2.5: the placement rule of 4.4 relies on these facts about the pre-painted squares."""
    border = COLUMN_MASKS[0] | COLUMN_MASKS[SIZE - 1] | ROW_MASKS[0] | ROW_MASKS[SIZE - 1]
    pre = layout.pre_painted
    if pre.bit_count() != 3 or pre & border or edge_neighbours(pre) & pre:
        raise ValueError(f"tribes.json: {colour} pre-painted squares must be 3, off the border, apart")
    prints = (1 << layout.one_hand) | (1 << layout.two_hands)
    if prints.bit_count() != 2 or prints & pre:
        raise ValueError(f"tribes.json: {colour} hand prints must be two empty squares")


@dataclass(frozen=True)
class Components:
    animals: tuple[str, ...]  # square types 0-9 by name
    animal_display: dict[str, str]
    shapes: dict[str, Shape]
    tiles: tuple[TileKind, ...]
    tile_index: dict[str, int]
    boards: dict[str, tuple[Zone, ...]]
    tribes: tuple[Tribe, ...]
    colour_index: dict[str, int]
    objective_cards: dict[int, ObjectiveCard]
    owner: tuple[int, ...]  # speed -> tribe index (entry 0 unused)


@cache
def components() -> Components:
    tiles_json = _load("tiles.json")
    animals = tuple(tiles_json["animals"]) + tuple(tiles_json["legendary_animals"])
    if len(animals) != 10:
        raise ValueError("tiles.json: expected 5 ordinary and 5 legendary animals")
    shapes = {name: _shape(name, rows) for name, rows in tiles_json["shapes"].items()}
    tiles = []
    display: dict[str, str] = {}
    for index, entry in enumerate(tiles_json["tiles"]):
        tiles.append(
            TileKind(
                index=index,
                name=entry["name"],
                animal=animals.index(entry["animal"]),
                stack=STACKS.index(entry["stack"]),
                copies=int(entry["copies"]),
                sides=(shapes[entry["front"]], shapes[entry["back"]]),
            )
        )
        if "display_name" in entry:
            display[entry["animal"]] = entry["display_name"]
    per_stack = [sum(t.copies for t in tiles if t.stack == s) for s in range(len(STACKS))]
    if per_stack != [25, 25, 10, 10, 5]:
        raise ValueError(f"tiles.json: stack sizes {per_stack}, expected [25, 25, 10, 10, 5]")

    boards_json = _load("boards.json")
    boards = {
        side: tuple(
            Zone(z["label"], STACKS.index(z["stack"]), int(z["orange"]), int(z["green"]))
            for z in entry["zones"]
        )
        for side, entry in boards_json["sides"].items()
    }

    tribes = []
    owner = [-1] * 61
    for index, entry in enumerate(_load("tribes.json")["tribes"]):
        cave = entry["cave"]
        layout = CaveLayout(
            hunter=parse_cell(cave["hunter"]),
            totems=(parse_cell(cave["totems"][0]), parse_cell(cave["totems"][1])),
            one_hand=parse_cell(cave["one_hand"]),
            two_hands=parse_cell(cave["two_hands"]),
        )
        _check_layout(entry["colour"], layout)
        cards = tuple(sorted(int(c) for c in entry["cards"]))
        if sorted(STRENGTH[c] for c in cards) != sorted(list(range(1, 7)) * 2):
            raise ValueError(f"tribes.json: {entry['colour']} needs two cards of each strength")
        for card in cards:
            owner[card] = index
        tribes.append(Tribe(entry["colour"], entry["animal"], cards, layout))
    if -1 in owner[1:]:
        raise ValueError("tribes.json: every speed 1-60 must belong to exactly one tribe")

    cards_json = _load("objectives.json")["cards"]
    objective_cards = {
        int(c["card"]): ObjectiveCard(
            int(c["card"]),
            ObjectiveSide(c["sun"]["id"], *c["sun"]["points"]),
            ObjectiveSide(c["moon"]["id"], *c["moon"]["points"]),
        )
        for c in cards_json
    }
    return Components(
        animals=animals,
        animal_display=display,
        shapes=shapes,
        tiles=tuple(tiles),
        tile_index={t.name: t.index for t in tiles},
        boards=boards,
        tribes=tuple(tribes),
        colour_index={t.colour: i for i, t in enumerate(tribes)},
        objective_cards=objective_cards,
        owner=tuple(owner),
    )


def board_for(players: int) -> tuple[Zone, ...]:
    """2.4: side A with 2-3 players, side B with 4-5."""
    return components().boards["A" if players <= 3 else "B"]
