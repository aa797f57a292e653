"""Hot-seat privacy, tooltips in words for every djinn, card and tile, and the running score."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.app import App
from game.client.five_tribes import hover
from game.client.five_tribes import layout as L
from game.client.five_tribes.panels import Spot, panel_spots
from game.client.five_tribes.view import new_session, table_scene
from game.client.scenes.curtain import CurtainScene
from game.client.settings import AnimationSpeed, Settings
from game.client.table.session import GameSetup, Seat, Session, curtain_before
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes.data import CARD_NAMES, DJINNS
from tests.client.conftest import key

SILK = CARD_NAMES.index("silk")
FISH = CARD_NAMES.index("fish")
DJINN_IDS = [d.id for d in DJINNS]


def private_cards_scenario(**extra: Any) -> FiveTribesState:
    """Two players in the bid phase, player 1 to bid first; both hold a card drawn face down."""
    kinds = ("village", "sacred_place", "oasis", "small_market", "large_market")
    colours = ("yellow", "white", "green", "blue", "red")
    board = [
        {"kind": kinds[t % 5], "meeples": {colours[t % 5]: 1, colours[(t + 2) % 5]: 1}} for t in range(30)
    ]
    return TITLE.scenario(
        {
            "players": 2,
            "seed": 3,
            "board": board,
            "players_state": [
                {"cards": {"fish": 1}, "private_cards": {"fish": 1}},
                {"cards": {"silk": 2}, "private_cards": {"silk": 1}, **extra},
            ],
        }
    )


def two_people(state: FiveTribesState | None = None) -> Session:
    return new_session(GameSetup([Seat("Ann"), Seat("Bob")], 3), state)


def test_the_curtain_is_needed_only_for_a_different_person_holding_private_cards():
    session = two_people(private_cards_scenario())
    assert curtain_before(session, 1, None)
    assert curtain_before(session, 1, 0)
    assert not curtain_before(session, 1, 1)  # the same person keeps the screen
    public = two_people()
    assert not curtain_before(public, 1, 0)  # nothing hidden for them: no curtain
    solo = new_session(GameSetup([Seat("Ann"), Seat("Bot", "easy")], 3), private_cards_scenario())
    assert not curtain_before(solo, 0, None)


def test_hands_without_private_cards_change_hands_without_a_curtain(quick_app: App):
    app = quick_app
    table = table_scene(app, two_people())
    app.stack.push(table)
    for _ in range(3):
        app.run(frames=1)
        assert app.stack.top is table
        mover = table.state.current_player()
        assert table.viewer == mover
        table.play(table.state.legal_actions()[-1])
    app.run(frames=1)
    assert app.stack.top is table and table.viewer == table.state.current_player()


def test_a_curtain_hides_private_cards_until_their_owner_takes_the_screen(quick_app: App):
    app = quick_app
    table = table_scene(app, two_people(private_cards_scenario()))
    app.stack.push(table)
    app.run(frames=1)
    assert table.state.current_player() == 1
    assert isinstance(app.stack.top, CurtainScene)
    assert table.viewer is None
    app.stack.handle(key(pygame.K_RETURN))
    assert app.stack.top is table and table.viewer == 1
    # Bob sees his two silks face up (one private) and only the back of Ann's private fish.
    bob = {(s.kind, s.value) for s in panel_spots(table.state, 1, table.viewer)}
    ann = {(s.kind, s.value) for s in panel_spots(table.state, 0, table.viewer)}
    assert (Spot.CARD, SILK) in bob and (Spot.PRIVATE, -1) not in bob
    assert (Spot.PRIVATE, -1) in ann and (Spot.CARD, FISH) not in ann
    table.play(table.state.legal_actions()[-1])
    app.run(frames=1)
    assert table.state.current_player() == 0
    assert isinstance(app.stack.top, CurtainScene)
    app.stack.handle(key(pygame.K_SPACE))
    assert table.viewer == 0
    ann = {(s.kind, s.value) for s in panel_spots(table.state, 0, table.viewer)}
    assert (Spot.CARD, FISH) in ann


def test_tooltips_explain_djinns_in_panels_and_rows_cards_and_tiles_in_both_languages(app: App):
    state = private_cards_scenario(djinns=["sloar", "jafaar"])
    names = ["Ann", "Bob"].__getitem__
    spots = panel_spots(state, 1, 1)
    chips = [s for s in spots if s.kind == Spot.DJINN]
    assert [s.value for s in chips] == [DJINN_IDS.index("sloar"), DJINN_IDS.index("jafaar")]
    texts = {}
    for language in ("en", "uk"):
        app.set_language(language)
        djinn = hover.tooltip_at(state, chips[1].rect.center, 1, names)
        card = hover.tooltip_at(state, next(s for s in spots if s.kind == Spot.CARD).rect.center, 1, names)
        row = hover.tooltip_at(state, L.djinn_card_rect(0).center, 1, names)
        market = hover.tooltip_at(state, L.market_card_rect(0).center, 1, names)
        tile = hover.tooltip_at(state, L.TILE_RECTS[0].center, 1, names)
        assert None not in (djinn, card, row, market, tile)
        texts[language] = (djinn, card, row, market, tile)
    djinn, card, _, _, _ = texts["en"]
    assert djinn is not None and "Jafaar" in djinn[0] and "viziers score 3" in djinn[1]
    assert card is not None and card[0] == "Silk × 2" and card[1].endswith("seen only by you: 1")
    for en, uk in zip(texts["en"], texts["uk"], strict=True):
        assert en is not None and uk is not None and en[1] != uk[1]  # translated, not fallen back


def test_hovering_a_score_shows_every_line_of_the_running_breakdown(app: App):
    state = private_cards_scenario(djinns=["jafaar"], viziers=2, elders=1)
    score = next(s for s in panel_spots(state, 1, None) if s.kind == Spot.SCORE)
    found = hover.tooltip_at(state, score.rect.center, None, ["Ann", "Bob"].__getitem__)
    assert found is not None
    title, _, rows = found
    breakdown = state.score_breakdown(1)
    assert title == "Bob"
    assert len(rows) == len(breakdown) + 1
    assert [int(value) for _, value in rows[:-1]] == list(breakdown.values())
    assert rows[-1] == ("Total", str(state.scores()[1]))
    assert ("Viziers", "6") in rows and ("Vizier majority", "10") in rows  # Jafaar: 3 per vizier


def test_a_score_change_floats_up_by_the_panel_once_the_action_is_shown():
    app = App(Settings(language="en", animation_speed=AnimationSpeed.NORMAL), headless=True)
    try:
        table = table_scene(app, two_people())
        app.stack.push(table)
        app.run(frames=1)
        bidder = table.state.current_player()
        table.play(table.state.legal_actions()[0])  # the 18-coin spot
        for _ in range(60):
            app.run(frames=1)
            if table.floaters.items:
                break
        texts = [(item.text, item.x) for item in table.floaters.items]
        assert texts == [("\u221218", L.panel_rect(bidder, 2).right - 140)]
        app.run(frames=90)
        assert not table.floaters.items
    finally:
        app.close()


def test_every_panel_spot_and_every_middle_icon_explains_itself_in_both_languages(app: App):
    many = [
        "sloar",
        "jafaar",
        "haurvatat",
        "echidna",
        "anun_nak",
        "marid",
        "shamhat",
        "kandicha",
        "monkir",
        "nekir",
    ]
    state = private_cards_scenario(djinns=many + ["leta", "utug"])
    names = ["Ann", "Bob"].__getitem__
    icons = [L.spot_rect(spot).center for spot in range(9)] + [L.bid_slot_rect(i).center for i in range(4)]
    icons += [L.PALM_SUPPLY.center, L.PALACE_SUPPLY.center, L.PILE.center]
    icons += [L.bag_rect(colour).center for colour in range(5)]
    for language in ("en", "uk"):
        app.set_language(language)  # chips are as wide as their names: lay out per language
        spots = [spot for player in (0, 1) for spot in panel_spots(state, player, 1)]
        assert {spot.kind for spot in spots} == set(Spot)  # every kind of panel spot shows here
        for point in [spot.rect.center for spot in spots] + icons:
            found = hover.tooltip_at(state, point, 1, names)
            assert found is not None, point
            title, body, rows = found
            assert "five_tribes." not in title + body, (point, title, body)
            assert body or rows


def test_the_meeples_in_hand_say_what_their_tribe_would_do(quick_app: App):
    from game.client.five_tribes.labels import hand_tooltip
    from game.rules.five_tribes import actions as A
    from game.rules.five_tribes.model import Step

    session = new_session(GameSetup([Seat("Ann"), Seat("Bot", "easy")], 4))
    while session.state.step != Step.START or session.seat(session.to_move()).is_bot:
        legal = session.state.legal_actions()
        session.apply(legal[-1] if session.state.step == Step.BID else legal[0])
    session.apply(next(a for a in session.state.legal_actions() if A.PICK <= a < A.DROP))
    table = table_scene(quick_app, session)
    quick_app.stack.push(table)
    quick_app.run(frames=1)
    hand = table.view.hand_rects(table.state)
    assert hand and sum(table.state.turn.hand) > 0
    texts = {colour: hand_tooltip(colour, table.state.turn.hand[colour]) for colour in hand}
    assert all(f"{table.state.turn.hand[c]} " in title for c, (title, _, _) in texts.items())
    assert len({body for _, body, _ in texts.values()}) == len(texts)  # each tribe its own words
    quick_app.set_language("uk")
    assert all(hand_tooltip(c, 1)[1] != texts[c][1] for c in hand)
