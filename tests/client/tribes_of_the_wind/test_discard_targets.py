"""A Tribes of the Wind question's targets are only what answers it (a click plays an action, or
makes a first choice): at the temple action's discards the cards not yet discardable were listed
too, answering nothing. A click on such a card still says why (the discards go from left to
right), as a click on nothing does."""

from __future__ import annotations

import random

from game.client import games
from game.client.app import App
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import TITLE
from game.rules.tribes_of_the_wind import actions as act
from tests.client.table.test_hint import click, table_at

games.load_game_packages()


def test_a_card_not_yet_discardable_is_no_target_and_a_click_on_it_says_why(lang_app: App):
    state = TITLE.new_game(2, 3)
    state.apply(act.TEMPLE_ACTION)
    state.apply(act.discard(2))  # card 1 is behind, card 5 must wait
    table = table_at(lang_app, "tribes_of_the_wind", state)
    question = table.question
    assert question is not None
    assert [t.key for t in question.targets] == ["hand:3", "hand:4"]
    assert question.live_targets() == question.targets
    for slot in (0, 4):
        before = table.state.to_dict()
        click(lang_app, L.holder_rect(slot).center)
        assert table.state.to_dict() == before, "nothing is discarded"
        assert table.message == question.why_not != "", slot + 1


def test_every_target_of_a_played_games_questions_answers_it(quick_app: App):
    table = table_at(quick_app, "tribes_of_the_wind")
    view = table.view
    checked = discards = 0
    rng = random.Random(4)
    state = TITLE.new_game(2, 4)
    while not state.is_terminal():
        # the question the table asks the seat to move (as the replay asks it, table/replay.py)
        question = view.question(
            table.ctx(view.observe(state, state.current_player())), state.legal_actions()
        )
        view.reset()
        for target in question.targets:
            assert target.actions or target.choose, (len(state.history), target.key)
        checked += 1
        discards += any(act.DISCARD < a < act.PLACE_TEMPLE for a in state.legal_actions())
        state.apply(rng.choice(state.legal_actions()))
    assert checked > 200 and discards > 5
