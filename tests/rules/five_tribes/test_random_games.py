"""Seeded random full games across 2, 3 and 4 players, with every rule flag in play somewhere."""

from __future__ import annotations

import random

import pytest

from game.rules.five_tribes import TITLE
from game.rules.five_tribes.data import START_GOLD
from game.rules.five_tribes.model import FLAG_CHOICES
from tests.helpers import top_scorers

ALTERNATIVE_FLAGS = [{name: choices[1]} for name, choices in FLAG_CHOICES.items()]


def _play_to_the_end(players: int, seed: int, flags: dict[str, object]) -> None:
    state = TITLE.new_game(players, seed, **flags)
    chooser = random.Random(seed)
    actions = 0
    gold = [START_GOLD] * players  # counted from the coin events, apart from the engine's purse
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, f"no legal action at step {state.step.name} (seed {seed})"
        assert legal == sorted(set(legal))
        assert state.current_player() in range(players)
        for event in state.apply(chooser.choice(legal)):
            if event.kind in ("coins_gained", "coins_paid"):
                gold[event.player] += event.amount if event.kind == "coins_gained" else -event.amount
        actions += 1
        assert actions < 5000
    assert state.current_player() == -1
    assert state.legal_actions() == []
    assert state.winners() == top_scorers(state)
    assert [state.score_breakdown(p)["gold"] for p in range(players)] == gold


@pytest.mark.parametrize("seed", range(300))
def test_a_seeded_random_game_runs_to_its_scored_end(seed: int) -> None:
    flags = ALTERNATIVE_FLAGS[seed % len(ALTERNATIVE_FLAGS)] if seed % 2 else {}
    _play_to_the_end(2 + seed % 3, seed, flags)
