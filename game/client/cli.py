"""Command line of ``python -m game``: the normal window, or the headless harness.

``python -m game --headless --frames 30 --screenshot out.png --scene settings --lang en`` runs the
real app on SDL's dummy video driver for N frames and writes the canvas. ``--scene`` takes any
name from ``game.client.games.register_scene`` (game packages add theirs); ``--demo TITLE
--players N --seed S`` starts the demo a game package registered with ``register_game``.
Extra options: ``add_cli_extension(add_arguments, apply)``.
"""

from __future__ import annotations

import argparse
import logging
import os
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
    load_plugins()
    parser = build_parser()
    for add_arguments, _ in _extensions:
        add_arguments(parser)
    args = parser.parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    if args.list_scenes:
        from game.client.games import scene_names

        print("\n".join(scene_names()))
        return 0

    from game.client.app import App
    from game.client.settings import load_settings

    settings = load_settings()
    if args.lang:
        settings.language = args.lang
    app = App(settings, headless=args.headless, persist_settings=not args.headless)
    try:
        first = first_scene(app, args)
        if first is None:
            return 2
        app.stack.push(first)
        for _, apply in _extensions:
            apply(app, args)
        app.run(frames=args.frames)
        if args.screenshot is not None:
            app.screenshot(args.screenshot)
    finally:
        app.close()
    return 0


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
