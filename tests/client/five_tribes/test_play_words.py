"""Words seen while playing Five Tribes by hand in a real window (session ft-play)."""

from __future__ import annotations

from typing import Any

from game.client.five_tribes import labels, names
from game.client.five_tribes.logbook import FiveTribesWriter
from game.rules.five_tribes import FiveTribesState
from game.rules.five_tribes import events as E
from game.rules.five_tribes.data import CARD_NAMES, DJINNS
from game.rules.five_tribes.model import Step
from tests.rules.five_tribes.conftest import play, position

CARD = {name: index for index, name in enumerate(CARD_NAMES)}
DJINN = {d.id: index for index, d in enumerate(DJINNS)}


def at_end(**holdings: Any) -> FiveTribesState:
    """Player 1 has just taken 2 elders on an oasis and is at the end of the turn."""
    state = position(tiles={"a1": {"meeples": "white"}, "b1": {"meeples": "white"}}, holdings={0: holdings})
    play(state, "pick a1", "drop b1 white")
    assert state.step == Step.END
    return state


def test_the_end_of_turn_prompt_offers_no_sale_and_no_djinn_when_there_is_neither(en: None):
    assert labels.prompt(at_end()) == "End your turn"


def test_the_end_of_turn_prompt_offers_a_sale_only_with_goods_to_sell(en: None):
    prompt = labels.prompt(at_end(cards={"silk": 1}))
    assert prompt == "Sell a set of different goods (1, 3, 7, 13, 21… coins) or end your turn"


def test_the_end_of_turn_prompt_offers_a_djinn_only_with_a_power_to_use(en: None):
    assert labels.prompt(at_end(djinns=["sloar"], cards={"fakir": 1})) == "Use a djinn or end your turn"


def test_the_end_of_turn_prompt_offers_both_when_both_can_be_done(uk: None):
    prompt = labels.prompt(at_end(djinns=["sloar"], cards={"fakir": 1, "silk": 1}))
    assert prompt.startswith("Продайте набір") and "використайте джина" in prompt


def test_a_passive_djinn_is_no_power_to_offer_at_the_end_of_the_turn(uk: None):
    assert labels.prompt(at_end(djinns=["shamhat"])) == "Завершіть хід"


def test_the_ukrainian_sale_line_lists_the_goods_after_the_price(uk: None):
    # Guards against: "Гравець 1 продає Пшениця, Кераміка за 3 монети" (a list of names in the
    # nominative where Ukrainian wants the accusative); after a colon the names read right.
    writer = FiveTribesWriter(["Гравець 1", "Гравець 2"].__getitem__)
    sale = E.SuitSold(player=0, cards=(CARD["wheat"], CARD["pottery"]), value=3)
    assert writer.describe(sale) == "Гравець 1 продає за 3 монети: Пшениця, Кераміка"
    single = E.SuitSold(player=1, cards=(CARD["pottery"],), value=1)
    assert writer.describe(single) == "Гравець 2 продає за 1 монету: Кераміка"


def test_sloars_face_down_card_is_worded_as_a_face_down_card_in_ukrainian(uk: None):
    # Guards against: "карта ресурсів закрито" on the card, "(закрито)" in its tooltip.
    writer = FiveTribesWriter(["Гравець 1", "Гравець 2"].__getitem__)
    drawn = E.CardsTaken(player=0, cards=(CARD["silk"],), source="pile", private=True)
    assert writer.describe(drawn) == "Гравець 1 бере 1 закриту карту"
    sloar = DJINN["sloar"]
    assert names.djinn_short(sloar) == "закрита карта ресурсів"
    assert "закрито" not in names.djinn_effect(sloar)
