"""How long the person waits for the turn's plan after pressing Hint.

Per title, ``--positions`` positions where a seat's turn starts with a real choice (2-player
games played by the title's playout policy, seeds 1, 2, ...). At each, as the table does, a
``PlanWorker`` (its own process, the default ``PlanConfig``: the ``hard`` level's knobs, 4 s for
the whole plan) starts planning when the turn starts (t0); the person asks at t0 + X for each X
of ``--asks`` (a new start per X); the wait is from the ask to the plan in hand. Reported: the
median and the 90th percentile of the waits, and how many plans were already done when asked.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from ai.heuristics import heuristic_for
from ai.plan import TURN_BOUNDARIES
from game.client.table.plan_worker import PlanWorker
from game.rules import TITLE_IDS, load_title
from game.rules.base import State


def turn_starts(title_id: str, count: int, every: int = 3) -> list[State]:
    """``count`` positions where a turn starts with a real choice, every ``every``-th of them."""
    heuristic = heuristic_for(title_id)
    found: list[State] = []
    seed = 0
    while len(found) < count:
        seed += 1
        state = load_title(title_id).new_game(2, seed)
        rng = np.random.default_rng(seed)
        started, seen = True, 0
        while not state.is_terminal() and len(found) < count:
            if started and len(state.legal_actions()) > 1:
                seen += 1
                if seen % every == 0:
                    found.append(state.clone())
            mover = state.current_player()
            events = state.apply(heuristic.rollout_action(state, rng))
            started = state.current_player() != mover or any(e.kind in TURN_BOUNDARIES for e in events)
    return found


def wait_for_plan(worker: PlanWorker, state: State, ask_after: float) -> tuple[float, bool]:
    """(seconds from the ask to the plan, whether it was ready before the ask)."""
    worker.start(state, state.current_player())
    time.sleep(ask_after)
    ready = worker.poll(0.0) is not None
    asked = time.perf_counter()
    worker.ask()
    plan = worker.poll(120.0)
    waited = time.perf_counter() - asked
    if plan is None or plan is False:
        raise RuntimeError(f"{state.title.id}: no plan")
    return waited, ready


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", nargs="*", default=list(TITLE_IDS))
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--asks", type=float, nargs="*", default=[0.0, 2.0])
    args = parser.parse_args(argv)
    for title_id in args.titles:
        positions = turn_starts(title_id, args.positions)
        worker = PlanWorker(title_id)
        try:
            worker.start(positions[0], positions[0].current_player())  # the process's start-up
            worker.poll(120.0)
            for ask_after in args.asks:
                waits, ready = [], 0
                for state in positions:
                    waited, was_ready = wait_for_plan(worker, state, ask_after)
                    waits.append(waited)
                    ready += was_ready
                print(
                    f"{title_id:20s} ask at t0+{ask_after:.1f} s: median {statistics.median(waits):.2f} s, "
                    f"p90 {percentile(waits, 0.9):.2f} s, max {max(waits):.2f} s "
                    f"({len(waits)} positions, {ready} ready before the ask)",
                    flush=True,
                )
        finally:
            worker.close()


def run() -> None:
    main([])


if __name__ == "__main__":
    main()
