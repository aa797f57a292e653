"""The hint's numbered marker on a hunter card stays on that card: at the card's top-right corner
(Target.mark unset) its disc and ring covered the bottom strip's heading above the hand, "Ваш
загін: сила 0", and reached over the next card."""

from __future__ import annotations

import pygame
import pytest

from game.client.prehistories import layout as L
from game.client.prehistories.view import PrehistoriesView
from game.client.table.step_marker import MARKER_REACH
from game.rules.prehistories.phase import Phase
from tests.client.prehistories.helpers import ask, random_position


def _marker_box(point: tuple[int, int]) -> pygame.Rect:
    return pygame.Rect(point[0] - MARKER_REACH, point[1] - MARKER_REACH, 2 * MARKER_REACH, 2 * MARKER_REACH)


@pytest.mark.parametrize(("phase", "seed"), [(Phase.INITIATIVE, 3), (Phase.INITIATIVE, 11), (Phase.HUNT, 5)])
def test_a_cards_marker_sits_inside_the_card_below_the_heading(app, phase: Phase, seed: int):
    view = PrehistoriesView(app)
    state = random_position(2, seed, 4, phase)
    assert state.phase == phase
    question = ask(view, state)
    zones = [t.key for t in question.targets if t.key.startswith("zone:")]
    if zones:  # the hunt: its cards are asked for once a zone is chosen
        view.choose(zones[0])
        question = ask(view, state)
    cards = [t for t in question.targets if t.key.startswith(("card:", "hold:"))]
    assert cards
    for target in cards:
        assert target.mark is not None, target.key
        box = _marker_box(target.mark)
        assert target.rect.contains(box), target.key
        assert box.top >= L.STRIP_TITLE.bottom, target.key
