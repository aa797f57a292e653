"""Pure rules engines. Nothing here imports pygame, the client or ai/."""

from __future__ import annotations

import importlib

from game.rules.base import Title

TITLE_IDS: tuple[str, ...] = ("five_tribes", "tribes_of_the_wind", "prehistories")


def load_title(title_id: str) -> Title:
    """The module-level TITLE of one game package, by its id."""
    if title_id not in TITLE_IDS:
        raise KeyError(f"unknown title {title_id!r}; known: {', '.join(TITLE_IDS)}")
    module = importlib.import_module(f"game.rules.{title_id}")
    title: Title = module.TITLE
    return title


def available_titles() -> list[Title]:
    """Every title whose engine package is present. A package that is there but fails to
    import raises: a broken engine must not silently drop out of tests and benchmarks."""
    titles = []
    for title_id in TITLE_IDS:
        try:
            titles.append(load_title(title_id))
        except ModuleNotFoundError as missing:
            if missing.name != f"game.rules.{title_id}":
                raise
    return titles
