"""Player settings, kept as JSON in the user config folder."""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, fields
from enum import IntEnum
from pathlib import Path
from typing import Any

from game.client.storage import DamagedFileError, config_dir, read_json, write_json

log = logging.getLogger(__name__)

LANGUAGES = ("uk", "en")
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))


class AnimationSpeed(IntEnum):
    OFF = 0
    FAST = 1
    NORMAL = 2
    SLOW = 3

    @property
    def duration_scale(self) -> float:
        """Multiplier for animation durations (UI.md: fast halves them, off skips them)."""
        return {0: 0.0, 1: 0.5, 2: 1.0, 3: 1.6}[int(self)]


@dataclass(slots=True)
class Settings:
    language: str = "uk"
    music_volume: float = 0.5
    effects_volume: float = 0.8
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    high_contrast: bool = False
    mute_unfocused: bool = True

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["animation_speed"] = self.animation_speed.name.lower()
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from parsed JSON; a wrong or missing field keeps its default (logged)."""
        settings = cls()
        if not isinstance(data, dict):
            log.warning("settings file does not hold an object; using defaults")
            return settings
        for field in fields(cls):
            if field.name not in data:
                continue
            try:
                setattr(settings, field.name, _parse_field(field.name, data[field.name]))
            except (TypeError, ValueError, KeyError) as error:
                log.warning("setting %s=%r ignored: %s", field.name, data[field.name], error)
        return settings


def _parse_field(name: str, value: Any) -> Any:
    if name == "language":
        if value not in LANGUAGES:
            raise ValueError(f"expected one of {LANGUAGES}")
        return value
    if name in ("music_volume", "effects_volume"):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise TypeError("expected a number")
        return min(max(float(value), 0.0), 1.0)
    if name == "animation_speed":
        return AnimationSpeed[str(value).upper()]
    if name == "window_size":
        width, height = (int(v) for v in value)
        if width < 640 or height < 360:
            raise ValueError("window too small")
        return (width, height)
    if not isinstance(value, bool):
        raise TypeError("expected true or false")
    return value


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """Saved settings, or defaults when there are none; a damaged file is kept as ``.bak``."""
    path = path or settings_path()
    try:
        return Settings.from_dict(read_json(path))
    except FileNotFoundError:
        return Settings()
    except DamagedFileError as error:
        log.warning("settings file damaged, using defaults: %s", error)
        return Settings()
    except OSError as error:
        log.warning("settings file unreadable, using defaults: %s", error)
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    try:
        write_json(path or settings_path(), settings.to_dict())
    except OSError as error:
        log.warning("could not save settings: %s", error)
