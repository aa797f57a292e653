"""Five Tribes at the shared table: its view plugs into the table and the shell's registry."""

from __future__ import annotations

from game.client.five_tribes.view import FiveTribesView
from game.client.table import register_table

register_table(FiveTribesView)
