"""One place that finds the shipped data folders, wherever the game is installed.

``levels/``, ``sprites/`` and ``sounds/`` live at the top of a checkout and are
installed as package data under ``game/_data`` by ``pip install .``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_DATA_FOLDERS = ("levels", "sprites", "sounds")


@cache
def data_root() -> Path:
    """The folder that holds levels/, sprites/ and sounds/."""
    for candidate in (_PACKAGE_DIR / "_data", _PACKAGE_DIR.parent):
        if (candidate / "levels").is_dir():
            return candidate
    raise FileNotFoundError(
        f"game data not found: looked for levels/ in {_PACKAGE_DIR / '_data'} and {_PACKAGE_DIR.parent}"
    )


def resource_path(folder: str, *parts: str) -> Path:
    """Path of a shipped file, e.g. ``resource_path("levels", "five_tribes", "djinns.json")``."""
    if folder not in _DATA_FOLDERS:
        raise ValueError(f"unknown data folder {folder!r}; expected one of {_DATA_FOLDERS}")
    path = data_root().joinpath(folder, *parts)
    if not path.exists():
        raise FileNotFoundError(f"missing game file: {path}")
    return path
