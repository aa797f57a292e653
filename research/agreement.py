"""How often our search and the fair peer choose the same move: the two read alike, or not.

    python -m research.agreement --title tribes_of_the_wind --positions 60 --iterations 150

Positions as ``research.regret`` finds them (the title's playout policy from seeded deals, the
player to move with at least ``--min-actions`` useful actions). At each, the ``hard`` level's
search (``ai.bots``, its knobs for the title) and the strongest fair peer
(``openspiel_mcts_h``, uct_c 0.5 and 8 prior samples: docs/bots-tribes-of-the-wind.md) each
choose twice, from other seeds, with ``--iterations`` iterations (simulations) a choice: the same
count, since at a turn's seconds both run about as many (``python -m bench peers``). Printed:
how often each agrees with itself (the noise of its own choice) and how often the two agree with
each other. Where the two agree with each other about as often as each with itself, a game
between them is decided by the deals and the knowledge they share, not by the search.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from ai.bots import SearchBot, make_bot
from ai.budget import Budget, Deadline
from ai.heuristics import heuristic_for
from game.rules import TITLE_IDS, load_title
from game.rules.base import State
from research.openspiel_peers import FairPeer
from research.regret import positions

PEER = "openspiel_mcts_h"
PEER_KNOBS = {"uct_c": 0.5, "prior_samples": 8}


def ours(state: State, seed: int, iterations: int) -> int:
    """The ``hard`` search's move at ``state`` from ``seed``."""
    bot = make_bot("hard", state.title.id, seed)
    assert isinstance(bot, SearchBot)
    player = state.current_player()
    return bot.search.search(state.observation(player), player, Budget(iterations=iterations)).action


def peer(state: State, seed: int, iterations: int) -> int:
    """The fair peer's move at ``state`` from ``seed``: MCTSBot on one determinization of the
    player's observation, as it plays in the arena (its tree not kept from an earlier decision)."""
    player = state.current_player()
    seat = FairPeer(PEER, state.title, seed, Budget(iterations=iterations), {"floor": 0, **PEER_KNOBS})
    world, game, bridge = seat.decision(state, player)
    action, _ = seat._mcts(game, bridge, world, player, Deadline(Budget(iterations=iterations)), None, None)
    return action


@dataclass(slots=True)
class Agreement:
    positions: int = 0
    ours: int = 0  # ours with itself
    peers: int = 0  # the peer with itself
    across: int = 0  # ours with the peer, two pairs a position

    def add(self, mine: tuple[int, int], theirs: tuple[int, int]) -> None:
        self.positions += 1
        self.ours += mine[0] == mine[1]
        self.peers += theirs[0] == theirs[1]
        self.across += (mine[0] == theirs[0]) + (mine[1] == theirs[1])

    def shares(self) -> tuple[float, float, float]:
        n = max(1, self.positions)
        return self.ours / n, self.peers / n, self.across / (2 * n)


def measure(title_id: str, count: int, iterations: int, seed: int = 1000, min_actions: int = 3) -> Agreement:
    title = load_title(title_id)
    heuristic = heuristic_for(title_id)
    found = Agreement()
    for position in positions(title, heuristic, count, seed, min_actions=min_actions):
        state = position.state
        mine = (ours(state, 1, iterations), ours(state, 2, iterations))
        theirs = (peer(state, 3, iterations), peer(state, 4, iterations))
        found.add(mine, theirs)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--title", required=True, choices=TITLE_IDS)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--iterations", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1000, help="the first deal")
    parser.add_argument("--min-actions", type=int, default=3)
    args = parser.parse_args(argv)
    found = measure(args.title, args.positions, args.iterations, args.seed, args.min_actions)
    mine, theirs, across = found.shares()
    print(
        f"{args.title}: {found.positions} positions, {args.iterations} iterations a choice: "
        f"ours with itself {mine:.2f}, the peer with itself {theirs:.2f}, ours with the peer {across:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
