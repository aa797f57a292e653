"""How long a person waits for a bot's whole turn at the table: think plus playback.

The real table scene of every title (headless, normal animation speed) plays bot-only games in
simulated time: each frame advances the scene by one fixed step, so the figures do not depend on
how loaded the machine is. The bot seats are stand-ins (``PacedWorker``) that answer at once with
the greedy bot's move but report it ready only after the time the level's search would think:
the level's per-turn budget shared among the turn's decisions by the real turn clock
(``ai.bots.TurnClock`` with the weighted shares of ``turn_weights``; a decision with one legal
action thinks nothing). The real search bots use about 80% of their budget (arena think/turn
0.38-0.42 s of 0.5 on an idle machine), so these waits are a little long, never short.

A turn's wait runs from the frame the previous turn's last action has been shown (its animations
over) to the frame this turn's last action has been shown; the first turn of the game is left out.

    python -m bench bench_bot_pace      # or: python bench/bench_bot_pace.py [turns per level]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from typing import Any

import numpy as np

TURNS = 12  # bot turns measured per title and level
LEVELS = ("easy", "normal", "hard")
TARGET = {"easy": 1.0, "normal": 2.0, "hard": 4.0}  # mean seconds a turn a person waits, per level
MAX_FRAMES = 200_000


class PacedWorker:
    """A bot seat with the table's worker interface whose think time is simulated (see above)."""

    def __init__(self, app: Any, level: str, title_id: str, seed: int, budget: Any = None, **_: Any) -> None:
        from ai.bots import PRESETS, TurnClock, make_bot
        from ai.budget import Budget
        from ai.heuristics import heuristic_for

        self.app = app
        self.seconds = budget.seconds if budget is not None else PRESETS[level].seconds
        self.bot = make_bot("greedy", title_id, seed)
        self.heuristic = heuristic_for(title_id)
        self.clock = TurnClock(Budget(seconds=self.seconds))
        self.rng = np.random.default_rng(seed)
        self.ready_at = 0.0
        self.choice: Any = None
        self.thought = 0.0  # simulated think seconds so far

    def start(self, state: Any, player: int) -> None:
        from ai.bots import forced_choice, moves_again_after, turn_weights

        world = state.observation(player).determinize(player, self.rng)
        legal = world.legal_actions()
        self.choice = self.bot.choose(state, player)
        think = 0.0
        if forced_choice(self.clock, world, player, legal) is None:
            now, rest = turn_weights(world, player, self.heuristic, self.rng)
            think = self.clock.take(now, rest).seconds or 0.0
            self.clock.finish(moves_again_after(world, player, self.choice.action))
        self.thought += think
        self.ready_at = self.app.time + think

    def done(self) -> bool:
        return self.app.time >= self.ready_at

    def result(self) -> Any:
        return self.choice

    def close(self) -> None:
        return None


def _views() -> dict[str, Any]:
    from game.client.five_tribes.view import FiveTribesView
    from game.client.prehistories.view import PrehistoriesView
    from game.client.tribes_of_the_wind.view import TotwView

    return {"prehistories": PrehistoriesView, "five_tribes": FiveTribesView, "tribes_of_the_wind": TotwView}


def measure(title_id: str, level: str, turns: int = TURNS, seed: int = 3) -> dict[str, float]:
    """Mean, 90th percentile and max of the simulated wait per bot turn, and its parts."""
    from game.client.app import App
    from game.client.settings import Settings
    from game.client.table.scene import TableScene
    from game.client.table.session import GameSetup, Seat, Session

    app = App(Settings(language="en"), headless=True, persist_settings=False)
    try:
        view = _views()[title_id](app)
        workers: list[PacedWorker] = []

        def make_worker(level: str, title: str, seed: int, budget: Any = None, **kw: Any) -> PacedWorker:
            workers.append(PacedWorker(app, level, title, seed, budget))
            return workers[-1]

        seats = [Seat(f"Bot {n + 1}", level) for n in range(2)]
        session = Session(view.title, GameSetup(seats, seed), view=view)
        table = TableScene(app, view, session, demo=True, make_worker=make_worker)
        app.stack.push(table)
        step = app.timestep.step
        # Who played each action, and when each action's playback was over: the table plays one
        # action at a time, so all but the last applied action are shown, and the last one too
        # once the table is still (a bot that thought during the playback may play its next
        # action in the very frame the last one ends). A bot going on with its own turn may play
        # over the end of its last action (playback.follows_on): that one then counts as shown
        # a little early, but the waits only use the actions at a change of seat, and a new
        # seat's turn waits for a still table, so they are exact.
        movers: list[int] = []
        shown_at: dict[int, float] = {0: 0.0}
        for _ in range(MAX_FRAMES):
            state = session.state
            mover = None if state.is_terminal() else state.current_player()
            before = table.serial
            app.frame(step)
            played = table.serial - before
            movers.extend([mover if mover is not None else -1] * played)
            shown = table.serial - (1 if table.anims.busy else 0)
            for count in range(max(shown_at) + 1, shown + 1):
                shown_at[count] = app.time
            if session.state.is_terminal() or _turns(movers) > turns + 1:
                break
        waits: list[float] = []
        first = 0
        for index in range(1, len(movers) + 1):
            if index == len(movers) or movers[index] != movers[first]:
                if index in shown_at and first > 0 and len(waits) < turns:
                    waits.append(shown_at[index] - shown_at[first])
                first = index
        thinks = [sum(w.thought for w in workers) / max(1, _turns(movers))]
        ordered = sorted(waits)
        return {
            "turns": float(len(waits)),
            "mean_s": statistics.fmean(waits),
            "p90_s": ordered[int(0.9 * (len(ordered) - 1))],
            "max_s": ordered[-1],
            "think_s": statistics.fmean(thinks),
            "playback_s": statistics.fmean(waits) - statistics.fmean(thinks),
        }
    finally:
        app.close()


def _turns(movers: list[int]) -> int:
    return sum(1 for i, m in enumerate(movers) if i == 0 or m != movers[i - 1])


def run(turns: int = TURNS) -> dict[str, float]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    summary: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as home:
        os.environ["XDG_DATA_HOME"] = home
        os.environ["XDG_CONFIG_HOME"] = home
        for title_id in _views():
            for level in LEVELS:
                figures = measure(title_id, level, turns)
                print(
                    f"{title_id:<20}{level:<8} wait/turn mean {figures['mean_s']:.2f} s "
                    f"(target {TARGET[level]:.0f}), p90 {figures['p90_s']:.2f}, max {figures['max_s']:.2f}; "
                    f"think {figures['think_s']:.2f} + playback {figures['playback_s']:.2f} "
                    f"over {figures['turns']:.0f} turns",
                    flush=True,
                )
                summary[f"{title_id}.{level}.mean_s"] = figures["mean_s"]
    return summary


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else TURNS)
