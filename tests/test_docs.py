"""Citations of the design and rules pages stay true: the page exists, and so does the section.

A comment such as ``docs/ui.md section 7`` or ``docs/rules/prehistories.md 4.7`` names a page of
``docs/`` and a numbered heading in it; an engine's ``spec 5.2`` or ``# 4.4:`` names a section of
its own rules page (``docs/rules/<title>.md``). Renumbering a page without its citations fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CODE = ("game", "ai", "tests", "tools", "bench")
TITLES = ("five_tribes", "tribes_of_the_wind", "prehistories")

DOC_CITATION = re.compile(r"docs/([\w/.-]+?\.md)(?:(?:,| section|:)?\s+(\d+(?:\.\d+)*)\b)?")
SPEC_CITATION = re.compile(r"(?:[Ss]pec(?: section)?|[Ss]ection|^\s*#)\s+(\d+(?:\.\d+)*)\b", re.M)


def headings(page: Path) -> set[str]:
    """The section numbers of a page: its headings (``## 4.``, ``### 4.4``) and the numbered list
    items under each (item 2 of section 4.3 is ``4.3.2``)."""
    found: set[str] = set()
    current = ""
    for line in page.read_text().splitlines():
        heading = re.match(r"#+\s+(\d+(?:\.\d+)*)\.?\s", line)
        item = re.match(r"(\d+)\.\s", line)
        if heading:
            current = heading.group(1)
            found.add(current)
        elif line.startswith("#"):
            current = ""
        elif item and current:
            found.add(f"{current}.{item.group(1)}")
    return found


def broken_doc_citations(sources: list[Path], root: Path = ROOT) -> list[str]:
    broken = []
    for path in sources:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            for name, section in DOC_CITATION.findall(line):
                page = root / "docs" / name
                where = f"{path.relative_to(root)}:{number}"
                if not page.is_file():
                    broken.append(f"{where}: no docs/{name}")
                elif section and section not in headings(page):
                    broken.append(f"{where}: docs/{name} has no section {section}")
    return broken


def python_files(paths: tuple[str, ...]) -> list[Path]:
    return [p for name in paths for p in sorted((ROOT / name).rglob("*.py"))]


def test_every_docs_page_and_section_cited_in_code_exists():
    sources = python_files(CODE) + [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))
    sources.remove(ROOT / "tests" / "test_docs.py")  # its own examples name missing pages
    cited = [p for p in sources if "docs/" in p.read_text()]
    assert len(cited) > 10
    assert broken_doc_citations([p for p in sources if p.name != "README.md" or p.parent != ROOT]) == []


@pytest.mark.parametrize("title", TITLES)
def test_every_rules_section_an_engine_cites_is_in_its_rules_page(title: str):
    page = ROOT / "docs" / "rules" / f"{title}.md"
    sections = headings(page)
    assert {str(n) for n in range(1, 13)} <= sections
    missing = []
    for path in sorted((ROOT / "game" / "rules" / title).rglob("*.py")):
        for section in SPEC_CITATION.findall(path.read_text()):
            if section not in sections:
                missing.append(f"{path.name}: {section}")
    assert missing == []


def test_a_citation_of_a_missing_page_or_section_is_reported(tmp_path: Path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "ui.md").write_text("# UI\n\n## 1. Canvas\n\n### 1.2 Zones\n\n1. top\n")
    source = tmp_path / "x.py"
    source.write_text("# docs/ui.md section 1.2\n# docs/ui.md 9\n# docs/nowhere.md\n# docs/ui.md 1.2.1\n")
    assert broken_doc_citations([source], tmp_path) == [
        "x.py:2: docs/ui.md has no section 9",
        "x.py:3: no docs/nowhere.md",
    ]
