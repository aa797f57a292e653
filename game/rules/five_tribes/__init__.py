"""Five Tribes: the rules engine (rules: docs/rules/five_tribes.md;
"spec N" and "N.N:" comments cite its sections).

``TITLE.new_game(players, seed, **flags)`` and ``TITLE.scenario(spec)`` make a
``FiveTribesState`` that follows the contract of ``game.rules.base``. Beyond it a state offers:

- ``step`` (``model.Step``), ``phase``, ``round``, ``last_round``, ``turn`` (the move in progress)
  and the public position (``meeples`` int[30, 5], ``owner``, ``palms``, ``palaces``, ``players``,
  ``market``, ``djinn_row``...), read-only for everyone but the engine;
- ``explain_illegal(action)``: why an action is not legal now;
- ``pick_tiles()`` and ``legal_drops(tables=...)``: the move generator of spec 5.2;
- ``replay()``: the same game rebuilt from its origin and action history.

Events are in ``events``; action ids and notation in ``actions``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.base import FlagSpec
from game.rules.five_tribes.actions import NUM_ACTIONS
from game.rules.five_tribes.model import FLAG_SPECS
from game.rules.five_tribes.state import FiveTribesState


@dataclass
class FiveTribesTitle:
    id: str = "five_tribes"
    name: str = "Five Tribes"
    min_players: int = 2
    max_players: int = 4
    num_distinct_actions: int = NUM_ACTIONS
    flags: dict[str, FlagSpec] = field(default_factory=lambda: dict(FLAG_SPECS))

    def new_game(self, players: int, seed: int = 0, **rule_flags: Any) -> FiveTribesState:
        """Spec 3; flags as in spec 9 (ValueError on an unknown flag or value)."""
        from game.rules.five_tribes.setup import new_game

        return new_game(players, seed, **rule_flags)

    def scenario(self, spec: dict[str, Any]) -> FiveTribesState:
        from game.rules.five_tribes.setup import scenario

        return scenario(spec)

    def from_dict(self, data: dict[str, Any]) -> FiveTribesState:
        return FiveTribesState.from_dict(data)


TITLE = FiveTribesTitle()

__all__ = ["TITLE", "FiveTribesState", "FiveTribesTitle"]
