"""The set-up and frame loop the table benches share (bench_five_tribes_table,
bench_tribes_of_the_wind_table, bench_prehistories_table): a real table scene in a headless app,
bots playing, frames paced at 60 Hz like the real loop, each timed by the wall clock and by this
thread's CPU time. Not a bench itself: ``python -m bench`` runs only the ``bench_*`` modules.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from bench import percentile

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.table.scene import TableScene
    from game.client.table.view import GameView

WARM_UP = 30
# Figures ``measure`` gives (see ``_figures``): a frame's wall-clock time, and this thread's CPU time.
WALL = ("median_ms", "p95_ms", "p99_ms", "max_ms")
CPU = ("cpu_p99_ms", "cpu_max_ms")
# The table's entry (``measure``): wall-clock and CPU time of its push; every run shows them.
ENTRY = ("entry_ms", "entry_cpu_ms")

TableMaker = Callable[["App", int], "TableScene"]


def headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@contextmanager
def temporary_home() -> Iterator[None]:
    """Settings, saves and logs go to a temporary folder (the variables stay set after it)."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["XDG_DATA_HOME"] = home
        os.environ["XDG_CONFIG_HOME"] = home
        yield


def hard_bot_runs(
    name: str,
    make_view: Callable[[App], GameView],
    players: int,
    *,
    frames: int,
    runs: int,
    first_seed: int,
    shown: tuple[str, ...],
    load_average: bool = False,
) -> dict[str, float]:
    """``frame_runs`` of a demo table of ``players`` hard bots ("Hard 1", ...) in the view
    ``make_view`` gives; the worst run's wall-clock and CPU times in the summary."""

    def make(app: App, seed: int) -> TableScene:
        from game.client.table.scene import TableScene
        from game.client.table.session import GameSetup, Seat, Session

        view = make_view(app)
        seats = [Seat(f"Hard {p + 1}", "hard") for p in range(players)]
        session = Session(view.title, GameSetup(seats, seed), view=view)
        return TableScene(app, view, session, demo=True)

    return frame_runs(
        f"{name} table, {players} players",
        f"{name} table, {players} hard bots",
        make,
        frames=frames,
        runs=runs,
        first_seed=first_seed,
        shown=shown,
        worst=(*WALL[1:], *CPU),
        load_average=load_average,
    )


def frame_runs(
    label: str,
    run_label: str,
    make_table: TableMaker,
    *,
    frames: int,
    runs: int,
    first_seed: int,
    shown: tuple[str, ...],
    worst: tuple[str, ...],
    load_average: bool = False,
) -> dict[str, float]:
    """``runs`` runs of ``measure`` (seeds from ``first_seed``), each printed with the figures
    ``shown``; printed and returned: the median median and the worst run's figures ``worst``."""
    headless()
    if load_average:
        print("load average before: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    results = []
    for index in range(runs):
        seed = first_seed + index
        figures = measure(make_table, frames, seed, shown)
        print(
            f"{run_label} (seed {seed}): "
            + ", ".join(f"{name} {value:.1f}" for name, value in figures.items())
        )
        results.append(figures)
    if load_average:
        print("load average after: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    summary = {"runs": float(runs), "median_ms": statistics.median(r["median_ms"] for r in results)}
    summary.update({f"worst_{name}": max(r[name] for r in results) for name in (*worst, *ENTRY)})
    print(f"{label}, all runs: " + ", ".join(f"{name} {value:.1f}" for name, value in summary.items()))
    return summary


def measure(make_table: TableMaker, frames: int, seed: int, shown: tuple[str, ...]) -> dict[str, float]:
    """One run: ``make_table(app, seed)`` pushed, ``WARM_UP`` frames, then ``frames`` timed; the
    figures named in ``shown``, in that order (names as in ``_figures``), then ``ENTRY``: the
    push of the table (its ``enter``)."""
    headless()
    from game.client.app import App
    from game.client.settings import Settings

    app = App(Settings(language="en"), headless=True, persist_settings=False)
    try:
        table = make_table(app, seed)
        session = table.session
        # Entering a table collects the whole heap before freezing it (TableScene.enter): a pause
        # a person feels once, when the table opens, not in the frames below. Its wall time also
        # counts the wait for a core while the bots' processes start beside it.
        entered, entered_cpu = time.perf_counter(), time.thread_time()
        app.stack.push(table)
        entry_ms = (time.perf_counter() - entered) * 1000
        entry_cpu_ms = (time.thread_time() - entered_cpu) * 1000
        step = app.timestep.step
        # Warm-up: the first frames load and scale the art once; they are not what a player feels.
        for _ in range(WARM_UP):
            app.frame(step)
        times: list[float] = []
        cpu: list[float] = []
        redraws: list[float] = []  # the frames that redrew the table's cached layer
        others: list[float] = []
        late: list[float] = []
        thinking_frames = 0
        actions_before = len(session.state.history)
        scheduled = time.perf_counter()
        for _ in range(frames):
            layer = table.renderer.base_key
            start = time.perf_counter()
            start_cpu = time.thread_time()
            app.frame(step)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            end = time.perf_counter()
            times.append((end - start) * 1000)
            # From when the frame was due to when it was done: this also counts the wait for the
            # GIL on waking up, which ``start`` (taken after the wake-up) cannot see.
            late.append((end - scheduled) * 1000)
            (redraws if table.renderer.base_key != layer else others).append((end - start) * 1000)
            thinking_frames += table.thinking is not None
            # Paced like the real loop (60 Hz): the bot thread gets the rest of each frame.
            scheduled = max(scheduled + step, end)
            time.sleep(max(0.0, scheduled - time.perf_counter()))
        every = _figures(times, cpu, redraws, others, late)
        every.update(
            frames=float(frames),
            thinking_frames=float(thinking_frames),
            bot_actions=float(len(session.state.history) - actions_before),
            entry_ms=entry_ms,
            entry_cpu_ms=entry_cpu_ms,
        )
    finally:
        app.close()
    return {name: every[name] for name in (*shown, *ENTRY)}


def _figures(
    times: list[float], cpu: list[float], redraws: list[float], others: list[float], late: list[float]
) -> dict[str, float]:
    """Every figure a bench may show, in milliseconds but for the counts."""
    times, cpu, redraws, others, late = (sorted(x) for x in (times, cpu, redraws, others, late))
    return {
        "median_ms": statistics.median(times),
        "p95_ms": percentile(times, 0.95),
        "p99_ms": percentile(times, 0.99),
        "max_ms": times[-1],
        "cpu_p99_ms": percentile(cpu, 0.99),
        "cpu_max_ms": cpu[-1],
        "layer_redraws": float(len(redraws)),
        "redraw_frames": float(len(redraws)),
        "redraw_median_ms": statistics.median(redraws) if redraws else 0.0,
        "redraw_max_ms": redraws[-1] if redraws else 0.0,
        "other_p99_ms": percentile(others, 0.99),
        "other_max_ms": others[-1] if others else 0.0,
        "due_to_done_p99_ms": percentile(late, 0.99),
        "due_to_done_max_ms": late[-1],
    }
