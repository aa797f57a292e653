"""Random input over every scene: the shell's screens, each title's new game, demo,
rules, results and first tutorial chapter, and a table of every title with a person and a bot and
with two people (hot-seat) and a bot; no exception, no frame over ``bench.monkey.FRAME_LIMIT`` s of
CPU. This is the CI-sized run; ``make soak`` runs ``bench.monkey`` for minutes."""

from __future__ import annotations

from bench import monkey
from game.client.app import App

EVENTS_PER_SCENE = 120
TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")


def test_random_input_over_every_scene_raises_nothing_and_never_stalls(app: App):
    report = monkey.monkey(app, EVENTS_PER_SCENE, seed=17)
    names = set(report.per_scene)
    assert {"title", "settings", "pause", "message", "curtain", "loading"} <= names
    for title in TITLES:
        parts = ("new_game", "demo", "rules", "results", "tutorial")
        assert {f"{title}.{part}" for part in parts} <= names, title
        assert f"{title}.table[person,easy]" in names  # a person and a bot
        assert f"{title}.table[person,person,easy]" in names  # hot-seat and a bot
    assert report.worst_frame <= monkey.FRAME_LIMIT, report.worst_where
    assert report.events > 0.7 * EVENTS_PER_SCENE * report.scenes
