"""Are the hint's win chances calibrated? Per title, the plan's estimate against the game's outcome.

Self-play games of two seats are played to the end by the title's playout policy (``--players``:
``rollout``, or a bot level such as ``easy`` at ``--play-iterations`` per search); at every
``--every``-th decision with a real choice, the hint's plan (``ai.planner.Planner`` at
``--iterations`` for the whole plan) gives its estimate for the seat to move: the search's mean
result after the plan's first choice, a win chance in 0..1. Once the game ends, that seat's
result is 1 for a win, 1/k for a win shared by k, else 0. The positions fall in buckets of 10% of
the estimate; per bucket: the positions, the mean estimate and the won fraction.

The rule (``show_for``): a title shows win chances only when it has at least ``MIN_POSITIONS``
positions and, in every bucket with at least ``MIN_BUCKET`` of them, the mean estimate is within
``TOLERANCE`` of the won fraction; otherwise the hint shows the expected points margin. ``--write``
stores the table and the decision in ``levels/hint_calibration.json``, which the client reads
(``ai.plan.estimate_shown``). ``python -m bench calibration`` runs the default size (300 positions per
title); ``python -m bench.bench_calibration --positions 30`` a small one.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ai.bots import make_bot
from ai.budget import Budget
from ai.heuristics import heuristic_for
from ai.plan import CALIBRATION_FILE as CALIBRATION_NAME
from ai.plan import MARGIN, WIN_CHANCE
from ai.planner import PlanConfig, Planner
from game.rules import TITLE_IDS, load_title
from game.rules.base import State

MIN_POSITIONS = 300
MIN_BUCKET = 30
TOLERANCE = 0.1
BUCKETS = 10
CALIBRATION_FILE = Path(__file__).resolve().parents[1] / "levels" / CALIBRATION_NAME


@dataclass(slots=True)
class Bucket:
    low: float
    positions: int = 0
    predicted: float = 0.0  # summed estimates
    won: float = 0.0  # summed results

    def to_dict(self) -> dict[str, Any]:
        n = self.positions
        return {
            "from": round(self.low, 2),
            "to": round(self.low + 1 / BUCKETS, 2),
            "positions": n,
            "predicted": round(self.predicted / n, 3) if n else None,
            "won": round(self.won / n, 3) if n else None,
        }


@dataclass(slots=True)
class Table:
    title_id: str
    buckets: list[Bucket] = field(default_factory=lambda: [Bucket(i / BUCKETS) for i in range(BUCKETS)])

    def add(self, estimate: float, result: float) -> None:
        bucket = self.buckets[min(BUCKETS - 1, max(0, int(estimate * BUCKETS)))]
        bucket.positions += 1
        bucket.predicted += estimate
        bucket.won += result

    @property
    def positions(self) -> int:
        return sum(b.positions for b in self.buckets)

    def worst_gap(self) -> float:
        """The largest |mean estimate - won fraction| over the buckets with MIN_BUCKET positions."""
        gaps = [abs(b.predicted - b.won) / b.positions for b in self.buckets if b.positions >= MIN_BUCKET]
        return max(gaps, default=0.0)

    def show(self) -> str:
        return show_for(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "show": self.show(),
            "positions": self.positions,
            "worst_gap": round(self.worst_gap(), 3),
            "buckets": [b.to_dict() for b in self.buckets],
        }


def show_for(table: Table) -> str:
    """``win_chance`` when calibrated (see the module docstring), else ``margin``."""
    if table.positions < MIN_POSITIONS:
        return MARGIN
    return WIN_CHANCE if table.worst_gap() <= TOLERANCE else MARGIN


def result_of(state: State, seat: int) -> float:
    winners = state.winners()
    return 1.0 / len(winners) if seat in winners else 0.0


def self_play(
    title_id: str, seed: int, planner: Planner, every: int, players: str, play_iterations: int
) -> list[tuple[float, int]]:
    """One game: the plan's estimates at the sampled positions, each with its seat; then the
    results once the game is over (returned as (estimate, result) pairs by ``calibrate``)."""
    state = load_title(title_id).new_game(2, seed)
    heuristic = heuristic_for(title_id)
    rng = np.random.default_rng(seed)
    bots = None
    if players != "rollout":
        bots = [make_bot(players, title_id, seed + s, Budget(iterations=play_iterations)) for s in range(2)]
    found: list[tuple[float, int]] = []
    choices = 0
    while not state.is_terminal():
        seat = state.current_player()
        if len(state.legal_actions()) > 1:
            choices += 1
            if choices % every == 0:
                estimate = planner.plan(state, seat).estimate
                if estimate is not None:
                    found.append((min(1.0, max(0.0, estimate)), seat))
        if bots is None:
            state.apply(heuristic.rollout_action(state, rng))
        else:
            state.apply(bots[seat].choose(state, seat).action)
    return [(estimate, int(1000 * result_of(state, seat))) for estimate, seat in found]


def calibrate(
    title_id: str,
    positions: int,
    iterations: int,
    every: int = 7,
    players: str = "rollout",
    play_iterations: int = 100,
    seed: int = 1,
) -> Table:
    """The calibration table of a title over at least ``positions`` positions."""
    table = Table(title_id)
    planner = Planner(title_id, seed, PlanConfig(iterations=iterations, alternatives=0))
    game = 0
    while table.positions < positions:
        for estimate, result in self_play(title_id, seed + game, planner, every, players, play_iterations):
            table.add(estimate, result / 1000)
        game += 1
    return table


def report(table: Table) -> str:
    lines = [
        f"{table.title_id}: {table.positions} positions, worst gap {table.worst_gap():.3f} -> {table.show()}"
    ]
    lines.append("   bucket     positions  predicted  won")
    for b in table.buckets:
        d = b.to_dict()
        if d["positions"]:
            lines.append(
                f"   {d['from']:.1f}-{d['to']:.1f}    {d['positions']:6d}     {d['predicted']:.3f}    {d['won']:.3f}"
            )
    return "\n".join(lines)


def write(tables: list[Table], settings: dict[str, Any], path: Path = CALIBRATION_FILE) -> None:
    data: dict[str, Any] = {"titles": {}}
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
    data["rule"] = {"min_positions": MIN_POSITIONS, "min_bucket": MIN_BUCKET, "tolerance": TOLERANCE}
    for table in tables:
        data.setdefault("titles", {})[table.title_id] = {**table.to_dict(), "settings": settings}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", nargs="*", default=list(TITLE_IDS))
    parser.add_argument("--positions", type=int, default=MIN_POSITIONS)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--players", default="rollout")
    parser.add_argument("--play-iterations", type=int, default=100)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--file", type=Path, default=CALIBRATION_FILE)
    args = parser.parse_args(argv)
    settings = {k: getattr(args, k) for k in ("iterations", "every", "players", "play_iterations")}
    tables = []
    for title_id in args.titles:
        started = time.perf_counter()
        table = calibrate(
            title_id, args.positions, args.iterations, args.every, args.players, args.play_iterations
        )
        print(report(table), f"\n   ({time.perf_counter() - started:.0f} s)", flush=True)
        tables.append(table)
        if args.write:
            write([table], settings, args.file)


def run() -> None:
    main([])


if __name__ == "__main__":
    main()
