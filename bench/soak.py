"""A long random-game soak over every title (``make soak``): too long for CI, run before releases.

``python -m bench.soak [--minutes M] [--seed S]`` plays seeded random full games, cycling titles and
player counts, and checks the engine contract at every step: legal actions sorted and non-empty
until the end, the mask agreeing with them, every action's text parsing back to it, score
breakdowns summing to the scores, determinizations of every observation staying playable, and a
JSON save round-trip that continues identically. It stops at the first broken game and prints
the seed and action list that reproduce it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import numpy as np

from game.rules import available_titles
from game.rules.base import State, Title

CHECK_EVERY = 17  # actions between the costlier checks (saves, determinizations)


def _check_step(state: State, rng: np.random.Generator, step: int) -> None:
    legal = state.legal_actions()
    assert legal, "no legal action before the end"
    assert legal == sorted(legal), "legal actions are not sorted"
    mask = state.legal_mask()
    assert list(np.flatnonzero(mask)) == legal, "legal_mask disagrees with legal_actions"
    for action in legal:
        assert state.parse_action(state.action_to_str(action)) == action, f"notation of {action}"
    for player in range(state.num_players):
        breakdown = state.score_breakdown(player)
        assert sum(breakdown.values()) == state.scores()[player], "score breakdown does not sum"
    if step % CHECK_EVERY == 0:
        player = state.current_player()
        world = state.observation(player).determinize(player, rng)
        assert world.legal_actions(), "a determinization has no legal action"


def soak_game(title: Title, players: int, seed: int) -> tuple[int, list[int]]:
    """Play one random game with checks; returns the number of actions and the action list."""
    state = title.new_game(players, seed)
    rng = np.random.default_rng(seed)
    actions: list[int] = []
    while not state.is_terminal():
        _check_step(state, rng, len(actions))
        if len(actions) % CHECK_EVERY == 0:
            saved = json.loads(json.dumps(state.to_dict()))
            restored = title.from_dict(saved)
            assert restored.legal_actions() == state.legal_actions(), "a save round-trip changed the position"
        legal = state.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        actions.append(action)
        state.apply(action)
    assert state.current_player() == -1, "a finished game still has a player to move"
    assert state.winners(), "a finished game has no winner"
    return len(actions), actions


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    titles = available_titles()
    deadline = time.monotonic() + args.minutes * 60
    games = actions_total = 0
    seed = args.seed
    while time.monotonic() < deadline:
        for title in titles:
            for players in range(title.min_players, title.max_players + 1):
                try:
                    length, _ = soak_game(title, players, seed)
                except AssertionError as failure:
                    print(f"FAILED {title.id} players={players} seed={seed}: {failure}", flush=True)
                    return 1
                games += 1
                actions_total += length
        seed += 1
        print(f"\r{games} games, {actions_total} actions checked", end="", file=sys.stderr, flush=True)
    print(
        f"\nsoak passed: {games} games, {actions_total} actions over {len(titles)} titles, seeds {args.seed}-{seed - 1}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
