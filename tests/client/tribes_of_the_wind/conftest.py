"""Fixtures of the Tribes of the Wind client tests."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.state import TotwState


@dataclass(frozen=True, slots=True)
class Position:
    """One position met in random play: the full state, the mover's observation (what the
    question is built from at the table) and the legal actions. Read it before the next
    position: the walk plays on in the same state."""

    state: TotwState
    view: TotwState
    legal: list[int]


Positions = Callable[[int, int], Iterator[Position]]


@pytest.fixture
def positions() -> Positions:
    """``positions(seed, steps)``: the positions of a random two-player game from ``seed``, one
    random legal action after another, for at most ``steps`` actions (the prompt tests walk the
    questions a person meets: where a rider leaves from, which tile is planted)."""

    def walk(seed: int, steps: int) -> Iterator[Position]:
        state = TITLE.new_game(2, seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if state.is_terminal():
                return
            legal = state.legal_actions()
            yield Position(state, state.observation(state.current_player()), legal)
            state.apply(rng.choice(legal))

    return walk
