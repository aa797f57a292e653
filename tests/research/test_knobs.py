"""The arena's --knobs: per bot or seat, into the search of bots built in spawned workers."""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

from ai.budget import Budget
from ai.heuristics import five_tribes, heuristic_for
from ai.search_config import SearchConfig
from game.rules import load_title
from research.arena import knobs_by_seat, main, run_arena
from research.bots import make_bot
from tests.ai.toy_market import TITLE


def test_a_knob_reaches_the_search_of_a_bot_built_in_a_spawned_worker():
    knobs = {"hard": {"exploration": 0.77, "prior_samples": 3, "floor": 7}}
    totals = run_arena(
        TITLE, 2, ["hard", "random"], games=2, seed=1, budget=Budget(iterations=10), processes=2, knobs=knobs
    )
    config = totals["hard"].config
    assert config["exploration"] == 0.77 and config["prior_samples"] == 3 and config["floor"] == 7
    assert totals["random"].config == {}


def test_knobs_change_the_search_and_leave_other_knobs_to_the_title_and_level():
    default = make_bot("hard", "five_tribes", 1).search.config
    tuned = make_bot("hard", "five_tribes", 1, knobs={"exploration": 1.5, "final": "visits"}).search.config
    assert (tuned.exploration, tuned.final) == (1.5, "visits")
    assert tuned.root_try_all == default.root_try_all == five_tribes.SEARCH["root_try_all"]
    easy = make_bot("easy", "five_tribes", 1, knobs={"horizon_cap": 2}).search.config
    assert easy.horizon_cap == 2 and easy.rollout_depth == 20  # the level's own knob stays


def test_heuristic_constants_are_private_to_the_bot_that_sets_them():
    state = load_title("five_tribes").new_game(2, 4)
    rng = np.random.default_rng(4)
    for _ in range(60):  # into the game, where scores differ
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    plain = heuristic_for("five_tribes").evaluate(state)
    tuned = heuristic_for("five_tribes", {"TEMPERATURE_START": 30.0}).evaluate(state)
    assert not np.allclose(plain, tuned)
    assert five_tribes.TEMPERATURE_START == 12.0 and heuristic_for("five_tribes").evaluate(state) == plain
    bot = make_bot("greedy", "five_tribes", 1, knobs={"heuristic": {"QUEUE_SHARE": 0.0}})
    assert bot.heuristic.evaluate is not five_tribes.evaluate


def test_constants_reach_every_module_the_knowledge_is_split_into():
    from ai.heuristics import tribes_of_the_wind_board, tribes_of_the_wind_policy

    state = load_title("tribes_of_the_wind").new_game(2, 3)
    plain = heuristic_for("tribes_of_the_wind")
    # The policy's own constant: always the plan, so the same choice on every generator.
    steady = heuristic_for("tribes_of_the_wind", {"PLAN_SHARE": 1.0})
    picks = {steady.rollout_action(state, np.random.default_rng(s)) for s in range(40)}
    assert len(picks) == 1
    assert len({plain.rollout_action(state, np.random.default_rng(s)) for s in range(40)}) > 1
    # A constant the value imports from the board module: set where it is defined and read.
    while state.boards[state.seat].water == 0:
        state.apply(plain.rollout_action(state, np.random.default_rng(0)))
    capped = heuristic_for("tribes_of_the_wind", {"WATER_CAP": 0})
    assert capped.evaluate(state) != plain.evaluate(state)
    assert tribes_of_the_wind_policy.PLAN_SHARE == 0.7 and tribes_of_the_wind_board.WATER_CAP == 8
    assert plain.rollout_action is tribes_of_the_wind_policy.rollout_action


def test_a_seat_label_wins_over_its_bot_name():
    found = knobs_by_seat(
        ["hard", "hard", "random"], {"hard": {"exploration": 1}, "hard#2": {"exploration": 2}}
    )
    assert found == [{"exploration": 1}, {"exploration": 2}, None]


@pytest.mark.parametrize(
    ("name", "knobs", "message"),
    [
        ("hard", {"explortion": 1}, "explortion"),
        ("greedy", {"exploration": 1}, "exploration"),
        ("hard", {"heuristic": {"NO_SUCH": 1}}, "NO_SUCH"),
        ("openspiel_mcts", {"uct_c": 1}, "uct_c"),
        ("openspiel_mcts_h", {"exploration": 1}, "exploration"),
    ],
)
def test_a_knob_a_bot_does_not_use_is_an_error(name, knobs, message):
    with pytest.raises(ValueError, match=message):
        make_bot(name, "five_tribes", 1, 0.1, knobs)


def test_the_command_line_rejects_bad_knobs_before_playing_and_records_good_ones(tmp_path, capsys):
    base = ["--title", "prehistories", "--players", "2", "--bots", "hard,random", "--games", "1"]
    for bad in ["{not json", '{"normal": {"exploration": 1}}', '{"hard": {"explortion": 1}}']:
        with pytest.raises(SystemExit):
            main([*base, "--knobs", bad])
    out = tmp_path / "run.json"
    knobs = '{"hard": {"exploration": 0.4}}'
    assert main([*base, "--budget", "0.02", "--knobs", knobs, "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["knobs"] == {"hard": {"exploration": 0.4}}
    assert data["bots"]["hard"]["config"]["exploration"] == 0.4


def test_easy_has_no_iteration_floor_and_hard_keeps_it_on_a_wide_decision():
    from game.rules import load_title

    state = load_title("five_tribes").new_game(2, 1)
    while len(state.legal_actions()) < 8:
        state.apply(state.legal_actions()[0])
    player = state.current_player()
    tiny = 0.001  # seconds a turn: only a floor keeps a search going
    easy = make_bot("easy", "five_tribes", 1, budget=tiny).choose(state, player)
    hard = make_bot("hard", "five_tribes", 1, budget=tiny).choose(state, player)
    assert easy.stats.source == hard.stats.source == "search"
    assert easy.stats.iterations < 50 <= hard.stats.iterations
    # a knob still wins over the level's clock
    floored = make_bot("easy", "five_tribes", 1, budget=tiny, knobs={"floor": 50})
    assert floored.choose(state, player).stats.iterations >= 50


def test_a_titles_knobs_for_a_player_count_reach_the_search_under_the_levels(monkeypatch):
    real = heuristic_for("five_tribes")
    per_count = dataclasses.replace(
        real, search_players={3: {"exploration": 0.25, "rollout_depth": 9, "prior_mix": 0.5}}
    )
    monkeypatch.setattr("ai.bots.heuristic_for", lambda title_id, constants=None: per_count)
    title = load_title("five_tribes")
    budget = Budget(iterations=5)
    for players, exploration in ((2, SearchConfig().exploration), (3, 0.25)):
        bot = make_bot("hard", "five_tribes", 1, budget)
        state = title.new_game(players, 1)
        bot.choose(state, state.current_player())
        assert bot.search.config.exploration == exploration
        assert bot.describe()["exploration"] == exploration
    easy = make_bot("easy", "five_tribes", 1, budget)
    state = title.new_game(3, 1)
    easy.choose(state, state.current_player())
    config = easy.search.config
    assert config.prior_mix == 0.5  # the title's for 3 players
    assert config.exploration == 1.0 and config.rollout_depth == 20  # easy's own win


def test_a_titles_module_gives_its_knobs_per_player_count(monkeypatch):
    monkeypatch.setattr(five_tribes, "SEARCH_PLAYERS", {3: {"exploration": 0.4}}, raising=False)
    heuristic = heuristic_for("five_tribes")
    assert heuristic.search_players == {3: {"exploration": 0.4}}
    assert heuristic.search == five_tribes.SEARCH
    monkeypatch.delattr(five_tribes, "SEARCH_PLAYERS")
    assert heuristic_for("five_tribes").search_players == {}
