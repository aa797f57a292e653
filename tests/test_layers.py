"""ARCHITECTURE.md section 1: the rules and ai layers never import pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _modules_under(package: str) -> list[str]:
    names = []
    for path in sorted((ROOT / package.replace(".", "/")).rglob("*.py")):
        relative = path.relative_to(ROOT).with_suffix("")
        parts = list(relative.parts)
        if parts[-1] == "__init__":
            parts.pop()
        if parts[-1] == "__main__":
            continue
        names.append(".".join(parts))
    return names


def test_importing_every_rules_and_ai_module_leaves_pygame_out():
    modules = _modules_under("game.rules") + _modules_under("ai")
    assert "game.rules.base" in modules
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "loaded = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(loaded))\n"
        "raise SystemExit(1 if loaded else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, f"pygame loaded by rules/ai: {result.stdout} {result.stderr}"
