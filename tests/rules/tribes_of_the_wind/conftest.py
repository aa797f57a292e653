"""Fixtures for the Tribes of the Wind rule tests: scenarios from levels/tribes_of_the_wind/scenarios."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.rules import load_title
from game.rules.tribes_of_the_wind.state import TotwState
from tests.helpers import play, scenario_spec

__all__ = ["play"]
TITLE = load_title("tribes_of_the_wind")


def load_spec(name: str) -> dict[str, Any]:
    return scenario_spec("tribes_of_the_wind", name)


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


def legal_texts(state: TotwState) -> list[str]:
    return [state.action_to_str(a) for a in state.legal_actions()]
