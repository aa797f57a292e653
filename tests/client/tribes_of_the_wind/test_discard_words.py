"""A plan's discard step names the card by what it would do, and says so: "Discard card 3 (blue;
its effect: 2 water, remove 1 pollution)". Guards against: "Discard card 3 (blue: 2 water, remove
1 pollution)" read as if the discard itself gave the water (seen in play)."""

from __future__ import annotations

from game.client.tribes_of_the_wind import questions
from game.client.tribes_of_the_wind.words import card_gist
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act

EFFECT = {"en": "its effect: ", "uk": "її ефект: "}
VERB = {"en": "Discard card", "uk": "Скинути карту"}


def test_a_discard_step_says_the_effect_is_the_cards_not_the_discards(lang: str):
    state = TITLE.new_game(2, 3)
    hand = state.boards[state.seat].hand
    for slot in range(1, 6):
        label = questions.hint_label(state, act.DISCARD + slot)
        assert label is not None
        gist = card_gist(state.data, hand[slot - 1])
        assert label.startswith(f"{VERB[lang]} {slot} (")
        assert label.endswith(f"{EFFECT[lang]}{gist})"), label  # the gist follows "its effect", nothing else
