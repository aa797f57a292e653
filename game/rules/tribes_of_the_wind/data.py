"""Component data of Tribes of the Wind, loaded from ``levels/tribes_of_the_wind/*.json``.

The card content is the project's own reconstruction (spec section 2), so everything a designer may
change lives in the JSON files; this module turns it into flat tables indexed by integers, which is
what the engine touches on every step. Loading validates the files and fails loudly.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from typing import Any

from game.resources import resource_path

TITLE_ID = "tribes_of_the_wind"

ELEMENTS: tuple[str, ...] = ("red", "blue", "green", "yellow")
COLOURS: tuple[str, ...] = ("purple", "green", "yellow")
SPACES: tuple[str, ...] = tuple(f"{c}{r}" for r in range(1, 5) for c in "abc")
SPACE_INDEX: dict[str, int] = {name: i for i, name in enumerate(SPACES)}
NUM_SPACES = 12
HAND_SIZE = 5
ROW_SIZE = 4
MARKET_SIZE = 4
TUCK_LIMIT = 4
MAX_VILLAGES = 5
NUM_TEMPLES = 4


def _neighbours(x: int) -> tuple[int, ...]:
    row, col = divmod(x, 3)
    found = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        r, c = row + dr, col + dc
        if 0 <= r < 4 and 0 <= c < 3:
            found.append(r * 3 + c)
    return tuple(found)


# 2.1: orthogonal adjacency on the 3x4 terrain.
ADJACENT: tuple[tuple[int, ...], ...] = tuple(_neighbours(x) for x in range(NUM_SPACES))


class Element(IntEnum):
    RED = 0
    BLUE = 1
    GREEN = 2
    YELLOW = 3


class Feature(IntEnum):
    TURBINE = 0
    CATAPULT = 1
    PORTAL = 2
    WATER = 3


class Req(IntEnum):
    """Requirement kinds of spec 2.2."""

    YOU_AT_LEAST = 0
    NO = 1
    FEWER_ONE = 2
    FEWER_BOTH = 3
    MORE_ONE = 4
    MORE_BOTH = 5
    NEIGHBOURS_AT_LEAST = 6
    EACH_AT_LEAST_ONE = 7
    ALL_FOUR = 8
    MOST = 9
    NONE = 10


class Fx(IntEnum):
    """Effect codes in their resolution order (2.2: W, P, F, T, M, K)."""

    WATER = 0
    CLEAN = 1
    PLANT = 2
    TEMPLE = 3
    MOVE = 4
    CATAPULT = 5


class Power(IntEnum):
    """Leader powers, numbered as in spec 2.5 (the numbers are part of the action ids)."""

    RAIN_SONG = 0
    TAILWIND = 1
    TEMPLE_KEEPER = 2
    GREEN_THUMB = 3
    CLEAN_BUILDER = 4
    SHAPESHIFTER = 5
    WISE_DRAW = 6
    HOMECOMING = 7
    PURIFIER = 8
    LIGHT_FOOTED = 9


class Reqs:
    """``Req``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Req.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute."""

    YOU_AT_LEAST = Req.YOU_AT_LEAST
    NO = Req.NO
    FEWER_ONE = Req.FEWER_ONE
    FEWER_BOTH = Req.FEWER_BOTH
    MORE_ONE = Req.MORE_ONE
    MORE_BOTH = Req.MORE_BOTH
    NEIGHBOURS_AT_LEAST = Req.NEIGHBOURS_AT_LEAST
    EACH_AT_LEAST_ONE = Req.EACH_AT_LEAST_ONE
    ALL_FOUR = Req.ALL_FOUR
    MOST = Req.MOST
    NONE = Req.NONE


class Powers:
    """``Power``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Power.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute."""

    RAIN_SONG = Power.RAIN_SONG
    TAILWIND = Power.TAILWIND
    TEMPLE_KEEPER = Power.TEMPLE_KEEPER
    GREEN_THUMB = Power.GREEN_THUMB
    CLEAN_BUILDER = Power.CLEAN_BUILDER
    SHAPESHIFTER = Power.SHAPESHIFTER
    WISE_DRAW = Power.WISE_DRAW
    HOMECOMING = Power.HOMECOMING
    PURIFIER = Power.PURIFIER
    LIGHT_FOOTED = Power.LIGHT_FOOTED


class Fxes:
    """``Fx``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Fx.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute."""

    WATER = Fx.WATER
    CLEAN = Fx.CLEAN
    PLANT = Fx.PLANT
    TEMPLE = Fx.TEMPLE
    MOVE = Fx.MOVE
    CATAPULT = Fx.CATAPULT


class Features:
    """``Feature``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Feature.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute."""

    TURBINE = Feature.TURBINE
    CATAPULT = Feature.CATAPULT
    PORTAL = Feature.PORTAL
    WATER = Feature.WATER


Requirement = tuple[Req, int, int]  # kind, element (or -1), k
Effect = tuple[Fx, int]  # code, amount (moves, water, tokens, discount; 1 for T and K)


@dataclass(frozen=True, slots=True)
class CardRow:
    text: str
    requirement: Requirement
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Leader:
    id: str
    path: tuple[int, ...]  # colour indices
    unique: str
    cards: tuple[int, ...]  # power numbers


@dataclass(frozen=True, slots=True)
class GameData:
    card_ids: tuple[str, ...]  # 80 element cards, index = element * 20 + (design - 1) * 2 + copy
    card_element: tuple[int, ...]
    card_rows: tuple[tuple[CardRow, ...], ...]  # (easy,) or (easy, hard)
    tile_ids: tuple[str, ...]  # 39 forest tiles, then the 5 start tiles
    tile_colour: tuple[int, ...]
    tile_slots: tuple[int, ...]
    tile_cost: tuple[int, ...]
    tile_feature: tuple[int, ...]
    start_water: tuple[int, ...]
    start_riders: tuple[int, ...]
    start_clean: tuple[tuple[int, ...], ...]
    village_ids: tuple[str, ...]
    village_goal: tuple[str, ...]
    village_stars: tuple[int, ...]
    village_effect: tuple[Effect, ...]
    leaders: tuple[Leader, ...]
    power_names: tuple[str, ...]
    pollution: tuple[int, ...]
    capital_riders: int
    temple_bonus: tuple[Effect, ...]  # index t - 1
    village_points: int
    temple_points: dict[int, int]
    pollution_points: tuple[int, ...]  # by number of polluted spaces; beyond the end: 0
    forest_points: dict[int, int]
    end_token_points: int

    @property
    def num_forest_tiles(self) -> int:
        return len(self.tile_ids) - len(self.start_water)

    def start_tile(self, seat: int) -> int:
        return self.num_forest_tiles + seat


_REQUIREMENT_PATTERNS: tuple[tuple[re.Pattern[str], Req], ...] = (
    (re.compile(r"^you>=(\d) (\w+)$"), Req.YOU_AT_LEAST),
    (re.compile(r"^nbrs>=(\d) (\w+)$"), Req.NEIGHBOURS_AT_LEAST),
    (re.compile(r"^each>=(1) (\w+)$"), Req.EACH_AT_LEAST_ONE),
)
_SIMPLE_REQUIREMENTS = {
    "<one": Req.FEWER_ONE,
    "<both": Req.FEWER_BOTH,
    ">one": Req.MORE_ONE,
    ">both": Req.MORE_BOTH,
}
_EFFECT_CODES = {"W": Fx.WATER, "P": Fx.CLEAN, "F": Fx.PLANT, "T": Fx.TEMPLE, "M": Fx.MOVE, "K": Fx.CATAPULT}


def parse_requirement(text: str) -> Requirement:
    """A requirement code of spec 2.2 (``>=`` or ``≥``) as (kind, element, k)."""
    code = text.strip().replace("≥", ">=")
    if code == "none":
        return (Req.NONE, -1, 0)
    if code == "all4":
        return (Req.ALL_FOUR, -1, 0)
    for pattern, kind in _REQUIREMENT_PATTERNS:
        match = pattern.match(code)
        if match:
            return (kind, _element(match.group(2), text), int(match.group(1)))
    for word, kind in (("no ", Req.NO), ("most ", Req.MOST)):
        if code.startswith(word):
            return (kind, _element(code[len(word) :], text), 0)
    for suffix, kind in _SIMPLE_REQUIREMENTS.items():
        if code.endswith(suffix):
            return (kind, _element(code[: -len(suffix)], text), 0)
    raise ValueError(f"unknown requirement {text!r}")


def parse_effects(text: str) -> tuple[Effect, ...]:
    """Effects like ``W2+P1`` or ``M1+K``, sorted into the order W, P, F, T, M, K (stable for two F)."""
    effects: list[Effect] = []
    for part in text.split("+"):
        match = re.fullmatch(r"([WPFTMK])(\d*)", part.strip())
        if not match:
            raise ValueError(f"unknown effect {part!r} in {text!r}")
        code = _EFFECT_CODES[match.group(1)]
        if code in (Fx.TEMPLE, Fx.CATAPULT):
            if match.group(2):
                raise ValueError(f"{part!r} takes no number")
            amount = 1
        elif not match.group(2):
            raise ValueError(f"{part!r} needs a number")
        else:
            amount = int(match.group(2))
        effects.append((code, amount))
    return tuple(sorted(effects, key=lambda e: e[0]))


def _element(name: str, context: str) -> int:
    if name not in ELEMENTS:
        raise ValueError(f"unknown element {name!r} in {context!r}")
    return ELEMENTS.index(name)


def _load(name: str) -> Any:
    with resource_path("levels", TITLE_ID, name).open(encoding="utf-8") as handle:
        return json.load(handle)


def _element_cards() -> tuple[tuple[str, ...], tuple[int, ...], tuple[tuple[CardRow, ...], ...]]:
    raw = _load("element_cards.json")
    if tuple(raw["elements"]) != ELEMENTS:
        raise ValueError("element_cards.json: elements must be red, blue, green, yellow")
    copies = raw["copies"]
    ids, elements, rows = [], [], []
    by_element: dict[int, list[dict[str, Any]]] = {e: [] for e in range(4)}
    for design in raw["designs"]:
        letter = design["id"][0]
        element = [raw["letters"][e] for e in ELEMENTS].index(letter)
        by_element[element].append(design)
    for element in range(4):
        designs = sorted(by_element[element], key=lambda d: d["id"])
        if len(designs) != 10:
            raise ValueError(f"element_cards.json: {ELEMENTS[element]} needs 10 designs")
        for design in designs:
            card_rows = tuple(
                CardRow(
                    f"{design[name]['requirement']} → {design[name]['effects']}",
                    parse_requirement(design[name]["requirement"]),
                    parse_effects(design[name]["effects"]),
                )
                for name in ("easy", "hard")
                if name in design
            )
            if not card_rows or ("hard" in design and "easy" not in design):
                raise ValueError(f"element_cards.json: {design['id']} needs an easy row")
            for copy in copies:
                ids.append(design["id"] + copy)
                elements.append(element)
                rows.append(card_rows)
    if len(ids) != 80 or len(set(ids)) != 80:
        raise ValueError("element_cards.json must give 80 distinct cards")
    return tuple(ids), tuple(elements), tuple(rows)


@cache
def game_data() -> GameData:
    """All component tables, loaded once."""
    card_ids, card_element, card_rows = _element_cards()
    forest = _load("forest_tiles.json")
    starts = _load("start_tiles.json")
    if tuple(forest["colours"]) != COLOURS:
        raise ValueError("forest_tiles.json: colours must be purple, green, yellow")
    tile_ids, colour, slots, cost, feature = [], [], [], [], []
    for c, name in enumerate(COLOURS):
        for tile in forest["tiles"]:
            tile_ids.append(f"{name}_{tile['number']:02d}")
            colour.append(c)
            slots.append(int(tile["slots"]))
            cost.append(int(tile["cost"]))
            feature.append(Feature[tile["feature"].upper()])
    start_water, start_riders, start_clean = [], [], []
    for tile in starts["tiles"]:
        tile_ids.append(tile["id"])
        colour.append(COLOURS.index(tile["colour"]))
        slots.append(int(starts["slots"]))
        cost.append(0)
        feature.append(Feature[starts["feature"].upper()])
        start_water.append(int(tile["water"]))
        start_riders.append(int(tile["riders_to_start"]))
        start_clean.append(tuple(SPACE_INDEX[s] for s in tile["clean"]))
    if len(start_water) != 5 or len(set(tile_ids)) != len(tile_ids):
        raise ValueError("start_tiles.json must give 5 start tiles with distinct ids")
    villages = sorted(_load("village_cards.json")["cards"], key=lambda v: v["id"])
    leaders_raw = _load("leaders.json")
    power_names = tuple(leaders_raw["powers"])
    if power_names != tuple(p.name.lower() for p in Power):
        raise ValueError("leaders.json: powers must be listed in the order of spec 2.5")
    leaders = tuple(
        Leader(
            raw["id"],
            tuple(COLOURS.index(c) for c in raw["path"]),
            raw["unique"],
            tuple(power_names.index(p) for p in raw["cards"]),
        )
        for raw in leaders_raw["leaders"]
    )
    board = _load("board.json")
    scoring = board["scoring"]
    return GameData(
        card_ids=card_ids,
        card_element=card_element,
        card_rows=card_rows,
        tile_ids=tuple(tile_ids),
        tile_colour=tuple(colour),
        tile_slots=tuple(slots),
        tile_cost=tuple(cost),
        tile_feature=tuple(feature),
        start_water=tuple(start_water),
        start_riders=tuple(start_riders),
        start_clean=tuple(start_clean),
        village_ids=tuple(v["id"] for v in villages),
        village_goal=tuple(v["goal"] for v in villages),
        village_stars=tuple(int(v["stars"]) for v in villages),
        village_effect=tuple(_single_effect(v["effect"]) for v in villages),
        leaders=leaders,
        power_names=power_names,
        pollution=tuple(int(board["pollution"][s]) for s in SPACES),
        capital_riders=int(board["capital_riders"]),
        temple_bonus=tuple(_single_effect(board["temple_bonus"][str(t)]) for t in range(1, 5)),
        village_points=int(scoring["village_points"]),
        temple_points={int(k): int(v) for k, v in scoring["temples"].items()},
        pollution_points=tuple(int(v) for v in scoring["pollution_spaces"]),
        forest_points={int(k): int(v) for k, v in scoring["forests"].items()},
        end_token_points=int(scoring["end_token"]),
    )


def _single_effect(text: str) -> Effect:
    effects = parse_effects(text)
    if len(effects) != 1:
        raise ValueError(f"expected one effect, got {text!r}")
    return effects[0]
