"""Saves: the whole state as JSON-safe data and back, validated (SaveError for anything broken)."""

from __future__ import annotations

import copy
from typing import Any

import numpy as np

from game.rules.base import SaveError
from game.rules.common import generator_from_state, load_save, read_record
from game.rules.tribes_of_the_wind.actions import NUM_ACTIONS
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import (
    ELEMENTS,
    HAND_SIZE,
    MARKET_SIZE,
    MAX_VILLAGES,
    NUM_SPACES,
    ROW_SIZE,
    SPACE_INDEX,
    SPACES,
    TUCK_LIMIT,
    GameData,
    game_data,
)
from game.rules.tribes_of_the_wind.hidden import UNKNOWN
from game.rules.tribes_of_the_wind.legal import HIDDEN, HIDDEN_ANY
from game.rules.tribes_of_the_wind.phase import Phase, Step
from game.rules.tribes_of_the_wind.state import TotwState
from game.rules.tribes_of_the_wind.title import RuleFlags

VERSION = 1
TITLE_ID = "tribes_of_the_wind"


def _card_name(data: GameData, card: int) -> str | None:
    """An element card's id; in an observation a hidden front is its element (``"red?"``) or ``"?"``."""
    if card == EMPTY:
        return None
    if card >= HIDDEN_ANY:
        return "?"
    if card >= HIDDEN:
        return f"{ELEMENTS[card - HIDDEN]}?"
    return data.card_ids[card]


def _name(ids: tuple[str, ...], item: int) -> str | None:
    """A tile or village card id; unknown ones (observations) as ``"?"``."""
    if item == EMPTY:
        return None
    return "?" if item == UNKNOWN else ids[item]


def _board_to_dict(board: Board, data: GameData) -> dict[str, Any]:
    return {
        "leader": data.leaders[board.leader].id,
        "terrain": {
            SPACES[x]: {
                "tile": data.tile_ids[board.tile[x]],
                "side": "village" if board.village[x] else "forest",
                "riders": board.riders[x],
                "temple": board.temple[x],
            }
            for x in range(NUM_SPACES)
            if board.tile[x] != EMPTY
        },
        "pollution": {SPACES[x]: n for x, n in enumerate(board.pollution) if n},
        "capital": board.capital,
        "water": board.water,
        "hand": [_card_name(data, c) for c in board.hand],
        "tucked": [_name(data.village_ids, c) for c in board.tucked],
        "leader_cards": [data.power_names[p] for p in board.powers],
        "tasks_done": list(board.tasks_done),
    }


def state_to_dict(state: TotwState) -> dict[str, Any]:
    """Everything needed to continue the game exactly, generator included. Decks list the top first.

    An observation gives the same shape with hidden parts as ``"red?"`` or ``"?"`` and its ``observer``;
    it summarises a view (for bots and logs) and cannot be loaded as a game.
    """
    data = state.data
    rng_state = state.rng.bit_generator.state
    return {
        "title": TITLE_ID,
        "version": VERSION,
        "observer": state.observer,
        "players": state.num_players,
        "rule_flags": state.flags.to_dict(),
        "rng": {
            "state": str(rng_state["state"]["state"]),
            "inc": str(rng_state["state"]["inc"]),
            "has_uint32": rng_state["has_uint32"],
            "uinteger": rng_state["uinteger"],
        },  # fmt: skip
        "round": state.round,
        "current_player": state.seat,
        "phase": state.phase_name(),
        "queue": [[Step(step).name.lower(), amount] for step, amount in state.queue],
        "counter": state.counter,
        "last_discard": state.last_discard,
        "village_space": state.village_space,
        "end_token": state.end_token,
        "end_triggered_round": state.end_round,
        "tasks_seen": list(state.tasks_seen),
        "boards": [_board_to_dict(b, data) for b in state.boards],
        "element_row": [_card_name(data, c) for c in state.element_row],
        "element_deck": [_card_name(data, c) for c in reversed(state.element_deck)],
        "element_discard": [_card_name(data, c) for c in state.element_discard],
        "forest_market": [_name(data.tile_ids, t) for t in state.forest_market],
        "forest_stack": [_name(data.tile_ids, t) for t in reversed(state.forest_stack)],
        "village_row": [_name(data.village_ids, c) for c in state.village_row],
        "village_deck": [_name(data.village_ids, c) for c in reversed(state.village_deck)],
        "village_discard": [_name(data.village_ids, c) for c in state.village_discard],
        "origin": copy.deepcopy(state.origin),
        "history": list(state.history),
    }


def _generator(raw: Any) -> np.random.Generator:
    """The saved PCG64 state: 128-bit ``state`` and ``inc`` as decimal strings, then two words."""
    if not isinstance(raw, dict):
        raise SaveError("rng must be an object")
    words: dict[str, int] = {}
    for key, bits in (("state", 128), ("inc", 128), ("has_uint32", 1), ("uinteger", 32)):
        value = raw.get(key)
        if isinstance(value, str) and value.isdigit() and len(value) <= 40:
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 1 << bits:
            raise SaveError(f"rng.{key} must be a whole number below 2**{bits}, not {value!r}")
        words[key] = value
    bits_state = {"bit_generator": "PCG64", "state": {"state": words["state"], "inc": words["inc"]},
                  "has_uint32": words["has_uint32"], "uinteger": words["uinteger"]}  # fmt: skip
    return generator_from_state(bits_state)


class _Reader:
    def __init__(self, data: GameData) -> None:
        self.cards = {name: i for i, name in enumerate(data.card_ids)}
        self.tiles = {name: i for i, name in enumerate(data.tile_ids)}
        self.villages = {name: i for i, name in enumerate(data.village_ids)}

    @staticmethod
    def integer(value: Any, what: str, low: int, high: int | None = None) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or value < low:
            raise SaveError(f"{what} must be an integer of at least {low}, got {value!r}")
        if high is not None and value > high:
            raise SaveError(f"{what} must be at most {high}, got {value!r}")
        return value

    @staticmethod
    def ids(
        value: Any, table: dict[str, int], what: str, size: int | None = None, empty: bool = False
    ) -> list[int]:
        if not isinstance(value, list) or (size is not None and len(value) != size):
            raise SaveError(f"{what} must be a list" + (f" of {size}" if size is not None else ""))
        found = []
        for name in value:
            if name is None and empty:
                found.append(EMPTY)
            elif isinstance(name, str) and name in table:
                found.append(table[name])
            else:
                raise SaveError(f"{what}: unknown id {name!r}")
        return found


def _board_from_dict(raw: Any, seat: int, data: GameData, read: _Reader) -> Board:
    if not isinstance(raw, dict):
        raise SaveError(f"board {seat + 1} must be an object")
    board = Board()
    leaders = [leader.id for leader in data.leaders]
    if raw.get("leader") not in leaders:
        raise SaveError(f"board {seat + 1}: unknown leader {raw.get('leader')!r}")
    board.leader = leaders.index(raw["leader"])
    terrain = raw.get("terrain")
    if not isinstance(terrain, dict) or not isinstance(raw.get("pollution"), dict):
        raise SaveError(f"board {seat + 1}: terrain and pollution must be objects")
    for name, space in terrain.items():
        if name not in SPACE_INDEX or not isinstance(space, dict):
            raise SaveError(f"board {seat + 1}: bad terrain entry {name!r}")
        x = SPACE_INDEX[name]
        tile = read.ids([space.get("tile")], read.tiles, f"board {seat + 1} {name}")[0]
        if (x == 0) != (tile == data.start_tile(seat)) or (tile >= data.num_forest_tiles and x != 0):
            raise SaveError(f"board {seat + 1}: a1 holds the seat's start tile and no other space does")
        board.tile[x] = tile
        if space.get("side") not in ("forest", "village"):
            raise SaveError(f"board {seat + 1} {name}: side must be forest or village")
        board.village[x] = space["side"] == "village"
        board.riders[x] = read.integer(space.get("riders"), f"riders on {name}", 0)
        board.temple[x] = read.integer(space.get("temple"), f"temple on {name}", 0, 4)
    if board.tile[0] == EMPTY:
        raise SaveError(f"board {seat + 1}: a1 must hold the start tile")
    for name, n in raw["pollution"].items():
        if name not in SPACE_INDEX or board.tile[SPACE_INDEX[name]] != EMPTY:
            raise SaveError(f"board {seat + 1}: pollution lies only on spaces without a tile ({name!r})")
        board.pollution[SPACE_INDEX[name]] = read.integer(n, f"pollution on {name}", 1)
    temples = board.temples_built()
    if len(set(temples)) != len(temples):
        raise SaveError(f"board {seat + 1}: a temple is built twice")
    board.villages = sum(board.village)
    if board.villages > MAX_VILLAGES:
        raise SaveError(f"board {seat + 1}: more than {MAX_VILLAGES} villages")
    board.capital = read.integer(raw.get("capital"), "capital", 0)
    if board.riders_total() != data.capital_riders:
        raise SaveError(f"board {seat + 1}: riders must total {data.capital_riders}")
    board.water = read.integer(raw.get("water"), "water", 0)
    board.hand = read.ids(raw.get("hand"), read.cards, f"board {seat + 1} hand", HAND_SIZE, empty=True)
    board.tucked = read.ids(
        raw.get("tucked"), read.villages, f"board {seat + 1} tucked", TUCK_LIMIT, empty=True
    )
    tasks = raw.get("tasks_done")
    if not isinstance(tasks, list) or len(tasks) != 2 or not all(isinstance(t, bool) for t in tasks):
        raise SaveError(f"board {seat + 1}: tasks_done must be two booleans")
    board.tasks_done = list(tasks)
    powers = raw.get("leader_cards")
    own = data.leaders[board.leader].cards
    if not isinstance(powers, list) or any(p not in data.power_names for p in powers):
        raise SaveError(f"board {seat + 1}: unknown leader cards {powers!r}")
    board.powers = [data.power_names.index(p) for p in powers]
    if any(p not in own for p in board.powers) or len(set(board.powers)) != len(board.powers):
        raise SaveError(f"board {seat + 1}: leader cards must be the leader's own, once each")
    if len(board.powers) > sum(board.tasks_done):
        raise SaveError(f"board {seat + 1}: more leader cards than finished tasks")
    return board


def state_from_dict(raw: Any) -> TotwState:
    """Load a save; anything missing, unknown or inconsistent raises SaveError."""
    return load_save(lambda: _state_from_dict(raw), "Tribes of the Wind")


def _state_from_dict(raw: Any) -> TotwState:
    if not isinstance(raw, dict):
        raise SaveError("a save must be a JSON object")
    if raw.get("title") != TITLE_ID:
        raise SaveError(f"this save is for {raw.get('title')!r}, not {TITLE_ID}")
    if raw.get("version") != VERSION:
        raise SaveError(f"unsupported save version {raw.get('version')!r} (expected {VERSION})")
    if raw.get("observer", -1) != -1:
        raise SaveError("this is one player's observation, not a saved game")
    data = game_data()
    read = _Reader(data)
    players = read.integer(raw.get("players"), "players", 2, 5)
    if not isinstance(raw.get("rule_flags"), dict):
        raise SaveError("rule_flags must be an object")
    flags = RuleFlags.from_mapping(raw["rule_flags"])
    state = TotwState(players, flags, _generator(raw.get("rng")))
    if not isinstance(raw.get("boards"), list) or len(raw["boards"]) != players:
        raise SaveError(f"boards must list {players} boards")
    state.boards = [_board_from_dict(b, seat, data, read) for seat, b in enumerate(raw["boards"])]
    leaders = [b.leader for b in state.boards]
    if len(set(leaders)) != len(leaders):
        raise SaveError("two boards share a leader")
    state.element_row = read.ids(raw.get("element_row"), read.cards, "element_row", ROW_SIZE, empty=True)
    state.element_deck = read.ids(raw.get("element_deck"), read.cards, "element_deck")[::-1]
    state.element_discard = read.ids(raw.get("element_discard"), read.cards, "element_discard")
    state.forest_market = read.ids(
        raw.get("forest_market"), read.tiles, "forest_market", MARKET_SIZE, empty=True
    )
    state.forest_stack = read.ids(raw.get("forest_stack"), read.tiles, "forest_stack")[::-1]
    state.village_row = read.ids(raw.get("village_row"), read.villages, "village_row", ROW_SIZE, empty=True)
    state.village_deck = read.ids(raw.get("village_deck"), read.villages, "village_deck")[::-1]
    state.village_discard = read.ids(raw.get("village_discard"), read.villages, "village_discard")
    _check_conservation(state, data)
    state.round = read.integer(raw.get("round"), "round", 1)
    state.seat = read.integer(raw.get("current_player"), "current_player", 0, players - 1)
    phases = [p.name.lower() for p in Phase if p != Phase.NONE]
    if raw.get("phase") not in phases:
        raise SaveError(f"unknown phase {raw.get('phase')!r}")
    state.phase = Phase[raw["phase"].upper()]
    queue = raw.get("queue")
    steps = [s.name.lower() for s in Step]
    if not isinstance(queue, list) or any(
        not isinstance(item, list) or len(item) != 2 or item[0] not in steps for item in queue
    ):
        raise SaveError("queue must list [step, amount] pairs")
    state.queue = [(int(Step[s.upper()]), read.integer(n, "queue amount", 0, 99)) for s, n in queue]
    state.counter = read.integer(raw.get("counter"), "counter", 0, 99)
    state.last_discard = read.integer(raw.get("last_discard"), "last_discard", 0, HAND_SIZE)
    state.village_space = read.integer(raw.get("village_space"), "village_space", -1, NUM_SPACES - 1)
    state.end_token = read.integer(raw.get("end_token"), "end_token", -1, players - 1)
    state.end_round = read.integer(raw.get("end_triggered_round"), "end_triggered_round", -1, state.round)
    if (state.end_token < 0) != (state.end_round < 0):
        raise SaveError("end_token and end_triggered_round go together")
    seen = raw.get("tasks_seen")
    if not isinstance(seen, list) or len(seen) != 2 or not all(isinstance(t, bool) for t in seen):
        raise SaveError("tasks_seen must be two booleans")
    state.tasks_seen = list(seen)
    _check_turn(state)
    state.origin, state.history = read_record(raw, NUM_ACTIONS)
    if not state.is_terminal() and not state.legal_actions():
        raise SaveError("the saved position offers no legal action")
    return state


def _check_conservation(state: TotwState, data: GameData) -> None:
    """Every card and tile lies in exactly one place."""
    cards = [c for b in state.boards for c in b.hand] + state.element_row + state.element_deck
    cards = [c for c in cards + state.element_discard if c != EMPTY]
    if sorted(cards) != list(range(len(data.card_ids))):
        raise SaveError("the 80 element cards must each lie in exactly one place")
    tiles = [t for b in state.boards for t in b.tile if t != EMPTY and t < data.num_forest_tiles]
    tiles = [t for t in tiles + state.forest_market + state.forest_stack if t != EMPTY]
    if sorted(tiles) != list(range(data.num_forest_tiles)):
        raise SaveError("the forest tiles must each lie in exactly one place")
    villages = [c for b in state.boards for c in b.tucked] + state.village_row + state.village_deck
    villages = [c for c in villages + state.village_discard if c != EMPTY]
    if sorted(villages) != list(range(len(data.village_ids))):
        raise SaveError("the village cards must each lie in exactly one place")


# The largest amount a queued step can carry: card and village effects reach 5, powers add 1
# (2.5), so 9 leaves room; a pollution step names a space; the others carry 1 or nothing.
_MAX_AMOUNT = {
    Step.WATER: 9, Step.CLEAN: 9, Step.PLANT: 9, Step.TEMPLE: 1, Step.MOVE: 9, Step.CATAPULT: 1,
    Step.POLLUTE: NUM_SPACES - 1, Step.VILLAGE_CARD: 0, Step.REFILL: 0, Step.BLIND_DRAW: HAND_SIZE,
    Step.END_TURN: 0, Step.LEADER: 0, Step.NEXT_TURN: 0,
}  # fmt: skip


def _check_queue(state: TotwState) -> None:
    """Each queued step's amount within what the rules can queue; a blind draw refills the holder."""
    missing = HAND_SIZE - state.boards[state.seat].hand_count()
    for index, (step, amount) in enumerate(state.queue):
        name = f"queue[{index}] ({Step(step).name.lower()})"
        if amount > _MAX_AMOUNT[Step(step)]:
            raise SaveError(
                f"{name}: amount {amount} is more than the rules queue ({_MAX_AMOUNT[Step(step)]})"
            )
        if step == Step.BLIND_DRAW and amount != missing:
            raise SaveError(f"{name}: draws {amount} cards into a holder missing {missing}")


def _check_turn(state: TotwState) -> None:
    """The turn's bookkeeping must fit its phase, so that play can go on from the save."""
    phase = state.phase
    steps = [step for step, _ in state.queue]
    _check_queue(state)
    if phase in (Phase.ACTION, Phase.DISCARD, Phase.GAME_OVER):
        if steps:
            raise SaveError(f"the {state.phase_name()} phase has no pending steps")
    elif not steps or steps[-1] not in (Step.END_TURN, Step.NEXT_TURN):
        raise SaveError(f"the {state.phase_name()} phase must end its queue with the end of the turn")
    full = state.boards[state.seat].hand_count() == HAND_SIZE and EMPTY not in state.element_row
    if phase == Phase.ACTION and not full:
        raise SaveError("a turn starts with a full holder and a full element row")
    if phase in (Phase.CLEAN, Phase.MOVE, Phase.DISCARD) and state.counter < 1:
        raise SaveError(f"the {state.phase_name()} phase needs a counter of at least 1")
    if phase == Phase.SPARE and state.village_space < 0:
        raise SaveError("the spare phase needs the village being built")
