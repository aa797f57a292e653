"""The bundled font draws every Ukrainian letter (docs/ui.md: Ukrainian from the first screen)."""

from __future__ import annotations

import pygame
import pytest

from game.client import text

UKRAINIAN_SPECIALS = ["Ґ", "Є", "І", "Ї", "ґ", "є", "і", "ї", "'", "’", "ʼ"]


def _ink(glyph: str, bold: bool = False) -> pygame.Surface:
    return text.font(32, bold).render(glyph, True, (255, 255, 255), (0, 0, 0))


def _lit_pixels(surface: pygame.Surface) -> int:
    return sum(
        1
        for x in range(surface.get_width())
        for y in range(surface.get_height())
        if surface.get_at((x, y)).r > 60
    )


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("glyph", UKRAINIAN_SPECIALS)
def test_every_ukrainian_glyph_renders_ink_and_is_not_the_missing_glyph_box(glyph: str, bold: bool):
    pygame.font.init()
    face = text.font(32, bold)
    metrics = face.metrics(glyph)
    assert metrics and metrics[0] is not None, f"{glyph!r} has no glyph in {text.font_path(bold).name}"
    rendered = _ink(glyph, bold)
    assert _lit_pixels(rendered) > 0
    missing_box = _ink("\ue000", bold)  # a private-use code point the font does not have
    assert pygame.image.tobytes(rendered, "RGB") != pygame.image.tobytes(missing_box, "RGB")


def test_the_font_ships_inside_pygame_gui():
    assert text.font_path().is_file()
    assert text.font_path(bold=True).is_file()


def _client_strings() -> set[str]:
    """Every character past ASCII in the client's words (i18n) and string literals (not docstrings)."""
    import ast
    import json
    from pathlib import Path

    root = Path(text.__file__).resolve().parent
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.update(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for path in (root / "i18n").glob("*.json"):
        walk(json.loads(path.read_text(encoding="utf-8")))
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                found.update(node.value)
    return {char for char in found if ord(char) > 127}


@pytest.mark.parametrize("bold", [False, True])
def test_every_symbol_the_client_draws_is_in_the_bundled_font(bold: bool):
    """Every symbol drawn, the log's "more below" arrow too, is a glyph the font has (no empty box)."""
    pygame.font.init()
    missing_box = pygame.image.tobytes(_ink("\ue000", bold), "RGB")
    lacking = sorted(
        c for c in _client_strings() if pygame.image.tobytes(_ink(c, bold), "RGB") == missing_box
    )
    assert lacking == []
