"""What a Tribes of the Wind round brought, for its summary (``table/round_end.py``): every kind
of change that moves a score. The villages built and the village cards taken in the log's words,
the end-game token, then per seat the temples built, the forests planted, the pollution cleaned
and the pollution taken on, and the village goals' points the round moved."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.client.table.round_end import lines_of, per_seat
from game.client.text import tr
from game.rules.base import Event
from game.rules.tribes_of_the_wind import events as E
from game.rules.tribes_of_the_wind.data import game_data

if TYPE_CHECKING:
    from game.client.table.view import GameView


def round_split(events: Sequence[Event]) -> int:
    """The next round begins with its first seat's ``TurnStarted`` (the last one of the action)."""
    starts = [i for i, event in enumerate(events) if isinstance(event, E.TurnStarted)]
    return starts[-1] if starts else len(events)


def round_summary(view: GameView, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
    lines = lines_of(view, events, name, (E.VillageBuilt, E.VillageCardTaken))
    for event in events:
        if isinstance(event, E.EndTriggered):
            points = game_data().end_token_points
            lines.append(tr("tribes_of_the_wind.round_end.end_token", points, name=name(event.player)))
    counts: dict[str, dict[int, int]] = {"temples": {}, "forests": {}, "cleaned": {}, "pollution": {}}
    for event in events:
        if isinstance(event, E.TempleBuilt):
            kind, amount = "temples", 1
        elif isinstance(event, E.ForestPlanted):
            kind, amount = "forests", 1
        elif isinstance(event, E.PollutionRemoved):
            kind, amount = "cleaned", event.count
        elif isinstance(event, E.PollutionAdded):
            kind, amount = "pollution", 1
        else:
            continue
        counts[kind][event.player] = counts[kind].get(event.player, 0) + amount
    for kind, by_seat in counts.items():
        if any(by_seat.values()):
            lines.append(tr(f"tribes_of_the_wind.round_end.{kind}", seats=per_seat(by_seat, name)))
    return lines


def round_points(points: Sequence[Sequence[tuple[str, int]]], name: Callable[[int], str]) -> list[str]:
    """The village goals' points a round moved (a goal met, or no longer met): no event says so,
    and a round's +7 read as a village's 3 alone."""
    goals = [(seat, dict(moved).get("village_cards", 0)) for seat, moved in enumerate(points)]
    seats = ", ".join(f"{name(seat)} ({gain:+d})" for seat, gain in goals if gain)
    return [tr("tribes_of_the_wind.round_end.goals", seats=seats)] if seats else []
