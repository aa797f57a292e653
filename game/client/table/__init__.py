"""The shared table: everything a game table does that is not about one game.

A game plugs in with one ``GameView`` subclass (``table/view.py`` documents the API) and one
``register_table(MyView)`` call. Nothing here imports a game package (tests/client/table asserts it).
"""

from __future__ import annotations

from game.client.table.registry import register_table, view_factory
from game.client.table.view import Ctx, GameView, LogWriter, Option, Question, Target, Tooltip, Zones

__all__ = [
    "Ctx",
    "GameView",
    "LogWriter",
    "Option",
    "Question",
    "Target",
    "Tooltip",
    "Zones",
    "register_table",
    "view_factory",
]
