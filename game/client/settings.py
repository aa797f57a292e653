"""Player settings, kept as JSON in the user config folder.

``read_settings`` never raises and never loses what the player wrote:
a file that is not JSON, or JSON that is not all good settings (null, a list, a save, a huge
file, wrong types, unknown fields or values), is set aside as ``settings.json.bak`` and the
problem comes back with the settings, for the title screen to tell the player once. The fields
that passed ``SETTINGS`` are kept and written in the original's place.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field
from enum import IntEnum
from pathlib import Path
from typing import Any

from game.client.storage import DamagedFileError, config_dir, damaged, read_json, write_json
from game.schema import SETTINGS_LIMITS, Choice, Flag, Int, Invalid, Items, Number, Record, Spec, Text

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
        """Multiplier for animation durations (docs/ui.md: fast halves them, off skips them)."""
        return {0: 0.0, 1: 0.5, 2: 1.0, 3: 1.6}[int(self)]


class BotPace(IntEnum):
    """How long the table waits after a bot's turn before the next seat plays (docs/ui.md),
    apart from the animation speed: the moves themselves play out as fast or slow as ever."""

    NONE = 0  # no wait: a bot plays as soon as its answer is ready and the table is still
    SHORT = 1  # the table's usual short pause between a bot's actions (the default)
    LONG = 2  # the same, and a longer hold after each bot turn
    STEP = 3  # the same, and each bot turn waits for a click or a key before the next seat plays

    @property
    def action_pause(self) -> float:
        """Multiplier of the least time between a bot's actions (``driver.BOT_PAUSE``)."""
        return 0.0 if self is BotPace.NONE else 1.0

    @property
    def turn_wait(self) -> float:
        """Seconds the table holds after a bot's turn, at normal animation speed (``STEP``: until a
        click or a key, ``driver.LiveDriver``)."""
        return LONG_TURN_WAIT if self is BotPace.LONG else 0.0


# Long enough to read the log line of a bot's turn and look at the board before the next starts.
LONG_TURN_WAIT = 1.6

MAX_SEAT_MEMORY = 8  # seats remembered per title (every title has at most 5 today)


class SeatMemory(Spec):
    """``last_seats``: per title id, the new-game scene's seats as "human:<name>", a bot level or
    "off" (flat strings keep the settings file shallow; the scene judges the words)."""

    seats = Items(Text(60), 0, MAX_SEAT_MEMORY)

    def check(self, value: Any, where: str) -> dict[str, list[str]]:
        if not isinstance(value, dict) or len(value) > 16:
            raise Invalid(
                where, "expected an object of at most 16 titles", "schema.reason.too_many_titles", count=16
            )
        return {str(name): self.seats.check(seats, f"{where}.{name}") for name, seats in value.items()}


class FlagMemory(Spec):
    """``last_flags``: per title id, the rule flags of the last game started there, by name (a
    flag the title no longer has, or a value it no longer offers, is dropped by the scene)."""

    def check(self, value: Any, where: str) -> dict[str, dict[str, Any]]:
        if not isinstance(value, dict) or len(value) > 16:
            raise Invalid(
                where, "expected an object of at most 16 titles", "schema.reason.too_many_titles", count=16
            )
        out: dict[str, dict[str, Any]] = {}
        for title, flags in value.items():
            if not isinstance(flags, dict) or len(flags) > 32:
                raise Invalid(
                    f"{where}.{title}", "expected an object of flags", "schema.reason.expected_object"
                )
            out[str(title)] = {
                str(name): flag
                for name, flag in flags.items()
                if isinstance(flag, bool | int | str) and len(str(flag)) <= 60
            }
        return out


SETTINGS = Record(
    {
        "language": Choice(LANGUAGES),
        "music_volume": Number(0.0, 1.0),
        "effects_volume": Number(0.0, 1.0),
        "animation_speed": Choice(tuple(speed.name.lower() for speed in AnimationSpeed)),
        "bot_pace": Choice(tuple(pace.name.lower() for pace in BotPace)),
        "window_size": Items(Int(640, 16384), 2, 2),
        "fullscreen": Flag(),
        "high_contrast": Flag(),
        "mute_unfocused": Flag(),
        "last_seats": SeatMemory(),
        "last_flags": FlagMemory(),
    }
)
"""The settings file's schema (game/schema.py); every field is optional."""


@dataclass(slots=True)
class Settings:
    language: str = "uk"
    music_volume: float = 0.5
    effects_volume: float = 0.8
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    bot_pace: BotPace = BotPace.SHORT
    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    high_contrast: bool = False
    mute_unfocused: bool = True
    last_seats: dict[str, list[str]] = field(default_factory=dict)  # the new-game scene's, per title
    last_flags: dict[str, dict[str, Any]] = field(default_factory=dict)  # its rule flags, per title

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["animation_speed"] = self.animation_speed.name.lower()
        data["bot_pace"] = self.bot_pace.name.lower()
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from parsed JSON; a wrong or missing field keeps its default (logged)."""
        return cls.checked(data)[0]

    @classmethod
    def checked(cls, data: Any) -> tuple[Settings, list[Invalid]]:
        """Settings from parsed JSON and what was wrong in it (``SETTINGS`` decides).

        A field that fails keeps its default and the others load: one bad value never costs the
        player the rest. Unknown fields count as wrong, so a save or any other JSON handed over
        as settings never passes for settings.
        """
        settings = cls()
        values, problems = SETTINGS.check_each(data)
        for name, value in values.items():
            if name == "animation_speed":
                value = AnimationSpeed[value.upper()]
            elif name == "bot_pace":
                value = BotPace[value.upper()]
            elif name == "window_size":
                value = (value[0], value[1])
            setattr(settings, name, value)
        for problem in problems:
            log.warning("setting ignored: %s", problem)
        return settings, problems


def settings_path() -> Path:
    return config_dir() / "settings.json"


def read_settings(
    path: Path | None = None, *, repair: bool = True
) -> tuple[Settings, DamagedFileError | None]:
    """The saved settings and, when the file could not be used as it was, what to tell the player.

    With ``repair`` a file with bad fields is set aside and the good ones are written in its
    place (the message then comes once); without (headless runs) the file is left as it is.
    """
    path = path or settings_path()
    try:
        data = read_json(path, SETTINGS_LIMITS)
    except FileNotFoundError:
        return Settings(), None
    except DamagedFileError as error:
        log.warning("settings file damaged, using defaults: %s", error)
        return Settings(), error
    settings, problems = Settings.checked(data)
    if not problems:
        return settings, None
    more = len(problems) - 1
    if not repair:
        reason = str(problems[0]) if not more else f"{problems[0]} (+{more})"
        return settings, DamagedFileError(
            path, path, reason, partly_used=True, problem=problems[0], more=more
        )
    notice = damaged(path, problems[0], partly_used=True, more=more)
    if notice.moved:
        save_settings(settings, path)
    return settings, notice


def load_settings(path: Path | None = None) -> Settings:
    """Saved settings, or defaults when there are none; a damaged file is kept as ``.bak``."""
    return read_settings(path)[0]


def save_settings(settings: Settings, path: Path | None = None) -> None:
    try:
        write_json(path or settings_path(), settings.to_dict())
    except OSError as error:
        log.warning("could not save settings: %s", error)
