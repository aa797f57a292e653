"""Prehistories table: the legal-position tint while a tile is dragged, and frame times at five
players while a hard bot thinks (headless, the real scene and bot process).

Targets (issue 13): the tint under 2 ms a frame; frames p99 under 20 ms and max under 50 ms.
``python -m bench prehistories_table`` runs ``run()``.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

DRAG_FRAMES = 2000


def _headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _percentile(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return ordered[int(share * (len(ordered) - 1))] if ordered else 0.0


def tint(frames: int = DRAG_FRAMES) -> dict[str, float]:
    """Per frame: the tile follows the pointer over the cave (tint, snap, footprint), as drawn."""
    _headless()
    import numpy as np
    import pygame

    pygame.init()
    screen = pygame.display.set_mode((1600, 900))
    from game.client.assets import Assets
    from game.client.prehistories import paint
    from game.client.prehistories.view import PrehistoriesView
    from game.client.table.view import Ctx
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
            view.draw_painting(screen, ctx((x, y)), view.art(ctx((x, y))), obs, lay)
            spent = (time.perf_counter() - started) * 1000
            (cold if frame % 100 == 0 else warm).append(spent)
    result = {
        "positions": float(positions),
        "frames": float(len(cold) + len(warm)),
        "median_ms": statistics.median(warm),
        "p99_ms": _percentile(warm, 0.99),
        "max_ms": max(warm),
        "cold_median_ms": statistics.median(cold),
        "cold_max_ms": max(cold),
    }
    print("prehistories tint while dragging: " + ", ".join(f"{k} {v:.3f}" for k, v in result.items()))
    return result


def run() -> dict[str, float]:
    with tempfile.TemporaryDirectory() as home:
        os.environ["XDG_DATA_HOME"] = home
        os.environ["XDG_CONFIG_HOME"] = home
        return tint()


if __name__ == "__main__":
    run()
