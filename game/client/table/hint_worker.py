"""The hint's search, off the UI process: "What would a strong player do?" (docs/table.md).

The ``normal`` bot searches the current decision in a child process (as bot seats do,
ai/process_worker.py: the render loop never shares a GIL with a search), and answers with its root
statistics: how many of the search's visits each action got and the mean result it expects (the
search's reward, a win chance in 0..1, ai/search.py). ``top_choices`` turns them into the two or
three best choices with a plain reason. The hint never plays: it only reports.

Messages are JSON bytes over a pipe (the state as ``to_dict``), nothing is unpickled. This module
imports no pygame, so the spawned child stays light.
"""

from __future__ import annotations

import contextlib
import json
import logging
import multiprocessing as mp
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from game.rules.base import State

log = logging.getLogger(__name__)

HINT_BOT = "normal"
TOP = 3
# A choice is shown when the search gave it at least this share of the best one's visits.
MIN_SHARE_OF_BEST = 0.05


@dataclass(frozen=True, slots=True)
class HintChoice:
    action: int
    share: float  # of the root's visits, 0..1
    value: float  # the mean reward the search expects after it (a win chance), 0..1
    visits: int


def top_choices(visits: dict[int, int], values: dict[int, float], k: int = TOP) -> list[HintChoice]:
    """The ``k`` most visited actions (the search's own preference), best first."""
    total = sum(visits.values())
    if total <= 0:
        return []
    best = max(visits.values())
    ranked = sorted(visits, key=lambda a: (-visits[a], -values.get(a, 0.0), a))
    chosen = [a for a in ranked if visits[a] >= MIN_SHARE_OF_BEST * best][:k]
    return [
        HintChoice(a, visits[a] / total, min(max(values.get(a, 0.0), 0.0), 1.0), visits[a]) for a in chosen
    ]


def search_hint(state: State, player: int, seed: int, seconds: float | None) -> dict[str, Any]:
    """One search by a fresh ``normal`` bot (no kept subtree: every hint is a full search)."""
    from ai.bots import make_bot

    bot = make_bot(HINT_BOT, state.title.id, seed, seconds)
    legal = state.legal_actions()
    if len(legal) == 1:
        return {"action": legal[0], "visits": {str(legal[0]): 1}, "values": {}}
    choice = bot.choose(state, player)
    visits = dict(choice.stats.visits)
    values = dict(choice.stats.values)
    if not visits:  # a bot answered without searching (forced or planned): report its pick alone
        visits = {choice.action: 1}
    return {
        "action": int(choice.action),
        "visits": {str(a): int(n) for a, n in visits.items()},
        "values": {str(a): float(v) for a, v in values.items()},
    }


def _serve(conn: Connection, title_id: str, seconds: float | None) -> None:
    from game.rules import load_title

    title = load_title(title_id)
    while True:
        try:
            job = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if job is None:
            return
        try:
            state = title.from_dict(job["state"])
            reply = search_hint(state, int(job["player"]), int(job["seed"]), seconds)
        except Exception:
            log.exception("the hint search failed")
            reply = {"action": None, "visits": {}, "values": {}}
        try:
            conn.send_bytes(json.dumps(reply).encode())
        except (BrokenPipeError, OSError):
            return


def parse_reply(reply: dict[str, Any]) -> list[HintChoice]:
    try:
        visits = {int(a): int(n) for a, n in reply.get("visits", {}).items()}
        values = {int(a): float(v) for a, v in reply.get("values", {}).items()}
    except (TypeError, ValueError, AttributeError):
        return []
    return top_choices(visits, values)


class HintWorker:
    """One child process per table, started on the first hint and kept for the next ones."""

    def __init__(self, title_id: str, seconds: float | None = None) -> None:
        self.title_id = title_id
        self.seconds = seconds
        self._conn: Connection | None = None
        self._process: Any = None
        self._pending = False
        self._result: list[HintChoice] | None = None
        self._asked = 0

    def _ensure(self) -> Connection:
        if self._conn is None or self._process is None or not self._process.is_alive():
            context = mp.get_context("spawn")
            parent, child = context.Pipe()
            self._process = context.Process(
                target=_serve, args=(child, self.title_id, self.seconds), name="hint", daemon=True
            )
            self._process.start()
            child.close()
            self._conn = parent
        return self._conn

    def start(self, state: State, player: int) -> None:
        """Ask for the decision of ``player`` in ``state`` (a newer question replaces an older one)."""
        if self._pending:
            self.close()
        self._asked += 1
        self._result = None
        try:
            conn = self._ensure()
            conn.send_bytes(
                json.dumps({"state": state.to_dict(), "player": player, "seed": self._asked}).encode()
            )
        except Exception:
            log.exception("cannot hand the position to the hint search")
            self._result = []
            return
        self._pending = True

    def poll(self, timeout: float = 0.0) -> list[HintChoice] | None:
        """The choices once the search answered (``[]`` if it failed), else None."""
        if self._pending and self._conn is not None:
            try:
                if self._conn.poll(timeout):
                    self._result = parse_reply(json.loads(self._conn.recv_bytes()))
                    self._pending = False
                elif not self._process.is_alive():
                    raise EOFError("the hint process ended")
            except (EOFError, OSError, ValueError):
                log.exception("the hint search gave no answer")
                self._result = []
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
            self._process.join(0.3)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(0.5)
        if self._conn is not None:
            self._conn.close()
        self._conn = None
        self._process = None
        self._pending = False
