"""Shared fixtures for rules tests: load a title's scenario files from levels/<title>/scenarios/."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from game.resources import resource_path
from game.rules import load_title


def load_scenario_spec(title_id: str, filename: str) -> dict[str, Any]:
    with resource_path("levels", title_id, "scenarios", filename).open(encoding="utf-8") as handle:
        spec: dict[str, Any] = json.load(handle)
    return spec


@pytest.fixture
def scenario() -> Callable[..., Any]:
    """``scenario(title_id, filename, **overrides)``: the state a scenario file describes."""

    def load(title_id: str, filename: str, **overrides: Any) -> Any:
        spec = load_scenario_spec(title_id, filename)
        spec.update(overrides)
        return load_title(title_id).scenario(spec)

    return load
