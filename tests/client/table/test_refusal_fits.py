"""What the top strip says to a refused click or key (a title's "why not" line, the table's own
refusals) reads in one line beside the top buttons, in both languages: it is read at a glance while
the person clicks on. "…a rider sent back where it came from only wastes a move (Undo takes a move
back)." ran to two lines beside the Hint button, at the strip's smallest size."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.client import games
from game.client.app import App
from game.client.table.draw import prompt_lines
from game.client.table.session import Seat
from game.client.text import font, tr
from tests.client.table.test_hint import table_at

games.load_game_packages()
I18N = Path(__file__).parents[3] / "game" / "client" / "i18n"
TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")
# Where each title keeps the lines its questions give as ``why_not``.
WHY = {
    "five_tribes": "five_tribes.why.",
    "tribes_of_the_wind": "tribes_of_the_wind.q.why_not",
    "prehistories": "prehistories.question.why_",
}
TABLE = (
    "table.table.cannot_undo",
    "table.table.cannot_undo_reveal",
    "table.table.cannot_undo_turn",
    "table.table.cannot_save",
    "table.table.no_key",
    "table.table.no_keys",
    "table.table.forced_key",
)
# The placeholders at their longest: a digit, every digit, a forced step's option, a hunter's speed,
# an orange target, a zone.
VALUES = {
    "digit": "5",
    "digits": "1, 2, 3, 4, 5, 6, 7, 8, 9",
    "top": "12",
    "last": "12",
    "orange": "12",
    "zone": "4",
}
ROUND = 12  # a late round: two digits


def keys(prefix: str) -> list[str]:
    """The i18n keys that start with ``prefix`` (dotted, as ``tr`` takes them)."""
    file, _, rest = prefix.partition(".")
    found: list[str] = []

    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, f"{path}.{key}" if path else key)
        elif f"{file}.{path}".startswith(prefix):
            found.append(f"{file}.{path}")

    walk(json.loads((I18N / f"{file}.en.json").read_text(encoding="utf-8"))["en"], "")
    assert found, prefix
    return found


def statuses(title: str) -> list[str]:
    """Every status the top strip can show on a person's turn, at a late round."""
    if title == "five_tribes":
        plain = tr("five_tribes.table.round", round=ROUND)
        return [plain, plain + " · " + tr("five_tribes.table.last_round")]
    if title == "tribes_of_the_wind":
        return [tr("tribes_of_the_wind.status.final", round=ROUND, last=ROUND)]
    phases = ("round_start", "initiative", "hunt", "paint")
    return [tr("prehistories.status", round=ROUND, phase=tr(f"prehistories.phase.{p}")) for p in phases]


def forced_step() -> str:
    return tr("tribes_of_the_wind.q.discard_option", slot=5)


@pytest.mark.parametrize("title", TITLES)
def test_every_refusal_reads_in_one_line_beside_the_top_buttons(lang_app: App, title: str):
    name = tr("table.new_game.default_name", number=5)
    table = table_at(lang_app, title, seats=[Seat(name), Seat(tr("table.new_game.default_name", number=2))])
    assert table.offers_hint(), "the narrowest strip: the Hint button is there"
    rooms = [table.renderer.prompt_room(status, name) for status in statuses(title)]
    x, room = min(rooms, key=lambda place: place[1])
    buttons = table.options.top_buttons[0].rect.x
    too_long = []
    for key in [*keys(WHY[title]), *TABLE]:
        line = tr(key, step=forced_step(), **VALUES)
        size, lines = prompt_lines(line, room)
        if len(lines) > 1:
            too_long.append(f"{key}: {font(16).size(line)[0]} px for {room}: {line}")
        else:
            assert x + font(size).size(line)[0] <= buttons - 12, key  # clear of the top buttons
    assert not too_long, "\n".join(too_long)
