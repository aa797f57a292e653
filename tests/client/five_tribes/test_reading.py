"""Issue 15, Five Tribes' own items: what the table shows and says while a person plays."""

from __future__ import annotations

from game.client.five_tribes import choices
from game.client.five_tribes.view import FiveTribesView, new_session
from game.client.table import Ctx
from game.client.table.session import GameSetup, Seat
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
