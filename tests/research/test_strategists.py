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


def _play(title_id: str, seed: int, bots: list) -> object:
    state = load_title(title_id).new_game(len(bots), seed)
    while not state.is_terminal():
        player = state.current_player()
        state.apply(bots[player].choose(state, player).action)
    return state


def _five_tribes_at_start(seed: int):  # type: ignore[no-untyped-def]
    state = load_title("five_tribes").new_game(2, seed)
    while state.step.name != "START":
        state.apply(state.legal_actions()[-1])  # everyone bids 0
    return state


def test_the_five_tribes_strategist_plays_the_move_that_empties_a_tile_of_viziers_and_claims_it() -> None:
    import numpy as np

    from game.rules.five_tribes.actions import drop, pick
    from game.rules.five_tribes.board import TILE_INDEX

    state = _five_tribes_at_start(3)
    meeples = np.zeros((30, 5), dtype=np.int64)
    meeples[:, 3:] = 1  # a builder and an assassin everywhere: no other tile can be emptied
    c3, d3 = TILE_INDEX["c3"], TILE_INDEX["d3"]
    meeples[c3] = [1, 0, 0, 0, 0]
    meeples[d3] = [2, 0, 0, 0, 0]  # a vizier dropped here takes three and leaves the tile bare
    state.meeples[:] = meeples
    state._legal = None
    bot = make_bot("strategist", "five_tribes", 1)
    player = state.current_player()
    assert bot.choose(state, player).action == pick(c3)
    state.apply(pick(c3))
    assert bot.choose(state, player).action == drop(d3, 0)
    state.apply(drop(d3, 0))
    assert state.owner[d3] == player and state.players[player].viziers == 3


def test_the_five_tribes_strategist_pays_for_turn_order_only_when_the_best_move_stands_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import numpy as np

    import research.strategists.five_tribes as script

    state = load_title("five_tribes").new_game(2, 4)
    assert state.step.name == "BID"
    legal = state.legal_actions()
    rng = np.random.default_rng(0)

    def board_of(values: list[float]):  # type: ignore[no-untyped-def]
        return lambda world, player, mid_move: [script.End(t, t, 0, v) for t, v in enumerate(values)]

    monkeypatch.setattr(script, "_ends", board_of([40.0, 6.0, 5.0, 5.0, 4.0]))
    assert script.choose(state, legal, rng) == 0  # bid 18: the move is worth 34 more than the fourth best
    monkeypatch.setattr(script, "_ends", board_of([10.0, 10.0, 10.0, 10.0, 10.0]))
    assert script.choose(state, legal, rng) == 6  # bid 0: order buys nothing


def test_the_five_tribes_strategist_values_a_bare_tile_claimed_above_the_same_end_left_occupied() -> None:
    import numpy as np

    from game.rules.five_tribes.board import TILE_INDEX
    from research.strategists.five_tribes import move_value

    state = _five_tribes_at_start(3)
    player = state.current_player()
    d3 = TILE_INDEX["d3"]
    bare = np.zeros((30, 5), dtype=np.int64)
    bare[d3] = [2, 0, 0, 0, 0]
    crowded = bare.copy()
    crowded[d3, 3] = 1
    gap = move_value(state, player, bare, ((d3, 0),)) - move_value(state, player, crowded, ((d3, 0),))
    assert gap >= state.tile_vp[d3]


def test_the_prehistories_strategist_completes_a_row_for_its_totem() -> None:
    from game.rules.prehistories.data import components, parse_cell
    from research.strategists.prehistories import LINE_NEAR, TOTEM, _placements, tile_gain

    state = load_title("prehistories").new_game(2, 1)
    cave = state.seats[0].cave.copy()
    single = next(t for t in components().tiles if t.stack == 0)
    for column in "abcdef":
        cave.paint(single, 0, parse_cell(f"{column}1"))
    assert tile_gain(state, 0, cave, single.index) >= TOTEM - LINE_NEAR  # the row was nearly a totem already
    best = max(_placements(cave, single.index), key=lambda p: _gain_at(state, cave, single, p))
    assert best[1] == parse_cell("g1")


def _gain_at(state, cave, kind, placement):  # type: ignore[no-untyped-def]
    from research.strategists.prehistories import cave_worth

    trial = cave.copy()
    trial.paint(kind, *placement)
    return cave_worth(state, 0, trial)


def test_the_prehistories_strategist_sizes_each_group_for_its_zone() -> None:
    from game.rules.prehistories.data import STRENGTH
    from research.strategists.prehistories import ORDER, _plan

    for seed in range(1, 6):
        state = load_title("prehistories").new_game(2, seed)
        player = state.current_player()
        seat = state.seats[player]
        _, plan = _plan(state, player, list(seat.hand), ORDER)
        used = [c for _, group in plan for c in group]
        assert len(used) == len(set(used)) and set(used) <= set(seat.hand)
        for zone, group in plan:
            total = sum(STRENGTH[c] for c in group)
            zone_def = state.zone_defs[zone]
            assert total >= zone_def.orange
            # no card to spare: without its weakest card the group would take less
            weakest = min(STRENGTH[c] for c in group)
            assert total - weakest < zone_def.orange or total - weakest < zone_def.green <= total


@pytest.mark.parametrize("title_id", ["five_tribes", "prehistories"])
def test_the_strategist_beats_random_play(title_id: str) -> None:
    for seed in (1, 2):
        bots = [make_bot("strategist", title_id, seed), make_bot("random", title_id, seed)]
        state = _play(title_id, seed, bots)
        assert state.winners() == [0]  # type: ignore[attr-defined]
        assert bots[0].fallbacks == 0  # type: ignore[attr-defined]
