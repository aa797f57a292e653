"""The arena: rotated seats, split ties, Wilson intervals, JSON results."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from ai.budget import Budget
from game.rules import available_titles
from research.arena import (
    format_table,
    jobs_for,
    main,
    play_game,
    run_arena,
    seat_budget,
    seat_budgets,
    seat_labels,
    tally,
    wilson,
)
from tests.ai.toy_market import TITLE
from tests.helpers import child_processes


def test_wilson_interval_matches_the_textbook_value():
    low, high = wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4)
    assert high == pytest.approx(0.9433, abs=1e-4)
    assert wilson(0, 20)[0] == 0.0


def test_every_bot_sits_in_every_seat_equally_often():
    jobs = jobs_for(TITLE.id, 3, ["hard", "normal", "greedy"], games=6, seed=1, budget=None)
    for bot in ["hard", "normal", "greedy"]:
        seats = [job.bots.index(bot) for job in jobs]
        assert sorted(seats) == [0, 0, 1, 1, 2, 2]
    assert [job.seed for job in jobs] == [1, 2, 3, 4, 5, 6]


def test_the_budget_is_hards_and_the_other_levels_keep_their_preset_ratio():
    budget = Budget(seconds=0.5, clock="cpu")
    jobs = jobs_for(TITLE.id, 3, ["hard", "normal", "easy"], games=3, seed=1, budget=budget)
    for job in jobs:
        seconds = {bot: b.seconds for bot, b in zip(job.bots, job.budgets)}
        assert seconds == pytest.approx({"hard": 0.5, "normal": 0.1875, "easy": 0.0375})
        assert {b.clock for b in job.budgets} == {"cpu"} and job.clock == "cpu"
    assert seat_budget("openspiel_mcts_h", budget) == budget
    assert seat_budget("ismcts", budget) == budget
    assert seat_budget("normal", budget, flat=True) == budget
    assert seat_budget("normal", None) is None


def test_time_odds_give_one_seat_more_seconds_against_the_same_opponents():
    budget = Budget(seconds=0.5, clock="cpu")
    bots = ["hard", "openspiel_mcts_h"]
    jobs = jobs_for(TITLE.id, 2, bots, games=2, seed=1, budget=budget, odds={"hard": 2.0})
    for job in jobs:
        seconds = {bot: b.seconds for bot, b in zip(job.bots, job.budgets)}
        assert seconds == pytest.approx({"hard": 1.0, "openspiel_mcts_h": 0.5})
    # A seat label wins over its bot name; a level keeps its preset ratio before the factor.
    labelled = seat_budgets(["normal", "normal"], budget, odds={"normal": 2.0, "normal#2": 4.0})
    assert [b.seconds for b in labelled] == pytest.approx([0.375, 0.75])
    with pytest.raises(ValueError, match="names no seated bot"):
        seat_budgets(bots, budget, odds={"easy": 2.0})
    with pytest.raises(ValueError, match="above 0"):
        seat_budgets(bots, budget, odds={"hard": 0})


def test_time_odds_are_checked_before_a_game_is_played(capsys):
    with pytest.raises(SystemExit):
        main(["--title", "five_tribes", "--players", "2", "--bots", "random,greedy", "--time-odds", "[2]"])
    assert "--time-odds must be a JSON object" in capsys.readouterr().err


def test_the_same_bot_twice_gets_two_labels():
    assert seat_labels(["hard", "random", "hard"]) == ["hard#1", "random", "hard#2"]


def test_a_run_counts_every_game_once_and_the_search_beats_random():
    totals = run_arena(TITLE, 2, ["ismcts", "random"], games=12, seed=1, budget=Budget(iterations=60))
    assert totals["ismcts"].games == totals["random"].games == 12
    assert totals["ismcts"].wins + totals["random"].wins == pytest.approx(12)
    assert totals["ismcts"].wins >= 9


def test_two_processes_give_the_same_tallies_as_one():
    kwargs = dict(players=2, bots=["flatmc", "random"], games=4, seed=5, budget=Budget(iterations=20))
    one = run_arena(TITLE, processes=1, **kwargs)
    two = run_arena(TITLE, processes=2, **kwargs)
    assert {k: (t.wins, t.score) for k, t in one.items()} == {k: (t.wins, t.score) for k, t in two.items()}


def test_the_command_line_writes_the_results_as_json(tmp_path, capsys):
    title = available_titles()[0]
    assert title.min_players <= 2 <= title.max_players
    out = tmp_path / "arena.json"
    code = main(
        ["--title", title.id, "--players", "2", "--bots", "random,greedy"]
        + ["--games", "2", "--seed", "3", "--json", str(out)]
    )
    assert code == 0
    data = json.loads(out.read_text())
    assert data["clock"] == "cpu" and data["budget_s"] == 4.0 and not data["flat_budget"]
    assert set(data["bots"]) == {"random", "greedy"}
    for row in data["bots"].values():
        assert {"games", "wins", "win_rate", "ci_low", "ci_high", "mean_score", "mean_think_s"} <= set(row)
        assert {"p90_think_s", "wide_decisions", "thin_wide_decisions", "mid_game_sales"} <= set(row)
        assert row["games"] == 2
    printed = capsys.readouterr()
    assert "win rate" in printed.out and "tie splits the win" in printed.out
    assert "2/2 games" in printed.err


def test_partial_results_are_written_after_every_game(tmp_path):
    seen: list[tuple[int, int, float]] = []

    def record(done, total, game, totals):
        seen.append((done, total, sum(t.wins for t in totals.values())))
        assert len(game) == 2

    run_arena(TITLE, 2, ["random", "greedy"], 3, seed=4, on_result=record)
    assert seen == [(1, 3, 1.0), (2, 3, 2.0), (3, 3, 3.0)]
    title = available_titles()[0]
    log = tmp_path / "games.jsonl"
    out = tmp_path / "arena.json"
    argv = ["--title", title.id, "--players", "2", "--bots", "random,greedy", "--games", "2"]
    assert main([*argv, "--log", str(log), "--json", str(out)]) == 0
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert len(lines) == 2 and all({seat["bot"] for seat in line} == {"random", "greedy"} for line in lines)
    assert json.loads(out.read_text())["games_done"] == 2


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_a_stopped_run_takes_its_worker_processes_with_it():
    # 3 s a turn: each worker's game lasts minutes, so a worker left to finish it outlives the
    # 20 s this test waits, and one terminated with the pool does not.
    argv = ["--title", "prehistories", "--players", "2", "--bots", "hard,hard", "--games", "40"]
    arena = subprocess.Popen(
        [sys.executable, "-m", "research.arena", *argv, "--budget", "3", "--jobs", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        workers: set[int] = set()
        deadline = time.monotonic() + 60
        while len(workers) < 2 and time.monotonic() < deadline and arena.poll() is None:
            time.sleep(0.1)
            workers = child_processes(arena.pid)
        assert len(workers) >= 2, "the pool's workers never started"
        arena.send_signal(signal.SIGTERM)
        assert arena.wait(timeout=30) != 0
        deadline = time.monotonic() + 20
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(_alive(w) for w in workers), "workers outlived the stopped arena"
    finally:
        if arena.poll() is None:
            arena.kill()


def test_the_policy_seat_plays_the_titles_playout_policy_on_its_own_view():
    from ai.heuristics import heuristic_for
    from game.rules import load_title
    from research.bots import POLICY, make_bot

    title = load_title("tribes_of_the_wind")
    heuristic = heuristic_for(title.id)
    state = title.new_game(2, 4)
    bot = make_bot(POLICY, title.id, 9)
    twin = np.random.default_rng(9)
    for _ in range(60):
        if state.is_terminal():
            break
        player = state.current_player()
        choice = bot.choose(state, player)
        # the same draws: a determinization of the seat's view, then the policy on it
        world = state.observation(player).determinize(player, twin)
        if len(world.legal_actions()) > 1:
            assert choice.action == heuristic.rollout_action(world, twin)
        assert choice.action in state.legal_actions()
        state.apply(choice.action)
    with pytest.raises(ValueError, match="only heuristic constants"):
        make_bot(POLICY, title.id, 1, knobs={"exploration": 1.0})
    # its knowledge's constants can be set, as a search bot's
    make_bot(POLICY, title.id, 1, knobs={"heuristic": {"UNBLOCK_SHARE": 0.0}})
    with pytest.raises(ValueError, match="no constant"):
        make_bot(POLICY, title.id, 1, knobs={"heuristic": {"NO_SUCH_CONSTANT": 1}})


def test_each_seat_reports_its_points_by_category_and_the_tally_their_means():
    """The arena says how a bot scores (a village race, a clean board, forests), not only how much:
    each seat's final score by category, and each bot's mean of every category."""
    title = next(t for t in available_titles() if t.id == "tribes_of_the_wind")
    jobs = jobs_for(title.id, 2, ["greedy", "random"], games=2, seed=4, budget=None)
    games = [play_game(job) for job in jobs]
    for game in games:
        for seat in game:
            assert seat.points and sum(seat.points.values()) == seat.score
    totals = tally(games, ["greedy", "random"])
    for label, t in totals.items():
        means = t.summary()["mean_points"]
        seats = [seat for game in games for seat in game if seat.bot == label]
        assert set(means) == set(seats[0].points)
        for category, mean in means.items():
            assert mean == pytest.approx(sum(s.points[category] for s in seats) / len(seats))
        assert sum(means.values()) == pytest.approx(t.summary()["mean_score"])
    assert "mean points: villages" in format_table("", totals)
