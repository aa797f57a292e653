"""Issue 15, Five Tribes' own items: what the table shows and says while a person plays."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.client.app import App
from game.client.five_tribes import choices, labels
from game.client.five_tribes import layout as L
from game.client.widgets import fit_width
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.data import DJINNS
from game.rules.five_tribes.model import Step
from tests.rules.five_tribes.conftest import play, position

DJINN = {d.id: index for index, d in enumerate(DJINNS)}


def at_sacred_place(row: list[str]) -> FiveTribesState:
    """Player 1 has just ended a move on a sacred place with the cost in hand; ``row`` on the table."""
    tiles = {
        "a5": {"kind": "small_market", "meeples": "yellow"},
        "b5": {"kind": "sacred_place", "meeples": "yellow"},
    }
    state = position(tiles=tiles, djinn_row=row, holdings={0: {"elders": 2}})
    play(state, "pick a5", "drop b5 yellow")
    assert state.step == Step.SACRED
    return state


def test_the_djinn_buttons_list_the_djinns_in_the_order_of_the_cards_on_the_table():
    row = ["utug", "enki", "anun_nak"]  # not the order of their ids
    assert sorted(row, key=DJINN.__getitem__) != row
    state = at_sacred_place(row)
    question = choices.build_question(state)
    djinn_options = [a - A.DJINN for a in question.options if A.DJINN <= a < A.DJINN + len(DJINNS)]
    assert djinn_options == [DJINN[d] for d in row]


def drawn_words(monkeypatch: pytest.MonkeyPatch, draw: Callable[[], None]) -> list[str]:
    """Every line of text ``draw`` renders through the widget kit (hud's imports of it)."""
    from game.client.five_tribes import hud

    seen: list[str] = []
    for name in ("blit_text", "condensed", "outline_text"):
        real = getattr(hud, name)

        def spy(*args: Any, _real: Any = real, _name: str = name, **kw: Any) -> Any:
            seen.append(args[1] if _name != "condensed" else args[0])
            return _real(*args, **kw)

        monkeypatch.setattr(hud, name, spy)
    draw()
    return seen


@pytest.mark.parametrize("language", ["en", "uk"])
def test_every_djinn_card_prints_its_power_in_a_few_words_and_no_passive(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
):
    from game.client.five_tribes import hud, names

    app.set_language(language)
    surface = pygame.Surface((1600, 900))
    rect = L.djinn_card_rect(0)
    powers = set()
    for djinn in range(len(DJINNS)):
        words = drawn_words(monkeypatch, lambda d=djinn: hud.draw_djinn_card(surface, app.assets, d, rect))
        monkeypatch.undo()
        short = names.djinn_short(djinn)
        lines = fit_width(short, 16, rect.width - 12)
        assert len(lines) <= 2, f"{short!r} needs a third line"
        assert words[0] == names.djinn(djinn) and " ".join(words[1 : 1 + len(lines)]) == short, words
        assert all("passive" not in w and "пасивн" not in w for w in words)
        title, body, _ = labels.djinn_tooltip(djinn)
        assert "passive" not in body and "пасивн" not in body
        powers.add(short)
    assert len(powers) == len(DJINNS)  # each djinn its own words
