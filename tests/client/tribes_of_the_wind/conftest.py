"""Tribes of the Wind table tests: translations loaded, the language restored afterwards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.client.text import init_translations, language, set_language


@pytest.fixture(params=["en", "uk"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    init_translations("en")
    before = language()
    set_language(request.param)
    yield request.param
    set_language(before)


@pytest.fixture
def english() -> Iterator[None]:
    init_translations("en")
    before = language()
    set_language("en")
    yield
    set_language(before)
