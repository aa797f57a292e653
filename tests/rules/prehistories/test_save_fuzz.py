"""Damaged saves: any one value replaced by junk loads cleanly or raises SaveError, nothing else."""

from __future__ import annotations

import copy
import json

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import load_title
from game.rules.base import SaveError

TITLE = load_title("prehistories")


def _save() -> dict:
    state = TITLE.new_game(4, 21, turn_flow="place_on_take")
    rng = np.random.default_rng(21)
    for _ in range(90):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    data: dict = json.loads(json.dumps(state.to_dict()))
    return data


SAVE = _save()


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*prefix, index))


PATHS = [p for p in _paths(SAVE) if p]
JUNK = st.sampled_from(
    [None, -1, 0, 61, 9999, "x", "a1", [], {}, [0], True, 2.5, {"a": 1}, ["fish_1"], "legendary_1"]
)


@settings(max_examples=300, deadline=None)
@given(index=st.integers(0, len(PATHS) - 1), junk=JUNK)
def test_one_junk_value_never_crashes_the_loader(index, junk):
    damaged = copy.deepcopy(SAVE)
    path = PATHS[index]
    target = damaged
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = junk
    try:
        state = TITLE.from_dict(damaged)
    except SaveError:
        return
    if not state.is_terminal():
        assert state.legal_actions()
