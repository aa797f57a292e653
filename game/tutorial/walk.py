"""Where a tutorial stands: the step, the expected action within it, and what the gate allows.

``Progress`` is pure bookkeeping the coach (game/client/table/coach.py) and the validator share:
it knows the current step and, in a move step, which of its ``do`` entries comes next. The
actions an entry allows *now* are its alternatives that the state parses as legal
(``expected_actions``), so a script never lets through a move the rules forbid.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules.base import IllegalAction, State
from game.tutorial.script import Script, Step


def expected_actions(state: State, alternatives: Sequence[str]) -> list[int]:
    """The action ids of the alternatives that are legal in ``state`` (in script order, no repeats)."""
    found: list[int] = []
    if state.is_terminal():
        return found
    for text in alternatives:
        try:
            action = state.parse_action(text)
        except IllegalAction:
            continue
        if action not in found:
            found.append(action)
    return found


def why_not(state: State, text: str) -> str | None:
    """The engine's reason an expected action does not parse or is not legal (None if it is)."""
    if state.is_terminal():
        return "the game is over"
    try:
        state.parse_action(text)
    except IllegalAction as error:
        return error.reason
    return None


@dataclass
class Progress:
    """The position in a script: ``step`` (index into ``script.steps``) and ``entry`` (the next
    ``do`` entry of a move step). Undo inside a move step steps ``entry`` back; it never goes back
    past the step's first action (docs/tutorial.md principle 8: undo works inside a move step)."""

    script: Script
    step: int = 0
    entry: int = 0
    # The actions applied in the current move step, so undo can tell how far back it may go.
    applied: list[int] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.step >= len(self.script.steps) - 1 and not self.current.is_move

    @property
    def current(self) -> Step:
        return self.script.steps[min(self.step, len(self.script.steps) - 1)]

    @property
    def seat(self) -> int:
        return self.current.seat(self.script.human)

    def waiting_for_next(self) -> bool:
        """A bubble-only step: the player reads it and presses Next."""
        return not self.current.is_move

    def human_to_act(self) -> bool:
        return self.current.is_move and self.seat == self.script.human

    def opponent_to_act(self) -> bool:
        return self.current.is_scripted_opponent(self.script.human)

    def allowed(self, state: State) -> list[int]:
        """What the gate lets through now: nothing on a bubble-only step."""
        step = self.current
        if not step.is_move or self.entry >= len(step.do):
            return []
        return expected_actions(state, step.do[self.entry])

    def record(self, action: int) -> None:
        """An allowed action was applied; move to the next entry or step."""
        self.applied.append(action)
        self.entry += 1
        if self.entry >= len(self.current.do):
            self._enter(self.step + 1)

    def next(self) -> None:
        """Close a bubble-only step."""
        if not self.current.is_move and self.step < len(self.script.steps) - 1:
            self._enter(self.step + 1)

    def can_undo(self) -> bool:
        return bool(self.applied) and self.current.is_move

    def undo(self) -> None:
        if self.can_undo():
            self.applied.pop()
            self.entry -= 1

    def _enter(self, step: int) -> None:
        self.step = min(step, len(self.script.steps) - 1)
        self.entry = 0
        self.applied = []


def play_to_end(progress: Progress, state: State) -> State:
    """Play the rest of the script on a copy of ``state`` (first legal alternative each time):
    the chapter's end state for "Skip chapter". Raises IllegalAction if the script goes off the
    rules, which a validated script never does."""
    state = state.clone()
    while not progress.finished:
        if progress.waiting_for_next():
            progress.next()
            continue
        allowed = progress.allowed(state)
        if not allowed:
            entry = progress.current.do[progress.entry]
            raise IllegalAction(f"step {progress.step + 1}: none of {list(entry)} is legal")
        state.apply(allowed[0])
        progress.record(allowed[0])
    return state
