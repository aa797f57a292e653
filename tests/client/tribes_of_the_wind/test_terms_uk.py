"""The Ukrainian Tribes of the Wind texts name a game thing by the glossary's word (rules 11:
селище, карта селища, лідер, завдання лідера). Guards against: the preview of tucking a village
card said "бере карту села" and a completed task "виконує завдання вождя", while every other
text says "карта селища" and "завдання лідера" (seen in play)."""

from __future__ import annotations

import pytest

from tests.client.terms import off_glossary

FILES = ("tribes_of_the_wind.uk.json", "tribes_of_the_wind_tutorial.uk.json")
NOT_OUR_WORDS = {
    r"\bсел(о|а|у|ом|і|ах|ам|ами)\b": "селище (rules 11: селище, карта селища)",
    r"\bвожд": "лідер (rules 11: лідер, завдання лідера)",
}


@pytest.mark.parametrize("name", FILES)
def test_the_ukrainian_texts_use_the_glossary_words_for_village_and_leader(name: str):
    assert off_glossary(name, NOT_OUR_WORDS) == []
