"""What the table shows and says while a person plays."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pygame
import pytest

from game.client.app import App
from game.client.five_tribes import labels, questions, words
from game.client.five_tribes import layout as L
from game.client.five_tribes.logwords import FiveTribesWriter
from game.client.lettering import fit_width
from game.client.text import tr
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
    question = questions.build_question(state)
    djinn_options = [a - A.DJINN for a in question.options if A.DJINN <= a < A.DJINN + len(DJINNS)]
    assert djinn_options == [DJINN[d] for d in row]


def drawn_words(monkeypatch: pytest.MonkeyPatch, draw: Callable[[], None]) -> list[str]:
    """Every line of text ``draw`` renders through the widget kit (hud's imports of it, and the
    kit's own calls, e.g. ``blit_lines`` squeezing lines with ``condensed``)."""
    from game.client import badges, lettering, widgets
    from game.client.five_tribes import rows

    seen: list[str] = []
    for module in (rows, widgets, lettering, badges):
        for name in ("blit_text", "condensed", "outline_text"):
            if not hasattr(module, name):
                continue
            real = getattr(module, name)

            def spy(*args: Any, _real: Any = real, _name: str = name, **kw: Any) -> Any:
                seen.append(args[1] if _name != "condensed" else args[0])
                return _real(*args, **kw)

            monkeypatch.setattr(module, name, spy)
    draw()
    return seen


@pytest.mark.parametrize("language", ["en", "uk"])
def test_every_djinn_card_prints_its_power_in_a_few_words_and_no_passive(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
):
    from game.client.five_tribes import rows

    app.set_language(language)
    surface = pygame.Surface((1600, 900))
    rect = L.djinn_card_rect(0)
    powers = set()
    for djinn in range(len(DJINNS)):
        drawn = drawn_words(monkeypatch, lambda d=djinn: rows.draw_djinn_card(surface, app.assets, d, rect))
        monkeypatch.undo()
        short = words.djinn_short(djinn)
        lines = fit_width(short, 16, rect.width - 12)
        assert len(lines) <= 2, f"{short!r} needs a third line"
        assert drawn[0] == words.djinn(djinn) and " ".join(drawn[1 : 1 + len(lines)]) == short, drawn
        assert all("passive" not in w and "пасивн" not in w for w in drawn)
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
    costs = [words.djinn_cost(d) for d in range(len(DJINNS))]
    assert "1+ факірів" not in costs and "один факір або більше" in costs


def test_every_djinn_cost_fits_its_card_on_two_lines_without_squeezing(app: App, lang: str):
    # Guards against: Echidna's "мудрець + мудрець/факір" wrapped and its second line was squeezed
    # against the card's right rim.
    from game.client.five_tribes import rows
    from game.client.text import font

    app.set_language(lang)
    room = rows.cost_room(L.djinn_card_rect(0))
    for djinn in range(len(DJINNS)):
        cost = words.djinn_cost(djinn)
        if cost is None:
            continue
        lines = fit_width(cost, 16, room)
        assert len(lines) <= 2, (DJINNS[djinn].id, lines)
        assert all(font(16).size(line)[0] <= room for line in lines), (DJINNS[djinn].id, lines)


def test_a_bots_seat_number_does_not_read_like_its_level(app: App):
    from game.client.table.start import bot_name

    app.set_language("uk")
    assert bot_name("easy", 2) == "Бот 2 (легкий)"
    app.set_language("en")
    assert bot_name("hard", 3) == "Bot 3 (hard)"


def test_a_bots_name_reads_as_a_name_inside_the_prompt_and_log_sentences(app: App):
    """Guards against: "Бот: легкий · місце 2 думає…" read like a settings line."""
    from game.client.table.start import bot_name

    app.set_language("uk")
    assert tr("table.prompt.bot_thinking", player=bot_name("easy", 2)) == "Бот 2 (легкий) думає…"
    app.set_language("en")
    assert tr("table.prompt.bot_thinking", player=bot_name("normal", 2)) == "Bot 2 (normal) is thinking…"


def test_a_game_saved_with_an_earlier_bot_name_shows_todays_name(app: App):
    from game.client.table.session import Seat
    from game.client.table.start import seat_name

    app.set_language("en")
    assert seat_name(Seat("Бот: легкий · місце 2", "easy"), 1) == "Bot 2 (easy)"
    assert seat_name(Seat("Bot: hard (3)", "hard"), 2) == "Bot 3 (hard)"
    assert seat_name(Seat("Bot: hard (3)", "hard"), 1) == "Bot: hard (3)"  # not seat 2's name


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


def _panel_words(monkeypatch: pytest.MonkeyPatch, app: App, state: FiveTribesState, viewer: int) -> list[str]:
    from game.client.five_tribes import seats

    seen: list[str] = []
    real = seats.blit_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
        seen.append(text)
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(seats, "blit_text", spy)
    seats.draw_panels(pygame.Surface((1600, 900)), app.assets, state, ["Ann", "Bob"], viewer)
    monkeypatch.undo()
    return seen


def test_with_hidden_gold_the_table_shows_only_your_own_coins_and_curtains_every_hand_over(
    app: App, monkeypatch: pytest.MonkeyPatch
):
    from game.client.five_tribes import tooltips
    from game.client.five_tribes.seats import Spot, panel_spots
    from game.client.five_tribes.view import FiveTribesView, new_session
    from game.client.table.session import GameSetup, Seat, curtain_before

    people = GameSetup([Seat("Ann"), Seat("Bob")], 3, {"hidden_gold": True})
    session = new_session(people)
    session.state.players[1].gold = 37  # Bob's coins differ from Ann's 50 (hidden either way)
    view = FiveTribesView(app)
    assert curtain_before(session, 1, 0)  # a different person: the coins are private
    assert not curtain_before(session, 1, 1)
    seen = view.observe(session.state, 0)
    shown = _panel_words(monkeypatch, app, seen, 0)
    assert "50" in shown and "37" not in shown and "?" in shown
    assert tr("five_tribes.table.score_hidden") in shown
    bob_gold = next(s for s in panel_spots(seen, 1, 0) if s.kind == Spot.GOLD)
    tip = tooltips.tooltip_at(seen, bob_gold.rect.center, 0, ["Ann", "Bob"].__getitem__)
    assert (
        tip is not None
        and "37" not in tip[0] + tip[1]
        and tip[0] == tr("five_tribes.tooltip.gold_hidden_title")
    )
    bob_score = next(s for s in panel_spots(seen, 1, 0) if s.kind == Spot.SCORE)
    score_tip = tooltips.tooltip_at(seen, bob_score.rect.center, 0, ["Ann", "Bob"].__getitem__)
    assert score_tip is not None and dict(score_tip[2])[tr("table.results.total")] == "?"
    nobody = view.public_state(session.state)  # behind the curtain, nobody's coins
    assert [h.gold for h in nobody.players] == [-1, -1]
    public = new_session(GameSetup([Seat("Ann"), Seat("Bob")], 3))
    public.state.players[1].gold = 37
    assert not curtain_before(public, 1, 0)
    assert "37" in _panel_words(monkeypatch, app, view.observe(public.state, 0), 0)


def test_the_glow_on_legal_tiles_stands_out_even_when_every_tile_glows_at_its_faintest(app: App):
    import numpy as np

    from game.client.five_tribes.board import BoardView, glow_tile
    from game.rules.five_tribes import TITLE

    state = TITLE.new_game(2, 4)
    plain = pygame.Surface((1600, 900))
    BoardView(app.assets).draw(plain, state)
    lit = plain.copy()
    for tile in range(30):
        glow_tile(lit, tile, 0.0, False)  # the low point of the pulse
    before = pygame.surfarray.array3d(plain).astype(int)
    after = pygame.surfarray.array3d(lit).astype(int)
    for rect in L.TILE_RECTS:
        band = np.zeros(before.shape[:2], bool)  # the 6 px inside each tile's edge
        band[rect.x : rect.right, rect.y : rect.bottom] = True
        band[rect.x + 6 : rect.right - 6, rect.y + 6 : rect.bottom - 6] = False
        change = np.abs(after[band] - before[band]).sum(axis=1).mean()
        assert change >= 120, f"the glow on {rect} changes its edge by only {change:.0f} (of 765)"


def test_the_drawn_path_leaves_the_meeples_just_dropped_in_sight(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    from game.client.five_tribes import view as ft_view
    from game.client.five_tribes.board import MEEPLE_SLOTS
    from game.client.five_tribes.view import new_session, table_scene
    from game.client.table.session import GameSetup, Seat

    session = new_session(GameSetup([Seat("Ann"), Seat("Bot", "easy")], 4))
    while session.state.step != Step.START or session.seat(session.to_move()).is_bot:
        legal = session.state.legal_actions()
        session.apply(legal[-1] if session.state.step == Step.BID else legal[0])
    session.apply(next(a for a in session.state.legal_actions() if A.PICK <= a < A.DROP))
    session.apply(session.state.legal_actions()[0])
    path = questions.move_path(session.state)
    assert len(path) == 2
    quick_app.stack.push(table_scene(quick_app, session))

    def canvas() -> np.ndarray:
        quick_app.stack.top.renderer.base_key = ()  # type: ignore[attr-defined]  # redraw the cached layer
        quick_app.run(frames=2)
        return pygame.surfarray.array3d(quick_app.canvas).astype(int)

    with_path = canvas()
    monkeypatch.setattr(ft_view, "move_path", lambda state: [])
    without = canvas()
    assert (with_path != without).any(), "the path is drawn"
    for tile in path:
        rect = L.TILE_RECTS[tile]
        for colour, (cx, cy) in enumerate(MEEPLE_SLOTS):
            if session.state.meeples[tile][colour] == 0:
                continue
            x, y = rect.x + cx, rect.y + cy
            body = (slice(x - 8, x + 8), slice(y - 12, y + 10))
            changed = np.abs(with_path[body] - without[body]).sum(axis=2).mean()
            assert changed < 40, f"the path changes a meeple on tile {tile} by {changed:.0f} (of 765)"


def test_each_tiles_value_ring_shows_blue_or_red_around_its_number(app: App):
    from game.client.five_tribes.board import BoardView
    from game.rules.five_tribes import TITLE
    from game.rules.five_tribes.data import BLUE_KINDS

    state = TITLE.new_game(2, 4)
    pixels = pygame.surfarray.array3d(BoardView(app.assets).static_layer(state)).astype(int)
    for tile in range(30):
        rect = L.TILE_RECTS[tile].move(-L.BOARD_CLOTH.x, -L.BOARD_CLOTH.y)
        cx, cy = rect.x + 19, rect.y + 19
        xs, ys = np.meshgrid(np.arange(cx - 18, cx + 19), np.arange(cy - 18, cy + 19), indexing="ij")
        distance = np.hypot(xs - cx, ys - cy)
        ring = pixels[xs[(distance >= 11.5) & (distance <= 15)], ys[(distance >= 11.5) & (distance <= 15)]]
        blue = state.tile_kind[tile] in BLUE_KINDS
        shown = (ring[:, 2] > ring[:, 0] + 80) if blue else (ring[:, 0] > ring[:, 2] + 80)
        assert shown.mean() >= 0.9, f"tile {tile}: the number hides its {'blue' if blue else 'red'} disc"


def test_a_meeple_count_sits_on_its_own_meeple_and_inside_the_tile(app: App, monkeypatch: pytest.MonkeyPatch):
    from game.client import badges
    from game.client.five_tribes import board
    from game.client.five_tribes.art import MEEPLE_SIZE
    from game.client.five_tribes.board import MEEPLE_SLOTS, BoardView

    colours = ["yellow", "white", "green", "blue", "red"]
    state = position(tiles={"f1": {"meeples": " ".join(c for c in colours for _ in range(3))}})
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = board.outline_text

    def spy(surface: pygame.Surface, text: str, size: int, colour: Any, pos: Any, *a: Any, **kw: Any) -> Any:
        drawn.append((text, pos))
        return real(surface, text, size, colour, pos, *a, **kw)

    monkeypatch.setattr(board, "outline_text", spy)
    monkeypatch.setattr(badges, "outline_text", spy)  # the count badge is the widget kit's
    BoardView(app.assets).draw(pygame.Surface((1600, 900)), state, with_static=False)
    tile = L.TILE_RECTS[TILE_INDEX["f1"]]
    counts = [pos for text, pos in drawn if text == "3"]
    assert len(counts) == 5
    for (cx, cy), pos in zip(MEEPLE_SLOTS, counts, strict=True):
        sprite = pygame.Rect(0, 0, *MEEPLE_SIZE)
        sprite.center = (tile.x + cx, tile.y + cy)
        badge = pygame.Rect(0, 0, 20, 20)
        badge.center = (round(pos[0]), round(pos[1]))
        assert sprite.collidepoint(badge.center), "the count is not on its meeple"
        assert tile.contains(badge), "the count runs off the tile"


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_legend_of_the_tile_kinds_explains_each_on_hover(app: App, language: str):
    from game.client.five_tribes import tooltips
    from game.rules.five_tribes import TITLE

    app.set_language(language)
    state = TITLE.new_game(2, 4)
    tips = [tooltips.tooltip_at(state, L.legend_rect(kind).center, 0, str) for kind in range(5)]
    assert all(tip is not None for tip in tips)
    assert len({tip[0] for tip in tips if tip}) == 5
    blue = tr("five_tribes.tooltip.kind_blue")
    assert [blue in tip[0] for tip in tips if tip] == [True, True, False, False, False]
    assert all(L.MIDDLE.contains(L.legend_rect(kind)) for kind in range(5))


def test_hovering_the_last_drop_says_what_the_move_would_give(app: App):
    tiles = {
        "a1": {"meeples": "blue"},
        "b1": {"kind": "village", "meeples": "blue"},
        "c1": {"meeples": "white"},
    }
    state = position(tiles=tiles)
    play(state, "pick a1")
    b1 = TILE_INDEX["b1"]
    vp = state.tile_vp[b1]  # b1 is left bare: the camel takes it
    assert labels.move_preview(state, b1, 3) == f"builders: 2 coins · a palace · the tile ({vp} VP)"
    app.set_language("uk")
    assert labels.move_preview(state, b1, 3) == f"будівельники: 2 монети · палац · плитка ({vp} ПО)"
    app.set_language("en")
    elders = position(tiles={"a1": {"meeples": "white"}, "b1": {"meeples": "white white"}})
    play(elders, "pick a1")
    assert labels.move_preview(elders, b1, 1) == f"+3 elders · a palm · the tile ({elders.tile_vp[b1]} VP)"


def sacred_drop(holding: dict[str, Any], meeples: str = "blue") -> FiveTribesState:
    """Player 1's last meeple in hand, b1 a sacred place with a djinn row on the table."""
    tiles = {"a1": {"meeples": meeples}, "b1": {"kind": "sacred_place", "meeples": meeples}}
    state = position(tiles=tiles, holdings={0: holding})
    play(state, "pick a1")
    assert state.step == Step.DROP and state.djinn_row
    return state


def test_the_last_drop_on_a_sacred_place_offers_a_djinn_only_to_a_player_who_can_pay(app: App, lang: str):
    # Guards against: "a djinn for 2 elders" to a player without an elder (4.4: an elder and an
    # elder or fakir).
    app.set_language(lang)
    b1 = TILE_INDEX["b1"]
    offer, refusal = tr("five_tribes.preview.tile_sacred_place"), tr("five_tribes.preview.no_djinn")
    assert refusal in labels.move_preview(sacred_drop({}), b1, 3)
    assert refusal in labels.move_preview(sacred_drop({"elders": 1}), b1, 3)
    assert offer in labels.move_preview(sacred_drop({"elders": 2}), b1, 3)
    assert offer in labels.move_preview(sacred_drop({"elders": 1, "cards": {"fakir": 1}}), b1, 3)
    # The elder dropped last stays with the player and pays with the one held.
    assert offer in labels.move_preview(sacred_drop({"elders": 1}, "white"), b1, 1)


def test_the_last_drop_on_a_market_says_when_the_coins_fall_short(app: App, lang: str):
    app.set_language(lang)
    tiles = {"a1": {"meeples": "red"}, "b1": {"kind": "large_market", "meeples": "red"}}
    poor = position(tiles=tiles, holdings={0: {"gold": 5}})
    play(poor, "pick a1")
    b1 = TILE_INDEX["b1"]
    assert tr("five_tribes.preview.no_coins") in labels.move_preview(poor, b1, 4)
    rich = position(tiles=tiles, holdings={0: {"gold": 6}})
    play(rich, "pick a1")
    assert tr("five_tribes.preview.tile_large_market") in labels.move_preview(rich, b1, 4)


def test_fakir_choices_say_the_coins_or_the_reach_they_buy(app: App):
    tiles = {"a1": {"meeples": "blue"}, "b1": {"kind": "village", "meeples": "blue"}}
    state = position(tiles=tiles, holdings={0: {"cards": {"fakir": 1}}})
    play(state, "pick a1", "drop b1 blue")
    assert state.step == Step.BUILD
    labelled = [labels.option_label(state, a) for a in state.legal_actions() if A.FAKIRS <= a < A.KILL]
    assert labelled == ["0 fakirs: 2 coins", "1 fakir: 3 coins"]
    tiles = {"a1": {"meeples": "red"}, "b1": {"meeples": "red"}, "f5": {"meeples": "green"}}
    assassins = position(tiles=tiles, holdings={0: {"cards": {"fakir": 1}}})
    play(assassins, "pick a1", "drop b1 red")
    assert assassins.step == Step.ASSASSIN
    labelled = [
        labels.option_label(assassins, a) for a in assassins.legal_actions() if A.FAKIRS <= a < A.KILL
    ]
    assert labelled == ["0 fakirs: reach 2 tiles", "1 fakir: reach 3 tiles"]


def test_the_payment_prompt_says_what_it_pays_for_and_what_is_already_paid(app: App):
    state = at_sacred_place(["utug", "enki", "anun_nak"])
    state.players[0].cards[9] = 1  # a fakir too: the second elder or the fakir
    state._legal = None
    play(state, "djinn utug")
    assert state.step == Step.PAY
    assert labels.prompt(state) == "Pay for the djinn Utug: 1 elder is paid; the second: an elder or a fakir?"


def test_the_sale_shows_nothing_to_sell_the_price_of_the_set_and_a_cancel(quick_app: App):
    from game.client.five_tribes.view import new_session, selling, table_scene
    from game.client.table.session import GameSetup, Seat

    bare = position(tiles={"a1": {"meeples": "white"}, "b1": {"meeples": "white"}})
    play(bare, "pick a1", "drop b1 white")
    assert bare.step == Step.END
    assert not selling(bare, questions.build_question(bare)), "no 'Sell:' with nothing to sell"
    goods = position(
        tiles={"a1": {"meeples": "white"}, "b1": {"meeples": "white"}},
        holdings={0: {"cards": {"silk": 1, "fish": 1}}},
    )
    play(goods, "pick a1", "drop b1 white")
    assert selling(goods, questions.build_question(goods))
    session = new_session(GameSetup([Seat("Ann"), Seat("Bob"), Seat("Cy")], 3), goods)
    for _ in range(2):
        session.apply(next(a for a in session.state.legal_actions() if A.SELL_KIND <= a < A.SELL))
    goods = session.state
    assert labels.prompt(goods).startswith("Set: ") and "= 3 coins" in labels.prompt(goods)
    assert labels.option_label(goods, A.SELL) == "Sell 2 kinds: 3 coins"
    table = table_scene(quick_app, session)
    quick_app.stack.push(table)
    quick_app.run(frames=2)
    assert table.question is not None
    cancel = next(b for b in table.options.buttons if b.key == "undo:sale")
    assert cancel.label == "Cancel the sale"
    cancel.on_click()  # the option the table undoes for, until no set is being built
    assert session.state.step == Step.END and session.state.turn.suit == []


def test_a_second_click_where_a_good_was_added_never_cancels_the_sale(quick_app: App):
    # Guards against: after "+ Gold" the buttons moved and the next click there hit "Cancel the sale".
    from game.client.five_tribes.view import new_session, table_scene
    from game.client.table.session import GameSetup, Seat

    goods = position(
        tiles={"a1": {"meeples": "white"}, "b1": {"meeples": "white"}},
        holdings={0: {"cards": {"silk": 1, "fish": 1, "gold": 1, "ivory": 1}}},
    )
    play(goods, "pick a1", "drop b1 white")
    session = new_session(GameSetup([Seat("Ann"), Seat("Bob"), Seat("Cy")], 3), goods)
    session.apply(next(a for a in session.state.legal_actions() if A.SELL_KIND <= a < A.SELL))
    table = table_scene(quick_app, session)
    quick_app.stack.push(table)
    for _ in range(2):  # add a good, then look at what lies where its button was
        quick_app.run(frames=2)
        assert session.state.step == Step.SUIT
        added = next(
            b for b in table.options.buttons if b.action is not None and A.SELL_KIND <= b.action < A.SELL
        )
        place = added.rect.center
        added.on_click()
        quick_app.run(frames=2)
        under = [b for b in table.options.buttons if b.rect.collidepoint(place)]
        assert all(b.key != "undo:sale" for b in under), [b.key for b in table.options.buttons]
    assert table.options.buttons[0].key == "undo:sale"


def test_a_djinn_in_the_row_says_it_is_bought_at_a_sacred_place_and_refilled_only_at_clean_up(app: App):
    from game.client.five_tribes import tooltips

    state = position(tiles={"a1": {"meeples": "yellow"}})
    djinn = state.djinn_row[0]
    for language, words_of_refill in (("en", "end of the round"), ("uk", "наприкінці раунду")):
        app.set_language(language)
        tip = tooltips.tooltip_at(state, L.djinn_card_rect(0).center, 0, lambda p: f"P{p}")
        assert tip is not None and words_of_refill in tip[1]
        assert words_of_refill not in labels.djinn_tooltip(djinn)[1]  # an owned djinn's says nothing of it
    app.set_language("en")
