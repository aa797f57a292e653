"""Plans made without a search, and a worker that hands them over: the hint's tests choose the
plan and check what the table does with it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ai.plan import Line, Plan, Step
from ai.planner import expected_views, rank_lines
from game.rules.base import State
from game.rules.outcome import outcome


def plan_of(state: State, lines: list[list[int]], value: float | None = 0.6) -> Plan:
    """A plan whose lines are ``lines`` (the first the best), their figures read from the engine."""
    player = state.current_player()
    made = []
    for number, actions in enumerate(lines):
        world = state.clone()
        steps = []
        for action in actions:
            steps.append(Step(action, world.action_to_str(action), len(world.legal_actions()) == 1, 10))
            world.apply(action)
        line = Line(steps, value, 0.5 / (number + 1), outcome(state, player, actions))
        line.margin = 3 - number
        made.append(line)
    rank_lines(made, 100)
    return Plan(state.title.id, player, made, expected_views(state, player, made[0].actions))


class FixedWorker:
    """Answers ``plan`` after ``polls`` polls of a started search (when ``plan`` is callable, a
    plan function of the state and the person's own actions just played, ``made``); counts its
    starts and asks."""

    def __init__(self, plan: Any, polls: int = 3) -> None:
        self.plan = plan
        self.polls = polls
        self.starts: list[tuple[dict[str, Any], int]] = []
        self.asks = 0
        self.timeouts: list[float] = []
        self.closed = False
        self.left = -1
        self.state: State | None = None
        self.made: list[int] = []
        self.result: Any = None

    def start(self, state: State, player: int, made: Sequence[int] = ()) -> None:
        self.starts.append((state.to_dict(), player))
        self.state = state.clone()
        self.made = list(made)
        self.left = self.polls
        self.result: Any = None

    def ask(self) -> None:
        self.asks += 1

    @property
    def busy(self) -> bool:
        return self.left > 0

    def poll(self, timeout: float = 0.0) -> Any:
        """None while it searches, then its answer, again at every poll (as ``PlanWorker``)."""
        self.timeouts.append(timeout)
        if self.left > 0:
            self.left -= 1
            if self.left == 0:
                self.result = self.plan(self.state, self.made) if callable(self.plan) else self.plan
        return self.result

    def close(self) -> None:
        self.closed = True


def planner_plan(title_id: str, iterations: int = 200, seed: int = 1) -> Any:
    """A plan function of the state: the real planner, in this process, with a fixed count."""
    from ai.planner import PlanConfig, Planner

    planner = Planner(title_id, seed, PlanConfig(iterations=iterations))
    return lambda state, made=(): planner.plan(state, state.current_player(), made=made)


def turn_start(title_id: str, seed: int, skip: int = 0) -> State:
    """A 2-player game played by the playout policy to seat 0's ``skip``-th turn start with a real
    choice after the first few moves."""
    import numpy as np

    from ai.heuristics import heuristic_for
    from ai.planner import TURN_BOUNDARIES
    from game.rules import load_title

    state = load_title(title_id).new_game(2, seed)
    heuristic = heuristic_for(title_id)
    rng = np.random.default_rng(seed)
    started, seen = True, 0
    for _ in range(5000):
        if started and state.current_player() == 0 and len(state.legal_actions()) > 1:
            if seen >= skip:
                return state
            seen += 1
        mover = state.current_player()
        events = state.apply(heuristic.rollout_action(state, rng))
        started = state.current_player() != mover or any(e.kind in TURN_BOUNDARIES for e in events)
    raise AssertionError("no turn start found")
