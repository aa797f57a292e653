"""The Ukrainian Tribes of the Wind texts name a game thing by the glossary's word (rules 11:
селище, карта селища, лідер, завдання лідера). Guards against: the preview of tucking a village
card said "бере карту села" and a completed task "виконує завдання вождя", while every other
text says "карта селища" and "завдання лідера" (seen in play)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.client import text

FILES = ("tribes_of_the_wind.uk.json", "tribes_of_the_wind_tutorial.uk.json")
NOT_OUR_WORDS = {
    r"\bсел(о|а|у|ом|і|ах|ам|ами)\b": "селище (rules 11: селище, карта селища)",
    r"\bвожд": "лідер (rules 11: лідер, завдання лідера)",
}


def _strings(tree: object, path: str = ""):
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from _strings(value, f"{path}.{key}" if path else key)
    elif isinstance(tree, str):
        yield path, tree


@pytest.mark.parametrize("name", FILES)
def test_the_ukrainian_texts_use_the_glossary_words_for_village_and_leader(name: str):
    data = json.loads((Path(text.I18N_DIR) / name).read_text(encoding="utf-8"))
    found = [
        (key, value, NOT_OUR_WORDS[pattern])
        for key, value in _strings(data)
        for pattern in NOT_OUR_WORDS
        if re.search(pattern, value, re.IGNORECASE)
    ]
    assert found == []
