"""Saves (spec 10): ``to_dict`` writes the scenario format plus everything a scenario derives."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import numpy as np

from game.rules.base import SaveError, Title
from game.rules.common import check_loaded
from game.rules.prehistories.actions import SIDES
from game.rules.prehistories.data import COLUMN_MASKS, ROW_MASKS, SIZE, STACKS, cell_name, components
from game.rules.prehistories.phase import PHASE_NAMES, Phase

if TYPE_CHECKING:
    from game.rules.prehistories.state import PrehistoriesState

VERSION = 1


def state_to_dict(state: PrehistoriesState) -> dict[str, Any]:
    tiles = components().tiles
    labels = [z.label for z in state.zone_defs]
    seats = []
    for seat in state.seats:
        seats.append(
            {
                "hand": list(seat.hand),
                "hand_origins": [state.card_origin[c] for c in seat.hand],
                "party": list(seat.party),
                "party_origins": [state.card_origin[c] for c in seat.party],
                "committed": seat.committed,
                "known": sorted(seat.known),
                "deck": list(seat.deck),
                "deck_segments": [size for _, size in seat.segments],
                "deck_segment_numbers": [number for number, _ in seat.segments],
                "next_segment": seat.next_segment,
                "discard": list(seat.discard),
                "cave": [
                    {"tile": tiles[kind].name, "side": SIDES[side], "at": cell_name(anchor)}
                    for kind, side, anchor in seat.cave.placements
                ],
                "score": {
                    "lines": list(seat.lines),
                    "columns_done": seat.columns_done,
                    "rows_done": seat.rows_done,
                    "legends_done": seat.legends_done,
                },
            }
        )
    rng_state: dict[str, Any] | None = None
    raw = state.generator_state()
    if raw is not None:
        rng_state = {
            "bit_generator": raw["bit_generator"],
            "state": {k: str(v) for k, v in raw["state"].items()},
            "has_uint32": raw["has_uint32"],
            "uinteger": raw["uinteger"],
        }
    return {
        "title": "prehistories",
        "version": VERSION,
        "players": state.num_players,
        "colours": [components().tribes[s.colour].colour for s in state.seats],
        "rule_flags": state.flags.to_dict(),
        "objectives": [
            {"card": card, "side": ("sun", "moon")[side], "scored_by": list(state.scored_by[i])}
            for i, (card, side) in enumerate(state.objectives)
        ],
        "round": state.round,
        "phase": PHASE_NAMES[state.phase],
        "zones": {labels[z]: (tiles[k].name if k >= 0 else None) for z, k in enumerate(state.zones)},
        "stacks": {
            STACKS[i]: [tiles[k].name for k in reversed(stack)] for i, stack in enumerate(state.stacks)
        },
        "discarded_tiles": [tiles[k].name for k in state.discarded_tiles],
        "refilled_this_round": state.refilled_this_round,
        "tile_taken_this_round": state.tile_taken_this_round,
        "seats": seats,
        "turn": {
            "order": list(state.order),
            "pending": [{"zone": labels[z], "tile": tiles[k].name} for z, k in state.pending],
            "tiles_taken": state.tiles_taken,
            "injuries": state.injuries,
            "open_zone": labels[state.open_zone] if state.open_zone >= 0 else None,
            "group": list(state.group),
            "painted_this_turn": state.painted_this_turn,
            "hand_prints": state.hand_prints,
        },
        "winners": list(state.winners_),
        "end_reason": state.end_reason,
        "observer": state.observer,
        "rng": rng_state,
        "origin": copy.deepcopy(state.origin),
        "history": list(state.history),
    }


def state_from_dict(title: Title, data: Any) -> PrehistoriesState:
    from game.rules.prehistories.scenario import build_state

    if not isinstance(data, dict):
        raise SaveError("a save is a JSON object")
    if data.get("title") != "prehistories":
        raise SaveError(f"this save is for {data.get('title')!r}, not prehistories")
    if data.get("version") != VERSION:
        raise SaveError(f"save version {data.get('version')!r} is not supported (expected {VERSION})")
    if data.get("observer", -1) != -1:
        raise SaveError("an observation is not a full game and cannot be loaded")
    for key in ("seats", "turn", "stacks", "zones", "objectives", "rng", "phase"):
        if key not in data:
            raise SaveError(f"save has no {key!r}")
    state = build_state(title, data, exact=True)
    check_loaded(state)
    return state


def _check(condition: bool, reason: str) -> None:
    if not condition:
        raise SaveError(reason)


def _count(value: Any, what: str, high: int) -> int:
    _check(isinstance(value, int) and not isinstance(value, bool), f"{what} must be a whole number")
    _check(0 <= value <= high, f"{what} must be within 0..{high}, not {value}")
    return int(value)


def restore_exact(state: PrehistoriesState, data: dict[str, Any]) -> None:
    """The parts of a save that a scenario would derive (called by the scenario builder)."""
    turn = data["turn"]
    state.painted_this_turn = _count(turn.get("painted_this_turn", 0), "turn.painted_this_turn", 99)
    state.hand_prints = _count(turn.get("hand_prints", 0), "turn.hand_prints", 99)
    _check(0 <= state.painted_this_turn <= state.tiles_taken, "painted_this_turn exceeds the tiles taken")
    _check(
        0 <= state.hand_prints <= 3 * state.painted_this_turn, "hand_prints do not match the tiles painted"
    )
    for index, (seat, entry) in enumerate(zip(state.seats, data["seats"])):
        score = entry["score"]
        what = f"seats[{index}].score"
        _check(isinstance(score, dict), f"{what} must be an object")
        _check(isinstance(score.get("lines"), list), f"{what}.lines must be a list")
        lines = [_count(n, f"{what}.lines", 8) for n in score["lines"]]
        _check(len(lines) == len(seat.lines), f"{what}.lines: one line per column, row, legendary and card")
        seat.lines = lines
        # A line done is a bit per column / row; only a full one of the cave can be done.
        painted = seat.cave.painted
        full_columns = sum(1 << c for c in range(SIZE) if painted & COLUMN_MASKS[c] == COLUMN_MASKS[c])
        full_rows = sum(1 << r for r in range(SIZE) if painted & ROW_MASKS[r] == ROW_MASKS[r])
        seat.columns_done = _count(score.get("columns_done"), f"{what}.columns_done", (1 << SIZE) - 1)
        seat.rows_done = _count(score.get("rows_done"), f"{what}.rows_done", (1 << SIZE) - 1)
        seat.legends_done = _count(score.get("legends_done"), f"{what}.legends_done", SIZE * SIZE)
        _check(seat.columns_done & ~full_columns == 0, f"{what}.columns_done names a column that is not full")
        _check(seat.rows_done & ~full_rows == 0, f"{what}.rows_done names a row that is not full")
        _check(seat.columns_done.bit_count() == lines[0], f"seat {index}: column line does not match")
        _check(seat.rows_done.bit_count() == lines[1], f"seat {index}: row line does not match")
        _check(
            seat.legends_done == lines[2] <= len(seat.cave.legend_anchors), f"seat {index}: bad legendaries"
        )
        _check(seat.totems <= 8, f"seat {index} has {seat.totems} totems (at most 8)")
        seat.cards_done = [index in seats for seats in state.scored_by]
        for card_index, seats in enumerate(state.scored_by):
            side = state.objective_side(card_index)
            owed = (side.first if seats[0] == index else side.later) if index in seats else 0
            placed = lines[3 + card_index]
            # 4.5: a seat may place fewer than owed only with its eighth totem
            _check(placed == owed or (0 < placed < owed and seat.totems == 8), f"seat {index}: bad card line")
    winners = data.get("winners", [])
    _check(isinstance(winners, list), "winners must be a list of seats")
    state.winners_ = [_count(w, "winners", state.num_players - 1) for w in winners]
    _check(state.winners_ == sorted(set(state.winners_)), "winners must be distinct seats in order")
    state.end_reason = data.get("end_reason", "")
    over = state.phase == Phase.OVER
    _check(over == bool(state.winners_), "winners are named exactly when the game is over")
    _check(state.end_reason in (("eighth_totem", "stall") if over else ("",)), "bad end_reason")
    raw = data["rng"]
    try:
        _check(raw["bit_generator"] == "PCG64", "only PCG64 generator states are saved")
        generator = np.random.PCG64()
        restored: Any = {
            "bit_generator": raw["bit_generator"],
            "state": {k: int(v) for k, v in raw["state"].items()},
            "has_uint32": int(raw["has_uint32"]),
            "uinteger": int(raw["uinteger"]),
        }
        generator.state = restored
    except (AttributeError, KeyError, TypeError, ValueError, OverflowError) as err:
        raise SaveError(f"bad generator state: {err}") from None
    state.rng = np.random.Generator(generator)
