"""The command line, run in-process (the subprocess case is in test_headless.py)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame
import pytest

from game.client import cli
from game.client.app import App
from game.client.games import register_game, unregister_game
from game.client.scene import Scene


class DemoTable(Scene):
    made: list[tuple[int, int]] = []

    def __init__(self, app: App, players: int, seed: int) -> None:
        super().__init__(app)
        DemoTable.made.append((players, seed))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((40, 160, 120))


@pytest.fixture
def demo_title():
    register_game("test_title", Scene, make_demo_scene=DemoTable)
    DemoTable.made.clear()
    yield "test_title"
    unregister_game("test_title")


def test_list_scenes_names_the_shell_scenes(capsys: pytest.CaptureFixture[str]):
    assert cli.run(["--list-scenes"]) == 0
    names = capsys.readouterr().out.split()
    assert {"title", "settings", "pause", "message"} <= set(names)


def test_an_overlay_scene_is_shot_over_the_title(tmp_path: Path):
    splash, pause = tmp_path / "splash.png", tmp_path / "pause.png"
    assert cli.run(["--headless", "--frames", "1", "--scene", "pause", "--screenshot", str(splash)]) == 0
    assert cli.run(["--headless", "--frames", "3", "--scene", "pause", "--screenshot", str(pause)]) == 0
    first, shown = pygame.image.load(str(splash)), pygame.image.load(str(pause))
    assert shown.get_size() == (1600, 900)
    # The first frame is the loading screen; by the third the dimmed title and the pause panel show.
    corner = (30, 870)
    assert sum(shown.get_at(corner)[:3]) < sum(first.get_at(corner)[:3])


def test_demo_starts_the_registered_demo_with_players_and_seed(tmp_path: Path, demo_title: str):
    shot = tmp_path / "demo.png"
    code = cli.run(
        [
            "--headless",
            "--frames",
            "3",
            "--demo",
            demo_title,
            "--players",
            "4",
            "--seed",
            "9",
            "--screenshot",
            str(shot),
        ]
    )
    assert code == 0
    assert DemoTable.made == [(4, 9)]
    assert pygame.image.load(str(shot)).get_at((800, 450))[:3] == (40, 160, 120)


def test_a_demo_nobody_registered_is_refused():
    assert cli.run(["--headless", "--frames", "3", "--demo", "chess"]) == 2


def test_packages_can_add_options(monkeypatch: pytest.MonkeyPatch):
    seen: list[str] = []

    def add(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--script", default=None)

    def apply(app: App, args: argparse.Namespace) -> None:
        seen.append(args.script)

    monkeypatch.setattr(cli, "_extensions", [])
    cli.add_cli_extension(add, apply)
    assert cli.run(["--headless", "--frames", "3", "--script", "tutorial.json"]) == 0
    assert seen == ["tutorial.json"]
