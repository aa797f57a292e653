"""The shared table: everything a game table does that is not about one game.

A game plugs in with one view (``table/view.py`` documents the API: the required ``ViewCore`` and
the optional groups that make up ``GameView``) and one ``register_table(MyView)`` call. Nothing
here imports a game package (tests/client/table asserts it).
"""

from __future__ import annotations

from game.client.games import view_factory
from game.client.table.registry import register_table
from game.client.table.view import GameView, complete
from game.client.table.view_choice import ActionWords, HalfChoice
from game.client.table.view_core import ViewCore
from game.client.table.view_drawing import DrawExtras, Places
from game.client.table.view_events import EventHooks, Privacy
from game.client.table.view_hint import HintWords
from game.client.table.view_overlays import ResultWords, RulesReference
from game.client.table.view_types import Ctx, LogWriter, Option, Question, Target, Tooltip, Zones

__all__ = [
    "ActionWords",
    "Ctx",
    "DrawExtras",
    "EventHooks",
    "GameView",
    "HalfChoice",
    "HintWords",
    "LogWriter",
    "Option",
    "Places",
    "Privacy",
    "Question",
    "ResultWords",
    "RulesReference",
    "Target",
    "Tooltip",
    "ViewCore",
    "Zones",
    "complete",
    "register_table",
    "view_factory",
]
