"""The results' tie line of Tribes of the Wind (tribes_of_the_wind.md 7 and flag ``tie_break``).

"Highest total wins; ties (flag ``tie_break``): most villages, then most water, then a shared win."
The line names the step that settled it, with the counts, as the engine's ``scoring.winners`` does
it (tests/client/test_results_ties.py checks its winner against ``state.winners()``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.client.table.ties import points, top_tied
from game.client.tribes_of_the_wind.words import t
from game.rules.tribes_of_the_wind import TotwState


def tie_line(state: TotwState, names: Sequence[str]) -> str | None:
    """One line for the results when the top score is shared; None when it is not."""
    tied = top_tied(state.scores())
    if not tied:
        return None
    score = points(state.scores()[tied[0]])
    if state.flags.tie_break == "shared":
        option = t("flags.tie_break.name")
        return t("results.tie_shared", points=score, option=option, choice=t("flags.tie_break.shared"))
    steps: tuple[tuple[str, Callable[[int], int]], ...] = (
        ("villages", lambda p: state.boards[p].villages),
        ("water", lambda p: state.boards[p].water),
    )
    level: dict[str, int] = {}
    for step, count in steps:
        best = max(count(p) for p in tied)
        kept = [p for p in tied if count(p) == best]
        if len(kept) == 1:
            runner_up = max(count(p) for p in tied if p != kept[0])
            return t(
                f"results.tie_{step}",
                points=score,
                villages=t("results.villages_each", count=level.get("villages", 0)),
                winner=names[kept[0]],
                best=best,
                next=runner_up,
            )
        level[step] = best
        tied = kept
    return t(
        "results.tie_level",
        points=score,
        villages=t("results.villages_each", count=level["villages"]),
        water=t("results.water_each", count=level["water"]),
    )
