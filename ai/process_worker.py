"""A bot thinking in its own process, so the client's render loop never waits for its GIL.

``BotWorker`` (ai/worker.py) searches on a thread of the client's process. The render loop and
the search then share one interpreter lock: on an idle two-core machine the frame times of the
Five Tribes table while a hard bot thinks reached a p99 of 57 ms and a max of 110 ms
(bench/bench_five_tribes_table.py), against targets of 20 ms and 50 ms. ``ProcessBotWorker`` has
the same interface but keeps one child process per bot seat for the whole game: the bot object,
with its per-turn clock and kept subtree, lives there between decisions.

Messages are JSON bytes over a pipe (the state as ``to_dict``; the answer as an action id), so
nothing is unpickled from the child. The worker never raises into the caller: if the child fails
or dies, a legal action is chosen in the parent and the failure is logged.
"""

from __future__ import annotations

import contextlib
import json
import logging
import multiprocessing as mp
import time
from multiprocessing.connection import Connection
from typing import Any

import numpy as np

from ai.bots import Choice, ChoiceStats, make_bot
from ai.search import Budget
from game.rules import load_title
from game.rules.base import State

log = logging.getLogger(__name__)


def _budget_to_json(budget: Budget | None) -> list[float | int | None] | None:
    return None if budget is None else [budget.seconds, budget.iterations]


def _budget_from_json(data: list[Any] | None) -> Budget | None:
    return None if data is None else Budget(seconds=data[0], iterations=data[1])


def _serve(
    conn: Connection,
    bot_name: str,
    title_id: str,
    seed: int,
    budget: list[Any] | None,
    stop: Any,
    progress: Any,
) -> None:
    """The child's loop: one decision per message until the pipe closes or says stop."""
    title = load_title(title_id)
    bot = make_bot(bot_name, title_id, seed, _budget_from_json(budget))

    def report(fraction: float) -> None:
        progress.value = fraction

    while True:
        try:
            job = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if job is None:
            return
        reply: dict[str, Any]
        try:
            state = title.from_dict(job["state"])
            choice = bot.choose(state, int(job["player"]), stop=stop.is_set, progress=report)
            reply = {"action": int(choice.action), "source": choice.stats.source}
        except Exception:
            log.exception("bot %s failed in its process", bot_name)
            reply = {"action": None, "source": "fallback"}
        progress.value = 1.0
        try:
            conn.send_bytes(json.dumps(reply).encode())
        except (BrokenPipeError, OSError):
            return


class ProcessBotWorker:
    """Runs ``bot.choose`` for one seat in a child process; the interface of ``BotWorker``."""

    def __init__(
        self, bot_name: str, title_id: str, seed: int, budget: Budget | None = None, fallback_seed: int = 0
    ) -> None:
        self.bot_name = bot_name
        # spawn, not fork: the client's process holds SDL and audio threads a fork would copy.
        context = mp.get_context("spawn")
        self._stop = context.Event()
        self._progress = context.Value("d", 0.0, lock=False)
        self._conn, child_conn = context.Pipe()
        self._process = context.Process(
            target=_serve,
            args=(child_conn, bot_name, title_id, seed, _budget_to_json(budget), self._stop, self._progress),
            name=f"bot-{bot_name}",
            daemon=True,
        )
        self._process.start()
        child_conn.close()
        self._fallback_rng = np.random.default_rng(fallback_seed)
        self._snapshot: State | None = None
        self._player = -1
        self._pending = False
        self._result: Choice | None = None

    @property
    def progress(self) -> float:
        return float(self._progress.value)

    def start(self, state: State, player: int) -> None:
        if self.busy():
            raise RuntimeError("the bot is already thinking; cancel it first")
        self._snapshot = state.clone()
        self._player = player
        self._result = None
        self._stop.clear()
        self._progress.value = 0.0
        try:
            message = json.dumps({"state": state.to_dict(), "player": player}).encode()
            self._conn.send_bytes(message)
        except Exception:
            log.exception("cannot hand the position to bot %s; playing a legal fallback", self.bot_name)
            self._result = self._fallback()
            return
        self._pending = True

    def _poll(self, timeout: float = 0.0) -> None:
        if not self._pending:
            return
        try:
            ready = self._conn.poll(timeout)
            if not ready:
                if self._process.is_alive():
                    return
                raise EOFError("the bot's process ended")
            reply = json.loads(self._conn.recv_bytes())
        except (EOFError, OSError, ValueError):
            log.exception("bot %s gave no answer; playing a legal fallback", self.bot_name)
            self._result = self._fallback()
        else:
            action = reply.get("action")
            self._result = (
                Choice(int(action), ChoiceStats(str(reply.get("source", "search"))))
                if isinstance(action, int)
                else self._fallback()
            )
        self._pending = False

    def busy(self) -> bool:
        self._poll()
        return self._pending

    def done(self) -> bool:
        return self._snapshot is not None and not self.busy()

    def result(self) -> Choice | None:
        return self._result if self.done() else None

    def wait(self, timeout: float | None = None) -> Choice | None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self._pending:
            remaining = 0.05 if deadline is None else max(0.0, deadline - time.monotonic())
            self._poll(min(remaining, 0.05))
            if deadline is not None and time.monotonic() >= deadline:
                break
        return self.result()

    def cancel(self, timeout: float = 1.0) -> None:
        """Stop thinking now; the bot's choice so far (or a fallback) stays readable."""
        self._stop.set()
        self.wait(timeout)

    def close(self) -> None:
        """End the child process (the worker cannot be used afterwards)."""
        self.cancel(0.2)
        with contextlib.suppress(BrokenPipeError, OSError):
            self._conn.send_bytes(b"null")
        self._process.join(0.5)
        if self._process.is_alive():
            self._process.terminate()
        self._conn.close()

    def _fallback(self) -> Choice | None:
        if self._snapshot is None:
            return None
        try:
            world = self._snapshot.observation(self._player).determinize(self._player, self._fallback_rng)
            legal = world.legal_actions()
        except Exception:
            log.exception("cannot determinize for the fallback; reading the position's legal actions")
            legal = self._snapshot.legal_actions()
        return Choice(legal[int(self._fallback_rng.integers(len(legal)))], ChoiceStats("fallback"))
