"""Fixtures for the Tribes of the Wind rule tests: scenarios from levels/tribes_of_the_wind/scenarios."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from game.resources import resource_path
from game.rules import load_title
from game.rules.tribes_of_the_wind.state import TotwState

TITLE = load_title("tribes_of_the_wind")


def load_spec(name: str) -> dict[str, Any]:
    with resource_path("levels", "tribes_of_the_wind", "scenarios", name).open(encoding="utf-8") as handle:
        spec: dict[str, Any] = json.load(handle)
    return spec


@pytest.fixture
def totw_scenario() -> Callable[..., TotwState]:
    """Load a scenario file, optionally with rule flags changed."""

    def load(name: str, **flags: Any) -> TotwState:
        spec = load_spec(name)
        spec.setdefault("rule_flags", {}).update(flags)
        state = TITLE.scenario(spec)
        assert isinstance(state, TotwState)
        return state

    return load


def play(state: TotwState, *steps: str) -> list[Any]:
    """Apply actions written in the spec's notation; returns all events."""
    events = []
    for step in steps:
        events.extend(state.apply(state.parse_action(step)))
    return events


def legal_texts(state: TotwState) -> list[str]:
    return [state.action_to_str(a) for a in state.legal_actions()]
