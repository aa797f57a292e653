"""The shared table never imports a game package (docs/architecture.md section 1: a fourth game touches nothing here)."""

from __future__ import annotations

import ast
from pathlib import Path

from game.rules import TITLE_IDS

TABLE = Path(__file__).resolve().parents[3] / "game" / "client" / "table"
FORBIDDEN = tuple(f"game.client.{t}" for t in TITLE_IDS) + tuple(f"game.rules.{t}" for t in TITLE_IDS)


def imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_no_module_of_the_table_imports_a_game_package():
    modules = sorted(TABLE.rglob("*.py"))
    assert len(modules) >= 3
    for path in modules:
        bad = [m for m in imported_modules(path) if m.startswith(FORBIDDEN) or m in ("ai.five_tribes",)]
        assert not bad, f"{path.name} imports {bad}"


def test_the_scan_sees_an_import_inside_a_function(tmp_path: Path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from game.client.five_tribes import names\n", encoding="utf-8")
    assert "game.client.five_tribes" in imported_modules(sample)
