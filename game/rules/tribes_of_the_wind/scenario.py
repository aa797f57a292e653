"""Scenarios (spec section 10): a JSON spec, with omitted parts from a normal seeded setup."""

from __future__ import annotations

import copy
from typing import Any

import numpy as np

from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import (
    COLOURS,
    HAND_SIZE,
    MARKET_SIZE,
    MAX_VILLAGES,
    ROW_SIZE,
    SPACE_INDEX,
    TUCK_LIMIT,
    GameData,
    game_data,
)
from game.rules.tribes_of_the_wind.scoring import validate_data
from game.rules.tribes_of_the_wind.setup import begin, check_players, prepare_board, shuffled
from game.rules.tribes_of_the_wind.state import TotwState
from game.rules.tribes_of_the_wind.title import RuleFlags

TOP_KEYS = {
    "players", "seed", "rule_flags", "round", "current_player", "end_triggered_round", "end_token", "boards",
    "element_row", "element_deck", "element_discard", "forest_market", "forest_stack", "village_row",
    "village_deck", "village_discard",
}  # fmt: skip
BOARD_KEYS = {"leader", "terrain", "capital", "water", "hand", "tucked", "leader_cards", "tasks_done"}
SPACE_KEYS = {"tile", "colour", "side", "riders", "temple", "pollution"}
TASKS = ("path", "unique")


class _Ids:
    """Looks ids up in one kind of component and refuses duplicates."""

    def __init__(self, kind: str, ids: tuple[str, ...]) -> None:
        self.kind = kind
        self.index = {name: i for i, name in enumerate(ids)}
        self.used: set[int] = set()

    def take(self, name: Any) -> int:
        if not isinstance(name, str) or name not in self.index:
            raise ValueError(f"unknown {self.kind} {name!r}")
        i = self.index[name]
        if i in self.used:
            raise ValueError(f"{self.kind} {name!r} is named twice")
        self.used.add(i)
        return i

    def take_list(self, names: Any, what: str) -> list[int]:
        if not isinstance(names, list):
            raise ValueError(f"{what} must be a list of ids")
        return [self.take(n) for n in names]

    def unnamed(self, count: int) -> list[int]:
        return [i for i in range(count) if i not in self.used]


def _int(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or value < low
        or (high is not None and value > high)
    ):
        raise ValueError(
            f"{what} must be an integer {low}-{high if high is not None else '…'}, got {value!r}"
        )
    return value


def _terrain(board: Board, seat: int, terrain: Any, data: GameData, tiles: _Ids) -> None:
    """10: a given terrain is the whole terrain; a1 always holds the seat's start tile."""
    if not isinstance(terrain, dict):
        raise ValueError("terrain must map spaces to contents")
    start = data.start_tile(seat)
    board.tile[0] = start
    temples: set[int] = set()
    for name, content in terrain.items():
        if name not in SPACE_INDEX:
            raise ValueError(f"unknown space {name!r}")
        if not isinstance(content, dict) or set(content) - SPACE_KEYS:
            raise ValueError(f"{name}: contents may only name {sorted(SPACE_KEYS)}")
        x = SPACE_INDEX[name]
        if "tile" in content:
            if x == 0:
                if content["tile"] != data.tile_ids[start]:
                    raise ValueError(f"a1 of seat {seat + 1} holds {data.tile_ids[start]}")
            else:
                tile = tiles.take(content["tile"])
                board.tile[x] = tile
        if board.tile[x] == EMPTY:
            if set(content) - {"pollution"}:
                raise ValueError(f"{name} holds no tile, so only pollution may lie there")
            board.pollution[x] = _int(content.get("pollution", 0), f"pollution on {name}")
            continue
        if "pollution" in content:
            raise ValueError(f"{name} holds a tile: pollution lies only on spaces without one")
        tile = board.tile[x]
        if "colour" in content and content["colour"] != COLOURS[data.tile_colour[tile]]:
            raise ValueError(
                f"{data.tile_ids[tile]} is {COLOURS[data.tile_colour[tile]]}, not {content['colour']}"
            )
        side = content.get("side", "forest")
        if side not in ("forest", "village"):
            raise ValueError(f"side of {name} must be forest or village")
        board.village[x] = side == "village"
        board.riders[x] = _int(content.get("riders", 0), f"riders on {name}")
        if "temple" in content:
            t = _int(content["temple"], f"temple on {name}", 1, 4)
            if t in temples:
                raise ValueError(f"temple {t} is built twice on seat {seat + 1}'s board")
            temples.add(t)
            board.temple[x] = t


def _board(board: Board, seat: int, spec: dict[str, Any], data: GameData, tiles: _Ids, cards: _Ids) -> None:
    if set(spec) - BOARD_KEYS:
        raise ValueError(f"seat {seat + 1}: unknown board keys {sorted(set(spec) - BOARD_KEYS)}")
    if "terrain" in spec:
        _terrain(board, seat, spec["terrain"], data, tiles)
        default_water = 0
    else:
        prepare_board(board, seat, data)
        default_water = board.water
    board.villages = sum(board.village)
    if board.villages > MAX_VILLAGES:
        raise ValueError(f"seat {seat + 1} has {board.villages} villages, at most {MAX_VILLAGES}")
    on_tiles = sum(board.riders)
    board.capital = _int(spec.get("capital", data.capital_riders - on_tiles), f"capital of seat {seat + 1}")
    if board.capital + on_tiles != data.capital_riders:
        raise ValueError(f"seat {seat + 1} must have {data.capital_riders} riders in all")
    board.water = _int(spec.get("water", default_water), f"water of seat {seat + 1}")
    if "hand" in spec:
        hand = cards.take_list(spec["hand"], "hand")
        if len(hand) != HAND_SIZE:
            raise ValueError(f"seat {seat + 1}: a hand holds {HAND_SIZE} cards")
        board.hand = hand
    tasks = spec.get("tasks_done", [])
    if not isinstance(tasks, list) or any(t not in TASKS for t in tasks) or len(set(tasks)) != len(tasks):
        raise ValueError(f"seat {seat + 1}: tasks_done lists 'path' and/or 'unique' once each")
    board.tasks_done = [t in tasks for t in TASKS]
    powers = spec.get("leader_cards", [])
    names = list(data.power_names)
    own = data.leaders[board.leader].cards
    if not isinstance(powers, list) or len(powers) != len(tasks):
        raise ValueError(f"seat {seat + 1}: one leader card per finished task")
    for name in powers:
        if name not in names or names.index(name) not in own or names.index(name) in board.powers:
            raise ValueError(
                f"seat {seat + 1}: {name!r} is not one of {data.leaders[board.leader].id}'s cards"
            )
        board.powers.append(names.index(name))


def scenario(spec: dict[str, Any]) -> TotwState:
    """The state a scenario describes, at the start of ``current_player``'s turn; ValueError if broken."""
    if not isinstance(spec, dict) or "players" not in spec:
        raise ValueError("a scenario needs at least 'players'")
    if set(spec) - TOP_KEYS:
        raise ValueError(f"unknown scenario keys {sorted(set(spec) - TOP_KEYS)}")
    players = spec["players"]
    check_players(players)
    data = game_data()
    validate_data(data)
    flags = RuleFlags.from_mapping(spec.get("rule_flags", {}))
    state = TotwState(players, flags, np.random.default_rng(_int(spec.get("seed", 0), "seed")))
    boards_spec = spec.get("boards", [])
    if not isinstance(boards_spec, list) or len(boards_spec) > players:
        raise ValueError(f"boards must be a list of at most {players} entries")
    boards_spec = boards_spec + [{}] * (players - len(boards_spec))
    if not all(isinstance(b, dict) for b in boards_spec):
        raise ValueError("each board must be an object")
    leaders = _Ids("leader", tuple(leader.id for leader in data.leaders))
    for board, b in zip(state.boards, boards_spec, strict=True):
        if "leader" in b:
            board.leader = leaders.take(b["leader"])
    # 10: seats without a named leader get the unnamed leaders, shuffled with the seed
    free_leaders = shuffled(state.rng, leaders.unnamed(len(data.leaders)))
    for board, b in zip(state.boards, boards_spec, strict=True):
        if "leader" not in b:
            board.leader = free_leaders.pop(0)
    tiles = _Ids("forest tile", data.tile_ids[: data.num_forest_tiles])
    cards = _Ids("element card", data.card_ids)
    villages = _Ids("village card", data.village_ids)
    for seat, (board, b) in enumerate(zip(state.boards, boards_spec, strict=True)):
        _board(board, seat, b, data, tiles, cards)
        if "tucked" in b:
            tucked = villages.take_list(b["tucked"], "tucked")
            if len(tucked) > TUCK_LIMIT:
                raise ValueError(f"seat {seat + 1}: at most {TUCK_LIMIT} tucked cards")
            board.tucked = tucked + [EMPTY] * (TUCK_LIMIT - len(tucked))
    _element_cards(state, spec, boards_spec, cards)
    _forest(state, spec, tiles)
    _village_cards(state, spec, boards_spec, villages)
    _timing(state, spec)
    state.origin = {"kind": "scenario", "spec": copy.deepcopy(spec)}
    begin(state)
    return state


def _element_cards(
    state: TotwState, spec: dict[str, Any], boards_spec: list[dict[str, Any]], cards: _Ids
) -> None:
    row = cards.take_list(spec["element_row"], "element_row") if "element_row" in spec else None
    deck = cards.take_list(spec.get("element_deck", []), "element_deck")
    state.element_discard = cards.take_list(spec.get("element_discard", []), "element_discard")
    pool = shuffled(state.rng, cards.unnamed(len(state.data.card_ids)))
    for board, b in zip(state.boards, boards_spec, strict=True):
        if "hand" not in b:
            board.hand, pool = pool[:HAND_SIZE], pool[HAND_SIZE:]
    if row is None:
        row, pool = pool[:ROW_SIZE], pool[ROW_SIZE:]
    if len(row) != ROW_SIZE:
        raise ValueError(f"the element row holds {ROW_SIZE} cards at the start of a turn")
    state.element_row = row
    state.element_deck = list(reversed(deck + pool))
    if not state.element_deck:
        raise ValueError("4.5: the element deck is never empty at the start of a turn")


def _forest(state: TotwState, spec: dict[str, Any], tiles: _Ids) -> None:
    market_spec = spec.get("forest_market")
    market: list[int] | None = None
    if market_spec is not None:
        if not isinstance(market_spec, list) or len(market_spec) != MARKET_SIZE:
            raise ValueError(f"forest_market lists {MARKET_SIZE} slots (null for an empty one)")
        market = [EMPTY if m is None else tiles.take(m) for m in market_spec]
    stack = tiles.take_list(spec.get("forest_stack", []), "forest_stack")
    pool = shuffled(state.rng, tiles.unnamed(state.data.num_forest_tiles))
    if market is None:
        market = (pool[:MARKET_SIZE] + [EMPTY] * MARKET_SIZE)[:MARKET_SIZE]
        pool = pool[MARKET_SIZE:]
    if EMPTY in market and (stack or pool):
        raise ValueError("4.3.2: a market slot stays empty only once the stack is empty")
    state.forest_market = market
    state.forest_stack = list(reversed(stack + pool))


def _village_cards(
    state: TotwState, spec: dict[str, Any], boards_spec: list[dict[str, Any]], ids: _Ids
) -> None:
    row = ids.take_list(spec["village_row"], "village_row") if "village_row" in spec else None
    deck = ids.take_list(spec.get("village_deck", []), "village_deck")
    state.village_discard = ids.take_list(spec.get("village_discard", []), "village_discard")
    pool = shuffled(state.rng, ids.unnamed(len(state.data.village_ids)))
    for board, b in zip(state.boards, boards_spec, strict=True):
        if "tucked" not in b:
            board.tucked = [pool.pop(0)] + [EMPTY] * (TUCK_LIMIT - 1)
    if row is None:
        row, pool = pool[:ROW_SIZE], pool[ROW_SIZE:]
    if len(row) != ROW_SIZE:
        raise ValueError(f"the village row holds {ROW_SIZE} cards")
    state.village_row = row
    state.village_deck = list(reversed(deck + pool))


def _timing(state: TotwState, spec: dict[str, Any]) -> None:
    state.round = _int(spec.get("round", 1), "round", 1)
    state.seat = _int(spec.get("current_player", 0), "current_player", 0, state.num_players - 1)
    end_round = spec.get("end_triggered_round")
    holder = spec.get("end_token")
    if (end_round is None) != (holder is None):
        raise ValueError("end_token and end_triggered_round are given together")
    if end_round is not None:
        state.end_round = _int(end_round, "end_triggered_round", 1, state.round)
        state.end_token = _int(holder, "end_token", 0, state.num_players - 1)
        if state.boards[state.end_token].villages != MAX_VILLAGES:
            raise ValueError("the end-game token's holder must have 5 villages")
    elif any(b.villages == MAX_VILLAGES for b in state.boards):
        raise ValueError("a board with 5 villages means the end was triggered: give end_token")
    limit = state.flags.round_limit
    if limit and state.end_round < 0 and state.round > limit:
        raise ValueError(f"round {state.round} is past the round limit {limit}")
