"""The glossary check of a title's Ukrainian texts: every string of its locale files that uses a
word the rules' glossary (rules 11) replaces by another."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

from game.client import text


def strings(tree: object, path: str = "") -> Iterator[tuple[str, str]]:
    """(dotted key, text) for every string of a locale file's tree."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from strings(value, f"{path}.{key}" if path else key)
    elif isinstance(tree, str):
        yield path, tree


def off_glossary(name: str, not_our_words: dict[str, str]) -> list[tuple[str, str, str]]:
    """(key, text, the glossary's word) for each string of locale file ``name`` matching one of
    ``not_our_words``' patterns (case ignored)."""
    data = json.loads((Path(text.I18N_DIR) / name).read_text(encoding="utf-8"))
    return [
        (key, value, word)
        for key, value in strings(data)
        for pattern, word in not_our_words.items()
        if re.search(pattern, value, re.IGNORECASE)
    ]
