"""The question the table asks right now, built from the legal actions (no pygame).

docs/ui.md: one question at a time. Every legal action is either a tile to click (pick, drop, kill on
a tile, a tile power, the intended palm or palace tile) or an option button (bids, fakirs, market
cards, djinns, payments, sales, pass, end). Tile powers at START/END are first offered as a
button; choosing it switches the board to that power's tiles, so a tile never means two things.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step


@dataclass(slots=True)
class Question:
    step: Step
    player: int
    tiles: dict[int, list[int]] = field(default_factory=dict)
    options: list[int] = field(default_factory=list)
    powers: dict[int, list[int]] = field(default_factory=dict)  # djinn -> its tile actions
    power_mode: int | None = None

    def is_target(self, tile: int) -> bool:
        return tile in self.tiles


def tile_of(state: FiveTribesState, action: int) -> int | None:
    """The tile an action is aimed at, or None for an option."""
    if A.PICK <= action < A.DROP:
        return action - A.PICK
    if A.DROP <= action < A.FAKIRS:
        return (action - A.DROP) // 5
    if A.KILL <= action < A.KILL_TILE_END:
        return (action - A.KILL) // 5
    if A.USE_ON_TILE <= action < A.USE_ECHIDNA:
        return A.tile_power_of(action)[1]
    if action in (A.PALM, A.PALACE) and state.step == Step.PLACE:
        return state.turn.place_tile
    return None


def colour_of(action: int) -> int | None:
    """The meeple colour of a drop or of a kill on a tile."""
    if A.DROP <= action < A.FAKIRS:
        return (action - A.DROP) % 5
    if A.KILL <= action < A.KILL_TILE_END:
        return (action - A.KILL) % 5
    return None


def build_question(
    state: FiveTribesState, power_mode: int | None = None, legal: list[int] | None = None
) -> Question:
    """Sort the legal actions (``legal``, else the state's) into tile targets and options;
    ``power_mode`` selects a tile power."""
    question = Question(state.step, state.current_player())
    if state.is_terminal():
        return question
    tile_powers: dict[int, list[int]] = {}
    for action in state.legal_actions() if legal is None else legal:
        tile = tile_of(state, action)
        if A.USE_ON_TILE <= action < A.USE_ECHIDNA and state.step in (Step.START, Step.END):
            tile_powers.setdefault(A.tile_power_of(action)[0], []).append(action)
        elif tile is None:
            question.options.append(action)
        else:
            question.tiles.setdefault(tile, []).append(action)
    question.powers = tile_powers
    # Djinn choices in the order of the cards on the table (the row, or the drawn three).
    row = state.turn.keep if state.step == Step.KEEP else state.djinn_row
    place = {A.djinn(d): index for index, d in enumerate(row)}
    question.options.sort(key=lambda a: (0, place[a]) if a in place else (1, 0))
    if power_mode is not None and power_mode in tile_powers:
        question.power_mode = power_mode
        question.tiles = {}
        for action in tile_powers[power_mode]:
            question.tiles.setdefault(A.tile_power_of(action)[1], []).append(action)
        question.options = []
    return question


def drop_colours(question: Question, tile: int) -> list[int]:
    """The colours that may be dropped on ``tile`` now (5.2: each keeps the move completable)."""
    if question.step != Step.DROP:
        return []
    return sorted(c for a in question.tiles.get(tile, []) if (c := colour_of(a)) is not None)


def default_drop(state: FiveTribesState, question: Question, tile: int, preferred: int | None) -> int | None:
    """The drop a click on ``tile`` makes: the chosen colour if legal there, else the hand's most
    plentiful legal colour (keeping the rarer ones for the last, matching drop)."""
    colours = drop_colours(question, tile)
    if not colours:
        return None
    if preferred in colours:
        return A.drop(tile, preferred)
    hand = state.turn.hand
    best = max(colours, key=lambda c: (hand[c], -c))
    return A.drop(tile, best)


def click_tile(state: FiveTribesState, question: Question, tile: int, preferred: int | None) -> list[int]:
    """The actions a click on ``tile`` may mean: one means play it, several mean ask which."""
    actions = question.tiles.get(tile, [])
    if question.step == Step.DROP:
        chosen = default_drop(state, question, tile, preferred)
        return [] if chosen is None else [chosen]
    return list(actions)


def hand_colours(state: FiveTribesState) -> Counter[int]:
    """The meeples in hand during a move, by colour."""
    if state.step != Step.DROP:
        return Counter()
    return Counter({c: n for c, n in enumerate(state.turn.hand) if n})


def move_path(state: FiveTribesState) -> list[int]:
    """Start tile and drop tiles of the move in progress, read from the action history."""
    if state.step != Step.DROP:
        return []
    path: list[int] = []
    for action in reversed(state.history):
        if A.DROP <= action < A.FAKIRS:
            path.append((action - A.DROP) // 5)
        elif A.PICK <= action < A.DROP:
            path.append(action - A.PICK)
            break
        else:
            break
    path.reverse()
    return path
