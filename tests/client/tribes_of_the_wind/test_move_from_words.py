"""The move prompt says where the rider leaves from in good Ukrainian (seen in play, session 7:
"Перемістіть вершника з столиця"; the place needs the genitive and "зі" before "столиці")."""

from __future__ import annotations

import random

from game.client.tribes_of_the_wind import questions
from game.client.tribes_of_the_wind.questions import Choice
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind.state import Phase


def prompts_from_the_capital(seed: int) -> list[str]:
    """Every prompt met with a rider picked in the capital over a stretch of random play."""
    state = TITLE.new_game(2, seed)
    rng = random.Random(seed)
    prompts: list[str] = []
    for _ in range(300):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        view = state.observation(state.current_player())
        choice = Choice()
        choice.origin = 0
        prompt = questions.build(view, legal, choice).prompt
        if state.phase in (Phase.MOVE, Phase.CATAPULT) and choice.origin == 0:
            prompts.append(prompt)
        state.apply(rng.choice(legal))
    return prompts


def test_the_rider_leaves_zi_stolytsi_in_ukrainian(uk: None):
    prompts = [p for seed in (1, 2) for p in prompts_from_the_capital(seed)]
    assert prompts  # random play moves riders out of the capital
    assert all("зі столиці" in p for p in prompts), prompts[:3]
    assert not any("з столиця" in p for p in prompts)


def test_the_rider_leaves_from_the_capital_in_english(english: None):
    prompts = prompts_from_the_capital(1)
    assert prompts and all("from the capital" in p for p in prompts), prompts[:3]
