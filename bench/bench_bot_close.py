"""How long leaving a table blocks the frame while its bot processes close, and what they leave.

Leaving a table while a ``hard`` bot thinks must not freeze the screen: a ``close`` that waited for
the answer and then for the process, per seat, froze it for most of a second and could leave a
zombie. Two bot seats (one thinking) are closed mid-search and again right after the
table opened (children still starting); the figures are the wall time of the ``close`` calls
and the exited-but-unreaped children left once the background reapers are done.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import time

from ai.process_worker import ProcessBotWorker
from game.rules import load_title

RUNS = 5


def _zombies() -> int:
    listing = subprocess.run(
        ["ps", "-o", "stat=", "--ppid", str(os.getpid())], capture_output=True, text=True, check=False
    ).stdout
    return sum(1 for line in listing.splitlines() if line.strip().startswith("Z"))


def _close_two(seed: int, thinking: bool) -> tuple[float, list[ProcessBotWorker]]:
    state = load_title("five_tribes").new_game(3, seed)
    workers = [ProcessBotWorker("hard", "five_tribes", seed * 3 + k) for k in range(2)]
    workers[0].start(state, state.current_player())
    if thinking:
        while workers[0].progress == 0.0 and workers[0].busy():
            time.sleep(0.01)
    started = time.perf_counter()
    for worker in workers:
        worker.close()
    return time.perf_counter() - started, workers


def run() -> None:
    for label, thinking in (("while a hard bot thinks", True), ("right after opening", False)):
        times, zombies = [], 0
        for seed in range(RUNS):
            spent, workers = _close_two(seed, thinking)
            for worker in workers:
                for reaper in worker.reapers:
                    reaper.join(30)
            times.append(spent)
            zombies += _zombies()
        print(
            f"   leaving {label}: close of 2 seats median {statistics.median(times) * 1000:.0f} ms, "
            f"max {max(times) * 1000:.0f} ms; zombies left {zombies} in {RUNS}"
        )
