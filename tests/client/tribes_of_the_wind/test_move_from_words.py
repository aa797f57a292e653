"""The move prompt says where the rider leaves from in good Ukrainian ("Перемістіть вершника з столиця"; the place needs the genitive and "зі" before "столиці")."""

from __future__ import annotations

from game.client.tribes_of_the_wind import questions
from game.client.tribes_of_the_wind.questions import Choice
from game.rules.tribes_of_the_wind.state import Phase
from tests.client.tribes_of_the_wind.conftest import Positions


def prompts_from_the_capital(positions: Positions, seed: int) -> list[str]:
    """Every prompt met with a rider picked in the capital over a stretch of random play."""
    prompts: list[str] = []
    for at in positions(seed, 300):
        choice = Choice()
        choice.origin = 0
        prompt = questions.build(at.view, at.legal, choice).prompt
        if at.state.phase in (Phase.MOVE, Phase.CATAPULT) and choice.origin == 0:
            prompts.append(prompt)
    return prompts


def test_the_rider_leaves_zi_stolytsi_in_ukrainian(uk: None, positions: Positions):
    prompts = [p for seed in (1, 2) for p in prompts_from_the_capital(positions, seed)]
    assert prompts  # random play moves riders out of the capital
    assert all("зі столиці" in p for p in prompts), prompts[:3]
    assert not any("з столиця" in p for p in prompts)


def test_the_rider_leaves_from_the_capital_in_english(english: None, positions: Positions):
    prompts = prompts_from_the_capital(positions, 1)
    assert prompts and all("from the capital" in p for p in prompts), prompts[:3]
