"""Statistics and filters over a set of records built here, with the answers worked out by hand."""

from __future__ import annotations

import pytest

from game.client.history.records import GameRecord, SeatInfo
from game.client.history.stats import HOTSEAT, filter_records, people, person_stats


def game(day: int, seats: list[tuple[str, str]], scores: list[int], title: str = "five_tribes") -> GameRecord:
    top = max(scores)
    return GameRecord(
        title_id=title,
        date=f"2026-03-{day:02d}T12:00:00+00:00",
        seats=tuple(SeatInfo(name, level) for name, level in seats),
        seed=day,
        flags={},
        actions=(),
        scores=tuple(scores),
        breakdowns=tuple({"coins": s - 10, "camels": 10} for s in scores),
        winners=tuple(p for p, s in enumerate(scores) if s == top),
    )


ANN, BOB = ("Ann", ""), ("Bob", "")
EASY, HARD = ("Bot (easy)", "easy"), ("Bot (hard)", "hard")
RECORDS = [
    game(1, [ANN, EASY], [100, 80]),  # win
    game(2, [ANN, HARD], [90, 120]),  # loss
    game(3, [EASY, ANN], [70, 110]),  # win
    game(4, [ANN, BOB], [95, 95]),  # shared top: a win for both
    game(5, [ANN, HARD, EASY], [130, 100, 60]),  # win
    game(6, [BOB, HARD], [60, 150]),  # Bob alone
    game(7, [ANN, EASY], [50, 99]),  # loss
    game(8, [ANN, EASY], [40, 30], title="prehistories"),  # another title
]


def test_a_persons_statistics_match_the_games_worked_out_by_hand() -> None:
    stats = person_stats(RECORDS, "Ann", "five_tribes")
    assert (stats.total.games, stats.total.wins) == (6, 4)
    assert stats.total.rate == pytest.approx(4 / 6)
    easy, hard, hotseat = stats.against["easy"], stats.against["hard"], stats.against[HOTSEAT]
    assert (easy.games, easy.wins) == (4, 3)  # days 1, 3, 5, 7
    assert (hard.games, hard.wins) == (2, 1)  # days 2, 5
    assert (hotseat.games, hotseat.wins) == (1, 1)  # day 4
    assert "normal" not in stats.against
    assert stats.best == 130
    assert stats.average == pytest.approx((100 + 90 + 110 + 95 + 130 + 50) / 6)
    assert stats.breakdown == {"coins": pytest.approx(stats.average - 10), "camels": 10}
    assert stats.longest_streak == 3  # days 3, 4, 5
    assert stats.recent == [100, 90, 110, 95, 130, 50]
    assert person_stats(RECORDS, "Ann", "five_tribes", recent=2).recent == [130, 50]


def test_the_order_the_records_come_in_does_not_matter() -> None:
    assert person_stats(list(reversed(RECORDS)), "Ann", "five_tribes") == person_stats(
        RECORDS, "Ann", "five_tribes"
    )


def test_a_person_without_games_has_empty_statistics() -> None:
    stats = person_stats(RECORDS, "Bob", "prehistories")
    assert stats.total.games == 0 and stats.total.rate == 0.0 and stats.best is None and stats.recent == []
    bob = person_stats(RECORDS, "Bob", "five_tribes")
    assert (bob.total.games, bob.total.wins, bob.longest_streak) == (2, 1, 1)


def test_filters_by_title_person_and_opponent_newest_first() -> None:
    assert people(RECORDS) == ["Ann", "Bob"]
    assert [r.seed for r in filter_records(RECORDS, "five_tribes")] == [7, 6, 5, 4, 3, 2, 1]
    assert [r.seed for r in filter_records(RECORDS, person="Bob")] == [6, 4]
    assert [r.seed for r in filter_records(RECORDS, against="hard")] == [6, 5, 2]
    assert [r.seed for r in filter_records(RECORDS, against=HOTSEAT)] == [4]
    assert [r.seed for r in filter_records(RECORDS, "prehistories", "Ann", "easy")] == [8]
    assert filter_records(RECORDS, "tribes_of_the_wind") == []
