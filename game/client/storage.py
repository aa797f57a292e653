"""Atomic JSON files for settings and saves, and the user folders they live in.

Writing goes to a temporary file in the same folder and then ``os.replace`` swaps it in, so a
crash mid-write leaves the old file intact. A file that cannot be read as JSON is moved aside
(``name.bak``, ``name.1.bak``, ...) and never deleted, so a player can send it with a bug report.
Game packages reuse ``write_json`` / ``read_json`` for their saves under ``saves_dir()``.

Reading never raises anything but ``FileNotFoundError`` and ``DamagedFileError``: a
file too large, not UTF-8, not JSON, nested too deep for the parser, or beyond the
kind's ``schema.Limits`` is damaged; so is a file the player may not read (``PermissionError``),
which is left where it is. When a damaged file cannot be moved aside (a read-only folder) it stays
in place and the error says so (``kept_as == path``). Only regular files are read: a named pipe
or a device in a file's place would block the read for ever, so it is reported and left alone.

A settings file or save that is a symbolic link is written through the link: the link's target is
replaced atomically and the link stays. A kill between the temporary file and the swap leaves a
``.<name>.<pid>-*.tmp``: ``clean_stale_temp_files`` removes those whose writing process is gone.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import stat
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.schema import SAVE_LIMITS, WHOLE_FILE, Invalid, Limits, parse

log = logging.getLogger(__name__)

APP_DIR_NAME = "tribal-table"
STALE_TEMP_SECONDS = 30.0
"""A temporary file older than this is left over from a killed write (a write takes milliseconds)."""


class DamagedFileError(Exception):
    """A JSON file could not be used; it has been moved to ``kept_as`` (or left at ``path``).

    ``partly_used``: the file was read and the fields that passed were kept (settings); the
    original was still set aside, so nothing the player wrote is lost.

    ``reason`` is English (logs); ``problem`` says the same as a localization key with its
    parameters, which the client renders in the player's language (``text.describe``); ``more``
    counts further problems of a partly used file.
    """

    def __init__(
        self,
        path: Path,
        kept_as: Path,
        reason: str,
        *,
        partly_used: bool = False,
        problem: Invalid | None = None,
        more: int = 0,
    ) -> None:
        where = f"it was kept as {kept_as}" if kept_as != path else "it was left where it is"
        super().__init__(f"{path} is damaged ({reason}); {where}")
        self.path = path
        self.kept_as = kept_as
        self.reason = reason
        self.partly_used = partly_used
        self.problem = problem
        self.more = more

    @property
    def moved(self) -> bool:
        return self.kept_as != self.path


def config_dir() -> Path:
    """Settings folder: ``$XDG_CONFIG_HOME/tribal-table`` or ``~/.config/tribal-table``."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / APP_DIR_NAME


def data_dir() -> Path:
    """User data folder: ``$XDG_DATA_HOME/tribal-table`` or ``~/.local/share/tribal-table``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP_DIR_NAME


def saves_dir() -> Path:
    return data_dir() / "saves"


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as UTF-8 JSON so that ``path`` holds either the old or the new file, never half.

    OSError when the folder cannot take it (read-only, full, a folder in the file's place).
    """
    path = write_target(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # The writer's process id in the name lets another copy's cleanup tell a write in progress
    # from one a kill left behind, whatever the clock says (``clean_stale_temp_files``).
    prefix = f".{path.name}.{os.getpid()}-"
    fd, temp_name = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, indent=1, sort_keys=True)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    clean_stale_temp_files(path.parent)


def write_target(path: Path) -> Path:
    """Where writing ``path`` must go: the file a symbolic link points to (through every link in
    a chain), so that a player's linked settings file gets the change and stays a link; ``path``
    itself otherwise. A link into a loop is written as ``path`` (the swap replaces the link)."""
    if not path.is_symlink():
        return path
    target = Path(os.path.realpath(path))
    return path if target.is_symlink() else target


def free_json_path(folder: Path, name: str) -> Path:
    """``folder/name.json``, or the first free ``folder/name-N.json`` (N from 2): a new file never
    replaces one already there."""
    path = folder / f"{name}.json"
    number = 2
    while path.exists():
        path = folder / f"{name}-{number}.json"
        number += 1
    return path


def read_json(path: Path, limits: Limits = SAVE_LIMITS) -> Any:
    """Parsed JSON of ``path`` within ``limits``.

    FileNotFoundError when absent; DamagedFileError when it cannot be used (moved aside, or left in
    place when it may not be read or moved). Nothing else escapes.
    """
    try:
        raw = _read_regular(path, limits)
    except (FileNotFoundError, DamagedFileError):
        raise
    except OSError as error:
        # Not allowed to read it (or it is a folder): the file may be fine, so it stays put.
        problem = unreadable(error)
        log.warning("cannot read %s: %s", path, problem.reason)  # the system's words: for the log
        raise DamagedFileError(path, path, problem.reason, problem=problem) from error
    try:
        return parse(raw, limits)
    except Invalid as error:
        raise damaged(path, error) from None


def _read_regular(path: Path, limits: Limits) -> bytes:
    """The bytes of ``path`` when it is a regular file within ``limits.max_bytes``.

    Opened without blocking and judged by what was opened (``fstat``), so a named pipe or a device
    in the file's place is refused at once instead of waiting for a writer that never comes; it is
    left where it is (it holds nothing of the player's to keep)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(info.st_mode):
            problem = Invalid(
                WHOLE_FILE, "not a regular file (a pipe or a device)", "schema.reason.not_a_file"
            )
            log.warning("cannot read %s: %s", path, problem.reason)
            raise DamagedFileError(path, path, problem.reason, problem=problem)
        raw = b"" if info.st_size > limits.max_bytes else handle.read(limits.max_bytes + 1)
    if info.st_size > limits.max_bytes:  # never read into memory; set aside once closed
        too_large = f"larger than {limits.max_bytes} bytes"
        raise damaged(path, Invalid(WHOLE_FILE, too_large, "schema.reason.too_large", count=limits.max_bytes))
    return raw


def unreadable(error: OSError) -> Invalid:
    """Why the system would not let the file be read, as a problem the client can put in words."""
    reason = error.strerror or str(error)
    if isinstance(error, PermissionError):
        return Invalid(WHOLE_FILE, reason, "schema.reason.no_permission")
    if isinstance(error, IsADirectoryError):
        return Invalid(WHOLE_FILE, reason, "schema.reason.is_a_folder")
    # The system's text ("Too many levels of symbolic links") is English whatever the language:
    # it stays in ``reason`` (the log); the player reads only our words (else the English
    # detail shows inside the Ukrainian message).
    return Invalid(WHOLE_FILE, reason, "schema.reason.cannot_open")


WRITE_REFUSALS = {
    errno.EROFS: "schema.write.read_only",
    errno.EACCES: "schema.write.no_permission",
    errno.EPERM: "schema.write.no_permission",
    errno.ENOSPC: "schema.write.disk_full",
    getattr(errno, "EDQUOT", errno.ENOSPC): "schema.write.disk_full",
    errno.EISDIR: "schema.write.is_a_folder",
}
"""The system's reasons a save is refused, as words of the ``schema`` namespace (by errno: a
read-only file system raises PermissionError too, and says more than "no permission")."""


def unwritable(error: Exception) -> Invalid:
    """Why a file could not be written, as a problem the client words in the player's language
    (``text.describe``); ``reason`` keeps the system's English text for the log."""
    reason = (getattr(error, "strerror", None) or str(error) or type(error).__name__)[:120]
    if isinstance(error, OSError):
        key = WRITE_REFUSALS.get(error.errno or 0)
        if key is None and isinstance(error, IsADirectoryError):
            key = "schema.write.is_a_folder"
        return Invalid(WHOLE_FILE, reason, key or "schema.write.refused")
    return Invalid(WHOLE_FILE, reason, "schema.write.not_json")  # ValueError, TypeError of json.dump


def damaged(path: Path, problem: Invalid, *, partly_used: bool = False, more: int = 0) -> DamagedFileError:
    """Set ``path`` aside (or leave it, when it cannot be moved) and describe why."""
    reason = problem.reason if problem.where == WHOLE_FILE else str(problem)
    if more:
        reason = f"{reason} (+{more})"
    return DamagedFileError(
        path, keep_aside(path), reason, partly_used=partly_used, problem=problem, more=more
    )


def keep_aside(path: Path) -> Path:
    """``set_aside`` that never raises: where the file is now (``path`` if it could not be moved)."""
    try:
        return set_aside(path)
    except OSError as error:
        log.warning("cannot set %s aside (%s); it stays where it is", path, error)
        return path


def set_aside(path: Path) -> Path:
    """Rename ``path`` to the first free ``name.bak`` / ``name.N.bak`` next to it and return that path."""
    candidate = path.with_name(path.name + ".bak")
    number = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{number}.bak")
        number += 1
    os.replace(path, candidate)
    return candidate


def clean_stale_temp_files(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove the ``.<name>.*.tmp`` files killed writes left in ``folder``; returns what went.

    A temporary file named by its writer's process id (``write_json``) goes when that process is
    gone and stays while it runs, whatever its date: a clock that jumps (or a file dated in the
    future) cannot make another copy's write in progress look stale. A file without an owner in
    its name goes when its date is ``older_than`` seconds away from now, in either direction.
    Never raises.
    """
    removed: list[Path] = []
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for candidate in candidates:
        try:
            owner = temp_owner(candidate.name)
            if owner is not None:
                stale = not process_alive(owner)
            else:
                stale = abs(now - candidate.stat().st_mtime) >= older_than
            if stale and candidate.is_file():
                candidate.unlink()
                removed.append(candidate)
        except OSError as error:
            log.warning("cannot remove the stale temporary file %s: %s", candidate, error)
    return removed


_OWNED_TEMP = re.compile(r"\.(\d{1,10})-[^.]*\.tmp$")


def temp_owner(name: str) -> int | None:
    """The process id ``write_json`` put in a temporary file's name, or None (an older name)."""
    found = _OWNED_TEMP.search(name)
    return int(found.group(1)) if found else None


def process_alive(pid: int) -> bool:
    """Whether a process with id ``pid`` runs now (on this machine: the saves folder is local)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return _windows_process_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except (OSError, OverflowError):
        return True  # cannot tell: keep the file
    return True


def _windows_process_alive(pid: int) -> bool:
    """``os.kill(pid, 0)`` would send Ctrl+C on Windows: ask the kernel instead."""
    if sys.platform != "win32":
        return True
    import ctypes

    synchronize, wait_timeout, access_denied = 0x00100000, 0x102, 5
    kernel = ctypes.WinDLL("kernel32", use_last_error=True)
    handle = kernel.OpenProcess(synchronize, False, pid)
    if not handle:
        return ctypes.get_last_error() == access_denied  # another user's process
    try:
        return bool(kernel.WaitForSingleObject(handle, 0) == wait_timeout)
    finally:
        kernel.CloseHandle(handle)


def clean_at_start() -> list[Path]:
    """At start-up: what killed writes left in the settings and saves folders."""
    return clean_stale_temp_files(config_dir()) + clean_stale_temp_files(saves_dir())


class SaveSlot:
    """One autosave file that never raises into the game.

    ``write`` and ``delete`` return whether they worked. A failure (a read-only folder, a full
    disk, a folder where the file should be, data JSON cannot hold) is logged, leaves the file as
    it was (``write_json`` is atomic), and is offered once by ``take_notice`` for the table to tell
    the player; later moves keep trying quietly, since the folder may come back.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.failure: Invalid | None = None
        """The first failure: ``key`` words it for the player, ``reason`` is the system's English."""
        self._told = False

    def write(self, data: Any) -> bool:
        try:
            write_json(self.path, data)
        except (OSError, ValueError, TypeError) as error:
            return self._failed("autosave failed", error)
        return True

    def delete(self) -> bool:
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            return self._failed("cannot remove the finished game's autosave", error)
        return True

    def take_notice(self) -> Invalid | None:
        """The first failure (``unwritable``), once; None before a failure and after telling."""
        if self.failure is None or self._told:
            return None
        self._told = True
        return self.failure

    def _failed(self, what: str, error: Exception) -> bool:
        log.warning("%s (%s): %s", what, self.path, error)
        if self.failure is None:
            self.failure = unwritable(error)
        return False
