"""Ways into a table: a new game, the autosave, the attract-mode demo."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.table.saves import DamagedSave, load_autosave
from game.client.table.session import GameSetup, Seat, Session
from game.client.text import tr

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.table.view import GameView


def bot_name(level: str, number: int) -> str:
    return tr("table.new_game.bot_name", level=tr(f"table.new_game.seat_{level}"), number=number)


def demo_scene(app: App, view: GameView, players: int, seed: int) -> Scene:
    """Bots in every seat, playing in the real table scene (attract mode)."""
    from game.client.table.scene import TableScene

    title = view.title
    players = min(max(players, title.min_players), title.max_players)
    levels = view.demo_levels
    seats = [Seat(bot_name(levels[p % len(levels)], p + 1), levels[p % len(levels)]) for p in range(players)]
    return TableScene(app, view, Session(title, GameSetup(seats, seed), view=view), demo=True)


def continue_scene(app: App, view: GameView) -> Scene:
    """The saved game, exactly where it was; a damaged save is reported and kept aside."""
    from game.client.scenes.message import MessageScene
    from game.client.table.scene import TableScene

    try:
        session = load_autosave(view.title, view)
    except DamagedSave as error:
        # Moved aside: its new name; left in place (read-only folder, unreadable): the full path.
        body = (
            tr("table.save.damaged_body", reason=error.reason[:120], path=error.kept_as.name)
            if error.moved
            else tr("table.save.damaged_left", reason=error.reason[:120], path=str(error.kept_as))
        )
        return MessageScene(app, tr("table.save.damaged_title"), body)
    except FileNotFoundError:
        return MessageScene(app, tr("table.save.missing_title"), tr("table.save.missing_body"))
    return TableScene(app, view, session)
