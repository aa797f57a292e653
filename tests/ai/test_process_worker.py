"""The bot worker that thinks in its own process answers like the thread one, and never raises."""

from __future__ import annotations

import time
from contextlib import closing

from ai.process_worker import ProcessBotWorker
from ai.search import Budget
from game.rules import load_title


def test_a_bot_in_its_own_process_answers_every_decision_with_a_legal_action():
    state = load_title("five_tribes").new_game(2, 5)
    with closing(ProcessBotWorker("normal", "five_tribes", 3, Budget(iterations=30))) as worker:
        for _ in range(8):
            worker.start(state, state.current_player())
            choice = worker.wait(30)
            assert choice is not None
            assert choice.stats.source != "fallback"
            assert choice.action in state.legal_actions()
            state.apply(choice.action)


def test_a_bot_process_that_cannot_start_falls_back_to_a_legal_action():
    state = load_title("five_tribes").new_game(3, 2)
    with closing(ProcessBotWorker("no_such_bot", "five_tribes", 1, Budget(iterations=10))) as worker:
        worker.start(state, state.current_player())
        choice = worker.wait(30)
        assert choice is not None
        assert choice.stats.source == "fallback"
        assert choice.action in state.legal_actions()


def test_cancelling_a_long_search_in_a_bot_process_answers_at_once():
    state = load_title("five_tribes").new_game(2, 9)
    with closing(ProcessBotWorker("hard", "five_tribes", 4, Budget(seconds=30))) as worker:
        worker.start(state, state.current_player())
        while worker.progress == 0.0 and worker.busy():
            time.sleep(0.01)
        started = time.perf_counter()
        worker.cancel(timeout=5)
        waited = time.perf_counter() - started
        choice = worker.result()
        assert choice is not None
        assert choice.action in state.legal_actions()
        assert waited < 1.0
