"""Headless matches between bots: how bot strength is measured (ARCHITECTURE.md section 3).

    python -m ai.arena --title five_tribes --players 3 --bots hard,normal,greedy --games 50 --seed 1

Seats rotate from game to game so that every bot sits in every seat equally often. Game ``g``
uses seed ``seed + g``; bots are seeded from it too, so a run replays exactly when the bots
have iteration budgets (time budgets depend on the machine's speed).

Ties: a game's win is split evenly among its top scorers (a two-way tie gives each 0.5), so
the win counts of a run add up to the number of games. Confidence intervals are Wilson score
intervals at 95% on the (possibly fractional) win count.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ai.bots import BOT_NAMES, SEARCH_BOTS, make_bot
from ai.search import Budget
from game.rules import TITLE_IDS, load_title
from game.rules.base import Title

TIE_RULE = "a tie splits the win evenly among the top scorers"
MAX_DECISIONS = 50_000  # far beyond any real game: an engine that never ends is a bug


@dataclass(frozen=True, slots=True)
class SeatResult:
    bot: str
    seat: int
    score: int
    win: float
    think: float  # seconds spent choosing, whole game
    turns: int  # runs of consecutive decisions


@dataclass(frozen=True, slots=True)
class GameJob:
    title: str | Title  # an id, or a Title object for titles outside game.rules (tests)
    players: int
    bots: tuple[str, ...]  # bot labels, one per seat, already rotated
    names: tuple[str, ...]  # registry names for the labels
    seed: int
    budget: Budget | None


def seat_labels(bots: list[str]) -> list[str]:
    """Bot names made unique per seat: ``hard,hard`` becomes ``hard#1,hard#2``."""
    return [f"{b}#{bots[:i].count(b) + 1}" if bots.count(b) > 1 else b for i, b in enumerate(bots)]


def play_game(job: GameJob) -> list[SeatResult]:
    title = load_title(job.title) if isinstance(job.title, str) else job.title
    state = title.new_game(job.players, job.seed)
    bots = [
        make_bot(name, title.id, job.seed * 100 + seat, job.budget) for seat, name in enumerate(job.names)
    ]
    think = [0.0] * job.players
    turns = [0] * job.players
    last = -1
    for _ in range(MAX_DECISIONS):
        if state.is_terminal():
            break
        player = state.current_player()
        if player != last:
            turns[player] += 1
            last = player
        started = time.perf_counter()
        choice = bots[player].choose(state, player)
        think[player] += time.perf_counter() - started
        state.apply(choice.action)
    else:
        raise RuntimeError(f"{title.id} game with seed {job.seed} did not end in {MAX_DECISIONS} decisions")
    scores = state.scores()
    winners = state.winners()
    return [
        SeatResult(
            bot=job.bots[seat],
            seat=seat,
            score=scores[seat],
            win=1.0 / len(winners) if seat in winners else 0.0,
            think=think[seat],
            turns=turns[seat],
        )
        for seat in range(job.players)
    ]


def jobs_for(
    title: str | Title, players: int, bots: list[str], games: int, seed: int, budget: Budget | None
) -> list[GameJob]:
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}: {','.join(bots)}")
    labels = seat_labels(bots)
    jobs = []
    for g in range(games):
        shift = g % players  # seat s gets bot (s + shift) mod players
        order = [(s + shift) % players for s in range(players)]
        jobs.append(
            GameJob(
                title=title,
                players=players,
                bots=tuple(labels[i] for i in order),
                names=tuple(bots[i] for i in order),
                seed=seed + g,
                budget=budget,
            )
        )
    return jobs


def run_games(jobs: list[GameJob], processes: int = 1) -> Iterator[list[SeatResult]]:
    """Play the games, in this process or in a pool; results come in completion order."""
    if processes <= 1:
        for job in jobs:
            yield play_game(job)
        return
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        yield from pool.imap_unordered(play_game, jobs)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(slots=True)
class BotTally:
    games: int = 0
    wins: float = 0.0
    score: float = 0.0
    think: float = 0.0
    turns: int = 0

    def summary(self) -> dict[str, float | int]:
        low, high = wilson(self.wins, self.games)
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "ci_low": low,
            "ci_high": high,
            "mean_score": self.score / self.games if self.games else 0.0,
            "mean_think_s": self.think / self.turns if self.turns else 0.0,
        }


def tally(results: Iterable[list[SeatResult]], labels: list[str]) -> dict[str, BotTally]:
    totals = {label: BotTally() for label in labels}
    for game in results:
        for seat in game:
            t = totals[seat.bot]
            t.games += 1
            t.wins += seat.win
            t.score += seat.score
            t.think += seat.think
            t.turns += seat.turns
    return totals


def progress_bar(done: int, total: int, started: float, width: int = 30) -> str:
    filled = int(width * done / total) if total else width
    elapsed = time.perf_counter() - started
    eta = elapsed / done * (total - done) if done else 0.0
    return (
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games  {elapsed:5.0f} s  eta {eta:4.0f} s"
    )


def run_arena(
    title: str | Title,
    players: int,
    bots: list[str],
    games: int,
    seed: int,
    budget: Budget | None = None,
    processes: int = 1,
    on_game: Callable[[int, int], None] | None = None,
) -> dict[str, BotTally]:
    jobs = jobs_for(title, players, bots, games, seed, budget)

    def counted() -> Iterator[list[SeatResult]]:
        for done, result in enumerate(run_games(jobs, processes), start=1):
            if on_game is not None:
                on_game(done, len(jobs))
            yield result

    return tally(counted(), seat_labels(bots))


def format_table(header: str, totals: dict[str, BotTally]) -> str:
    lines = [
        header,
        f"({TIE_RULE}; 95% Wilson intervals; think time per turn of consecutive decisions)",
        f"{'bot':<18}{'games':>6}{'wins':>8}{'win rate':>10}{'95% CI':>17}{'mean score':>12}{'think/turn':>12}",
    ]
    for label, t in totals.items():
        s = t.summary()
        ci = f"[{s['ci_low']:.3f}, {s['ci_high']:.3f}]"
        lines.append(
            f"{label:<18}{s['games']:>6}{s['wins']:>8.1f}{s['win_rate']:>10.3f}{ci:>17}"
            f"{s['mean_score']:>12.1f}{s['mean_think_s']:>11.3f}s"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("--title", required=True, choices=TITLE_IDS)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument(
        "--bots", required=True, help=f"comma-separated, one per seat: {', '.join(BOT_NAMES)}"
    )
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument(
        "--budget",
        type=float,
        default=None,
        help=f"seconds per turn for every search bot ({', '.join(SEARCH_BOTS)}, openspiel_*)",
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in BOT_NAMES]
    if unknown:
        parser.error(f"unknown bots {', '.join(unknown)}; known: {', '.join(BOT_NAMES)}")
    budget = None if args.budget is None else Budget(seconds=args.budget)
    started = time.perf_counter()

    def show(done: int, total: int) -> None:
        print(progress_bar(done, total, started), end="", file=sys.stderr, flush=True)

    try:
        totals = run_arena(args.title, args.players, bots, args.games, args.seed, budget, args.jobs, show)
    except ValueError as error:
        parser.error(str(error))
    print(file=sys.stderr)
    budget_text = "preset budgets" if budget is None else f"{args.budget} s per turn for search bots"
    header = (
        f"{args.title}, {args.players} players, {args.games} games, seed {args.seed}, {budget_text}, "
        f"{time.perf_counter() - started:.0f} s"
    )
    print(format_table(header, totals))
    if args.json is not None:
        data = {
            "title": args.title,
            "players": args.players,
            "games": args.games,
            "seed": args.seed,
            "budget_s": args.budget,
            "tie_rule": TIE_RULE,
            "bots": {label: t.summary() for label, t in totals.items()},
            "jobs": args.jobs,
        }
        args.json.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
