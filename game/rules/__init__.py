"""Pure rules engines. Nothing here imports pygame, the client or ai/."""

from __future__ import annotations

import importlib
import pkgutil

from game.rules.base import Title


def _engine_packages() -> tuple[str, ...]:
    """Every package under ``game/rules/`` is one title's engine (its ``TITLE`` in its
    ``__init__``): a new engine joins by being there, with no list to edit. Found without
    importing them, in the order of their ids."""
    return tuple(sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg))


TITLE_IDS: tuple[str, ...] = _engine_packages()


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
