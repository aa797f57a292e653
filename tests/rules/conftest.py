"""Shared fixtures for rules tests: load a title's scenario files from levels/<title>/scenarios/."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.helpers import load_scenario


@pytest.fixture
def scenario() -> Callable[..., Any]:
    """``scenario(title_id, filename, **overrides)``: the state a scenario file describes."""
    return load_scenario
