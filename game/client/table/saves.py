"""The autosave: one slot per title (``<saves>/<title_id>.json``), written after every action.

Writing and deleting go through ``storage.SaveSlot``: a disk that refuses the
file (read-only, full, a folder in its place) never stops the game; the slot keeps what it had and
offers its reason once, for the table to say that it cannot save. Loading reads within
``SAVE_LIMITS``; a file that is not a session of this title is set aside with ``keep_aside``
(left in place when it cannot be moved) and reported, never deleted (items 4, 6 and 8).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from game.client.storage import DamagedFileError, SaveSlot, keep_aside, read_json, saves_dir
from game.client.table.session import RefusedSave, Session
from game.rules.base import SaveError, Title
from game.schema import WHOLE_FILE, Invalid

if TYPE_CHECKING:
    from game.client.table.view import GameView

log = logging.getLogger(__name__)


def autosave_path(title_id: str) -> Path:
    return saves_dir() / f"{title_id}.json"


def autosave_exists(title_id: str) -> bool:
    return autosave_path(title_id).is_file()


def autosave_slot(title_id: str) -> SaveSlot:
    return SaveSlot(autosave_path(title_id))


def write_autosave(session: Session, slot: SaveSlot | None = None) -> bool:
    """Whether the session is on disk now; a failure is kept in ``slot`` for the table to tell."""
    slot = slot if slot is not None else autosave_slot(session.title.id)
    return slot.write(session.to_dict())


def delete_autosave(title_id: str, slot: SaveSlot | None = None) -> bool:
    """A finished game leaves nothing to continue (the file is replaced, not kept)."""
    slot = slot if slot is not None else autosave_slot(title_id)
    return slot.delete()


class DamagedSave(Exception):
    """The autosave could not be resumed; it is now at ``kept_as`` (``path`` when it could not be
    moved: a read-only folder, a file the player may not read). ``reason`` is English (logs);
    ``problem`` is the same as a localization key and parameters, for the player's language."""

    def __init__(
        self, reason: str, kept_as: Path, path: Path | None = None, problem: Invalid | None = None
    ) -> None:
        super().__init__(f"{reason} (kept as {kept_as})")
        self.reason = reason
        self.kept_as = kept_as
        self.path = path if path is not None else kept_as
        self.problem = problem if problem is not None else Invalid(WHOLE_FILE, reason)

    @property
    def moved(self) -> bool:
        return self.kept_as != self.path


def load_autosave(title: Title, view: GameView | None = None) -> Session:
    """The saved session; DamagedSave (file set aside or left, never deleted) when it cannot be used."""
    path = autosave_path(title.id)
    try:
        data = read_json(path)
    except DamagedFileError as error:
        raise DamagedSave(error.reason, error.kept_as, path, error.problem) from error
    try:
        return Session.from_dict(title, data, view)
    except SaveError as error:
        problem = error.problem if isinstance(error, RefusedSave) else None
        raise DamagedSave(error.reason, keep_aside(path), path, problem) from error
