"""Random input over every scene, as a monkey at the keyboard would give it.

``python -m bench.monkey [--minutes M] [--events N] [--seed S]`` runs the headless client over
every registered scene (``--scene`` names: the shell's screens, each game's new-game scene and
demo) and over a table of every registered game with a person and a bot, and a hot-seat table with
two people and a bot, feeding each random mouse moves, clicks, wheel turns and keys, one event a
frame. It fails at the first exception, or at a frame that took more than ``FRAME_LIMIT`` seconds
of the client thread's CPU time (CPU, not wall time, so a loaded machine does not make it fail;
the defects it hunts, a quadratic text fit or a wait for a bot, cost CPU or block forever).

``tests/client/test_monkey.py`` runs the CI-sized version (a few hundred events a scene); ``make
soak`` runs this module for minutes after the engine soak.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

FRAME_LIMIT = 1.0
KEYS = (
    "K_1", "K_2", "K_3", "K_4", "K_5", "K_9", "K_RETURN", "K_SPACE", "K_ESCAPE", "K_TAB", "K_UP",
    "K_DOWN", "K_LEFT", "K_RIGHT", "K_z", "K_F1", "K_BACKSPACE", "K_a", "K_PAGEUP", "K_PAGEDOWN",
)  # fmt: skip

SceneFactory = Callable[["App"], "Scene"]


@dataclass(slots=True)
class Report:
    scenes: int = 0
    events: int = 0
    frames: int = 0
    worst_frame: float = 0.0
    worst_where: str = ""
    per_scene: dict[str, float] = field(default_factory=dict)


def random_event(rng: np.random.Generator) -> object:
    """One input event in canvas coordinates (the headless window is the 1600x900 canvas)."""
    import pygame

    roll = rng.random()
    pos = (int(rng.integers(0, 1600)), int(rng.integers(0, 900)))
    if roll < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    if roll < 0.65:
        button = int(rng.choice([1, 1, 1, 1, 3, 4, 5]))
        kind = pygame.MOUSEBUTTONDOWN if rng.random() < 0.6 else pygame.MOUSEBUTTONUP
        return pygame.event.Event(kind, pos=pos, button=button, touch=False)
    if roll < 0.7:
        return pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=int(rng.choice([-1, 1])), flipped=False, precise_x=0.0, precise_y=0.0
        )
    key = getattr(pygame, KEYS[int(rng.integers(len(KEYS)))])
    mod = pygame.KMOD_CTRL if rng.random() < 0.1 else 0
    kind = pygame.KEYDOWN if rng.random() < 0.8 else pygame.KEYUP
    return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0)


def scenes_to_visit() -> Iterator[tuple[str, SceneFactory]]:
    """Every registered scene, then tables with people and bots for every registered game."""
    from game.client.cli import load_plugins
    from game.client.games import registered_games, scene_factory, scene_names

    load_plugins()
    for name in scene_names():
        factory = scene_factory(name)
        if factory is not None:
            yield name, factory
    yield "loading", loading_scene
    for entry in registered_games():
        for seats in (("", "easy"), ("", "", "easy")):
            factory = table_factory(entry.title_id, seats)
            if factory is not None:
                yield f"{entry.title_id}.table[{','.join(s or 'person' for s in seats)}]", factory
        for part, make_part in (("rules", rules_factory), ("results", results_factory)):
            factory = make_part(entry.title_id)
            if factory is not None:
                yield f"{entry.title_id}.{part}", factory
        factory = tutorial_factory(entry.title_id)
        if factory is not None:
            yield f"{entry.title_id}.tutorial", factory


def loading_scene(app: App) -> Scene:
    from game.client.scenes.loading import LoadingScene

    return LoadingScene(app, lambda: None, lambda: True)


def rules_factory(title_id: str) -> SceneFactory | None:
    from game.client.table import view_factory
    from game.client.table.rules import RulesScene

    make_view = view_factory(title_id)
    return None if make_view is None else lambda app: RulesScene(app, make_view(app))


def results_factory(title_id: str) -> SceneFactory | None:
    """The results of a game of people and a bot played to its end by random moves."""
    from game.client.table import view_factory
    from game.client.table.results import ResultsScene
    from game.client.table.session import GameSetup, Seat, Session, default_flags

    make_view = view_factory(title_id)
    if make_view is None:
        return None

    def make(app: App) -> Scene:
        view = make_view(app)
        title = view.title
        seats = [Seat("Seat 1"), Seat("Seat 2"), Seat("Bot 3", "easy")][: max(title.min_players, 3)]
        session = Session(title, GameSetup(seats, 11, default_flags(title)), view=view)
        rng = np.random.default_rng(11)
        while not session.state.is_terminal():
            legal = session.state.legal_actions()
            session.apply(int(legal[int(rng.integers(len(legal)))]))
        return ResultsScene(app, view, session)

    return make


def tutorial_factory(title_id: str) -> SceneFactory | None:
    """The title's first tutorial chapter at its table, with the coach."""
    from game.client.table import view_factory
    from game.tutorial.script import chapter_paths, load_script

    make_view = view_factory(title_id)
    paths = chapter_paths(title_id)
    if make_view is None or not paths:
        return None

    def make(app: App) -> Scene:
        from game.client.table.tutorial_scene import tutorial_scene

        return tutorial_scene(app, make_view(app), load_script(paths[0]))

    return make


def table_factory(title_id: str, levels: tuple[str, ...]) -> SceneFactory | None:
    """A table of ``title_id`` with these seats ("" a person, else a bot level), or None when the
    title has no table (``register_table``) or does not seat that many."""
    from game.client.table import view_factory
    from game.client.table.scene import TableScene
    from game.client.table.session import GameSetup, Seat, Session, default_flags

    make_view = view_factory(title_id)
    if make_view is None:
        return None

    def make(app: App) -> Scene:
        view = make_view(app)
        title = view.title
        seats = [
            Seat(f"Seat {n + 1}" if not level else f"Bot {n + 1}", level) for n, level in enumerate(levels)
        ]
        session = Session(title, GameSetup(seats, 11, default_flags(title)), view=view)
        return TableScene(app, view, session)

    return make


def run_scene(
    app: App, name: str, factory: SceneFactory, events: int, rng: np.random.Generator, report: Report
) -> None:
    """Feed ``events`` random events to the scene, one a frame (a few quiet frames between)."""
    app.stack.clear()
    app.stack.push(factory(app))
    worst = 0.0
    for index in range(events):
        if not app.stack:
            app.stack.push(factory(app))
        started = time.thread_time()
        if rng.random() < 0.85:
            app.dispatch(random_event(rng))  # type: ignore[arg-type]
            report.events += 1
        app.frame(app.timestep.step)
        spent = time.thread_time() - started
        report.frames += 1
        if spent > worst:
            worst = spent
        if spent > report.worst_frame:
            report.worst_frame, report.worst_where = spent, f"{name} event {index}"
        if spent > FRAME_LIMIT:
            raise AssertionError(f"a frame of {name} took {spent:.2f} s of CPU (event {index})")
    app.running = True
    app.stack.clear()
    report.scenes += 1
    report.per_scene[name] = worst


def monkey(app: App, events_per_scene: int, seed: int, only: str | None = None) -> Report:
    report = Report()
    rng = np.random.default_rng(seed)
    for name, factory in scenes_to_visit():
        if only is None or only in name:
            run_scene(app, name, factory, events_per_scene, rng, report)
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.monkey", description=__doc__)
    parser.add_argument("--minutes", type=float, default=5.0)
    parser.add_argument("--events", type=int, default=2000, help="events a scene each round")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default=None, help="only scenes whose name contains this")
    args = parser.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import tempfile

    from game.client.app import App
    from game.client.settings import Settings

    deadline = time.monotonic() + args.minutes * 60
    seed = args.seed
    total = Report()
    with tempfile.TemporaryDirectory() as home:  # never the player's own settings and saves
        os.environ["XDG_CONFIG_HOME"] = os.path.join(home, "config")
        os.environ["XDG_DATA_HOME"] = os.path.join(home, "data")
        app = App(Settings(language="en"), headless=True)
        try:
            while time.monotonic() < deadline:
                try:
                    report = monkey(app, args.events, seed, args.only)
                except Exception:
                    traceback.print_exc()
                    print(f"FAILED monkey seed={seed} (python -m bench.monkey --seed {seed})", flush=True)
                    return 1
                total.scenes += report.scenes
                total.events += report.events
                total.frames += report.frames
                if report.worst_frame > total.worst_frame:
                    total.worst_frame, total.worst_where = (
                        report.worst_frame,
                        f"{report.worst_where} seed {seed}",
                    )
                print(
                    f"\rseed {seed}: {total.events} events over {total.scenes} scenes",
                    end="",
                    file=sys.stderr,
                    flush=True,
                )
                seed += 1
        finally:
            app.close()
    print(
        f"\nmonkey passed: {total.events} events, {total.frames} frames over {total.scenes} scene runs; "
        f"worst frame {total.worst_frame * 1000:.0f} ms CPU ({total.worst_where}); seeds {args.seed}-{seed - 1}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
