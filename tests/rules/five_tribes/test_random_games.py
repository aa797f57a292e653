"""Seeded random full games across 2, 3 and 4 players, with every rule flag in play somewhere."""

from __future__ import annotations

import random

import pytest

from game.rules.five_tribes import TITLE
from game.rules.five_tribes.model import FLAG_CHOICES

ALTERNATIVE_FLAGS = [{name: choices[1]} for name, choices in FLAG_CHOICES.items()]


def _play_to_the_end(players: int, seed: int, flags: dict[str, object]) -> None:
    state = TITLE.new_game(players, seed, **flags)
    chooser = random.Random(seed)
    actions = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, f"no legal action at step {state.step.name} (seed {seed})"
        assert legal == sorted(set(legal))
        assert state.current_player() in range(players)
        state.apply(chooser.choice(legal))
        actions += 1
        assert actions < 5000
    assert state.current_player() == -1
    assert state.legal_actions() == []
    assert state.winners()
    assert all(sum(state.score_breakdown(p).values()) == s for p, s in enumerate(state.scores()))


@pytest.mark.parametrize("seed", range(300))
def test_a_seeded_random_game_runs_to_its_scored_end(seed: int) -> None:
    flags = ALTERNATIVE_FLAGS[seed % len(ALTERNATIVE_FLAGS)] if seed % 2 else {}
    _play_to_the_end(2 + seed % 3, seed, flags)
