"""The log book's words for Prehistories events (never their private part: drawn cards stay hidden).

The draw line says how many cards and why: the writer keeps, per turn, the tiles taken, the
injuries and the hand prints covered (4.6), and an empty party's draw of 3.

Every round opens with a heading line ("— Round 2 —"): the engine emits no round event, so a
round is seen to start at its first refill or, with nothing to refill, at seat 0's commit (4.1,
4.2: every round's initiative starts with it). Without it a round with no refill and no hunt
(every party empty) passed as a few commit lines under the last round's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from game.client.prehistories import words
from game.client.table.view_types import LogWriter
from game.client.text import tr
from game.rules.base import Event
from game.rules.prehistories import events as E

NS = "prehistories.log"


def actor(event: Event) -> int:
    """The acting seat: ``player`` on the contract branch, ``seat`` before it."""
    found = getattr(event, "player", None)
    if found is None:
        found = getattr(event, "seat", -1)
    return int(found) if isinstance(found, int) else -1


@dataclass(frozen=True, slots=True)
class RoundOpened(Event):
    """The client's own event (never the engine's): the log starts in this round
    (``PrehistoriesView.opening_events``)."""

    kind: ClassVar[str] = "round_opened"
    round: int


def opens_round(event: Event, last: Event | None) -> bool:
    """Whether ``event`` is the first of a round, ``last`` the event before it (None: unknown)."""
    if isinstance(last, (E.ZoneRefilled, RoundOpened)):
        return False
    if isinstance(event, E.ZoneRefilled):
        return True
    return isinstance(event, E.PartyCommitted) and event.player == 0


def round_starts(events: Sequence[Event], rounds: int) -> list[int]:
    """The indices of the events opening the ``rounds`` rounds begun by one action's events (the
    last candidates: the action's own first event may be seat 0's commit of a round already open)."""
    if rounds <= 0:
        return []
    found = [i for i, e in enumerate(events) if i > 0 and opens_round(e, events[i - 1])]
    return found[-rounds:]


@dataclass(slots=True)
class TurnTally:
    taken: int = 0
    injuries: int = 0
    prints: int = 0


class PrehistoriesLog(LogWriter):
    def __init__(self, name: Callable[[int], str]) -> None:
        super().__init__(name)
        self.tally: dict[int, TurnTally] = {}
        self.empty_parties: set[int] = set()
        self.round: int | None = None  # the round the log is in (None: a log not begun with it)
        self.last: Event | None = None

    def describe(self, event: Event) -> str | tuple[str, ...] | None:
        last, self.last = self.last, event
        if isinstance(event, RoundOpened):
            self.round = event.round
            return tr(f"{NS}.round", round=event.round)
        line = self._line(event)
        if last is None or not opens_round(event, last):
            return line
        if self.round is None:
            heading = tr(f"{NS}.round_unknown")
        else:
            self.round += 1
            heading = tr(f"{NS}.round", round=self.round)
        return (heading, line) if line else (heading,)

    def _line(self, event: Event) -> str | None:
        who = actor(event)
        if isinstance(event, E.ZoneRefilled):
            return tr(f"{NS}.refilled", zone=event.zone, tile=words.tile_name_by(event.tile))
        if isinstance(event, E.PartyCommitted):
            return tr(f"{NS}.committed", player=self.name(who))
        if isinstance(event, E.PartiesRevealed):
            return self._revealed(event)
        if isinstance(event, E.HunterAssigned):
            return tr(
                f"{NS}.assigned",
                player=self.name(who),
                card=event.card,
                zone=event.zone,
                total=event.group_total,
            )
        if isinstance(event, E.TileTaken):
            tally = self.tally.setdefault(who, TurnTally())
            tally.taken += 1
            tally.injuries += int(event.injured)
            key = "taken_injured" if event.injured else "taken"
            return tr(
                f"{NS}.{key}", player=self.name(who), tile=words.tile_name_by(event.tile), zone=event.zone
            )
        if isinstance(event, E.HuntersReturned):
            if not event.cards:
                return None
            return tr(
                f"{NS}.returned",
                count=len(event.cards),
                player=self.name(who),
                cards=", ".join(map(str, event.cards)),
            )
        if isinstance(event, E.TilePainted):
            self.tally.setdefault(who, TurnTally()).prints += event.hand_prints
            # The squares it covers: the anchor (``at``, the notation's) can lie off an L-shaped
            # tile, and the log would name a square the tile leaves empty.
            return tr(
                f"{NS}.painted",
                player=self.name(who),
                tile=words.tile_name_by(event.tile),
                at=", ".join(event.squares),
            )
        if isinstance(event, E.TileDiscarded):
            return tr(f"{NS}.discarded", player=self.name(who), tile=words.tile_name_by(event.tile))
        if isinstance(event, E.TotemsPlaced):
            return tr(
                f"{NS}.totems",
                count=event.count,
                player=self.name(who),
                objective=words.objective(event.objective),
            )
        if isinstance(event, E.DiscardReshuffled):
            return tr(f"{NS}.reshuffled", count=event.count, player=self.name(who))
        if isinstance(event, E.CardsDrawn):
            if who not in self.tally and who not in self.empty_parties and event.count != 3:
                # A game loaded mid-turn: the takes of this turn were not seen, so no reason.
                return tr(f"{NS}.drew_plain", count=event.count, player=self.name(who))
            return tr(f"{NS}.drew", count=event.count, player=self.name(who), why=self._why(who))
        if isinstance(event, E.GameEnded):
            winners = ", ".join(self.name(w) for w in event.winners)
            return tr(f"{NS}.ended_{event.reason}", winners=winners)
        return None

    def _revealed(self, event: E.PartiesRevealed) -> str:
        self.empty_parties = {seat for seat, party in enumerate(event.parties) if not party}
        parts = []
        for seat, party in enumerate(event.parties):
            value = sum(6 - (c - 1) // 10 for c in party)
            parts.append(
                tr(f"{NS}.party_value", player=self.name(seat), value=value)
                if party
                else tr(f"{NS}.party_empty", player=self.name(seat))
            )
        order = ", ".join(self.name(s) for s in event.order)
        return tr(f"{NS}.revealed", parties="; ".join(parts), order=order or "—")

    def _why(self, seat: int) -> str:
        if seat in self.empty_parties:
            self.empty_parties.discard(seat)
            return tr(f"{NS}.why_empty_party")
        tally = self.tally.pop(seat, TurnTally())
        if tally.taken == 0:
            return tr(f"{NS}.why_no_tile")
        parts = [tr(f"{NS}.why_base", base=max(0, 2 - tally.injuries))]
        if tally.injuries:
            parts.append(tr(f"{NS}.why_injuries", count=tally.injuries))
        if tally.prints:
            parts.append(tr(f"{NS}.why_prints", count=tally.prints))
        return ", ".join(parts)
