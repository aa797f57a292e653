"""The shell's scenes: loading, title, settings, pause and message overlays, hot-seat curtain.

A ``--scene`` factory may push scenes that belong under the one it returns (an overlay needs
something to draw over).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.games import register_scene

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene


def _title(app: App) -> Scene:
    from game.client.scenes.title import TitleScene

    return TitleScene(app)


def _settings(app: App) -> Scene:
    from game.client.scenes.settings import SettingsScene

    return SettingsScene(app)


def _pause(app: App) -> Scene:
    from game.client.scenes.pause import PauseScene

    app.stack.push(_title(app))
    return PauseScene(app)


def _message(app: App) -> Scene:
    from game.client.scenes.message import MessageScene
    from game.client.text import tr

    app.stack.push(_title(app))
    return MessageScene(app, tr("client.title.quit_title"), tr("client.title.quit_body"), on_confirm=app.quit)


def _curtain(app: App) -> Scene:
    from game.client.scenes.curtain import CurtainScene
    from game.client.text import tr

    app.stack.push(_title(app))
    return CurtainScene(app, tr("client.curtain.sample_player"), (224, 96, 158))


def _learn(app: App) -> Scene:
    from game.client.scenes.learn import LearnScene

    app.stack.push(_title(app))
    return LearnScene(app)


def register_shell_scenes() -> None:
    register_scene("title", _title)
    register_scene("settings", _settings)
    register_scene("pause", _pause)
    register_scene("message", _message)
    register_scene("curtain", _curtain)
    register_scene("learn", _learn)
