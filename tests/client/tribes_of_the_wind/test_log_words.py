"""The log names a card as the table does (its colour and id, "the red card r03a", like the tooltips
and the hint panel), a village card as "village card v05" and a forest tile by its colour and kind
("a purple forest tile"), never by a bare code ("Olena plays r03a", "plants purple_03"). Only the
words change: the events keep the codes the saved log is written from."""

from __future__ import annotations

import re

import numpy as np
import pytest

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
            if line:
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
