"""A played effect that did nothing says so in the log: a bot's "plays green: a forest 3 water
cheaper" was followed by nothing when no clean space lay next to its tiles, and a person could
not tell whether it had planted."""

from __future__ import annotations

from game.client.table.logbook import LogBook
from game.client.tribes_of_the_wind.logwords import TotwLogWriter
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import events as ev
from game.rules.tribes_of_the_wind.state import TotwState

NAMES = ["Olena", "Bot 2"]
HAND = ["r10a", "b10a", "g10a", "y10a", "r10b"]  # every card "none": r P1, b W2, g F1, y M2


def book_after(terrain: dict[str, object], *moves: str) -> list[str]:
    board = {"leader": "aelis", "hand": HAND, "terrain": terrain, "water": 10}
    state = TITLE.scenario({"players": 2, "seed": 3, "boards": [board]})
    assert isinstance(state, TotwState)
    book = LogBook(TotwLogWriter, lambda p: NAMES[p])
    for move in moves:
        book.feed(state.apply(state.parse_action(move)))
    return book.lines


NO_SPACE = {
    "en": "Olena plants nothing: no clean empty space next to their tiles",
    "uk": "Olena нічого не садить: поруч із плитками немає чистої порожньої комірки",
}


def test_a_plant_that_found_no_clean_space_is_the_line_after_the_card(lang: str):
    polluted = {"a1": {"tile": "start_1"}, "b1": {"pollution": 1}, "a2": {"pollution": 2}}
    lines = book_after(polluted, "play 3 easy")
    played = TotwLogWriter(lambda p: NAMES[p]).describe(ev.CardPlayed(0, 3, "g10a", "easy"))
    assert lines[lines.index(str(played)) + 1] == NO_SPACE[lang], lines


FORGONE = {
    "en": ["Olena forgoes 1 move", "Olena forgoes 2 moves", "Olena forgoes 5 moves"],
    "uk": [
        "Olena відмовляється від 1 переміщення",
        "Olena відмовляється від 2 переміщень",
        "Olena відмовляється від 5 переміщень",
    ],
}


def test_moves_left_unmade_are_counted_in_the_log(lang: str):
    writer = TotwLogWriter(lambda p: NAMES[p])
    said = [writer.describe(ev.EffectSkipped(0, "move", "stopped", n)) for n in (1, 2, 5)]
    assert said == FORGONE[lang]


def test_every_skip_the_engine_raises_has_words_in_both_languages(lang: str):
    writer = TotwLogWriter(lambda p: NAMES[p])
    reasons = {
        "plant": ["no_space", "no_water", "no_tiles", "stopped"],
        "clean": ["no_pollution", "out_of_reach"],
        "temple": ["all_built", "no_tile"],
        "move": ["stopped", "no_move"],
        "catapult": ["stopped", "no_move"],
    }
    for effect, whys in reasons.items():
        for why in whys:
            line = writer.describe(ev.EffectSkipped(1, effect, why, 2))
            assert isinstance(line, str) and line.startswith("Bot 2 ") and "skipped" not in line, line
