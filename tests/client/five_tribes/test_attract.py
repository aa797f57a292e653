"""Attract mode: the demo from the command line, and the title screen starting it after a minute idle."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.client.app import App
from game.client.cli import load_plugins
from game.client.scenes.title import ATTRACT_AFTER_SECONDS, TitleScene
from game.client.table.scene import TableScene
from tests.client.conftest import key

ROOT = Path(__file__).resolve().parents[3]


def test_the_demo_runs_unattended_headless_and_writes_a_screenshot(tmp_path: Path):
    shot = tmp_path / "demo.png"
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "--headless",
            "--demo",
            "five_tribes",
            "--players",
            "3",
            "--seed",
            "5",
            "--frames",
            "90",
            "--screenshot",
            str(shot),
            "--lang",
            "en",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (1600, 900)
    assert not (tmp_path / "d").exists()  # a demo never autosaves


def test_the_title_screen_starts_the_demo_after_a_minute_idle_and_a_key_returns(app: App):
    load_plugins()
    title = TitleScene(app)
    app.stack.push(title)
    title.update(ATTRACT_AFTER_SECONDS - 1)
    assert app.stack.top is title
    title.update(1.0)
    demo = app.stack.top
    assert isinstance(demo, TableScene) and demo.demo
    assert all(seat.is_bot for seat in demo.session.seats) and len(demo.session.seats) == 3
    app.stack.handle(key(pygame.K_SPACE))
    assert app.stack.top is title
