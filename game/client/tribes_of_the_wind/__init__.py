"""Tribes of the Wind (Племена вітру) at the shared table: board drawing, words, questions, the view.

Importing the package registers the table (title screen, Continue, ``--demo tribes_of_the_wind``).
"""

from __future__ import annotations

from game.client.table import register_table
from game.client.tribes_of_the_wind.view import TotwView

register_table(TotwView)
