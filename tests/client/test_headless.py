"""The real app, driven headless: the command line harness and scenes fed with events."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.client.app import App
from game.client.scenes.message import MessageScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.settings import SettingsScene
from game.client.scenes.title import TitleScene
from tests.client.conftest import key
from tests.helpers import child_processes

ROOT = Path(__file__).resolve().parents[2]


def _distinct_colours(path: Path) -> int:
    image = pygame.image.load(str(path))
    small = pygame.transform.scale(image, (160, 90))
    return len({small.get_at((x, y))[:3] for x in range(160) for y in range(90)})


def test_headless_harness_writes_a_non_blank_screenshot(tmp_path: Path):
    shot = tmp_path / "title.png"
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "--headless",
            "--frames",
            "3",
            "--screenshot",
            str(shot),
            "--lang",
            "uk",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (1600, 900)
    assert _distinct_colours(shot) > 200
    assert not (tmp_path / "c").exists()  # a headless run never writes settings


def test_an_unknown_scene_name_is_refused(caplog):
    from game.client import cli

    assert cli.run(["--headless", "--frames", "3", "--scene", "no_such_scene"]) == 2
    assert any("no_such_scene" in record.getMessage() for record in caplog.records)


def test_title_keyboard_opens_settings_and_esc_comes_back(app: App):
    title = TitleScene(app)
    app.stack.push(title)
    app.frame(1 / 60)
    settings_index = len(title.focus_order) - 2
    for _ in range(settings_index + 1):
        pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert isinstance(app.stack.top, SettingsScene)
    pygame.event.post(key(pygame.K_ESCAPE))
    app.frame(1 / 60)
    assert app.stack.top is title


def test_esc_on_the_title_asks_before_quitting_and_enter_quits(app: App):
    app.stack.push(TitleScene(app))
    app.running = True
    pygame.event.post(key(pygame.K_ESCAPE))
    app.frame(1 / 60)
    assert isinstance(app.stack.top, MessageScene)
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert app.running is False


def test_a_click_in_window_pixels_reaches_the_button_under_it(app: App):
    title = TitleScene(app)
    app.stack.push(title)
    quit_button = title.focus_order[-1]
    app.frame(1 / 60)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=quit_button.rect.center, button=1))
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert isinstance(app.stack.top, MessageScene)


def test_pause_overlay_draws_over_the_scene_below(app: App):
    app.stack.push(TitleScene(app))
    app.frame(1 / 60)
    before = app.canvas.copy()
    app.stack.push(PauseScene(app))
    app.frame(1 / 60)
    # The overlay dims the title: the corner is darker than before but not black.
    old = before.get_at((20, 880))
    new = app.canvas.get_at((20, 880))
    assert sum(new[:3]) < sum(old[:3])
    assert sum(new[:3]) > 0


def test_sigterm_closes_the_game_and_its_bot_processes_cleanly(tmp_path: Path):
    """``kill -TERM`` of a game with bots closes it cleanly, with no leaked semaphores. SDL's own
    SIGTERM handler would hide a fault where SDL installs one; here SDL installs none
    (``SDL_NO_SIGNAL_HANDLERS``), so without the game's own handler the process would die at once."""
    import signal
    import time

    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(tmp_path / "c"),
        XDG_DATA_HOME=str(tmp_path / "d"),
        SDL_NO_SIGNAL_HANDLERS="1",
    )
    game = subprocess.Popen(
        [sys.executable, "-m", "game", "--headless", "--demo", "five_tribes", "--players", "2"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while len(child_processes(game.pid)) < 3 and time.monotonic() < deadline:  # the tracker, two bots
            time.sleep(0.2)
        assert len(child_processes(game.pid)) >= 3, "the demo's bots never started"
        time.sleep(1.0)
        game.send_signal(signal.SIGTERM)
        _, errors = game.communicate(timeout=30)
    finally:
        if game.poll() is None:
            game.kill()
    assert game.returncode == 0, errors
    assert "leaked" not in errors, errors
