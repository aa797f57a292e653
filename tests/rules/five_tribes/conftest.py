"""Five Tribes fixtures: scenario files and a seeded random player."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from game.rules.five_tribes import TITLE, FiveTribesState
from tests.helpers import play

__all__ = ["play"]


@pytest.fixture
def ft_scenario(scenario: Callable[..., Any]) -> Callable[..., FiveTribesState]:
    def load(filename: str, **overrides: Any) -> FiveTribesState:
        state: FiveTribesState = scenario("five_tribes", filename, **overrides)
        return state

    return load


def random_game(players: int, seed: int, **flags: Any) -> FiveTribesState:
    state = TITLE.new_game(players, seed, **flags)
    chooser = random.Random(seed)
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
    return state


PRICES = ("18", "12", "8", "5")


def position(
    players: int = 3,
    *,
    tiles: dict[str, dict[str, Any]] | None = None,
    default_kind: str = "oasis",
    holdings: dict[int, dict[str, Any]] | None = None,
    order: list[int] | None = None,
    **extra: Any,
) -> FiveTribesState:
    """A play-phase scenario built in code: named tiles over a board of ``default_kind`` tiles.

    A tile's ``meeples`` may be written as a string of colours, e.g. ``"red red white"``.
    ``order`` is the play order on the turn track (default p1, p2, ... once per marker).
    """
    from game.rules.five_tribes.board import TILE_INDEX

    board: list[dict[str, Any]] = [{"kind": default_kind} for _ in range(30)]
    for name, entry in (tiles or {}).items():
        entry = dict(entry)
        if isinstance(entry.get("meeples"), str):
            colours = entry["meeples"].split()
            entry["meeples"] = {c: colours.count(c) for c in set(colours)}
        board[TILE_INDEX[name]] = {"kind": default_kind, **entry}
    markers = (
        order if order is not None else [p for _ in range(2 if players == 2 else 1) for p in range(players)]
    )
    spec: dict[str, Any] = {
        "players": players,
        "phase": "play",
        "board": board,
        "players_state": [dict((holdings or {}).get(p, {})) for p in range(players)],
        "bid_track": [],
        "turn_track": {PRICES[i]: p for i, p in enumerate(markers)},
    }
    spec.update(extra)
    return TITLE.scenario(spec)


def texts(state: FiveTribesState) -> list[str]:
    return [state.action_to_str(a) for a in state.legal_actions()]


def gains(events: list[Any], player: int, reason: str) -> int:
    return sum(
        e.amount for e in events if e.kind == "coins_gained" and e.player == player and e.reason == reason
    )
