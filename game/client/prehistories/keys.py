"""Prehistories' keys: each kind of option has its key for the whole game (docs/ui.md, Keys).

C commits the party, T takes the tiles of the hunting ground, D is Done with the hunt, X discards a
tile that fits nowhere, F turns the tile in hand to its other side; B (Back, another hunting
ground) and U (Undo) are the table's.
"""

from __future__ import annotations

from game.client.text import tr

KEYS = {"commit": "c", "take": "t", "done": "d", "discard": "x", "flip": "f"}


def hotkey(key: str) -> str | None:
    """The key of an option, by its ``Option.key``."""
    return KEYS.get(key)


def key_entries() -> list[tuple[str, str]]:
    """(keys, what they press) for the rules overlay's keys chapter."""
    return [(letter.upper(), tr(f"prehistories.keys.{key}")) for key, letter in KEYS.items()]
