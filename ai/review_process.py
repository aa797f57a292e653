"""A game review in its own process: the client's frames never wait for it, and it can be cancelled.

The pattern of ``process_worker``: a spawned child (not forked: the client holds SDL and audio
threads), JSON bytes over a pipe (nothing unpickled from the child), the progress in shared
memory, a stop event. A cancelled review answers with what it has (``Review.complete`` False);
``close`` never blocks: a background thread ends the child (terminate, then kill) and reaps it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import multiprocessing as mp
import threading
from dataclasses import asdict
from multiprocessing.connection import Connection
from typing import Any

from ai import reapers
from ai.review import DEFAULT_ITERATIONS, GameSpec, Review, review_game

log = logging.getLogger(__name__)

STOP_GRACE = 1.0


def _serve(
    conn: Connection, spec: dict[str, Any], iterations: int, seed: int, stop: Any, progress: Any
) -> None:
    def report(fraction: float) -> None:
        progress.value = fraction

    reply: dict[str, Any]
    try:
        game = GameSpec(**{**spec, "actions": tuple(spec["actions"]), "people": tuple(spec["people"])})
        review = review_game(game, iterations, seed=seed, progress=report, stop=stop.is_set)
        reply = {"review": review.to_dict()}
    except Exception as error:
        log.exception("the review failed")
        reply = {"error": f"{type(error).__name__}: {error}"[:300]}
    progress.value = 1.0
    with contextlib.suppress(BrokenPipeError, OSError):
        conn.send_bytes(json.dumps(reply).encode())
    conn.close()


def _reap(process: Any, conn: Connection, grace: float) -> None:
    process.join(grace)
    if process.is_alive():
        process.terminate()
        process.join(1.0)
    if process.is_alive():
        process.kill()
    process.join()
    conn.close()


class ReviewProcess:
    """One review running in a child process. ``poll()`` says whether it has answered; then
    ``result`` holds the review (or None and ``error`` says why). Never raises into the caller."""

    def __init__(self, spec: GameSpec, iterations: int = DEFAULT_ITERATIONS, seed: int = 0) -> None:
        context = mp.get_context("spawn")
        self._stop = context.Event()
        self._progress = context.Value("d", 0.0, lock=False)
        self._conn, child_conn = context.Pipe(duplex=False)
        data = asdict(spec) | {"actions": list(spec.actions), "people": list(spec.people)}
        self.process = context.Process(
            target=_serve,
            args=(child_conn, data, iterations, seed, self._stop, self._progress),
            name="game-review",
            daemon=True,
        )
        self.process.start()
        child_conn.close()
        self.result: Review | None = None
        self.error: str | None = None
        self.finished = False
        self.reaper: threading.Thread | None = None

    @property
    def progress(self) -> float:
        return float(self._progress.value)

    def poll(self, timeout: float = 0.0) -> bool:
        """Whether the review has answered (or its process ended without an answer)."""
        if self.finished:
            return True
        try:
            if self._conn.poll(timeout):
                reply = json.loads(self._conn.recv_bytes())
                if "review" in reply:
                    self.result = Review.from_dict(reply["review"])
                else:
                    self.error = str(reply.get("error", "no review"))
                self.finished = True
            elif not self.process.is_alive():
                self.error, self.finished = "the review's process ended", True
        except (EOFError, OSError, ValueError, TypeError) as error:
            self.error, self.finished = f"no answer from the review: {error}", True
        return self.finished

    def wait(self, timeout: float) -> bool:
        return self.poll(timeout)

    def cancel(self) -> None:
        """Ask the review to stop; it then answers with the decisions done so far."""
        self._stop.set()

    def close(self) -> None:
        """End the child without waiting for it."""
        self._stop.set()
        if self.reaper is None:
            self.reaper = reapers.start(_reap, (self.process, self._conn, STOP_GRACE), "review-reaper")
