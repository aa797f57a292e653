"""The hot-seat hand-over: from pushing the curtain over a Five Tribes table to its first frame drawn.

Headless (SDL dummy driver). Each hand-over pushes a ``CurtainScene`` over the table as
``TableScene._pass_screen`` does, draws one frame and times both together; then Enter lifts it and
a few table frames pass before the next one. The first hand-over is reported apart from the others
(it also loads the table's backdrop once). ``python -m bench curtain``.

Measured niced (nice -n 19) on the 2-core machine while bot arenas ran, 20 hand-overs: with a
pygame-gui UIManager built per curtain (before aa28bf0) the median was 63.7 ms (max 655, first 477)
at load 4.1 and 75.9 ms (max 708, first 208) at load 7.9; the curtain drawn without pygame-gui,
3.9 ms (max 12.5, first 43.5) at load 7.9 and 3.6 ms (max 4.9, first 26.1) at load 5.1.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

HANDOVERS = 20
WARM_UP = 30


def run(handovers: int = HANDOVERS) -> dict[str, float]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory() as home:
        os.environ["XDG_DATA_HOME"] = home
        os.environ["XDG_CONFIG_HOME"] = home
        figures = _measure(handovers)
    print(
        "hand-over to the curtain's first frame: "
        + ", ".join(f"{name} {value:.1f}" for name, value in figures.items())
    )
    return figures


def _measure(handovers: int) -> dict[str, float]:
    import pygame

    from game.client.app import App
    from game.client.five_tribes.view import new_session, table_scene
    from game.client.scenes.curtain import CurtainScene
    from game.client.settings import Settings
    from game.client.table.session import GameSetup, Seat

    app = App(Settings(language="en"), headless=True, persist_settings=False)
    try:
        session = new_session(GameSetup([Seat("Ann"), Seat("Bob")], 11))
        table = table_scene(app, session)
        app.stack.push(table)
        step = app.timestep.step
        for _ in range(WARM_UP):
            app.frame(step)
        times: list[float] = []
        for index in range(handovers):
            player = index % 2
            start = time.perf_counter()
            app.stack.push(
                CurtainScene(
                    app,
                    table.player_name(player),
                    table.view.seat_colour(player),
                    backdrop=table.view.backdrop,
                )
            )
            app.frame(step)
            times.append((time.perf_counter() - start) * 1000)
            app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
            for _ in range(5):
                app.frame(step)
        rest = sorted(times[1:])
        return {
            "handovers": float(handovers),
            "first_ms": times[0],
            "median_ms": statistics.median(rest),
            "max_ms": rest[-1],
            "load_average_1min": os.getloadavg()[0],
        }
    finally:
        app.close()


if __name__ == "__main__":
    run()
