"""Every title's scenario loader refuses a bad value with ``ValueError`` naming it,
never another exception (Five Tribes raised TypeError for a djinn named by a list, and
OverflowError for a 31-digit meeple count)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.rules import load_title

LEVELS = Path(__file__).resolve().parents[2] / "levels"
JUNK: tuple[Any, ...] = ([["sloar"]], {"a": 1}, 10**30, None)
FILES = {
    "five_tribes": ("example_01_kumarbi_bid.json", "example_02_stuck_marker.json"),
    "tribes_of_the_wind": ("e1_requirements_3p.json", "e9_path_task.json"),
    "prehistories": ("action_ids_side_a.json", "what_a_rival_sees.json"),
}


def _paths(document: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(document, dict):
        for key, value in document.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from _paths(value, (*prefix, index))


def _with(document: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    changed = copy.deepcopy(document)
    here = changed
    for step in path[:-1]:
        here = here[step]
    here[path[-1]] = value
    return changed


def test_a_djinn_named_by_a_list_is_a_clear_refusal():
    title = load_title("five_tribes")
    spec = json.loads((LEVELS / "five_tribes/scenarios/example_01_kumarbi_bid.json").read_text())
    spec["djinn_row"] = [["sloar"]]
    with pytest.raises(ValueError, match=r"djinn_row: \[\'sloar\'\] is not a djinn"):
        title.scenario(spec)
    spec["players"] = [2]
    with pytest.raises(ValueError, match="players must be 2, 3 or 4"):
        title.scenario(spec)


@pytest.mark.parametrize("title_id", sorted(FILES))
def test_junk_in_any_field_of_a_scenario_is_a_value_error(title_id: str):
    title = load_title(title_id)
    tried = 0
    for name in FILES[title_id]:
        spec = json.loads((LEVELS / title_id / "scenarios" / name).read_text(encoding="utf-8"))
        for path in _paths(spec):
            for junk in JUNK:
                tried += 1
                try:
                    title.scenario(_with(spec, path, junk))
                except ValueError as error:
                    assert str(error)
                except Exception as error:  # noqa: BLE001 - the point: nothing but ValueError
                    pytest.fail(f"{name} {path} = {junk!r}: {type(error).__name__}: {error}")
    assert tried >= 40
