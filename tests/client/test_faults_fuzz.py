"""Hundreds of mutated settings files (and saves, see below), each one either loads into
valid settings or is refused with a message, the original kept, and the app goes on."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from game.client import cli
from game.client.app import App
from game.client.scenes.message import MessageScene
from game.client.scenes.settings import SettingsScene
from game.client.scenes.title import TitleScene
from game.client.settings import AnimationSpeed, Settings, read_settings, save_settings, settings_path
from game.rules import load_title
from game.rules.base import State
from game.schema import Invalid, load_scenario
from tests.client.conftest import record_top_at_close
from tests.client.fuzz import mutants

LEVELS = Path(__file__).resolve().parents[2] / "levels"

SETTINGS_CASES = 300


def test_mutated_settings_files_load_or_are_refused_and_kept(app: App):
    real = Settings(
        language="en",
        music_volume=0.3,
        effects_volume=0.9,
        animation_speed=AnimationSpeed.FAST,
        window_size=(1920, 1080),
        fullscreen=False,
        high_contrast=True,
        mute_unfocused=False,
    )
    save_settings(real)
    path = settings_path()
    document = real.to_dict()
    refused = 0
    for index, raw in enumerate(mutants(document, np.random.default_rng(17), SETTINGS_CASES)):
        for leftover in path.parent.iterdir():
            leftover.unlink()
        path.write_bytes(raw)
        settings, problem = read_settings()
        assert Settings.checked(settings.to_dict())[1] == [], raw[:200]
        if problem is None:
            assert path.read_bytes() == raw  # a file that was used as it is stays as it is
        else:
            refused += 1
            assert problem.kept_as.read_bytes() == raw, raw[:200]  # the original, byte for byte
            assert problem.reason
        if index % 50 == 0:
            # The app goes on with what was loaded: the settings screen shows it.
            app.settings = settings
            app.stack.push(SettingsScene(app))
            app.run(frames=1)
            app.stack.pop()
    assert 0 < refused < SETTINGS_CASES


LAUNCHES = 8


def test_the_app_starts_over_mutated_settings_and_says_so_when_it_set_the_file_aside(
    monkeypatch: pytest.MonkeyPatch,
):
    """The client itself started (``cli.run``, headless) over damaged settings files: it runs,
    the title screen tells the player when the file was set aside, and the file is kept."""
    save_settings(Settings(language="en", music_volume=0.3, high_contrast=True))
    path = settings_path()
    document = json.loads(path.read_text(encoding="utf-8"))
    shown = record_top_at_close(monkeypatch)
    told = 0
    for raw in mutants(document, np.random.default_rng(23), LAUNCHES):
        for leftover in path.parent.iterdir():
            leftover.unlink()
        path.write_bytes(raw)
        assert cli.run(["--headless", "--frames", "6"]) == 0, raw[:200]
        kept = [p for p in path.parent.iterdir() if p.is_file() and p.read_bytes() == raw]
        assert kept, raw[:200]  # byte for byte, in place or set aside
        if kept[0] != path:
            told += 1
            assert isinstance(shown[-1], MessageScene), raw[:200]
        else:
            assert isinstance(shown[-1], TitleScene | MessageScene), raw[:200]
    assert told


SCENARIO_CASES = 16  # a file, for each of the titles' shipped scenarios (9-12 a title)


@pytest.mark.parametrize("title_id", ["five_tribes", "tribes_of_the_wind", "prehistories"])
def test_mutated_scenarios_load_into_playable_positions_or_are_refused(title_id: str):
    title = load_title(title_id)
    rng = np.random.default_rng(17)
    loaded = refused = 0
    for path in sorted((LEVELS / title_id / "scenarios").glob("*.json")):
        original = path.read_bytes()
        for raw in mutants(json.loads(original), rng, SCENARIO_CASES):
            try:
                state = load_scenario(title, raw)
            except Invalid as problem:
                refused += 1
                assert str(problem)
                continue
            loaded += 1
            _play_on(state, rng)
        assert path.read_bytes() == original  # a shipped file is never moved or changed
    assert loaded and refused


def _play_on(state: State, rng: np.random.Generator, actions: int = 25) -> None:
    """The contract checks a loaded position must pass: legal moves until the end, a save that
    loads back to the same position."""
    for _ in range(actions):
        if state.is_terminal():
            assert state.winners()
            return
        legal = state.legal_actions()
        assert legal and legal == sorted(legal)
        state.apply(legal[int(rng.integers(len(legal)))])
    again = state.title.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.legal_actions() == state.legal_actions()
