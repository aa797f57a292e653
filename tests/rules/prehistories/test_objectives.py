"""Each of the eighteen objective sides on hand-made caves that just meet and just miss it (2.7)."""

from __future__ import annotations

import pytest

from game.rules.prehistories.cave import Cave
from game.rules.prehistories.data import components, parse_cell
from game.rules.prehistories.objectives import objective_met

# Yellow cave: H c4, T b2 and e6.
YELLOW = components().tribes[0].cave


def cave(*tiles: tuple[str, str]) -> Cave:
    """A yellow cave with tiles painted as given (name, top-left square), front side."""
    result = Cave(YELLOW)
    for name, at in tiles:
        result.paint(components().tiles[components().tile_index[name]], 0, parse_cell(at))
    return result


def monos(animal: str, *squares: str) -> list[tuple[str, str]]:
    return [(f"{animal}_1", sq) for sq in squares]


def _spaced(text: str) -> tuple[str, ...]:
    return tuple(text.split())


CASES = {
    # side: (squares that just meet, the same minus what makes it miss)
    "link_totems": (monos("fish", "b1", "e5"), monos("fish", "b1", "d5")),
    "surround_totems": (
        monos("fish", *_spaced("a1 b1 c1 a2 c2 a3 b3 c3 d5 e5 f5 d6 f6 d7 e7 f7")),
        monos("fish", *_spaced("a1 b1 c1 a2 c2 a3 b3 c3 d5 e5 f5 d6 f6 d7 e7")),
    ),
    "centre_square": (
        monos("ibex", *_spaced("c3 d3 e3 d4 e4 c5 d5 e5")),
        monos("ibex", *_spaced("c3 d3 e3 d4 e4 c5 d5")),
    ),
    "last_column": (
        monos("boar", *_spaced("g1 g2 g3 g4 g5 g6 g7")),
        monos("boar", *_spaced("g1 g2 g3 g4 g5 g6")),
    ),
    "varied_column": (
        monos("fish", "b1") + monos("mammoth", "b3") + monos("buffalo", "b4") + monos("ibex", "b5"),
        monos("fish", "b1", "b5") + monos("mammoth", "b3") + monos("buffalo", "b4"),
    ),
    "varied_row": (
        monos("fish", "a2") + monos("mammoth", "c2") + monos("buffalo", "d2") + [("legendary_1", "e1")],
        monos("fish", "a2") + monos("mammoth", "c2") + monos("buffalo", "d2", "e2"),
    ),
    "herd_8": (
        monos("fish", *_spaced("a1 b1 c1 d1 e1 f1 g1 a2")),
        monos("fish", *_spaced("a1 b1 c1 d1 e1 f1 g1 a3")) + monos("mammoth", "a2"),
    ),
    "herd_10": (
        monos("fish", *_spaced("a1 b1 c1 d1 e1 f1 g1 a2 a3 a4")),
        monos("fish", *_spaced("a1 b1 c1 d1 e1 f1 g1 a2 a3")),
    ),
    "surround_hunter": (
        monos("boar", *_spaced("b3 c3 d3 b4 d4 b5 c5 d5")),
        monos("boar", *_spaced("b3 c3 d3 b4 d4 b5 c5")),
    ),
    "hunter_cross": (
        monos("fish", "c3") + monos("mammoth", "b4") + monos("buffalo", "d4") + monos("ibex", "c5"),
        monos("fish", "c3") + monos("mammoth", "b4") + monos("buffalo", "d4") + monos("fish", "c5"),
    ),
    "column_of_five": (
        monos("fish", *_spaced("a1 a2 a4 a6 a7")),
        monos("fish", *_spaced("a1 a2 a4 a6")) + monos("mammoth", "a7"),
    ),
    "row_of_five": (monos("ibex", *_spaced("a7 c7 d7 f7 g7")), monos("ibex", *_spaced("a7 c7 d7 f7"))),
    "linked_corners": (monos("fish", "a1", "g7"), monos("fish", "a1", "g6")),
    "four_corners": (monos("fish", "a1", "g1", "a7", "g7"), monos("fish", "a1", "g1", "a7")),
    "five_singles": (
        monos("fish", *_spaced("a1 a3 a5 a7 g1")),
        monos("fish", *_spaced("a1 a3 a5 a7")) + [("fish_2", "f1")],
    ),
    "ringed_legend": (
        [("legendary_3", "a1")] + monos("fish", *_spaced("c1 c2 a3 b3 c3")),
        [("legendary_3", "a1")] + monos("fish", *_spaced("c1 c2 a3 b3")),
    ),
    "legend_pair": (
        [("legendary_1", "a1"), ("legendary_2", "c1")],
        [("legendary_1", "a1"), ("legendary_2", "c2")],
    ),
}


@pytest.mark.parametrize("side", sorted(CASES))
def test_objective_side_is_met_by_the_cave_that_just_meets_it(side):
    meets, _ = CASES[side]
    assert objective_met(side, cave(*meets), 0)


@pytest.mark.parametrize("side", sorted(CASES))
def test_objective_side_is_missed_by_the_cave_that_just_misses_it(side):
    _, misses = CASES[side]
    assert not objective_met(side, cave(*misses), 0)


def test_every_objective_side_of_the_data_has_a_case():
    sides = {s.id for c in components().objective_cards.values() for s in (c.sun, c.moon)}
    assert sides == set(CASES) | {"three_in_a_turn"}


def test_three_in_a_turn_counts_the_tiles_of_this_turn():
    assert objective_met("three_in_a_turn", cave(), 3)
    assert not objective_met("three_in_a_turn", cave(), 2)


def test_the_hunter_square_has_no_type_for_varied_lines():
    # column c holds H at c4: fish, mammoth, buffalo and H make only three types
    meets = monos("fish", "c1") + monos("mammoth", "c2") + monos("buffalo", "c3") + monos("ibex", "c5")
    assert not objective_met("varied_column", cave(*meets), 0)
    assert objective_met("varied_column", cave(*meets, *monos("boar", "c6")), 0)


def test_a_ring_inside_the_cave_counts_the_hunter_painting_as_painted():
    # legendary at d2 (d2 e2 d3 e3): its ring of 12 holds H at c4, so 11 tiles complete it
    around = _spaced("c1 d1 e1 f1 c2 f2 c3 f3 d4 e4 f4")
    assert objective_met("ringed_legend", cave(("legendary_1", "d2"), *monos("fish", *around)), 0)
    assert not objective_met("ringed_legend", cave(("legendary_1", "d2"), *monos("fish", *around[:-1])), 0)


def test_legendaries_stacked_two_rows_apart_share_a_side():
    assert objective_met("legend_pair", cave(("legendary_1", "a1"), ("legendary_2", "a3")), 0)
    assert not objective_met("legend_pair", cave(("legendary_1", "a1"), ("legendary_2", "a4")), 0)
