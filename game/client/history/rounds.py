"""Every seat's score at each round's end, read by replaying a game's actions from its seed.

Each engine counts its rounds in ``state.round`` (Five Tribes: a bid and the markers' moves;
Tribes of the Wind: a turn of every seat; Prehistories: initiative, hunt and paint). A round has
ended when an action moves that count on; the scores read then are the round's end. The last
round ends with the game, whose final scores close the chart. A state without a round count
gives the start and the end only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.client.history.records import GameRecord, replay
from game.rules.base import State


@dataclass(frozen=True, slots=True)
class RoundPoint:
    round: int  # 0: the start, then 1, 2, ... for each round ended
    actions: int  # how many of the game's actions had been played
    scores: tuple[int, ...]


def score_over_rounds(record: GameRecord) -> list[RoundPoint]:
    """The start, then every round's end, then the game's end (if no round ended with it)."""
    return scores_by_round(replay(record, upto=0), record.actions)


def scores_by_round(state: State, actions: Sequence[int]) -> list[RoundPoint]:
    """``score_over_rounds`` from a start position (played on: pass a fresh one) and the actions
    that follow it (the table's chart reads its own session this way)."""
    points = [RoundPoint(0, 0, tuple(state.scores()))]
    counted = getattr(state, "round", None)
    for index, action in enumerate(actions):
        state.apply(action)
        now = getattr(state, "round", None)
        if now != counted:
            counted = now
            points.append(RoundPoint(len(points), index + 1, tuple(state.scores())))
    if points[-1].actions != len(actions):
        points.append(RoundPoint(len(points), len(actions), tuple(state.scores())))
    return points
