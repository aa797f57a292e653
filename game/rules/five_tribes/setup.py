"""New games (spec 3) and scenarios (spec 10)."""

from __future__ import annotations

import copy
from typing import Any

import numpy as np

from game.rules.base import Event
from game.rules.five_tribes.board import TILES
from game.rules.five_tribes.data import (
    CAMELS,
    CARD_COUNTS,
    CARD_NAMES,
    COLOUR_NAMES,
    DEFAULT_VP,
    DJINN_INDEX,
    DJINN_ROW_SIZE,
    DJINNS,
    KIND_NAMES,
    MARKERS,
    MARKET_SIZE,
    MEEPLE_COUNTS,
    PALACES,
    PALMS,
    SPOT_PRICES,
    START_GOLD,
    TILE_VPS,
    ZERO_QUEUE_SIZE,
    TileKind,
)
from game.rules.five_tribes.legal import blue_counts
from game.rules.five_tribes.model import Flags, Phase, Player, Step, Turn
from game.rules.five_tribes.state import FiveTribesState


def _blank(num_players: int, seed: int, flags: Flags) -> FiveTribesState:
    if num_players not in CAMELS:
        raise ValueError(f"Five Tribes is for 2-4 players, not {num_players}")
    state = FiveTribesState.__new__(FiveTribesState)
    from game.rules.five_tribes import TITLE

    state.title = TITLE
    state.num_players = num_players
    state.flags = flags
    state.history = []
    state.rng = np.random.Generator(np.random.PCG64(seed))
    state.owner = [-1] * TILES
    state.palms = [0] * TILES
    state.palaces = [0] * TILES
    state.players = [Player(START_GOLD, CAMELS[num_players]) for _ in range(num_players)]
    state.djinn_owner = [-1] * len(DJINNS)
    state.turn_spots = [-1] * 6
    state.zero_queue = []
    state.resource_discard = []
    state.djinn_discard = []
    state.resource_universe = list(CARD_COUNTS)
    state.djinn_universe = list(range(len(DJINNS)))
    state.supply_palms = PALMS
    state.supply_palaces = PALACES
    state.round = 1
    state.phase = Phase.BID
    state.last_round = False
    state.step = Step.BID
    state.to_move = -1
    state.turn = Turn()
    state.observer = -1
    state._legal = None
    return state


def _shuffle(state: FiveTribesState, items: list[int]) -> list[int]:
    order = state.rng.permutation(len(items)).tolist()
    return [items[i] for i in order]


def _deal_setup(state: FiveTribesState) -> None:
    """Spec 3, steps 1-6, drawn from the state's generator in this fixed order."""
    tiles = [(int(kind), vp) for kind in TileKind for vp in TILE_VPS[kind]]
    tiles = [tiles[i] for i in state.rng.permutation(len(tiles)).tolist()]
    state.tile_kind = [k for k, _ in tiles]
    state.tile_vp = [v for _, v in tiles]
    state.blue_around = blue_counts(state.tile_kind)
    meeples = _shuffle(state, [c for c in range(5) for _ in range(MEEPLE_COUNTS[c])])
    state.meeples = np.zeros((TILES, 5), dtype=np.int64)
    for t in range(TILES):
        for colour in meeples[3 * t : 3 * t + 3]:
            state.meeples[t, colour] += 1
    state.bag = [0] * 5
    markers = [p for p in range(state.num_players) for _ in range(MARKERS[state.num_players])]
    state.bid_track = _shuffle(state, markers)
    cards = _shuffle(state, [k for k in range(10) for _ in range(CARD_COUNTS[k])])
    state.market, state.resource_pile = cards[:MARKET_SIZE], cards[MARKET_SIZE:]
    djinns = _shuffle(state, list(range(len(DJINNS))))
    state.djinn_row, state.djinn_pile = djinns[:DJINN_ROW_SIZE], djinns[DJINN_ROW_SIZE:]


def new_game(players: int, seed: int = 0, **rule_flags: Any) -> FiveTribesState:
    flags = Flags.from_mapping(rule_flags)
    state = _blank(players, seed, flags)
    state.origin = {"kind": "new_game", "players": players, "seed": seed, "flags": flags.to_dict()}
    _deal_setup(state)
    state._enter_bid([])
    return state


# ---- scenarios (spec 10) -------------------------------------------------------------------------


def _need(condition: bool, reason: str) -> None:
    if not condition:
        raise ValueError(f"scenario: {reason}")


MAX_COUNT = 1_000_000
"""Beyond any count of the game (a 31-digit meeple count would overflow the int64 board)."""


def _count(value: Any, what: str) -> int:
    _need(
        isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT,
        f"{what} must be a count from 0 to {MAX_COUNT}",
    )
    return int(value)


def _counts(mapping: Any, names: tuple[str, ...], what: str) -> list[int]:
    _need(isinstance(mapping, dict), f"{what} must be an object")
    unknown = set(mapping) - set(names)
    _need(not unknown, f"{what}: unknown names {sorted(unknown)}")
    return [_count(mapping.get(name, 0), f"{what}.{name}") for name in names]


def _card(name: Any, what: str) -> int:
    _need(isinstance(name, str) and name in CARD_NAMES, f"{what}: {name!r} is not a resource card")
    return CARD_NAMES.index(name)


def _djinn(name: Any, what: str) -> int:
    # A list or an object is no djinn's name (and unhashable: the lookup would raise TypeError).
    _need(isinstance(name, str) and name in DJINN_INDEX, f"{what}: {name!r} is not a djinn")
    return DJINN_INDEX[name]


def _player(value: Any, num_players: int, what: str) -> int:
    _need(
        isinstance(value, int) and not isinstance(value, bool) and 0 <= value < num_players,
        f"{what}: {value!r} is not a player (0-{num_players - 1})",
    )
    return int(value)


def _load_board(state: FiveTribesState, board: Any) -> None:
    _need(isinstance(board, list) and len(board) == TILES, "board must list 30 tiles")
    state.meeples = np.zeros((TILES, 5), dtype=np.int64)
    for t, entry in enumerate(board):
        _need(isinstance(entry, dict), f"board[{t}] must be an object")
        _need(entry.get("kind") in KIND_NAMES, f"board[{t}].kind must be one of {KIND_NAMES}")
        kind = TileKind(KIND_NAMES.index(entry["kind"]))
        state.tile_kind[t] = int(kind)
        state.tile_vp[t] = _count(entry.get("vp", DEFAULT_VP[kind]), f"board[{t}].vp")
        state.meeples[t] = _counts(entry.get("meeples", {}), COLOUR_NAMES, f"board[{t}].meeples")
        owner = entry.get("owner")
        state.owner[t] = -1 if owner is None else _player(owner, state.num_players, f"board[{t}].owner")
        state.palms[t] = _count(entry.get("palms", 0), f"board[{t}].palms")
        state.palaces[t] = _count(entry.get("palaces", 0), f"board[{t}].palaces")


def _load_players(state: FiveTribesState, entries: Any) -> None:
    _need(
        isinstance(entries, list) and len(entries) == state.num_players, "one players_state entry per player"
    )
    for p, entry in enumerate(entries):
        _need(isinstance(entry, dict), f"players_state[{p}] must be an object")
        holder = state.players[p]
        holder.gold = _count(entry.get("gold", START_GOLD), f"players_state[{p}].gold")
        holder.viziers = _count(entry.get("viziers", 0), f"players_state[{p}].viziers")
        holder.elders = _count(entry.get("elders", 0), f"players_state[{p}].elders")
        cards = _counts(entry.get("cards", {}), CARD_NAMES, f"players_state[{p}].cards")
        private = _counts(entry.get("private_cards", {}), CARD_NAMES, f"players_state[{p}].private_cards")
        _need(
            all(v <= c for v, c in zip(private, cards)),
            f"players_state[{p}].private_cards must be within cards",
        )
        holder.cards = [c - v for c, v in zip(cards, private)]
        holder.private = private
        djinns = entry.get("djinns", [])
        _need(isinstance(djinns, list), f"players_state[{p}].djinns must be a list")
        for name in djinns:
            djinn = _djinn(name, f"players_state[{p}].djinns")
            _need(state.djinn_owner[djinn] < 0, f"djinn {name} appears twice")
            state.djinn_owner[djinn] = p
            holder.djinns.append(djinn)
        owned = state.owner.count(p)
        total = CAMELS[state.num_players]
        holder.camels = _count(entry.get("camels", total - owned), f"players_state[{p}].camels")
        _need(holder.camels + owned <= total, f"player {p} has more than {total} camels")
        used = entry.get("powers_used", [])
        _need(isinstance(used, list), f"players_state[{p}].powers_used must be a list")
        for name in used:
            holder.powers_used |= 1 << _djinn(name, f"players_state[{p}].powers_used")


def _load_tracks(state: FiveTribesState, spec: dict[str, Any]) -> None:
    n = state.num_players
    markers = [p for p in range(n) for _ in range(MARKERS[n])]
    play = state.phase == Phase.PLAY
    if "bid_track" in spec or "turn_track" in spec:
        bid_track = spec.get("bid_track", [])
        _need(isinstance(bid_track, list), "bid_track must be a list")
        state.bid_track = [_player(p, n, "bid_track") for p in bid_track]
        track = spec.get("turn_track", {})
        _need(isinstance(track, dict), "turn_track must be an object")
        prices = [str(p) for p in SPOT_PRICES]
        _need(not set(track) - set(prices), f"turn_track keys must be among {prices}")
        for spot, price in enumerate(prices[:-1]):
            value = track.get(price)
            state.turn_spots[spot] = -1 if value is None else _player(value, n, f"turn_track[{price}]")
        queue = track.get("0", [])
        _need(
            isinstance(queue, list) and len(queue) <= ZERO_QUEUE_SIZE,
            "the zero queue holds at most 3 markers",
        )
        state.zero_queue = [_player(p, n, "turn_track[0]") for p in queue]
    elif play:
        # Reading of 10: with no tracks given, the markers wait on the turn track in player order.
        state.bid_track = []
        for spot, player in enumerate(markers):
            state.turn_spots[spot] = player
    placed = sorted(state.bid_track + [p for p in state.turn_spots if p >= 0] + state.zero_queue)
    _need(placed == markers, f"the tracks must hold {MARKERS[n]} marker(s) per player")
    if play:
        _need(any(p >= 0 for p in state.turn_spots) or bool(state.zero_queue), "no marker is left to play")
    else:
        _need(bool(state.bid_track), "no marker is left to bid")


def _load_cards(state: FiveTribesState, spec: dict[str, Any]) -> None:
    def card_list(key: str) -> list[int]:
        value = spec[key]
        _need(isinstance(value, list), f"{key} must be a list")
        return [_card(name, key) for name in value]

    left = list(CARD_COUNTS)
    held = [0] * 10
    for holder in state.players:
        for k in range(10):
            held[k] += holder.held(k)
    given = {key: card_list(key) for key in ("market", "resource_pile", "resource_discard") if key in spec}
    for k in range(10):
        left[k] -= held[k] + sum(cards.count(k) for cards in given.values())
        _need(left[k] >= 0, f"more {CARD_NAMES[k]} cards than the game has ({CARD_COUNTS[k]})")
    rest = _shuffle(state, [k for k in range(10) for _ in range(left[k])])
    state.resource_discard = given.get("resource_discard", [])
    if "market" in given:
        state.market = given["market"]
    else:
        state.market, rest = rest[:MARKET_SIZE], rest[MARKET_SIZE:]
    if "resource_pile" in given:
        state.resource_pile = given["resource_pile"]
    else:
        state.resource_pile, rest = rest, []
    # Cards neither given nor derived are out of this game.
    state.resource_universe = [CARD_COUNTS[k] - rest.count(k) for k in range(10)]


def _load_djinns(state: FiveTribesState, spec: dict[str, Any]) -> None:
    seen = [d for d in range(len(DJINNS)) if state.djinn_owner[d] >= 0]
    given: dict[str, list[int]] = {}
    for key in ("djinn_row", "djinn_pile", "djinn_discard"):
        if key in spec:
            _need(isinstance(spec[key], list), f"{key} must be a list")
            given[key] = [_djinn(name, key) for name in spec[key]]
            seen.extend(given[key])
    _need(len(seen) == len(set(seen)), "a djinn appears twice")
    rest = _shuffle(state, [d for d in range(len(DJINNS)) if d not in seen])
    state.djinn_discard = given.get("djinn_discard", [])
    if "djinn_row" in given:
        state.djinn_row = given["djinn_row"]
    else:
        state.djinn_row, rest = rest[:DJINN_ROW_SIZE], rest[DJINN_ROW_SIZE:]
    if "djinn_pile" in given:
        state.djinn_pile = given["djinn_pile"]
    else:
        state.djinn_pile, rest = rest, []
    state.djinn_universe = sorted(d for d in range(len(DJINNS)) if d not in rest)


def scenario(spec: dict[str, Any]) -> FiveTribesState:
    """A state from a spec-10 scenario object; raises ValueError on inconsistent data."""
    _need(isinstance(spec, dict), "a scenario is a JSON object")
    known = {
        "players", "seed", "flags", "round", "phase", "last_round", "board", "bag", "players_state",
        "bid_track", "turn_track", "to_move", "market", "resource_pile", "resource_discard",
        "djinn_row", "djinn_pile", "djinn_discard", "supply", "title", "name", "description",
    }  # fmt: skip
    _need(not set(spec) - known, f"unknown keys {sorted(set(spec) - known)}")
    _need("players" in spec, "'players' is required")
    players = spec["players"]
    _need(
        isinstance(players, int) and not isinstance(players, bool) and players in CAMELS,
        "players must be 2, 3 or 4",
    )
    seed = spec.get("seed", 0)
    _need(isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0, "seed must be an integer >= 0")
    flags_spec = spec.get("flags", {})
    _need(isinstance(flags_spec, dict), "flags must be an object")
    state = _blank(players, seed, Flags.from_mapping(flags_spec))
    state.origin = {"kind": "scenario", "spec": copy.deepcopy(spec)}
    _deal_setup(state)
    state.round = _count(spec.get("round", 1), "round")
    _need(state.round >= 1, "round starts at 1")
    _need(spec.get("phase", "bid") in ("bid", "play"), "phase must be 'bid' or 'play'")
    state.phase = Phase.PLAY if spec.get("phase") == "play" else Phase.BID
    _need(isinstance(spec.get("last_round", False), bool), "last_round must be true or false")
    state.last_round = spec.get("last_round", False)
    if "board" in spec:
        _load_board(state, spec["board"])
        state.blue_around = blue_counts(state.tile_kind)
    if "players_state" in spec:
        _load_players(state, spec["players_state"])
    held = [sum(h.viziers for h in state.players), sum(h.elders for h in state.players), 0, 0, 0]
    on_board = state.meeples.sum(axis=0).tolist()
    if "bag" in spec:
        state.bag = _counts(spec["bag"], COLOUR_NAMES, "bag")
    else:
        state.bag = [MEEPLE_COUNTS[c] - on_board[c] - held[c] for c in range(5)]
    for c in range(5):
        total = state.bag[c] + on_board[c] + held[c]
        _need(state.bag[c] >= 0, f"the derived bag would hold {state.bag[c]} {COLOUR_NAMES[c]} meeples")
        _need(
            total <= MEEPLE_COUNTS[c],
            f"more {COLOUR_NAMES[c]} meeples than the game has ({MEEPLE_COUNTS[c]})",
        )
    _load_tracks(state, spec)
    _load_cards(state, spec)
    _load_djinns(state, spec)
    palms, palaces = sum(state.palms), sum(state.palaces)
    supply = spec.get("supply", {})
    _need(
        isinstance(supply, dict) and not set(supply) - {"palms", "palaces"}, "supply holds palms and palaces"
    )
    state.supply_palms = _count(supply.get("palms", PALMS - palms), "supply.palms")
    state.supply_palaces = _count(supply.get("palaces", PALACES - palaces), "supply.palaces")
    if state.flags.supply_limit:
        _need(state.supply_palms + palms <= PALMS, f"more than {PALMS} palms")
        _need(state.supply_palaces + palaces <= PALACES, f"more than {PALACES} palaces")
    events: list[Event] = []
    if state.phase == Phase.PLAY:
        expected = next(
            (p for p in state.turn_spots if p >= 0), state.zero_queue[0] if state.zero_queue else -1
        )
        state._next_marker(events)
    else:
        expected = state.bid_track[0]
        state._enter_bid(events)
    if "to_move" in spec:
        _need(
            spec["to_move"] == expected, f"to_move is {spec['to_move']!r} but player {expected} moves first"
        )
    return state
