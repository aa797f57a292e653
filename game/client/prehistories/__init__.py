"""Prehistories at the shared table: one view (layout, drawing, questions, tooltips, log, anims)."""

from __future__ import annotations

from game.client.prehistories.view import PrehistoriesView
from game.client.table import register_table

register_table(PrehistoriesView)
