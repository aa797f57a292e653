"""The log book, fed by events only (docs/architecture.md: never from re-reading the state).

It stores what happened (event batches and the table's own notes), not text: the lines are worded
by the game's ``LogWriter`` when shown, so a language switch rewords every earlier line, and
taking back a step (``truncate``) leaves the log as the game now stands.

A round's summary (``round_end.Summary``) is a group: its heading, then its lines, which fold
under the heading ("[+]" folded, "[−]" open; ``toggle``). A new summary folds the earlier ones.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.client.table.round_end import Summary
from game.client.table.view_types import Amend, LogWriter
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


Entry = Note | Summary | tuple[Event, ...]
NO_GROUP = -1


class LogBook:
    """Entries in order, worded lazily; ``lines`` is the text shown (at most MAX_LINES)."""

    def __init__(
        self,
        make_writer: Callable[[Callable[[int], str]], LogWriter],
        name: Callable[[int], str],
        summarize: Callable[[Summary, Callable[[int], str]], list[str]] | None = None,
    ):
        self.make_writer = make_writer
        self.name = name
        self.summarize = summarize  # words a round's summary: its heading first
        self.entries: list[Entry] = []
        self._lines: list[str] = []
        # Per line of ``_lines``: the summary entry it belongs to (NO_GROUP: none) and whether it
        # is that summary's heading.
        self._groups: list[tuple[int, bool]] = []
        self.folded: set[int] = set()
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

    def add_summary(self, summary: Summary) -> None:
        """A round's summary, open; the earlier ones fold."""
        self.folded.update(index for index, entry in enumerate(self.entries) if isinstance(entry, Summary))
        self.entries.append(summary)
        self.version += 1

    def toggle(self, line: int) -> bool:
        """Fold or open the summary whose heading is ``line`` of ``lines`` (what is shown); False
        when that line is no summary's heading."""
        shown = self._shown()
        if not 0 <= line < len(shown):
            return False
        group, heading = shown[line][1]
        if not heading or group == NO_GROUP:
            return False
        self.folded.symmetric_difference_update({group})
        self.version += 1
        return True

    def mark(self) -> int:
        return len(self.entries)

    def truncate(self, mark: int) -> None:
        """Forget every entry after ``mark`` (a step taken back)."""
        if mark < len(self.entries):
            del self.entries[mark:]
            self._writer = None
            self.folded = {index for index in self.folded if index < mark}
            self.version += 1

    @property
    def lines(self) -> list[str]:
        """The lines shown: a folded summary shows its heading only."""
        return [line for line, _ in self._shown()]

    def _shown(self) -> list[tuple[str, tuple[int, bool]]]:
        self._word()
        shown: list[tuple[str, tuple[int, bool]]] = []
        for line, (group, heading) in zip(self._lines, self._groups, strict=True):
            if group == NO_GROUP:
                shown.append((line, (group, heading)))
            elif heading:
                mark = "[+]" if group in self.folded else "[\u2212]"
                shown.append((f"{mark} {line}", (group, heading)))
            elif group not in self.folded:
                shown.append((line, (group, heading)))
        return shown

    def _word(self) -> list[str]:
        """Word the entries not worded yet (all of them after a language switch); the new lines."""
        if self._writer is None or self._language != language():
            self._writer = self.make_writer(self.name)
            self._language = language()
            self._lines = []
            self._groups = []
            self._worded = 0
            self.version += 1
        new: list[str] = []
        groups: list[tuple[int, bool]] = []
        for index, entry in enumerate(self.entries[self._worded :], start=self._worded):
            if isinstance(entry, Summary):
                worded = self.summarize(entry, self.name) if self.summarize is not None else []
                new.extend(worded)
                groups.extend((index, part == 0) for part in range(len(worded)))
                self._writer.interrupted()
            elif isinstance(entry, Note):
                values: dict[str, Any] = {
                    name: describe(value) if isinstance(value, Invalid) else value
                    for name, value in entry.values.items()
                }
                if entry.player is not None:
                    values["player"] = self.name(entry.player)
                new.append(tr(f"table.log.{entry.key}", **values))
                groups.append((NO_GROUP, False))
                self._writer.interrupted()
            else:
                for event in entry:
                    line = self._writer.describe(event)
                    if isinstance(line, Amend):
                        # the writer's own last line, rewritten (a Note since would have told it)
                        if not new and self._lines:
                            self._lines.pop()
                            self._groups.pop()
                        if new:
                            new.pop()
                            groups.pop()
                        new.append(line.line)
                        groups.append((NO_GROUP, False))
                    elif isinstance(line, tuple):
                        parts = [part for part in line if part]  # a heading, then the line
                        new.extend(parts)
                        groups.extend((NO_GROUP, False) for _ in parts)
                    elif line:
                        new.append(line)
                        groups.append((NO_GROUP, False))
        self._worded = len(self.entries)
        self._lines.extend(new)
        self._groups.extend(groups)
        del self._lines[:-MAX_LINES]
        del self._groups[:-MAX_LINES]
        return new
