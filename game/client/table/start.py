"""Ways into a table: a new game, the autosave, the attract-mode demo."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.table.saves import DamagedSave, load_autosave
from game.client.table.session import GameSetup, Seat, Session
from game.client.text import describe, drawable_name, tr

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.table.view import GameView


def bot_name(level: str, number: int, language: str | None = None) -> str:
    """A bot seat's name ("Bot: easy (2)"), in ``language`` (default: the current one)."""
    if language is None:
        return tr("table.new_game.bot_name", level=tr(f"table.new_game.seat_{level}"), number=number)
    import i18n

    level_words = i18n.t(f"table.new_game.seat_{level}", locale=language)
    return str(i18n.t("table.new_game.bot_name", locale=language, level=level_words, number=number))


def seat_name(seat: Seat, player: int) -> str:
    """The name shown for a seat: a bot's generated name follows the language (issue 15: a
    language switch mid-game left "Бот: легкий (2)" in English); a person's is theirs, as our
    font can draw it (``text.drawable_name``: emoji and other characters without a glyph are left out
    of the drawn name, the stored one keeps them); a name with nothing drawable left shows as the
    seat's default name ("Player 2")."""
    if seat.is_bot:
        from game.client.settings import LANGUAGES

        number = player + 1
        if seat.name in {bot_name(seat.level, number, language) for language in LANGUAGES}:
            return bot_name(seat.level, number)
    return drawable_name(seat.name) or tr("table.new_game.default_name", number=player + 1)


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
        reason = describe(error.problem)[:120]  # in the player's language (schema.*.json)
        body = (
            tr("table.save.damaged_body", reason=reason, path=error.kept_as.name)
            if error.moved
            else tr("table.save.damaged_left", reason=reason, path=str(error.kept_as))
        )
        return MessageScene(app, tr("table.save.damaged_title"), body)
    except FileNotFoundError:
        return MessageScene(app, tr("table.save.missing_title"), tr("table.save.missing_body"))
    return TableScene(app, view, session)
