"""The review: it finds a planted mistake, keeps itself as JSON, and can be cancelled."""

from __future__ import annotations

import json
import os
import time

import pytest

from ai.planner import plan_ends
from ai.review import Decision, GameSpec, Review, played_turn, review_game, reviewed_count
from game.rules import TITLE_IDS, load_title
from game.rules.outcome import outcome
from tests.ai.review_games import planted_game

TINY = 40  # iterations per decision: tests use iterations, never seconds


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_the_review_names_a_planted_mistake_among_the_key_moments(title_id: str) -> None:
    spec, planted, gap = planted_game(title_id)
    assert gap >= 0.1  # clearly worse by the heuristic
    review = review_game(spec, TINY, top_up=8, seed=1)
    assert review.complete
    assert len(review.decisions) == reviewed_count(spec)
    assert all(d.player == 0 for d in review.decisions)  # only the person's decisions
    moments = review.moments()
    assert 1 <= len(moments) <= 5
    assert planted in [m.index for m in moments], [(m.index, round(m.loss, 3)) for m in moments]
    mistake = next(m for m in moments if m.index == planted)
    assert mistake.chosen == spec.actions[planted]
    assert mistake.best != mistake.chosen and mistake.best_text and mistake.points is not None
    # by the search too: it values the planted move clearly below its answer
    assert mistake.loss >= 0.05
    for moment in moments:
        check_better_plan(spec, moment)


def check_better_plan(spec: GameSpec, moment: Decision) -> None:
    """A key moment's better plan is the whole turn from its better action, as the hint plans
    one; its points are read as the hint reads a plan's, the turn played is read the same way,
    and the plan is never shown gaining fewer points than the turn played."""
    state = load_title(spec.title_id).new_game(spec.players, spec.seed, **spec.flags)
    for action in spec.actions[: moment.index]:
        state.apply(action)
    mover = state.current_player()
    assert mover == moment.player and moment.plan[0] == moment.best
    assert len(moment.plan_text) == len(moment.plan) and moment.plan_text[0] == moment.best_text
    world = state.clone()
    for number, action in enumerate(moment.plan, start=1):
        assert world.current_player() == mover and action in world.legal_actions()
        stops, over = plan_ends(world, mover, world.apply(action), reveals=False)
        assert stops == (number == len(moment.plan)), "the plan runs to the end of the turn, no further"
    assert over, "past any reveal: the game is known whole"
    assert moment.plan_points == outcome(state, mover, moment.plan).gain
    assert (
        moment.played_points == outcome(state, mover, played_turn(state, spec.actions[moment.index :])).gain
    )
    assert moment.plan_points is not None and moment.played_points is not None
    assert moment.points == max(0, moment.plan_points - moment.played_points) >= 0


def test_every_seats_value_runs_over_the_whole_game_and_the_review_round_trips() -> None:
    spec, _, _ = planted_game("prehistories")
    review = review_game(spec, 8, top_up=2)
    indices = [index for index, _ in review.curve]
    assert indices[0] == 0 and indices[-1] == len(spec.actions) and indices == sorted(indices)
    assert all(len(values) == 2 and all(0.0 <= v <= 1.0 for v in values) for _, values in review.curve)
    final = load_title("prehistories").new_game(2, spec.seed)
    for action in spec.actions:
        final.apply(action)
    assert review.curve[-1][1] == [
        1.0 / len(final.winners()) if p in final.winners() else 0.0 for p in (0, 1)
    ]
    for d in review.decisions:
        assert 0.0 <= d.after <= d.before <= 1.0
    again = Review.from_dict(json.loads(json.dumps(review.to_dict())))
    assert again.to_dict() == review.to_dict()
    with pytest.raises(ValueError):
        Review.from_dict({"version": 1, "decisions": "no"})


def test_a_cancelled_review_stops_and_says_it_is_incomplete() -> None:
    spec, _, _ = planted_game("five_tribes")
    seen: list[float] = []
    total = reviewed_count(spec)
    review = review_game(
        spec, 8, top_up=2, progress=seen.append, stop=lambda: bool(seen) and seen[-1] >= 5 / total
    )
    assert not review.complete
    assert len(review.decisions) == 5  # the sixth, cut short, is not kept
    assert seen == sorted(seen) and 0 < seen[-1] < 1


def test_a_review_runs_in_its_own_process_reports_progress_and_can_be_cancelled() -> None:
    from ai.review_process import ReviewProcess

    spec, _, _ = planted_game("prehistories")
    whole = ReviewProcess(spec, iterations=4)
    try:
        assert whole.process.pid is not None and whole.process.pid != os.getpid()
        assert whole.wait(120)
        assert whole.error is None and whole.result is not None and whole.result.complete
        assert len(whole.result.decisions) == reviewed_count(spec)
        assert whole.progress == 1.0
    finally:
        whole.close()
    cancelled = ReviewProcess(spec, iterations=100_000)  # would run for hours
    try:
        deadline = time.monotonic() + 120
        while cancelled.progress == 0.0 and time.monotonic() < deadline:
            time.sleep(0.05)
        cancelled.cancel()
        assert cancelled.wait(60)
        assert cancelled.result is not None and not cancelled.result.complete
        assert len(cancelled.result.decisions) < reviewed_count(spec)
    finally:
        cancelled.close()
    for job in (whole, cancelled):
        assert job.reaper is not None
        job.reaper.join(10)
        assert not job.process.is_alive()
