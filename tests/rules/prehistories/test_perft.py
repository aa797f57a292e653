"""Perft-style fixtures: leaf counts of the decision tree from fixed positions.

Every count is computed twice, branching on the engine's legal actions and on the brute-force
oracle's, and compared with the stored figure (a regression guard for any rules change).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.rules.prehistories.state import PrehistoriesState

from .oracle import oracle_legal

FIXTURES = json.loads((Path(__file__).parent / "perft.json").read_text(encoding="utf-8"))


def perft(state: PrehistoriesState, depth: int, use_oracle: bool) -> int:
    if depth == 0 or state.is_terminal():
        return 1
    legal = oracle_legal(state) if use_oracle else state.legal_actions()
    total = 0
    for action in legal:
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1, use_oracle)
    return total


@pytest.mark.parametrize("case", FIXTURES, ids=[f"{c['scenario']}-{c['depth']}" for c in FIXTURES])
def test_perft_counts(ph_scenario, case):
    state = ph_scenario(case["scenario"], **case.get("overrides", {}))
    assert perft(state, case["depth"], use_oracle=False) == case["leaves"]
    assert perft(state, case["depth"], use_oracle=True) == case["leaves"]
