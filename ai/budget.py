"""How much a search may spend, and the clock its seconds are counted on (docs/bots.md).

A ``Budget`` is seconds, iterations or both, whichever ends first, with a floor of iterations;
a ``Deadline`` tracks one from the moment it is made. A budget names its clock (``CLOCKS``):
the wall clock a person waits on, or the processor time of the thread that thinks.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

# How a budget's seconds are counted, by name: the ``time`` function read (looked up when a
# deadline starts, so a test can stand in for the module). "wall" is what a person at the table
# waits, the shipped game's clock. "cpu" is the processor time of the thread that thinks: other
# processes on the machine do not change it, so the same seconds buy every bot the same compute
# whatever the load (the arena's clock, research.arena). A thread's time, not the process's:
# the game thinks in a worker thread beside the window's, and only the thinking counts.
CLOCKS = {"wall": "perf_counter", "cpu": "thread_time"}


def clock_function(name: str) -> Callable[[], float]:
    """The function that reads the clock ``name`` (``CLOCKS``), in seconds."""
    return getattr(time, CLOCKS[name])


@dataclass(frozen=True, slots=True)
class Budget:
    """How much one search may spend: seconds, iterations, or both (whichever ends first)."""

    seconds: float | None = None
    iterations: int | None = None
    # A floor: the search does not stop before this many iterations (unless cancelled), even
    # when the seconds are up. The turn clock sets it for wide decisions (see ai.bots).
    min_iterations: int = 0
    clock: str = "wall"  # how the seconds are counted (CLOCKS)

    def __post_init__(self) -> None:
        if self.seconds is None and self.iterations is None:
            raise ValueError("a budget needs seconds or iterations")
        if self.clock not in CLOCKS:
            raise ValueError(f"clock must be one of {', '.join(CLOCKS)}, not {self.clock!r}")

    def scaled(self, share: float, min_iterations: int = 0) -> Budget:
        seconds = None if self.seconds is None else self.seconds * share
        iterations = None if self.iterations is None else max(1, int(self.iterations * share))
        return Budget(seconds, iterations, min_iterations, self.clock)


class Deadline:
    """Tracks one budget from the moment it is made, on the budget's clock (``now``, when
    given, reads the time instead)."""

    def __init__(self, budget: Budget, now: Callable[[], float] | None = None) -> None:
        self.budget = budget
        self.now = now or clock_function(budget.clock)
        self.started = self.now()

    def elapsed(self) -> float:
        return self.now() - self.started

    def done(self, iterations: int) -> bool:
        if iterations < self.budget.min_iterations:
            return False
        if self.budget.iterations is not None and iterations >= self.budget.iterations:
            return True
        return self.budget.seconds is not None and self.elapsed() >= self.budget.seconds

    def fraction(self, iterations: int) -> float:
        """How much of the budget is used, 0 to 1."""
        parts = []
        if self.budget.seconds is not None:
            parts.append(self.elapsed() / self.budget.seconds if self.budget.seconds > 0 else 1.0)
        if self.budget.iterations is not None:
            parts.append(iterations / self.budget.iterations)
        return min(1.0, max(parts))
