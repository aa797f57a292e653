"""What the tutorial keeps on disk: the chapters a player finished, and the tutorial's own save slot.

docs/tutorial.md: "A tutorial is never autosaved over a real game; it has its own save slot." The slot
is ``saves/tutorial/<title>.json`` (a folder the real games' autosaves never use) and holds the
chapter, the coach's place in it and the action history from the chapter's scenario, so a resumed
tutorial is rebuilt by replaying the script's own scenario (nothing unpickled, nothing trusted but
action ids that the engine checks again). The done marks live in ``tutorial.json`` in the user
data folder. Both are written atomically (``storage.write_json``); a damaged file is set aside and
read as empty, never deleted.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from game.client.storage import DamagedFileError, data_dir, read_json, saves_dir, write_json

log = logging.getLogger(__name__)


def progress_path() -> Path:
    return data_dir() / "tutorial.json"


def slot_path(title_id: str) -> Path:
    return saves_dir() / "tutorial" / f"{title_id}.json"


def _read(path: Path) -> dict[str, Any]:
    try:
        data = read_json(path)
    except FileNotFoundError:
        return {}
    except DamagedFileError as error:
        log.warning("tutorial file %s was damaged and kept as %s", path, error.kept_as)
        return {}
    return data if isinstance(data, dict) else {}


def done_chapters(title_id: str) -> set[str]:
    """The chapters of a title the player has finished (the menu's done marks)."""
    entry = _read(progress_path()).get(title_id, {})
    done = entry.get("done", []) if isinstance(entry, dict) else []
    return {name for name in done if isinstance(name, str)}


def mark_done(title_id: str, chapter: str) -> None:
    data = _read(progress_path())
    entry = data.get(title_id)
    if not isinstance(entry, dict):
        entry = {}
    done = sorted(done_chapters(title_id) | {chapter})
    entry["done"] = done
    data[title_id] = entry
    write_json(progress_path(), data)


def offered_first_chapter(title_id: str) -> bool:
    """The first start of a game offers its first chapter once; remember it was offered."""
    entry = _read(progress_path()).get(title_id, {})
    return bool(isinstance(entry, dict) and entry.get("offered"))


def mark_offered(title_id: str) -> None:
    data = _read(progress_path())
    entry = data.get(title_id)
    if not isinstance(entry, dict):
        entry = {}
    entry["offered"] = True
    data[title_id] = entry
    write_json(progress_path(), data)


def save_slot(title_id: str, chapter: str, step: int, entry: int, history: list[int]) -> None:
    write_json(
        slot_path(title_id),
        {"chapter": chapter, "step": step, "entry": entry, "history": [int(a) for a in history]},
    )


def load_slot(title_id: str) -> dict[str, Any] | None:
    """The tutorial slot of a title, or None when there is none or it is malformed."""
    data = _read(slot_path(title_id))
    if not data:
        return None
    ok = (
        isinstance(data.get("chapter"), str)
        and isinstance(data.get("step"), int)
        and isinstance(data.get("entry"), int)
        and isinstance(data.get("history"), list)
        and all(isinstance(a, int) and not isinstance(a, bool) for a in data["history"])
    )
    return data if ok else None


def clear_slot(title_id: str) -> None:
    slot_path(title_id).unlink(missing_ok=True)
