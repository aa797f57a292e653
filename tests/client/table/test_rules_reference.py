"""The rules overlay is a reference a player can look things up in: each game's chapters are built
from the engine's own data (every djinn, tile kind, objective side, leader, power and village card),
no entry shows a raw string key, icons are drawn, and the tabs, keys and page button move through
it in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table import view_factory
from game.client.table.rules import PAGE_BOTTOM, PAGE_TOP, RulesScene, entry_height, tab_rects
from game.rules.five_tribes import data as ft
from game.rules.prehistories import data as ph
from game.rules.tribes_of_the_wind.data import Power, game_data

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")


def _scene(app: App, title: str, language: str) -> RulesScene:
    games.load_game_packages()
    app.set_language(language)
    return RulesScene(app, view_factory(title)(app))


def _titles(scene: RulesScene, chapter: int) -> list[str]:
    return [entry.title for entry in scene.chapters[chapter].entries]


@pytest.mark.parametrize("language", ["uk", "en"])
@pytest.mark.parametrize("title", TITLES)
def test_every_chapter_is_filled_with_real_words_and_packed_in_order(app: App, title: str, language: str):
    scene = _scene(app, title, language)
    assert len(scene.chapters) >= 3  # the rules in brief and at least two reference chapters
    for index, chapter in enumerate(scene.chapters):
        assert chapter.name and chapter.entries
        for entry in chapter.entries:
            for text in (entry.title, entry.body):
                assert text and f"{title}." not in text and "%{" not in text, text
        scene.open_chapter(index)
        pages = scene.packed()
        assert [e for page in pages for e in page] == list(chapter.entries)
        for page in pages:
            assert sum(entry_height(e) for e in page) <= PAGE_BOTTOM - PAGE_TOP or len(page) == 1


def test_five_tribes_lists_every_djinn_tile_kind_and_tribe_from_the_engine_data(app: App):
    scene = _scene(app, "five_tribes", "en")
    djinns = _titles(scene, 1)
    assert len(djinns) == len(ft.DJINNS) == 22
    for djinn, line in zip(ft.DJINNS, djinns):
        assert line.startswith(djinn.name) and f"{djinn.vp} VP" in line
    board = _titles(scene, 2)
    assert len(board) == len(ft.TileKind) + len(ft.MEEPLE_COUNTS)
    assert "× 7" in board[1] and "15" in board[1]  # seven sacred places, the dearest worth 15
    goods = scene.chapters[3].entries
    assert all(str(v) in goods[1].body for v in ft.SUIT_VALUES[1:])


def test_prehistories_lists_every_objective_side_and_stack(app: App):
    scene = _scene(app, "prehistories", "en")
    parts = ph.components()
    objectives = _titles(scene, 2)
    assert len(objectives) == 3 + 2 * len(parts.objective_cards)
    card = parts.objective_cards[1]
    assert any(f"{card.moon.first} / {card.moon.later}" in line and "Card 1" in line for line in objectives)
    stacks = _titles(scene, 1)
    assert len([s for s in stacks if s.startswith("Stack")]) == len(ph.STACKS) - 1


def test_tribes_of_the_wind_draws_its_icons_and_lists_leaders_and_village_cards(app: App):
    scene = _scene(app, "tribes_of_the_wind", "en")
    data = game_data()
    icons = scene.chapters[1].entries
    drawn = [e for e in icons if e.icon is not None]
    assert len(drawn) == 4 + 6 + 4  # elements, effects, village features
    for entry in drawn:
        surface = pygame.Surface((60, 60), pygame.SRCALPHA)
        scene.view.draw_rules_icon(surface, entry.icon, surface.get_rect())
        assert surface.get_bounding_rect().width > 10, entry.title  # something was drawn
    assert len(_titles(scene, 2)) == len(data.leaders) + len(Power)
    villages = scene.chapters[3].entries
    assert len(villages) == len(set(zip(data.village_goal, data.village_stars, data.village_effect)))


@pytest.mark.parametrize("language", ["uk", "en"])
def test_tabs_keys_and_the_page_button_move_through_the_reference(app: App, language: str):
    scene = _scene(app, "tribes_of_the_wind", language)
    app.stack.push(scene)
    key = lambda k, mod=0: scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod))  # noqa: E731
    key(pygame.K_TAB)
    assert (scene.chapter, scene.page) == (1, 0)
    key(pygame.K_RIGHT)
    assert scene.page == 1
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert (scene.chapter, scene.page) == (0, 0)
    key(pygame.K_4)
    assert scene.chapter == 3
    tabs = tab_rects([c.name for c in scene.chapters])
    assert tabs[-1].right <= 1360 and all(a.right < b.left for a, b in zip(tabs, tabs[1:]))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=tabs[2].center))
    assert (scene.chapter, scene.page) == (2, 0) and app.stack.top is scene
    surface = pygame.Surface((1600, 900))
    scene.draw(surface, 1.0)
    key(pygame.K_ESCAPE)
    assert app.stack.top is not scene


KEY_LINES = {
    "five_tribes": [("E", "End turn"), ("1-7", "a bid by its place"), ("1-5", "3 merchant")],
    "tribes_of_the_wind": [("T", "the temple action"), ("1-4", "a temple by its number")],
    "prehistories": [("C", "commit the party"), ("F", "turn the tile")],
}


@pytest.mark.parametrize("title", TITLES)
def test_the_last_chapter_lists_the_games_keys_and_the_tables(app: App, title: str):
    scene = _scene(app, title, "en")
    keys = scene.chapters[-1]
    assert keys.name == "Keys"
    lines = [(entry.title, entry.body) for entry in keys.entries]
    for printed, words in [*KEY_LINES[title], ("B", "Back"), ("U, Ctrl+Z", "Undo")]:
        assert any(title_ == printed and words in body for title_, body in lines), (printed, lines)
