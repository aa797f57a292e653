"""Fixtures for the Prehistories rule tests: scenarios from levels/prehistories/scenarios/."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.rules import load_title
from game.rules.prehistories.state import PrehistoriesState
from tests import helpers
from tests.helpers import play

__all__ = ["play", "scenario_spec"]
TITLE = load_title("prehistories")


def scenario_spec(name: str) -> dict[str, Any]:
    return helpers.scenario_spec("prehistories", name)


@pytest.fixture
def ph_scenario() -> Callable[..., PrehistoriesState]:
    """Loads a scenario file, optionally with some top-level keys replaced."""

    def load(name: str, **overrides: Any) -> PrehistoriesState:
        state = helpers.load_scenario("prehistories", name, **overrides)
        assert isinstance(state, PrehistoriesState)
        return state

    return load
