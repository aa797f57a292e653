"""Helpers every title's tests share: seeded random play, notation play, scenario files, save fuzz."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from game.resources import resource_path
from game.rules import load_title
from game.rules.base import Event, State


def child_processes(pid: int) -> set[int]:
    """Processes whose parent is ``pid`` (Linux /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def play(state: State, *moves: str) -> list[Event]:
    """Apply actions written in notation; returns all their events."""
    events: list[Event] = []
    for move in moves:
        events.extend(state.apply(state.parse_action(move)))
    return events


def random_actions(state: State, seed: int, count: int) -> State:
    """Apply up to ``count`` seeded random legal actions (fewer if the game ends); returns ``state``."""
    rng = np.random.default_rng(seed)
    for _ in range(count):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    return state


def top_scorers(state: State) -> list[int]:
    """The seats with the highest score: every title's winners are among them (spec 7), and in
    Five Tribes, which has no tie-breaker, they are the winners."""
    scores = state.scores()
    return [p for p, s in enumerate(scores) if s == max(scores)]


def scenario_spec(title_id: str, filename: str) -> dict[str, Any]:
    """A scenario file of ``levels/<title>/scenarios/``."""
    with resource_path("levels", title_id, "scenarios", filename).open(encoding="utf-8") as handle:
        spec: dict[str, Any] = json.load(handle)
    return spec


def load_scenario(title_id: str, filename: str, **overrides: Any) -> Any:
    """The state a scenario file describes, with some top-level keys replaced."""
    spec = scenario_spec(title_id, filename)
    spec.update(overrides)
    return load_title(title_id).scenario(spec)


# ---- save fuzz -----------------------------------------------------------------------------------

JUNK: tuple[Any, ...] = (
    None, -1, 0, 1, 3, 31, 61, 9999, 10**9, 10**40, -(10**40), 2.5, float("inf"), float("nan"), "x", "",
    "a1", "?", True, False, [], {}, [0], [1, 2], {"a": 1},
)  # fmt: skip


def paths(node: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path into a JSON tree (the root's empty path first)."""
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from paths(value, (*prefix, index))


def mutate(
    save: dict[str, Any], rng: np.random.Generator, changes: int = 1, junk: tuple[Any, ...] = JUNK
) -> dict[str, Any]:
    """A copy of ``save`` with ``changes`` random damages: a value replaced by ``junk`` or by another
    value of the save, a key deleted, a list entry dropped or duplicated, a number nudged by one."""
    damaged = copy.deepcopy(save)
    for _ in range(changes):
        every = [p for p in paths(damaged) if p]
        if not every:
            break
        path = every[int(rng.integers(len(every)))]
        parent = damaged
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        how = int(rng.integers(6))
        value = parent[key]
        if how == 0 and isinstance(parent, dict):
            del parent[key]
        elif how == 1 and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(value)) if rng.random() < 0.5 else parent.pop(key)
        elif how == 2 and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + (1 if rng.random() < 0.5 else -1)
        elif how == 3:
            other = every[int(rng.integers(len(every)))]
            source: Any = damaged
            for step in other:
                source = source[step]
            parent[key] = copy.deepcopy(source)
        else:
            parent[key] = copy.deepcopy(junk[int(rng.integers(len(junk)))])
    return damaged
