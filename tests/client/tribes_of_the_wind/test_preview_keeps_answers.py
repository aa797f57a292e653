"""The hover preview of one answer keeps the question's other answers in sight: a hand card's
row had its box beside it, over the next card's rows (42 of 69 boxes over 5 seeded games'
turn starts covered another answer's target); above the first card, half off the canvas and
over the temple action's button."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np
import pygame
import pytest

from ai.heuristics import heuristic_for
from game.client import games
from game.client.app import App
from game.client.table.preview_panel import CANVAS
from game.client.table.scene import TableScene
from game.client.table.session import Seat
from game.rules.tribes_of_the_wind import TITLE, TotwState
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.phase import Phase
from tests.client.table.test_hint import table_at
from tests.client.table.test_preview_panel import hover

games.load_game_packages()


def turn_starts(seed: int, count: int) -> list[TotwState]:
    """The first ``count`` turn starts of a policy-played 2-player game where a row may be played."""
    state = TITLE.new_game(2, seed)
    policy = heuristic_for("tribes_of_the_wind")
    rng = np.random.default_rng(seed)
    found: list[TotwState] = []
    while not state.is_terminal() and len(found) < count:
        if state.phase == Phase.ACTION and any(a < act.TEMPLE_ACTION for a in state.legal_actions()):
            found.append(state.clone())
        state.apply(policy.rollout_action(state, rng))
    return found


def shown_over_answers(
    app: App, seed: int, show: Callable[[App, tuple[int, int]], pygame.Rect | None]
) -> Iterator[tuple[str, pygame.Rect, list[pygame.Rect], list[pygame.Rect]]]:
    """For each live answer of the first turn starts of ``seed``'s game: what ``show`` puts up
    with the pointer on it (a preview box, a tooltip), the question's other live targets, and
    its option buttons."""
    for state in turn_starts(seed, 3):
        seat = state.current_player()
        seats = [Seat("Me") if p == seat else Seat("Bot", "easy") for p in range(2)]
        table = table_at(app, "tribes_of_the_wind", state, seats)
        question = table.question
        assert question is not None
        for target in question.live_targets():
            shown = show(app, target.rect.center)
            if shown is not None:
                others = [t.rect for t in question.live_targets() if not t.rect.colliderect(target.rect)]
                buttons = [b.rect for b in table.options.buttons if b.action is not None]
                yield target.key, shown, others, buttons
        app.stack.pop()


def preview_box(app: App, pos: tuple[int, int]) -> pygame.Rect | None:
    hover(app, pos)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    return scene.previews.rect


@pytest.mark.parametrize("seed", [3, 74814])
def test_a_rows_preview_covers_no_other_answer_of_the_question(lang_app: App, seed: int):
    boxes = 0
    for key, box, others, buttons in shown_over_answers(lang_app, seed, preview_box):
        boxes += 1
        assert box.collidelist(others) < 0, (key, box)
        # nor the option buttons, and the whole box on the canvas: above the first hand card
        # it stood half off the canvas's left edge, over the temple action's button
        assert box.collidelist(buttons) < 0, (key, box)
        assert CANVAS.contains(box), (key, box)
    assert boxes >= 5
