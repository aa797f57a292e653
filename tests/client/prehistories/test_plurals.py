"""Ukrainian plural forms of the Prehistories strings: 1 / 2-4 / 5+ each in its own form (the few
and many forms were swapped in several entries), and English one/other for the hunters sent back."""

from __future__ import annotations

import pytest

from game.client.prehistories.logwords import PrehistoriesLog
from game.client.text import set_language, tr
from game.rules.prehistories import events as E

CASES = [
    ("tip.stack_body", {}, {1: "1 тайл", 3: "3 тайли", 5: "5 тайлів", 22: "22 тайли", 11: "11 тайлів"}),
    ("tip.shape", {"width": 2, "height": 2}, {1: "1 клітинка", 3: "3 клітинки", 5: "5 клітинок"}),
    ("log.totems", {"player": "А", "objective": "Х"}, {1: "1 тотем ", 2: "2 тотеми", 5: "5 тотемів"}),
    ("log.reshuffled", {"player": "А"}, {1: "1 карту", 2: "2 карти", 6: "6 карт"}),
    ("log.drew", {"player": "А", "why": "x"}, {1: "1 карту", 3: "3 карти", 7: "7 карт"}),
    ("log.why_injuries", {}, {1: "1 поранення", 2: "2 поранення", 5: "5 поранень"}),
    ("missing.ring", {}, {1: "1 клітинка", 2: "2 клітинки", 6: "6 клітинок"}),
    ("missing.legend_pair", {}, {1: "1 легендарний звір", 2: "2 легендарні звірі", 5: "5 легендарних"}),
]


@pytest.mark.parametrize(("key", "values", "forms"), CASES, ids=[c[0] for c in CASES])
def test_ukrainian_counts_take_their_own_form(app, key: str, values: dict, forms: dict[int, str]):
    set_language("uk")
    try:
        for count, expected in forms.items():
            text = tr(f"prehistories.{key}", count=count, **values)
            assert expected in text, (count, text)
    finally:
        set_language("en")


def test_one_hunter_going_back_is_one_hunter_in_both_languages(app):
    log = PrehistoriesLog(lambda seat: ["Ada", "Bo"][seat])
    try:
        set_language("en")
        assert log.describe(E.HuntersReturned(0, (51,))) == "Ada's hunter 51 goes back to the hand."
        assert log.describe(E.HuntersReturned(0, (33, 51))) == "Ada's hunters 33, 51 go back to the hand."
        set_language("uk")
        assert log.describe(E.HuntersReturned(0, (51,))).startswith("Мисливець 51 повертається")
        assert log.describe(E.HuntersReturned(0, (33, 51))).startswith("Мисливці 33, 51 повертаються")
    finally:
        set_language("en")
