"""Issue 15, Five Tribes' own items: what the table shows and says while a person plays."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.client.app import App
from game.client.five_tribes import choices, labels, names
from game.client.five_tribes import layout as L
from game.client.five_tribes.logbook import FiveTribesWriter
from game.client.text import tr
from game.client.widgets import fit_width
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes import events as E
from game.rules.five_tribes.board import TILE_INDEX
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
    from game.client.five_tribes import hud

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


def test_ukrainian_tile_tooltips_list_meeples_in_the_nominative(app: App):
    tiles = {"a1": {"meeples": "yellow yellow white"}, "b1": {"meeples": "green green green green green"}}
    state = position(tiles=tiles)
    app.set_language("uk")
    a1 = labels.tile_tooltip(state, TILE_INDEX["a1"], str)[1]
    b1 = labels.tile_tooltip(state, TILE_INDEX["b1"], str)[1]
    assert "Міпли: 2 візирі, 1 мудрець" in a1
    assert "5 торговців" in b1
    assert labels.hand_tooltip(0, 3)[0] == "3 візирі"
    assert labels.bag_tooltip(1, 2)[0].endswith("2 мудреці")
    app.set_language("en")
    assert "Meeples: 2 viziers, 1 elder" in labels.tile_tooltip(state, TILE_INDEX["a1"], str)[1]


def test_the_kill_lines_read_right_in_both_languages(app: App):
    writer = FiveTribesWriter(["Гравець 1", "Гравець 2"].__getitem__)
    on_tile = E.MeepleKilled(player=0, colour=1, tile=TILE_INDEX["c3"], victim=-1, to_killer=False)
    of_player = E.MeepleKilled(player=0, colour=1, tile=-1, victim=1, to_killer=False)
    app.set_language("uk")
    tile_line, player_line = writer.describe(on_tile), writer.describe(of_player)
    assert tile_line == "Гравець 1: асасини вбивають мудреця на c3"
    assert player_line is not None and "мудреця" in player_line and "Гравець 2" in player_line
    assert "гравця" not in player_line and "гравця" not in tile_line
    app.set_language("en")
    writer = FiveTribesWriter(["Ann", "Bob"].__getitem__)
    assert writer.describe(on_tile) == "Ann's assassins killed an elder on c3"
    assassin = E.MeepleKilled(player=0, colour=4, tile=TILE_INDEX["c3"], victim=-1, to_killer=False)
    assert writer.describe(assassin) == "Ann's assassins killed an assassin on c3"
    assert writer.describe(of_player) == "Ann's assassins killed an elder of Bob"


def test_ukrainian_words_use_the_typographic_apostrophe_and_no_1_plus_fakirs(app: App):
    from game.client.text import I18N_DIR

    folder = Path(str(I18N_DIR))
    for name in ("five_tribes.uk.json", "five_tribes_tutorial.uk.json", "client.uk.json"):
        text = (folder / name).read_text(encoding="utf-8")
        assert not re.search(r"[а-яіїєґ]'[а-яіїєґ]", text, re.IGNORECASE), name
    app.set_language("uk")
    assert tr("client.games.five_tribes.name") == "Пʼять Каст"
    costs = [names.djinn_cost(d) for d in range(len(DJINNS))]
    assert "1+ факірів" not in costs and "один або кілька факірів" in costs


def test_a_bots_seat_number_does_not_read_like_its_level(app: App):
    from game.client.table.start import bot_name

    app.set_language("uk")
    assert bot_name("easy", 2) == "Бот: легкий · місце 2"
    app.set_language("en")
    assert bot_name("hard", 3) == "Bot: hard · seat 3"


@pytest.mark.parametrize("language", ["en", "uk"])
def test_every_rule_option_names_itself_plainly_and_fits_its_button(app: App, language: str):
    from game.client.table.new_game import flag_value_key
    from game.client.text import font
    from game.rules.five_tribes import TITLE

    app.set_language(language)
    for name, spec in TITLE.flags.items():
        title = tr(f"five_tribes.flags.{name}.name")
        help_text = tr(f"five_tribes.flags.{name}.help")
        assert font(18).size(title)[0] <= 360, title  # the label above the button
        assert len(help_text) > len(title) + 20, f"{name}: the help should say more than the label"
        values = [tr(flag_value_key("five_tribes", name, choice)) for choice in spec.choices]
        assert len(set(values)) == len(values)
        for value in values:
            assert font(22).size(value)[0] <= 340, f"{value!r} overflows its 360 px button"


def test_rule_option_tooltips_are_wide_and_opaque():
    import json

    from game.client.app import THEME_PATH

    theme = json.loads(THEME_PATH.read_text(encoding="utf-8"))
    assert int(theme["tool_tip"]["misc"]["rect_width"]) >= 400
    # The tip draws its text in a text box of its own (pygame-gui "tool_tip.text_box"): both opaque.
    for element in ("tool_tip", "tool_tip.text_box"):
        assert theme[element]["colours"]["dark_bg"].upper().endswith("FF"), element
