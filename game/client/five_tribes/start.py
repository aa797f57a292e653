"""Ways into the table: a new game, the autosave, the attract-mode demo."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.five_tribes.session import DamagedSave, GameSetup, Seat, Session, load_autosave
from game.client.text import tr

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene


def demo_scene(app: App, players: int, seed: int) -> Scene:
    """Bots in every seat, playing in the real table scene (attract mode)."""
    from game.client.five_tribes.table import TableScene

    players = min(max(players, 2), 4)
    levels = ("easy", "normal", "easy", "normal")
    seats = [
        Seat(
            tr(
                "five_tribes.new_game.bot_name",
                level=tr(f"five_tribes.new_game.seat_{levels[p]}"),
                number=p + 1,
            ),
            levels[p],
        )
        for p in range(players)
    ]
    return TableScene(app, Session(GameSetup(seats, seed)), demo=True)


def continue_scene(app: App) -> Scene:
    """The saved game, exactly where it was; a damaged save is reported and kept aside."""
    from game.client.five_tribes.table import TableScene
    from game.client.scenes.message import MessageScene

    try:
        session = load_autosave()
    except DamagedSave as error:
        return MessageScene(
            app,
            tr("five_tribes.save.damaged_title"),
            tr("five_tribes.save.damaged_body", reason=error.reason[:60], path=error.kept_as.name),
        )
    except FileNotFoundError:
        return MessageScene(app, tr("five_tribes.save.missing_title"), tr("five_tribes.save.missing_body"))
    return TableScene(app, session)


def new_game_scene(app: App) -> Scene:
    from game.client.five_tribes.new_game import NewGameScene

    return NewGameScene(app)
