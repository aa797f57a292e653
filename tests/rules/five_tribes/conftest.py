"""Five Tribes fixtures: scenario files and a seeded random player."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from game.rules.five_tribes import TITLE, FiveTribesState


@pytest.fixture
def ft_scenario(scenario: Callable[..., Any]) -> Callable[..., FiveTribesState]:
    def load(filename: str, **overrides: Any) -> FiveTribesState:
        state: FiveTribesState = scenario("five_tribes", filename, **overrides)
        return state

    return load


def play(state: FiveTribesState, *moves: str) -> list[Any]:
    """Apply actions written in notation; returns all their events."""
    events: list[Any] = []
    for move in moves:
        events.extend(state.apply(state.parse_action(move)))
    return events


def random_game(players: int, seed: int, **flags: Any) -> FiveTribesState:
    state = TITLE.new_game(players, seed, **flags)
    chooser = random.Random(seed)
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
    return state
