"""The Five Tribes action bar reads as it should: after "Sell:" only the goods, "End turn" apart;
bid keys that do not move between rounds; a hand slot's key drawn as a key, not as a count."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.client.app import App
from game.client.five_tribes.view import new_session, table_scene
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step


def played_to(seed: int, wanted: Callable[[FiveTribesState], bool]) -> FiveTribesState:
    """A seeded two-player game played on at random until ``wanted`` holds."""
    state = TITLE.new_game(2, seed)
    rng = random.Random(seed)
    for _ in range(3000):
        if wanted(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("the game never got there")


def open_at(app: App, state: FiveTribesState) -> TableScene:
    table = table_scene(app, new_session(GameSetup([Seat("Ann"), Seat("Bob")], 4), state))
    app.stack.push(table)
    app.run(frames=2)
    assert table.human_turn()
    return table


def can_sell(state: FiveTribesState) -> bool:
    return state.step == Step.END and any(A.SELL_KIND <= a < A.SELL for a in state.legal_actions())


@pytest.mark.parametrize("seed", [1, 2])
def test_end_turn_stands_apart_from_the_goods_after_sell(quick_app: App, lang: str, seed: int):
    # Guards against: "Sell: 1 Wheat 2 Pottery 3 End turn", End turn read as one more sale.
    quick_app.set_language(lang)
    table = open_at(quick_app, played_to(seed, can_sell))
    sales = [b for b in table.options.buttons if b.action is not None and A.SELL_KIND <= b.action < A.SELL]
    end = next(b for b in table.options.buttons if b.action == A.END)
    assert sales
    assert end.rect.left - max(b.rect.right for b in sales) >= 60
    assert end.rect.right == table.view.zones().options.right


def bidding_after_a_taken_place(state: FiveTribesState) -> bool:
    """A bid where some place on the track (not the free ones) is taken already."""
    return state.step == Step.BID and any(A.bid(spot) not in state.legal_actions() for spot in range(6))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_bids_key_is_its_place_on_the_track_whatever_is_taken(quick_app: App, seed: int):
    # Guards against: the digits renumbered in a new round ("6 Bid 0" when place 1 was gone).
    table = open_at(quick_app, played_to(seed, bidding_after_a_taken_place))
    bids = [b for b in table.options.buttons if b.action is not None and b.action < A.PICK]
    assert bids
    assert [b.hotkey for b in bids] == [str(b.action + 1) for b in bids if b.action is not None]


def test_a_hand_slots_key_is_drawn_as_a_key_not_as_a_bare_number(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    # Guards against: "1" beside a blue meeple whose count badge said 2 read as a count.
    from game.client.five_tribes import view as ft_view
    from tests.client.conftest import record_blits

    def three_colours(state: FiveTribesState) -> bool:
        return state.step == Step.DROP and sum(1 for count in state.turn.hand if count) >= 3

    table = open_at(quick_app, played_to(4, three_colours))
    keys: list[str] = []
    real = ft_view.draw_keycap
    monkeypatch.setattr(
        ft_view, "draw_keycap", lambda surface, key, at: keys.append(key) or real(surface, key, at)
    )
    words = record_blits(monkeypatch, ft_view)
    table.view.draw_action_bar(quick_app.canvas, table.ctx(), table.state)
    # Each colour's own key (1 yellow ... 5 red), not the slot's place in the row.
    assert keys == [str(colour + 1) for colour in sorted(table.view.hand_rects(table.state))]
    assert not set(words) & set(keys)
