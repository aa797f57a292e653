"""Checks on the decisions of seated bots that the arena counts (issue 16).

- Wide decisions: how many decisions with at least ``WIDE`` legal actions a bot answered, and
  how many of those from fewer than ``THIN`` iterations (search iterations, or the visits of
  the subtree a plan answered from).
- Mid-game sales (Five Tribes, spec 4.5 selling at the end of a turn, not in the last round):
  the heuristic's value of the position after the turn ended with the sale(s), against its
  value had the player ended the turn instead, both for the player, right after ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ai.bots import Choice
from ai.heuristics import Heuristic
from game.rules.base import State

WIDE = 8
THIN = 50


def answered_from(choice: Choice) -> int | None:
    """Iterations behind a searching bot's choice; None for bots that do not search."""
    stats = choice.stats
    if stats.source not in ("search", "plan", "openspiel_mcts_h", "openspiel_ismcts_h"):
        return None
    return max(stats.iterations, sum(stats.visits.values()))


@dataclass(slots=True)
class SaleWatch:
    """Follows one Five Tribes seat's sales through its turn."""

    heuristic: Heuristic
    player: int
    end_value: float | None = None  # value had the turn ended at the first sale
    sales: int = 0
    worse: int = 0
    deltas: list[float] = field(default_factory=list)

    def before(self, state: State, action: int) -> None:
        from game.rules.five_tribes import actions as A
        from game.rules.five_tribes.model import Step

        step = getattr(state, "step", None)
        if step != Step.END or self.end_value is not None or getattr(state, "last_round", True):
            return
        if not (A.SELL_KIND <= action < A.SELL):
            return
        ended = state.clone()
        ended.apply(A.END)
        self.end_value = self.heuristic.evaluate(ended)[self.player]

    def after(self, state: State, action: int) -> None:
        """Called after every action of this seat: once it has ended the turn, judge the sale."""
        from game.rules.five_tribes import actions as A

        if self.end_value is None or (action != A.END and not state.is_terminal()):
            return
        value = self.heuristic.evaluate(state)[self.player]
        self.sales += 1
        self.deltas.append(value - self.end_value)
        if value < self.end_value:
            self.worse += 1
        self.end_value = None
