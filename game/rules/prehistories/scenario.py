"""Building a state from the scenario format of spec 10, and from saves (its exact superset).

A scenario leaves parts out and they come from its ``seed``; a save (``exact``) says everything,
including what a scenario derives: score lines, segment numbers, card origins, the open group,
the winners and the generator. Both are validated and raise SaveError with a reason.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import numpy as np

from game.rules.base import Event, SaveError, Title
from game.rules.common import read_record
from game.rules.prehistories import flow
from game.rules.prehistories.actions import NUM_DISTINCT_ACTIONS
from game.rules.prehistories.data import (
    COLUMN_MASKS,
    ROW_MASKS,
    SIZE,
    STACKS,
    STRENGTH,
    components,
    parse_cell,
)
from game.rules.prehistories.phase import PHASE_NAMES, Flags, Phase
from game.rules.prehistories.saves import restore_exact
from game.rules.prehistories.scoring import LINE_COLUMNS, LINE_LEGENDARIES, LINE_ROWS
from game.rules.prehistories.setup import deal_objectives
from game.rules.prehistories.state import PrehistoriesState, Seat

COLOURS = ("yellow", "blue", "red", "green", "white")


# Spec 10's keys; a save (``exact``) adds what a scenario derives. Any other key is refused.
SCENARIO_KEYS = {
    "players", "seed", "colours", "rule_flags", "objectives", "round", "phase", "zones", "stacks",
    "discarded_tiles", "refilled_this_round", "tile_taken_this_round", "seats", "turn",
    "title", "name", "description",
}  # fmt: skip
SAVE_KEYS = SCENARIO_KEYS | {"version", "winners", "end_reason", "observer", "rng", "origin", "history"}
SEAT_KEYS = {
    "hand", "known", "party", "committed", "deck", "deck_segments", "discard", "cave", "hand_origins",
    "party_origins", "deck_segment_numbers", "next_segment",
}  # fmt: skip
SAVED_SEAT_KEYS = SEAT_KEYS | {"score"}
TURN_KEYS = {"order", "pending", "tiles_taken", "injuries"}
SAVED_TURN_KEYS = TURN_KEYS | {"open_zone", "group", "painted_this_turn", "hand_prints"}


def load_scenario(title: Title, spec: dict[str, Any]) -> PrehistoriesState:
    """A scenario (spec 10); a broken one raises ValueError with the reason, like every title's
    loader (ARCHITECTURE 2: the same error type in all three; spec 10 says SaveError, which the
    saves keep)."""
    try:
        return build_state(title, spec, exact=False)
    except SaveError as error:
        raise ValueError(f"scenario: {error.reason}") from None


def _known_keys(entry: dict[str, Any], known: set[str], where: str) -> None:
    unknown = sorted(set(entry) - known)
    _check(
        not unknown,
        f"unknown key{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))} in {where}",
    )


def build_state(title: Title, spec: dict[str, Any], exact: bool) -> PrehistoriesState:
    try:
        return _build(title, spec, exact)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as err:
        raise SaveError(f"bad {'save' if exact else 'scenario'}: {type(err).__name__}: {err}") from None


def _check(condition: bool, reason: str) -> None:
    if not condition:
        raise SaveError(reason)


def _tile(name: Any) -> int:
    _check(isinstance(name, str) and name in components().tile_index, f"unknown tile {name!r}")
    return components().tile_index[name]


def _int(value: Any, what: str) -> int:
    _check(isinstance(value, int) and not isinstance(value, bool), f"{what} must be an integer")
    return int(value)


def _bool(value: Any, what: str) -> bool:
    _check(isinstance(value, bool), f"{what} must be true or false")
    return bool(value)


def _cards(value: Any, what: str) -> list[int]:
    _check(isinstance(value, list), f"{what} must be a list of speeds")
    return [_int(c, what) for c in value]


def _build(title: Title, spec: dict[str, Any], exact: bool) -> PrehistoriesState:
    _check(isinstance(spec, dict), "a scenario is a JSON object")
    _known_keys(spec, SAVE_KEYS if exact else SCENARIO_KEYS, "the save" if exact else "the scenario")
    players = _int(spec["players"], "players")
    _check(2 <= players <= 5, f"players must be 2 to 5, not {players}")
    rng = np.random.default_rng(_int(spec.get("seed", 0), "seed"))
    colours = spec.get("colours", list(COLOURS[:players]))
    _check(
        isinstance(colours, list) and len(colours) == players and len(set(colours)) == players,
        "colours must name one distinct colour per seat",
    )
    colour_index = [components().colour_index[c] for c in colours]
    try:
        flags = Flags.from_mapping(dict(spec.get("rule_flags", {})))
    except (TypeError, ValueError) as err:
        raise SaveError(str(err)) from None

    if "objectives" in spec:
        objectives, scored_by = _objectives(spec["objectives"], players)
    else:
        objectives = deal_objectives(rng, players, flags)
        scored_by = [[] for _ in objectives]
    state = PrehistoriesState(title, players, flags, objectives)
    state.rng = rng
    state.scored_by = scored_by
    state.round = _int(spec.get("round", 1), "round")
    _check(state.round >= 1, "round must be at least 1")
    phase_name = spec.get("phase", "round_start")
    _check(phase_name in PHASE_NAMES, f"unknown phase {phase_name!r}")
    phase = Phase(PHASE_NAMES.index(phase_name))
    _check(exact or phase != Phase.OVER, "a scenario cannot start over")
    state.phase = phase
    turn = spec.get("turn", {})
    _check(isinstance(turn, dict), "turn must be an object")
    _known_keys(turn, SAVED_TURN_KEYS if exact else TURN_KEYS, "turn")

    _turn(state, turn, spec, phase, exact)
    seats_spec = spec.get("seats", [{} for _ in range(players)])
    _check(isinstance(seats_spec, list) and len(seats_spec) == players, "seats must hold one object per seat")
    for index, entry in enumerate(seats_spec):
        _check(isinstance(entry, dict), f"seat {index} must be an object")
        _known_keys(entry, SAVED_SEAT_KEYS if exact else SEAT_KEYS, f"seat {index}")
    used_tiles = _caves(state, seats_spec, colour_index)
    _tiles(state, spec, used_tiles, phase, exact)

    for index, entry in enumerate(seats_spec):
        _seat_cards(state, index, entry, phase, exact)
    if exact:
        restore_exact(state, spec)
        state.origin, state.history = read_record(spec, NUM_DISTINCT_ACTIONS)
    else:
        _derive_totems(state)
        state.origin = {"kind": "scenario", "spec": copy.deepcopy(spec)}

    if phase == Phase.INITIATIVE:
        committed = [s.committed for s in state.seats]
        state.forming = committed.index(False) if False in committed else players
        for index, seat in enumerate(state.seats):
            if index > state.forming:
                _check(not seat.committed and not seat.party, f"seat {index} acts after seat {state.forming}")
    events: list[Event] = []
    if phase == Phase.ROUND_START:
        flow.start_round(state, events)
    elif phase == Phase.INITIATIVE and state.forming == players:
        flow.reveal(state, events)
    if not exact:
        state.settle(events)
    # 5: every position a scenario or save describes must leave a legal step
    _check(state.is_terminal() or bool(state.legal_actions()), "no legal action in this position")
    return state


def _turn(
    state: PrehistoriesState, turn: dict[str, Any], stall: dict[str, Any], phase: Phase, exact: bool
) -> None:
    """10: ``turn`` (the seats still to play, pending tiles, counters) and the stall bookkeeping."""
    labels = [z.label for z in state.zone_defs]
    players = state.num_players
    flags = state.flags
    phase_name = PHASE_NAMES[phase]
    pending_spec = turn.get("pending", [])
    pending = []
    for entry in pending_spec:
        _check(entry["zone"] in labels, f"no zone {entry['zone']} on this board")
        pending.append((labels.index(entry["zone"]), _tile(entry["tile"])))
    _check(len({z for z, _ in pending}) == len(pending), "turn.pending zones must be distinct")
    for zone, kind in pending:
        _check(
            components().tiles[kind].stack == state.zone_defs[zone].stack,
            f"pending {components().tiles[kind].name} does not come from zone {labels[zone]}",
        )
    state.pending = pending
    state.order = [_int(s, "turn.order") for s in turn.get("order", [])]
    _check(len(set(state.order)) == len(state.order), "turn.order must hold distinct seats")
    _check(all(0 <= s < players for s in state.order), "turn.order names a seat not in the game")
    if phase in (Phase.HUNT, Phase.PAINT):
        _check(bool(state.order), f"phase {phase_name} needs turn.order")
    if exact and turn.get("open_zone") is not None:
        _check(turn["open_zone"] in labels, f"no zone {turn['open_zone']} on this board")
        state.open_zone = labels.index(turn["open_zone"])
        state.group = _cards(turn.get("group", []), "turn.group")
        state.group_total = sum(STRENGTH[c] for c in state.group if 1 <= c <= 60)
        _check(bool(state.group) and phase == Phase.HUNT, "an open zone needs a group during the hunt")
        _check(state.group == sorted(set(state.group)), "a group is assigned in increasing speed order")
    _check(not turn.get("group") or state.open_zone >= 0, "a group needs an open zone")
    state.tiles_taken = _int(turn.get("tiles_taken", len(pending)), "turn.tiles_taken")
    _check(state.tiles_taken >= len(pending), "turn.tiles_taken is below the pending tiles")
    state.injuries = _int(turn.get("injuries", 0), "turn.injuries")
    _check(0 <= state.injuries <= state.tiles_taken, "turn.injuries must lie between 0 and tiles_taken")
    state.refilled_this_round = _bool(stall.get("refilled_this_round", True), "refilled_this_round")
    state.tile_taken_this_round = _bool(
        stall.get("tile_taken_this_round", state.tiles_taken > 0), "tile_taken_this_round"
    )
    _check(
        state.tile_taken_this_round or not state.tiles_taken, "a tile taken this turn was taken this round"
    )
    if phase == Phase.PAINT:
        _check(bool(pending), "phase paint needs a pending tile")
        if flags.turn_flow == "place_on_take":
            _check(len(pending) == 1, "under place_on_take exactly one tile is pending while painting")
    if phase == Phase.HUNT and flags.turn_flow == "place_on_take":
        _check(not pending, "under place_on_take no tile waits while hunting")


def _caves(state: PrehistoriesState, seats_spec: list[Any], colour_index: list[int]) -> Counter[int]:
    """10: each seat's cave, replayed in painting order under 4.4; returns the tiles used so far."""
    used_tiles: Counter[int] = Counter(kind for _, kind in state.pending)
    for index, entry in enumerate(seats_spec):
        _check(isinstance(entry, dict), f"seat {index} must be an object")
        seat = Seat(colour_index[index], len(state.objectives))
        for step, placed in enumerate(entry.get("cave", [])):
            tile = components().tiles[_tile(placed["tile"])]
            _check(placed["side"] in ("front", "back"), f"seat {index}: side must be front or back")
            side = ("front", "back").index(placed["side"])
            anchor = parse_cell(placed["at"])
            problem = seat.cave.placement_problem(tile.sides[side], anchor)
            _check(problem is None, f"seat {index}: cave tile {step + 1} ({tile.name}) {problem}")
            seat.cave.paint(tile, side, anchor)
            used_tiles[tile.index] += 1
        state.seats.append(seat)

    return used_tiles


def _tiles(
    state: PrehistoriesState, spec: dict[str, Any], used_tiles: Counter[int], phase: Phase, exact: bool
) -> None:
    """10: zones, stacks and discarded tiles; every tile listed nowhere fills an omitted stack."""
    labels = [z.label for z in state.zone_defs]
    pending = state.pending
    rng = state.rng
    zones_spec = spec.get("zones")
    if zones_spec is not None:
        _check(isinstance(zones_spec, dict), "zones must map labels to tiles")
        for label, name in zones_spec.items():
            _check(label in labels, f"no zone {label} on this board")
            if name is None:
                continue
            zone = labels.index(label)
            kind = _tile(name)
            _check(
                components().tiles[kind].stack == state.zone_defs[zone].stack,
                f"zone {label} holds size {STACKS[state.zone_defs[zone].stack]} tiles, not {name}",
            )
            state.zones[zone] = kind
            used_tiles[kind] += 1
    for zone, _ in pending:
        _check(state.zones[zone] < 0, f"zone {labels[zone]} has a pending tile, so it must be empty")
    _check(state.open_zone < 0 or state.zones[state.open_zone] >= 0, "the open zone must hold its tile")
    state.discarded_tiles = [_tile(n) for n in spec.get("discarded_tiles", [])]
    used_tiles.update(state.discarded_tiles)
    stacks_spec = spec.get("stacks", {})
    _check(isinstance(stacks_spec, dict), "stacks must map stack names to tile lists")
    for name in stacks_spec:
        _check(name in STACKS, f"unknown stack {name!r}")
    given = {STACKS.index(n): [_tile(t) for t in ts] for n, ts in stacks_spec.items()}
    for stack, tiles in given.items():
        for kind in tiles:
            _check(
                components().tiles[kind].stack == stack,
                f"{components().tiles[kind].name} is not in stack {STACKS[stack]}",
            )
        used_tiles.update(tiles)
    for kind, count in used_tiles.items():
        tile = components().tiles[kind]
        _check(count <= tile.copies, f"{count} copies of {tile.name}, the game has {tile.copies}")
    for tile in components().tiles:
        left = [tile.index] * (tile.copies - used_tiles[tile.index])
        _check(not exact or not left, f"{len(left)} copies of {tile.name} are nowhere")
        if tile.stack in given:
            state.discarded_tiles.extend(left)  # 10: a given stack holds exactly its list
        else:
            given.setdefault(-1 - tile.stack, []).extend(left)
    for stack in range(len(STACKS)):
        if stack in given:
            state.stacks[stack] = list(reversed(given[stack]))
        else:
            state.stacks[stack] = [int(k) for k in rng.permutation(given.get(-1 - stack, []))]
    if zones_spec is None and phase != Phase.ROUND_START:
        pending_zones = {z for z, _ in pending}
        for zone, zone_def in enumerate(state.zone_defs):
            if zone not in pending_zones and state.stacks[zone_def.stack]:
                state.zones[zone] = state.stacks[zone_def.stack].pop()


def _objectives(entries: Any, players: int) -> tuple[list[tuple[int, int]], list[list[int]]]:
    _check(isinstance(entries, list), "objectives must be a list")
    objectives = []
    scored_by = []
    for entry in entries:
        card = _int(entry["card"], "objective card")
        _check(card in components().objective_cards, f"no objective card {card}")
        _check(entry["side"] in ("sun", "moon"), "objective side must be sun or moon")
        objectives.append((card, ("sun", "moon").index(entry["side"])))
        seats = [_int(s, "scored_by") for s in entry.get("scored_by", [])]
        _check(all(0 <= s < players for s in seats) and len(set(seats)) == len(seats), "bad scored_by")
        scored_by.append(seats)
    _check(len({c for c, _ in objectives}) == len(objectives), "objective cards must be distinct")
    return objectives, scored_by


def _seat_cards(
    state: PrehistoriesState, index: int, entry: dict[str, Any], phase: Phase, exact: bool
) -> None:
    seat = state.seats[index]
    own = set(components().tribes[seat.colour].cards)
    hand = _cards(entry["hand"], "hand") if "hand" in entry else None
    seat.party = sorted(_cards(entry.get("party", []), "party"))
    # the reveal leaves every party committed until the next round
    seat.committed = _bool(entry.get("committed", False), "committed") or phase in (Phase.HUNT, Phase.PAINT)
    seat.discard = _cards(entry.get("discard", []), "discard")
    group = state.group if state.order and state.order[0] == index else []
    listed = (hand or []) + seat.party + seat.discard + group
    deck = _cards(entry["deck"], "deck") if "deck" in entry else None
    listed += deck or []
    for card in listed:
        _check(
            card in own, f"seat {index}: card {card} is not a {components().tribes[seat.colour].colour} card"
        )
    _check(len(set(listed)) == len(listed), f"seat {index}: a card is listed twice")
    rest = [c for c in sorted(own) if c not in listed]
    if deck is None:
        deck = [int(c) for c in state.rng.permutation(rest)] if state.has_generator() and rest else []
    else:
        _check(not exact or not rest, f"seat {index}: cards {rest} are nowhere")
        seat.discard.extend(rest)
    seat.deck = deck
    sizes = [_int(n, "deck_segments") for n in entry.get("deck_segments", [len(deck)] if deck else [])]
    _check(
        all(n > 0 for n in sizes) and sum(sizes) == len(deck),
        f"seat {index}: deck_segments must sum to the deck size",
    )
    numbers = [_int(n, "segment number") for n in entry.get("deck_segment_numbers", range(len(sizes)))]
    _check(len(numbers) == len(sizes), f"seat {index}: one number per deck segment")
    _check(
        numbers == sorted(set(numbers)) and min(numbers, default=0) >= 0, f"seat {index}: bad segment numbers"
    )
    seat.segments = [[n, size] for n, size in zip(numbers, sizes)]
    seat.next_segment = _int(entry.get("next_segment", len(sizes)), "next_segment")
    _check(seat.next_segment > max(numbers, default=-1), f"seat {index}: next_segment must follow the deck's")
    position = 0
    for number, size in seat.segments:
        for card in deck[position : position + size]:
            state.card_origin[card] = number
        position += size
    if hand is None:
        seat.hand = []
        flow.draw(state, index, 3, [])
    else:
        seat.hand = hand
    for key, cards in (("hand_origins", seat.hand), ("party_origins", seat.party)):
        origins = entry.get(key, [0] * len(cards))
        _check(len(origins) == len(cards), f"seat {index}: one origin per card in {key}")
        for card, origin in zip(cards, origins):
            state.card_origin[card] = _int(origin, key)
            _check(
                0 <= state.card_origin[card] < max(seat.next_segment, 1), f"seat {index}: bad origin in {key}"
            )
    seat.known = set(_cards(entry.get("known", []), "known"))
    # 8: a known card selected into a party stays known until the reveal
    holders = set(seat.hand) | (set(seat.party) if phase == Phase.INITIATIVE else set())
    _check(seat.known <= holders, f"seat {index}: known cards must be in the hand")
    if phase == Phase.INITIATIVE:
        _check(seat.party == sorted(set(seat.party)), f"seat {index}: party must hold distinct cards")
    elif phase in (Phase.HUNT, Phase.PAINT):
        _check(
            not seat.party or index in state.order,
            f"seat {index} has played or not hunted: its party must be empty",
        )
        after_done = phase == Phase.PAINT and state.flags.turn_flow == "hunt_then_paint"
        if after_done and state.order[0] == index:
            _check(not seat.party, f"seat {index} said done: its party is back in the hand")
        if index in state.order:
            _check(
                bool(seat.party) or index == state.order[0], f"seat {index} hunts later: it needs its party"
            )
    elif phase == Phase.ROUND_START:
        _check(not seat.party, f"seat {index}: no party before the initiative")


def _derive_totems(state: PrehistoriesState) -> None:
    """10: full columns and rows and painted legendaries count as scored, plus ``scored_by``."""
    for index, seat in enumerate(state.seats):
        painted = seat.cave.painted
        for c in range(SIZE):
            if painted & COLUMN_MASKS[c] == COLUMN_MASKS[c]:
                seat.columns_done |= 1 << c
                seat.lines[LINE_COLUMNS] += 1
        for r in range(SIZE):
            if painted & ROW_MASKS[r] == ROW_MASKS[r]:
                seat.rows_done |= 1 << r
                seat.lines[LINE_ROWS] += 1
        seat.legends_done = len(seat.cave.legend_anchors)
        seat.lines[LINE_LEGENDARIES] = seat.legends_done
        for card_index, seats in enumerate(state.scored_by):
            if index in seats:
                side = state.objective_side(card_index)
                seat.cards_done[card_index] = True
                seat.lines[3 + card_index] = side.first if seats[0] == index else side.later
        _check(seat.totems <= 7, f"seat {index} would start with {seat.totems} totems (at most 7)")
