"""A tutorial chapter's leave question (Esc) covers the coach: while it is open, the coach's bubble
and its buttons are not drawn, dimmed, behind it; once the learner stays, the bubble is back. Its
dimmed bubble used to show behind the question's panel, asking to be read and pressed there."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.scenes.message import MessageScene
from game.client.table import view_factory
from game.client.table.scene import TableScene
from game.client.table.tutorial_scene import tutorial_scene
from game.tutorial import load_chapters
from tests.client.conftest import key

games.load_game_packages()


def frame_without_coach(app: App, table: TableScene) -> pygame.Surface:
    """The canvas drawn again, at the same moment, with the coach's layer left out."""
    coach = table.coach
    real = coach.draw_layer  # type: ignore[attr-defined]
    coach.draw_layer = lambda *args, **kwargs: None  # type: ignore[attr-defined]
    try:
        app.draw()
    finally:
        coach.draw_layer = real  # type: ignore[attr-defined]
    return app.canvas.copy()


def frame(app: App) -> pygame.Surface:
    app.draw()
    return app.canvas.copy()


def same(one: pygame.Surface, other: pygame.Surface, rect: pygame.Rect) -> bool:
    return pygame.image.tobytes(one.subsurface(rect), "RGB") == pygame.image.tobytes(
        other.subsurface(rect), "RGB"
    )


@pytest.mark.parametrize("title", ["five_tribes", "tribes_of_the_wind"])
def test_the_leave_question_hides_the_coachs_bubble_until_the_learner_stays(quick_app: App, title: str):
    app = quick_app
    script = load_chapters(title)[0]
    table = tutorial_scene(app, view_factory(title)(app), script)  # type: ignore[misc]
    app.stack.push(table)
    app.run(frames=2)
    bubble = table.coach.bubble_layout(table.state)  # type: ignore[attr-defined]
    assert bubble is not None
    canvas = pygame.Rect(0, 0, 1600, 900)
    assert not same(frame(app), frame_without_coach(app, table), bubble.rect)  # the bubble shows

    pygame.event.post(key(pygame.K_ESCAPE))
    app.run(frames=1)
    question = app.stack.top
    assert isinstance(question, MessageScene) and question.asks
    assert same(frame(app), frame_without_coach(app, table), canvas)

    question.back()  # Stay
    app.run(frames=1)
    assert app.stack.top is table
    assert not same(frame(app), frame_without_coach(app, table), bubble.rect)
