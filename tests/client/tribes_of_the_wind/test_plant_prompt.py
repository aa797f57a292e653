"""The prompt for planting a market tile names it by colour and kind, never by its code (not
"Plant yellow_10 for 0 water (you have 4): choose a space")."""

from __future__ import annotations

import pytest

from game.client.tribes_of_the_wind import questions
from game.client.tribes_of_the_wind.questions import Choice
from game.rules.tribes_of_the_wind import TITLE
from tests.client.tribes_of_the_wind.conftest import Positions


def plant_prompts(positions: Positions, seed: int) -> list[str]:
    """Every "plant this market tile" prompt met over a stretch of random play."""
    prompts: list[str] = []
    for at in positions(seed, 400):
        for target in questions.build(at.view, at.legal, Choice()).targets:
            if target.choose and target.key.startswith("market:") and target.key != "market:deck":
                choice = Choice()
                questions.choose(choice, target.key)
                prompts.append(questions.build(at.view, at.legal, choice).prompt)
    return prompts


@pytest.mark.parametrize("language", ["english", "uk"])
def test_the_plant_prompt_names_the_tile_by_colour_and_kind(
    language: str, request: pytest.FixtureRequest, positions: Positions
):
    request.getfixturevalue(language)
    prompts = [prompt for seed in (1, 2, 3) for prompt in plant_prompts(positions, seed)]
    assert prompts  # random play reaches the market
    codes = set(TITLE.new_game(2, 1).data.tile_ids)
    assert [p for p in prompts if any(code in p for code in codes)] == []
    forest = "forest tile" if language == "english" else "плитку лісу"
    assert all(forest in prompt for prompt in prompts)


@pytest.mark.parametrize(("cost", "words"), [(1, "за 1 воду"), (2, "за 2 води"), (5, "за 5 води")])
def test_the_ukrainian_plant_prompt_agrees_the_water_with_its_cost(
    uk: None, positions: Positions, monkeypatch: pytest.MonkeyPatch, cost: int, words: str
):
    # Guards against: "Посадіть жовту плитку лісу за 1 води (у вас 2)".
    monkeypatch.setattr(questions, "plant_cost", lambda *_: cost)
    found = {"market": False, "deck": False}
    for at in positions(1, 400):
        for target in questions.build(at.view, at.legal, Choice()).targets:
            if target.choose and target.key.startswith("market:"):
                choice = Choice()
                questions.choose(choice, target.key)
                prompt = questions.build(at.view, at.legal, choice).prompt
                assert words in prompt, prompt
                found["deck" if target.key == "market:deck" else "market"] = True
        if all(found.values()):
            return
    raise AssertionError(f"random play did not reach both plant sources: {found}")
