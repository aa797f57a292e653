"""Our search next to the fair OpenSpiel peers: iterations or simulations per second.

For each playable title, 2 players (seed 1), at the opening and at a mid-game position (the
title's playout policy played for ``MID_GAME`` decisions, stopping at the next decision with at
least ``REAL_CHOICE`` legal actions): the ``hard`` level's search (its knobs for this title)
and OpenSpiel's ``MCTSBot`` (``openspiel_mcts_h``) and ``ISMCTSBot`` (``openspiel_ismcts_h``)
with the same evaluator and prior, each for ``SECONDS`` in ``ROUNDS`` turns taken in rotation
(so a change of the machine's load falls on all three alike), one decision each time, no tree
carried in. The machine's load is printed too: the figures scale with the free CPU; the ratio
of ours to ``MCTSBot``'s is the figure to read.
"""

from __future__ import annotations

import os

import numpy as np

from ai.bots import SearchBot, make_bot
from ai.heuristics import heuristic_for
from ai.search import Budget, Deadline
from game.rules import available_titles
from game.rules.base import State
from research.openspiel_peers import FairPeer

SECONDS = 1.0
ROUNDS = 3
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


def ours(state: State, seconds: float = SECONDS) -> float:
    """Our ``hard`` search's iterations per second on one decision."""
    iterations, elapsed = _ours(state, seconds)
    return iterations / elapsed


def _ours(state: State, seconds: float) -> tuple[int, float]:
    player = state.current_player()
    bot = make_bot("hard", state.title.id, 1)
    assert isinstance(bot, SearchBot)
    result = bot.search.search(state.observation(player), player, Budget(seconds=seconds))
    return result.iterations, result.elapsed


def peer(name: str, state: State, seconds: float = SECONDS) -> float:
    """A peer's simulations per second on one decision."""
    simulations, elapsed = _peer(name, state, seconds)
    return simulations / elapsed


def _peer(name: str, state: State, seconds: float) -> tuple[int, float]:
    player = state.current_player()
    seat = FairPeer(name, state.title, 1, Budget(seconds=seconds), {"floor": 0})
    game = seat.games(state.num_players)
    world = state.observation(player).determinize(player, seat.rng)
    seat.read(world, world.legal_actions())
    bridge = game.wrap(world.clone(), watch=player, ends=seat.evaluator.playout.reading.ends)
    clock = Deadline(Budget(seconds=seconds))
    if name == "openspiel_mcts_h":
        _, simulations = seat._mcts(game, bridge, world, player, clock, None, None)
    else:
        _, simulations = seat._ismcts(bridge, seat._ismcts_root(game, bridge), clock, None)
    return simulations, clock.elapsed()


def rates(state: State) -> list[float]:
    """Ours, MCTSBot's and ISMCTSBot's per second, ``ROUNDS`` turns each in rotation."""
    runs = [
        lambda share: _ours(state, share),
        lambda share: _peer("openspiel_mcts_h", state, share),
        lambda share: _peer("openspiel_ismcts_h", state, share),
    ]
    done = [0, 0, 0]
    spent = [0.0, 0.0, 0.0]
    for _ in range(ROUNDS):
        for i, run in enumerate(runs):
            count, elapsed = run(SECONDS / ROUNDS)
            done[i] += count
            spent[i] += elapsed
    return [d / s for d, s in zip(done, spent)]


def run() -> None:
    print(f"   load average {os.getloadavg()[0]:.2f}; {SECONDS:g} s per figure")
    print(
        f"   {'title':<20}{'position':<24}{'ours it/s':>10}{'MCTSBot sims/s':>16}{'ours/MCTSBot':>14}"
        f"{'ISMCTSBot sims/s':>18}"
    )
    for title in available_titles():
        warm = title.new_game(max(2, title.min_players), 1)
        while len(warm.legal_actions()) == 1:
            warm.apply(warm.legal_actions()[0])
        for name in ("openspiel_mcts_h", "openspiel_ismcts_h"):  # imports, game registration
            peer(name, warm, 0.05)
        for label in ("opening", "mid-game"):
            state = title.new_game(max(2, title.min_players), 1)
            while not state.is_terminal() and len(state.legal_actions()) == 1:
                state.apply(state.legal_actions()[0])  # the opening is the first real choice
            if label == "mid-game":
                state = mid_game(state)
                if state.is_terminal():
                    continue
            where = f"{label} ({len(state.legal_actions())} moves)"
            mine, mcts, ismcts = rates(state)
            print(
                f"   {title.id:<20}{where:<24}{mine:>10.0f}{mcts:>16.0f}{mine / mcts:>13.2f}x{ismcts:>18.0f}"
            )
