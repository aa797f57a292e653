"""Search speed at the opening of each title, and frame times while a bot thinks.

Iterations per second: the ``ismcts`` search for one second on the first decision of a new
2-player game (seed 1), per playable title, with the title's own search knobs and with playouts
cut at the end of the searcher's turn, and on the first decision with at least
``REAL_CHOICE`` legal actions reached by the title's playout policy (in Five Tribes the
opening is a bid; this is the first pick of a start tile).

Frame times: a fake 60 Hz render loop (2 ms of Python work per frame, then sleep to the next
frame) runs on the main thread while a ``BotWorker`` searches on its own; the figures compare
no bot, a bot with CPython's default switch interval, and the worker's lowered one.
"""

from __future__ import annotations

import time

import numpy as np

import ai.worker
from ai.bots import make_bot
from ai.heuristics import heuristic_for
from ai.search import Budget, InformationSetSearch, SearchConfig
from ai.worker import BotWorker
from game.rules import available_titles
from game.rules.base import State

FRAME = 1 / 60
REAL_CHOICE = 8
WORK = 0.002


def iterations_per_second(
    state: State, seconds: float = 1.0, own_turn_only: bool = False
) -> tuple[float, int]:
    """With the title's own search knobs (what its bots use), or playouts cut at the end of the
    searcher's turn (``own_turn_only``, the figure earlier runs reported)."""
    player = state.current_player()
    heuristic = heuristic_for(state.title.id)
    knobs = heuristic.search | ({"horizon_cap": 1} if own_turn_only else {})
    search = InformationSetSearch(heuristic, SearchConfig(**knobs), np.random.default_rng(1))
    result = search.search(state.observation(player), player, Budget(seconds=seconds))
    return result.iterations / result.elapsed, result.iterations


def frame_times(seconds: float, worker: BotWorker | None, state: State | None) -> tuple[np.ndarray, float]:
    """Frame-to-frame times in ms, and the worker's search iterations per second meanwhile."""
    if worker is not None and state is not None:
        worker.start(state, state.current_player())
    starts = []
    next_frame = time.perf_counter()
    end = next_frame + seconds
    while next_frame < end:
        starts.append(time.perf_counter())
        busy_until = starts[-1] + WORK
        while time.perf_counter() < busy_until:  # stands in for update + draw
            pass
        next_frame += FRAME
        pause = next_frame - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
    rate = 0.0
    if worker is not None:
        worker.cancel()
        choice = worker.result()
        if choice is not None and choice.stats.elapsed > 0:
            rate = choice.stats.iterations / choice.stats.elapsed
    return np.diff(np.asarray(starts)) * 1000, rate


def describe(label: str, measured: tuple[np.ndarray, float]) -> str:
    ms, rate = measured
    late = float(np.mean(ms > FRAME * 1000 * 1.25)) * 100
    search = f"  search {rate:6.0f} it/s" if rate else ""
    return (
        f"   {label:<28} mean {ms.mean():5.1f} ms  p95 {np.percentile(ms, 95):5.1f}  "
        f"p99 {np.percentile(ms, 99):5.1f}  max {ms.max():5.1f}  late (>20.8 ms) {late:4.1f}%{search}"
    )


def run() -> None:
    titles = available_titles()
    for title in titles:
        state = title.new_game(max(2, title.min_players), 1)
        for own in (False, True):
            rate, done = iterations_per_second(state, own_turn_only=own)
            horizon = 1 if own else heuristic_for(title.id).horizon(state, state.legal_actions()).turns
            print(
                f"   {title.id:<20} opening, horizon {horizon} own turn(s): {rate:8.0f} search iterations/s"
                f" ({done} in 1 s)"
            )
        policy = heuristic_for(title.id).rollout_action
        rng = np.random.default_rng(1)
        for _ in range(200):
            if state.is_terminal() or len(state.legal_actions()) >= REAL_CHOICE:
                break
            state.apply(policy(state, rng))
        if not state.is_terminal():
            rate, done = iterations_per_second(state)
            choice = f"first decision with {len(state.legal_actions())} actions, title's knobs"
            print(f"   {title.id:<20} {choice}: {rate:8.0f} search iterations/s ({done} in 1 s)")
    if not titles:
        print("   no playable title")
        return
    title = next((t for t in titles if t.id == "five_tribes"), titles[0])
    state = title.new_game(2, 1)
    print(f"   frame times of a 60 Hz loop while a bot searches {title.id} (3 s each):")
    print(describe("no bot", frame_times(3.0, None, None)))
    default = ai.worker.THINKING_SWITCH_INTERVAL
    for interval in (0.005, default):
        ai.worker.THINKING_SWITCH_INTERVAL = interval
        worker = BotWorker(make_bot("hard", title.id, 1, Budget(seconds=30)))
        print(describe(f"bot thinking, switch {interval * 1000:g} ms", frame_times(3.0, worker, state)))
    ai.worker.THINKING_SWITCH_INTERVAL = default
