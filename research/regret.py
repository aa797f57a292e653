"""Decision regret of search knobs: a measure of one decision's quality, far cheaper than games.

    python -m research.regret --title tribes_of_the_wind --positions 20 --phase action \\
        --iterations 40 --repeats 4 --variants '[{}, {"exploration": 0.2}]'

Positions come from playing the title's playout policy from seeded deals (seed ``--seed`` on,
``--steps`` policy moves at most into the game, a seed's own count) and keeping those where the
player to move has at least ``--min-actions`` useful actions (``Heuristic.useful_actions``),
in ``--phase`` if given (the state's ``phase_name``). At each, a long reference search
(``--reference`` iterations, every root action tried, exploration 3.0 so that the visits spread
and every action's mean is well estimated) values the root actions. Each variant (knobs over the
title's ``SEARCH``) then searches the position ``--repeats`` times from other seeds with
``--iterations`` iterations, and its regret is the reference value of the best action less that
of the action it chose (an action the reference never valued counts as its worst). A smaller mean
regret is a better decision at that budget, as the reference reads the position: the reference
is our own search with the title's value and playouts, so the measure speaks for choices within
that knowledge, not for the knowledge itself. Games (``research.arena``) stay the judge.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from ai.budget import Budget
from ai.heuristics import Heuristic, heuristic_for
from ai.search import InformationSetSearch
from ai.search_config import SearchConfig
from game.rules import TITLE_IDS, load_title
from game.rules.base import State, Title

REFERENCE_KNOBS = {"exploration": 3.0, "root_try_all": True}
REFERENCE_SEED = 99


@dataclass(frozen=True, slots=True)
class Position:
    state: State
    seed: int
    phase: str
    actions: int  # useful actions


def positions(
    title: Title,
    heuristic: Heuristic,
    count: int,
    seed: int = 1,
    players: int = 2,
    steps: int = 150,
    phase: str | None = None,
    min_actions: int = 3,
    tries: int = 2000,
) -> Iterator[Position]:
    """Up to ``count`` positions (module docstring), one per deal."""
    found = 0
    for deal in range(seed, seed + tries):
        if found >= count:
            return
        state = title.new_game(players, deal)
        rng = np.random.default_rng(deal)
        for _ in range(int(rng.integers(steps // 10 + 1, steps + 1))):
            if state.is_terminal():
                break
            state.apply(heuristic.rollout_action(state, rng))
        if state.is_terminal():
            continue
        legal = state.legal_actions()
        useful = legal if heuristic.useful_actions is None else heuristic.useful_actions(state, legal)
        name = state.phase_name() if hasattr(state, "phase_name") else ""
        if len(useful) < min_actions or (phase is not None and name != phase):
            continue
        found += 1
        yield Position(state, deal, name, len(useful))


def reference_values(state: State, heuristic: Heuristic, iterations: int) -> dict[int, float]:
    """The root actions' means after a long search that tries them all (REFERENCE_KNOBS)."""
    config = SearchConfig(**(heuristic.search | REFERENCE_KNOBS))
    search = InformationSetSearch(heuristic, config, np.random.default_rng(REFERENCE_SEED))
    player = state.current_player()
    return search.search(state.observation(player), player, Budget(iterations=iterations)).values


def regrets(
    state: State,
    heuristic: Heuristic,
    values: dict[int, float],
    knobs: dict[str, Any],
    iterations: int,
    repeats: int,
) -> list[float]:
    """The regret of each of ``repeats`` searches with ``knobs`` against ``values``."""
    config = SearchConfig(**(heuristic.search | knobs))
    best, worst = max(values.values()), min(values.values())
    player = state.current_player()
    found = []
    for seed in range(repeats):
        search = InformationSetSearch(heuristic, config, np.random.default_rng(seed))
        action = search.search(state.observation(player), player, Budget(iterations=iterations)).action
        found.append(best - values.get(action, worst))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--title", required=True, choices=TITLE_IDS)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1, help="the first deal")
    parser.add_argument("--steps", type=int, default=150, help="policy moves into a game at most")
    parser.add_argument("--phase", default=None, help="only positions in this phase (phase_name)")
    parser.add_argument("--min-actions", type=int, default=3)
    parser.add_argument("--reference", type=int, default=600, help="iterations of the reference search")
    parser.add_argument("--iterations", type=int, default=40, help="iterations of a variant's search")
    parser.add_argument("--repeats", type=int, default=4, help="searches per variant and position")
    parser.add_argument("--variants", default="[{}]", help="JSON list of knob objects ({} = the title's)")
    args = parser.parse_args(argv)
    try:
        variants = json.loads(args.variants)
        if not isinstance(variants, list) or not all(isinstance(v, dict) for v in variants):
            raise ValueError("--variants must be a JSON list of objects")
    except (json.JSONDecodeError, ValueError) as error:
        print(f"regret: {error}", file=sys.stderr)
        return 2
    title = load_title(args.title)
    heuristic = heuristic_for(title.id)
    totals = [0.0] * len(variants)
    count = 0
    for position in positions(
        title, heuristic, args.positions, args.seed, args.players, args.steps, args.phase, args.min_actions
    ):
        values = reference_values(position.state, heuristic, args.reference)
        spread = max(values.values()) - min(values.values())
        line = [f"seed {position.seed} {position.phase} {position.actions} actions, spread {spread:.3f}:"]
        for i, knobs in enumerate(variants):
            found = regrets(position.state, heuristic, values, knobs, args.iterations, args.repeats)
            totals[i] += sum(found) / len(found)
            line.append(f"{json.dumps(knobs)} {sum(found) / len(found):.4f}")
        count += 1
        print(" ".join(line), flush=True)
    print(f"mean regret over {count} positions, {args.iterations} iterations, {args.repeats} searches each:")
    for knobs, total in zip(variants, totals):
        print(f"  {json.dumps(knobs)}: {total / max(1, count):.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
