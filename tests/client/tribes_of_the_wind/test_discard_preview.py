"""Hovering a temple-action discard says, before the click, which cards go with it (the discards
rise in slot order, so a card with exactly as many cards to its right as discards remain takes
them all) and which cards kept could no longer be played (the discards change your own counts)."""

from __future__ import annotations

from game.client.tribes_of_the_wind.discards import discard_lines
from game.client.tribes_of_the_wind.plan import Bonuses
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY
from game.rules.tribes_of_the_wind.state import Phase, TotwState

# r01: "you≥2 red" (both copies); the others "none", always playable
HAND = ["r01a", "b10a", "g10a", "y10a", "r01b"]


def temple_action(*discards: int) -> TotwState:
    board = {"leader": "aelis", "hand": HAND, "terrain": {"a1": {"tile": "start_1"}}}
    state = TITLE.scenario({"players": 2, "seed": 3, "boards": [board]})
    assert isinstance(state, TotwState)
    state.apply(state.parse_action("temple"))
    for slot in discards:
        state.apply(act.discard(slot))
    assert state.phase == Phase.DISCARD
    return state


FORCED = {
    "en": [
        "Cards 4 (yellow) and 5 (red) go too: they are the only ones left to the right",
        "After this discard card 1 (red) can no longer be played",  # card 5's red went with it
    ],
    "uk": [
        "Карти 4 (жовта) і 5 (червона) теж підуть: праворуч лишилися лише вони",
        "Після цього скидання карту 1 (червона) вже не зіграти",
    ],
}


def test_the_card_that_takes_the_rest_with_it_names_them_before_the_click(lang: str):
    state = temple_action()  # 3 discards to make
    assert discard_lines(state, act.discard(3)) == FORCED[lang]
    state.apply(act.discard(3))
    # what the line promised: the engine took cards 4 and 5 at once, the action went on
    assert state.boards[0].hand[2:] == [EMPTY] * 3 and state.phase != Phase.DISCARD


def test_a_discard_that_leaves_a_choice_names_no_other_card(lang: str):
    state = temple_action(1)  # 2 to make: card 2 leaves 3, 4 and 5 to choose from
    assert not any("2 (" in line or "3 (" in line for line in discard_lines(state, act.discard(2)))
    assert Bonuses().get(state, act.discard(4)) == [
        {"en": "Card 5 (red) goes too: it is the only one left to the right",
         "uk": "Карта 5 (червона) теж піде: праворуч лишилася лише вона"}[lang]
    ]  # fmt: skip


UNPLAYABLE = {
    "en": "After this discard card 5 (red) can no longer be played",
    "uk": "Після цього скидання карту 5 (червона) вже не зіграти",
}


def test_discarding_a_red_card_warns_that_the_other_red_card_stops_being_playable(lang: str):
    state = temple_action()
    assert discard_lines(state, act.discard(1)) == [UNPLAYABLE[lang]]
    # a card whose requirement does not count your own cards is never named
    assert discard_lines(state, act.discard(2)) == []
