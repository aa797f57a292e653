"""The bot worker that thinks in its own process answers like the thread one, and never raises."""

from __future__ import annotations

import os
import signal
import time
from contextlib import closing

from ai import process_worker
from ai.budget import Budget
from ai.process_worker import ProcessBotWorker
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
        # far below the 30 s budget, with a ceiling a loaded machine keeps (the latency itself
        # is in make bench, bench_budgets)
        assert waited < 10


# -- faults: a worker that dies, hangs or answers junk -------------------------------------------------------------------


def _gone(pid: int) -> bool:
    """True when ``pid`` has exited and been reaped (no process, not even a zombie)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(") ", 1)[1].startswith("X")
    except FileNotFoundError:
        return True


def _join_reapers(worker: ProcessBotWorker) -> None:
    for reaper in worker.reapers:
        reaper.join(60)
        assert not reaper.is_alive()


def test_a_negative_seed_from_a_save_still_gives_a_thinking_bot():
    # A save with seed -10 gave default_rng(-10) for the fallback and the bot: ValueError.
    state = load_title("five_tribes").new_game(2, 3)
    with closing(
        ProcessBotWorker("easy", "five_tribes", -70, Budget(iterations=20), fallback_seed=-10)
    ) as worker:
        worker.start(state, state.current_player())
        choice = worker.wait(60)
        assert choice is not None
        assert choice.stats.source != "fallback"
        assert choice.action in state.legal_actions()


def test_a_bot_that_never_answers_gets_a_fallback_at_its_deadline_and_a_fresh_process():
    state = load_title("five_tribes").new_game(2, 4)
    # 2 iterations and 3 s: the first decision must answer in time even on a starved machine
    # (the clock starts once the child is ready), so the only late answer is the stopped one.
    with closing(ProcessBotWorker("easy", "five_tribes", 2, Budget(iterations=2), deadline=3.0)) as worker:
        worker.start(state, state.current_player())
        assert worker.wait(60) is not None  # the child is up and answers
        hung = worker.pid
        assert hung is not None
        state.apply(worker.result().action)  # type: ignore[union-attr]
        os.kill(hung, signal.SIGSTOP)  # it now ignores the stop request and never answers
        worker.start(state, state.current_player())
        choice = worker.wait(60)
        assert choice is not None
        assert choice.stats.source == "timeout"
        assert choice.action in state.legal_actions()
        assert worker.take_notice() == "late"
        assert worker.take_notice() is None
        assert worker.pid != hung
        _join_reapers(worker)
        assert _gone(hung)
        state.apply(choice.action)
        worker.start(state, state.current_player())
        assert worker.wait(60).stats.source != "fallback"  # type: ignore[union-attr]


def test_a_bot_whose_process_died_is_restarted_and_says_so():
    state = load_title("five_tribes").new_game(3, 6)
    with closing(ProcessBotWorker("easy", "five_tribes", 2, Budget(iterations=20))) as worker:
        worker.start(state, state.current_player())
        assert worker.wait(60) is not None
        dead = worker.pid
        assert dead is not None
        os.kill(dead, signal.SIGKILL)
        worker.start(state, state.current_player())
        choice = worker.wait(60)
        assert choice is not None
        assert choice.action in state.legal_actions()
        assert worker.take_notice() == "restarted"
        assert worker.restarts == 1
        worker.start(state, state.current_player())
        again = worker.wait(60)
        assert again is not None
        assert again.stats.source != "fallback"  # the new process thinks again
        _join_reapers(worker)
        assert _gone(dead)


def test_closing_does_not_wait_for_a_thinking_bot(monkeypatch):
    monkeypatch.setattr(process_worker, "STOP_GRACE", 120.0)
    state = load_title("five_tribes").new_game(2, 9)
    worker = ProcessBotWorker("hard", "five_tribes", 4, Budget(seconds=30))
    worker.start(state, state.current_player())
    while worker.progress == 0.0 and worker.busy():
        time.sleep(0.01)
    pid = worker.pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # it cannot leave before close() returns
    worker.close()
    assert not _gone(pid)  # close() left the ending to the background
    os.kill(pid, signal.SIGCONT)  # now it sees the stop request and leaves by itself
    _join_reapers(worker)
    assert _gone(pid)


def test_a_closed_bot_that_ignores_the_stop_request_is_killed_and_reaped():
    state = load_title("five_tribes").new_game(2, 9)
    worker = ProcessBotWorker("hard", "five_tribes", 4, Budget(seconds=30))
    worker.start(state, state.current_player())
    while worker.progress == 0.0 and worker.busy():
        time.sleep(0.01)
    pid = worker.pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)
    worker.close()
    _join_reapers(worker)
    assert _gone(pid)  # neither stopped for ever nor a zombie
