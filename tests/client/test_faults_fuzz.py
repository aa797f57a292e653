"""Issue 17: hundreds of mutated settings files (and saves, see below), each one either loads into
valid settings or is refused with a message, the original kept, and the app goes on."""

from __future__ import annotations

import numpy as np

from game.client.app import App
from game.client.scenes.settings import SettingsScene
from game.client.settings import AnimationSpeed, Settings, read_settings, save_settings, settings_path
from tests.client.fuzz import mutants

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
        if index % 10 == 0:
            # The app goes on with what was loaded: the settings screen shows it.
            app.settings = settings
            app.stack.push(SettingsScene(app))
            app.run(frames=1)
            app.stack.pop()
    assert 0 < refused < SETTINGS_CASES
