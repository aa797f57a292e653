"""Plumbing every engine shares: rule flags, action ids, the lazy generator, the action history.

The contract (``game.rules.base``) says what a state answers; this module holds the parts of the
answer that are the same in every title, so the three engines behave alike by construction
(ARCHITECTURE.md 2, "One contract, one behaviour").
"""

from __future__ import annotations

import copy
import operator
from collections.abc import Mapping
from dataclasses import fields
from typing import Any, TypeVar

import numpy as np

from game.rules.base import FlagSpec, IllegalAction

F = TypeVar("F")

# ---- rule flags ----------------------------------------------------------------------------------


def flag_specs(choices: Mapping[str, tuple[Any, ...]]) -> dict[str, FlagSpec]:
    """``TITLE.flags`` from a table of allowed values per flag; the first value is the default."""
    return {name: FlagSpec(name, values[0], tuple(values)) for name, values in choices.items()}


def parse_flags(
    cls: type[F],
    specs: Mapping[str, FlagSpec],
    values: Mapping[str, Any],
    open_ended: frozenset[str] = frozenset(),
) -> F:
    """The flags dataclass ``cls`` built from ``values``; ValueError names an unknown flag or value.

    A flag must take one of its choices, of the default's type (``True`` is not ``1``); a flag in
    ``open_ended`` takes any value of the default's type, and the title checks its range.
    """
    if not isinstance(values, Mapping):
        raise ValueError(f"rule flags must be an object, not {type(values).__name__}")
    for name, value in values.items():
        spec = specs.get(name)
        if spec is None:
            raise ValueError(f"unknown rule flag {name!r}; known: {', '.join(specs)}")
        if type(value) is not type(spec.default) or (name not in open_ended and value not in spec.choices):
            allowed = f"a {type(spec.default).__name__}" if name in open_ended else f"one of {spec.choices}"
            raise ValueError(f"rule flag {name!r} must be {allowed}, not {value!r}")
    return cls(**values)


def flags_to_dict(flags: Any) -> dict[str, Any]:
    """A flags dataclass as a JSON-safe object."""
    return {f.name: getattr(flags, f.name) for f in fields(flags)}


# ---- actions -------------------------------------------------------------------------------------


def action_id(action: Any, num_actions: int) -> int:
    """``action`` as an action id, or IllegalAction saying why it is not one.

    Integers and numpy integers (a bot's argmax) are ids; ``bool`` is refused (``True`` is not a
    move), and so are floats, strings and numbers outside ``0..num_actions - 1``.
    """
    if isinstance(action, (bool, np.bool_)):
        raise IllegalAction(f"{action!r} is not an action id (0-{num_actions - 1})")
    try:
        number = operator.index(action)
    except TypeError:
        raise IllegalAction(f"{action!r} is not an action id (0-{num_actions - 1})") from None
    if not 0 <= number < num_actions:
        raise IllegalAction(f"{number} is outside the action ids 0-{num_actions - 1}")
    return int(number)


# ---- the generator -------------------------------------------------------------------------------


def generator_from_state(raw: Mapping[str, Any]) -> np.random.Generator:
    """A PCG64 generator set to a saved bit-generator state."""
    generator = np.random.Generator(np.random.PCG64(0))
    generator.bit_generator.state = dict(raw)
    return generator


# ---- the state mixin -----------------------------------------------------------------------------


class Recorded:
    """What every state keeps about its own past (the contract's ``history`` and ``moves``).

    ``origin`` says how the game began, so ``history`` replays it: ``{"kind": "new_game",
    "players", "seed", "flags"}`` or ``{"kind": "scenario", "spec"}``; observations and
    determinizations carry ``{"kind": "observation"}`` / ``{"kind": "determinized"}`` (their
    history is public but their hidden cards are not those of the game, so they do not replay).
    """

    __slots__ = ()

    history: list[int]
    origin: dict[str, Any]

    @property
    def moves(self) -> int:
        """Actions applied so far (the forced steps ``apply`` performs on its own are not counted)."""
        return len(self.history)


def read_record(data: Mapping[str, Any], num_actions: int) -> tuple[dict[str, Any], list[int]]:
    """A save's ``origin`` and ``history``, validated; a save from before they were kept gets an
    origin of kind ``"unknown"`` and an empty history (it loads, but cannot replay)."""
    from game.rules.base import SaveError

    origin = data.get("origin", {"kind": "unknown"})
    history = data.get("history", [])
    if not isinstance(origin, dict) or not isinstance(origin.get("kind"), str):
        raise SaveError("origin must be an object with a kind")
    if not isinstance(history, list):
        raise SaveError("history must be a list of action ids")
    for index, action in enumerate(history):
        if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < num_actions:
            raise SaveError(f"history[{index}] is not an action id (0-{num_actions - 1}): {action!r}")
    return copy.deepcopy(origin), list(history)
