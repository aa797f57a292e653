"""Closing the app frees what it made while pygame still runs. A pygame font freed after
``pygame.quit`` is never closed (SDL_ttf's face and pygame-gui's in-memory copy of the font file
stay for the rest of the process), so widgets' fonts left to a later collection leaked with every
closed app: the client tests, which close an app a test, grew by gigabytes (README.md, "Tests").
The bots' processes its scenes closed have ended, their semaphores freed, before that collection
(ai/reapers.py): a collection that raced their reapers left a semaphore to the resource tracker."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pygame
import pytest
from pygame_gui.core import utility

from ai.budget import Budget
from ai.process_worker import ProcessBotWorker
from game.client.app import App
from game.client.scene import Scene
from game.client.scenes.settings import SettingsScene
from game.client.settings import Settings


@pytest.fixture
def no_default_manager(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """pygame-gui's default manager cleared, as in a process whose first app this is (pygame-gui
    makes the first manager made its default)."""
    monkeypatch.setattr(utility, "__default_manager", None)
    yield


def settings_scene(app: App) -> SettingsScene:
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.run(frames=1)
    return scene


def test_closing_the_app_frees_its_scenes_fonts_before_pygame_quits(
    no_default_manager: None, monkeypatch: pytest.MonkeyPatch
):
    app = App(Settings(language="en"), headless=True)
    scene = settings_scene(app)
    assert scene.ui is not None
    loaded = scene.ui.get_theme().get_font_dictionary().loaded_fonts.values()
    fonts = [weakref.ref(resource.loaded_font) for resource in loaded if resource.loaded_font is not None]
    assert fonts
    del scene, loaded
    alive_at_quit: list[int] = []
    real_quit = pygame.quit

    def quit_and_count() -> None:
        alive_at_quit.append(sum(font() is not None for font in fonts))
        real_quit()

    monkeypatch.setattr(pygame, "quit", quit_and_count)
    # no collection but the app's own: one between the scene's exit and pygame.quit would hide
    # a close that leaves its managers' fonts to the next collection
    gc.disable()
    try:
        app.close()
    finally:
        gc.enable()
    assert alive_at_quit == [0]


def test_a_closed_app_is_not_kept_by_pygame_guis_default_manager(no_default_manager: None):
    app = App(Settings(language="en"), headless=True)
    settings_scene(app)
    app.close()
    closed = weakref.ref(app)
    del app
    gc.collect()
    assert closed() is None


class BotScene(Scene):
    """A scene with a bot process of its own, closed (not waited for) when the scene exits, as a
    table closes its bot seats."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.worker = ProcessBotWorker("easy", "five_tribes", 1, Budget(iterations=2))

    def exit(self) -> None:
        self.worker.close()


def test_closing_the_app_ends_its_bots_processes_before_it_collects(monkeypatch: pytest.MonkeyPatch):
    app = App(Settings(language="en"), headless=True)
    scene = BotScene(app)
    app.stack.push(scene)
    app.run(frames=1)
    process = scene.worker._child.process  # type: ignore[union-attr]
    seen: list[tuple[bool, object]] = []
    real_collect = gc.collect

    def collect_and_look(*args: object) -> int:
        seen.append((any(reaper.is_alive() for reaper in scene.worker.reapers), process.exitcode))
        return real_collect(*args)

    monkeypatch.setattr(gc, "collect", collect_and_look)
    app.close()
    assert seen and not seen[0][0] and seen[0][1] is not None
