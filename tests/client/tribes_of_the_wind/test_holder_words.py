"""Every Tribes of the Wind text calls the cards a player keeps by the rules' word: "holder"
("тримач"). Guards against: the F1 help said "holder" while the card tooltips said "cards in your
hand" ("у вашій руці"), the holder panel was titled "Hand of Taras" ("Рука: Тарас"), and the
element-row help, a rule flag's help, the hidden-holder note and the tutorial said "hand"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.client import text
from tests.client.terms import strings

FILES = ("tribes_of_the_wind", "tribes_of_the_wind_tutorial")
HAND = {"en": r"\bhands?\b", "uk": r"\bрук\w*|\bруц\w*"}
HOLDER = {"en": r"\bholders?\b", "uk": r"тримач"}

# Not about the cards a player keeps: the leader power "Green thumb" is "Зелена рука" in Ukrainian
# (an idiom for a gardener's knack, the power makes forests cheaper), and the planting tooltip
# names it ("Із «Зеленою рукою» ви платите …").
NOT_THE_RACK = {
    "power.green_thumb.name",
    "tile.green_thumb.one",
    "tile.green_thumb.few",
    "tile.green_thumb.many",
    "tile.green_thumb.other",
}

# The texts about the cards a player keeps, in both languages.
RACK = {
    "tribes_of_the_wind": (
        "req.you_at_least",
        "req.no",
        "req.all_four",
        "holder.title",
        "flags.played_card_counts.help",
        "hand.hidden",
        "keys.hand",
        "rules.p0.s1.body",
        "rules.p1.s1.body",
        "rules.p3.s0.body",
    ),
    "tribes_of_the_wind_tutorial": ("c1.turn", "c1.learned_reading"),
}


def texts(name: str, lang: str) -> dict[str, str]:
    """Dotted key (without the language) → text of a locale file."""
    data = json.loads((Path(text.I18N_DIR) / f"{name}.{lang}.json").read_text(encoding="utf-8"))
    return {key.removeprefix(f"{lang}."): value for key, value in strings(data)}


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_no_tribes_of_the_wind_text_says_hand(name: str, lang: str):
    said = [
        (key, value)
        for key, value in texts(name, lang).items()
        if key not in NOT_THE_RACK and re.search(HAND[lang], value, re.IGNORECASE)
    ]
    assert said == []


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_texts_about_the_kept_cards_say_holder(name: str, lang: str):
    found = texts(name, lang)
    missing = [
        (key, found.get(key))
        for key in RACK[name]
        if not re.search(HOLDER[lang], found.get(key, ""), re.IGNORECASE)
    ]
    assert missing == []


def test_the_exceptions_are_still_there():
    # An exception for a text that is gone or no longer says "рука" would hide nothing.
    found = texts("tribes_of_the_wind", "uk")
    assert all(re.search(HAND["uk"], found[key], re.IGNORECASE) for key in NOT_THE_RACK)
