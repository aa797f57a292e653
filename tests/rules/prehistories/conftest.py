"""Fixtures for the Prehistories rule tests: scenarios from levels/prehistories/scenarios/."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from game.resources import resource_path
from game.rules import load_title
from game.rules.prehistories.state import PrehistoriesState

TITLE = load_title("prehistories")


def scenario_spec(name: str) -> dict[str, Any]:
    with open(resource_path("levels", "prehistories", "scenarios", name), encoding="utf-8") as handle:
        spec: dict[str, Any] = json.load(handle)
    return spec


@pytest.fixture
def ph_scenario() -> Callable[..., PrehistoriesState]:
    """Loads a scenario file, optionally with some top-level keys replaced."""

    def load(name: str, **overrides: Any) -> PrehistoriesState:
        spec = scenario_spec(name)
        spec.update(overrides)
        state = TITLE.scenario(spec)
        assert isinstance(state, PrehistoriesState)
        return state

    return load


def play(state: PrehistoriesState, *moves: str) -> list[Any]:
    """Applies moves written in notation; returns every event."""
    events: list[Any] = []
    for move in moves:
        events.extend(state.apply(state.parse_action(move)))
    return events
