"""Headless matches between bots: how bot strength is measured.

    python -m research.arena --title five_tribes --players 3 --bots hard,normal,greedy --games 50 --seed 1

Seats rotate from game to game so that every bot sits in every seat equally often. Game ``g``
uses seed ``seed + g``; bots are seeded from it too, so a run replays exactly when the bots
have iteration budgets (time budgets depend on the machine's speed).

Budgets (``seat_budget``). ``--budget S`` is the seconds per turn of ``hard`` and of every
research search bot (``ismcts``, ``flatmc``, the OpenSpiel seats); the other levels of
``ai.bots.PRESETS`` keep their ratio to ``hard``'s preset (hard 4 s, normal 1.5 s, easy 0.3 s:
``--budget 0.5`` gives normal 0.1875 s and easy 0.0375 s), so each level is measured as the
level it is. ``--flat-budget`` gives every search bot S. Without ``--budget``, S is ``hard``'s
preset. The seconds are counted on ``--clock``: "cpu" (the default) is the processor time of
the thread that thinks, which the load of other processes does not change, so the same budget
is the same compute for every bot on a busy machine; "wall" is what a person waits (the
shipped game's clock). Think times in the results are on the same clock. ``--time-odds``
multiplies a bot's seconds by a factor (``'{"hard": 2}'``): what more time buys it against the
same opponents.

Ties: a game's win is split evenly among its top scorers (a two-way tie gives each 0.5), so
the win counts of a run add up to the number of games. Confidence intervals are Wilson score
intervals at 95% on the (possibly fractional) win count.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import signal
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ai.bots import PRESETS
from ai.budget import CLOCKS, Budget, clock_function
from ai.heuristics import heuristic_for
from game.rules import TITLE_IDS, load_title
from game.rules.base import Title
from research import audit
from research.bots import BOT_NAMES, OPENSPIEL_BOTS, SEARCH_BOTS, make_bot

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
    config: dict[str, Any] = field(default_factory=dict)  # the bot's knobs in effect, if it says
    wide: int = 0  # decisions with at least audit.WIDE legal actions answered by a search
    thin: int = 0  # ... of them from fewer than audit.THIN iterations
    sales: int = 0  # Five Tribes mid-game sales (research.audit.SaleWatch)
    worse_sales: int = 0  # ... that the heuristic rates below ending the turn
    turn_think: tuple[float, ...] = ()  # think seconds of each turn
    empty: int = 0  # turns that changed nothing while another was open (research.audit.EmptyMoveWatch)
    empty_examples: tuple[str, ...] = ()
    points: dict[str, int] = field(default_factory=dict)  # the final score by category


@dataclass(frozen=True, slots=True)
class GameJob:
    title: str | Title  # an id, or a Title object for titles outside game.rules (tests)
    players: int
    bots: tuple[str, ...]  # bot labels, one per seat, already rotated
    names: tuple[str, ...]  # registry names for the labels
    seed: int
    budgets: tuple[Budget | None, ...]  # per seat (seat_budget); None: the bot's own
    knobs: tuple[dict[str, Any] | None, ...] = ()  # per seat, for make_bot
    clock: str = "wall"  # what think times are measured on (ai.budget.CLOCKS)


def seat_labels(bots: list[str]) -> list[str]:
    """Bot names made unique per seat: ``hard,hard`` becomes ``hard#1,hard#2``."""
    return [f"{b}#{bots[:i].count(b) + 1}" if bots.count(b) > 1 else b for i, b in enumerate(bots)]


HARD = "hard"  # the level whose seconds --budget gives (seat_budget)


def seat_budget(name: str, budget: Budget | None, flat: bool = False) -> Budget | None:
    """The budget of the bot ``name`` in a run given ``budget``: a level of ``ai.bots.PRESETS``
    gets it scaled by its preset's seconds over ``hard``'s (unless ``flat``), any other bot
    gets it as it is. None stays None (each bot's own budget)."""
    if budget is None or flat or name not in PRESETS:
        return budget
    return budget.scaled(PRESETS[name].seconds / PRESETS[HARD].seconds)


def seat_budgets(
    bots: list[str], budget: Budget | None, flat: bool = False, odds: dict[str, float] | None = None
) -> list[Budget | None]:
    """Each seat's budget (``seat_budget``), times its factor in ``odds`` (keyed by bot name or
    seat label, as ``--knobs``): time odds, to measure what more time buys a bot against the
    same opponents."""
    odds = odds or {}
    labels = seat_labels(bots)
    unknown = [key for key in odds if key not in bots and key not in labels]
    if unknown:
        raise ValueError(
            f"--time-odds names no seated bot: {', '.join(unknown)} (seats: {', '.join(labels)})"
        )
    found = []
    for name, label in zip(bots, labels):
        factor = odds.get(label, odds.get(name, 1.0))
        if not factor > 0:
            raise ValueError(f"--time-odds for {label} must be above 0, not {factor}")
        base = seat_budget(name, budget, flat)
        found.append(base if base is None or factor == 1.0 else base.scaled(factor))
    return found


def play_game(job: GameJob) -> list[SeatResult]:
    title = load_title(job.title) if isinstance(job.title, str) else job.title
    state = title.new_game(job.players, job.seed)
    knobs = job.knobs or (None,) * job.players
    bots = [
        make_bot(name, title.id, job.seed * 100 + seat, job.budgets[seat], knobs[seat])
        for seat, name in enumerate(job.names)
    ]
    now = clock_function(job.clock)
    think = [0.0] * job.players
    turn_think: list[list[float]] = [[] for _ in range(job.players)]
    wide = [0] * job.players
    thin = [0] * job.players
    watches = (
        [audit.SaleWatch(heuristic_for(title.id), p) for p in range(job.players)]
        if title.id == "five_tribes"
        else []
    )
    empties = [audit.EmptyMoveWatch(p, job.seed) for p in range(job.players)]
    last = -1
    for _ in range(MAX_DECISIONS):
        if state.is_terminal():
            break
        player = state.current_player()
        if player != last:
            turn_think[player].append(0.0)
            last = player
        width = len(state.legal_actions())
        started = now()
        choice = bots[player].choose(state, player)
        spent = now() - started
        think[player] += spent
        turn_think[player][-1] += spent
        iterations = audit.answered_from(choice)
        if width >= audit.WIDE and iterations is not None:
            wide[player] += 1
            thin[player] += iterations < audit.THIN
        if watches:
            watches[player].before(state, choice.action)
        empties[player].before(state, choice.action)
        events = state.apply(choice.action)
        empties[player].after(state, choice.action, events)
        if watches:
            watches[player].after(state, choice.action)
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
            turns=len(turn_think[seat]),
            config=_describe(bots[seat]),
            wide=wide[seat],
            thin=thin[seat],
            sales=watches[seat].sales if watches else 0,
            worse_sales=watches[seat].worse if watches else 0,
            turn_think=tuple(turn_think[seat]),
            empty=empties[seat].empty,
            empty_examples=tuple(f"seed {job.seed}, {e}" for e in empties[seat].examples),
            points=state.score_breakdown(seat),
        )
        for seat in range(job.players)
    ]


def _describe(bot: Any) -> dict[str, Any]:
    describe = getattr(bot, "describe", None)
    return dict(describe()) if callable(describe) else {}


def knobs_by_seat(bots: list[str], knobs: dict[str, Any] | None) -> list[dict[str, Any] | None]:
    """Each seat's knobs from ``{"<bot name or seat label>": {knob: value}}``; a seat label
    (``hard#2``) wins over its bot name (``hard``)."""
    knobs = knobs or {}
    labels = seat_labels(bots)
    unknown = [key for key in knobs if key not in bots and key not in labels]
    if unknown:
        raise ValueError(f"--knobs names no seated bot: {', '.join(unknown)} (seats: {', '.join(labels)})")
    found: list[dict[str, Any] | None] = []
    for name, label in zip(bots, labels):
        merged = {**(knobs.get(name) or {}), **(knobs.get(label) or {})} if label != name else knobs.get(name)
        if merged is not None and not isinstance(merged, dict):
            raise ValueError(f"--knobs for {label} must be an object of knob names and values")
        found.append(merged or None)
    return found


def jobs_for(
    title: str | Title,
    players: int,
    bots: list[str],
    games: int,
    seed: int,
    budget: Budget | None,
    knobs: dict[str, Any] | None = None,
    flat: bool = False,
    odds: dict[str, float] | None = None,
) -> list[GameJob]:
    """The games of a run; ``budget`` is shared out by ``seat_budgets``."""
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}: {','.join(bots)}")
    labels = seat_labels(bots)
    per_seat = knobs_by_seat(bots, knobs)
    budgets = seat_budgets(bots, budget, flat, odds)
    clock = "wall" if budget is None else budget.clock
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
                budgets=tuple(budgets[i] for i in order),
                knobs=tuple(per_seat[i] for i in order),
                clock=clock,
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
    wide: int = 0
    thin: int = 0
    sales: int = 0
    worse_sales: int = 0
    empty: int = 0
    empty_examples: list[str] = field(default_factory=list)
    turn_think: list[float] = field(default_factory=list)
    config: dict[str, Any] = field(default_factory=dict)
    points: dict[str, int] = field(default_factory=dict)  # summed over the games, by category

    def summary(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        ordered = sorted(self.turn_think)
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "ci_low": low,
            "ci_high": high,
            "mean_score": self.score / self.games if self.games else 0.0,
            # how a bot scores, not only how much: a strategy shows in its categories
            "mean_points": {k: v / self.games for k, v in self.points.items()} if self.games else {},
            "mean_think_s": self.think / self.turns if self.turns else 0.0,
            "p90_think_s": ordered[int(0.9 * (len(ordered) - 1))] if ordered else 0.0,
            "max_think_s": ordered[-1] if ordered else 0.0,
            "wide_decisions": self.wide,
            "thin_wide_decisions": self.thin,
            "thin_share": self.thin / self.wide if self.wide else 0.0,
            "mid_game_sales": self.sales,
            "sales_rated_worse": self.worse_sales,
            "empty_moves": self.empty,
            "empty_move_examples": self.empty_examples[:10],
            "config": self.config,
        }


def tally(results: Iterable[list[SeatResult]], labels: list[str]) -> dict[str, BotTally]:
    totals = {label: BotTally() for label in labels}
    for game in results:
        add_game(totals, game)
    return totals


def add_game(totals: dict[str, BotTally], game: list[SeatResult]) -> None:
    for seat in game:
        t = totals[seat.bot]
        t.games += 1
        t.wins += seat.win
        t.score += seat.score
        t.think += seat.think
        t.turns += seat.turns
        t.wide += seat.wide
        t.thin += seat.thin
        t.sales += seat.sales
        t.worse_sales += seat.worse_sales
        t.empty += seat.empty
        t.empty_examples.extend(seat.empty_examples)
        t.turn_think.extend(seat.turn_think)
        t.config = seat.config
        for category, value in seat.points.items():
            t.points[category] = t.points.get(category, 0) + value


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
    knobs: dict[str, Any] | None = None,
    on_result: Callable[[int, int, list[SeatResult], dict[str, BotTally]], None] | None = None,
    flat: bool = False,
    odds: dict[str, float] | None = None,
) -> dict[str, BotTally]:
    """Play the games and tally them; ``on_result(done, total, game, totals)`` sees the tally
    so far after every finished game (partial results of a run that is stopped). ``budget``
    is shared out by ``seat_budget``."""
    jobs = jobs_for(title, players, bots, games, seed, budget, knobs, flat, odds)
    totals = tally((), seat_labels(bots))
    for done, result in enumerate(run_games(jobs, processes), start=1):
        add_game(totals, result)
        if on_game is not None:
            on_game(done, len(jobs))
        if on_result is not None:
            on_result(done, len(jobs), result, totals)
    return totals


def format_table(header: str, totals: dict[str, BotTally]) -> str:
    lines = [
        header,
        f"({TIE_RULE}; 95% Wilson intervals; think time per turn of consecutive decisions)",
        f"{'bot':<18}{'games':>6}{'wins':>8}{'win rate':>10}{'95% CI':>17}{'mean score':>12}{'think/turn':>12}"
        f"{'p90':>8}{'wide<50':>10}{'sales worse':>13}{'empty':>7}",
    ]
    for label, t in totals.items():
        s = t.summary()
        ci = f"[{s['ci_low']:.3f}, {s['ci_high']:.3f}]"
        lines.append(
            f"{label:<18}{s['games']:>6}{s['wins']:>8.1f}{s['win_rate']:>10.3f}{ci:>17}"
            f"{s['mean_score']:>12.1f}{s['mean_think_s']:>11.3f}s{s['p90_think_s']:>7.2f}s"
            f"{s['thin_wide_decisions']:>5}/{s['wide_decisions']:<4}{s['sales_rated_worse']:>7}/{s['mid_game_sales']:<5}{s['empty_moves']:>7}"
        )
    for label, t in totals.items():
        means = t.summary()["mean_points"]
        if means:
            lines.append(f"{label:<18}mean points: " + ", ".join(f"{k} {v:.1f}" for k, v in means.items()))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m research.arena", description=__doc__.split("\n\n")[0])
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
        help=f"seconds per turn of hard and of the research search bots (ismcts, flatmc, openspiel_*); "
        f"the other levels keep their preset ratio to hard (default: hard's preset, {PRESETS[HARD].seconds} s)",
    )
    parser.add_argument(
        "--flat-budget",
        action="store_true",
        help=f"give every search bot ({', '.join(SEARCH_BOTS)}, openspiel_*) the --budget seconds as they are",
    )
    parser.add_argument(
        "--clock",
        choices=tuple(CLOCKS),
        default="cpu",
        help="what a budget's seconds count: cpu, the thinking thread's processor time (the same compute "
        "whatever the machine's load), or wall, the time a person waits",
    )
    parser.add_argument(
        "--knobs",
        default=None,
        help='JSON object of knobs per bot name or seat label, e.g. \'{"hard": {"exploration": 0.5, '
        '"heuristic": {"QUEUE_SHARE": 0.3}}, "openspiel_mcts_h": {"uct_c": 1.0}}\' '
        "(SearchConfig / ClockConfig fields, heuristic constants, OpenSpiel peer knobs)",
    )
    parser.add_argument(
        "--time-odds",
        default=None,
        help="JSON object of a factor per bot name or seat label on its seconds per turn, e.g. "
        "'{\"hard\": 2}': what more time buys a bot against the same opponents",
    )
    parser.add_argument(
        "--json",
        type=Path,
        default=None,
        help="also write the results here, rewritten after every game (games_done: how many so far)",
    )
    parser.add_argument(
        "--log", type=Path, default=None, help="append one JSON line per finished game here (its seats)"
    )
    args = parser.parse_args(argv)
    # A stopped run (SIGTERM, as from ``kill``) unwinds like Ctrl-C, so the pool's context
    # terminates its workers instead of leaving them to play on as orphans.
    signal.signal(signal.SIGTERM, _stop)
    try:
        knobs = None if args.knobs is None else json.loads(args.knobs)
    except json.JSONDecodeError as error:
        parser.error(f"--knobs is not JSON: {error}")
    if knobs is not None and not isinstance(knobs, dict):
        parser.error("--knobs must be a JSON object keyed by bot name or seat label")
    try:
        odds = None if args.time_odds is None else json.loads(args.time_odds)
    except json.JSONDecodeError as error:
        parser.error(f"--time-odds is not JSON: {error}")
    if odds is not None and not (
        isinstance(odds, dict) and all(isinstance(v, (int, float)) for v in odds.values())
    ):
        parser.error("--time-odds must be a JSON object of numbers keyed by bot name or seat label")
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in BOT_NAMES]
    if unknown:
        parser.error(f"unknown bots {', '.join(unknown)}; known: {', '.join(BOT_NAMES)}")
    seconds = PRESETS[HARD].seconds if args.budget is None else args.budget
    budget = Budget(seconds=seconds, clock=args.clock)
    started = time.perf_counter()

    def show(done: int, total: int) -> None:
        print(progress_bar(done, total, started), end="", file=sys.stderr, flush=True)

    def summary(done: int, totals: dict[str, BotTally]) -> dict[str, Any]:
        return {
            "title": args.title,
            "players": args.players,
            "games": args.games,
            "games_done": done,
            "seed": args.seed,
            "budget_s": seconds,
            "flat_budget": args.flat_budget,
            "seat_budget_s": {  # seconds per turn of each search bot (seat_budgets)
                label: getattr(seat, "seconds", None)
                for name, label, seat in zip(
                    bots, seat_labels(bots), seat_budgets(bots, budget, args.flat_budget, odds)
                )
                if name in SEARCH_BOTS or name in OPENSPIEL_BOTS
            },
            "time_odds": odds,
            "clock": args.clock,
            "tie_rule": TIE_RULE,
            "bots": {label: t.summary() for label, t in totals.items()},
            "jobs": args.jobs,
            "knobs": knobs,
            "elapsed_s": round(time.perf_counter() - started, 1),
            "command": " ".join(sys.argv),
        }

    def record(done: int, total: int, game: list[SeatResult], totals: dict[str, BotTally]) -> None:
        if args.log is not None:
            line = [{k: v for k, v in asdict(seat).items() if k != "config"} for seat in game]
            with args.log.open("a", encoding="utf-8") as log_file:
                log_file.write(json.dumps(line) + "\n")
        if args.json is not None:
            write_atomically(args.json, json.dumps(summary(done, totals), indent=2) + "\n")

    try:
        # Bad knobs fail here, before any game runs.
        budgets = seat_budgets(bots, budget, args.flat_budget, odds)
        for seat, seat_knobs in enumerate(knobs_by_seat(bots, knobs)):
            make_bot(bots[seat], args.title, 0, budgets[seat], seat_knobs)
        totals = run_arena(
            args.title,
            args.players,
            bots,
            args.games,
            args.seed,
            budget,
            args.jobs,
            show,
            knobs,
            record,
            args.flat_budget,
            odds,
        )
    except (ValueError, TypeError) as error:
        parser.error(str(error))
    print(file=sys.stderr)
    scale = "every search bot" if args.flat_budget else "hard, the other levels in their preset ratio"
    budget_text = f"{seconds} s per turn ({scale}) on the {args.clock} clock"
    header = (
        f"{args.title}, {args.players} players, {args.games} games, seed {args.seed}, {budget_text}, "
        f"{time.perf_counter() - started:.0f} s"
    )
    print(format_table(header, totals))
    if args.json is not None:
        write_atomically(args.json, json.dumps(summary(args.games, totals), indent=2) + "\n")
    return 0


def _stop(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)


def write_atomically(path: Path, text: str) -> None:
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


if __name__ == "__main__":
    raise SystemExit(main())
