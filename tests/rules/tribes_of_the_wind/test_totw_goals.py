"""Village card goals (spec 2.4) and leaders' unique tasks (2.5), each met and not met."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.tribes_of_the_wind.scoring import task_holds

from .conftest import TITLE

BARE = {"a1": {"tile": "start_1"}, "a4": {"pollution": 1}}


def _line(*spaces_tiles: tuple[str, str], side: str = "forest", **extra: Any) -> dict[str, Any]:
    terrain: dict[str, Any] = {"a1": {"tile": "start_1", "side": side, **extra}}
    for space, tile in spaces_tiles:
        terrain[space] = {"tile": tile, "side": side, **extra}
    return terrain


MET: list[tuple[str, dict[str, Any], dict[str, Any], int]] = [
    ("v01", _line(("b1", "purple_01"), ("c1", "purple_02"), ("a2", "purple_03")), {}, 3),
    ("v17", _line(("b1", "green_01"), ("c1", "green_02"), ("a2", "green_03"), ("b2", "green_04")), {}, 3),
    ("v03", _line(("b1", "yellow_01"), ("c1", "yellow_02"), ("a2", "yellow_03"), ("b2", "yellow_04")), {}, 3),
    ("v04", _line(("b1", "green_01"), ("c1", "green_02"), ("a2", "green_03"), ("b2", "green_04"),
                  ("c2", "green_05")), {}, 3),
    ("v20", _line(("a2", "green_01"), ("a3", "green_02"), ("a4", "green_03")), {}, 3),
    ("v06", _line(("b1", "green_01"), side="village"), {}, 3),
    ("v07", _line(("a2", "green_01"), ("a3", "green_02"), side="village"), {}, 4),
    ("v23", {"a1": {"tile": "start_1", "temple": 1}, "b1": {"tile": "green_01", "temple": 2},
             "c1": {"tile": "green_02", "temple": 3}, "b2": {"tile": "green_03", "temple": 4}}, {}, 3),
    ("v09", {"a1": {"tile": "start_1", "temple": 1, "side": "village"},
             "b1": {"tile": "green_01", "temple": 2, "side": "village"},
             "c1": {"tile": "green_02", "temple": 3, "side": "village"}}, {}, 4),
    ("v25", {"a1": {"tile": "start_1", "riders": 7}}, {}, 3),
    ("v11", _line(("b1", "green_01"), ("c1", "green_02"), ("a2", "green_03"), ("b2", "green_04"), riders=1),
     {}, 3),
    ("v27", {"a1": {"tile": "start_1"}}, {"water": 10}, 3),
    ("v13", {"a1": {"tile": "start_1"}}, {}, 4),
    ("v14", _line(("b1", "green_01"), ("c1", "yellow_01")), {}, 4),
    ("v30", _line(("b1", "purple_01"), ("c1", "purple_02"), ("c2", "purple_03")), {}, 4),
]  # fmt: skip


def _stars(card: str, terrain: dict[str, Any], board: dict[str, Any]) -> int:
    spec = {"players": 2, "boards": [{"leader": "aelis", "terrain": terrain, "tucked": [card], **board}]}
    return TITLE.scenario(spec).score_breakdown(0)["village_cards"]


@pytest.mark.parametrize(("card", "terrain", "board", "stars"), MET, ids=[m[0] for m in MET])
def test_a_tucked_card_scores_its_stars_when_its_goal_is_met(card, terrain, board, stars) -> None:
    assert _stars(card, terrain, board) == stars
    assert _stars(card, BARE, {}) == 0


UNIQUE: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("aelis", {"a1": {"tile": "start_1"}, "a2": {"tile": "green_01"}, "a3": {"tile": "green_02", "temple": 1},
               "a4": {"tile": "green_03"}}, {}),
    ("koru", {"a1": {"tile": "start_1"}}, {"water": 12}),
    ("mena", {"a1": {"tile": "start_1", "riders": 5}}, {}),
    ("tahu", _line(("b1", "green_01"), ("c1", "green_02"), side="village"), {}),
    ("ysra", {"a1": {"tile": "start_1"}, "c1": {"pollution": 1}}, {}),
]  # fmt: skip


@pytest.mark.parametrize(("leader", "terrain", "board"), UNIQUE, ids=[u[0] for u in UNIQUE])
def test_each_unique_task_holds_only_when_met(leader, terrain, board) -> None:
    met = TITLE.scenario({"players": 2, "boards": [{"leader": leader, "terrain": terrain, **board}]})
    bare = TITLE.scenario({"players": 2, "boards": [{"leader": leader, "terrain": {
        "a1": {"tile": "start_1"}, "a4": {"pollution": 1}, "b4": {"pollution": 1}, "c4": {"pollution": 1}}}]})  # fmt: skip
    assert task_holds(met, 0, 1)
    assert not task_holds(bare, 0, 1)
