"""The scripted reference bots (research.strategists): legal whole games in every title."""

from __future__ import annotations

import pytest

from game.rules import load_title
from research.bots import make_bot
from research.strategists import TITLES, Strategist


@pytest.mark.parametrize("title_id", TITLES)
def test_the_strategist_plays_a_whole_game_legally_without_falling_back(title_id: str) -> None:
    title = load_title(title_id)
    state = title.new_game(2, 5)
    strategist = make_bot("strategist", title_id, 1)
    assert isinstance(strategist, Strategist)
    other = make_bot("random", title_id, 2)
    for _ in range(20_000):
        if state.is_terminal():
            break
        player = state.current_player()
        bot = strategist if player == 0 else other
        choice = bot.choose(state, player)
        assert choice.action in state.legal_actions()
        state.apply(choice.action)
    assert state.is_terminal()
    assert strategist.fallbacks == 0


def test_the_tribes_of_the_wind_strategist_rushes_villages_against_random_play() -> None:
    title = load_title("tribes_of_the_wind")
    built = []
    for seed in (1, 2):
        state = title.new_game(2, seed)
        bots = [make_bot("strategist", title.id, seed), make_bot("random", title.id, seed)]
        while not state.is_terminal():
            player = state.current_player()
            state.apply(bots[player].choose(state, player).action)
        built.append((state.boards[0].villages, state.boards[1].villages))
    assert all(mine == 5 and theirs < 5 for mine, theirs in built)


def test_the_strategist_has_no_knobs_and_other_titles_have_no_script() -> None:
    with pytest.raises(ValueError):
        make_bot("strategist", "tribes_of_the_wind", 1, knobs={"exploration": 1.0})
    with pytest.raises(ValueError):
        Strategist("strategist", "no_such_title", 1)


def test_every_title_with_a_script_module_is_found_without_a_list() -> None:
    from pathlib import Path

    import research.strategists as package
    from game.rules import TITLE_IDS

    modules = {path.stem for path in Path(package.__file__).parent.glob("*.py")}
    assert set(TITLES) == modules & set(TITLE_IDS) and len(TITLES) == 3
