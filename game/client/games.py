"""The one registry of playable titles, which game packages join without editing the shell.

A game package ``game/client/<title_id>/__init__.py`` registers itself when imported, through
``table.register_table(MyView)``, which builds its ``GameEntry`` (the view's factory, the new-game,
Continue and demo scenes) and calls ``register_game``; the client imports the package of every
engine title that has one (``load_game_packages``: the engines are the packages under
``game/rules/``, ``game.rules.TITLE_IDS``, found, not listed), and the title screen lists what
registered, in the order of each entry's ``shelf``. A fourth game edits nothing here. Named
scenes for ``--scene`` register with ``register_scene``.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules import TITLE_IDS

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.table.view import GameView

log = logging.getLogger(__name__)

SceneFactory = Callable[["App"], "Scene"]
DemoFactory = Callable[["App", int, int], "Scene"]
ViewFactory = Callable[["App | None"], "GameView"]


@dataclass(frozen=True, slots=True)
class GameEntry:
    title_id: str
    make_new_game_scene: SceneFactory
    has_save: Callable[[], bool] | None = None
    make_continue_scene: SceneFactory | None = None
    music: str | None = None
    make_demo_scene: DemoFactory | None = None
    shelf: int = 100  # its place on the title screen, lowest first (then by id)
    make_view: ViewFactory | None = None  # the table's view (None: a game with a scene of its own)

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
    shelf: int = 100,
    make_view: ViewFactory | None = None,
) -> GameEntry:
    """Make ``title_id`` playable from the title screen (registering again replaces the entry)."""
    entry = GameEntry(
        title_id, make_new_game_scene, has_save, make_continue_scene, music, make_demo_scene, shelf, make_view
    )
    _games[title_id] = entry
    return entry


def unregister_game(title_id: str) -> None:
    _games.pop(title_id, None)


def registered_games() -> list[GameEntry]:
    """Playable games in shelf order (then by id)."""
    return sorted(_games.values(), key=lambda entry: (entry.shelf, entry.title_id))


def game(title_id: str) -> GameEntry | None:
    return _games.get(title_id)


def view_factory(title_id: str) -> ViewFactory | None:
    """The registered view of a title (the tutorial and the tests build tables with it)."""
    entry = _games.get(title_id)
    return entry.make_view if entry is not None else None


def register_scene(name: str, factory: SceneFactory) -> None:
    """Name a scene for ``python -m game --headless --scene NAME``."""
    _scenes[name] = factory


def scene_factory(name: str) -> SceneFactory | None:
    return _scenes.get(name)


def scene_names() -> list[str]:
    return sorted(_scenes)


def load_game_packages() -> list[str]:
    """Import the client package of every engine title that has one; return the titles that
    imported cleanly."""
    loaded = []
    for title_id in TITLE_IDS:
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
