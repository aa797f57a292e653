"""A recorded game as positions: the engine replays its actions from the seed and flags.

No pygame. A ``Recording`` holds a game's actions and, built once, who moved before each action
and the round it was played in, so a replay finds the start of a turn or a round without
replaying; ``state_at(n)`` rebuilds the position after the first ``n`` actions from the nearest
kept position (one every ``CHECKPOINT`` actions), so the replay never holds a state per action
and every position it shows is the engine's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.base import Event, State, Title

CHECKPOINT = 24


class Recording:
    """The positions of one game: 0 (the start) to ``length`` (after its last action)."""

    def __init__(self, title: Title, players: int, seed: int, flags: dict[str, Any], actions: Sequence[int]):
        self.title = title
        self.players = players
        self.seed = seed
        self.flags = dict(flags)
        self.actions = tuple(int(a) for a in actions)
        self.movers: list[int] = []  # the seat to move before each action
        self.rounds: list[object] = []  # the state's round count before each action (None: none)
        self._kept: dict[int, State] = {}
        state = self.start()
        for index, action in enumerate(self.actions):
            if index % CHECKPOINT == 0:
                self._kept[index] = state.clone()
            self.movers.append(state.current_player())
            self.rounds.append(getattr(state, "round", None))
            state.apply(action)
        self.final = state
        self.end_round = getattr(state, "round", None)

    @property
    def length(self) -> int:
        return len(self.actions)

    def start(self) -> State:
        return self.title.new_game(self.players, self.seed, **self.flags)

    def state_at(self, count: int) -> State:
        """A fresh copy of the position after the first ``count`` actions (the caller may change it)."""
        count = max(0, min(count, self.length))
        if count == self.length:
            return self.final.clone()
        base = count - count % CHECKPOINT
        state = self._kept[base].clone()
        for action in self.actions[base:count]:
            state.apply(action)
        return state

    def events_of(self, state: State, count: int) -> list[Event]:
        """Apply the recording's action ``count`` to ``state`` (the position after ``count``
        actions) and return its events."""
        return state.apply(self.actions[count])

    # -- where turns and rounds begin -------------------------------------------------------------

    def turn_starts(self) -> list[int]:
        """The positions where a turn begins: the seat to move changed (0 included), and the end."""
        starts = [n for n in range(self.length) if n == 0 or self.movers[n] != self.movers[n - 1]]
        return [*starts, self.length]

    def round_starts(self) -> list[int]:
        """The positions where a round begins (the round count moved on), the start and the end."""
        rounds = [*self.rounds, self.end_round]
        starts = [n for n in range(1, self.length + 1) if rounds[n] != rounds[n - 1]]
        return sorted({0, *starts, self.length})

    @staticmethod
    def after(marks: list[int], position: int) -> int:
        """The first mark beyond ``position`` (the last mark when none is)."""
        return next((mark for mark in marks if mark > position), marks[-1])

    @staticmethod
    def before(marks: list[int], position: int) -> int:
        """The last mark short of ``position`` (0 when none is)."""
        return next((mark for mark in reversed(marks) if mark < position), 0)

    def round_of(self, position: int) -> object:
        """The round count of the position after ``position`` actions (None without rounds)."""
        return self.rounds[position] if position < self.length else self.end_round

    def others_since(self, person: int) -> int:
        """Where the others' turns began since ``person`` last acted: the position after that
        person's last action (0 when they have not acted yet)."""
        for n in range(self.length - 1, -1, -1):
            if self.movers[n] == person:
                return n + 1
        return 0
