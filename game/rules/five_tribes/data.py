"""Five Tribes component data, loaded from ``levels/five_tribes/*.json`` and validated at load.

Everything the engine needs about the physical game (tile kinds and VP, meeple counts, resource
cards, suit values, djinns) comes from these files; the rest of the package reads the constants
defined here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from game.resources import resource_path

TITLE_ID = "five_tribes"


class Colour(IntEnum):
    YELLOW = 0
    WHITE = 1
    GREEN = 2
    BLUE = 3
    RED = 4


class TileKind(IntEnum):
    VILLAGE = 0
    SACRED_PLACE = 1
    OASIS = 2
    SMALL_MARKET = 3
    LARGE_MARKET = 4


COLOUR_NAMES: tuple[str, ...] = ("yellow", "white", "green", "blue", "red")
TRIBE_NAMES: tuple[str, ...] = ("vizier", "elder", "merchant", "builder", "assassin")
KIND_NAMES: tuple[str, ...] = ("village", "sacred_place", "oasis", "small_market", "large_market")
BLUE_KINDS = frozenset({TileKind.VILLAGE, TileKind.SACRED_PLACE})

# Resource cards: kinds 0-8 are merchandise in canonical order, 9 is the fakir.
FAKIR = 9


@dataclass(frozen=True, slots=True)
class Djinn:
    index: int
    id: str
    name: str
    vp: int
    cost: str | None  # None, "E/F", "E+E/F", "F" or "F+" (Kumarbi)


def _load(name: str) -> dict[str, Any]:
    path = resource_path("levels", TITLE_ID, name)
    with path.open(encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


def _check(condition: bool, file: str, reason: str) -> None:
    if not condition:
        raise ValueError(f"levels/{TITLE_ID}/{file}: {reason}")


def _load_tiles() -> tuple[dict[TileKind, tuple[int, ...]], tuple[int, ...]]:
    data = _load("tiles.json")
    kinds = data["kinds"]
    _check([k["id"] for k in kinds] == list(KIND_NAMES), "tiles.json", f"kinds must be {KIND_NAMES}")
    vps: dict[TileKind, tuple[int, ...]] = {}
    for kind, entry in zip(TileKind, kinds):
        _check(len(entry["vp"]) == entry["count"], "tiles.json", f"{entry['id']}: one vp per tile")
        _check(all(isinstance(v, int) and v > 0 for v in entry["vp"]), "tiles.json", "vp must be positive")
        _check((entry["colour"] == "blue") == (kind in BLUE_KINDS), "tiles.json", f"{entry['id']}: colour")
        vps[kind] = tuple(entry["vp"])
    _check(sum(len(v) for v in vps.values()) == 30, "tiles.json", "the board has 30 tiles")
    meeples = data["meeples"]
    _check([m["id"] for m in meeples] == list(COLOUR_NAMES), "tiles.json", f"meeples must be {COLOUR_NAMES}")
    counts = tuple(int(m["count"]) for m in meeples)
    _check(sum(counts) == 90, "tiles.json", "there are 90 meeples")
    return vps, counts


def _load_resources() -> tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]:
    data = _load("resources.json")
    names = tuple(m["id"] for m in data["merchandise"])
    _check(len(names) == 9 and len(set(names)) == 9, "resources.json", "nine merchandise kinds")
    counts = tuple(int(m["count"]) for m in data["merchandise"]) + (int(data["fakirs"]),)
    _check(sum(counts) == 54, "resources.json", "there are 54 resource cards")
    values = tuple(int(v) for v in data["suit_values"])
    _check(len(values) == 10 and values[0] == 0, "resources.json", "suit values for sizes 0-9")
    return names, counts, values


def _load_djinns() -> tuple[Djinn, ...]:
    data = _load("djinns.json")
    djinns = tuple(
        Djinn(i, d["id"], d["name"], int(d["vp"]), d["cost"]) for i, d in enumerate(data["djinns"])
    )
    _check(len(djinns) == 22, "djinns.json", "there are 22 djinns")
    _check(len({d.id for d in djinns}) == 22, "djinns.json", "djinn ids are unique")
    _check(
        all(d.cost in (None, "E/F", "E+E/F", "F", "F+") for d in djinns), "djinns.json", "unknown djinn cost"
    )
    return djinns


TILE_VPS, MEEPLE_COUNTS = _load_tiles()
DEFAULT_VP: dict[TileKind, int] = {k: min(v) for k, v in TILE_VPS.items()}
MERCHANDISE_NAMES, CARD_COUNTS, SUIT_VALUES = _load_resources()
CARD_NAMES: tuple[str, ...] = MERCHANDISE_NAMES + ("fakir",)
DJINNS = _load_djinns()
DJINN_INDEX: dict[str, int] = {d.id: d.index for d in DJINNS}


def _djinn(name: str) -> int:
    return DJINN_INDEX[name]


AL_AMIN = _djinn("al_amin")
ANUN_NAK = _djinn("anun_nak")
BAAL = _djinn("baal")
BOAZ = _djinn("boaz")
BOURAQ = _djinn("bouraq")
ECHIDNA = _djinn("echidna")
ENKI = _djinn("enki")
HAGIS = _djinn("hagis")
HAURVATAT = _djinn("haurvatat")
IBLIS = _djinn("iblis")
JAFAAR = _djinn("jafaar")
KANDICHA = _djinn("kandicha")
KUMARBI = _djinn("kumarbi")
LAMIA = _djinn("lamia")
LETA = _djinn("leta")
MARID = _djinn("marid")
MONKIR = _djinn("monkir")
NEKIR = _djinn("nekir")
SHAMHAT = _djinn("shamhat")
SIBITTIS = _djinn("sibittis")
SLOAR = _djinn("sloar")
UTUG = _djinn("utug")

# 2: camels and turn markers per player, by player count.
CAMELS = {2: 11, 3: 8, 4: 8}
MARKERS = {2: 2, 3: 1, 4: 1}
START_GOLD = 50
PALMS = 12
PALACES = 10
# 2: the turn track's single spots, then the zero queue (price 0, 3 places).
SPOT_PRICES: tuple[int, ...] = (18, 12, 8, 5, 3, 1, 0)
ZERO_SPOT = 6
ZERO_QUEUE_SIZE = 3
MARKET_SIZE = 9
DJINN_ROW_SIZE = 3
