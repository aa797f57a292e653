"""The F1 help says one word for the cards a player keeps ("holder", the rules reference's term;
"тримач"), where its keys chapter said "holder" and its rules chapter "refill your hand", and its
temple line names each bonus in the words of the temple buttons (it said "a free forest" where the
button said "plant a forest 4 water cheaper")."""

from __future__ import annotations

import re

from game.client.tribes_of_the_wind.keys import key_entries
from game.client.tribes_of_the_wind.words import effect_text, t
from game.client.tribes_of_the_wind.words_board import power_name
from game.rules.tribes_of_the_wind.data import Power, game_data

HOLDER = {"en": (r"\bholders?\b", r"\bhands?\b"), "uk": (r"тримач", r"\bрук[аиуі]\b|\bруках\b|\bруці\b")}


def help_texts() -> list[str]:
    """The rules in brief, the signs of the icons chapter and the keys, without the leader card
    named "Green thumb" ("Зелена рука"), which is a name, not the cards in a holder."""
    rules = [t(f"rules.p{i}.s{j}.body") for i in range(4) for j in range(2)]
    signs = [t(f"reference.sign.{sign}") for sign in ("you_at_least", "no", "all_four")]
    keys = [what.replace(power_name(Power.GREEN_THUMB), "") for _, what in key_entries()]
    return rules + signs + keys


def test_the_help_calls_the_cards_you_keep_by_one_word(lang: str):
    said = "\n".join(help_texts())
    one, other = HOLDER[lang]
    assert re.search(one, said) and not re.search(other, said), said


def test_the_keys_chapter_says_a_card_is_played_without_a_key(en):
    assert "playing a card has no key" in dict(key_entries())["1-5"]


def test_the_temple_line_names_each_bonus_as_the_temple_buttons_do(lang: str):
    temples = t("rules.p3.s0.body")
    for bonus in game_data().temple_bonus:
        assert effect_text(bonus) in temples, (effect_text(bonus), temples)
