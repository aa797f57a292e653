"""Client start-up: from launching ``python -m game --headless --frames 1`` to its first frame drawn.

Each run is a fresh process (interpreter start, imports, window, theme, first scene and frame), so
the figure is what a player waits for, plus the exit. The budget is 1.5 s.
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


def _one_start(out: Path, env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--frames", "1", "--screenshot", str(out)],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - started


def run() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
        out = Path(home) / "first_frame.png"
        _one_start(out, env)  # warm the file cache and the .pyc files
        times = [_one_start(out, env) for _ in range(RUNS)]
    median = statistics.median(times)
    verdict = "within" if median <= BUDGET_SECONDS else "OVER"
    print(
        f"   start-up to first frame: median {median:.3f} s over {RUNS} runs "
        f"(min {min(times):.3f}, max {max(times):.3f}); {verdict} the {BUDGET_SECONDS} s budget"
    )


if __name__ == "__main__":
    run()
