"""The bot worker: thinks in the background, stops at once, never raises into the client."""

from __future__ import annotations

import logging
import time

from ai.bots import Choice, make_bot
from ai.search import Budget
from ai.worker import BotWorker
from tests.ai.toy_market import TITLE


def test_the_worker_answers_with_a_legal_action_and_reports_progress(toy_game):
    worker = BotWorker(make_bot("ismcts", TITLE.id, 1, Budget(iterations=80), {"clock": "first_share"}))
    worker.start(toy_game, 0)
    choice = worker.wait(timeout=5)
    assert choice is not None
    assert choice.action in toy_game.legal_actions()
    assert choice.stats.iterations == 56
    assert worker.progress == 1.0


def test_cancelling_stops_the_search_at_once(toy_game):
    worker = BotWorker(make_bot("hard", TITLE.id, 1, Budget(seconds=30)))
    worker.start(toy_game, 0)
    waiting = time.perf_counter() + 20  # a generous ceiling: the search reports progress soon
    while worker.progress == 0.0 and time.perf_counter() < waiting:
        time.sleep(0.01)
    assert worker.busy()
    assert 0.0 < worker.progress < 0.5
    started = time.perf_counter()
    worker.cancel()
    stopped = time.perf_counter() - started
    # cancel() returns with the search over and an answer (the latency is in make bench,
    # bench_budgets); far below the 30 s the budget would have taken
    assert not worker.busy()
    assert stopped < 10
    choice = worker.result()
    assert choice is not None and choice.action in toy_game.legal_actions()
    assert choice.stats.elapsed < 15


def test_the_client_may_change_its_state_while_the_bot_thinks(toy_game):
    worker = BotWorker(make_bot("ismcts", TITLE.id, 1, Budget(iterations=300)))
    worker.start(toy_game, 0)
    legal = toy_game.legal_actions()
    toy_game.apply(legal[0])  # e.g. an undo or a replay step in the client
    choice = worker.wait(timeout=5)
    assert choice is not None and choice.action in legal


class CrashingBot:
    name = "crashing"

    def reset(self) -> None:
        return None

    def choose(self, state, player, stop=None, progress=None) -> Choice:
        raise RuntimeError("bug in the bot")


def test_a_crashing_bot_falls_back_to_a_legal_action_and_logs(toy_game, caplog):
    worker = BotWorker(CrashingBot(), seed=3)
    with caplog.at_level(logging.ERROR, logger="ai.worker"):
        worker.start(toy_game, 0)
        choice = worker.wait(timeout=5)
    assert choice is not None
    assert choice.stats.source == "fallback"
    assert choice.action in toy_game.legal_actions()
    assert "bug in the bot" in caplog.text
