"""Atomic JSON files for settings and saves, and the user folders they live in.

Writing goes to a temporary file in the same folder and then ``os.replace`` swaps it in, so a
crash mid-write leaves the old file intact. A file that cannot be read as JSON is moved aside
(``name.bak``, ``name.1.bak``, ...) and never deleted, so a player can send it with a bug report.
Game packages reuse ``write_json`` / ``read_json`` for their saves under ``saves_dir()``.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

APP_DIR_NAME = "tribal-table"


class DamagedFileError(Exception):
    """A JSON file could not be read; it has been moved to ``kept_as``."""

    def __init__(self, path: Path, kept_as: Path, reason: str) -> None:
        super().__init__(f"{path} is damaged ({reason}); it was kept as {kept_as}")
        self.path = path
        self.kept_as = kept_as
        self.reason = reason


def config_dir() -> Path:
    """Settings folder: ``$XDG_CONFIG_HOME/tribal-table`` or ``~/.config/tribal-table``."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / APP_DIR_NAME


def data_dir() -> Path:
    """User data folder: ``$XDG_DATA_HOME/tribal-table`` or ``~/.local/share/tribal-table``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP_DIR_NAME


def saves_dir() -> Path:
    return data_dir() / "saves"


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as UTF-8 JSON so that ``path`` holds either the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, indent=1, sort_keys=True)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def read_json(path: Path) -> Any:
    """Parsed JSON of ``path``; FileNotFoundError when absent, DamagedFileError (file moved aside) when unreadable."""
    try:
        text = path.read_bytes().decode("utf-8")
        return json.loads(text)
    except FileNotFoundError:
        raise
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        kept_as = set_aside(path)
        raise DamagedFileError(path, kept_as, str(error)) from error


def set_aside(path: Path) -> Path:
    """Rename ``path`` to the first free ``name.bak`` / ``name.N.bak`` next to it and return that path."""
    candidate = path.with_name(path.name + ".bak")
    number = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{number}.bak")
        number += 1
    os.replace(path, candidate)
    return candidate
