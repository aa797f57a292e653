"""Board clicks in words (the hint panel of the Ukrainian table listed
"drop f2 white", the engine's notation), and the price of a one-kind set in English."""

from __future__ import annotations

import pytest

from game.client.app import App
from game.client.five_tribes import labels, words
from game.client.five_tribes.view import new_session, table_scene
from game.client.table.hint import HintPanel
from game.client.table.session import GameSetup, Seat
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.board import TILE_NAMES
from game.rules.five_tribes.model import Step
from tests.rules.five_tribes.conftest import play, position


def at_a_drop():
    tiles = {"a1": {"meeples": "white blue"}, "b1": {"meeples": "yellow"}, "c1": {"meeples": "blue"}}
    state = position(tiles=tiles)
    play(state, "pick a1")
    assert state.step == Step.DROP
    return state


@pytest.mark.parametrize("language", ["en", "uk"])
def test_picks_drops_and_aimed_powers_read_as_words(quick_app: App, language: str):
    quick_app.set_language(language)
    start = position()
    assert start.step == Step.START
    for action in [A.PICK + tile for tile in range(30)] + list(range(A.USE_ON_TILE, A.USE_ECHIDNA)):
        label = labels.option_label(start, action)
        assert label != start.action_to_str(action), label
        assert label.endswith(
            TILE_NAMES[(action - A.PICK) if action < A.DROP else (action - A.USE_ON_TILE) % 30]
        )
    drop = at_a_drop()
    for action in drop.legal_actions():
        tile, colour = divmod(action - A.DROP, 5)
        label = labels.option_label(drop, action)
        assert words.one_of_tribe(colour) in label and label.endswith(TILE_NAMES[tile]), label
        assert label != drop.action_to_str(action)


@pytest.mark.parametrize("language", ["en", "uk"])
def test_the_hint_names_a_drop_in_the_tables_language(quick_app: App, language: str):
    quick_app.set_language(language)
    state = at_a_drop()
    table = table_scene(quick_app, new_session(GameSetup([Seat("Ann"), Seat("Bob"), Seat("Cy")], 3), state))
    quick_app.stack.push(table)
    quick_app.run(frames=2)
    action = state.legal_actions()[0]
    label = HintPanel.words_for(table).step(table.state, action)
    assert label == labels.option_label(state, action)
    assert "drop" not in label and words.one_of_tribe((action - A.DROP) % 5) in label


def test_a_one_kind_set_sells_for_one_coin_in_the_singular(quick_app: App):
    quick_app.set_language("en")
    state = position(
        tiles={"a1": {"meeples": "white"}, "b1": {"meeples": "white"}},
        holdings={0: {"cards": {"silk": 1}}},
    )
    play(state, "pick a1", "drop b1 white")
    state.apply(A.sell_kind(4))  # silk
    assert state.step == Step.SUIT
    assert labels.option_label(state, A.SELL) == "Sell 1 kind: 1 coin"


def at_a_small_market(market: list[str]):
    tiles = {"a1": {"meeples": "yellow"}, "b1": {"kind": "small_market", "meeples": "yellow"}}
    state = position(tiles=tiles, market=market)
    play(state, "pick a1", "drop b1 yellow")
    assert state.step == Step.MARKET
    return state


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_market_button_names_the_card_without_a_second_number(quick_app: App, language: str):
    """Guards against: "1  1: Fakir", the hotkey beside the card's place in the row."""
    quick_app.set_language(language)
    state = at_a_small_market(["fish", "silk", "gold", "wheat"])
    offered = [a for a in state.legal_actions() if A.MARKET < a < A.DJINN]
    assert [labels.option_label(state, a) for a in offered] == [
        words.card(state.market[a - A.MARKET - 1]) for a in offered
    ]


@pytest.mark.parametrize("language", ["en", "uk"])
def test_two_identical_market_cards_are_told_apart_in_words(quick_app: App, language: str):
    quick_app.set_language(language)
    state = at_a_small_market(["fakir", "silk", "fakir", "wheat"])
    first, second, third = (labels.option_label(state, A.market(p)) for p in (1, 2, 3))
    assert first != third and words.card(state.market[0]) in first and words.card(state.market[0]) in third
    assert second == words.card(state.market[1])
    assert not any(c.isdigit() for c in first + third), (first, third)
