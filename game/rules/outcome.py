"""What a run of actions gives one seat, read from the engine itself: any title, no pygame.

``outcome(state, player, actions)`` applies the actions to a clone and reports the seat's
score breakdown before and after (the per-key difference), every other seat's breakdown change
(a kill that costs a rival their vizier majority, a palace that pays a rival's Monkir), and the
events the actions raised, tallied by kind. The hint's plans (``ai.planner``) and the table's previews
(``game.client.table.preview``) both read it, so a plan's stated gain and a hovered choice's
preview are the same arithmetic as the score the table shows after the move.

Nothing here decides what a player may see: callers hand in a state the seat may look at (its
observation determinized, or the real state on the engine side of a worker), and events that
reveal hidden information are left out of the tally (``reveals``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.base import Event, State

# An event field that says how many pieces it moved (summed in the tally), by preference.
COUNT_FIELDS = ("count", "amount")
# Fields that never describe the pieces (the contract's own, and the notation of cards).
SKIPPED_FIELDS = frozenset({"player", "reveals", "private_to"})


@dataclass(frozen=True, slots=True)
class Tally:
    """Events of one kind and one detail (the same colour of meeple, the same zone): how many
    events, and the pieces they moved when they say (``COUNT_FIELDS``), else the events."""

    kind: str
    detail: str
    events: int
    pieces: int

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "detail": self.detail, "events": self.events, "pieces": self.pieces}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Tally:
        return cls(str(data["kind"]), str(data["detail"]), int(data["events"]), int(data["pieces"]))


@dataclass(slots=True)
class Outcome:
    """The seat's points before and after, the breakdown's changed keys, each other seat's changed
    keys, and the event tally."""

    player: int
    before: int
    after: int
    delta: dict[str, int] = field(default_factory=dict)  # breakdown key -> change, non-zero only
    tallies: list[Tally] = field(default_factory=list)
    ended_turn: bool = False  # another seat moves next, or the game ended
    actions: list[int] = field(default_factory=list)  # what was applied (with forced follow-ups)
    # other seat -> its breakdown change (non-zero keys only); seats whose score did not move
    # (key by key) are left out
    rivals: dict[int, dict[str, int]] = field(default_factory=dict)

    @property
    def gain(self) -> int:
        return self.after - self.before

    def rival_gains(self) -> dict[int, int]:
        """Each other seat whose breakdown moved: its points change (zero when keys cancel out)."""
        return {seat: sum(delta.values()) for seat, delta in self.rivals.items()}

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "before": self.before,
            "after": self.after,
            "delta": dict(self.delta),
            "tallies": [t.to_dict() for t in self.tallies],
            "ended_turn": self.ended_turn,
            "actions": list(self.actions),
            "rivals": {str(seat): dict(delta) for seat, delta in self.rivals.items()},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Outcome:
        """The inverse of ``to_dict``; KeyError, TypeError or ValueError on a damaged one."""
        return cls(
            player=int(data["player"]),
            before=int(data["before"]),
            after=int(data["after"]),
            delta={str(k): int(v) for k, v in data["delta"].items()},
            tallies=[Tally.from_dict(t) for t in data["tallies"]],
            ended_turn=bool(data["ended_turn"]),
            actions=[int(a) for a in data["actions"]],
            rivals={
                int(seat): {str(k): int(v) for k, v in delta.items()}
                for seat, delta in data.get("rivals", {}).items()
            },
        )


def breakdown_delta(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """The per-key change of a score breakdown, keys that did not change left out."""
    keys = list(before) + [k for k in after if k not in before]
    changes = {k: int(after.get(k, 0)) - int(before.get(k, 0)) for k in keys}
    return {k: v for k, v in changes.items() if v != 0}


def event_detail(event: Event) -> str:
    """The event's text and int fields that are not counts or contract fields, as
    ``name=value`` joined by ``;`` (``tile=12;colour=3``): what the pieces were and where. The
    client words them per title; tuples (a list of cards) are left out."""
    data = event.to_dict()
    parts = []
    for name in type(event).field_names():
        if name in SKIPPED_FIELDS or name in COUNT_FIELDS:
            continue
        value = data.get(name)
        if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
            parts.append(f"{name}={value}")
    return ";".join(parts)


def tally(events: list[Event], player: int) -> list[Tally]:
    """The seat's events (and those no seat performs, a refill it caused) that reveal nothing,
    grouped by kind and detail, in the order first seen."""
    found: dict[tuple[str, str], list[int]] = {}
    for event in events:
        if event.reveals or event.player not in (player, -1):
            continue
        key = (event.kind, event_detail(event))
        data = event.to_dict()
        pieces = next((data[f] for f in COUNT_FIELDS if isinstance(data.get(f), int)), 1)
        counts = found.setdefault(key, [0, 0])
        counts[0] += 1
        counts[1] += int(pieces)
    return [Tally(kind, detail, n, pieces) for (kind, detail), (n, pieces) in found.items()]


def apply_forced(state: State, player: int, limit: int = 50) -> tuple[list[int], list[Event]]:
    """Apply the seat's forced follow-ups (one legal action each) to ``state`` (mutated)."""
    applied: list[int] = []
    events: list[Event] = []
    for _ in range(limit):
        if state.is_terminal() or state.current_player() != player:
            break
        legal = state.legal_actions()
        if len(legal) != 1:
            break
        events += state.apply(legal[0])
        applied.append(legal[0])
    return applied, events


def outcome(state: State, player: int, actions: list[int], forced: bool = False) -> Outcome:
    """Apply ``actions`` to a clone of ``state`` (and, with ``forced``, the seat's forced
    follow-ups after them) and say what they gave ``player``. IllegalAction if one is not legal."""
    world = state.clone()
    before = world.score_breakdown(player)
    others = [seat for seat in range(world.num_players) if seat != player]
    rivals_before = {seat: world.score_breakdown(seat) for seat in others}
    events: list[Event] = []
    applied: list[int] = []
    for action in actions:
        events += world.apply(action)
        applied.append(action)
    if forced:
        more, extra = apply_forced(world, player)
        applied += more
        events += extra
    after = world.score_breakdown(player)
    rivals = {seat: breakdown_delta(rivals_before[seat], world.score_breakdown(seat)) for seat in others}
    return Outcome(
        player=player,
        before=sum(before.values()),
        after=sum(after.values()),
        delta=breakdown_delta(before, after),
        tallies=tally(events, player),
        ended_turn=world.is_terminal() or world.current_player() != player,
        actions=applied,
        rivals={seat: delta for seat, delta in rivals.items() if delta},
    )
