"""How long the person waits for the turn's plan after pressing Hint, at the table.

Per title, ``--positions`` positions where a seat's turn starts with a real choice (2-player
games played by the title's playout policy, seeds 1, 2, ...). Each is opened at a headless table
(the person at seat 0, the bot's seat idle) whose hint, as on a real screen, starts planning in
its ``PlanWorker`` (its own process, kept across positions as a table keeps it across turns; the
default ``PlanConfig``: the ``hard`` level's knobs, 4 s for the whole plan) as the turn starts
(t0); the person clicks Hint at t0 + X for each X of ``--asks``; the wait is from the click to
the frame that draws the plan (its words and its marks on the table). Reported: the median and
the 90th percentile of the waits, and how many plans were already done when clicked.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

import numpy as np

from ai.heuristics import heuristic_for
from ai.planner import TURN_BOUNDARIES
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


class IdleBot:
    """The bot's seat: never asked (the bench stops at the person's turn)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def close(self) -> None:
        pass


def wait_at_table(app: Any, worker: PlanWorker, state: State, ask_after: float) -> tuple[float, bool]:
    """(seconds from the click on Hint to the plan drawn, whether it was ready before the click)."""
    from game.client.table import view_factory
    from game.client.table.hint import HintPanel
    from game.client.table.scene import TableScene
    from game.client.table.session import GameSetup, Seat, Session

    make_view = view_factory(state.title.id)
    assert make_view is not None
    view = make_view(app)
    session = Session(view.title, GameSetup([Seat("Me"), Seat("Bot", "easy")], 1), state.clone(), view=view)
    table = TableScene(app, view, session, make_worker=IdleBot)
    table.hint = HintPanel(state.title.id, make_worker=lambda title: worker, prefetch=True)
    app.stack.push(table)
    try:
        app.run(frames=1)  # the turn starts: the hint starts planning
        if not worker.busy:
            raise RuntimeError(f"{state.title.id}: the plan did not start at the turn's start")
        time.sleep(ask_after)
        ready = worker.poll(0.0) is not None
        clicked = time.perf_counter()
        table.ask_hint()
        for _ in range(100000):
            app.run(frames=1)
            if table.hint.shown_at is not None or table.hint.failed:
                break
        waited = time.perf_counter() - clicked
        if table.hint.failed or table.hint.plan is None:
            raise RuntimeError(f"{state.title.id}: no plan")
        return waited, ready
    finally:
        table.hint.worker = None  # kept for the next position
        app.stack.pop()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", nargs="*", default=list(TITLE_IDS))
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--asks", type=float, nargs="*", default=[0.0, 2.0])
    args = parser.parse_args(argv)
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.client import games
    from game.client.app import App
    from game.client.settings import AnimationSpeed, Settings

    games.load_game_packages()
    app = App(Settings(animation_speed=AnimationSpeed.OFF), headless=True, persist_settings=False)
    for title_id in args.titles:
        positions = [s for s in turn_starts(title_id, 4 * args.positions) if s.current_player() == 0]
        positions = positions[: args.positions]
        worker = PlanWorker(title_id)
        try:
            worker.start(positions[0], positions[0].current_player())  # the process's start-up
            worker.poll(120.0)
            for ask_after in args.asks:
                waits, ready = [], 0
                for state in positions:
                    waited, was_ready = wait_at_table(app, worker, state, ask_after)
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
    app.close()


def run() -> None:
    main([])


if __name__ == "__main__":
    main()
