"""The engine contract as the table reads it (docs/architecture.md), with fallbacks to the view.

The ``contract`` branch adds ``Event.reveals``, ``Event.private_to``, ``Event.player`` and
``State.has_private(p)``, ``State.moves``, ``State.history`` to every engine. Until an engine has
them, the table asks the game's view (``GameView.reveals``, ``GameView.has_private``), which keeps
the behaviour each game had before the shared table.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from game.rules.base import Event, State

if TYPE_CHECKING:
    from game.client.table.view import GameView


def reveals(events: Iterable[Event], view: GameView | None) -> bool:
    """True when any event showed hidden or random information: the undo stops there."""
    for event in events:
        flag = getattr(event, "reveals", None)
        if flag is None:
            if view is not None and view.reveals(event):
                return True
        elif flag:
            return True
    return False


def has_private(state: State, player: int, view: GameView | None) -> bool:
    """True when ``state`` holds something only ``player`` may see now (the curtain's test)."""
    method: Any = getattr(state, "has_private", None)
    if callable(method):
        return bool(method(player))
    return view.has_private(state, player) if view is not None else False


def history(state: State) -> list[int]:
    """The applied action ids that replay the game from its seed and flags."""
    found: Any = getattr(state, "history", None)
    return list(found) if found is not None else []


def flag_specs(title: Any) -> dict[str, tuple[Any, tuple[Any, ...]]]:
    """``{name: (default, choices)}`` from ``TITLE.flags`` (FlagSpec), or {} for a title without."""
    flags = getattr(title, "flags", None)
    if not isinstance(flags, dict):
        return {}
    found: dict[str, tuple[Any, tuple[Any, ...]]] = {}
    for name, spec in flags.items():
        if hasattr(spec, "choices"):
            found[name] = (getattr(spec, "default", spec.choices[0]), tuple(spec.choices))
        else:  # a bare tuple of choices, the first the default
            choices = tuple(spec)
            found[name] = (choices[0], choices)
    return found
