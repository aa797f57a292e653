"""The Ukrainian Prehistories texts name a game thing by one word: the glossary's (rules 11,
from the Ukrainian description in seeds/). Guards against: a zone's tooltip said
"Нова плитка вже летить сюди" while every other text, the new-game screen included, says "тайл"."""

from __future__ import annotations

import pytest

from tests.client.terms import off_glossary

FILES = ("prehistories.uk.json", "prehistories_tutorial.uk.json")
NOT_OUR_WORDS = {"плитк": "тайл (rules 11: animal tile — тайл звірів)"}


@pytest.mark.parametrize("name", FILES)
def test_the_ukrainian_texts_call_a_tile_tail_never_plytka(name: str):
    assert off_glossary(name, NOT_OUR_WORDS) == []
