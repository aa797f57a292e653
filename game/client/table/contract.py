"""The engine contract as the table reads it (docs/contract.md).

Every engine answers ``Event.reveals`` (the undo stops there), ``State.has_private(p)`` (the
curtain) and ``State.history`` (the log rebuilt from a save), so the table asks the engine and
nothing else: one answer per question, checked for every title by ``game.rules.contract``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.rules.base import Event, State


def reveals(events: Iterable[Event]) -> bool:
    """True when any event showed hidden or random information: the undo stops there."""
    return any(event.reveals for event in events)


def has_private(state: State, player: int) -> bool:
    """True when ``state`` holds something only ``player`` may see now (the curtain's test)."""
    return bool(state.has_private(player))


def history(state: State) -> list[int]:
    """The applied action ids that replay the game from its seed and flags."""
    return list(state.history)


def flag_specs(title: Any) -> dict[str, tuple[Any, tuple[Any, ...]]]:
    """``{name: (default, choices)}`` from ``TITLE.flags``: FlagSpecs, or a bare tuple of choices
    whose first is the default (the toy title of the table's tests declares its flags so)."""
    found: dict[str, tuple[Any, tuple[Any, ...]]] = {}
    for name, spec in title.flags.items():
        if hasattr(spec, "choices"):
            found[name] = (spec.default, tuple(spec.choices))
        else:
            choices = tuple(spec)
            found[name] = (choices[0], choices)
    return found
