"""Every character the Prehistories table can draw has a glyph in the bundled fonts (regular and
bold): all its strings in both languages, the shared table's and client's strings it shows, and
the characters its code writes itself (marks "4–6", "+2"/"−2" floats, "·" separators, "…")."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.client import text

I18N = Path(text.I18N_DIR)
NAMESPACES = ("prehistories", "prehistories_tutorial", "coach", "table", "client")
DRAWN_BY_CODE = "0123456789+−–—·…×/%:()LFN"  # board.py marks, anim floats, tooltips rows


def strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for value in node.values() for s in strings(value)]
    if isinstance(node, list):
        return [s for value in node for s in strings(value)]
    return []


def characters() -> set[str]:
    found = set(DRAWN_BY_CODE)
    for namespace in NAMESPACES:
        for language in ("uk", "en"):
            path = I18N / f"{namespace}.{language}.json"
            for line in strings(json.loads(path.read_text(encoding="utf-8"))):
                found |= {c for c in line.replace("%{", "").replace("}", "") if not c.isspace()}
    return found


def test_the_strings_were_found():
    chars = characters()
    assert {"ї", "є", "«", "»", "×"} <= chars and len(chars) > 100


@pytest.mark.parametrize("bold", [False, True])
def test_every_drawn_character_has_a_glyph(bold: bool):
    pygame.font.init()
    face = text.font(24, bold)
    missing = sorted(c for c in characters() if not face.metrics(c) or face.metrics(c)[0] is None)
    assert not missing, f"{text.font_path(bold).name} lacks {missing}"
