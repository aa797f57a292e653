"""One game as data: who sat where, the seed, the rule flags, the actions, how it ended.

A record is checked like a save before anything uses it (``parse_game``): the file's fields by
``game.schema``, then the game itself by replaying its actions from the seed and flags. A record
whose replay does not reach the scores it claims is refused, so statistics never count a game
the engine would not have played. The same format, with another ``kind``, is a game exported as
a file (``exchange.py``), which may be unfinished.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from game.rules import TITLE_IDS, load_title
from game.rules.base import IllegalAction, State
from game.schema import (
    SEAT_NAME,
    SEED,
    WHOLE_FILE,
    AnyObject,
    Choice,
    Int,
    Invalid,
    Items,
    Limits,
    Record,
    Text,
)

KIND_RECORD = "tribal-table/history"
KIND_GAME = "tribal-table/game"
FORMAT_VERSION = 1
LEVELS = ("easy", "normal", "hard")
"""The bot levels a seat may have (the table's ``session.BOT_LEVELS``; a tutorial's scripted
seats have none of them, so a tutorial is never kept)."""
MAX_ACTIONS = 20_000
RECORD_LIMITS = Limits(max_bytes=1024 * 1024, max_depth=12, max_values=120_000, max_string=4_000)
"""A finished game's record is 5-15 KB (a few hundred actions); a review kept with it adds one
value per decision. A megabyte is far beyond any real game."""

MODE_SOLO = "solo"
MODE_HOTSEAT = "hotseat"
MODE_BOTS = "bots"


class RefusedGame(ValueError):
    """A record or game file that is not used; ``problem`` says why (a localization key and its
    parameters, ``text.describe`` words it); the message stays English for the log."""

    def __init__(self, problem: Invalid) -> None:
        super().__init__(str(problem))
        self.problem = problem


@dataclass(frozen=True, slots=True)
class SeatInfo:
    name: str
    level: str = ""  # "" for a person, else a bot level

    @property
    def is_bot(self) -> bool:
        return bool(self.level)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game: finished when ``scores`` is set (then ``breakdowns`` and ``winners`` are too)."""

    title_id: str
    date: str  # ISO 8601, UTC
    seats: tuple[SeatInfo, ...]
    seed: int
    flags: dict[str, Any]
    actions: tuple[int, ...]
    scores: tuple[int, ...] | None = None
    breakdowns: tuple[dict[str, int], ...] = ()
    winners: tuple[int, ...] = ()
    review: dict[str, Any] | None = field(default=None, compare=False)

    @property
    def finished(self) -> bool:
        return self.scores is not None

    @property
    def people(self) -> list[int]:
        return [p for p, seat in enumerate(self.seats) if not seat.is_bot]

    @property
    def mode(self) -> str:
        """``solo`` (one person against bots), ``hotseat`` (two or more people), ``bots``."""
        people = len(self.people)
        return MODE_HOTSEAT if people >= 2 else MODE_SOLO if people == 1 else MODE_BOTS

    @property
    def levels(self) -> set[str]:
        return {seat.level for seat in self.seats if seat.is_bot}

    def to_dict(self, kind: str = KIND_RECORD) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": kind,
            "version": FORMAT_VERSION,
            "title": self.title_id,
            "date": self.date,
            "seats": [{"name": s.name, "level": s.level} for s in self.seats],
            "seed": self.seed,
            "flags": dict(self.flags),
            "actions": list(self.actions),
        }
        if self.scores is not None:
            data["scores"] = list(self.scores)
            data["breakdowns"] = [dict(b) for b in self.breakdowns]
            data["winners"] = list(self.winners)
        if self.review is not None:
            data["review"] = self.review
        return data


def now_iso() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


def from_state(
    title_id: str, seats: list[tuple[str, str]], seed: int, flags: dict[str, Any], state: State,
    date: str | None = None,
) -> GameRecord:  # fmt: skip
    """The record of a game at ``state`` (its history replays it from ``seed`` and ``flags``)."""
    finished = state.is_terminal()
    players = range(state.num_players)
    return GameRecord(
        title_id=title_id,
        date=date or now_iso(),
        seats=tuple(SeatInfo(name, level) for name, level in seats),
        seed=int(seed),
        flags=dict(flags),
        actions=tuple(int(a) for a in state.history),
        scores=tuple(state.scores()) if finished else None,
        breakdowns=tuple(dict(state.score_breakdown(p)) for p in players) if finished else (),
        winners=tuple(state.winners()) if finished else (),
    )


def _envelope(kind: str) -> Record:
    seat = Record({"name": SEAT_NAME, "level": Choice(("", *LEVELS))}, required=("name",))
    return Record(
        {
            "kind": Choice((kind,)),
            "version": Int(0, 10**6),
            "title": Choice(TITLE_IDS),
            "date": Text(40),
            "seats": Items(seat, 1, 8),
            "seed": SEED,
            "flags": AnyObject(),
            "actions": Items(Int(0, 10**7), 0, MAX_ACTIONS),
            "scores": Items(Int(-(10**6), 10**6), 1, 8),
            "breakdowns": Items(AnyObject(), 1, 8),
            "winners": Items(Int(0, 7), 0, 8),
            "review": AnyObject(),
        },
        required=("kind", "version", "title", "seats", "seed", "flags", "actions"),
    )


def refuse(reason: str, key: str, where: str = WHOLE_FILE, **params: Any) -> RefusedGame:
    return RefusedGame(Invalid(where, reason, key, **params))


def parse_game(
    data: Any, kind: str = KIND_RECORD, *, title_id: str | None = None, finished: bool = True
) -> GameRecord:
    """A checked record from parsed JSON; RefusedGame saying why when it cannot be used.

    ``title_id``: the title the record must be of (a Five Tribes record in Prehistories' folder is
    refused); ``finished``: a record without its final scores is refused (an exported game may be
    unfinished)."""
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise refuse(f"not a {kind} file", "history.reason.not_a_record")
    try:
        checked = _envelope(kind).check(data, WHOLE_FILE)
    except Invalid as error:
        raise RefusedGame(error) from None
    if checked["version"] != FORMAT_VERSION:
        version = repr(checked["version"])
        raise refuse(f"unsupported version {version}", "schema.reason.unsupported_version", "version",
                     version=version)  # fmt: skip
    if title_id is not None and checked["title"] != title_id:
        other = checked["title"]
        raise refuse(f"a record of {other}, not of {title_id}", "history.reason.other_title", game=other)
    record = GameRecord(
        title_id=checked["title"],
        date=checked.get("date", ""),
        seats=tuple(SeatInfo(s["name"], s.get("level", "")) for s in checked["seats"]),
        seed=checked["seed"],
        flags=checked["flags"],
        actions=tuple(checked["actions"]),
        scores=tuple(checked["scores"]) if "scores" in checked else None,
        breakdowns=tuple(checked.get("breakdowns", ())),
        winners=tuple(checked.get("winners", ())),
        review=checked.get("review"),
    )
    if finished and not record.finished:
        raise refuse("the game has no final scores", "history.reason.unfinished")
    check_replay(record)
    return record


def replay(record: GameRecord, upto: int | None = None) -> State:
    """The position after the record's first ``upto`` actions (all by default), from its seed and
    flags; RefusedGame when the engine will not play them (flags, seat count, an illegal action)."""
    title = load_title(record.title_id)
    players = len(record.seats)
    if not title.min_players <= players <= title.max_players:
        raise refuse(f"{players} seats", "history.reason.seat_count", "seats", count=players)
    try:
        state = title.new_game(players, record.seed, **record.flags)
    except (ValueError, TypeError) as error:
        raise refuse(f"rule flags refused: {error}", "history.reason.flags", "flags") from None
    for index, action in enumerate(record.actions[:upto]):
        if state.is_terminal():
            raise refuse(f"action {index} after the end", "history.reason.after_end", "actions", count=index)
        try:
            state.apply(action)
        except IllegalAction:
            raise refuse(f"action {index} is not legal", "history.reason.illegal", "actions",
                         count=index) from None  # fmt: skip
    return state


def check_replay(record: GameRecord) -> State:
    """The final position; RefusedGame when the replay does not end where the record says."""
    state = replay(record)
    if record.scores is None:
        return state
    mismatch = refuse("the replay does not reach the recorded scores", "history.reason.scores_differ")
    if not state.is_terminal() or list(record.scores) != state.scores():
        raise mismatch
    breakdowns = [state.score_breakdown(p) for p in range(state.num_players)]
    if list(record.breakdowns) != breakdowns or list(record.winners) != state.winners():
        raise mismatch
    return state
