"""The log names a card as the table does (its colour and id, "the red card r03a", like the tooltips
and the hint panel), a village card as "village card v05" and a forest tile by its colour and kind
("a purple forest tile"), never by a bare code ("Olena plays r03a", "plants purple_03"). Only the
words change: the events keep the codes the saved log is written from."""

from __future__ import annotations

import re

import numpy as np
import pytest

from game.client.table.logbook import LogBook
from game.client.table.view import Amend
from game.client.tribes_of_the_wind.logwords import TotwLogWriter
from game.rules.base import Event
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import events as ev
from game.rules.tribes_of_the_wind.data import game_data

NAMES = ["Olena", "Taras", "Ira", "Petro", "Marta"]


def writer() -> TotwLogWriter:
    return TotwLogWriter(lambda p: NAMES[p])


def tucked_goal() -> ev.VillageCardTaken:
    return ev.VillageCardTaken(0, "v01", "tuck", 1, "")


# Each event once, with the line the log gives it in each language it is checked in (the yellow
# tile twice: English is checked at 0 water, Ukrainian at 5).
NAMED: list[tuple[str, Event, dict[str, str]]] = [
    (
        "red-card-played-on-the-easy-row",
        ev.CardPlayed(0, 0, "r03a", "easy"),
        {
            "en": "Olena plays the red card r03a (easy row)",
            "uk": "Olena грає червону карту r03a (легкий ряд)",
        },
    ),
    (
        "yellow-card-played-on-the-hard-row",
        ev.CardPlayed(1, 2, "y07b", "hard"),
        {
            "en": "Taras plays the yellow card y07b (hard row)",
            "uk": "Taras грає жовту карту y07b (складний ряд)",
        },
    ),
    (
        "blue-card-discarded",
        ev.CardDiscarded(0, 1, "b01a"),
        {"en": "Olena discards the blue card b01a", "uk": "Olena скидає синю карту b01a"},
    ),
    (
        "green-card-discarded",
        ev.CardDiscarded(2, 1, "g10b"),
        {"en": "Ira discards the green card g10b", "uk": "Ira скидає зелену карту g10b"},
    ),
    (
        "purple-tile-planted-for-2-water",
        ev.ForestPlanted(0, "purple_03", "a3", "market 1", 2),
        {
            "en": "Olena plants a purple forest tile on a3 for 2 water",
            "uk": "Olena садить фіолетову плитку лісу на a3 за 2 води",
        },
    ),
    (
        "green-tile-planted-for-1-water",
        ev.ForestPlanted(1, "green_11", "b1", "deck", 1),
        {
            "en": "Taras plants a green forest tile on b1 for 1 water",
            "uk": "Taras садить зелену плитку лісу на b1 за 1 воду",
        },
    ),
    (
        "yellow-tile-planted-for-0-water",
        ev.ForestPlanted(2, "yellow_01", "c2", "deck", 0),
        {"en": "Ira plants a yellow forest tile on c2 for 0 water"},
    ),
    (
        # A name stays in the nominative, so it never follows "у" (seen in play, session 9:
        # "Забруднення на b1 у Гравець 1")
        "pollution-from-a-village",
        ev.PollutionAdded(0, "b1"),
        {"en": "Olena: pollution falls on b1", "uk": "Olena: жетон забруднення на b1"},
    ),
    (
        # A bot's name ends in "seat 2": no possessive after it, no hyphen for a dash (seen in play,
        # session 9: "Round 1: Bot: easy · seat 2's turn", "Раунд 1: хід - Бот: легкий · місце 2")
        "turn-starts",
        ev.TurnStarted(1, 3),
        {"en": "Round 3 — Taras to play", "uk": "Раунд 3 — ходить Taras"},
    ),
    (
        "yellow-tile-planted-for-5-water",
        ev.ForestPlanted(2, "yellow_01", "c2", "deck", 5),
        {"uk": "Ira садить жовту плитку лісу на c2 за 5 води"},
    ),
]


@pytest.mark.parametrize(
    ("lang", "event", "line"),
    [
        pytest.param(lang, event, line, id=f"{lang}-{name}")
        for name, event, lines in NAMED
        for lang, line in lines.items()
    ],
    indirect=["lang"],
)
def test_cards_and_tiles_are_named_by_colour_and_kind(lang: str, event: Event, line: str):
    assert writer().describe(event) == line


def test_a_tucked_village_card_is_named_as_a_village_card(lang: str):
    line = writer().describe(tucked_goal())
    assert line is not None
    assert line.startswith(
        "Olena tucks the village card v01 (" if lang == "en" else "Olena підкладає карту селища v01 ("
    )
    used = writer().describe(ev.VillageCardTaken(0, "v01", "now", 0, ""))
    assert used == (
        "Olena uses village card v01 at once"
        if lang == "en"
        else "Olena одразу використовує карту селища v01"
    )


CARD_WORDS = {
    "en": r"the (red|blue|green|yellow) card ",
    "uk": r"(червону|синю|зелену|жовту) карту ",
}
VILLAGE_WORDS = {"en": r"village card ", "uk": r"карту селища "}


@pytest.mark.parametrize("players", [2, 3, 5])
def test_no_line_of_a_whole_game_names_a_card_or_tile_by_its_bare_code(lang: str, players: int):
    data = game_data()
    colour_of = {card_id: "rbgy".index(card_id[0]) for card_id in data.card_ids}
    state = TITLE.new_game(players, 7 + players)
    rng = np.random.default_rng(players)
    log = writer()
    lines: list[str] = []
    raw = ""  # the events' codes: what a saved log is written from stays as it was
    while not state.is_terminal() and len(lines) < 1500:
        legal = state.legal_actions()
        for event in state.apply(legal[int(rng.integers(len(legal)))]):
            raw += repr(event)
            line = log.describe(event)
            if isinstance(line, Amend):  # riders of one move flying the same way: one line
                lines[-1] = line.line
            elif line:
                lines.append(line)
    said = "\n".join(lines)
    assert re.search(CARD_WORDS[lang], said) and re.search(r"\b[rbgy]\d\d[ab]\b", raw)
    for line in lines:
        assert not any(tile in line for tile in data.tile_ids), line
        for code in re.findall(r"\b[rbgy]\d\d[ab]\b", line):
            colour = ("red", "blue", "green", "yellow")[colour_of[code]]
            words = re.search(CARD_WORDS[lang] + code, line)
            assert words, line
            assert words.group(1) == (
                colour if lang == "en" else ("червону", "синю", "зелену", "жовту")[colour_of[code]]
            )
        for code in re.findall(r"\bv\d\d\b", line):
            assert re.search(VILLAGE_WORDS[lang] + code, line), line
    assert "purple_" in raw or "green_" in raw or "yellow_" in raw


# One move of several riders is one log line (seen in play, session 7: "вершник летить столиця » a1"
# once per rider, each action its own line). Each rider is its own action, so the line is rewritten
# (``Amend``) as the run grows; another move, another event's line or a table note ends the run.
FLOWN = {
    "en": [
        "Olena: a rider flies from the capital to a1",
        "Olena: 2 riders fly from the capital to a1",
        "Olena: 5 riders fly from the capital to a1",
        "Olena: a rider flies from a1 to a2",
    ],
    "uk": [
        "Olena: вершник летить зі столиці до a1",
        "Olena: 2 вершники летять зі столиці до a1",
        "Olena: 5 вершників летять зі столиці до a1",
        "Olena: вершник летить з a1 до a2",
    ],
}


def fly(book: LogBook, origin: str, destination: str, times: int, player: int = 0) -> None:
    for _ in range(times):
        book.feed([ev.RiderMoved(player, origin, destination, False)])  # one action per rider


def test_several_riders_flying_the_same_way_make_one_line_with_the_plural(lang: str):
    book = LogBook(TotwLogWriter, lambda p: NAMES[p])
    fly(book, "cap", "a1", 1)
    assert book.lines == FLOWN[lang][:1]
    fly(book, "cap", "a1", 1)
    assert book.lines == FLOWN[lang][1:2]
    fly(book, "cap", "a1", 3)
    fly(book, "a1", "a2", 1)
    assert book.lines == FLOWN[lang][2:]
    assert not any("»" in line for line in book.lines)


def test_a_run_of_riders_ends_at_another_line_a_table_note_or_another_player(lang: str):
    book = LogBook(TotwLogWriter, lambda p: NAMES[p])
    fly(book, "cap", "a1", 2)
    book.feed([ev.WaterGained(0, 2, 2)])
    fly(book, "cap", "a1", 1)
    book.note("undone", player=0)
    fly(book, "cap", "a1", 1)
    fly(book, "cap", "a1", 1, player=1)
    lines = book.lines
    assert len(lines) == 6, lines
    assert lines[0] == FLOWN[lang][1] and lines[2] == lines[4] == FLOWN[lang][0]
    assert lines[5] == FLOWN[lang][0].replace("Olena", "Taras")
    # the same words when the log is worded again from its events (a language switch, an undo)
    book.truncate(len(book.entries))
    again = LogBook(TotwLogWriter, lambda p: NAMES[p])
    again.entries = list(book.entries)
    assert again.lines == lines


def test_a_catapult_stays_its_own_line(lang: str):
    book = LogBook(TotwLogWriter, lambda p: NAMES[p])
    book.feed([ev.RiderMoved(0, "b2", "c3", True)])
    book.feed([ev.RiderMoved(0, "b2", "c3", True)])
    assert len(book.lines) == 2 and book.lines[0] == book.lines[1]
    assert "»" not in book.lines[0]
