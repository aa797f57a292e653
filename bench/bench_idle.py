"""CPU the client uses while nobody touches it: the title screen left alone, in a window.

Each case runs in a fresh process on SDL's dummy video driver, but windowed (not ``--headless``),
so the loop paces itself with the real clock as it does on a desktop. The figure is the process's
CPU time over wall time (1.0 = one whole core). ``always 60 fps`` forces the old behaviour (every
frame at the full rate) for comparison; the target for an idle client is under 10% of a core.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WARM_SECONDS = 2.0
MEASURED_SECONDS = 6.0

_CHILD = """
import json, sys, time
import game.client.app as app_module
from game.client.app import App
from game.client.cli import load_plugins
from game.client.scenes.title import TitleScene
from game.client.settings import Settings

if sys.argv[1] == "always":
    app_module.IDLE_FRAME_RATE = app_module.FRAME_RATE_CAP
app = App(Settings(), headless=False, persist_settings=False)
load_plugins()
first = TitleScene(app)
if sys.argv[4] == "table":
    from game.client.table import view_factory
    from game.client.table.scene import TableScene
    from game.client.table.session import GameSetup, Seat, Session

    view = view_factory("five_tribes")(app)
    session = Session(view.title, GameSetup([Seat("A"), Seat("B")], 7), view=view)
    first = TableScene(app, view, session)
app.run(first, seconds=float(sys.argv[2]))
cpu, wall, frames = time.process_time(), time.perf_counter(), app.frame_count
app.run(seconds=float(sys.argv[3]))
print(json.dumps({"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall,
                  "frames": app.frame_count - frames}))
"""


def measure(mode: str, scene: str = "title") -> dict[str, float]:
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ,
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
            XDG_CONFIG_HOME=f"{home}/config",
            XDG_DATA_HOME=f"{home}/data",
        )
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, mode, str(WARM_SECONDS), str(MEASURED_SECONDS), scene],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
        result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
        return result


def run() -> None:
    cases = (
        ("title screen", "always 60 fps (before)", "always", "title"),
        ("title screen", "idle frame rate", "idle", "title"),
        # A person thinking over a still Five Tribes table (2 people, nothing moving).
        ("Five Tribes table", "always 60 fps (before)", "always", "table"),
        ("Five Tribes table", "idle frame rate", "idle", "table"),
    )
    for where, label, mode, scene in cases:
        figures = measure(mode, scene)
        share = figures["cpu"] / figures["wall"]
        fps = figures["frames"] / figures["wall"]
        per_frame = 1000 * figures["cpu"] / max(figures["frames"], 1)
        print(
            f"   {where}, untouched, {label}: {share:.1%} of a core at {fps:.1f} frames/s "
            f"({per_frame:.1f} ms CPU a frame; a loaded machine reaches fewer frames)"
        )
