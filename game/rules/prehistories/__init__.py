"""Prehistories: the pure rules engine (rules: docs/rules/prehistories.md;
"spec N" comments cite its sections)."""

from __future__ import annotations

from typing import Any

from game.rules.base import FlagSpec
from game.rules.prehistories.actions import NUM_DISTINCT_ACTIONS
from game.rules.prehistories.phase import FLAG_SPECS
from game.rules.prehistories.state import PrehistoriesState


class PrehistoriesTitle:
    id = "prehistories"
    name = "Prehistories"
    min_players = 2
    max_players = 5
    num_distinct_actions = NUM_DISTINCT_ACTIONS
    flags: dict[str, FlagSpec] = FLAG_SPECS

    def new_game(self, players: int, seed: int, **rule_flags: Any) -> PrehistoriesState:
        from game.rules.prehistories.setup import new_game

        return new_game(self, players, seed, **rule_flags)

    def scenario(self, spec: dict[str, Any]) -> PrehistoriesState:
        from game.rules.prehistories.scenario import load_scenario

        return load_scenario(self, spec)

    def from_dict(self, data: dict[str, Any]) -> PrehistoriesState:
        from game.rules.prehistories.saves import state_from_dict

        return state_from_dict(self, data)


TITLE = PrehistoriesTitle()

__all__ = ["TITLE", "PrehistoriesState", "PrehistoriesTitle"]
