"""What the rules overlay shows: chapters of entries, each a title, a text and maybe an icon.

A game's view gives the rules in brief (``GameView.rules_pages``) and its reference chapters
(``GameView.reference_chapters``: the djinns, the icons, the objectives...), built from the same
data the engine loads, so the reference cannot drift from the rules it describes. An entry's
``icon`` is a key only the game's view knows how to draw (``GameView.draw_rules_icon``)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    title: str
    body: str
    icon: Hashable | None = None


@dataclass(frozen=True)
class Chapter:
    name: str
    entries: tuple[Entry, ...]
