"""Scoring after painting (spec 4.5) and the eighth-totem end (spec 7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Event
from game.rules.prehistories.data import COLUMN_MASKS, ROW_MASKS, SIZE
from game.rules.prehistories.events import GameEnded, TotemsPlaced
from game.rules.prehistories.objectives import objective_met
from game.rules.prehistories.phase import Phase

if TYPE_CHECKING:
    from game.rules.prehistories.state import PrehistoriesState

TOTEMS = 8
LINE_COLUMNS, LINE_ROWS, LINE_LEGENDARIES = 0, 1, 2


def tiles_this_turn(state: PrehistoriesState) -> int:
    """9: ``three_in_a_turn`` counts taken tiles, or only painted ones with the flag off."""
    if state.flags.three_in_a_turn_counts_discards:
        return state.tiles_taken
    return state.painted_this_turn


def _place(
    state: PrehistoriesState, seat_index: int, line: int, name: str, owed: int, events: list[Event]
) -> bool:
    """Places up to ``owed`` totems on one score line; True when the eighth ends the game."""
    seat = state.seats[seat_index]
    count = min(owed, TOTEMS - seat.totems)
    if count <= 0:
        return False
    seat.lines[line] += count
    events.append(TotemsPlaced(seat_index, name, count, seat.totems))
    if seat.totems == TOTEMS:
        end_game(state, [seat_index], "eighth_totem", events)
        return True
    return False


def score_step(state: PrehistoriesState, seat_index: int, events: list[Event]) -> None:
    """4.5: columns a-g, rows 1-7, legendaries, then the cards in layout order."""
    seat = state.seats[seat_index]
    seat.unchecked = False
    cave = seat.cave
    painted = cave.painted
    for c in range(SIZE):
        if not seat.columns_done >> c & 1 and painted & COLUMN_MASKS[c] == COLUMN_MASKS[c]:
            seat.columns_done |= 1 << c
            if _place(state, seat_index, LINE_COLUMNS, "columns", 1, events):
                return
    for r in range(SIZE):
        if not seat.rows_done >> r & 1 and painted & ROW_MASKS[r] == ROW_MASKS[r]:
            seat.rows_done |= 1 << r
            if _place(state, seat_index, LINE_ROWS, "rows", 1, events):
                return
    while seat.legends_done < len(cave.legend_anchors):
        seat.legends_done += 1
        if _place(state, seat_index, LINE_LEGENDARIES, "legendaries", 1, events):
            return
    taken = tiles_this_turn(state)
    for index in range(len(state.objectives)):
        if seat.cards_done[index]:
            continue
        side = state.objective_side(index)
        if not objective_met(side.id, cave, taken):
            continue
        owed = side.later if state.scored_by[index] else side.first
        seat.cards_done[index] = True
        state.scored_by[index].append(seat_index)
        if _place(state, seat_index, 3 + index, side.id, owed, events):
            return


def end_game(state: PrehistoriesState, winners: list[int], reason: str, events: list[Event]) -> None:
    state.phase = Phase.OVER
    state.winners_ = winners
    state.end_reason = reason
    state.order = []
    events.append(GameEnded(tuple(winners), reason))
