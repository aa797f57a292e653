"""Client tests run headless and never touch the real home folder."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from collections.abc import Iterator  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from pathlib import Path  # noqa: E402
from types import ModuleType  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client import games  # noqa: E402
from game.client.app import App  # noqa: E402
from game.client.settings import AnimationSpeed, Settings  # noqa: E402
from game.client.text import init_translations, language, set_language  # noqa: E402


@contextmanager
def in_language(lang: str) -> Iterator[str]:
    """Translations loaded and ``lang`` current; the language before is restored after."""
    init_translations("en")
    before = language()
    set_language(lang)
    try:
        yield lang
    finally:
        set_language(before)


@pytest.fixture(params=["en", "uk"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each test once in English and once in Ukrainian."""
    with in_language(request.param) as current:
        yield current


@pytest.fixture
def english() -> Iterator[None]:
    with in_language("en"):
        yield


@pytest.fixture
def en() -> Iterator[None]:
    with in_language("en"):
        yield


@pytest.fixture
def uk() -> Iterator[None]:
    with in_language("uk"):
        yield


def record_blits(monkeypatch: pytest.MonkeyPatch, module: ModuleType, name: str = "blit_text") -> list[str]:
    """Every string ``module`` draws through its text function ``name`` (``blit_text``, or
    ``draw_text``) from now on, in order."""
    drawn: list[str] = []
    real = getattr(module, name)

    def recording(surface: pygame.Surface, content: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(content)
        return real(surface, content, *args, **kwargs)

    monkeypatch.setattr(module, name, recording)
    return drawn


def record_top_at_close(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The scene on top of the stack each time the app closes from now on (``cli.run``
    closes the app after its last frame, so this is what the player saw last)."""
    from game.client.app import App

    shown: list[object] = []
    close = App.close

    def record(self: App) -> None:
        shown.append(self.stack.top)
        close(self)

    monkeypatch.setattr(App, "close", record)
    return shown


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    config = tmp_path / "config"
    data = tmp_path / "data"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return {"config": config / "tribal-table", "data": data / "tribal-table"}


@pytest.fixture
def clean_registry() -> Iterator[None]:
    """Give a test an empty game registry and restore the real one afterwards."""
    saved = dict(games._games)
    games._games.clear()
    yield
    games._games.clear()
    games._games.update(saved)


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Settings(language="en"), headless=True)
    yield application
    application.close()


def _app_without_animations() -> App:
    return App(Settings(language="en", animation_speed=AnimationSpeed.OFF), headless=True)


@pytest.fixture
def quick_app() -> Iterator[App]:
    """English, animations off: a whole game fits the test budget."""
    application = _app_without_animations()
    yield application
    application.close()


@pytest.fixture(params=["en", "uk"])
def lang_app(request: pytest.FixtureRequest) -> Iterator[App]:
    """``quick_app`` once in English and once in Ukrainian."""
    application = App(Settings(language=request.param, animation_speed=AnimationSpeed.OFF), headless=True)
    yield application
    application.close()


@pytest.fixture
def quick_bots_app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """``quick_app`` with every title's game loaded and bot seats that answer at once with a random
    legal action (tests/client/quick_bots.py): tables with bots, no processes."""
    from tests.client.quick_bots import use_quick_bots

    use_quick_bots(monkeypatch)
    games.load_game_packages()
    application = _app_without_animations()
    yield application
    application.close()


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def click(app: App, pos: tuple[int, int] | None, button: int = 1) -> None:
    """Post a real press and release at a canvas position and run one frame to deliver them.

    ``pos`` may come from ``TableScene.target_point``: None there means nothing to click, a failure.
    """
    assert pos is not None, "nothing on the table leads to that action"
    window_pos = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=button))
    app.run(frames=1)


def open_table(app: App, view: Any, seed: int = 3) -> Any:
    """Start a game as a person does: the new-game screen (20-iteration bots), its start button,
    Enter through any dialog on the way; return the table scene."""
    from ai.budget import Budget
    from game.client.table.new_game import NewGameScene
    from game.client.table.scene import TableScene

    new_game = NewGameScene(app, view, bot_budget=Budget(iterations=20))
    new_game.seed = seed
    app.stack.push(new_game)
    app.run(frames=1)
    assert new_game.start_button is not None
    click(app, new_game.start_button.rect.center)
    app.run(frames=2)
    for _ in range(20):
        if isinstance(app.stack.top, TableScene):
            break
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        )
        app.run(frames=3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table
