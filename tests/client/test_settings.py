from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from game.client.settings import (
    AnimationSpeed,
    BotPace,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from game.client.storage import data_dir, saves_dir


def test_settings_live_in_the_xdg_config_dir(user_dirs: dict[str, Path]):
    assert settings_path() == user_dirs["config"] / "settings.json"
    assert data_dir() == user_dirs["data"]
    assert saves_dir() == user_dirs["data"] / "saves"


def test_settings_round_trip_through_the_file():
    settings = Settings(
        language="en",
        music_volume=0.25,
        effects_volume=0.0,
        animation_speed=AnimationSpeed.SLOW,
        bot_pace=BotPace.STEP,
        window_size=(1920, 1080),
        fullscreen=True,
        high_contrast=True,
        mute_unfocused=False,
    )
    save_settings(settings)
    assert load_settings() == settings
    stored = json.loads(settings_path().read_text(encoding="utf-8"))
    assert stored["animation_speed"] == "slow"
    assert stored["bot_pace"] == "step"


def test_no_settings_file_means_defaults():
    assert load_settings() == Settings()


def test_a_damaged_settings_file_falls_back_to_defaults_and_is_kept_as_bak(caplog: pytest.LogCaptureFixture):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"language": "en", "music_vol', encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        settings = load_settings()
    assert settings == Settings()
    assert not path.exists()
    assert path.with_name("settings.json.bak").read_text(encoding="utf-8") == '{"language": "en", "music_vol'
    assert any("damaged" in record.message for record in caplog.records)


def test_a_wrong_value_keeps_its_default_and_the_rest_loads():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps({"language": "fr", "music_volume": 3, "animation_speed": "fast", "fullscreen": "yes"}),
        encoding="utf-8",
    )
    original = path.read_text(encoding="utf-8")
    settings = load_settings()
    assert settings.language == Settings().language
    assert settings.music_volume == Settings().music_volume  # out of [0, 1]: the default, not a guess
    assert settings.animation_speed is AnimationSpeed.FAST
    assert settings.fullscreen is False
    assert path.with_name("settings.json.bak").read_text(encoding="utf-8") == original  # kept
    assert load_settings() == settings  # the file now holds what was used


def test_fast_animations_take_half_as_long_and_off_skips_them():
    assert AnimationSpeed.FAST.duration_scale == 0.5 * AnimationSpeed.NORMAL.duration_scale
    assert AnimationSpeed.OFF.duration_scale == 0
    assert AnimationSpeed.SLOW.duration_scale > AnimationSpeed.NORMAL.duration_scale
