"""Saves (ARCHITECTURE 2): ``to_dict`` / ``from_dict``, JSON-safe and validated, plus replays."""

from __future__ import annotations

import copy
from dataclasses import fields
from typing import TYPE_CHECKING, Any

import numpy as np

from game.rules.base import SaveError
from game.rules.common import generator_from_state, load_save, read_record
from game.rules.five_tribes.actions import NUM_ACTIONS
from game.rules.five_tribes.board import NO_TILE, TILES
from game.rules.five_tribes.data import DJINNS, MARKERS, MARKET_SIZE, MEEPLE_COUNTS, ZERO_QUEUE_SIZE
from game.rules.five_tribes.djinns import payment_ways
from game.rules.five_tribes.flow import PAY_POWER, PAY_SACRED
from game.rules.five_tribes.hidden import UNKNOWN
from game.rules.five_tribes.legal import blue_counts
from game.rules.five_tribes.model import Flags, Phase, Player, Step, Turn

if TYPE_CHECKING:
    from game.rules.five_tribes.state import FiveTribesState

TITLE_ID = "five_tribes"
VERSION = 1
_PILES = ("market", "resource_pile", "resource_discard", "djinn_row", "djinn_pile", "djinn_discard")


def to_dict(state: FiveTribesState) -> dict[str, Any]:
    rng_state = state.generator_state()
    turn = {f.name: getattr(state.turn, f.name) for f in fields(Turn)}
    turn["pay_for"] = list(state.turn.pay_for)
    turn = {k: (v.copy() if isinstance(v, list) else v) for k, v in turn.items()}
    return {
        "title": TITLE_ID,
        "version": VERSION,
        "players": state.num_players,
        "flags": state.flags.to_dict(),
        "origin": copy.deepcopy(state.origin),
        "seed": state.origin.get("seed", state.origin.get("spec", {}).get("seed")),
        "history": state.history.copy(),
        "rng": dict(rng_state) if rng_state is not None else None,
        "board": {
            "kind": state.tile_kind.copy(),
            "vp": state.tile_vp.copy(),
            "meeples": state.meeples.tolist(),
            "owner": state.owner.copy(),
            "palms": state.palms.copy(),
            "palaces": state.palaces.copy(),
        },
        "bag": state.bag.copy(),
        "players_state": [
            {f.name: (v.copy() if isinstance(v := getattr(h, f.name), list) else v) for f in fields(Player)}
            for h in state.players
        ],
        "bid_track": state.bid_track.copy(),
        "turn_spots": state.turn_spots.copy(),
        "zero_queue": state.zero_queue.copy(),
        **{name: getattr(state, name).copy() for name in _PILES},
        "resource_universe": state.resource_universe.copy(),
        "djinn_universe": state.djinn_universe.copy(),
        "supply": [state.supply_palms, state.supply_palaces],
        "round": state.round,
        "phase": int(state.phase),
        "last_round": state.last_round,
        "step": int(state.step),
        "to_move": state.to_move,
        "observer": state.observer,
        "turn": turn,
    }


def _need(condition: bool, reason: str) -> None:
    if not condition:
        raise SaveError(reason)


def _int(value: Any, low: int, high: int, what: str) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool), f"{what} must be an integer")
    _need(low <= value <= high, f"{what} must be within {low}..{high}, not {value}")
    return int(value)


def _ints(value: Any, length: int | None, low: int, high: int, what: str) -> list[int]:
    _need(isinstance(value, list), f"{what} must be a list")
    _need(length is None or len(value) == length, f"{what} must have {length} entries")
    return [_int(v, low, high, f"{what}[{i}]") for i, v in enumerate(value)]


def _bool(value: Any, what: str) -> bool:
    _need(isinstance(value, bool), f"{what} must be true or false")
    return bool(value)


def from_dict(data: Any) -> FiveTribesState:
    """Rebuild a saved state; raises SaveError saying what is wrong with damaged or foreign data."""
    from game.rules.five_tribes import TITLE
    from game.rules.five_tribes.state import FiveTribesState

    _need(isinstance(data, dict), "a Five Tribes save is a JSON object")
    _need(data.get("title") == TITLE_ID, f"this save is for {data.get('title')!r}, not {TITLE_ID!r}")
    _need(
        data.get("version") == VERSION,
        f"unsupported save version {data.get('version')!r} (expected {VERSION})",
    )
    # An observation hides cards as unknowns: it is one player's view, not a game to go on with.
    _need(data.get("observer", -1) == -1, "this is one player's observation, not a saved game")
    return load_save(lambda: _load(data, FiveTribesState, TITLE), "Five Tribes")


def _load(data: dict[str, Any], cls: type[FiveTribesState], title: Any) -> FiveTribesState:
    state = cls.__new__(cls)
    state.title = title
    n = state.num_players = _int(data["players"], 2, 4, "players")
    _need(isinstance(data["flags"], dict), "flags must be an object")
    state.flags = Flags.from_mapping(data["flags"])
    state.origin, state.history = read_record(data, NUM_ACTIONS)
    # Only an observation has no generator, and observations are not saves.
    rng_state = data["rng"]
    _need(isinstance(rng_state, dict), "rng must be an object")
    try:
        state.rng = generator_from_state(rng_state)
    except (KeyError, TypeError, ValueError, OverflowError) as problem:
        raise SaveError(f"rng is not a PCG64 generator state: {problem}") from None
    board = data["board"]
    state.tile_kind = _ints(board["kind"], TILES, 0, 4, "board.kind")
    state.tile_vp = _ints(board["vp"], TILES, 0, 100, "board.vp")
    state.blue_around = blue_counts(state.tile_kind)
    _need(
        isinstance(board["meeples"], list) and len(board["meeples"]) == TILES, "board.meeples needs 30 rows"
    )
    rows = [_ints(row, 5, 0, 90, f"board.meeples[{t}]") for t, row in enumerate(board["meeples"])]
    state.meeples = np.array(rows, dtype=np.int64)
    state.owner = _ints(board["owner"], TILES, -1, n - 1, "board.owner")
    state.palms = _ints(board["palms"], TILES, 0, 99, "board.palms")
    state.palaces = _ints(board["palaces"], TILES, 0, 99, "board.palaces")
    state.bag = _ints(data["bag"], 5, 0, 90, "bag")
    _need(isinstance(data["players_state"], list) and len(data["players_state"]) == n, "one entry per player")
    state.players = []
    state.djinn_owner = [-1] * len(DJINNS)
    for p, entry in enumerate(data["players_state"]):
        what = f"players_state[{p}]"
        holder = Player(
            gold=_int(entry["gold"], UNKNOWN, 10**6, f"{what}.gold"),  # UNKNOWN: hidden_gold
            camels=_int(entry["camels"], 0, 11, f"{what}.camels"),
            viziers=_int(entry["viziers"], 0, 90, f"{what}.viziers"),
            elders=_int(entry["elders"], 0, 90, f"{what}.elders"),
            cards=_ints(entry["cards"], 10, 0, 54, f"{what}.cards"),
            private=_ints(entry["private"], 10, 0, 54, f"{what}.private"),
            hidden=_int(entry["hidden"], 0, 54, f"{what}.hidden"),
            djinns=_ints(entry["djinns"], None, 0, len(DJINNS) - 1, f"{what}.djinns"),
            powers_used=_int(entry["powers_used"], 0, (1 << len(DJINNS)) - 1, f"{what}.powers_used"),
        )
        for djinn in holder.djinns:
            _need(state.djinn_owner[djinn] < 0, f"djinn {DJINNS[djinn].id} is owned twice")
            state.djinn_owner[djinn] = p
        state.players.append(holder)
    state.bid_track = _ints(data["bid_track"], None, 0, n - 1, "bid_track")
    state.turn_spots = _ints(data["turn_spots"], 6, -1, n - 1, "turn_spots")
    state.zero_queue = _ints(data["zero_queue"], None, 0, n - 1, "zero_queue")
    _need(len(state.zero_queue) <= ZERO_QUEUE_SIZE, "the zero queue holds at most 3 markers")
    for name in _PILES:
        high = len(DJINNS) - 1 if name.startswith("djinn") else 9
        # Only the piles' orders are hidden in an observation (spec 8).
        low = UNKNOWN if name in ("resource_pile", "djinn_pile") else 0
        setattr(state, name, _ints(data[name], None, low, high, name))
    state.resource_universe = _ints(data["resource_universe"], 10, 0, 18, "resource_universe")
    state.djinn_universe = _ints(data["djinn_universe"], None, 0, len(DJINNS) - 1, "djinn_universe")
    _need(len(set(state.djinn_universe)) == len(state.djinn_universe), "djinn_universe repeats a djinn")
    state.supply_palms, state.supply_palaces = _ints(data["supply"], 2, 0, 12, "supply")
    state.round = _int(data["round"], 1, 10**4, "round")
    state.phase = Phase(_int(data["phase"], 0, 1, "phase"))
    state.last_round = _bool(data["last_round"], "last_round")
    state.step = Step(_int(data["step"], 0, len(Step) - 1, "step"))
    state.to_move = _int(data["to_move"], -1, n - 1, "to_move")
    state.observer = _int(data["observer"], -1, n - 1, "observer")
    state.turn = _load_turn(data["turn"], n)
    state._legal = None
    _check_totals(state)
    _check_turn_order(state)
    _check_turn_record(state)
    _need(state.is_terminal() or bool(state.legal_actions()), f"no legal action at step {state.step.name}")
    return state


def _load_turn(data: Any, n: int) -> Turn:
    _need(isinstance(data, dict), "turn must be an object")
    names = {f.name for f in fields(Turn)}
    _need(set(data) == names, f"turn must have exactly the fields {sorted(names)}")
    mask = (1 << TILES) - 1
    numbers = {
        "player": (-1, n - 1), "bid_spot": (-1, 5), "start": (-1, TILES - 1), "here": (-1, TILES - 1),
        "previous": (0, NO_TILE), "final": (-1, TILES - 1), "tribe": (-1, 4), "count": (0, 90),
        "blue_tiles": (0, 9), "kill_range": (0, 90), "kill_tile": (-1, TILES - 1), "kill_victim": (-1, n - 1),
        "kills": (0, 2), "place_kind": (-1, 1), "place_tile": (-1, TILES - 1), "market_first": (0, 6),
        "market_len": (0, 54),
    }  # fmt: skip
    lists = {
        "hand": (5, 0, 90), "pre_masks": (5, 0, mask), "dropped_masks": (5, 0, mask),
        "resume": (None, 0, len(Step) - 1), "keep": (None, 0, len(DJINNS) - 1), "suit": (None, 0, 8),
    }  # fmt: skip
    turn = Turn()
    for name, (low, high) in numbers.items():
        setattr(turn, name, _int(data[name], low, high, f"turn.{name}"))
    for name, (length, low, high) in lists.items():
        setattr(turn, name, _ints(data[name], length, low, high, f"turn.{name}"))
    for name in ("echidna", "iblis", "place_resumes"):
        setattr(turn, name, _bool(data[name], f"turn.{name}"))
    _need(data["pay_cost"] in ("", "E/F", "E+E/F", "F"), "turn.pay_cost is not a djinn cost")
    turn.pay_cost = data["pay_cost"]
    turn.pay_for = tuple(_ints(data["pay_for"], None, -1, TILES - 1, "turn.pay_for"))
    _need(
        len(turn.pay_for) <= 3 and len(turn.resume) <= 2 and len(turn.keep) <= 3, "turn: damaged power record"
    )
    return turn


def _check_turn_record(state: FiveTribesState) -> None:
    """The parts of the turn record a step reads must be what the engine leaves there (a damaged
    save could claim a market length of 44, or a payment step with nothing to pay)."""
    turn = state.turn
    _need(turn.market_len <= MARKET_SIZE, f"turn.market_len: the market holds at most {MARKET_SIZE} cards")
    if state.step == Step.MARKET2:
        # 5.1: the second pick of a large market; one card of the row has gone.
        _need(
            turn.market_len == len(state.market) + 1, "turn.market_len is not the row before the first pick"
        )
        _need(1 <= turn.market_first <= len(state.market), "turn.market_first is not a position of the row")
    if state.step == Step.PAY:
        # Only a flexible cost with more than one way to pay waits for a PAY decision (flow._pay_then).
        _need(turn.pay_cost in ("E/F", "E+E/F"), "turn.pay_cost: a payment step needs a flexible cost")
        purpose = turn.pay_for
        mover = state.to_move
        if purpose and purpose[0] == PAY_SACRED:
            _need(len(purpose) == 2 and purpose[1] in state.djinn_row, "turn.pay_for: no such djinn to buy")
        else:
            _need(
                len(purpose) == 3
                and purpose[0] == PAY_POWER
                and 0 <= purpose[1] < len(DJINNS)
                and state.djinn_owner[purpose[1]] == mover,
                "turn.pay_for: the payment is for nothing the player may do",
            )
        _need(
            len(payment_ways(state, mover, turn.pay_cost)) > 1, "turn.pay_cost: there is only one way to pay"
        )


def _check_turn_order(state: FiveTribesState) -> None:
    """Every marker sits on a track, and the player to move is the one the tracks say."""
    n = state.num_players
    placed = sorted(state.bid_track + [p for p in state.turn_spots if p >= 0] + state.zero_queue)
    _need(
        placed == [p for p in range(n) for _ in range(MARKERS[n])], "the tracks do not hold every marker once"
    )
    if state.step == Step.GAME_OVER:
        _need(state.to_move == -1, "a finished game has no player to move")
    elif state.step == Step.BID:
        _need(
            bool(state.bid_track) and state.to_move == state.bid_track[0],
            "the bidder is not first on the bid track",
        )
    else:
        _need(
            state.to_move >= 0 and state.turn.player == state.to_move,
            "the player to move does not hold the turn",
        )
    if state.observer < 0:
        hidden = [
            UNKNOWN in state.resource_pile,
            UNKNOWN in state.djinn_pile,
            any(h.hidden for h in state.players),
            any(h.gold == UNKNOWN for h in state.players),
        ]
        _need(not any(hidden), "unknown cards or coins in a state that is not an observation")


def _check_totals(state: FiveTribesState) -> None:
    """Component totals: meeples, resource cards and djinns must add up."""
    on_board = state.meeples.sum(axis=0).tolist()
    for c in range(5):
        held = sum(h.viziers for h in state.players) if c == 0 else 0
        held += sum(h.elders for h in state.players) if c == 1 else 0
        total = on_board[c] + state.bag[c] + held + state.turn.hand[c]
        _need(total <= MEEPLE_COUNTS[c], f"too many meeples of colour {c}: {total} > {MEEPLE_COUNTS[c]}")
    cards = [0] * 10
    unknown = state.resource_pile.count(UNKNOWN) + sum(h.hidden for h in state.players)
    for card in state.market + state.resource_pile + state.resource_discard:
        if card != UNKNOWN:
            cards[card] += 1
    for holder in state.players:
        for kind in range(10):
            cards[kind] += holder.cards[kind] + holder.private[kind]
    for kind in range(10):
        _need(cards[kind] <= state.resource_universe[kind], f"too many resource cards of kind {kind}")
    _need(sum(cards) + unknown == sum(state.resource_universe), "the resource cards do not add up")
    placed = [d for d in state.djinn_row + state.djinn_pile + state.djinn_discard + state.turn.keep if d >= 0]
    placed += [d for h in state.players for d in h.djinns]
    _need(len(placed) == len(set(placed)), "a djinn appears twice")
    _need(set(placed) <= set(state.djinn_universe), "a djinn outside this game")
    _need(
        len(placed) + state.djinn_pile.count(UNKNOWN) == len(state.djinn_universe), "the djinns do not add up"
    )
