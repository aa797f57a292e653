"""Prehistories table: the legal-position tint while a tile is dragged, and frame times at five
players while a hard bot thinks (headless, the real scene and bot processes).

Targets: the tint under 2 ms a frame (p99 too); frames p99 under 20 ms and max under
50 ms. The tint is timed both by the wall clock and by this thread's CPU time: on a loaded machine
the wall clock's tail is mostly the process waiting for a core, which the CPU time leaves out.
``python -m bench prehistories_table`` runs ``run()``. The frames' loop: bench/table_frames.py.
"""

from __future__ import annotations

import statistics
import time
from typing import TYPE_CHECKING

from bench import percentile
from bench.table_frames import CPU, WALL, hard_bot_runs, headless, temporary_home

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.table.view import GameView

DRAG_FRAMES = 2000
FRAMES = 900
RUNS = 3
PLAYERS = 5
SHOWN = ("frames", "thinking_frames", "layer_redraws", *WALL, *CPU, "bot_actions")


def tint(frames: int = DRAG_FRAMES) -> dict[str, float]:
    """Per frame: the tile follows the pointer over the cave (tint, snap, footprint), as drawn."""
    headless()
    import numpy as np
    import pygame

    pygame.init()
    screen = pygame.display.set_mode((1600, 900))
    from game.client.assets import Assets
    from game.client.prehistories import paint
    from game.client.prehistories.view import PrehistoriesView
    from game.client.table.view_types import Ctx
    from game.client.text import init_translations
    from game.rules.prehistories import TITLE
    from game.rules.prehistories.phase import Phase
    from game.rules.prehistories.state import PrehistoriesState

    init_translations("en")
    view = PrehistoriesView(None)
    assets = Assets()
    rng = np.random.default_rng(3)
    cold: list[float] = []
    warm: list[float] = []
    warm_cpu: list[float] = []
    positions = 0
    for seed in range(1, 9):
        state = TITLE.new_game(5, seed)
        while not state.is_terminal() and not (state.phase == Phase.PAINT and state.round > 2):
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
        if state.is_terminal():
            continue
        positions += 1
        mover = state.current_player()
        obs = state.observation(mover)

        def ctx(hover: tuple[int, int], obs: PrehistoriesState = obs, mover: int = mover) -> Ctx:
            return Ctx(
                obs,
                mover,
                [f"P{i}" for i in range(5)],
                assets,
                0.0,
                hover,
                True,
                None,
                frozenset(),
                None,
                False,
                mover,
                False,
            )

        lay = view.layout(ctx((-1, -1)))
        block = lay.blocks[mover]
        view.draw_base(screen, ctx((-1, -1)))
        for frame in range(frames // 8):
            if frame % 100 == 0:
                paint._legal.clear()  # a new cave or tile: the first frame computes from the masks
                paint._tints.clear()
            x = block.cave.x + int((frame * 7) % block.cave.width)
            y = block.cave.y + int((frame * 13) % block.cave.height)
            started = time.perf_counter()
            started_cpu = time.thread_time()
            view.draw_painting(screen, ctx((x, y)), view.art(ctx((x, y))), obs, lay)
            spent_cpu = (time.thread_time() - started_cpu) * 1000
            spent = (time.perf_counter() - started) * 1000
            (cold if frame % 100 == 0 else warm).append(spent)
            if frame % 100:
                warm_cpu.append(spent_cpu)
    result = {
        "positions": float(positions),
        "frames": float(len(cold) + len(warm)),
        "median_ms": statistics.median(warm),
        "p99_ms": percentile(warm, 0.99),
        "max_ms": max(warm),
        "cpu_median_ms": statistics.median(warm_cpu),
        "cpu_p99_ms": percentile(warm_cpu, 0.99),
        "cpu_max_ms": max(warm_cpu),
        "cold_median_ms": statistics.median(cold),
        "cold_max_ms": max(cold),
    }
    print("prehistories tint while dragging: " + ", ".join(f"{k} {v:.3f}" for k, v in result.items()))
    return result


def frames(count: int = FRAMES, runs: int = RUNS) -> dict[str, float]:
    """Five hard bots play (one of them is always thinking or animating), frames paced at 60 Hz
    like the real loop; every run printed, returned the worst run's p99 and max."""
    return hard_bot_runs("prehistories", _view, PLAYERS, frames=count, runs=runs, first_seed=31, shown=SHOWN)


def _view(app: App) -> GameView:
    from game.client.prehistories.view import PrehistoriesView

    return PrehistoriesView(app)


def run() -> dict[str, float]:
    with temporary_home():
        found = tint()
        found.update({f"table_{k}": v for k, v in frames().items()})
        return found


if __name__ == "__main__":
    run()
