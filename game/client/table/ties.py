"""The results' tie line: who shares the top score, and the words every title can reuse.

``GameView.tie_break(state, names)`` answers the line (each title after its rules' tie section);
the results scene asks it only when two or more seats have the top score (``top_tied``).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.client.text import tr


def top_tied(scores: Sequence[int]) -> list[int]:
    """The seats with the top score when two or more share it, else []."""
    if not scores:
        return []
    best = max(scores)
    tied = [player for player, score in enumerate(scores) if score == best]
    return tied if len(tied) >= 2 else []


def points(count: int) -> str:
    """The top score as the tie line says it: "45 points", "по 45 очок" (the Ukrainian forms hold
    the distributive "по", which takes the dative after 1: "по 21 очку")."""
    return tr("table.results.points_each", count=count)


def shared_line(score: str) -> str:
    """The line of a title whose rules have no tie-breaker: the top score's seats all win."""
    return tr("table.results.tie_shared", points=score)
