"""Component data loaded from levels/tribes_of_the_wind (spec section 2)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules.tribes_of_the_wind.data import Feature, Fx, Req, game_data, parse_effects, parse_requirement


def test_component_counts_match_the_spec() -> None:
    data = game_data()
    assert len(data.card_ids) == 80 and Counter(data.card_element) == {0: 20, 1: 20, 2: 20, 3: 20}
    assert data.num_forest_tiles == 39 and len(data.tile_ids) == 44
    assert Counter(data.tile_colour[:39]) == {0: 13, 1: 13, 2: 13}
    assert len(data.village_ids) == 30 and data.village_ids[0] == "v01" and data.village_ids[-1] == "v30"
    assert [leader.id for leader in data.leaders] == ["aelis", "koru", "mena", "tahu", "ysra"]
    assert all(len(leader.path) == 5 and len(leader.cards) == 4 for leader in data.leaders)
    assert sum(data.pollution) == 16


def test_tiles_carry_slots_cost_and_feature_by_number() -> None:
    data = game_data()
    yellow_06 = data.tile_ids.index("yellow_06")
    assert (data.tile_slots[yellow_06], data.tile_cost[yellow_06], data.tile_feature[yellow_06]) == (
        3, 3, Feature.CATAPULT,
    )  # fmt: skip
    green_12 = data.tile_ids.index("green_12")
    assert (data.tile_slots[green_12], data.tile_cost[green_12], data.tile_feature[green_12]) == (
        4, 2, Feature.PORTAL,
    )  # fmt: skip
    start_5 = data.start_tile(4)
    assert data.tile_ids[start_5] == "start_5" and data.tile_feature[start_5] == Feature.WATER


def test_card_rows_resolve_in_the_order_w_p_f_t_m_k() -> None:
    data = game_data()
    g03 = data.card_rows[data.card_ids.index("g03a")]
    assert g03[1].effects == ((Fx.PLANT, 2), (Fx.PLANT, 1))
    y05 = data.card_rows[data.card_ids.index("y05b")]
    assert y05[1].effects == ((Fx.MOVE, 3), (Fx.CATAPULT, 1))
    assert parse_effects("M1+W2+P3") == ((Fx.WATER, 2), (Fx.CLEAN, 3), (Fx.MOVE, 1))


@pytest.mark.parametrize(("code", "parsed"), [
    ("you>=2 red", (Req.YOU_AT_LEAST, 0, 2)), ("you≥3 blue", (Req.YOU_AT_LEAST, 1, 3)),
    ("no yellow", (Req.NO, 3, 0)), ("green<one", (Req.FEWER_ONE, 2, 0)), ("red>both", (Req.MORE_BOTH, 0, 0)),
    ("nbrs>=4 green", (Req.NEIGHBOURS_AT_LEAST, 2, 4)), ("each>=1 blue", (Req.EACH_AT_LEAST_ONE, 1, 1)),
    ("all4", (Req.ALL_FOUR, -1, 0)), ("most red", (Req.MOST, 0, 0)), ("none", (Req.NONE, -1, 0)),
])  # fmt: skip
def test_requirement_codes_parse(code: str, parsed: tuple[int, int, int]) -> None:
    assert parse_requirement(code) == parsed


@pytest.mark.parametrize("code", ["you>=2 purple", "most", "blue<some", "sometimes"])
def test_malformed_requirements_are_refused(code: str) -> None:
    with pytest.raises(ValueError):
        parse_requirement(code)


@pytest.mark.parametrize("code", ["W", "K2", "X1", "W2+"])
def test_malformed_effects_are_refused(code: str) -> None:
    with pytest.raises(ValueError):
        parse_effects(code)
