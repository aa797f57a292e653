"""Statistics per person and title, and the History screen's filters: pure functions of records.

A person is a seat without a bot level, known by its name. A game counts for a person once,
under the first seat with that name. A win is being among the winners (a shared top counts for
each who shares it). Opponents: a game counts under every bot level that sat at it, and under
``HOTSEAT`` when two or more people played.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.client.history.records import LEVELS, GameRecord

HOTSEAT = "hotseat"
OPPONENTS = (*LEVELS, HOTSEAT)
RECENT_GAMES = 20


@dataclass(slots=True)
class Tally:
    games: int = 0
    wins: int = 0

    @property
    def rate(self) -> float:
        """The share of games won, 0 to 1 (0 without games)."""
        return self.wins / self.games if self.games else 0.0


@dataclass(slots=True)
class PersonStats:
    name: str
    title_id: str
    total: Tally = field(default_factory=Tally)
    against: dict[str, Tally] = field(default_factory=dict)  # OPPONENTS keys that occurred
    best: int | None = None
    average: float = 0.0
    breakdown: dict[str, float] = field(default_factory=dict)  # average points per source
    longest_streak: int = 0
    recent: list[int] = field(default_factory=list)  # scores of the last games, oldest first


def seat_of(record: GameRecord, name: str) -> int | None:
    """The first person's seat called ``name``, or None."""
    for player, seat in enumerate(record.seats):
        if not seat.is_bot and seat.name == name:
            return player
    return None


def people(records: Iterable[GameRecord]) -> list[str]:
    """Every person's name in ``records``, sorted."""
    return sorted({seat.name for record in records for seat in record.seats if not seat.is_bot})


def opponents(record: GameRecord) -> set[str]:
    """The ``OPPONENTS`` keys a game counts under."""
    found = set(record.levels)
    if len(record.people) >= 2:
        found.add(HOTSEAT)
    return found


def filter_records(
    records: Iterable[GameRecord],
    title_id: str | None = None,
    person: str | None = None,
    against: str | None = None,
) -> list[GameRecord]:
    """The finished records that match every filter given, newest first."""
    kept = [
        record
        for record in records
        if record.finished
        and (title_id is None or record.title_id == title_id)
        and (person is None or seat_of(record, person) is not None)
        and (against is None or against in opponents(record))
    ]
    return sorted(kept, key=lambda record: record.date, reverse=True)


def person_stats(
    records: Iterable[GameRecord], name: str, title_id: str, recent: int = RECENT_GAMES
) -> PersonStats:
    """``name``'s statistics over the finished ``records`` of ``title_id``."""
    stats = PersonStats(name, title_id)
    games = sorted(filter_records(records, title_id, name), key=lambda record: record.date)
    scores: list[int] = []
    sums: dict[str, int] = {}
    streak = 0
    for record in games:
        player = seat_of(record, name)
        assert player is not None and record.scores is not None
        won = player in record.winners
        stats.total.games += 1
        stats.total.wins += int(won)
        for key in opponents(record):
            tally = stats.against.setdefault(key, Tally())
            tally.games += 1
            tally.wins += int(won)
        streak = streak + 1 if won else 0
        stats.longest_streak = max(stats.longest_streak, streak)
        scores.append(record.scores[player])
        if player < len(record.breakdowns):
            for key, points in record.breakdowns[player].items():
                sums[key] = sums.get(key, 0) + points
    if scores:
        stats.best = max(scores)
        stats.average = sum(scores) / len(scores)
        stats.breakdown = {key: total / len(scores) for key, total in sums.items()}
        stats.recent = scores[-recent:]
    return stats
