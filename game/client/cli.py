"""Command line of ``python -m game``: the normal window, or the headless harness.

``python -m game --headless --frames 30 --screenshot out.png --scene settings --lang en`` runs the
real app on SDL's dummy video driver for N frames and writes the canvas. The first frame is the
loading screen (game packages import behind it), so ask for at least 3 frames. ``--scene`` takes any
name from ``game.client.games.register_scene`` (game packages add theirs); ``--demo TITLE
--players N --seed S`` starts the demo a game package registered with ``register_game``.
Extra options: ``add_cli_extension(add_arguments, apply)``.
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

log = logging.getLogger(__name__)

_extensions: list[
    tuple[Callable[[argparse.ArgumentParser], None], Callable[[App, argparse.Namespace], None]]
] = []


def add_cli_extension(
    add_arguments: Callable[[argparse.ArgumentParser], None],
    apply: Callable[[App, argparse.Namespace], None],
) -> None:
    """Let a package add options; ``apply`` runs after the first scene is pushed, before the loop."""
    _extensions.append((add_arguments, apply))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Tribal Table")
    parser.add_argument("--headless", action="store_true", help="dummy video and audio drivers")
    parser.add_argument("--frames", type=int, default=None, help="stop after N frames")
    parser.add_argument("--screenshot", type=Path, default=None, help="write the last frame to this PNG")
    parser.add_argument("--scene", default=None, help="start in this named scene (see --list-scenes)")
    parser.add_argument("--list-scenes", action="store_true", help="print the scene names and exit")
    parser.add_argument("--lang", choices=("uk", "en"), default=None, help="language for this run only")
    parser.add_argument("--demo", default=None, metavar="TITLE", help="start a game's demo table")
    parser.add_argument("--players", type=int, default=3, help="players in the demo")
    parser.add_argument("--seed", type=int, default=1, help="seed of the demo")
    parser.add_argument("--log-level", default="WARNING", help="DEBUG, INFO, WARNING, ERROR")
    return parser


def run(argv: list[str]) -> int:
    # Before any game package imports pygame: no banner, and the dummy drivers for headless runs.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "--headless" in argv:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    # Game packages add options when imported, which happens behind the loading screen: this
    # first pass reads only the shell's own options and leaves the rest for the full parse.
    early, _ = build_parser().parse_known_args(argv)
    logging.basicConfig(level=early.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    if early.list_scenes:
        from game.client.games import scene_names

        load_plugins()
        print("\n".join(scene_names()))
        return 0

    from game.client.app import App
    from game.client.scenes.loading import LoadingScene
    from game.client.settings import read_settings
    from game.client.storage import clean_at_start

    clean_at_start()
    settings, problem = read_settings(repair=not early.headless)
    app = App(
        settings,
        headless=early.headless,
        persist_settings=not early.headless,
        language_for_run=early.lang or None,
    )
    if problem is not None:
        app.notices.append(problem)

    def start() -> bool:
        parser = build_parser()
        for add_arguments, _ in _extensions:
            add_arguments(parser)
        args = parser.parse_args(argv)
        first = first_scene(app, args)
        if first is None:
            return False
        app.stack.push(first)
        for _, apply in _extensions:
            apply(app, args)
        return True

    before = end_on_sigterm(app)
    try:
        app.run(LoadingScene(app, load_plugins, start), frames=early.frames)
        if early.screenshot is not None:
            app.screenshot(early.screenshot)
    finally:
        app.close()
        signal.signal(signal.SIGTERM, before)
    return app.exit_code


def end_on_sigterm(app: App) -> signal.Handlers | Callable[..., object] | int | None:
    """SIGTERM ends the app's loop like closing the window, so ``App.close`` ends the bots' and
    the hint's processes and multiprocessing frees their semaphores. Without this the game relied
    on SDL's own handler, which an SDL without signal handlers (``SDL_NO_SIGNAL_HANDLERS=1``, or a
    handler set before SDL's) does not install: the process died at once and the resource tracker
    warned of leaked semaphores. Returns the handler it replaced."""

    def on_sigterm(signum: int, frame: object) -> None:
        log.info("SIGTERM: closing")
        app.quit()

    return signal.signal(signal.SIGTERM, on_sigterm)


def load_plugins() -> None:
    """Register the shell's own scenes and import the game packages."""
    from game.client.games import load_game_packages
    from game.client.scenes import register_shell_scenes

    register_shell_scenes()
    load_game_packages()


def first_scene(app: App, args: argparse.Namespace) -> Scene | None:
    from game.client.games import game, scene_factory, scene_names
    from game.client.scenes.title import TitleScene

    if args.demo:
        entry = game(args.demo)
        if entry is None or entry.make_demo_scene is None:
            log.error("no demo registered for %r", args.demo)
            return None
        return entry.make_demo_scene(app, args.players, args.seed)
    if args.scene:
        factory = scene_factory(args.scene)
        if factory is None:
            log.error("unknown scene %r; known: %s", args.scene, ", ".join(scene_names()))
            return None
        return factory(app)
    return TitleScene(app)
