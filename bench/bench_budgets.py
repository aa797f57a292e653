"""How well the bots keep their time: figures that tests never assert.

The tests check the budget logic on a fake clock and cancellation by events with generous
ceilings, so that they hold on a loaded machine; the wall-clock figures are measured here:

- a 0.25 s search budget: the wall time of the search, and its overrun (was asserted <= 10%);
- a 0.3 s turn budget over every decision of one turn (was asserted 0.19-0.33 s);
- cancelling a thinking bot in its process (was asserted < 1 s).
"""

from __future__ import annotations

import statistics
import time

import numpy as np

from ai.bots import make_bot
from ai.budget import Budget
from ai.heuristics import heuristic_for
from ai.process_worker import ProcessBotWorker
from ai.search import InformationSetSearch
from ai.search_config import SearchConfig
from game.rules import load_title

RUNS = 5


def _spread(values: list[float], unit: float = 1000.0, name: str = "ms") -> str:
    scaled = [v * unit for v in values]
    return (
        f"median {statistics.median(scaled):6.1f} {name}  max {max(scaled):6.1f} {name}  ({len(values)} runs)"
    )


def search_budget(title_id: str) -> list[float]:
    title = load_title(title_id)
    walls = []
    for seed in range(RUNS):
        search = InformationSetSearch(heuristic_for(title_id), SearchConfig(), np.random.default_rng(seed))
        state = title.new_game(2, seed + 2)
        started = time.perf_counter()
        search.search(state.observation(0), 0, Budget(seconds=0.25))
        walls.append(time.perf_counter() - started)
    return walls


def turn_budget(title_id: str) -> list[float]:
    title = load_title(title_id)
    walls = []
    for seed in range(RUNS):
        state = title.new_game(2, seed + 8)
        bot = make_bot("ismcts", title_id, 1, Budget(seconds=0.3))
        mover = state.current_player()
        started = time.perf_counter()
        while state.current_player() == mover:
            state.apply(bot.choose(state, mover).action)
        walls.append(time.perf_counter() - started)
    return walls


def cancel_waits(title_id: str) -> list[float]:
    """The wall time of ``cancel`` on a thinking hard bot in its own process."""
    title = load_title(title_id)
    waits = []
    for seed in range(RUNS):
        state = title.new_game(2, seed)
        worker = ProcessBotWorker("hard", title_id, seed, Budget(seconds=30))
        worker.start(state, state.current_player())
        while worker.progress == 0.0 and worker.busy():
            time.sleep(0.01)
        started = time.perf_counter()
        worker.cancel(timeout=5)
        waits.append(time.perf_counter() - started)
        worker.close()
    return waits


def run() -> None:
    title_id = "five_tribes"
    walls = search_budget(title_id)
    over = [(w - 0.25) / 0.25 * 100 for w in walls]
    print(f"   {title_id} search, 0.25 s budget: wall {_spread(walls)}; overrun max {max(over):.1f}%")
    print(f"   {title_id} whole turn, 0.3 s budget: wall {_spread(turn_budget(title_id))}")
    print(f"   cancel a thinking hard bot, bot process: {_spread(cancel_waits(title_id))}")
