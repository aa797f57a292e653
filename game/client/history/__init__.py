"""What happened in finished games: records on disk, statistics, scores over rounds, game files.

The data modules here (``records``, ``store``, ``stats``, ``rounds``, ``exchange``) import the
rules engines and ``game.client.storage`` only, never pygame, so they are tested without a window
and the review (``ai/review.py``) can read what they write. ``record_finished`` is the table's
one call when a game reaches its results.
"""

from __future__ import annotations

from game.client.history.store import record_finished

__all__ = ["record_finished"]
