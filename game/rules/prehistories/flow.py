"""The round and the turn (spec 4): refill, initiative, hunt, paint, scoring hand-off, draws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Event, IllegalAction
from game.rules.prehistories.actions import SIDES
from game.rules.prehistories.data import STRENGTH, cell_name, components
from game.rules.prehistories.events import (
    CardsDrawn,
    DiscardReshuffled,
    HunterAssigned,
    HuntersReturned,
    PartiesRevealed,
    PartyCommitted,
    TileDiscarded,
    TilePainted,
    TileTaken,
    ZoneRefilled,
)
from game.rules.prehistories.phase import Phases
from game.rules.prehistories.scoring import end_game, score_step

if TYPE_CHECKING:
    from game.rules.prehistories.state import PrehistoriesState


def start_round(state: PrehistoriesState, events: list[Event]) -> None:
    """4.1 refill, then the initiative begins with seat 0."""
    refilled = False
    kinds = components().tiles
    for z, zone in enumerate(state.zone_defs):
        stack = state.stacks[zone.stack]
        if state.zones[z] < 0 and stack:
            state.zones[z] = stack.pop()
            refilled = True
            events.append(ZoneRefilled(zone.label, kinds[state.zones[z]].name))
    state.refilled_this_round = refilled
    state.tile_taken_this_round = False
    for seat in state.seats:
        seat.committed = False
    start_turn(state)
    state.phase = Phases.INITIATIVE
    state.forming = 0


def commit(state: PrehistoriesState, events: list[Event]) -> None:
    state.seats[state.forming].committed = True
    events.append(PartyCommitted(state.forming))
    state.forming += 1
    if state.forming == state.num_players:
        reveal(state, events)


def reveal(state: PrehistoriesState, events: list[Event]) -> None:
    """4.2 steps 2-4."""
    hunters = []
    for index, seat in enumerate(state.seats):
        seat.known.difference_update(seat.party)
        if seat.party:
            hunters.append(index)
    hunters.sort(key=lambda i: (state.strength_of(state.seats[i].party), -state.seats[i].party[-1]))
    events.append(PartiesRevealed(tuple(tuple(s.party) for s in state.seats), tuple(hunters)))
    for index, seat in enumerate(state.seats):
        if not seat.party:
            draw(state, index, 3, events)
    state.order = hunters
    if hunters:
        start_turn(state)
    else:
        end_round(state, events)


def start_turn(state: PrehistoriesState) -> None:
    """A fresh turn bookkeeping, hunting first."""
    state.phase = Phases.HUNT
    state.open_zone = -1
    state.group = []
    state.group_total = 0
    state.pending = []
    state.tiles_taken = 0
    state.injuries = 0
    state.painted_this_turn = 0
    state.hand_prints = 0


def end_round(state: PrehistoriesState, events: list[Event]) -> None:
    # 4.7: a round with neither a refill nor a take ends the game
    if not state.refilled_this_round and not state.tile_taken_this_round:
        best = max(state.scores())
        end_game(state, [i for i, s in enumerate(state.scores()) if s == best], "stall", events)
        return
    state.round += 1
    start_round(state, events)


def assign(state: PrehistoriesState, zone: int, card: int, events: list[Event]) -> None:
    seat_index = state.order[0]
    state.seats[seat_index].party.remove(card)
    state.open_zone = zone
    state.group.append(card)
    state.group_total += STRENGTH[card]
    events.append(HunterAssigned(seat_index, state.zone_defs[zone].label, card, state.group_total))


def take(state: PrehistoriesState, zone: int, events: list[Event]) -> None:
    seat_index = state.order[0]
    seat = state.seats[seat_index]
    kind = state.zones[zone]
    state.zones[zone] = -1
    injured = state.group_total < state.zone_defs[zone].green
    state.injuries += injured
    state.tiles_taken += 1
    state.tile_taken_this_round = True
    seat.discard.extend(state.group)
    events.append(
        TileTaken(
            seat_index,
            state.zone_defs[zone].label,
            components().tiles[kind].name,
            injured,
            tuple(state.group),
        )
    )
    state.group = []
    state.group_total = 0
    state.open_zone = -1
    state.pending.append((zone, kind))
    if state.flags.turn_flow == "place_on_take":
        state.phase = Phases.PAINT


def done(state: PrehistoriesState, events: list[Event]) -> None:
    seat_index = state.order[0]
    seat = state.seats[seat_index]
    returned = seat.party
    seat.party = []
    seat.hand.extend(returned)
    seat.known.update(returned)  # 8: cards back from a reveal stay public
    events.append(HuntersReturned(seat_index, tuple(returned)))
    if state.flags.turn_flow == "place_on_take":
        end_turn(state, False, events)
    elif state.pending:
        state.phase = Phases.PAINT
    else:
        end_turn(state, True, events)


def take_pending(state: PrehistoriesState, zone: int) -> int:
    for i, (z, kind) in enumerate(state.pending):
        if z == zone:
            del state.pending[i]
            return kind
    raise IllegalAction(f"no tile pending from zone {state.zone_defs[zone].label}")


def paint(state: PrehistoriesState, zone: int, side: int, cell: int, events: list[Event]) -> None:
    seat_index = state.order[0]
    cave = state.seats[seat_index].cave
    kind = components().tiles[take_pending(state, zone)]
    mask, prints = cave.paint(kind, side, cell)
    state.painted_this_turn += 1
    state.hand_prints += prints
    label = state.zone_defs[zone].label
    squares = tuple(cave.squares(mask))
    events.append(TilePainted(seat_index, label, kind.name, SIDES[side], cell_name(cell), squares, prints))
    after_tile(state, events)


def discard_tile(state: PrehistoriesState, zone: int, events: list[Event]) -> None:
    kind = take_pending(state, zone)
    state.discarded_tiles.append(kind)
    events.append(TileDiscarded(state.order[0], state.zone_defs[zone].label, components().tiles[kind].name))
    after_tile(state, events)


def after_tile(state: PrehistoriesState, events: list[Event]) -> None:
    if state.flags.turn_flow == "place_on_take":
        score_step(state, state.order[0], events)
        if state.phase != Phases.OVER:
            state.phase = Phases.HUNT
    elif not state.pending:
        end_turn(state, True, events)


def end_turn(state: PrehistoriesState, score: bool, events: list[Event]) -> None:
    seat_index = state.order[0]
    if score and (state.tiles_taken or state.seats[seat_index].unchecked):
        score_step(state, seat_index, events)
        if state.phase == Phases.OVER:
            return
    # 4.6: discarded tiles count as taken for the draw
    count = 3 if state.tiles_taken == 0 else max(0, 2 - state.injuries) + state.hand_prints
    draw(state, seat_index, count, events)
    state.order.pop(0)
    if state.order:
        start_turn(state)
    else:
        end_round(state, events)


def draw(state: PrehistoriesState, seat_index: int, count: int, events: list[Event]) -> None:
    """4.6, with the deck segments of 8."""
    seat = state.seats[seat_index]
    if len(seat.deck) < count and seat.discard:
        shuffled = [int(c) for c in state.rng.permutation(seat.discard)]
        seat.discard = []
        number = seat.next_segment
        seat.next_segment += 1
        for card in shuffled:
            state.card_origin[card] = number
        seat.deck.extend(shuffled)
        seat.segments.append([number, len(shuffled)])
        events.append(DiscardReshuffled(seat_index, len(shuffled)))
    drawn = seat.deck[:count]
    del seat.deck[:count]
    left = len(drawn)
    while left:
        top = seat.segments[0]
        used = min(left, top[1])
        top[1] -= used
        left -= used
        if top[1] == 0:
            seat.segments.pop(0)
    seat.hand.extend(drawn)
    events.append(CardsDrawn(seat_index, tuple(drawn), len(drawn)))
