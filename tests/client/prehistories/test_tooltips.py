"""Every tooltip kind of the Prehistories table, in both languages, from what the viewer may see."""

from __future__ import annotations

import pytest

from game.client.prehistories import layout as L
from game.client.prehistories import progress
from game.client.prehistories.questions import card_rects
from game.client.prehistories.view import PrehistoriesView
from game.client.text import set_language
from game.rules.prehistories import TITLE
from game.rules.prehistories.phase import Phase
from tests.client.prehistories.helpers import make_ctx, random_position


def tips(view: PrehistoriesView, state, viewer: int) -> dict[str, tuple[str, str, tuple]]:
    """One tooltip of each kind, found by hovering the places the layout names."""
    ctx = make_ctx(view, state, viewer)
    lay = view.layout(ctx)
    points = {
        "zone": lay.zones[1].rect.center,
        "stack": lay.stack_rect(0).center,
        "order": L.INITIATIVE.move(0, 4).topleft,
        "objective": L.objective_rect(0, len(state.objectives)).center,
        "hunter_square": lay.blocks[viewer].cell_rect(state.seats[viewer].cave.layout.hunter).center,
        "hand_print": lay.blocks[viewer].cell_rect(state.seats[viewer].cave.layout.two_hands).center,
        "other_square": lay.blocks[1 - viewer if viewer < 2 else 0].cell_rect(0).center,
        "totems": lay.blocks[viewer].totems.move(4, 14).topleft,
        "seat": lay.blocks[viewer].header.move(60, 8).topleft,
    }
    rects = card_rects(ctx.state, viewer)
    if rects:
        points["card"] = next(iter(rects.values())).center
    found = {}
    for kind, point in points.items():
        tip = view.tooltip_at(ctx, point)
        assert tip is not None, kind
        found[kind] = (tip.title, tip.body, tip.rows)
    return found


@pytest.mark.parametrize("language", ["en", "uk"])
def test_every_kind_of_tooltip_explains_itself(app, language: str):
    set_language(language)
    view = PrehistoriesView(app)
    state = random_position(2, 4, 2)
    assert state.phase == Phase.INITIATIVE
    found = tips(view, state, state.current_player())
    for kind, (title, body, rows) in found.items():
        text = " ".join([title, body, *(f"{a} {b}" for a, b in rows)])
        assert "prehistories." not in text, (kind, text)  # no missing translation
        assert title, kind
    if language == "uk":
        assert "Зона" in found["zone"][0]
        assert "долон" in found["hand_print"][1]
        assert "Сила" in dict(found["card"][2])
    else:
        assert found["zone"][0].startswith("Zone")
        assert "hand print" in found["hand_print"][1].lower()
        assert dict(found["zone"][2])["Green arrow"].endswith("taken safely")
    set_language("en")


def test_a_zone_tooltip_names_both_sides_and_both_marks(app):
    view = PrehistoriesView(app)
    state = TITLE.scenario(
        {
            "players": 2,
            "seed": 5,
            "phase": "hunt",
            "zones": {"3": "ibex_3a", "1": "fish_1"},
            "seats": [{"party": [10, 16]}, {}],
            "turn": {"order": [0]},
        }
    )
    ctx = make_ctx(view, state, 0)
    tip = view.tooltip_at(ctx, view.layout(ctx).zones[2].rect.center)
    assert tip is not None
    rows = dict(tip.rows)
    assert rows["Orange arrow"] == "7–9: taken with an injury"
    assert rows["Green arrow"] == "10+: taken safely"
    assert rows["front"].startswith("2×2") and rows["back"].startswith("2×2")


def test_an_objective_tooltip_says_what_is_still_missing_in_your_cave(app):
    view = PrehistoriesView(app)
    state = TITLE.scenario(
        {
            "players": 2,
            "seed": 1,
            "objectives": [
                {"card": 7, "side": "moon", "scored_by": []},
                {"card": 2, "side": "sun", "scored_by": []},
            ],
            "phase": "initiative",
            "seats": [{"cave": [{"tile": "fish_2", "side": "front", "at": "a1"}]}, {}],
        }
    )
    ctx = make_ctx(view, state, 0)
    tip = view.tooltip_at(ctx, L.objective_rect(0, 2).center)
    assert tip is not None
    missing = dict(tip.rows)["Seat 1"]
    assert "3 squares" in missing and "g1" in missing and "a7" in missing and "a1" not in missing
    cave = state.seats[0].cave
    centre = progress.missing("centre_square", cave)  # c4 is yellow's hunter: painted from the start
    assert centre.startswith("still missing 8 squares") and "c4" not in centre
    assert progress.missing("herd_8", cave) == "largest herd 2 of 8"


def test_tooltips_of_other_hands_tell_nothing_private(app):
    """Two positions that differ only in seat 1's hidden hand give seat 0 the same tooltips."""
    view = PrehistoriesView(app)
    base = {"players": 2, "seed": 2, "phase": "initiative"}
    one = TITLE.scenario({**base, "seats": [{"hand": [1, 42, 60]}, {"hand": [2, 9, 11]}]})
    two = TITLE.scenario({**base, "seats": [{"hand": [1, 42, 60]}, {"hand": [43, 48, 52]}]})
    assert tips(view, one, 0) == tips(view, two, 0)
