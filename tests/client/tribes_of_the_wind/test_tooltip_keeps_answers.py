"""A tooltip of one answer keeps the question's other answers in sight, as the hover preview does
(``preview_panel.place``). Guards against: a hand card row's tip, opened at the corners round the
pointer, sat over the next card's rows."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table.session import Seat
from tests.client.table.test_hint import table_at
from tests.client.tribes_of_the_wind.test_preview_keeps_answers import turn_starts

games.load_game_packages()


def rest(app: App, pos: tuple[int, int]) -> None:
    """The pointer moved to ``pos`` and left there until its tooltip is due."""
    window = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    app.run(frames=40)


@pytest.mark.parametrize("seed", [3, 74814])
def test_a_tip_covers_no_other_answer_of_the_question(lang_app: App, seed: int):
    tips = 0
    for state in turn_starts(seed, 3):
        seat = state.current_player()
        seats = [Seat("Me") if p == seat else Seat("Bot", "easy") for p in range(2)]
        table = table_at(lang_app, "tribes_of_the_wind", state, seats)
        question = table.question
        assert question is not None
        for target in question.live_targets():
            rest(lang_app, target.rect.center)
            tip = table.renderer.tooltip_rect
            if tip is None:
                continue
            tips += 1
            others = [t.rect for t in question.live_targets() if not t.rect.colliderect(target.rect)]
            others += [b.rect for b in table.options.buttons if b.action is not None]
            assert tip.collidelist(others) < 0, (target.key, tip, others[tip.collidelist(others)])
        lang_app.stack.pop()
    assert tips >= 5
