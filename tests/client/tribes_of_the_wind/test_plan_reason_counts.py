"""A plan's reason counts a line's rider moves and forests: the reason hands over the pieces of
each kind of event (``ai.plan.reason_parts``), and a line of 3 rider moves read "moves a rider"."""

from __future__ import annotations

import pytest

from ai.plan import ReasonPart
from game.client.table.plan_words import PlanWords
from game.client.text import init_translations
from game.client.tribes_of_the_wind.view import TotwView

WORDS = {
    "en": {
        "rider_moved": ("moves a rider", "3 rider moves"),
        "forest_planted": ("plants 1 forest", "plants 2 forests"),
    },
    "uk": {
        "rider_moved": ("переміщує вершника", "3 переміщення вершників"),
        "forest_planted": ("садить 1 ліс", "садить 2 ліси"),
    },
}


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_reason_counts_every_rider_move_and_forest_of_the_line(lang):
    init_translations(lang)
    words = PlanWords(TotwView(), lambda seat: f"P{seat}", lambda state: None)  # type: ignore[arg-type,return-value]
    for kind, (one, more) in WORDS[lang].items():
        many = 3 if kind == "rider_moved" else 2
        single = words.part(ReasonPart(f"event.{kind}", 1))
        plural = words.part(ReasonPart(f"event.{kind}", many))
        assert single is not None and plural is not None
        assert single == one
        assert plural == more
