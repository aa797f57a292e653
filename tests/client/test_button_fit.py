"""Buttons fit their words in both languages (clipped Ukrainian kill buttons, "Use
Anun-N", the English rule option "matches from before the move" overflowing its button).

Every widget button of the menus and new-game scenes (each rule option at each of its values) and
every option button the three tables raise over a stretch of random play is checked, in Ukrainian
and English, with the widget kit's own fitting (``widgets.fit_label``) for the table's buttons.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pygame_gui
import pytest

from game.client import games
from game.client.app import App
from game.client.settings import AnimationSpeed, Settings
from game.client.table import view_factory
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.text import font
from game.client.widgets import LABEL_PAD, fit_label

TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")
LANGUAGES = ("uk", "en")
SMALLEST = 14  # px: the smallest size a label may shrink to
SQUEEZE = 0.8  # the least horizontal scale a label may be squeezed to


@pytest.fixture(params=LANGUAGES)
def lang_app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(
        Settings(language=request.param, animation_speed=AnimationSpeed.OFF),
        headless=True,
        persist_settings=False,
    )
    games.load_game_packages()
    yield application
    application.close()


def _widget_buttons(scene: object) -> list[pygame_gui.elements.UIButton]:
    ui = scene.ui  # type: ignore[attr-defined]
    return [el for el in ui.get_sprite_group().sprites() if isinstance(el, pygame_gui.elements.UIButton)]


def test_every_menu_and_new_game_button_fits_its_words(lang_app: App):
    from game.client.scenes.message import MessageScene
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.settings import SettingsScene
    from game.client.scenes.title import TitleScene
    from game.client.table.new_game import NewGameScene
    from game.client.text import tr

    scenes = [
        TitleScene(lang_app),
        SettingsScene(lang_app),
        PauseScene(lang_app),
        MessageScene(
            lang_app,
            tr("table.new_game.replace_title"),
            "?",
            on_confirm=lambda: None,
            confirm_label=tr("table.new_game.replace"),
        ),
    ]
    scenes += [NewGameScene(lang_app, view_factory(title)(lang_app)) for title in TITLES]
    too_wide = []
    for scene in scenes:
        lang_app.stack.clear()
        lang_app.stack.push(scene)
        lang_app.run(frames=1)
        rounds = max([len(choices) for _, choices in getattr(scene, "specs", {}).values()] + [1])
        for _ in range(rounds):  # every rule option at each of its values
            for button in _widget_buttons(scene):
                if button.font.size(button.text)[0] > button.rect.width - 16:
                    too_wide.append((type(scene).__name__, button.text, button.rect.width))
            for name in getattr(scene, "specs", {}):
                scene._cycle_flag(name)()  # type: ignore[attr-defined]
    assert too_wide == []


def _table_buttons(
    app: App, title: str, players: int, steps: int, seed: int
) -> Iterator[tuple[str, pygame.Rect]]:
    view = view_factory(title)(app)
    seats = [Seat(f"Гравець {index + 1}" if index % 2 else f"Player {index + 1}") for index in range(players)]
    session = Session(view.title, GameSetup(seats, seed, {}), view=view)
    table = TableScene(app, view, session)
    app.stack.push(table)
    rng = random.Random(seed)
    for _ in range(steps):
        if table.state.is_terminal():
            break
        for button in table.options.buttons + table.options.top_buttons:
            label = button.label if button.hotkey is None else f"{button.hotkey.upper()}  {button.label}"
            yield label, button.rect
        question = table.question
        if question is not None:
            for target in question.targets:
                if len(target.actions) > 1:  # the several-action question's buttons
                    table.options.pending = list(target.actions)
                    table.options.rebuild()
                    for button in table.options.buttons:
                        yield f"{button.hotkey}  {button.label}", button.rect
                    table.options.pending = []
                    table.options.rebuild()
                    break
        table.play(rng.choice(table.state.legal_actions()))
    app.stack.pop()


@pytest.mark.parametrize("title", TITLES)
def test_every_table_option_button_fits_its_words(lang_app: App, title: str):
    unfit = set()
    most = view_factory(title).title.max_players  # type: ignore[attr-defined]
    for players, seed in ((2, 4), (most, 9)):
        for label, rect in _table_buttons(lang_app, title, players, 120, seed):
            width = rect.width - 2 * LABEL_PAD
            size, lines, squeeze = fit_label(label, width, rect.height - 4)
            kept = " ".join(lines).split() == label.split()
            if (
                not kept
                or size < SMALLEST
                or squeeze < SQUEEZE
                or any(font(size).size(line)[0] * min(squeeze, 1.0) > width + 1 for line in lines)
            ):
                unfit.add((label, rect.width, size, round(squeeze, 2)))
    assert sorted(unfit) == []


def test_the_continue_buttons_share_one_size(lang_app: App, monkeypatch: pytest.MonkeyPatch):
    # "Продовжити: Племена вітру" shrank alone beside a larger "Продовжити: П'ять Каст".
    from game.client.games import GameEntry
    from game.client.scenes.title import TitleScene
    from game.client.text import tr

    monkeypatch.setattr(GameEntry, "can_continue", lambda self: True)
    title = TitleScene(lang_app)
    lang_app.stack.push(title)
    lang_app.run(frames=1)
    prefix = tr("client.title.continue", game="").strip()
    continues = [b for b in _widget_buttons(title) if b.text.startswith(prefix)]
    assert len(continues) == 3
    assert len({b.font.size("Hg")[1] for b in continues}) == 1, [
        (b.text, b.font.size("Hg")) for b in continues
    ]
    assert all(b.font.size(b.text)[0] <= b.rect.width - 16 for b in continues)
