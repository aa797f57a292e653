"""The fixed integer action space (spec 5.3) and its notation (spec 6), both ways."""

from __future__ import annotations

from game.rules.base import IllegalAction
from game.rules.five_tribes.board import TILE_INDEX, TILE_NAMES
from game.rules.five_tribes.data import (
    ANUN_NAK,
    BOURAQ,
    COLOUR_NAMES,
    DJINN_INDEX,
    DJINNS,
    ECHIDNA,
    ENKI,
    HAGIS,
    IBLIS,
    LAMIA,
    LETA,
    MERCHANDISE_NAMES,
    SIBITTIS,
    SLOAR,
    SPOT_PRICES,
    UTUG,
)

NUM_ACTIONS = 622

BID = 0
PICK = 7
DROP = 37
FAKIRS = 187
KILL = 206  # + 5 * tile + colour: an assassin kills on a tile
KILL_TILE_END = 356  # one past the kills on a tile (KILL + 30 tiles * 5 colours)
KILL_PLAYER = 354  # + 2n (vizier) or + 2n + 1 (elder), n = 1..4: from KILL_TILE_END on
PALM = 364
PALACE = 365
MARKET = 365  # + i, i = 1..6
DJINN = 372  # + djinn index: take a djinn
USE_ON_TILE = 394  # the first power aimed at a tile (DJINN + 22 djinns; TILE_POWER_BASE)
USE_ECHIDNA = 604
USE_IBLIS = 605
USE_SIBITTIS = 606
USE_SLOAR = 607
PAY_ELDER = 608
PAY_FAKIR = 609
SELL_KIND = 610
SELL = 619
PASS = 620
END = 621

# Powers aimed at a tile: djinn index -> first action id.
TILE_POWER_BASE: dict[int, int] = {
    ANUN_NAK: USE_ON_TILE,
    BOURAQ: 424,
    ENKI: 454,
    HAGIS: 484,
    LAMIA: 514,
    LETA: 544,
    UTUG: 574,
}
BASE_TILE_POWER: dict[int, int] = {base: d for d, base in TILE_POWER_BASE.items()}
PLAIN_POWER_ACTION: dict[int, int] = {
    ECHIDNA: USE_ECHIDNA,
    IBLIS: USE_IBLIS,
    SIBITTIS: USE_SIBITTIS,
    SLOAR: USE_SLOAR,
}
ACTION_PLAIN_POWER: dict[int, int] = {a: d for d, a in PLAIN_POWER_ACTION.items()}


def bid(spot: int) -> int:
    return BID + spot


def pick(tile: int) -> int:
    return PICK + tile


def drop(tile: int, colour: int) -> int:
    return DROP + 5 * tile + colour


def fakirs(count: int) -> int:
    return FAKIRS + count


def kill_tile(tile: int, colour: int) -> int:
    return KILL + 5 * tile + colour


def kill_player(player: int, elder: bool) -> int:
    return KILL_PLAYER + 2 * (player + 1) + int(elder)


def market(position: int) -> int:
    return MARKET + position


def djinn(index: int) -> int:
    return DJINN + index


def use_on_tile(power: int, tile: int) -> int:
    return TILE_POWER_BASE[power] + tile


def sell_kind(kind: int) -> int:
    return SELL_KIND + kind


def tile_power_of(action: int) -> tuple[int, int]:
    """(djinn, tile) of a ``use <power> <tile>`` action id."""
    offset = action - USE_ON_TILE
    return BASE_TILE_POWER[USE_ON_TILE + 30 * (offset // 30)], offset % 30


def action_to_str(action: int) -> str:
    """The spec-6 notation of an action id."""
    if not 0 <= action < NUM_ACTIONS:
        raise IllegalAction(f"action id {action} is outside 0-{NUM_ACTIONS - 1}")
    if action < PICK:
        return f"bid {SPOT_PRICES[action]}"
    if action < DROP:
        return f"pick {TILE_NAMES[action - PICK]}"
    if action < FAKIRS:
        t, c = divmod(action - DROP, 5)
        return f"drop {TILE_NAMES[t]} {COLOUR_NAMES[c]}"
    if action < KILL:
        return f"fakirs {action - FAKIRS}"
    if action < KILL_TILE_END:
        t, c = divmod(action - KILL, 5)
        return f"kill {TILE_NAMES[t]} {COLOUR_NAMES[c]}"
    if action < PALM:
        n, elder = divmod(action - KILL_PLAYER, 2)
        return f"kill p{n} {'elder' if elder else 'vizier'}"
    if action == PALM:
        return "palm"
    if action == PALACE:
        return "palace"
    if action < DJINN:
        return f"market {action - MARKET}"
    if action < USE_ON_TILE:
        return f"djinn {DJINNS[action - DJINN].id}"
    if action < USE_ECHIDNA:
        power, tile = tile_power_of(action)
        return f"use {DJINNS[power].id} {TILE_NAMES[tile]}"
    if action < PAY_ELDER:
        return f"use {DJINNS[ACTION_PLAIN_POWER[action]].id}"
    if action == PAY_ELDER:
        return "pay elder"
    if action == PAY_FAKIR:
        return "pay fakir"
    if action < SELL:
        return f"sell {MERCHANDISE_NAMES[action - SELL_KIND]}"
    return {SELL: "sell", PASS: "pass", END: "end"}[action]


def _tile(word: str) -> int:
    if word not in TILE_INDEX:
        raise IllegalAction(f"{word!r} is not a tile (a1-f5)")
    return TILE_INDEX[word]


def _colour(word: str) -> int:
    if word not in COLOUR_NAMES:
        raise IllegalAction(f"{word!r} is not a meeple colour ({', '.join(COLOUR_NAMES)})")
    return COLOUR_NAMES.index(word)


def _number(word: str, low: int, high: int, what: str) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise IllegalAction(f"{what} must be a number from {low} to {high}, not {word!r}")
    return int(word)


def _arity(words: list[str], count: int, form: str) -> None:
    if len(words) != count:
        raise IllegalAction(f"expected '{form}'")


def parse_notation(text: str) -> int:
    """The action id written by ``text`` (any case, extra spaces), without checking legality."""
    words = text.lower().split()
    if not words:
        raise IllegalAction("empty action")
    verb, args = words[0], words[1:]
    if verb == "bid":
        _arity(args, 1, "bid <18|12|8|5|3|1|0>")
        prices = [str(p) for p in SPOT_PRICES]
        if args[0] not in prices:
            raise IllegalAction(f"no turn-track spot is priced {args[0]}; spots are 18, 12, 8, 5, 3, 1, 0")
        return bid(prices.index(args[0]))
    if verb == "pick":
        _arity(args, 1, "pick <tile>")
        return pick(_tile(args[0]))
    if verb == "drop":
        _arity(args, 2, "drop <tile> <colour>")
        return drop(_tile(args[0]), _colour(args[1]))
    if verb == "fakirs":
        _arity(args, 1, "fakirs <0-18>")
        return fakirs(_number(args[0], 0, 18, "the number of fakirs"))
    if verb == "kill":
        _arity(args, 2, "kill <tile> <colour>' or 'kill p<n> <vizier|elder>")
        if args[0].startswith("p") and args[0][1:].isdigit():
            n = _number(args[0][1:], 1, 4, "the player number")
            if args[1] not in ("vizier", "elder"):
                raise IllegalAction(f"a player's {args[1]!r} cannot be killed; only 'vizier' or 'elder'")
            return kill_player(n - 1, args[1] == "elder")
        return kill_tile(_tile(args[0]), _colour(args[1]))
    if verb in ("palm", "palace", "sell", "pass", "end") and not args:
        return {"palm": PALM, "palace": PALACE, "sell": SELL, "pass": PASS, "end": END}[verb]
    if verb == "market":
        _arity(args, 1, "market <1-6>")
        return market(_number(args[0], 1, 6, "the market position"))
    if verb == "djinn":
        _arity(args, 1, "djinn <name>")
        if args[0] not in DJINN_INDEX:
            raise IllegalAction(f"{args[0]!r} is not a djinn")
        return djinn(DJINN_INDEX[args[0]])
    if verb == "use":
        if not args or args[0] not in DJINN_INDEX:
            raise IllegalAction(f"'use' needs a djinn power, not {' '.join(args)!r}")
        power = DJINN_INDEX[args[0]]
        if power in TILE_POWER_BASE:
            _arity(args, 2, f"use {args[0]} <tile>")
            return use_on_tile(power, _tile(args[1]))
        if power in PLAIN_POWER_ACTION:
            _arity(args, 1, f"use {args[0]}")
            return PLAIN_POWER_ACTION[power]
        raise IllegalAction(f"{args[0]} has no power to use")
    if verb == "pay":
        _arity(args, 1, "pay <elder|fakir>")
        if args[0] not in ("elder", "fakir"):
            raise IllegalAction(f"pay with 'elder' or 'fakir', not {args[0]!r}")
        return PAY_ELDER if args[0] == "elder" else PAY_FAKIR
    if verb == "sell":
        _arity(args, 1, "sell <kind>")
        if args[0] not in MERCHANDISE_NAMES:
            raise IllegalAction(f"{args[0]!r} is not merchandise ({', '.join(MERCHANDISE_NAMES)})")
        return sell_kind(MERCHANDISE_NAMES.index(args[0]))
    raise IllegalAction(f"unknown action {text.strip()!r}")
