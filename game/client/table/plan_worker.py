"""The turn plan's search, in its own process, started when the person's turn starts.

``PlanWorker.start(state, player)`` hands the position to a child process that plans the whole
turn at once (``ai.planner.Planner``, the ``hard`` level's knobs and its seconds); the person thinks
meanwhile. ``ask()`` says the person pressed Hint: the child then finishes within about
``PlanConfig.hurry_seconds`` with what its tree holds, and ``poll()`` returns the ``Plan``. A
plan that is ready when asked is there at once. A newer ``start`` replaces an older one (the
child is restarted if it is still searching).

Messages are JSON bytes over a pipe (the state as ``to_dict``, the plan as ``Plan.to_dict``),
nothing is unpickled. This module itself imports no pygame.
"""

from __future__ import annotations

import contextlib
import json
import logging
import multiprocessing as mp
from collections.abc import Sequence
from multiprocessing.connection import Connection
from typing import Any

from game.rules.base import State

log = logging.getLogger(__name__)

HURRY = b'"hurry"'


def _serve(conn: Connection, title_id: str, config: dict[str, Any]) -> None:
    from ai.planner import PlanConfig, Planner
    from game.rules import load_title

    title = load_title(title_id)
    planner = Planner(title_id, 0, PlanConfig(**config))
    while True:
        try:
            job = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if job is None:
            return
        if job == "hurry":  # a late ask for a plan already sent
            continue
        flags = {"hurry": False, "quit": False}

        def hurried(flags: dict[str, bool] = flags) -> bool:
            while not flags["hurry"] and conn.poll(0):
                message = json.loads(conn.recv_bytes())
                flags["hurry"] = True
                flags["quit"] = message is None
            return flags["hurry"]

        try:
            state = title.from_dict(job["state"])
            planner.reseed(int(job["seed"]))
            made = [int(action) for action in job.get("made", ())]
            reply: dict[str, Any] = planner.plan(state, int(job["player"]), hurried, made).to_dict()
        except Exception:
            log.exception("the plan search failed")
            reply = {}
        try:
            conn.send_bytes(json.dumps(reply).encode())
        except (BrokenPipeError, OSError):
            return
        if flags["quit"]:
            return


class PlanWorker:
    """One child process per table, started on the first turn and kept for the next ones."""

    def __init__(self, title_id: str, config: dict[str, Any] | None = None) -> None:
        self.title_id = title_id
        self.config = dict(config or {})  # PlanConfig fields
        self._conn: Connection | None = None
        self._process: Any = None
        self._pending = False
        self._result: Any = None
        self._asked = 0

    def _ensure(self) -> Connection:
        if self._conn is None or self._process is None or not self._process.is_alive():
            context = mp.get_context("spawn")
            parent, child = context.Pipe()
            self._process = context.Process(
                target=_serve, args=(child, self.title_id, self.config), name="plan", daemon=True
            )
            self._process.start()
            child.close()
            self._conn = parent
        return self._conn

    def start(self, state: State, player: int, made: Sequence[int] = ()) -> None:
        """Plan ``player``'s turn in ``state`` in the background (a newer start replaces an older);
        ``made``: the person's own actions just played (``Planner.plan``)."""
        if self._pending:
            self.close()
        self._asked += 1
        self._result = None
        try:
            conn = self._ensure()
            job = {"state": state.to_dict(), "player": player, "seed": self._asked, "made": list(made)}
            conn.send_bytes(json.dumps(job).encode())
        except Exception:
            log.exception("cannot hand the position to the plan search")
            self._result = False
            return
        self._pending = True

    def ask(self) -> None:
        """The person asked: finish the plan now with what the search has."""
        if self._pending and self._conn is not None:
            with contextlib.suppress(BrokenPipeError, OSError):
                self._conn.send_bytes(HURRY)

    def poll(self, timeout: float = 0.0) -> Any:
        """The ``Plan`` once ready, False if the search failed, None while it searches."""
        if self._pending and self._conn is not None:
            try:
                if self._conn.poll(timeout):
                    self._result = _parse(json.loads(self._conn.recv_bytes()))
                    self._pending = False
                elif not self._process.is_alive():
                    raise EOFError("the plan process ended")
            except (EOFError, OSError, ValueError):
                log.exception("the plan search gave no answer")
                self._result = False
                self._pending = False
        return self._result

    @property
    def busy(self) -> bool:
        return self._pending

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(BrokenPipeError, OSError):
                self._conn.send_bytes(b"null")
        if self._process is not None:
            self._process.join(0.5)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(0.5)
        if self._conn is not None:
            self._conn.close()
        self._conn = None
        self._process = None
        self._pending = False


def _parse(reply: Any) -> Any:
    """A ``Plan`` from the child's reply, False when it carries none."""
    from ai.plan import Plan

    if not reply:
        return False
    try:
        return Plan.from_dict(reply)
    except (KeyError, TypeError, ValueError):
        log.exception("a damaged plan from the plan search")
        return False
