"""What the Five Tribes table shows a person comes from what they may know.

Two full states the viewer cannot tell apart (determinizations of their observation) must give the
same picture and the same tooltips everywhere, though the hidden hands, and so the true scores,
differ.
"""

from __future__ import annotations

import numpy as np
import pygame

from game.client.app import App
from game.client.five_tribes.view import table_scene
from tests.client.five_tribes.test_table_info import private_cards_scenario, two_people


def test_worlds_the_viewer_cannot_tell_apart_look_the_same_to_them(quick_app: App):
    truth = private_cards_scenario(djinns=["sloar"])
    table = table_scene(quick_app, two_people(truth))
    quick_app.stack.push(table)
    table.driver.viewer = table.driver.at_screen = (
        1  # Bob, to move, has the screen; Ann's fish lies face down
    )
    worlds = [truth.determinize(1, np.random.default_rng(seed)) for seed in range(40)]
    first = worlds[0]
    # Ann's hidden card changes her true score: a picture of the full state would tell them apart.
    other = next(w for w in worlds if w.scores()[0] != first.scores()[0])
    surface = pygame.Surface((1600, 900))
    pictures, tips = [], []
    for world in (first, other):
        table.session.state = world
        table.serial += 1
        table.refresh()
        table.renderer.base_key = ()
        table.draw(surface, 0.0)
        pictures.append(pygame.surfarray.array3d(surface).copy())
        ctx = table.ctx()
        tips.append(
            [table.view.tooltip_at(ctx, (x, y)) for x in range(0, 1600, 16) for y in range(600, 900, 12)]
        )
    assert np.array_equal(pictures[0], pictures[1])
    assert tips[0] == tips[1]
    assert any(tip is not None and tip.rows for tip in tips[0])  # the score breakdowns were read
