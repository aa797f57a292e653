"""The fixed integer action space of spec section 5 and the notation of section 6, both ways.

Positions for moves: ``cap`` = 0, space x = x + 1 (spaces indexed row-major, ``a1`` = 0).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.base import IllegalAction
from game.rules.tribes_of_the_wind.data import ELEMENTS, SPACE_INDEX, SPACES, Power

PLAY = 0
TEMPLE_ACTION = 10
VILLAGE = 11
DISCARD = 22  # + slot 1-5
PLACE_TEMPLE = 28
CLEAN = 76
PLANT = 88
MOVE = 148
STOP = 317
SPARE = 318
VILLAGE_CARD = 330
DRAW = 354
DRAW_DECK = 358
LEADER = 359
NUM_ACTIONS = 369

CAPITAL = 0
DECK_SOURCE = 4  # plant source m' for the blind draw
VC_NOW = 0
VC_TUCK = 1


def play(slot: int, hard: bool) -> int:
    return PLAY + (slot - 1) * 2 + int(hard)


def village(x: int) -> int:
    return VILLAGE + x


def discard(slot: int) -> int:
    return DISCARD + slot


def place_temple(temple: int, x: int) -> int:
    return PLACE_TEMPLE + (temple - 1) * 12 + x


def clean(x: int) -> int:
    return CLEAN + x


def plant(source: int, x: int) -> int:
    """``source`` is the market slot minus one, or DECK_SOURCE."""
    return PLANT + source * 12 + x


def move(a: int, b: int) -> int:
    """Positions a and b: cap = 0, space x = x + 1."""
    return MOVE + a * 13 + b


def spare(x: int) -> int:
    return SPARE + x


def village_card(row_slot: int, k: int) -> int:
    """k = 0 now, 1 tuck, 1 + s tuck replacing tuck slot s."""
    return VILLAGE_CARD + (row_slot - 1) * 6 + k


def draw(element: int) -> int:
    """element 0-3, or 4 for the deck."""
    return DRAW + element


def leader(power: int) -> int:
    return LEADER + power


def rider_returns(legal: Sequence[int], made: Sequence[int]) -> set[int]:
    """The rider moves of ``legal`` that would bring the mover's riders back to where they stood
    before one of the moves just made (the last of ``made``, the actions played so far, that move
    riders): the same board with moves spent, never better than stopping, and what Undo is for.
    The table offers none of them (a rider sent from the capital to a1 and straight back read as
    the next rider's click), so the hint's plan holds none either (``ai.planner``)."""
    moves = []
    for action in reversed(made):
        if not MOVE <= action < STOP:
            break
        moves.append(divmod(action - MOVE, 13))
    if not moves:
        return set()
    # How the riders stood before each of those moves, as the change from where they stand now.
    earlier: list[dict[int, int]] = []
    change: dict[int, int] = {}
    for origin, to in moves:
        change[origin] = change.get(origin, 0) + 1
        change[to] = change.get(to, 0) - 1
        earlier.append({pos: n for pos, n in change.items() if n})
    found = set()
    for action in legal:
        if MOVE <= action < STOP:
            origin, to = divmod(action - MOVE, 13)
            if origin != to and {origin: -1, to: 1} in earlier:
                found.add(action)
    return found


def position_name(pos: int) -> str:
    return "cap" if pos == CAPITAL else SPACES[pos - 1]


def action_to_str(action: int) -> str:
    """The notation of spec section 6 for any id in the action space."""
    if not 0 <= action < NUM_ACTIONS:
        raise IllegalAction(f"action id {action} is outside 0-{NUM_ACTIONS - 1}")
    if action < TEMPLE_ACTION:
        slot, hard = divmod(action - PLAY, 2)
        return f"play {slot + 1} {'hard' if hard else 'easy'}"
    if action == TEMPLE_ACTION:
        return "temple"
    if action < DISCARD + 1:
        return f"village {SPACES[action - VILLAGE]}"
    if action < PLACE_TEMPLE:
        return f"discard {action - DISCARD}"
    if action < CLEAN:
        t, x = divmod(action - PLACE_TEMPLE, 12)
        return f"temple {t + 1} {SPACES[x]}"
    if action < PLANT:
        return f"clean {SPACES[action - CLEAN]}"
    if action < MOVE:
        m, x = divmod(action - PLANT, 12)
        return f"plant {'deck' if m == DECK_SOURCE else m + 1} {SPACES[x]}"
    if action < STOP:
        a, b = divmod(action - MOVE, 13)
        return f"move {position_name(a)} {position_name(b)}"
    if action == STOP:
        return "stop"
    if action < VILLAGE_CARD:
        return f"spare {SPACES[action - SPARE]}"
    if action < DRAW:
        i, k = divmod(action - VILLAGE_CARD, 6)
        if k == VC_NOW:
            return f"village_card {i + 1} now"
        if k == VC_TUCK:
            return f"village_card {i + 1} tuck"
        return f"village_card {i + 1} tuck replace {k - 1}"
    if action < LEADER:
        return f"draw {(*ELEMENTS, 'deck')[action - DRAW]}"
    return f"leader {Power(action - LEADER).name.lower()}"


def _space(token: str, text: str) -> int:
    if token not in SPACE_INDEX:
        raise IllegalAction(f"{token!r} is not a space (a1-c4) in {text!r}")
    return SPACE_INDEX[token]


def _number(token: str, low: int, high: int, what: str, text: str) -> int:
    if not token.isdigit() or not low <= int(token) <= high:
        raise IllegalAction(f"{what} must be {low}-{high}, got {token!r} in {text!r}")
    return int(token)


def _position(token: str, text: str) -> int:
    return CAPITAL if token == "cap" else _space(token, text) + 1


def text_to_action(text: str) -> int:
    """The id written by ``text``; raises IllegalAction for text that is not notation (legality aside)."""
    tokens = text.lower().split()  # notation is read case-insensitively (ARCHITECTURE 2)
    if not tokens:
        raise IllegalAction("empty action")
    verb, args = tokens[0], tokens[1:]
    shape = {
        "play": 2, "temple": (0, 2), "village": 1, "discard": 1, "clean": 1, "plant": 2, "move": 2,
        "stop": 0, "spare": 1, "village_card": (2, 4), "draw": 1, "leader": 1,
    }  # fmt: skip
    if verb not in shape:
        raise IllegalAction(f"unknown action {verb!r}; expected one of {', '.join(shape)}")
    allowed = shape[verb]
    if (len(args) not in allowed) if isinstance(allowed, tuple) else len(args) != allowed:
        raise IllegalAction(f"wrong number of words in {text!r}")
    if verb == "play":
        if args[1] not in ("easy", "hard"):
            raise IllegalAction(f"play needs easy or hard, got {args[1]!r}")
        return play(_number(args[0], 1, 5, "holder slot", text), args[1] == "hard")
    if verb == "temple":
        if not args:
            return TEMPLE_ACTION
        return place_temple(_number(args[0], 1, 4, "temple", text), _space(args[1], text))
    if verb == "village":
        return village(_space(args[0], text))
    if verb == "discard":
        return discard(_number(args[0], 1, 5, "holder slot", text))
    if verb == "clean":
        return clean(_space(args[0], text))
    if verb == "plant":
        source = DECK_SOURCE if args[0] == "deck" else _number(args[0], 1, 4, "market slot", text) - 1
        return plant(source, _space(args[1], text))
    if verb == "move":
        return move(_position(args[0], text), _position(args[1], text))
    if verb == "stop":
        return STOP
    if verb == "spare":
        return spare(_space(args[0], text))
    if verb == "village_card":
        row_slot = _number(args[0], 1, 4, "village row slot", text)
        if len(args) == 2 and args[1] in ("now", "tuck"):
            return village_card(row_slot, VC_NOW if args[1] == "now" else VC_TUCK)
        if len(args) == 4 and args[1:3] == ["tuck", "replace"]:
            return village_card(row_slot, 1 + _number(args[3], 1, 4, "tuck slot", text))
        raise IllegalAction(f"village_card needs now, tuck or tuck replace <s>: {text!r}")
    if verb == "draw":
        sources = (*ELEMENTS, "deck")
        if args[0] not in sources:
            raise IllegalAction(f"draw needs one of {', '.join(sources)}, got {args[0]!r}")
        return draw(sources.index(args[0]))
    names = [p.name.lower() for p in Power]
    if args[0] not in names:
        raise IllegalAction(f"unknown leader power {args[0]!r}")
    return leader(names.index(args[0]))
