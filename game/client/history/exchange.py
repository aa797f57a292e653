"""A game as one file, for sharing it or sending it with a bug report: export and import.

The file is a record (``records.py``) of kind ``KIND_GAME``: title, date, seats, seed, rule flags
and the actions, plus the scores when the game is over; it may hold an unfinished game. An
imported file is checked like a save (its size and shape, then a replay of its actions), and it
is never moved or changed: it is the player's own file, wherever it lies.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.client.history.records import (
    KIND_GAME,
    LEVELS,
    RECORD_LIMITS,
    GameRecord,
    RefusedGame,
    check_replay,
    from_state,
    parse_game,
    refuse,
    replay,
)
from game.client.storage import data_dir, free_json_path, unreadable, write_json
from game.rules import TITLE_IDS
from game.rules.base import State
from game.schema import WHOLE_FILE, Invalid, parse


def exports_dir() -> Path:
    return data_dir() / "exports"


def session_record(session: Any) -> GameRecord:
    """The table's session (finished or running) as a record; see ``store.record_finished``."""
    seats = [(seat.name, seat.level) for seat in session.setup.seats]
    return from_state(session.title.id, seats, session.setup.seed, session.setup.flags, session.state)


def exportable(session: Any) -> bool:
    """Whether the table's game can be written as a game file: one of the titles, seats of
    people and bot levels only (a tutorial's scripted seats start where no seed leads)."""
    seats = session.setup.seats
    return session.title.id in TITLE_IDS and all(seat.level in ("", *LEVELS) for seat in seats)


def export_session(session: Any, path: Path | None = None) -> Path:
    """Write the table's game (finished or running) as a game file, after checking that its
    actions replay from its seed to where the table stands; where it went. RefusedGame when it
    cannot be a file (see ``exportable``), OSError when the disk refuses it."""
    if not exportable(session):
        raise refuse("not a game a file can hold", "history.reason.not_a_record")
    record = session_record(session)
    if check_replay(record).to_dict() != session.state.to_dict():
        raise refuse("the replay does not reach the table's position", "history.reason.scores_differ")
    return export_game(record, path)


def export_path(record: GameRecord, folder: Path | None = None) -> Path:
    stamp = "".join(ch for ch in record.date if ch.isdigit())[:14]
    return free_json_path(folder or exports_dir(), f"{record.title_id}-{stamp}")


def export_game(record: GameRecord, path: Path | None = None) -> Path:
    """Write ``record`` as a game file (atomically); where it went. OSError when the disk refuses."""
    target = path or export_path(record)
    data = record.to_dict(KIND_GAME)
    data.pop("review", None)  # the file is the game; a review is computed again from it
    write_json(target, data)
    return target


def import_game(path: Path) -> tuple[GameRecord, State]:
    """The game in ``path`` and its position after all its actions; RefusedGame saying why."""
    try:
        size = path.stat().st_size
        if size > RECORD_LIMITS.max_bytes:
            raise RefusedGame(
                Invalid(WHOLE_FILE, "too large", "schema.reason.too_large", count=RECORD_LIMITS.max_bytes)
            )
        raw = path.read_bytes()
    except OSError as error:
        raise RefusedGame(unreadable(error)) from None
    try:
        data = parse(raw, RECORD_LIMITS)
    except Invalid as error:
        raise RefusedGame(error) from None
    record = parse_game(data, KIND_GAME, finished=False)
    return record, replay(record)
