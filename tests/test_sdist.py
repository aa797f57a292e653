"""The source distribution carries what its own tests import and read.

``pyproject.toml`` lists what the sdist includes; a test that imports a folder left out of it
passes in the repo and fails in the unpacked sdist. This reads every test module's imports with
``ast`` (the layer test's scanner) and every repo folder a test names as a path, and checks that
each first-party one is included.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from tests.test_layers import imports_of, module_name

ROOT = Path(__file__).resolve().parents[1]


def sdist_includes() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return {entry.strip("/") for entry in config["tool"]["hatch"]["build"]["targets"]["sdist"]["include"]}


def first_party_roots() -> set[str]:
    """Top-level folders of the repo the tests could import or read (not hidden, not caches)."""
    return {p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))}


def needed_by_tests() -> dict[str, str]:
    """``{top-level folder: a test file that needs it}`` over every test module."""
    roots = first_party_roots()
    needed: dict[str, str] = {}
    for path in sorted((ROOT / "tests").rglob("*.py")):
        source = path.read_text()
        named = {m.split(".")[0] for m in imports_of(source, module_name(path), path.name == "__init__.py")}
        named |= set(re.findall(r"""ROOT\s*/\s*["']([\w-]+)""", source))
        for top in named & roots:
            needed.setdefault(top, str(path.relative_to(ROOT)))
    return needed


def left_out(needed: dict[str, str], included: set[str]) -> dict[str, str]:
    return {top: where for top, where in needed.items() if top not in included}


def test_every_folder_the_tests_import_or_read_is_in_the_sdist():
    needed = needed_by_tests()
    assert {"game", "ai", "tests", "bench"} <= set(needed)  # bench: the peers' bench, the monkey
    assert left_out(needed, sdist_includes()) == {}


def test_the_check_names_a_folder_the_tests_import_but_the_sdist_leaves_out():
    included = sdist_includes() - {"bench"}
    assert set(left_out(needed_by_tests(), included)) == {"bench"}
