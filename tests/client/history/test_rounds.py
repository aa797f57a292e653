"""The score-over-rounds chart's points are the engine's scores at each round end."""

from __future__ import annotations

import pytest

from game.client.history.rounds import score_over_rounds
from game.rules import TITLE_IDS, load_title
from tests.client.history.games import finished_record


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_the_points_are_the_scores_where_the_round_count_moves_on(title_id: str) -> None:
    record = finished_record(title_id, seats=(("Ann", ""), ("Bob", ""), ("Bot", "easy")), seed=8)
    points = score_over_rounds(record)
    state = load_title(title_id).new_game(3, 8)
    expected = [(0, tuple(state.scores()))]
    for index, action in enumerate(record.actions):
        before = state.round
        state.apply(action)
        if state.round != before:
            expected.append((index + 1, tuple(state.scores())))
    if expected[-1][0] != len(record.actions):
        expected.append((len(record.actions), tuple(state.scores())))
    assert [(p.actions, p.scores) for p in points] == expected
    assert [p.round for p in points] == list(range(len(points)))
    assert points[-1].scores == record.scores  # the chart ends at the final scores
    assert len(points) >= 3  # the start, a round at least, the end


def test_five_tribes_points_fall_on_its_round_ended_events() -> None:
    record = finished_record("five_tribes", seed=12)
    state = load_title("five_tribes").new_game(2, 12)
    at_events = []
    for action in record.actions:
        events = state.apply(action)
        if any(event.kind == "round_ended" for event in events):
            at_events.append(tuple(state.scores()))
    points = score_over_rounds(record)
    # Every round but the last moves the count on; the last one ends the game.
    assert [p.scores for p in points[1:]] == at_events
