"""A person sees what a card is, never its data code: "b10a" and "v22" were printed on the cards and
the discard pile, in the tooltips, the log and the hint. The codes stay in
the notation, the saves and the rules log (tests/rules)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pygame
import pytest

from game.client.tribes_of_the_wind import art, hover, questions
from game.client.tribes_of_the_wind.view import draw_scene
from game.rules.tribes_of_the_wind import TITLE
from tests.client.tribes_of_the_wind.test_tooltips import NAMES, midgame

# an element card ("r03a", the discard pile showed "r03"), a village card ("v05")
CODE = re.compile(r"\b([rbgy]\d\d[ab]?|v\d\d)\b")
POSITIONS = ((2, 11), (3, 12), (5, 13))


def test_nothing_drawn_on_the_table_is_a_card_code(lang: str, monkeypatch: pytest.MonkeyPatch):
    pygame.init()
    drawn: list[str] = []
    for name in ("text", "outlined"):
        real = getattr(art, name)

        def recording(content: str, *args: Any, _real: Any = real, **kwargs: Any) -> pygame.Surface:
            drawn.append(content)
            return _real(content, *args, **kwargs)

        monkeypatch.setattr(art, name, recording)
    surface = pygame.Surface((1600, 900))
    for players, seed in POSITIONS:
        state = midgame(players, seed)
        viewer = state.current_player()
        view = state.observation(viewer)
        assert view.element_discard and any(c >= 0 for c in view.boards[viewer].hand)
        draw_scene(surface, view, viewer, NAMES[:players])
    assert drawn
    assert not [words for words in drawn if CODE.search(words)]


def test_no_tooltip_names_a_card_by_its_code(lang: str):
    pygame.init()
    for players, seed in POSITIONS:
        state = midgame(players, seed)
        viewer = state.current_player()
        view = state.observation(viewer)
        seen = 0
        for x in range(0, 1600, 12):
            for y in range(56, 900, 12):
                tip = hover.tooltip_at(view, viewer, NAMES[:players], (x, y))
                if tip is None:
                    continue
                seen += 1
                text = "\n".join([tip.title, tip.body, *(a + " " + b for a, b in tip.rows)])
                assert not CODE.search(text), text
        assert seen > 1000


def test_no_hint_names_a_card_by_its_code(lang: str):
    state = TITLE.new_game(3, 5)
    rng = np.random.default_rng(5)
    named = 0
    for _ in range(400):
        if state.is_terminal():
            break
        view = state.observation(state.current_player())
        legal = state.legal_actions()
        for action in legal:
            label = questions.hint_label(view, action)
            if label is not None:
                named += 1
                assert not CODE.search(label), label
        state.apply(legal[int(rng.integers(len(legal)))])
    assert named > 100
