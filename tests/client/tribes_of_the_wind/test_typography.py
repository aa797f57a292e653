"""Dashes are dashes: no spaced hyphen stands for a dash in the tooltips ("Goal: 2 full rows - 3
points", "Village side: catapult - ..."). Ukrainian and English both want a
spaced em dash " — " here (the log already wrote "Round 3 — Taras to play"); an ellipsis is "…",
a size "3×4"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind import tooltips
from game.client.tribes_of_the_wind.rows import card_row_rects
from tests.client.terms import strings
from tests.client.tribes_of_the_wind.test_tooltips import NAMES, midgame

I18N = Path(__file__).resolve().parents[3] / "game" / "client" / "i18n"
HYPHEN_AS_DASH = re.compile(r"\s-\s|\s-$|^-\s|\s-\d|\.\.\.|\dx\d")


@pytest.mark.parametrize("name", ["tribes_of_the_wind", "tribes_of_the_wind_tutorial"])
@pytest.mark.parametrize("lang_code", ["en", "uk"])
def test_no_string_of_the_title_uses_a_hyphen_for_a_dash(name: str, lang_code: str):
    texts = json.loads((I18N / f"{name}.{lang_code}.json").read_text(encoding="utf-8"))
    found = list(strings(texts))
    assert found
    assert [(key, text) for key, text in found if HYPHEN_AS_DASH.search(text)] == []


def test_the_tooltips_built_in_code_put_a_dash_between_their_parts(lang: str):
    pygame.init()
    state = midgame(3, 12)
    viewer = state.current_player()
    view = state.observation(viewer)
    rows = len(view.data.card_rows[view.boards[viewer].hand[0]])
    row = card_row_rects(L.holder_rect(0), rows)[-1]
    leader = tooltips.info_rects(view, viewer)["leader"]
    card_row = tooltips.tooltip_at(view, viewer, NAMES[:3], row.center)
    tasks = tooltips.tooltip_at(view, viewer, NAMES[:3], leader.center)
    assert card_row is not None and tasks is not None
    # "Red (fire) card — Hard row (bottom)" (a long Ukrainian title is cut at its dash)
    assert not HYPHEN_AS_DASH.search(card_row.title + "\n" + card_row.body)
    # "Path task: a path of ... — not yet"
    assert " — " in tasks.body and not HYPHEN_AS_DASH.search(tasks.body), tasks.body
