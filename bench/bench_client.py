"""Client start-up, each run a fresh ``python -m game --headless`` process (plus its exit).

- first frame (``--frames 1``): interpreter, imports, window, the loading screen drawn. Budget 1.5 s.
- title ready (``--frames 3``): also the game packages imported and the title screen drawn.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = 7
BUDGET_SECONDS = 1.5


def _one_start(out: Path, env: dict[str, str], frames: int) -> float:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--frames", str(frames), "--screenshot", str(out)],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - started


def run() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
        out = Path(home) / "shot.png"
        _one_start(out, env, 3)  # warm the file cache and the .pyc files
        for label, frames, budget in (("first frame", 1, BUDGET_SECONDS), ("title ready", 3, None)):
            times = sorted(_one_start(out, env, frames) for _ in range(RUNS))
            median = statistics.median(times)
            verdict = ""
            if budget is not None:
                verdict = f"; {'within' if median <= budget else 'OVER'} the {budget} s budget"
            print(
                f"   start-up to {label}: median {median:.3f} s over {RUNS} runs "
                f"(min {times[0]:.3f}, max {times[-1]:.3f}){verdict}"
            )


if __name__ == "__main__":
    run()
