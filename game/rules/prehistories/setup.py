"""New games (spec 3) and scenarios (spec 10)."""

from __future__ import annotations

from typing import Any

import numpy as np

from game.rules.base import Event, Title
from game.rules.prehistories import flow
from game.rules.prehistories.data import components
from game.rules.prehistories.state import Flags, PrehistoriesState, Seat

OBJECTIVES_DEALT = {2: 4, 3: 4, 4: 5, 5: 5}


def deal_objectives(rng: np.random.Generator, players: int, flags: Flags) -> list[tuple[int, int]]:
    """3.4: 4 cards with 2-3 players, 5 with 4-5; sides follow ``objective_sides``."""
    cards = [int(c) + 1 for c in rng.choice(9, size=OBJECTIVES_DEALT[players], replace=False)]
    if flags.objective_sides == "sun":
        return [(card, 0) for card in cards]
    return [(card, int(rng.integers(2))) for card in cards]


def full_stacks(rng: np.random.Generator) -> list[list[int]]:
    """3.3: the five stacks, shuffled, top of each stack last."""
    stacks: list[list[int]] = [[] for _ in range(5)]
    for kind in components().tiles:
        stacks[kind.stack].extend([kind.index] * kind.copies)
    return [[int(k) for k in rng.permutation(stack)] for stack in stacks]


def new_game(title: Title, players: int, seed: int, **rule_flags: Any) -> PrehistoriesState:
    if not 2 <= players <= 5:
        raise ValueError(f"Prehistories is for 2 to 5 players, not {players}")
    flags = Flags.from_mapping(rule_flags)
    rng = np.random.default_rng(seed)
    state = PrehistoriesState(title, players, flags, deal_objectives(rng, players, flags))
    state.rng = rng
    state.origin = {"kind": "new_game", "players": players, "seed": seed, "flags": flags.to_dict()}
    state.stacks = full_stacks(rng)
    for colour in range(players):
        seat = Seat(colour, len(state.objectives))
        seat.deck = [int(c) for c in rng.permutation(components().tribes[colour].cards)]
        seat.segments = [[0, 12]]
        seat.next_segment = 1
        state.seats.append(seat)
    events: list[Event] = []
    for index in range(players):
        flow.draw(state, index, 3, events)
    flow.start_round(state, events)
    state.settle(events)
    return state
