"""A tooltip of one answer keeps the question's other answers in sight, as the hover preview does
(``preview_panel.place``). Guards against: a hand card row's tip, opened at the corners round the
pointer, sat over the next card's rows."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table.scene import TableScene
from tests.client.tribes_of_the_wind.test_preview_keeps_answers import shown_over_answers

games.load_game_packages()


def rest(app: App, pos: tuple[int, int]) -> None:
    """The pointer moved to ``pos`` and left there until its tooltip is due."""
    window = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    app.run(frames=40)


def tooltip(app: App, pos: tuple[int, int]) -> pygame.Rect | None:
    rest(app, pos)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    return scene.renderer.tooltip_rect


@pytest.mark.parametrize("seed", [3, 74814])
def test_a_tip_covers_no_other_answer_of_the_question(lang_app: App, seed: int):
    tips = 0
    for key, tip, others, buttons in shown_over_answers(lang_app, seed, tooltip):
        tips += 1
        answers = others + buttons
        assert tip.collidelist(answers) < 0, (key, tip, answers[tip.collidelist(answers)])
    assert tips >= 5
