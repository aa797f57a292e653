"""The plan's background process (game/client/table/plan_worker.py): a plan started at the turn's
start comes back whole over the pipe, and asking for it ends a search that would not end alone."""

from __future__ import annotations

from ai.plan import Plan
from game.client.table.plan_worker import PlanWorker
from game.rules import load_title


def test_a_plan_started_in_the_background_comes_back_and_can_be_followed():
    state = load_title("five_tribes").new_game(2, 5)
    player = state.current_player()
    worker = PlanWorker("five_tribes", {"iterations": 300})
    try:
        worker.start(state, player)
        plan = worker.poll(120.0)
        assert isinstance(plan, Plan)
        assert Plan.from_dict(plan.to_dict()) == plan
        assert plan.player == player and plan.step_for(state) == 0
        assert plan.best.steps[0].action in state.legal_actions()
    finally:
        worker.close()


def test_asking_finishes_a_search_that_would_not_end_alone():
    state = load_title("tribes_of_the_wind").new_game(2, 5)
    player = state.current_player()
    worker = PlanWorker("tribes_of_the_wind", {"iterations": 10**12})
    try:
        worker.start(state, player)
        assert worker.poll(0.5) is None and worker.busy  # still searching its endless count
        worker.ask()
        plan = worker.poll(120.0)
        assert isinstance(plan, Plan) and plan.best.steps
    finally:
        worker.close()
