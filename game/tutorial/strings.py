"""The tutorial strings of a title, read straight from the client's localization files.

``game/client/i18n/<title>_tutorial.<lang>.json`` holds ``{"<lang>": {...}}`` like every other
namespace (see i18n/README.md). A script's ``say`` key ``bid_now`` is the translation key
``<title>_tutorial.bid_now``; dots in a key walk nested objects. This module reads the JSON itself so
that loading and validating scripts needs neither pygame nor python-i18n.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from game.tutorial.script import LANGUAGES

I18N_DIR = Path(__file__).resolve().parents[1] / "client" / "i18n"
_WORD = re.compile(r"[^\W_]+(?:['’ʼ-][^\W_]+)*", re.UNICODE)


def strings_path(title: str, language: str) -> Path:
    return I18N_DIR / f"{title}_tutorial.{language}.json"


@cache
def _load(title: str, language: str) -> dict[str, Any]:
    path = strings_path(title, language)
    if not path.exists():
        return {}
    with path.open(encoding="utf-8") as handle:
        data = json.load(handle)
    root = data.get(language, {}) if isinstance(data, dict) else {}
    return root if isinstance(root, dict) else {}


def clear_cache() -> None:
    _load.cache_clear()


def lookup(title: str, language: str, key: str) -> str | None:
    """The string for a script key in one language, or None when it is missing or not a string."""
    node: Any = _load(title, language)
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node if isinstance(node, str) and node.strip() else None


def missing_keys(title: str, keys: list[str]) -> list[str]:
    """Problems for keys absent from either language file, e.g. "bid_now (en)"."""
    problems = []
    for language in LANGUAGES:
        if not strings_path(title, language).exists():
            problems.append(f"the string file {strings_path(title, language).name} does not exist")
            continue
        for key in dict.fromkeys(keys):
            if lookup(title, language, key) is None:
                problems.append(f"string key {key!r} is missing in {strings_path(title, language).name}")
    return problems


def word_count(text: str) -> int:
    """Words as a reader counts them: apostrophes and hyphens keep a word whole (П'ять, re-read)."""
    return len(_WORD.findall(text))
