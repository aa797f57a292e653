"""Ways into a table: a new game, the autosave, the attract-mode demo."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.client.table.saves import DamagedSave, load_autosave
from game.client.table.session import GameSetup, Seat, Session
from game.client.text import describe, drawable_name, tr, tr_in
from game.client.text import language as text_language

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.table.view import GameView


def bot_name(level: str, number: int, language: str | None = None) -> str:
    """A bot seat's name ("Bot 2 (easy)", "Бот 2 (легкий)"), in ``language`` (default: the
    current one). It reads as a name inside the prompt's, the log's and the results' sentences
    ("Бот 2 (легкий) думає…", not "Бот: легкий · місце 2 грає…")."""
    lang = language or text_language()
    level_words = tr_in(lang, f"table.new_game.level_{level}")
    return tr_in(lang, "table.new_game.bot_name", level=level_words, number=number)


# The names bots had in earlier versions: a saved game keeps them, the table shows today's.
EARLIER_BOT_NAMES = ("table.new_game.bot_name_earlier_dot", "table.new_game.bot_name_earlier_bracket")


@cache
def _generated_names(level: str, number: int) -> frozenset[str]:
    """Every name the client ever gave the bot of ``level`` in seat ``number``, in every language
    (cached: the table asks for every seat's name each frame)."""
    from game.client.settings import LANGUAGES

    names = {bot_name(level, number, language) for language in LANGUAGES}
    for language in LANGUAGES:
        seat_words = tr_in(language, f"table.new_game.seat_{level}")
        names.update(tr_in(language, key, level=seat_words, number=number) for key in EARLIER_BOT_NAMES)
    return frozenset(names)


def seat_name(seat: Seat, player: int) -> str:
    """The name shown for a seat: a bot's generated name follows the language (a
    language switch mid-game rewords it) and today's wording (a game saved
    with "Бот: легкий · місце 2" shows "Бот 2 (легкий)"); a person's is theirs, as our
    font can draw it (``text.drawable_name``: emoji and other characters without a glyph are left out
    of the drawn name, the stored one keeps them); a name with nothing drawable left shows as the
    seat's default name ("Player 2"; a bot's, its generated name)."""
    shown = drawable_name(seat.name)
    if seat.is_bot and (not shown or seat.name in _generated_names(seat.level, player + 1)):
        return bot_name(seat.level, player + 1)
    return shown or tr("table.new_game.default_name", number=player + 1)


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
