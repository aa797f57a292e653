"""The layers of docs/architecture.md: rules < ai < client, and the research package beside ai.

Two checks. A static one reads every module with ``ast`` and lists each import it makes (at the
top, inside functions, under ``TYPE_CHECKING``, relative ones resolved, and
``importlib.import_module`` of a literal name), so an import that runs only on some path is caught
as well as one that runs at once. A dynamic one imports every pure module in a fresh interpreter
and looks at ``sys.modules``, which catches pygame arriving through a third-party package.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# The pure layers: the engines and what they stand on, the tutorial format, save schema checks.
PURE = ("game/rules", "game/tutorial", "game/schema.py", "game/resources.py")
PYGAME = ("pygame", "pygame_gui")

# layer (files under these paths) -> module prefixes it must never import
FORBIDDEN: dict[tuple[str, ...], tuple[str, ...]] = {
    PURE: ("ai", "game.client", "research", *PYGAME),
    ("ai",): ("game.client", "research", *PYGAME),
    ("research",): ("game.client", *PYGAME),  # research stands beside ai: rules and ai only
    ("game",): ("research",),  # the shipped client never reaches into research tools either
}


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module name ``source`` (the text of ``module``) imports, anywhere in it."""
    found: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")
                parent = parent[: len(parent) - (node.level - 1)]
                base = ".".join([*parent, base] if base else parent)
            if base:
                found.add(base)
            found.update(
                ".".join(filter(None, (base, alias.name))) for alias in node.names if alias.name != "*"
            )
        elif isinstance(node, ast.Call) and _is_import_module(node.func) and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value)
    return found


def _is_import_module(func: ast.expr) -> bool:
    if isinstance(func, ast.Attribute):
        return func.attr == "import_module"
    return isinstance(func, ast.Name) and func.id in ("import_module", "__import__")


def breaks(imported: set[str], banned: tuple[str, ...]) -> list[str]:
    return sorted(m for m in imported if any(m == b or m.startswith(b + ".") for b in banned))


def files_under(paths: tuple[str, ...], root: Path = ROOT) -> list[Path]:
    found: list[Path] = []
    for name in paths:
        path = root / name
        found += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return found


def layer_breaks(root: Path = ROOT) -> list[str]:
    """``file: imported module`` for every import that crosses a layer the wrong way."""
    wrong = []
    for paths, banned in FORBIDDEN.items():
        for path in files_under(paths, root):
            imported = imports_of(path.read_text(), module_name(path, root), path.name == "__init__.py")
            wrong += [f"{path.relative_to(root)}: {m}" for m in breaks(imported, banned)]
    return wrong


def test_no_module_imports_across_a_layer_the_wrong_way():
    checked = files_under(("game", "ai", "research"))
    assert len(checked) > 100 and ROOT / "game/rules/base.py" in checked
    assert layer_breaks() == []


@pytest.mark.parametrize(
    "source, module, crossing",
    [
        ("from ai.bots import make_bot\n", "game.rules.five_tribes.flow", "ai.bots"),
        ("import game.client.app as app\n", "ai.search", "game.client.app"),
        ("def f():\n    from research import arena\n", "ai.bots", "research"),
        ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pygame\n", "ai.worker", "pygame"),
        ("from ...client import widgets\n", "game.rules.prehistories.flow", "game.client"),
        ("import importlib\nimportlib.import_module('research.arena')\n", "ai.bots", "research.arena"),
    ],
)
def test_the_scan_sees_each_kind_of_import_that_crosses_a_layer(source, module, crossing):
    layer = next(
        banned for paths, banned in FORBIDDEN.items() if module.startswith(paths[0].replace("/", "."))
    )
    assert crossing in breaks(imports_of(source, module), layer)


def test_a_planted_upward_import_in_a_copy_of_the_tree_fails_the_check(tmp_path: Path):
    for name in ("game/rules/base.py", "ai/__init__.py", "game/client/__init__.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text((ROOT / name).read_text())
    assert layer_breaks(tmp_path) == []
    base = tmp_path / "game/rules/base.py"
    base.write_text(base.read_text() + "\nfrom ai import heuristics\n")
    (tmp_path / "ai/__init__.py").write_text("from .. import research\nfrom game.client import app\n")
    assert sorted(layer_breaks(tmp_path)) == [
        "ai/__init__.py: game.client",
        "ai/__init__.py: game.client.app",
        "ai/__init__.py: research",
        "game/rules/base.py: ai",
        "game/rules/base.py: ai.heuristics",
    ]


def test_importing_every_pure_and_ai_module_leaves_pygame_out():
    modules = [module_name(p) for p in files_under((*PURE, "ai")) if p.name != "__main__.py"]
    assert "game.rules.base" in modules and "game.tutorial.script" in modules
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui'))\n"
        "print(','.join(loaded))\n"
        "raise SystemExit(1 if loaded else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, f"pygame loaded by a pure or ai module: {result.stdout} {result.stderr}"
