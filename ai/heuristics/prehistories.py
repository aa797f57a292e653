"""Bot knowledge for Prehistories: a position value and a cheap playout policy.

Both read only what an observation or a determinization holds: totems, caves, zones and the
acting seat's own cards.
"""

from __future__ import annotations

from typing import cast

import numpy as np

from ai.heuristics import Horizon
from ai.heuristics.prehistories_paint import LINE_CELLS
from ai.heuristics.prehistories_policy import rollout_action
from game.rules.base import State
from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import (
    COLUMN_MASKS,
    HUNTER_TYPE,
    NO_TYPE,
    ROW_MASKS,
    STRENGTH,
    components,
    edge_neighbours,
    king_ring,
    parse_cell,
)
from game.rules.prehistories.objectives import largest_herd
from game.rules.prehistories.state import Phase, PrehistoriesState

__all__ = ["PARTS", "SEARCH", "evaluate", "horizon", "rollout_action"]

# The modules this knowledge is split into (ai.heuristics).
PARTS = ("ai.heuristics.prehistories_paint", "ai.heuristics.prehistories_policy")

# Search knobs where this title differs from the defaults (ai.heuristics; docs/bots.md). Eight
# determinizations drawn per search, the iterations playing on copies of them in turn: the
# playout policy's plans and tile values are worked out for 8 hands and caves instead of one per
# iteration, 1.2-1.3x the iterations, and `hard` won 95% of 40 games against the fair peer where
# a fresh world each iteration won 90% of the same 40 (docs/bots.md, "Speed", third pass).
SEARCH = {"rollout_depth": 60, "worlds": 8}


def horizon(state: State, legal: list[int]) -> Horizon:
    """How far the search reads a decision (ai.heuristics.Horizon): through every opponent's
    reply and the searcher's next turn, since a hunt or a painting is worth what the next turn
    can make of the cave and hand it leaves."""
    return Horizon(2)


def quiet(state: State) -> bool:
    """A party formed in secret (ai.heuristics): no seat takes points there; its worth is the
    hunt its initiative buys."""
    return cast(PrehistoriesState, state).phase == Phase.INITIATIVE


# The position value is totems placed plus the totems the position promises, in totems, with
# no cap: a late position's lines near full and objectives near met still tell two caves apart.
# The weights are a logistic fit of who won from each turn's end of 3000 games of the playout
# policy against itself (docs/bots.md, "Prehistories: the position value").
LINE_NEAR = 1.25  # each row or column not full, at k of 7 painted squares: LINE_NEAR * (k / 7) ** 3
OBJECTIVE = 1.15  # times the objective cards' promise (_objective_promise)
CARD = 0.34  # a hunter card in hand or party: what the next hunts are made of
CARDS_COUNTED = 8  # cards beyond these add little
HUNT = 0.9  # times what a party not yet spent may bring home (_hunt_promise)
SQUARE_VALUE = 0.12  # a square of a tile taken and not yet painted, in totems
SHARPNESS = 0.6  # one totem ahead of one rival reads as about a 65% share

_CUBES = tuple((k / 7) ** 3 for k in range(7)) + (0.0,)


def _line_progress(painted: int) -> float:
    """Credit for rows and columns towards full, most for those nearest it; full ones have
    scored their totem already."""
    return sum(_CUBES[(painted & mask).bit_count()] for mask in _LINES)


_LINES = COLUMN_MASKS + ROW_MASKS
_CENTRE = sum(1 << parse_cell(f"{c}{r}") for c in "cde" for r in "345")
_CORNERS = tuple(1 << parse_cell(x) for x in ("a1", "g1", "a7", "g7"))


def _share(mask: int, painted: int) -> float:
    return (mask & painted).bit_count() / mask.bit_count()


def _most_kinds(cave: Cave, lines: tuple[int, ...]) -> int:
    best = 0
    for line in lines:
        kinds = {cave.types[c] for c in LINE_CELLS[line]} - {NO_TYPE, HUNTER_TYPE}
        best = max(best, len(kinds))
    return best


def _progress(side: str, cave: Cave) -> float:
    """How far a cave is towards one objective side, 0 to 1 (a rough guide for the bots)."""
    painted = cave.painted
    layout = cave.layout
    if side == "link_totems":
        return sum(bool(edge_neighbours(1 << t) & cave.tiles) for t in layout.totems) / 2
    if side == "surround_totems":
        return _share(king_ring(layout.totems[0]) | king_ring(layout.totems[1]), painted)
    if side == "centre_square":
        return _share(_CENTRE, painted)
    if side == "last_column":
        return _share(COLUMN_MASKS[6], painted)
    if side in ("varied_column", "varied_row"):
        return min(1.0, _most_kinds(cave, COLUMN_MASKS if side == "varied_column" else ROW_MASKS) / 5)
    if side in ("herd_8", "herd_10"):
        return min(1.0, largest_herd(cave) / (8 if side == "herd_8" else 10))
    if side == "surround_hunter":
        return _share(king_ring(layout.hunter), painted)
    if side == "hunter_cross":
        return _share(edge_neighbours(1 << layout.hunter), painted) * 0.8
    if side in ("column_of_five", "row_of_five"):
        lines = COLUMN_MASKS if side == "column_of_five" else ROW_MASKS
        return min(1.0, max((m & line).bit_count() for m in cave.animal_masks for line in lines) / 5)
    if side == "linked_corners":
        return sum(bool(cave.tiles & _CORNERS[i]) for i in (0, 3)) / 2
    if side == "four_corners":
        return sum(bool(painted & c) for c in _CORNERS) / 4
    if side == "five_singles":
        return min(1.0, cave.singles / 5)
    if side == "legend_pair":
        return min(1.0, len(cave.legend_anchors) / 2) * 0.7
    if side == "ringed_legend" and cave.legend_anchors:
        return 0.5
    return 0.0


def _objective_promise(state: PrehistoriesState, seat_index: int) -> float:
    """Totems the open objective cards may still bring, weighted towards nearly met ones."""
    seat = state.seats[seat_index]
    promise = 0.0
    for index in range(len(state.objectives)):
        if seat.cards_done[index]:
            continue
        side = state.objective_side(index)
        owed = side.later if state.scored_by[index] else side.first
        promise += 0.5 * owed * _progress(side.id, seat.cave) ** 2
    return promise


def _strength(state: PrehistoriesState, seat_index: int) -> float:
    """Totems placed plus what the cave, the open objectives and the cards promise."""
    seat = state.seats[seat_index]
    cave = seat.cave
    potential = LINE_NEAR * _line_progress(cave.painted) + OBJECTIVE * _objective_promise(state, seat_index)
    # cards in hand and party alike: a party is only lent to the hunt
    potential += CARD * min(len(seat.hand) + len(seat.party), CARDS_COUNTED)
    potential += HUNT * _hunt_promise(state, seat_index)
    if state.phase in (Phase.HUNT, Phase.PAINT) and state.order and state.order[0] == seat_index:
        tiles = components().tiles
        potential += SQUARE_VALUE * sum(len(tiles[kind].sides[0].cells) for _, kind in state.pending)
    return seat.totems + potential


def _hunt_promise(state: PrehistoriesState, seat_index: int) -> float:
    """What a party not yet spent may bring home: the best tile its strength reaches, discounted
    because seats earlier in the initiative may take it first."""
    if state.phase not in (Phase.INITIATIVE, Phase.HUNT):
        return 0.0
    reach = sum(STRENGTH[c] for c in state.seats[seat_index].party)
    if state.phase == Phase.HUNT and state.order and state.order[0] == seat_index:
        reach += state.group_total
    if reach == 0:
        return 0.0
    tiles = components().tiles
    best = 0.0
    for zone, kind in zip(state.zone_defs, state.zones):
        if kind >= 0 and zone.orange <= reach:
            tile = tiles[kind]
            best = max(best, SQUARE_VALUE * len(tile.sides[0].cells) + (1.0 if tile.legendary else 0.0))
    return 0.7 * best


def evaluate(state: State) -> list[float]:
    """Each seat's share of the win in [0, 1] (shares sum to 1, like the search's terminal values):
    a softmax over totems plus potential, so equal positions read like a shared win."""
    assert isinstance(state, PrehistoriesState)
    if state.is_terminal():
        winners = state.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]
    strengths = np.array([_strength(state, p) for p in range(state.num_players)])
    weights = np.exp(SHARPNESS * (strengths - strengths.max()))
    return [float(w) for w in weights / weights.sum()]
