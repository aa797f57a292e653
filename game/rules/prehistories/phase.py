"""Phases of a round and the rule flags of spec 9."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import ClassVar

from game.rules.base import FlagSpec
from game.rules.common import RuleFlags, flag_specs


class Phase(IntEnum):
    ROUND_START = 0  # only while loading a scenario: the refill runs next
    INITIATIVE = 1
    HUNT = 2
    PAINT = 3
    OVER = 4


class Phases:
    """``Phase``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Phase.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute, and a step reads them many times."""

    ROUND_START = Phase.ROUND_START
    INITIATIVE = Phase.INITIATIVE
    HUNT = Phase.HUNT
    PAINT = Phase.PAINT
    OVER = Phase.OVER


PHASE_NAMES = ("round_start", "initiative", "hunt", "paint", "over")

# Spec 9: every flag with its allowed values, the default first.
FLAG_SPECS: dict[str, FlagSpec] = flag_specs(
    {
        "turn_flow": ("hunt_then_paint", "place_on_take"),
        "allow_unplaceable_take": (True, False),
        "objective_sides": ("random", "sun"),
        "three_in_a_turn_counts_discards": (True, False),
    }
)


@dataclass(frozen=True, slots=True)
class Flags(RuleFlags):
    """Rule flags of spec 9."""

    turn_flow: str = "hunt_then_paint"
    allow_unplaceable_take: bool = True
    objective_sides: str = "random"
    three_in_a_turn_counts_discards: bool = True
    SPECS: ClassVar[dict[str, FlagSpec]] = FLAG_SPECS


__all__ = ["FLAG_SPECS", "PHASE_NAMES", "Flags", "Phase"]
