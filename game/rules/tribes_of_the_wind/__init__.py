"""Tribes of the Wind (Племена вітру): the rules engine (rules:
docs/rules/tribes_of_the_wind.md; "spec N" comments cite its sections)."""

from __future__ import annotations

from game.rules.tribes_of_the_wind.state import Phase, TotwState
from game.rules.tribes_of_the_wind.title import TITLE, RuleFlags, TribesOfTheWind

__all__ = ["TITLE", "Phase", "RuleFlags", "TotwState", "TribesOfTheWind"]
