"""Bot seats that answer at once with a random legal action: tables with bots, no processes."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from ai.bots import Choice, ChoiceStats
from game.client.table import scene as table_scene_module
from game.client.table.bots import BotSeats
from game.client.table.session import Session


class RandomWorker:
    """The interface of ``ProcessBotWorker``; ``start`` picks the move."""

    def __init__(self, level: str, title_id: str, seed: int, budget: Any = None, fallback_seed: int = 0):
        self.rng = np.random.default_rng(seed % 2**32)
        self.choice: Choice | None = None

    def start(self, state: Any, player: int) -> None:
        legal = state.legal_actions()
        self.choice = Choice(int(legal[int(self.rng.integers(len(legal)))]), ChoiceStats("random"))

    def done(self) -> bool:
        return self.choice is not None

    def result(self) -> Choice | None:
        return self.choice

    def take_notice(self) -> None:
        return None

    def close(self) -> None:
        pass


class QuickBots(BotSeats):
    def __init__(self, session: Session, budget: Any = None, make_worker: Any = None) -> None:
        super().__init__(session, budget, RandomWorker)


def use_quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table made from now on (Continue, new game) gets ``QuickBots``."""
    monkeypatch.setattr(table_scene_module, "BotSeats", QuickBots)
