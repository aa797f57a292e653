"""Space at the table: rules pages filled before the next starts, the results table
spread over the whole panel at every player count."""

from __future__ import annotations

import pytest

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.results import score_columns
from game.client.table.rules import PAGE_BOTTOM, PAGE_TOP, RulesScene, entry_height

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")


@pytest.mark.parametrize("language", ["uk", "en"])
@pytest.mark.parametrize("title", TITLES)
def test_no_rules_page_is_left_half_empty_when_the_next_section_would_fit(
    app: App, title: str, language: str
):
    games.load_game_packages()
    app.set_language(language)
    scene = RulesScene(app, view_factory(title)(app))
    room = PAGE_BOTTOM - PAGE_TOP
    for index, chapter in enumerate(scene.chapters):
        scene.open_chapter(index)
        pages = scene.packed()
        assert [e for page in pages for e in page] == list(chapter.entries)  # every entry, in order
        for page, following in zip(pages, pages[1:], strict=False):
            used = sum(entry_height(entry) for entry in page)
            assert used + entry_height(following[0]) > room  # the next would not have fitted
    brief = scene.chapters[0].entries
    assert [(e.title, e.body) for e in brief] == [s for page in scene.view.rules_pages() for s in page]


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_the_results_columns_span_the_table_at_every_player_count(count: int):
    left, width = score_columns(count)
    assert left + width * count >= 1290  # to the panel's right edge (1300), not stopping halfway
    assert width * count <= 1300 - left
