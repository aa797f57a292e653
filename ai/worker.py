"""Bots thinking on a background thread while the client keeps drawing (ARCHITECTURE.md section 3).

``BotWorker.start(state, player)`` clones the state on the caller's thread (so the client may
go on changing its own; the bot reads only the clone's observation) and searches on a daemon thread. The client polls
``progress`` and ``done()`` each frame and reads ``result()``; ``cancel()`` stops the search
within one search iteration. The worker never raises into the client: a bot that fails is
logged and replaced by a legal action.

The GIL is shared with the render loop. The search checks for cancellation once per iteration
(a few milliseconds at most), and while a worker thinks the interpreter's switch interval is
lowered so the render thread gets the GIL back quickly (bench/bench_search.py measures the
frame times).
"""

from __future__ import annotations

import logging
import sys
import threading

import numpy as np

from ai.bots import Bot, Choice, ChoiceStats
from game.rules.base import State

log = logging.getLogger(__name__)

THINKING_SWITCH_INTERVAL = 0.0005  # seconds; CPython's default is 0.005 (bench/bench_search.py)
_switch_lock = threading.Lock()
_thinking = 0
_saved_interval = sys.getswitchinterval()


def _enter_thinking() -> None:
    global _thinking, _saved_interval
    with _switch_lock:
        if _thinking == 0:
            _saved_interval = sys.getswitchinterval()
            sys.setswitchinterval(THINKING_SWITCH_INTERVAL)
        _thinking += 1


def _leave_thinking() -> None:
    global _thinking
    with _switch_lock:
        _thinking -= 1
        if _thinking == 0:
            sys.setswitchinterval(_saved_interval)


class BotWorker:
    """Runs one ``bot.choose`` at a time on a background thread."""

    def __init__(self, bot: Bot, seed: int = 0) -> None:
        self.bot = bot
        self._fallback_rng = np.random.default_rng(seed)
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._progress = 0.0
        self._result: Choice | None = None

    @property
    def progress(self) -> float:
        """Fraction of the budget used by the running search, 0 to 1."""
        return self._progress

    def start(self, state: State, player: int) -> None:
        if self.busy():
            raise RuntimeError("the bot is already thinking; cancel it first")
        snapshot = state.clone()
        self._stop.clear()
        self._progress = 0.0
        self._result = None
        self._thread = threading.Thread(
            target=self._think, args=(snapshot, player), name=f"bot-{self.bot.name}", daemon=True
        )
        _enter_thinking()
        self._thread.start()

    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def done(self) -> bool:
        return self._thread is not None and not self.busy()

    def result(self) -> Choice | None:
        """The choice once ``done()``; None before (or if even the fallback failed, logged)."""
        return self._result if self.done() else None

    def wait(self, timeout: float | None = None) -> Choice | None:
        if self._thread is not None:
            self._thread.join(timeout)
        return self.result()

    def cancel(self, timeout: float = 1.0) -> None:
        """Stop thinking now; the bot's choice so far (or a fallback) stays readable."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _think(self, snapshot: State, player: int) -> None:
        try:
            self._result = self.bot.choose(snapshot, player, stop=self._stop.is_set, progress=self._report)
        except Exception:
            log.exception("bot %s failed; playing a legal fallback", self.bot.name)
            self._result = self._fallback(snapshot, player)
        finally:
            self._progress = 1.0
            _leave_thinking()

    def _report(self, fraction: float) -> None:
        self._progress = fraction

    def _fallback(self, snapshot: State, player: int) -> Choice | None:
        try:
            legal = snapshot.observation(player).determinize(player, self._fallback_rng).legal_actions()
        except Exception:
            # Only the legal moves of the player's own position are read here, never hidden parts.
            log.exception("cannot determinize for the fallback; reading the position's legal actions")
            try:
                legal = snapshot.legal_actions()
            except Exception:
                log.exception("no fallback action either; the client must choose")
                return None
        action = legal[int(self._fallback_rng.integers(len(legal)))]
        return Choice(action, ChoiceStats("fallback"))
