"""The log book, fed by events only (docs/architecture.md: never from re-reading the state).

It stores what happened (event batches and the table's own notes), not text: the lines are worded
by the game's ``LogWriter`` when shown, so a language switch rewords every earlier line, and
taking back a step (``truncate``) leaves the log as the game now stands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.client.table.view import Amend, LogWriter
from game.client.text import describe, language, tr
from game.rules.base import Event
from game.schema import Invalid

MAX_LINES = 400


@dataclass(frozen=True, slots=True)
class Note:
    """A line of the table's own (``table.log.<key>``); ``player`` fills ``%{player}`` with a name.
    A value that is a ``schema.Invalid`` (a save the disk refused) is worded by ``text.describe``
    in the language of the moment, like the rest of the line."""

    key: str
    values: dict[str, Any] = field(default_factory=dict)
    player: int | None = None


Entry = Note | tuple[Event, ...]


class LogBook:
    """Entries in order, worded lazily; ``lines`` is the text shown (at most MAX_LINES)."""

    def __init__(self, make_writer: Callable[[Callable[[int], str]], LogWriter], name: Callable[[int], str]):
        self.make_writer = make_writer
        self.name = name
        self.entries: list[Entry] = []
        self._lines: list[str] = []
        self._writer: LogWriter | None = None
        self._worded = 0  # entries already worded into _lines
        self._language = ""
        self.version = 0  # changes whenever the text shown changes (the table's layer key)
        self.last_fed = 0  # how many lines the last ``feed`` added (a rewritten line counts)

    def feed(self, events: Sequence[Event]) -> list[str]:
        """Add one action's events; return the lines they add."""
        self._word()
        self.entries.append(tuple(events))
        self.version += 1
        new = self._word()
        self.last_fed = len(new)
        return new

    def note(self, key: str, *, player: int | None = None, **values: Any) -> None:
        self.entries.append(Note(key, values, player))
        self.version += 1

    def mark(self) -> int:
        return len(self.entries)

    def truncate(self, mark: int) -> None:
        """Forget every entry after ``mark`` (a step taken back)."""
        if mark < len(self.entries):
            del self.entries[mark:]
            self._writer = None
            self.version += 1

    @property
    def lines(self) -> list[str]:
        self._word()
        return self._lines

    def _word(self) -> list[str]:
        """Word the entries not worded yet (all of them after a language switch); the new lines."""
        if self._writer is None or self._language != language():
            self._writer = self.make_writer(self.name)
            self._language = language()
            self._lines = []
            self._worded = 0
            self.version += 1
        new: list[str] = []
        for entry in self.entries[self._worded :]:
            if isinstance(entry, Note):
                values: dict[str, Any] = {
                    name: describe(value) if isinstance(value, Invalid) else value
                    for name, value in entry.values.items()
                }
                if entry.player is not None:
                    values["player"] = self.name(entry.player)
                new.append(tr(f"table.log.{entry.key}", **values))
                self._writer.interrupted()
            else:
                for event in entry:
                    line = self._writer.describe(event)
                    if isinstance(line, Amend):
                        # the writer's own last line, rewritten (a Note since would have told it)
                        if not new and self._lines:
                            self._lines.pop()
                        if new:
                            new.pop()
                        new.append(line.line)
                    elif isinstance(line, tuple):
                        new.extend(part for part in line if part)  # a heading, then the line
                    elif line:
                        new.append(line)
        self._worded = len(self.entries)
        self._lines.extend(new)
        del self._lines[:-MAX_LINES]
        return new
