"""The autosave: one slot per title (``<saves>/<title_id>.json``), written after every action."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from game.client.storage import DamagedFileError, read_json, saves_dir, set_aside, write_json
from game.client.table.session import Session
from game.rules.base import SaveError, Title

if TYPE_CHECKING:
    from game.client.table.view import GameView

log = logging.getLogger(__name__)


def autosave_path(title_id: str) -> Path:
    return saves_dir() / f"{title_id}.json"


def autosave_exists(title_id: str) -> bool:
    return autosave_path(title_id).is_file()


def write_autosave(session: Session) -> None:
    try:
        write_json(autosave_path(session.title.id), session.to_dict())
    except OSError:
        log.exception("autosave failed")


def delete_autosave(title_id: str) -> None:
    """A finished game leaves nothing to continue (the file is replaced, not kept)."""
    try:
        autosave_path(title_id).unlink(missing_ok=True)
    except OSError:
        log.exception("removing the finished game's autosave failed")


class DamagedSave(Exception):
    """The autosave could not be resumed; it was moved to ``kept_as``."""

    def __init__(self, reason: str, kept_as: Path) -> None:
        super().__init__(f"{reason} (kept as {kept_as})")
        self.reason = reason
        self.kept_as = kept_as


def load_autosave(title: Title, view: GameView | None = None) -> Session:
    """The saved session; DamagedSave (file set aside, never deleted) when it cannot be used."""
    path = autosave_path(title.id)
    try:
        data = read_json(path)
    except DamagedFileError as error:
        raise DamagedSave(error.reason, error.kept_as) from error
    try:
        return Session.from_dict(title, data, view)
    except SaveError as error:
        kept_as = set_aside(path)
        raise DamagedSave(str(error), kept_as) from error
