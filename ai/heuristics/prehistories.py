"""Bot knowledge for Prehistories: a position value and a cheap playout policy.

Both read only what an observation or a determinization holds: totems, caves, zones and the
acting seat's own cards.
"""

from __future__ import annotations

import numpy as np

from game.rules.base import State
from game.rules.prehistories import actions as act
from game.rules.prehistories.data import (
    COLUMN_MASKS,
    ROW_MASKS,
    STRENGTH,
    components,
    edge_neighbours,
)
from game.rules.prehistories.state import Phase, PrehistoriesState

TOTEMS = 8
_PAINT_CANDIDATES = 8
_POTENTIAL_CAP = 4.0
_SQUARE = 0.12  # one painted square, in totems
_SHARPNESS = 0.9  # one totem ahead of one rival reads as about a 71% share


def _line_progress(painted: int) -> float:
    """Credit for rows and columns close to full (6 of 7 counts most)."""
    credit = 0.0
    for mask in COLUMN_MASKS + ROW_MASKS:
        filled = (painted & mask).bit_count()
        if filled == 7:
            continue
        if filled >= 5:
            credit += (filled - 4) / 3
    return credit


def _strength(state: PrehistoriesState, seat_index: int) -> float:
    """Totems placed plus a capped estimate of what the cave and the cards in hand promise."""
    seat = state.seats[seat_index]
    cave = seat.cave
    squares = cave.tiles.bit_count()
    if state.phase in (Phase.HUNT, Phase.PAINT) and state.order and state.order[0] == seat_index:
        tiles = components().tiles
        squares += sum(len(tiles[kind].sides[0].cells) for _, kind in state.pending)
    # cards in hand and party alike: a party is only lent to the hunt
    cards = min(len(seat.hand) + len(seat.party), 9)
    potential = _SQUARE * squares + 0.2 * _line_progress(cave.painted) + 0.04 * cards
    return seat.totems + min(potential + _hunt_promise(state, seat_index), _POTENTIAL_CAP)


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
            best = max(best, _SQUARE * len(tile.sides[0].cells) + (1.0 if tile.legendary else 0.0))
    return 0.7 * best


def evaluate(state: State) -> list[float]:
    """Each seat's share of the win in [0, 1] (shares sum to 1, like the search's terminal values):
    a softmax over totems plus potential, so equal positions read like a shared win."""
    assert isinstance(state, PrehistoriesState)
    if state.is_terminal():
        winners = state.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]
    strengths = np.array([_strength(state, p) for p in range(state.num_players)])
    weights = np.exp(_SHARPNESS * (strengths - strengths.max()))
    return [float(w) for w in weights / weights.sum()]


def _initiative(state: PrehistoriesState, legal: list[int], rng: np.random.Generator) -> int:
    seat = state.seats[state.forming]
    selects = [a for a in legal if a != act.COMMIT]
    if not selects:
        return act.COMMIT
    value = sum(STRENGTH[c] for c in seat.party)
    if value == 0 and len(seat.hand) <= 2 and rng.random() < 0.5:
        return act.COMMIT  # an empty party refills the hand (4.2)
    target = int(rng.integers(3, 17))
    if value >= target:
        return act.COMMIT
    return selects[0]  # the slowest card left: the strongest


def _hunt(state: PrehistoriesState, legal: list[int], rng: np.random.Generator) -> int:
    if state.open_zone >= 0:
        zone = state.zone_defs[state.open_zone]
        take = act.TAKE + state.open_zone
        assigns = [a for a in legal if a != take]
        if take in legal and (state.group_total >= zone.green or not assigns or rng.random() < 0.4):
            return take
        return assigns[0] if assigns else legal[0]
    assigns = [a for a in legal if a != act.DONE]
    if not assigns:
        return act.DONE
    best_zone = (assigns[-1] - act.ASSIGN) // 60
    if rng.random() < 0.25:
        best_zone = (assigns[int(rng.integers(len(assigns)))] - act.ASSIGN) // 60
    in_zone = [a for a in assigns if (a - act.ASSIGN) // 60 == best_zone]
    return in_zone[-1]  # the fastest card that can still reach orange spends the least strength


def _paint(state: PrehistoriesState, legal: list[int], rng: np.random.Generator) -> int:
    if len(legal) == 1:
        return legal[0]
    cave = state.seats[state.order[0]].cave
    tiles = components().tiles
    pending = dict(state.pending)
    picks = (
        legal
        if len(legal) <= _PAINT_CANDIDATES
        else [legal[int(i)] for i in rng.choice(len(legal), _PAINT_CANDIDATES, replace=False)]
    )
    best, best_score = picks[0], -1.0
    for action in picks:
        d = act.decode(action)
        if d.verb != act.Verb.PAINT:
            return action
        mask = tiles[pending[d.zone]].sides[d.side].mask_at(d.cell) or 0
        contact = (edge_neighbours(mask) & cave.painted).bit_count()
        score = contact + _line_progress(cave.painted | mask) + rng.random() * 0.5
        if score > best_score:
            best, best_score = action, score
    return best


def rollout_action(state: State, rng: np.random.Generator) -> int:
    """A fast, legal playout move: sensible parties, big reachable tiles, compact painting."""
    assert isinstance(state, PrehistoriesState)
    legal = state.legal_actions()
    if state.phase == Phase.INITIATIVE:
        return _initiative(state, legal, rng)
    if state.phase == Phase.HUNT:
        return _hunt(state, legal, rng)
    return _paint(state, legal, rng)
