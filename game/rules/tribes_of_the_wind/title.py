"""The Title object of Tribes of the Wind and its rule flags (spec section 9)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Self

from game.rules.base import FlagSpec
from game.rules.common import RuleFlags as FlagsBase
from game.rules.common import flag_specs, parse_flags
from game.rules.tribes_of_the_wind.actions import NUM_ACTIONS

if TYPE_CHECKING:
    from game.rules.tribes_of_the_wind.state import TotwState

TIE_BREAKS = ("villages_then_water", "shared")

# Spec 9, the first value being the default. ``round_limit`` takes any n >= 0 (0 = no cap); its
# choices are the ones a new-game screen offers: the default and no cap.
FLAG_SPECS: dict[str, FlagSpec] = flag_specs(
    {
        "played_card_counts": (True, False),
        "final_round": (True, False),
        "two_player_row_in_table": (True, False),
        "blind_forest_draw": (True, False),
        "clean_anywhere": (True, False),
        "task_check_any_time": (False, True),
        "forests_count_villages": (True, False),
        "tie_break": TIE_BREAKS,
        "round_limit": (40, 0),
    }
)


@dataclass(frozen=True, slots=True)
class RuleFlags(FlagsBase):
    played_card_counts: bool = True
    final_round: bool = True
    two_player_row_in_table: bool = True
    blind_forest_draw: bool = True
    clean_anywhere: bool = True
    task_check_any_time: bool = False
    forests_count_villages: bool = True
    tie_break: str = "villages_then_water"
    round_limit: int = 40
    SPECS: ClassVar[dict[str, FlagSpec]] = FLAG_SPECS
    OPEN_ENDED: ClassVar[frozenset[str]] = frozenset({"round_limit"})

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> Self:
        """Validated flags; unknown names or wrong types raise ValueError."""
        # (not super(): a slots dataclass is a new class, which zero-argument super() misses)
        result = parse_flags(cls, cls.SPECS, values, cls.OPEN_ENDED)
        if not 0 <= result.round_limit <= 10**4:
            raise ValueError("round_limit must be 0 (no cap) or a number of rounds up to 10000")
        return result


class TribesOfTheWind:
    id = "tribes_of_the_wind"
    name = "Tribes of the Wind"
    min_players = 2
    max_players = 5
    num_distinct_actions = NUM_ACTIONS
    flags: dict[str, FlagSpec] = FLAG_SPECS

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
