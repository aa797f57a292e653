"""The log's words (the draw says how many and why) and the painting tint against the engine."""

from __future__ import annotations

from game.client.prehistories.logwords import PrehistoriesLog
from game.client.prehistories.paint import PaintTool, legal_for, snap, tint_surface
from game.rules.prehistories import TITLE
from game.rules.prehistories import actions as act
from game.rules.prehistories.data import components
from tests.client.conftest import in_language

HUNT_12_4 = {
    "players": 2,
    "seed": 3,
    "phase": "hunt",
    "zones": {"1": "boar_1", "2": "fish_2", "3": "ibex_3a", "4": "mammoth_4a", "5": "legendary_2"},
    "seats": [{"party": [1, 33, 51]}, {}],
    "turn": {"order": [0]},
}


def test_the_draw_line_says_how_many_cards_and_why(app):
    state = TITLE.scenario(HUNT_12_4)
    book = PrehistoriesLog(lambda p: f"Seat {p + 1}")
    lines = [book.describe(e) for e in state.apply(act.assign_id(3, 1))]
    assert any(
        line and "takes the mammoth tile of 4 squares from zone 4, with an injury" in line for line in lines
    )
    lines = [book.describe(e) for e in state.apply(state.legal_actions()[0])]
    drawn = [line for line in lines if line and "draws" in line]
    assert drawn == ["Seat 1 draws 1 card (tiles taken: 1, 1 injury)."]


def test_an_empty_party_draws_three_and_the_log_says_so(app):
    state = TITLE.new_game(2, 7)
    book = PrehistoriesLog(lambda p: f"Seat {p + 1}")
    state.apply(act.COMMIT)
    lines = [book.describe(e) for e in state.apply(act.COMMIT)]
    assert "Seat 1 draws 3 cards (no party: 3)." in lines
    assert any(
        line and line.startswith("Parties revealed: Seat 1: no party; Seat 2: no party") for line in lines
    )
    # a name stays apart from what follows it ("Гравець 1 4")
    state = TITLE.new_game(2, 7)
    book = PrehistoriesLog(lambda p: f"Гравець {p + 1}")
    with in_language("uk"):
        state.apply(act.COMMIT)
        lines = [book.describe(e) for e in state.apply(act.COMMIT)]
    assert any(
        line and line.startswith("Загони відкрито: Гравець 1: без загону; Гравець 2: без") for line in lines
    )


def test_the_tint_covers_exactly_the_squares_of_the_legal_placements(app):
    state = TITLE.scenario(HUNT_12_4)
    cave = state.seats[0].cave
    for kind in components().tiles[:20]:
        for side in (0, 1):
            shape = kind.sides[side]
            legal = legal_for(cave, shape)
            engine = set(cave.legal_anchors(shape).tolist())
            assert legal.anchors == engine
            union = 0
            for anchor in engine:
                union |= shape.mask_at(anchor) or 0
            assert legal.union == union
    # First tile: only placements touching column a are lit.
    tool = PaintTool(3, components().tile_index["mammoth_4a"])
    legal = tool.legal(cave)
    assert legal.anchors == {14, 21, 28}  # a3, a4, a5: b2 holds yellow's totem painting
    assert all(any((m >> (7 * r)) & 1 for r in range(7)) for m in legal.masks.values())
    assert tint_surface(legal.union, 50) is tint_surface(legal.union, 50)  # cached per frame
    assert snap(legal, tool.shape, (6.5, 6.5)) is None  # far from column a: no snap


def test_every_animation_word_is_one_the_animations_ask_for():
    """The ``prehistories.anim`` words are looked up only by literal keys in anims.py (no key of
    this subtree is built at run time: grep game/ levels/ tests/), so a word no literal asks for
    is dead weight for the translators ("anim.order" was)."""
    import json
    import re
    from pathlib import Path

    from game.client import text
    from game.client.prehistories import anims

    asked = set(re.findall(r'"prehistories\.anim\.(\w+)"', Path(anims.__file__).read_text(encoding="utf-8")))
    for lang in ("en", "uk"):
        words = json.loads((text.I18N_DIR / f"prehistories.{lang}.json").read_text(encoding="utf-8"))
        assert set(words[lang]["anim"]) == asked, lang


def test_the_paint_line_names_the_squares_the_tile_covers_not_its_anchor(app):
    import numpy as np

    from game.rules.prehistories import events as E

    book = PrehistoriesLog(lambda p: f"Seat {p + 1}")
    checked = off_tile = 0
    for seed in range(1, 6):
        state = TITLE.new_game(2, seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal() and checked < 40:
            legal = state.legal_actions()
            for event in state.apply(legal[int(rng.integers(len(legal)))]):
                if isinstance(event, E.TilePainted):
                    line = book.describe(event)
                    assert line is not None and line.endswith(", ".join(event.squares) + "."), line
                    off_tile += event.at not in event.squares
                    checked += 1
    assert checked >= 40 and off_tile > 0  # some anchors lie off their tile: the old line named them
