from __future__ import annotations

import pygame

from game.client.app import App
from game.client.games import register_game, registered_games
from game.client.scene import Scene
from game.client.scenes.title import TitleScene
from tests.client.conftest import key


class NewGame(Scene):
    pass


class Resumed(Scene):
    pass


def _labels(title: TitleScene) -> list[str]:
    """What the keyboard walks through: game cards by title id, other buttons by their text."""
    cards = {button: entry.title_id for entry, _, button in title.cards}
    return [cards.get(button, button.text) for button in title.focus_order]


def test_the_title_lists_only_registered_games(app: App, clean_registry: None):
    title = TitleScene(app)
    app.stack.push(title)
    assert _labels(title) == ["Settings", "Quit"]
    register_game("prehistories", NewGame)
    register_game("five_tribes", NewGame)
    title.rebuild()
    assert _labels(title) == ["five_tribes", "prehistories", "Settings", "Quit"]


def test_continue_appears_only_while_a_save_exists(app: App, clean_registry: None):
    saves = {"five_tribes": False}
    register_game("five_tribes", NewGame, has_save=lambda: saves["five_tribes"], make_continue_scene=Resumed)
    title = TitleScene(app)
    app.stack.push(title)
    assert "Continue: Five Tribes" not in _labels(title)
    saves["five_tribes"] = True
    title.rebuild()
    assert _labels(title)[0] == "Continue: Five Tribes"
    pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert isinstance(app.stack.top, Resumed)


def test_a_failing_save_check_hides_continue_instead_of_crashing(app: App, clean_registry: None):
    def broken() -> bool:
        raise OSError("disk gone")

    register_game("five_tribes", NewGame, has_save=broken, make_continue_scene=Resumed)
    title = TitleScene(app)
    app.stack.push(title)
    assert _labels(title) == ["five_tribes", "Settings", "Quit"]


def test_choosing_a_game_opens_its_new_game_scene(app: App, clean_registry: None):
    register_game("tribes_of_the_wind", NewGame)
    assert [entry.title_id for entry in registered_games()] == ["tribes_of_the_wind"]
    app.stack.push(TitleScene(app))
    pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert isinstance(app.stack.top, NewGame)


def test_enter_on_the_title_continues_the_saved_game_first(app: App, clean_registry: None):
    register_game("prehistories", NewGame)
    register_game("five_tribes", NewGame, has_save=lambda: True, make_continue_scene=Resumed)
    app.stack.push(TitleScene(app))
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert isinstance(app.stack.top, Resumed)


def test_enter_on_a_title_without_games_does_nothing(app: App, clean_registry: None):
    title = TitleScene(app)
    app.stack.push(title)
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert app.stack.top is title


def test_a_game_brings_its_own_music_and_the_title_takes_its_back(app: App, clean_registry: None):
    register_game("prehistories", NewGame, music="music/prehistories")
    title = TitleScene(app)
    app.stack.push(title)
    assert app.audio.available  # SDL's dummy audio driver, set in conftest
    assert app.audio.current_music == "music/title"
    pygame.event.post(key(pygame.K_RETURN))
    app.frame(1 / 60)
    assert app.audio.current_music == "music/prehistories"
    app.stack.pop()
    assert app.audio.current_music == "music/title"


def test_the_shelf_orders_the_games_and_a_new_one_joins_at_the_end(app: App, clean_registry: None):
    register_game("prehistories", NewGame, shelf=3)
    register_game("a_fourth_game", NewGame)  # no shelf: after the others
    register_game("tribes_of_the_wind", NewGame, shelf=2)
    register_game("five_tribes", NewGame, shelf=1)
    title = TitleScene(app)
    app.stack.push(title)
    assert _labels(title)[:4] == ["five_tribes", "tribes_of_the_wind", "prehistories", "a_fourth_game"]


def test_the_three_games_register_on_their_shelves(clean_registry: None):
    from game.client.five_tribes.view import FiveTribesView
    from game.client.prehistories.view import PrehistoriesView
    from game.client.table import register_table
    from game.client.tribes_of_the_wind.view import TotwView

    for view in (PrehistoriesView, TotwView, FiveTribesView):
        register_table(view)
    assert [e.title_id for e in registered_games()] == ["five_tribes", "tribes_of_the_wind", "prehistories"]


def test_the_toy_game_joins_by_registering_alone(app: App, clean_registry: None):
    """docs/adding-a-game.md's template: one register_table call, nothing shared edited."""
    from game.client.table import register_table, view_factory
    from game.client.table.new_game import NewGameScene
    from tests.client.table.toy import TallyView

    register_game("five_tribes", NewGame, shelf=1)
    entry = register_table(TallyView)
    assert [e.title_id for e in registered_games()] == ["five_tribes", entry.title_id]
    assert view_factory(entry.title_id) is TallyView
    assert isinstance(entry.make_new_game_scene(app), NewGameScene)


def test_a_title_is_registered_once_its_view_with_its_entry(app: App, clean_registry: None):
    """One registry: the view a table is built with is the entry's, gone with it, replaced with it."""
    from game.client.games import game, scene_factory, unregister_game
    from game.client.table import register_table, view_factory
    from tests.client.table.toy import TallyCore, TallyView

    entry = register_table(TallyView)
    assert game("tally") is entry and entry.make_view is TallyView
    assert scene_factory("tally.demo") is not None and scene_factory("tally.new_game") is not None
    again = register_table(TallyCore)
    assert game("tally") is again and view_factory("tally") is again.make_view is not TallyView
    assert [e.title_id for e in registered_games()] == ["tally"]
    unregister_game("tally")
    assert view_factory("tally") is None and registered_games() == []
