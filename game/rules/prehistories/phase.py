"""Phases of a round and the rule flags of spec 9."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any


class Phase(IntEnum):
    ROUND_START = 0  # only while loading a scenario: the refill runs next
    INITIATIVE = 1
    HUNT = 2
    PAINT = 3
    OVER = 4


PHASE_NAMES = ("round_start", "initiative", "hunt", "paint", "over")


@dataclass(frozen=True, slots=True)
class Flags:
    """Rule flags of spec 9."""

    turn_flow: str = "hunt_then_paint"
    allow_unplaceable_take: bool = True
    objective_sides: str = "random"
    three_in_a_turn_counts_discards: bool = True

    @classmethod
    def parse(cls, flags: dict[str, Any]) -> Flags:
        known = {"turn_flow", "allow_unplaceable_take", "objective_sides", "three_in_a_turn_counts_discards"}
        unknown = set(flags) - known
        if unknown:
            raise ValueError(f"unknown rule flag(s): {', '.join(sorted(unknown))}")
        parsed = cls(**flags)
        if parsed.turn_flow not in ("hunt_then_paint", "place_on_take"):
            raise ValueError(f"turn_flow must be hunt_then_paint or place_on_take, not {parsed.turn_flow!r}")
        if parsed.objective_sides not in ("random", "sun"):
            raise ValueError(f"objective_sides must be random or sun, not {parsed.objective_sides!r}")
        for name in ("allow_unplaceable_take", "three_in_a_turn_counts_discards"):
            if not isinstance(getattr(parsed, name), bool):
                raise ValueError(f"{name} must be true or false")
        return parsed

    def to_dict(self) -> dict[str, Any]:
        return {
            "turn_flow": self.turn_flow,
            "allow_unplaceable_take": self.allow_unplaceable_take,
            "objective_sides": self.objective_sides,
            "three_in_a_turn_counts_discards": self.three_in_a_turn_counts_discards,
        }


__all__ = ["PHASE_NAMES", "Flags", "Phase"]
