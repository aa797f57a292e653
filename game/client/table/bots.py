"""Bot seats: one ``ProcessBotWorker`` per bot seat, the thinking indicator, the legal fallback.

Each bot seat thinks in its own process, so the table never waits for the search's GIL
(ai/process_worker.py has the frame times that made this the choice). ``close`` ends every child
process: the table calls it when it is left, so no process outlives its table.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from ai.budget import Budget
from ai.process_worker import NOTICE_GAVE_UP, NOTICE_LATE, NOTICE_RESTARTED, ProcessBotWorker
from game.client.table.session import Session
from game.rules.base import IllegalAction, State

log = logging.getLogger(__name__)

WorkerFactory = Callable[..., Any]
NOTICE_FALLBACK = "fallback"
NOTICES = (NOTICE_LATE, NOTICE_RESTARTED, NOTICE_GAVE_UP, NOTICE_FALLBACK)


class BotSeats:
    """Drives the bot to move one frame at a time: ``step`` returns its action once it is ready."""

    def __init__(
        self,
        session: Session,
        budget: Budget | None = None,
        make_worker: WorkerFactory = ProcessBotWorker,
    ) -> None:
        self.workers: dict[int, Any] = {}
        seed = session.setup.seed
        for player, seat in enumerate(session.seats):
            if seat.is_bot:
                self.workers[player] = make_worker(
                    seat.level, session.title.id, seed * 7 + player, budget, fallback_seed=seed + player
                )
        self.thinking: int | None = None  # the seat whose indicator shows
        self.started = False
        self.waited = 0.0
        self._notices: list[tuple[int, str]] = []

    def is_bot(self, player: int) -> bool:
        return player in self.workers

    def step(self, state: State, player: int, dt: float, pause: float, play: bool = True) -> int | None:
        """One frame of ``player``'s turn; the action to play (legal) once the bot has chosen and
        ``pause`` seconds have passed since it started, so people can follow. With ``play`` False
        (the last action still animates) the bot thinks and the pause runs, but nothing is played:
        think time and playback overlap (a person waits for the turn, not for each part)."""
        worker = self.workers[player]
        if not self.started:
            if self.thinking != player:
                # The indicator first: the frame that redraws the table's layer for it is not also
                # the one where the bot's search starts.
                self.thinking = player
                return None
            self.waited = 0.0
            self.started = True
            worker.start(state, player)
            return None
        self.waited += dt
        if not play or not worker.done() or self.waited < pause:
            return None
        choice = worker.result()
        legal = state.legal_actions()
        self._collect(player, worker)
        if choice is None or choice.action not in legal:
            log.warning("bot %d gave %r; playing the first legal action", player, choice)
            self._notices.append((player, NOTICE_FALLBACK))
            action = legal[0]
        else:
            action = choice.action
        self.thinking = None
        self.started = False
        return action

    def _collect(self, player: int, worker: Any) -> None:
        """The worker's own faults (``ProcessBotWorker.take_notice``: late, restarted, gave up)."""
        take = getattr(worker, "take_notice", None)
        while callable(take):
            notice = take()
            if not isinstance(notice, str):
                break
            self._notices.append((player, notice))

    def take_notices(self) -> list[tuple[int, str]]:
        """``(player, what)`` for each fault since the last call, once each:
        ``what`` is ``late``, ``restarted``, ``gave_up`` (ai/process_worker.py) or ``fallback``
        (an answer that was not a legal action). The table words them in its log."""
        notices, self._notices = self._notices, []
        return notices

    def idle(self) -> None:
        """A person is to move: no indicator."""
        self.thinking = None

    def close(self) -> None:
        for worker in self.workers.values():
            try:
                worker.close()
            except (OSError, IllegalAction):
                log.exception("closing a bot worker failed")
        self.workers.clear()
