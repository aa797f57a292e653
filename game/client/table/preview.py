"""What a choice would give, before it is made: the engine's own answer, for any title.

Hovering a final choice (a Five Tribes last drop, a Tribes of the Wind card row, a Prehistories
party or placement) asks ``preview(state, player, action)``: the action, and the seat's forced
follow-ups after it, are applied to a copy of what the person sees (its observation, determinized
with a fixed seed: nothing hidden is read), and the result is the seat's score breakdown change
per key, every other seat's change per key (a rival's vizier killed, a rival's Monkir paid), and
its events tallied by kind (``game.rules.outcome``): "+8 tiles, +3 palms, 4 red meeples taken". Events that reveal hidden information (a card drawn) are never tallied, so a
preview shows nothing the person could not know.

``Previews`` keeps the answers of one position (hovering back and forth costs one apply each).
This module imports no pygame: the table draws what it answers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from game.rules.base import IllegalAction, State
from game.rules.outcome import Outcome, Tally, outcome

PREVIEW_SEED = 0


@dataclass(frozen=True, slots=True)
class Preview:
    """One choice's result for the seat that makes it."""

    action: int
    outcome: Outcome

    @property
    def points(self) -> int:
        return self.outcome.gain

    @property
    def delta(self) -> dict[str, int]:
        return self.outcome.delta

    @property
    def pieces(self) -> list[Tally]:
        return self.outcome.tallies

    @property
    def rivals(self) -> dict[int, dict[str, int]]:
        """Each other seat whose score breakdown the choice moves: its per-key change."""
        return self.outcome.rivals

    @property
    def ends_turn(self) -> bool:
        return self.outcome.ended_turn

    @property
    def empty(self) -> bool:
        """Nothing to show: no points moved (the seat's or another's) and no pieces beyond the
        step itself."""
        return not self.delta and not self.rivals and len(self.pieces) <= 1

    def to_dict(self) -> dict[str, Any]:
        return {"action": self.action, "points": self.points, **self.outcome.to_dict()}


def preview(state: State, player: int, action: int) -> Preview | None:
    """What ``action`` (and ``player``'s forced follow-ups) gives ``player`` in ``state``, read on
    the person's own view; None when it is not the seat's move or not legal there."""
    view = state.observation(player)
    if view.is_terminal() or view.current_player() != player:
        return None
    world = view.determinize(player, np.random.default_rng(PREVIEW_SEED))
    if action not in world.legal_actions():
        return None
    try:
        return Preview(action, outcome(world, player, [action], forced=True))
    except IllegalAction:
        return None


@dataclass(slots=True)
class Previews:
    """The previews of one position, computed on first hover (``forget`` when it changes)."""

    serial: int | None = None
    found: dict[int, Preview | None] = field(default_factory=dict)

    def get(self, state: State, player: int, action: int, serial: int) -> Preview | None:
        if serial != self.serial:
            self.serial = serial
            self.found = {}
        if action not in self.found:
            self.found[action] = preview(state, player, action)
        return self.found[action]

    def forget(self) -> None:
        self.serial = None
        self.found = {}
