"""``register_table``: the one call that makes a game playable at the shared table.

``register_table(MyView)`` registers the title with the shell (``game.client.games``): the
title screen's New game and Continue, ``--demo TITLE`` and the named scenes
``<title_id>.new_game`` and ``<title_id>.demo``. ``MyView`` is a ``GameView`` subclass, a
``ViewCore`` subclass with only the groups it overrides (``view.complete`` adds the others with
their defaults), or any callable ``App -> GameView``; the table builds one per table scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.games import GameEntry, ViewFactory, register_game, register_scene
from game.client.table.view import complete
from game.client.table.view_core import ViewCore

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene


def register_table(make_view: ViewFactory | type[ViewCore], *, title_id: str | None = None) -> GameEntry:
    """Register a game's view; ``title_id`` defaults to ``make_view.title.id`` (a view class)."""
    if isinstance(make_view, type):
        make_view = complete(make_view)
    name = title_id or make_view.title.id  # type: ignore[union-attr]
    music = getattr(make_view, "music", None)
    shelf = getattr(make_view, "shelf", 100)

    def new_game(app: App) -> Scene:
        from game.client.table.new_game import NewGameScene

        return NewGameScene(app, make_view(app))

    def has_save() -> bool:
        from game.client.table.saves import autosave_exists

        return autosave_exists(name)

    def continue_scene(app: App) -> Scene:
        from game.client.table.start import continue_scene as resume

        return resume(app, make_view(app))

    def demo(app: App, players: int, seed: int) -> Scene:
        from game.client.table.start import demo_scene

        return demo_scene(app, make_view(app), players, seed)

    entry = register_game(
        name,
        new_game,
        has_save=has_save,
        make_continue_scene=continue_scene,
        music=music,
        make_demo_scene=demo,
        shelf=shelf,
        make_view=make_view,
    )
    register_scene(f"{name}.new_game", new_game)
    register_scene(f"{name}.demo", lambda app: demo(app, 3, 5))
    return entry
