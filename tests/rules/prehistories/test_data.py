"""The component data in levels/prehistories/ against the tables of spec section 2."""

from __future__ import annotations

from game.rules.prehistories.data import STRENGTH, board_for, cell_name, components

# 2.3, shapes: cells as (dx, dy) from the top-left of the bounding box
SHAPES = {
    "mono": [(0, 0)],
    "dom_h": [(0, 0), (1, 0)],
    "dom_v": [(0, 0), (0, 1)],
    "l_a": [(0, 0), (0, 1), (1, 1)],
    "l_b": [(0, 0), (1, 0), (0, 1)],
    "l_c": [(1, 0), (0, 1), (1, 1)],
    "l_d": [(0, 0), (1, 0), (1, 1)],
    "z_h": [(0, 0), (1, 0), (1, 1), (2, 1)],
    "s_h": [(1, 0), (2, 0), (0, 1), (1, 1)],
    "t_up": [(1, 0), (0, 1), (1, 1), (2, 1)],
    "t_down": [(0, 0), (1, 0), (2, 0), (1, 1)],
    "t_left": [(1, 0), (0, 1), (1, 1), (1, 2)],
    "t_right": [(0, 0), (0, 1), (1, 1), (0, 2)],
    "s_v": [(1, 0), (0, 1), (1, 1), (0, 2)],
    "z_v": [(0, 0), (0, 1), (1, 1), (1, 2)],
    "square": [(0, 0), (1, 0), (0, 1), (1, 1)],
}

# 2.3, tiles of size 3 and 4: name -> (front, back)
BIG_TILES = {
    "fish_3a": ("l_a", "l_b"),
    "mammoth_3a": ("l_a", "l_b"),
    "buffalo_3a": ("l_a", "l_b"),
    "fish_3b": ("l_c", "l_d"),
    "mammoth_3b": ("l_c", "l_d"),
    "buffalo_3b": ("l_c", "l_d"),
    "ibex_3a": ("l_a", "l_d"),
    "boar_3a": ("l_a", "l_d"),
    "ibex_3b": ("l_c", "l_b"),
    "boar_3b": ("l_c", "l_b"),
    "fish_4a": ("z_h", "s_h"),
    "ibex_4a": ("z_h", "s_h"),
    "fish_4b": ("t_left", "t_right"),
    "mammoth_4b": ("t_left", "t_right"),
    "mammoth_4a": ("s_v", "z_v"),
    "buffalo_4a": ("s_v", "z_v"),
    "boar_4a": ("s_v", "z_v"),
    "buffalo_4b": ("t_down", "t_left"),
    "ibex_4b": ("t_up", "t_down"),
    "boar_4b": ("t_up", "t_down"),
}

# 2.5: H, T, T, one hand, two hands
CAVES = {
    "yellow": ("c4", "b2", "e6", "d5", "f3"),
    "blue": ("d5", "f3", "b6", "c2", "e4"),
    "red": ("d4", "e2", "b6", "c1", "f5"),
    "green": ("d4", "f3", "b6", "c2", "e7"),
    "white": ("e4", "c2", "f6", "b6", "d3"),
}


def test_shapes_have_the_cells_of_the_spec():
    shapes = components().shapes
    assert set(shapes) == set(SHAPES)
    for name, cells in SHAPES.items():
        assert sorted(shapes[name].cells) == sorted(cells), name


def test_tiles_have_the_sides_and_copies_of_the_spec():
    tiles = {t.name: t for t in components().tiles}
    for name, (front, back) in BIG_TILES.items():
        assert (tiles[name].sides[0].name, tiles[name].sides[1].name, tiles[name].copies) == (front, back, 1)
    for animal in ("fish", "mammoth", "buffalo", "ibex", "boar"):
        assert [tiles[f"{animal}_1"].sides[0].name, tiles[f"{animal}_1"].copies] == ["mono", 5]
        assert [s.name for s in tiles[f"{animal}_2"].sides] == ["dom_h", "dom_v"]
    for i in range(1, 6):
        legend = tiles[f"legendary_{i}"]
        assert legend.legendary and legend.sides[0].name == legend.sides[1].name == "square"
    assert len({t.animal for t in tiles.values() if t.legendary}) == 5
    assert sum(t.copies for t in tiles.values()) == 75


def test_each_tribe_has_two_cards_of_each_strength_and_its_cave():
    for tribe in components().tribes:
        assert sorted(STRENGTH[c] for c in tribe.cards) == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]
        cave = tribe.cave
        squares = (cave.hunter, *cave.totems, cave.one_hand, cave.two_hands)
        assert tuple(cell_name(c) for c in squares) == CAVES[tribe.colour]
    assert sorted(c for t in components().tribes for c in t.cards) == list(range(1, 61))


def test_board_sides_follow_the_player_count():
    assert [(z.label, z.orange, z.green) for z in board_for(3)] == [
        ("1", 1, 4),
        ("2", 4, 7),
        ("3", 7, 10),
        ("4", 10, 13),
        ("5", 13, 16),
    ]
    assert [(z.label, z.orange, z.green) for z in board_for(4)] == [
        ("1a", 2, 3),
        ("1b", 1, 4),
        ("2a", 4, 7),
        ("2b", 5, 8),
        ("3", 7, 10),
        ("4", 10, 13),
        ("5", 13, 16),
    ]


def test_objective_cards_pair_sun_and_moon_sides_with_their_points():
    cards = components().objective_cards
    assert sorted(cards) == list(range(1, 10))
    assert (cards[1].moon.id, cards[1].moon.first, cards[1].moon.later) == ("surround_totems", 3, 2)
    assert (cards[8].sun.id, cards[8].moon.id) == ("five_singles", "three_in_a_turn")
