"""A bot thinking in its own process, so the client's render loop never waits for its GIL.

A search on a thread of the client's process would share one interpreter lock with the render
loop: on an idle two-core machine the frame times of the Five Tribes table while a hard bot
thought on a thread reached a p99 of 57 ms and a max of 110 ms, against targets of 20 ms and 50
ms (docs/bots.md). ``ProcessBotWorker`` keeps one child process per bot seat for the whole game:
the bot object, with its per-turn clock and kept subtree, lives there between decisions.

Messages are JSON bytes over a pipe (the state as ``to_dict``; the answer as an action id), so
nothing is unpickled from the child. The worker never raises into the caller and never lets the
caller wait for ever:

- every decision has a hard deadline, the bot's budget plus a margin (``deadline_for``); a bot that
  has not answered by then (a hang, or a search that ignores the stop request) gets a legal
  fallback move, its process is replaced by a fresh one, and ``take_notice()`` returns ``"late"``;
- a child that died is restarted (at most ``MAX_RESTARTS`` times a game), its decision gets a
  fallback, and ``take_notice()`` returns ``"restarted"`` (``"gave_up"`` once the restarts are
  spent: from then on every decision is a fallback);
- ``close()`` never blocks: it asks the child to stop and leaves the terminating and reaping to a
  background thread (terminate, then kill, then join), so no zombie outlives it.

Every reply carries the id of its job, so a late answer to an abandoned decision is never taken
for the answer to the next one.
"""

from __future__ import annotations

import contextlib
import json
import logging
import multiprocessing as mp
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

import numpy as np

from ai import reapers
from ai.bots import DEFAULT_SECONDS, PRESETS, Choice, ChoiceStats, make_bot
from ai.budget import Budget
from game.rules import load_title
from game.rules.base import State

log = logging.getLogger(__name__)

SEED_SPACE = 2**63
DEADLINE_MARGIN = 2.0
"""Seconds a decision may overrun its budget (plus half the budget) before the fallback is played."""
NO_CLOCK_SECONDS = 60.0
"""The deadline of a decision whose budget counts only iterations."""
STARTUP_SECONDS = 30.0
"""How long a new child may take to import the engines and build its bot (a loaded machine)."""
MAX_RESTARTS = 3
STOP_GRACE = 0.5
"""Seconds the reaper gives a closing child to leave on its own before terminating it."""

NOTICE_LATE = "late"
NOTICE_RESTARTED = "restarted"
NOTICE_GAVE_UP = "gave_up"


def bot_seed(seed: int) -> int:
    """Any integer as a seed numpy accepts (``default_rng`` refuses negatives: a save's seed -10)."""
    return int(seed) % SEED_SPACE


def deadline_for(bot_name: str, budget: Budget | None) -> float:
    """The seconds one decision may take before the worker stops waiting for it."""
    if budget is None:
        seconds = PRESETS[bot_name].seconds if bot_name in PRESETS else DEFAULT_SECONDS
    elif budget.seconds is None:
        return NO_CLOCK_SECONDS
    else:
        seconds = budget.seconds
    return seconds * 1.5 + DEADLINE_MARGIN


def _budget_to_json(budget: Budget | None) -> list[float | int | str | None] | None:
    return None if budget is None else [budget.seconds, budget.iterations, budget.clock]


def _budget_from_json(data: list[Any] | None) -> Budget | None:
    return None if data is None else Budget(seconds=data[0], iterations=data[1], clock=data[2])


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
    try:
        bot = make_bot(bot_name, title_id, seed, _budget_from_json(budget))
    except Exception:
        log.exception("bot %s cannot be made; every decision will be a fallback", bot_name)
        bot = None
    with contextlib.suppress(BrokenPipeError, OSError):
        conn.send_bytes(b'{"ready": true}')

    def report(fraction: float) -> None:
        progress.value = fraction

    while True:
        try:
            job = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if job is None:
            return
        reply: dict[str, Any] = {"job": job.get("job"), "action": None, "source": "fallback"}
        if bot is not None:
            try:
                state = title.from_dict(job["state"])
                choice = bot.choose(state, int(job["player"]), stop=stop.is_set, progress=report)
                reply.update(action=int(choice.action), source=choice.stats.source)
            except Exception:
                log.exception("bot %s failed in its process", bot_name)
        progress.value = 1.0
        try:
            conn.send_bytes(json.dumps(reply).encode())
        except (BrokenPipeError, OSError):
            return


def _reap(child: _Child, grace: float) -> None:
    """End ``child`` (asked to stop already) and collect its exit status, whatever it does.

    ``child`` is held to the end: its stop event and progress value are shared memory the child
    may still be unpickling (it was just spawned), which would vanish with the last reference.
    """
    process = child.process
    process.join(grace)
    if process.is_alive():
        process.terminate()
        process.join(1.0)
    if process.is_alive():
        process.kill()  # SIGKILL also ends a stopped (SIGSTOP) or hung process
    process.join()
    child.conn.close()


class _Child:
    """One child process and its end of the pipe."""

    def __init__(self, args: tuple[Any, ...], name: str) -> None:
        context = mp.get_context("spawn")  # not fork: the client's process holds SDL and audio threads
        self.stop = context.Event()
        self.progress = context.Value("d", 0.0, lock=False)
        self.conn, child_conn = context.Pipe()
        self.process = context.Process(
            target=_serve, args=(child_conn, *args, self.stop, self.progress), name=name, daemon=True
        )
        self.process.start()
        child_conn.close()
        self.ready = False
        self.born = time.monotonic()

    def retire(self, grace: float = STOP_GRACE) -> threading.Thread:
        """Ask the child to stop and end it on a background thread; returns that thread."""
        self.stop.set()
        with contextlib.suppress(BrokenPipeError, OSError, ValueError):
            self.conn.send_bytes(b"null")
        return reapers.start(_reap, (self, grace), "bot-reaper")


class ProcessBotWorker:
    """Runs ``bot.choose`` for one seat in a child process (start, busy, done, result, wait,
    cancel, close, progress)."""

    def __init__(
        self,
        bot_name: str,
        title_id: str,
        seed: int,
        budget: Budget | None = None,
        fallback_seed: int = 0,
        *,
        deadline: float | None = None,
    ) -> None:
        self.bot_name = bot_name
        self.deadline_seconds = deadline if deadline is not None else deadline_for(bot_name, budget)
        self._args = (bot_name, title_id, bot_seed(seed), _budget_to_json(budget))
        self._child: _Child | None = _Child(self._args, f"bot-{bot_name}")
        self._fallback_rng = np.random.default_rng(bot_seed(fallback_seed))
        self._snapshot: State | None = None
        self._player = -1
        self._job = 0
        self._pending = False
        self._due = 0.0
        self._result: Choice | None = None
        self.restarts = 0
        self._notices: list[str] = []
        self.reapers: list[threading.Thread] = []
        """The background threads ending retired children (tests join them)."""

    @property
    def progress(self) -> float:
        return 0.0 if self._child is None else float(self._child.progress.value)

    @property
    def pid(self) -> int | None:
        """The process id of the current child (tests stop or kill it)."""
        return None if self._child is None else self._child.process.pid

    def take_notice(self) -> str | None:
        """``"late"``, ``"restarted"`` or ``"gave_up"`` once after such a fault, else None."""
        return self._notices.pop(0) if self._notices else None

    def start(self, state: State, player: int) -> None:
        if self.busy():
            raise RuntimeError("the bot is already thinking; cancel it first")
        self._snapshot = state.clone()
        self._player = player
        self._result = None
        self._job += 1
        if self._child is not None and not self._child.process.is_alive():
            log.error("the process of bot %s has ended; restarting it", self.bot_name)
            self._replace(NOTICE_RESTARTED)
        if self._child is None:
            self._result = self._fallback()
            return
        self._child.stop.clear()
        self._child.progress.value = 0.0
        try:
            message = json.dumps({"job": self._job, "state": state.to_dict(), "player": player}).encode()
            self._child.conn.send_bytes(message)
        except Exception:
            log.exception("cannot hand the position to bot %s; playing a legal fallback", self.bot_name)
            self._result = self._fallback()
            return
        self._pending = True
        self._due = time.monotonic() + self.deadline_seconds
        if not self._child.ready:
            self._due += STARTUP_SECONDS

    def _poll(self, timeout: float = 0.0) -> None:
        if not self._pending or self._child is None:
            return
        child = self._child
        try:
            while child.conn.poll(timeout):
                timeout = 0.0
                reply = json.loads(child.conn.recv_bytes())
                if not isinstance(reply, dict):
                    raise ValueError(f"unexpected reply {reply!r}")
                if reply.get("ready"):
                    child.ready = True
                    # The decision's own clock starts once the child has built its bot.
                    self._due = min(self._due, time.monotonic() + self.deadline_seconds)
                    continue
                if reply.get("job") != self._job:
                    continue  # the late answer to a decision already played with a fallback
                action = reply.get("action")
                source = str(reply.get("source", "search"))
                self._finish(
                    Choice(action, ChoiceStats(source))
                    if isinstance(action, int) and not isinstance(action, bool)
                    else self._fallback()
                )
                return
            if not child.process.is_alive():
                raise EOFError("the bot's process ended")
        except (EOFError, OSError, ValueError):
            log.exception("bot %s gave no answer; playing a legal fallback", self.bot_name)
            self._replace(NOTICE_RESTARTED)
            self._finish(self._fallback())
            return
        if time.monotonic() >= self._due:
            log.error(
                "bot %s did not answer within %.1f s; playing a legal fallback",
                self.bot_name,
                self.deadline_seconds,
            )
            self._replace(NOTICE_LATE)
            self._finish(self._fallback("timeout"))

    def _finish(self, choice: Choice | None) -> None:
        self._result = choice
        self._pending = False

    def _replace(self, why: str) -> None:
        """Retire the current child (in the background) and start a fresh one, within MAX_RESTARTS."""
        if self._child is not None:
            self.reapers.append(self._child.retire(grace=0.0))
            self._child = None
        if self.restarts >= MAX_RESTARTS:
            self._notices.append(NOTICE_GAVE_UP)
            log.error(
                "bot %s was restarted %d times; it plays fallback moves now", self.bot_name, self.restarts
            )
            return
        self.restarts += 1
        try:
            self._child = _Child(self._args, f"bot-{self.bot_name}")
        except Exception:
            log.exception("cannot restart bot %s", self.bot_name)
            self._child = None
        self._notices.append(why)

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
        if self._child is not None:
            self._child.stop.set()
        self.wait(timeout)

    def close(self) -> None:
        """End the child process without waiting for it (the worker cannot be used afterwards).

        The child is asked to stop; a background thread terminates it if it has not left within
        ``STOP_GRACE`` and collects its exit status, so no zombie is left behind.
        """
        self._pending = False
        if self._child is not None:
            self.reapers.append(self._child.retire())
            self._child = None

    def _fallback(self, source: str = "fallback") -> Choice | None:
        if self._snapshot is None:
            return None
        try:
            world = self._snapshot.observation(self._player).determinize(self._player, self._fallback_rng)
            legal = world.legal_actions()
        except Exception:
            log.exception("cannot determinize for the fallback; reading the position's legal actions")
            try:
                legal = self._snapshot.legal_actions()
            except Exception:
                log.exception("no fallback action either; the client must choose")
                return None
        return Choice(legal[int(self._fallback_rng.integers(len(legal)))], ChoiceStats(source))
