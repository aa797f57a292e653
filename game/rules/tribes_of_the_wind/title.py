"""The Title object of Tribes of the Wind and its rule flags (spec section 9)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from game.rules.tribes_of_the_wind.actions import NUM_ACTIONS

if TYPE_CHECKING:
    from game.rules.tribes_of_the_wind.state import TotwState

TIE_BREAKS = ("villages_then_water", "shared")


@dataclass(frozen=True, slots=True)
class RuleFlags:
    played_card_counts: bool = True
    final_round: bool = True
    two_player_row_in_table: bool = True
    blind_forest_draw: bool = True
    clean_anywhere: bool = True
    task_check_any_time: bool = False
    forests_count_villages: bool = True
    tie_break: str = "villages_then_water"
    round_limit: int = 40

    @classmethod
    def from_mapping(cls, flags: dict[str, Any]) -> RuleFlags:
        """Validated flags; unknown names or wrong types raise ValueError."""
        known = {f.name: f for f in fields(cls)}
        for name, value in flags.items():
            if name not in known:
                raise ValueError(f"unknown rule flag {name!r}; known: {', '.join(known)}")
            default = getattr(cls(), name)
            if type(value) is not type(default):
                raise ValueError(f"rule flag {name!r} must be a {type(default).__name__}, got {value!r}")
        result = cls(**flags)
        if result.tie_break not in TIE_BREAKS:
            raise ValueError(f"tie_break must be one of {TIE_BREAKS}, got {result.tie_break!r}")
        if result.round_limit < 0:
            raise ValueError("round_limit must be 0 (no cap) or more")
        return result

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


class TribesOfTheWind:
    id = "tribes_of_the_wind"
    name = "Tribes of the Wind"
    min_players = 2
    max_players = 5
    num_distinct_actions = NUM_ACTIONS

    def new_game(self, players: int, seed: int, **rule_flags: Any) -> TotwState:
        from game.rules.tribes_of_the_wind.setup import new_game

        return new_game(players, seed, RuleFlags.from_mapping(rule_flags))

    def scenario(self, spec: dict[str, Any]) -> TotwState:
        from game.rules.tribes_of_the_wind.scenario import scenario

        return scenario(spec)

    def from_dict(self, data: dict[str, Any]) -> TotwState:
        from game.rules.tribes_of_the_wind.state import TotwState

        return TotwState.from_dict(data)

    def __repr__(self) -> str:
        return "TITLE<tribes_of_the_wind>"


TITLE = TribesOfTheWind()
