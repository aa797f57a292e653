"""Issue 17: random input over every registered scene and a table of every game with people and
bots; no exception, no frame over ``bench.monkey.FRAME_LIMIT`` s of CPU (the long run: make soak)."""

from __future__ import annotations

from bench import monkey
from game.client.app import App

EVENTS_PER_SCENE = 150


def test_random_input_over_every_scene_raises_nothing_and_never_stalls(app: App):
    report = monkey.monkey(app, EVENTS_PER_SCENE, seed=17)
    names = set(report.per_scene)
    assert {"title", "settings", "pause", "message", "curtain"} <= names
    assert any(".table[person,easy]" in name for name in names)  # a person and a bot
    assert any(".table[person,person,easy]" in name for name in names)  # hot-seat and a bot
    assert report.worst_frame <= monkey.FRAME_LIMIT, report.worst_where
    assert report.events > 0.7 * EVENTS_PER_SCENE * report.scenes
