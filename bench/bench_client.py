"""Client start-up, each run a fresh ``python -m game --headless`` process (plus its exit).

- first frame (``--frames 1``): interpreter, imports, window, the loading screen drawn. Budget 1.5 s.
- title ready (``--frames 3``): also the game packages imported and the title screen drawn.

Wall time depends on what else the machine runs; the CPU time (user + system) of the process is
printed too, as the steadier figure.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = 7
BUDGET_SECONDS = 1.5


def _one_start(out: Path, env: dict[str, str], frames: int) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--frames", str(frames), "--screenshot", str(out)],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def run() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
        out = Path(home) / "shot.png"
        _one_start(out, env, 3)  # warm the file cache and the .pyc files
        for label, frames, budget in (("first frame", 1, BUDGET_SECONDS), ("title ready", 3, None)):
            runs = [_one_start(out, env, frames) for _ in range(RUNS)]
            times = sorted(wall for wall, _ in runs)
            median = statistics.median(times)
            cpu = statistics.median(cpu for _, cpu in runs)
            verdict = ""
            if budget is not None:
                verdict = f"; {'within' if median <= budget else 'OVER'} the {budget} s budget"
            print(
                f"   start-up to {label}: median {median:.3f} s over {RUNS} runs "
                f"(min {times[0]:.3f}, max {times[-1]:.3f}; CPU {cpu:.3f} s){verdict}"
            )


if __name__ == "__main__":
    run()
