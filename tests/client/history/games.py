"""Finished games for the history's tests: seeded random play to the end, as records."""

from __future__ import annotations

from game.client.history.records import GameRecord, from_state
from game.rules import load_title
from tests.helpers import random_actions


def finished_record(
    title_id: str = "five_tribes",
    seats: tuple[tuple[str, str], ...] = (("Olena", ""), ("Bot 2 (hard)", "hard")),
    seed: int = 5,
    date: str = "2026-01-02T10:00:00+00:00",
) -> GameRecord:
    """A game of ``title_id`` played to its end by seeded random actions, as its record."""
    title = load_title(title_id)
    state = title.new_game(len(seats), seed)
    random_actions(state, seed, 100_000)
    assert state.is_terminal()
    return from_state(title_id, list(seats), seed, {}, state, date=date)
