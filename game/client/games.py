"""Registries that let game packages plug into the shell without editing it.

A game package ``game/client/<title_id>/__init__.py`` calls ``register_game`` when imported; the
client imports the known packages that exist (``load_game_packages``), and the title screen lists
only what was registered. A package may also register named scenes for ``--scene`` and a demo
factory for ``--demo TITLE --players N --seed S``::

    from game.client.games import register_game, register_scene

    register_game(
        "five_tribes",
        make_new_game_scene=lambda app: NewGameScene(app),
        has_save=autosave_exists,
        make_continue_scene=lambda app: TableScene.from_autosave(app),
        music="music/five_tribes",
    )
    register_scene("five_tribes.table", lambda app: TableScene.demo(app))
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

log = logging.getLogger(__name__)

KNOWN_TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")

SceneFactory = Callable[["App"], "Scene"]
DemoFactory = Callable[["App", int, int], "Scene"]


@dataclass(frozen=True, slots=True)
class GameEntry:
    title_id: str
    make_new_game_scene: SceneFactory
    has_save: Callable[[], bool] | None = None
    make_continue_scene: SceneFactory | None = None
    music: str | None = None
    make_demo_scene: DemoFactory | None = None

    @property
    def name_key(self) -> str:
        """Translation key of the game's Ukrainian-edition name (e.g. Пʼять Каст)."""
        return f"client.games.{self.title_id}.name"

    def can_continue(self) -> bool:
        """True when the package offers a resume and a save exists (a failing check counts as none)."""
        if self.has_save is None or self.make_continue_scene is None:
            return False
        try:
            return bool(self.has_save())
        except Exception:
            log.exception("checking the save of %s failed", self.title_id)
            return False


_games: dict[str, GameEntry] = {}
_scenes: dict[str, SceneFactory] = {}


def register_game(
    title_id: str,
    make_new_game_scene: SceneFactory,
    *,
    has_save: Callable[[], bool] | None = None,
    make_continue_scene: SceneFactory | None = None,
    music: str | None = None,
    make_demo_scene: DemoFactory | None = None,
) -> GameEntry:
    """Make ``title_id`` playable from the title screen (registering again replaces the entry)."""
    entry = GameEntry(title_id, make_new_game_scene, has_save, make_continue_scene, music, make_demo_scene)
    _games[title_id] = entry
    return entry


def unregister_game(title_id: str) -> None:
    _games.pop(title_id, None)


def registered_games() -> list[GameEntry]:
    """Playable games, in the order of KNOWN_TITLES and then by registration."""
    order = {title: index for index, title in enumerate(KNOWN_TITLES)}
    return sorted(_games.values(), key=lambda entry: order.get(entry.title_id, len(order)))


def game(title_id: str) -> GameEntry | None:
    return _games.get(title_id)


def register_scene(name: str, factory: SceneFactory) -> None:
    """Name a scene for ``python -m game --headless --scene NAME``."""
    _scenes[name] = factory


def scene_factory(name: str) -> SceneFactory | None:
    return _scenes.get(name)


def scene_names() -> list[str]:
    return sorted(_scenes)


def load_game_packages() -> list[str]:
    """Import every known game package that exists; return the titles that imported cleanly."""
    loaded = []
    for title_id in KNOWN_TITLES:
        module_name = f"game.client.{title_id}"
        if importlib.util.find_spec(module_name) is None:
            continue
        try:
            importlib.import_module(module_name)
        except Exception:
            # One broken game must not take the others down with it.
            log.exception("game package %s failed to import; it is left off the title screen", module_name)
            continue
        loaded.append(title_id)
    return loaded
