"""Damaged saves of every title: each case loads into a state that passes
the contract checks, or is refused with SaveError; nothing else escapes the loader."""

from __future__ import annotations

import json

import numpy as np
import pytest

from game.rules import available_titles
from game.rules.base import SaveError, Title
from game.rules.contract import check_loads_or_refuses
from tests.helpers import JUNK, mutate, random_actions

TITLES = available_titles()
CASES = 300
# Junk that looks like the title's own names (what the per-title fuzz tests tried before they
# became this one): a valid-looking id in the wrong place must be refused too.
OWN_JUNK = {
    "five_tribes": ("g5", "vizier", "Jafaar"),
    "tribes_of_the_wind": ("r01a", "b2", "cap", "red?"),
    "prehistories": ("fish_1", "legendary_1", ["fish_1"], "a1"),
}


def real_saves(title: Title) -> list[dict]:
    """Saves taken from real games: early, mid-game and late, at the fewest and most players."""
    saves = []
    for players in (title.min_players, title.max_players):
        for seed, moves in ((1, 15), (2, 80), (3, 200)):
            state = random_actions(title.new_game(players, seed), seed, moves)
            save = json.loads(json.dumps(state.to_dict()))
            saves.append(save)
            # Without its origin and history a save cannot replay (one from before they were
            # kept): then only the validation of its fields stands between damage and a crash.
            saves.append({k: v for k, v in save.items() if k not in ("origin", "history")})
    return saves


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_mutated_saves_load_into_states_that_keep_the_contract_or_are_refused(title):
    saves = real_saves(title)
    rng = np.random.default_rng(17)
    loaded = 0
    for case in range(CASES):
        save = saves[case % len(saves)]
        damaged = mutate(save, rng, changes=1 + case % 3, junk=JUNK + OWN_JUNK.get(title.id, ()))
        loaded += check_loads_or_refuses(title, damaged, rng)
    # Most damage must be noticed; some (a nudged score of a card nobody holds...) cannot be.
    assert loaded < CASES * 0.5


@pytest.mark.parametrize("title", TITLES, ids=lambda t: t.id)
def test_an_observation_is_not_a_save(title):
    state = random_actions(title.new_game(title.min_players, 4), 4, 30)
    with pytest.raises(SaveError, match="observation"):
        title.from_dict(json.loads(json.dumps(state.observation(0).to_dict())))
