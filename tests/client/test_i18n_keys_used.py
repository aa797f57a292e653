"""Groups of strings the code names one key at a time (never built from data, a loop or a tutorial's
JSON) have no dead entries: every key of these groups is written out in the client's sources, either
whole ("client.errors.damaged_title") or under the file's namespace constant (``NS = "prehistories"``
and ``f"{NS}.strip.hand"``). A string nobody shows is a string translators keep up for nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.client.test_i18n import CLIENT_DIR, _namespaces

GAME_DIR = CLIENT_DIR.parent
# Prefixes whose keys are all named literally: checked by hand (f-strings, concatenation, relative
# helpers, tutorial namespaces in levels/) when these were chosen.
LITERAL_GROUPS = (
    "client.errors.",
    "client.count.",
    "coach.refuse.",
    "coach.hint.",
    "prehistories.seat.",
    "prehistories.strip.",
)
NS_CONSTANT = re.compile(r'^NS = "([\w.]+)"$', re.MULTILINE)


def sources() -> str:
    """The game's Python sources, each file's ``{NS}`` spelled out as its namespace constant."""
    parts = []
    for path in sorted(Path(GAME_DIR).rglob("*.py")):
        code = path.read_text(encoding="utf-8")
        found = NS_CONSTANT.search(code)
        if found:
            code = code.replace("{NS}", found.group(1))
        parts.append(code)
    return "\n".join(parts)


@pytest.mark.parametrize("group", LITERAL_GROUPS)
def test_every_key_of_a_literal_group_is_named_in_the_code(group: str):
    code = sources()
    namespace = group.split(".", 1)[0]
    keys = sorted(k for k in _namespaces()[namespace]["en"] if k.startswith(group))
    unused = [k for k in keys if not re.search(re.escape(k) + r"(?![\w.])", code)]
    assert not unused, f"strings no code shows: {unused}"


def test_the_scan_sees_both_spellings():
    code = sources()
    assert re.search(r'"client\.errors\.damaged_title"', code)  # written whole
    assert "prehistories.strip.hand" in code  # f"{NS}.strip.hand" in view.py
