"""Frame times of the Tribes of the Wind table at 5 players while a hard bot thinks (headless, the
real shared table scene, bots in their own processes).

Target: p99 under 20 ms and max under 50 ms. Five hard bots, so one of them is always
thinking or animating; frames are paced at 60 Hz like the real loop. Besides the wall-clock times the
frame's own CPU time (``time.thread_time``) is given: on a loaded machine the wall-clock tail is
mostly the wait for a core, the CPU time is the table's own work; the load average is printed too. ``python -m bench
tribes_of_the_wind_table`` runs ``run()``; ``python bench/bench_tribes_of_the_wind_table.py`` too.
The loop: bench/table_frames.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bench.table_frames import CPU, WALL, hard_bot_runs, temporary_home

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.table.view import GameView

FRAMES = 900
RUNS = 3
PLAYERS = 5
SHOWN = ("frames", "thinking_frames", *WALL, *CPU, "bot_actions")


def run(frames: int = FRAMES, runs: int = RUNS) -> dict[str, float]:
    """Every run's figures printed; returned: the worst run's p99 and max, and the median median."""
    with temporary_home():
        return hard_bot_runs(
            "tribes_of_the_wind",
            _view,
            PLAYERS,
            frames=frames,
            runs=runs,
            first_seed=21,
            shown=SHOWN,
            load_average=True,
        )


def _view(app: App) -> GameView:
    from game.client.tribes_of_the_wind.view import TotwView

    return TotwView(app)


if __name__ == "__main__":
    run()
