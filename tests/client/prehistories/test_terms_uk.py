"""The Ukrainian Prehistories texts name a game thing by one word: the glossary's (rules 11,
from the Ukrainian description in seeds/). Guards against: a zone's tooltip said
"Нова плитка вже летить сюди" while every other text, the new-game screen included, says "тайл"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.client import text

FILES = ("prehistories.uk.json", "prehistories_tutorial.uk.json")
NOT_OUR_WORDS = {"плитк": "тайл (rules 11: animal tile — тайл звірів)"}


def _strings(tree: object, path: str = ""):
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from _strings(value, f"{path}.{key}" if path else key)
    elif isinstance(tree, str):
        yield path, tree


@pytest.mark.parametrize("name", FILES)
def test_the_ukrainian_texts_call_a_tile_tail_never_plytka(name: str):
    data = json.loads((Path(text.I18N_DIR) / name).read_text(encoding="utf-8"))
    found = [
        (key, value, NOT_OUR_WORDS[stem])
        for key, value in _strings(data)
        for stem in NOT_OUR_WORDS
        if re.search(stem, value, re.IGNORECASE)
    ]
    assert found == []
