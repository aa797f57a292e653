"""The long contract soak over every title (``make soak``): too long for CI, run before releases.

``python -m bench.soak [--minutes M] [--seed S] [--ci] [--flags drawn|default] [--title ID]`` plays seeded random
full games, cycling through every registered title and every player count, with the rule flags
drawn per game (``contract.drawn_flags``: every flag's choice at random, seeded by title, player
count and seed; ``--flags default`` plays the defaults), each checked at every step by the shared
contract checker (``game.rules.contract.play_checked``, the one ``tests/contract`` runs CI-sized)
with the deep checks every ``--every`` steps (3 by default, so that a 10-minute run
on a 2-core machine covers every title and player count; 1 for every step): the determinizations
of every seat's view, each played on for 40 decisions under the position checks; a save round trip every few steps that must
play on exactly like the game; clones independent of their originals; junk action ids refused;
the history replaying to the same state. ``--ci`` uses the cheaper checks of ``make test``, but
still on every seat's view: each seat's determinization must be a valid position (a legal action
unless the game is over) whose save round-trips and whose legal actions apply.

It stops at the first broken game and prints what broke with the title, player count and seed
that reproduce it (``play_checked(title, players, seed, DEEP, all_seats=True, **flags)``).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter

from game.rules import available_titles
from game.rules.contract import CI, DEEP, Tally, drawn_flags, play_checked


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ci", action="store_true", help="the cheaper checks of make test")
    parser.add_argument(
        "--every",
        type=int,
        default=3,
        help="deep checks every N steps (1: every step; 3 lets 10 minutes cover every title and count)",
    )
    parser.add_argument(
        "--flags",
        choices=("drawn", "default"),
        default="drawn",
        help="rule flags drawn per game, or the defaults",
    )
    parser.add_argument(
        "--title", action="append", help="only this title (repeatable); every title by default"
    )
    args = parser.parse_args(argv)
    depth = CI if args.ci else DEEP
    titles = [t for t in available_titles() if not args.title or t.id in args.title]
    if not titles:
        parser.error(f"no title among {args.title}")
    deadline = time.monotonic() + args.minutes * 60
    total = Tally()
    games: Counter[str] = Counter()
    seed = last = args.seed
    while time.monotonic() < deadline:
        for title in titles:
            for players in range(title.min_players, title.max_players + 1):
                flags = drawn_flags(title, players, seed) if args.flags == "drawn" else {}
                try:
                    tally = play_checked(
                        title, players, seed, depth, every=max(1, args.every), all_seats=True, **flags
                    )
                except Exception as failure:  # a contract break or an engine crash: both are failures
                    print(
                        f"\nFAILED {title.id} players={players} seed={seed} flags={flags}: {failure}",
                        flush=True,
                    )
                    traceback.print_exc()
                    return 1
                total.add(tally)
                last = seed
                games[f"{title.id} {players}p"] += 1
                print(
                    f"\r{total.games} games, {total.actions} steps checked",
                    end="",
                    file=sys.stderr,
                    flush=True,
                )
                if time.monotonic() >= deadline:
                    break
            if time.monotonic() >= deadline:
                break
        seed += 1
    print(
        f"\nsoak passed ({'ci checks' if args.ci else f'deep checks every {args.every} steps'}, every seat's "
        f"determinization, {args.flags} flags): {total.games} games, {total.actions} steps, "
        f"{total.determinized} determinizations, {total.saves} saves, {total.replays} replays, "
        f"{total.junk} junk ids refused, {len(total.kinds)} event kinds; seeds {args.seed}-{last}"
    )
    print("   games: " + ", ".join(f"{name} {count}" for name, count in sorted(games.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
