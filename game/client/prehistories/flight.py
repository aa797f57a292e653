"""What the table may show while animations bring pieces in (``Ctx.hidden``, game/client/table/anim.py).

The anims name what they carry:

- ``("zone", z)``: the tile flying from the stacks to zone ``z`` (a refill): the zone stays empty,
  its tile unnamed by hover or tooltip, until it lands;
- ``("totems", seat, line, count, bits)``: ``count`` totems of ``seat`` flying to score line
  ``line`` (0 columns, 1 rows, 2 legendary tiles, 3 + k objective card k); ``bits`` are the new
  full columns or rows. Until they land, the objective card does not show the seat, the seat's
  totems count them as left, and the lines carry no new totem.

- ``("order",)``: the tribes' tokens flying to the initiative order: its places wait for them;
- ``("party", seat)``: the seat's party turning over (drawn by the flip, in the position before
  the reveal): its slot draws nothing else meanwhile (this one holds while the position before is
  shown too).

- ``("hunter", card)``: a hunter card flying to its zone: the zone's group leaves it out until
  it lands;
- ``("group", zone, cards)``: the group that took zone ``zone``'s tile, still standing at the zone
  while the tile lifts (the position after has it on the discard pile already).

``shown`` turns the observation into the one drawn: a copy with what is still in flight taken
away. While the table shows the position before the action (``Ctx.showing_before``) nothing is
taken away: that position holds none of it yet.
"""

from __future__ import annotations

from collections.abc import Hashable

from game.rules.prehistories.state import PrehistoriesState

LINE_COLUMNS, LINE_ROWS, LINE_CARDS = 0, 1, 3


def zone_name(zone: int) -> tuple[str, int]:
    return ("zone", zone)


def totems_name(seat: int, line: int, count: int, bits: int = 0) -> tuple[str, int, int, int, int]:
    return ("totems", seat, line, count, bits)


def flying_zones(hidden: frozenset[Hashable]) -> frozenset[int]:
    return frozenset(
        name[1] for name in hidden if isinstance(name, tuple) and len(name) == 2 and name[0] == "zone"
    )


ORDER = ("order",)


def hunter_name(card: int) -> tuple[str, int]:
    return ("hunter", card)


def group_name(zone: int, cards: tuple[int, ...]) -> tuple[str, int, tuple[int, ...]]:
    return ("group", zone, cards)


def groups(state: PrehistoriesState, hidden: frozenset[Hashable]) -> dict[int, tuple[int, ...]]:
    """The hunters drawn at each zone: the open zone's group, the groups whose tile still lifts,
    less the cards still flying there."""
    found: dict[int, tuple[int, ...]] = {}
    if state.open_zone >= 0 and state.group:
        found[state.open_zone] = tuple(state.group)
    for name in hidden:
        if isinstance(name, tuple) and len(name) == 3 and name[0] == "group":
            found[name[1]] = tuple(name[2])
    flying = {
        name[1] for name in hidden if isinstance(name, tuple) and len(name) == 2 and name[0] == "hunter"
    }
    return {z: kept for z, cards in found.items() if (kept := tuple(c for c in cards if c not in flying))}


def party_name(seat: int) -> tuple[str, int]:
    return ("party", seat)


def flipping_parties(hidden: frozenset[Hashable]) -> frozenset[int]:
    return frozenset(
        name[1] for name in hidden if isinstance(name, tuple) and len(name) == 2 and name[0] == "party"
    )


def _totems(hidden: frozenset[Hashable]) -> list[tuple[int, int, int, int]]:
    return sorted(
        (name[1], name[2], name[3], name[4])
        for name in hidden
        if isinstance(name, tuple) and len(name) == 5 and name[0] == "totems"
    )


def shown(state: PrehistoriesState, hidden: frozenset[Hashable]) -> PrehistoriesState:
    """``state`` without the totems still in flight (the same object when nothing flies)."""
    flying = _totems(hidden)
    if not flying:
        return state
    other = state.clone()
    for seat_index, line, count, bits in flying:
        seat = other.seats[seat_index]
        seat.lines[line] = max(0, seat.lines[line] - count)
        if line == LINE_COLUMNS:
            seat.columns_done &= ~bits
        elif line == LINE_ROWS:
            seat.rows_done &= ~bits
        elif line >= LINE_CARDS:
            card = line - LINE_CARDS
            if seat_index in other.scored_by[card]:
                other.scored_by[card].remove(seat_index)
            seat.cards_done[card] = False
    return other
