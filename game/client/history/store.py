"""The history folder: one JSON file per finished game, ``<data>/history/<title_id>/<stamp>.json``.

One file a game, so a damaged file costs that game alone. Files are written atomically
(``storage.write_json``). Reading never raises: a file that cannot be used (not JSON, too large,
wrong types, another title's, a replay that does not reach its scores) is moved aside as
``<name>.bak`` (``storage.keep_aside``: renamed, never deleted) and reported in
``History.problems``; the other games load.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.client.history.records import (
    LEVELS,
    RECORD_LIMITS,
    GameRecord,
    RefusedGame,
    check_replay,
    from_state,
    parse_game,
)
from game.client.storage import DamagedFileError, data_dir, free_json_path, keep_aside, read_json, write_json
from game.rules import TITLE_IDS
from game.schema import WHOLE_FILE, Invalid

log = logging.getLogger(__name__)


def history_dir() -> Path:
    return data_dir() / "history"


@dataclass(frozen=True, slots=True)
class Problem:
    """A history file that was not used: where it was, where it is now, and why."""

    path: Path
    kept_as: Path
    problem: Invalid


@dataclass(slots=True)
class History:
    """Every usable record (newest first) and the files set aside while reading."""

    games: list[tuple[Path, GameRecord]] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    def records(self) -> list[GameRecord]:
        return [record for _, record in self.games]


def _stamp(date: str) -> str:
    return re.sub(r"[^0-9]", "", date)[:14] or "game"


def has_history(folder: Path | None = None) -> bool:
    """Whether any game file lies in the history folder (unchecked: cheap, for the title's menu)."""
    try:
        return any((folder or history_dir()).glob("*/*.json"))
    except OSError:
        return False


def record_path(record: GameRecord, folder: Path | None = None) -> Path:
    """A free file name for ``record`` in its title's folder (its date, then its seed)."""
    base = (folder or history_dir()) / record.title_id
    return free_json_path(base, f"{_stamp(record.date)}-{record.seed % 10**8}")


def write_record(record: GameRecord, path: Path | None = None) -> Path:
    """Write ``record`` (a new file unless ``path``); OSError when the disk refuses it."""
    target = path or record_path(record)
    write_json(target, record.to_dict())
    return target


def record_finished(session: Any) -> Path | None:
    """Keep the game the table just finished; the file's path, or None when it is not kept.

    ``session`` is the table's ``Session`` (read by duck typing: ``title``, ``setup.seats`` with
    ``name`` and ``level``, ``setup.seed``, ``setup.flags``, ``state``). Not kept: an unfinished
    game, a tutorial (scripted seats, a start the seed does not make) or any game whose history
    does not replay from its seed and flags to the same end. Never raises into the table: a disk
    that refuses the file is logged."""
    try:
        state = session.state
        seats = [(seat.name, seat.level) for seat in session.setup.seats]
        if session.title.id not in TITLE_IDS or not state.is_terminal():
            return None  # a test's toy title, or a game still going
        if any(level not in ("", *LEVELS) for _, level in seats):
            return None
        record = from_state(session.title.id, seats, session.setup.seed, session.setup.flags, state)
        check_replay(record)
        return write_record(record)
    except RefusedGame as refused:
        log.info("the finished game is not kept in the history: %s", refused)
    except Exception:  # a full disk, a read-only folder, an engine fault: the results still show
        log.warning("the finished game could not be written to the history", exc_info=True)
    return None


def load_file(path: Path, title_id: str | None = None) -> GameRecord:
    """One record; DamagedFileError (the file set aside, or left when it cannot be moved) when
    it cannot be used."""
    data = read_json(path, RECORD_LIMITS)
    try:
        return parse_game(data, title_id=title_id)
    except RefusedGame as refused:
        log.warning("history file %s refused: %s", path, refused)
        raise DamagedFileError(path, keep_aside(path), str(refused), problem=refused.problem) from None


def load_history(title_ids: tuple[str, ...] = TITLE_IDS, folder: Path | None = None) -> History:
    """Every record of ``title_ids`` in the history folder, newest first; never raises."""
    found = History()
    base = folder or history_dir()
    for title_id in title_ids:
        try:
            paths = sorted((base / title_id).glob("*.json"))
        except OSError:
            continue
        for path in paths:
            try:
                found.games.append((path, load_file(path, title_id)))
            except FileNotFoundError:
                continue  # removed meanwhile
            except DamagedFileError as error:
                problem = error.problem or Invalid(WHOLE_FILE, error.reason)
                found.problems.append(Problem(path, error.kept_as, problem))
            except Exception as error:  # never a crash: an engine fault while replaying, say
                log.warning("history file %s could not be read", path, exc_info=True)
                reason = f"{type(error).__name__}: {error}"[:200]
                kept = keep_aside(path)
                found.problems.append(Problem(path, kept, Invalid(WHOLE_FILE, reason)))
    found.games.sort(key=lambda item: (item[1].date, item[0].name), reverse=True)
    return found
