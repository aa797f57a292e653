"""The log names a card by what a person sees in it: an element card by its colour and what it
does ("red (easy row): −2 pollution"; a discarded one by its colour), a village card by
its effect or its goal, a forest tile by its colour and kind ("a purple forest tile"), never by a
data code ("Olena plays r03a", "village card v05", "plants purple_03" were shown). Only the words
change: the events keep the codes the saved log is written from."""

from __future__ import annotations

import re

import numpy as np
import pygame
import pytest

from game.client.table.log_wrap import log_line_rows
from game.client.table.logbook import LogBook
from game.client.table.view_types import Amend
from game.client.tribes_of_the_wind.logwords import TotwLogWriter
from game.client.tribes_of_the_wind.words import t
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
        "a-temple-action-chosen",
        ev.TempleActionTaken(0, False),
        {"en": "Olena takes the temple action", "uk": "Olena виконує дію храму"},
    ),
    (
        "a-temple-action-the-engine-took-as-the-only-move",
        ev.TempleActionTaken(1, True),
        {
            "en": "Taras can play no card and build no village, so takes the temple action",
            "uk": "Taras не може ні зіграти карту, ні збудувати селище, тож виконує дію храму",
        },
    ),
    (
        "red-card-played-on-the-easy-row",
        ev.CardPlayed(0, 0, "r03a", "easy"),
        {
            "en": "Olena plays red (easy row): −2 pollution",
            "uk": "Olena грає червону карту, легкий ряд: −2 забруднення",
        },
    ),
    (
        "red-card-played-on-the-hard-row",
        ev.CardPlayed(1, 2, "r03b", "hard"),
        {
            "en": "Taras plays red (hard row): −3 pollution, 1 move",
            "uk": "Taras грає червону карту, складний ряд: −3 забруднення, 1 переміщення",
        },
    ),
    (
        # one row: no easy or hard row to name (the engine plays it as the easy row)
        "one-row-yellow-card-played",
        ev.CardPlayed(1, 2, "y07b", "easy"),
        {
            "en": "Taras plays yellow: 1 move, a catapult",
            "uk": "Taras грає жовту карту: 1 переміщення, катапульта",
        },
    ),
    (
        # a leader power's part is named: the prompt said "3 moves left" where the log said 2
        "yellow-card-played-with-tailwind",
        ev.CardPlayed(0, 9, "y10a", "easy", ("tailwind",)),
        {
            "en": "Olena plays yellow: 3 moves (2 + 1 from Tailwind)",
            "uk": "Olena грає жовту карту: 3 переміщення (2 + 1 — «Попутний вітер»)",
        },
    ),
    (
        "five-move-card-played-with-tailwind",
        ev.CardPlayed(0, 9, "y04a", "easy", ("tailwind",)),
        {"en": "Olena plays yellow: 6 moves (5 + 1 from Tailwind)"},
    ),
    (
        "yellow-catapult-played-with-tailwind-gains-a-move",
        ev.CardPlayed(0, 9, "y09a", "easy", ("tailwind",)),
        {
            "en": "Olena plays yellow (easy row): 1 move (Tailwind), a catapult",
            "uk": "Olena грає жовту карту, легкий ряд: 1 переміщення («Попутний вітер»), катапульта",
        },
    ),
    (
        "blue-card-played-with-rain-song",
        ev.CardPlayed(0, 9, "b10a", "easy", ("rain_song",)),
        {
            "en": "Olena plays blue: +3 water (2 + 1 from Rain song)",
            "uk": "Olena грає синю карту: +3 води (2 + 1 — «Пісня дощу»)",
        },
    ),
    (
        "red-card-played-with-purifier",
        ev.CardPlayed(0, 9, "r10a", "easy", ("purifier",)),
        {
            "en": "Olena plays red: +1 water, −2 pollution (1 + 1 from Purifier)",
            "uk": "Olena грає червону карту: +1 вода, −2 забруднення (1 + 1 — «Очищувач»)",
        },
    ),
    (
        "green-card-played-with-green-thumb",
        ev.CardPlayed(0, 9, "g02a", "easy", ("green_thumb",)),
        {
            "en": "Olena plays green (easy row): +2 water, a forest 1 water cheaper (Green thumb)",
            "uk": "Olena грає зелену карту, легкий ряд: +2 води, ліс на 1 воду дешевше («Зелена рука»)",
        },
    ),
    (
        "village-card-used-now-with-purifier",
        ev.VillageCardTaken(0, "v04", "now", 0, "", ("purifier",)),
        {"en": "Olena uses a village card at once: −4 pollution (3 + 1 from Purifier)"},
    ),
    (
        "red-card-drawn-from-the-deck",  # the colour as the card's word: one row, not two
        ev.CardDrawn(0, 0, "deck", "red", "r01a"),
        {"en": "Olena takes a red card from the deck", "uk": "Olena бере червону карту з колоди"},
    ),
    (
        "blue-card-discarded",  # the colour only: the temple action's discards would run to lines
        ev.CardDiscarded(0, 1, "b01a"),
        {"en": "Olena discards a blue card", "uk": "Olena скидає синю карту"},
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
        # A name stays in the nominative, so it never follows "у" ("Забруднення на b1 у
        # Гравець 1" is wrong)
        "pollution-from-a-village",
        ev.PollutionAdded(0, "b1"),
        {"en": "Olena: pollution falls on b1", "uk": "Olena: жетон забруднення на b1"},
    ),
    (
        # A bot's name ends in "seat 2": no possessive after it, no hyphen for a dash (not
        # "Round 1: Bot: easy · seat 2's turn", "Раунд 1: хід - Бот: легкий · місце 2")
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


def test_a_card_play_line_gives_the_moves_the_move_prompt_counts(en: None):
    # Guards against: with Tailwind the prompt said "3 moves left", the log "2 moves".
    hand = ["r10a", "r10b", "g10a", "y10a", "y04a"]
    state = TITLE.scenario({"players": 2, "boards": [{
        "leader": "mena", "hand": hand, "leader_cards": ["tailwind"], "tasks_done": ["path"]}]})  # fmt: skip
    for slot, moves in ((4, 3), (5, 6)):
        played = state.clone()
        events = played.apply(played.parse_action(f"play {slot} easy"))
        assert played.counter == moves
        assert (
            writer().describe(events[0])
            == f"Olena plays yellow: {moves} moves ({moves - 1} + 1 from Tailwind)"
        )


def test_a_card_play_line_has_one_colon_for_every_card_and_row(lang: str):
    # Guards against: "легкий ряд: 1 переміщення вершника, катапульта: один вершник…"
    data = game_data()
    for card, rows in enumerate(data.card_rows):
        for row in ("easy", "hard")[: len(rows)]:
            line = writer().describe(ev.CardPlayed(0, 0, data.card_ids[card], row))
            assert isinstance(line, str) and line.count(":") == 1, line


def test_a_village_card_is_named_by_its_goal_when_tucked_and_by_its_effect_when_used(lang: str):
    # v01: goal "at least 4 purple tiles", effect W3
    line = writer().describe(tucked_goal())
    assert line == (
        "Olena tucks a village card: 4 purple tiles"
        if lang == "en"
        else "Olena підкладає карту селища: 4 фіолетові"
    )
    used = writer().describe(ev.VillageCardTaken(0, "v01", "now", 0, ""))
    assert used == (
        "Olena uses a village card at once: +3 water"
        if lang == "en"
        else "Olena одразу використовує карту селища: +3 води"
    )


CARD_WORDS = {
    "en": r"an? (red|blue|green|yellow) card\b",
    "uk": r"(червону|синю|зелену|жовту) карту\b",
}
CODE = r"\b([rbgy]\d\d[ab]?|v\d\d)\b"


@pytest.mark.parametrize("players", [2, 3, 5])
def test_no_line_of_a_whole_game_names_a_card_or_tile_by_its_bare_code(lang: str, players: int):
    data = game_data()
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
    assert re.search(r"\bv\d\d\b", raw)
    for line in lines:
        assert not any(tile in line for tile in data.tile_ids), line
        assert not re.search(CODE, line), line
    assert "purple_" in raw or "green_" in raw or "yellow_" in raw


# One move of several riders is one log line ("вершник летить столиця » a1"
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


# The log's room for text (tests/client/table/test_log_wrap.py: the Tribes of the Wind log).
LOG_ROOM = 400 - 28
BOT = {"en": "Bot 2 (normal)", "uk": "Бот 2 (середній)"}


def card_play_lines(name: str) -> list[str]:
    data = game_data()
    log = TotwLogWriter(lambda p: name)
    return [
        str(log.describe(ev.CardPlayed(0, 0, data.card_ids[card], row)))
        for card, rows in enumerate(data.card_rows)
        for row in ("easy", "hard")[: len(rows)]
    ]


def test_a_card_play_line_of_a_short_name_reads_in_one_log_row_in_english(en: None):
    # Guards against: card-play lines ran to two or three rows of the log.
    pygame.init()
    assert log_line_rows("Taras plays red (hard row): −3 pollution, 1 move", LOG_ROOM) == (
        "Taras plays red (hard row): −3 pollution, 1 move",
    )
    one_row = [line for line in card_play_lines("Olena") if len(log_line_rows(line, LOG_ROOM)) == 1]
    assert len(one_row) >= len(card_play_lines("Olena")) * 2 // 3


def test_a_bot_s_card_play_line_takes_two_rows_broken_after_the_row_it_played(lang: str):
    pygame.init()
    lines = card_play_lines(BOT[lang])
    wrapped = [log_line_rows(line, LOG_ROOM) for line in lines]
    # two rows at most, but for the one green card that plants twice (and a few in Ukrainian)
    assert sum(len(rows) > 2 for rows in wrapped) <= (1 if lang == "en" else 6), wrapped
    assert all(len(rows) <= 3 for rows in wrapped)
    row_word = t("log.row_easy").split()[-1].strip("()")  # "row" / "ряд"
    two = [rows for rows in wrapped if len(rows) == 2]
    broken_at_the_colon = [rows for rows in two if rows[0].endswith(":") or f"{row_word}:" in rows[1]]
    # but the green card that plants twice: after its colon it would take three
    assert len(two) - len(broken_at_the_colon) <= 2, [rows for rows in two if rows not in broken_at_the_colon]


# The pollution a village puts on its neighbours is one event a token: one line for the action,
# not one a token (not three "pollution falls on" lines for one village).
POLLUTED = {
    "en": [
        "Olena: pollution falls on c4",
        "Olena: 3 pollution tokens on c4, d4, e4",
    ],
    "uk": [
        "Olena: жетон забруднення на c4",
        "Olena: 3 жетони забруднення на c4, d4, e4",
        "Olena: 5 жетонів забруднення на c4, d4, e4, a1, b1",
    ],
}


def test_the_pollution_of_one_action_is_one_line(lang: str):
    book = LogBook(TotwLogWriter, lambda p: NAMES[p])
    book.feed([ev.PollutionAdded(0, "c4")])
    assert book.lines == POLLUTED[lang][:1]
    book.feed([ev.PollutionAdded(0, "d4"), ev.PollutionAdded(0, "e4")])
    assert book.lines == POLLUTED[lang][1:2]
    if lang == "uk":
        book.feed([ev.PollutionAdded(0, "a1"), ev.PollutionAdded(0, "b1")])
        assert book.lines == POLLUTED[lang][2:3]
    # another line, another player or a table note starts a new one
    book = LogBook(TotwLogWriter, lambda p: NAMES[p])
    book.feed([ev.VillageBuilt(0, "c3", "green_01", 1, 1), ev.PollutionAdded(0, "c4")])
    book.feed([ev.VillageBuilt(0, "c2", "green_02", 1, 2), ev.PollutionAdded(0, "d4")])
    book.feed([ev.PollutionAdded(1, "a1")])
    book.note("undone", player=0)
    book.feed([ev.PollutionAdded(1, "a2")])
    lines = book.lines
    assert len(lines) == 7, lines
    assert lines[1] == POLLUTED[lang][0] and lines[3] == POLLUTED[lang][0].replace("c4", "d4")
    assert lines[4] == POLLUTED[lang][0].replace("Olena", "Taras").replace("c4", "a1")
    assert lines[6] == POLLUTED[lang][0].replace("Olena", "Taras").replace("c4", "a2")
    again = LogBook(TotwLogWriter, lambda p: NAMES[p])
    again.entries = list(book.entries)
    assert again.lines == lines
