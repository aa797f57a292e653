"""Our search next to the fair OpenSpiel peers: iterations or simulations per second.

For each playable title, 2 players, at the opening and at a mid-game position (the title's
playout policy played for ``MID_GAME`` decisions, stopping at the next decision with at least
``REAL_CHOICE`` legal actions) of the games of every seed in ``SEEDS``: the ``hard`` level's
search (its knobs for this title) and OpenSpiel's ``MCTSBot`` (``openspiel_mcts_h``) and
``ISMCTSBot`` (``openspiel_ismcts_h``) with the same evaluator, prior and pruning of the moves
that change nothing (as they play in the arena), each for ``SECONDS`` a position kind, one turn
per seed taken in rotation (so a change of the machine's load falls on all three alike), one
decision each time, no tree carried in. Several deals, because how many engine steps an
iteration costs depends on the lines a search prefers in one position. The rates are per second
of this process's CPU time (a turn is still ended by the wall clock), so on a shared machine they
count work, not the share of the CPU each turn happened to get; the ratio of ours to
``MCTSBot``'s is the figure to read.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

import numpy as np

from ai.bots import SearchBot, make_bot
from ai.budget import Budget, Deadline
from ai.heuristics import heuristic_for
from game.rules import available_titles
from game.rules.base import State, Title
from research.openspiel_peers import FairPeer

SECONDS = 2.0
SEEDS = (1, 2, 3, 4)
MID_GAME = 40
REAL_CHOICE = 8


def mid_game(state: State) -> State:
    policy = heuristic_for(state.title.id).rollout_action
    rng = np.random.default_rng(1)
    for step in range(400):
        if state.is_terminal():
            break
        if step >= MID_GAME and len(state.legal_actions()) >= REAL_CHOICE:
            break
        state.apply(policy(state, rng))
    return state


# The memos the titles' knowledge keeps by position (``ai.heuristics``: Prehistories' tile values,
# plans and paints, Tribes of the Wind's element worths), shared by every bot of the process:
# emptied before each turn here, so a turn does not start with what the turn before it at the same
# position worked out (the peers' turns come after ours).
POSITION_MEMOS = ("_TILE_VALUES", "_PLANS", "_SUBSETS", "_PAINTS", "_WORTH_SEEN")


def cold() -> None:
    """Empty the position memos of every loaded ``ai.heuristics`` module."""
    for name, module in list(sys.modules.items()):
        if name.startswith("ai.heuristics"):
            for memo in POSITION_MEMOS:
                table = getattr(module, memo, None)
                if isinstance(table, dict):
                    table.clear()


def ours(state: State, seconds: float = SECONDS) -> float:
    """Our ``hard`` search's iterations per second (of this process's CPU time) on one decision."""
    iterations, elapsed = _ours(state, seconds)
    return iterations / elapsed


def _ours(state: State, seconds: float) -> tuple[int, float]:
    player = state.current_player()
    bot = make_bot("hard", state.title.id, 1)
    assert isinstance(bot, SearchBot)
    observation = state.observation(player)
    cold()
    started = time.process_time()
    result = bot.search.search(observation, player, Budget(seconds=seconds))
    return result.iterations, time.process_time() - started


def peer(name: str, state: State, seconds: float = SECONDS) -> float:
    """A peer's simulations per second (of this process's CPU time) on one decision."""
    simulations, elapsed = _peer(name, state, seconds)
    return simulations / elapsed


def _peer(name: str, state: State, seconds: float) -> tuple[int, float]:
    player = state.current_player()
    seat = FairPeer(name, state.title, 1, Budget(seconds=seconds), {"floor": 0})
    world, game, bridge = seat.decision(state, player)
    cold()
    started = time.process_time()
    clock = Deadline(Budget(seconds=seconds))
    if name == "openspiel_mcts_h":
        _, simulations = seat._mcts(game, bridge, world, player, clock, None, None)
    else:
        _, simulations = seat._ismcts(bridge, seat._ismcts_root(game, bridge), clock, None)
    return simulations, time.process_time() - started


def position(title: Title, label: str, seed: int) -> State:
    """The opening (the first real choice) or the mid-game position of the game of ``seed``."""
    state = title.new_game(max(2, title.min_players), seed)
    while not state.is_terminal() and len(state.legal_actions()) == 1:
        state.apply(state.legal_actions()[0])
    return mid_game(state) if label == "mid-game" else state


def rates(states: list[State]) -> list[float]:
    """Ours, MCTSBot's and ISMCTSBot's per second, one turn each per state in rotation."""
    share = SECONDS / len(states)
    done = [0, 0, 0]
    spent = [0.0, 0.0, 0.0]
    for state in states:
        for i, name in enumerate(("ours", "openspiel_mcts_h", "openspiel_ismcts_h")):
            count, elapsed = _ours(state, share) if name == "ours" else _peer(name, state, share)
            done[i] += count
            spent[i] += elapsed
    return [d / s for d, s in zip(done, spent)]


def run() -> None:
    print(
        f"   load average {os.getloadavg()[0]:.2f}; {SECONDS:g} s per figure over seeds {SEEDS}; per CPU second"
    )
    print(
        f"   {'title':<20}{'position':<24}{'ours it/s':>10}{'MCTSBot sims/s':>16}{'ours/MCTSBot':>14}"
        f"{'ISMCTSBot sims/s':>18}"
    )
    for title in available_titles():
        warm = position(title, "opening", SEEDS[0])
        for name in ("openspiel_mcts_h", "openspiel_ismcts_h"):  # imports, game registration
            peer(name, warm, 0.05)
        for label in ("opening", "mid-game"):
            states = [position(title, label, seed) for seed in SEEDS]
            states = [s for s in states if not s.is_terminal()]
            if not states:
                continue
            counts = sorted(len(s.legal_actions()) for s in states)
            moves = f"{counts[0]}" if counts[0] == counts[-1] else f"{counts[0]}-{counts[-1]}"
            where = f"{label} ({moves} moves)"
            mine, mcts, ismcts = rates(states)
            print(
                f"   {title.id:<20}{where:<24}{mine:>10.0f}{mcts:>16.0f}{mine / mcts:>13.2f}x{ismcts:>18.0f}"
            )


# ---- where an iteration's time goes (python -m bench.bench_peers --profile)

SHARES = (
    ("engine apply", "apply"),
    ("selection", "selection"),
    ("prior", "policy_prior"),
    ("playout policy", "rollout"),
    ("evaluate", "evaluate"),
    ("determinize", "determinize"),
    ("legal + pruning", "legal"),
)


PROFILE_ITERATIONS = 300


def profile_shares(state: State, iterations: int) -> tuple[int, dict[str, float], float]:
    """Our ``hard`` search for ``iterations`` under cProfile (seeded, so the same work on any
    machine): its iterations, the share of the search's time in each part of ``SHARES``
    (inclusive; the prior's own playout-policy calls count as prior), and the engine steps
    (``apply`` calls) per iteration."""
    import cProfile
    import pstats

    player = state.current_player()
    bot = make_bot("hard", state.title.id, 1)
    assert isinstance(bot, SearchBot)
    observation = state.observation(player)
    profile = cProfile.Profile(time.process_time)  # CPU time: a loaded machine's waits are no one's share
    cold()
    profile.enable()
    iterations = bot.search.search(observation, player, Budget(iterations=iterations)).iterations
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]

    def entries(name: str, where: str) -> list[tuple[Any, ...]]:
        return [
            v for (path, _, func), v in stats.items() if func == name and where in path.replace("\\", "/")
        ]

    def cumulative(name: str, where: str, outside: str | None = None) -> float:
        """Inclusive time of ``name`` (in a file under ``where``), counting only the calls from
        functions outside ``outside`` when it is given (the outermost calls of a recursion)."""
        total = 0.0
        for _, _, _, ct, callers in entries(name, where):
            if outside is None:
                total += ct
            else:
                total += sum(c[3] for (path, _, _), c in callers.items() if outside not in path)
        return total

    def called_from(name: str, where: str, caller: str) -> float:
        """Inclusive time of ``name`` (in a file under ``where``) in its calls from ``caller``."""
        return sum(
            c[3]
            for _, _, _, _, callers in entries(name, where)
            for (_, _, func), c in callers.items()
            if func == caller
        )

    whole = cumulative("search", "ai/search.py")
    prior = cumulative("policy_prior", "ai/search.py")
    parts = {
        "apply": cumulative("apply", "game/rules", outside="game/rules"),
        "selection": called_from("_select_puct", "ai/search.py", "_iterate")
        + called_from("_select", "ai/search.py", "_iterate")
        - prior,
        "policy_prior": prior,
        "rollout": called_from("rollout_action", "ai/heuristics", "playout_reward"),
        "evaluate": cumulative("evaluate", "ai/heuristics"),
        # A search draws its worlds from the title's determinizer (``draw``) after the first.
        "determinize": cumulative("determinize", "game/rules", outside="game/rules")
        + cumulative("draw", "game/rules", outside="game/rules")
        + cumulative("determinizer", "game/rules", outside="game/rules"),
        # The descent's own legal actions and pruning (read inline or through ``legal``).
        "legal": called_from("legal", "ai/search.py", "_iterate")
        + called_from("legal_actions", "game/rules", "_iterate")
        + called_from("useful_actions", "ai/heuristics", "_iterate"),
    }
    steps = sum(v[1] for v in entries("apply", "game/rules"))
    return iterations, {k: v / whole for k, v in parts.items()}, steps / max(1, iterations)


def profile_run(iterations: int = PROFILE_ITERATIONS) -> None:
    print(f"   our search under cProfile, {iterations} iterations a position, seed {SEEDS[0]}")
    print(
        f"   {'title':<20}{'position':<10}{'iter':>6}{'steps/it':>9}" + "".join(f"{k:>16}" for k, _ in SHARES)
    )
    for title in available_titles():
        for label in ("opening", "mid-game"):
            state = position(title, label, SEEDS[0])
            if state.is_terminal():
                continue
            done, shares, steps = profile_shares(state, iterations)
            cells = "".join(f"{shares[key]:>15.0%} " for _, key in SHARES)
            print(f"   {title.id:<20}{label:<10}{done:>6}{steps:>9.1f}{cells}")


def work(title_id: str, label: str, who: str, iterations: int) -> None:
    """A fixed amount of seeded search work for an instruction counter: ``iterations`` of our
    ``hard`` search (``who="ours"``) or of ``MCTSBot`` (``who="mcts"``) at the position kind of
    each seed; prints the iterations and the engine steps. ``iterations=0`` does everything but
    the searches, for the counter's baseline:

        valgrind --tool=callgrind python -m bench.bench_peers --work prehistories opening ours 50
    """
    if who != "ours":
        # Imported by the first search otherwise, which the 0-iteration baseline would miss.
        from open_spiel.python.algorithms import mcts  # noqa: F401

    title = next(t for t in available_titles() if t.id == title_id)
    states = [position(title, label, seed) for seed in SEEDS]
    steps = [0]
    apply = type(states[0]).apply

    def counted(state: Any, action: int) -> Any:
        steps[0] += 1
        return apply(state, action)

    done = 0
    for state in states:
        cold()
        player = state.current_player()
        if who == "ours":
            bot = make_bot("hard", title.id, 1)
            assert isinstance(bot, SearchBot)
            observation = state.observation(player)
            if iterations:
                setattr(type(state), "apply", counted)  # noqa: B010 (mypy refuses assigning a method)
                done += bot.search.search(observation, player, Budget(iterations=iterations)).iterations
        else:
            seat = FairPeer("openspiel_mcts_h", title, 1, Budget(iterations=max(1, iterations)), {"floor": 0})
            world, game, bridge = seat.decision(state, player)
            if iterations:
                setattr(type(state), "apply", counted)  # noqa: B010 (mypy refuses assigning a method)
                clock = Deadline(Budget(iterations=iterations))
                done += seat._mcts(game, bridge, world, player, clock, None, None)[1]
        setattr(type(state), "apply", apply)  # noqa: B010
    print(f"{title_id} {label} {who}: {done} iterations, {steps[0]} engine steps")


if __name__ == "__main__":
    import sys

    args = sys.argv[1:]
    if args[:1] == ["--profile"]:
        profile_run()
    elif args[:1] == ["--work"]:
        work(args[1], args[2], args[3], int(args[4]))
    else:
        run()
