"""A Five Tribes question's targets are only what answers it (a click plays an action, or makes
a first choice): at a large market's pick the board's 30 tiles were listed too, answering nothing
(a click on one only said why not, as a click on nothing does), so what keeps the question's
targets in sight kept clear of the whole board. A click on a tile that answers nothing still
says why not."""

from __future__ import annotations

import random

from game.client import games
from game.client.app import App
from game.client.five_tribes import layout as L
from game.client.table.session import Seat
from game.rules.five_tribes import TITLE
from game.rules.five_tribes import actions as A
from tests.client.five_tribes.test_plan_market import at_large_market
from tests.client.table.test_hint import click, table_at

games.load_game_packages()


def test_the_large_markets_pick_has_the_market_cards_as_its_only_targets_and_a_tile_says_why_not(
    quick_app: App,
):
    state = at_large_market(3)
    mover = state.current_player()
    seats = [Seat("Me") if p == mover else Seat("Bot", "easy") for p in range(2)]
    table = table_at(quick_app, "five_tribes", state, seats)
    question = table.question
    assert question is not None
    keys = [target.key for target in question.targets]
    assert keys and all(key.startswith("market:") for key in keys), keys
    picks = [a for a in table.state.legal_actions() if A.MARKET < a < A.DJINN]
    assert len(keys) == len(picks) >= 4  # every card it may pick first
    before = table.state.to_dict()
    click(quick_app, L.TILE_RECTS[14].center)
    assert table.state.to_dict() == before
    assert table.message == question.why_not != ""


def test_every_target_of_a_played_games_questions_answers_it(quick_app: App):
    table = table_at(quick_app, "five_tribes")
    view = table.view
    checked = 0
    for seed in (1, 2):
        rng = random.Random(seed)
        state = TITLE.new_game(2, seed)
        while not state.is_terminal():
            # the question the table asks the seat to move (as the replay asks it, table/replay.py)
            question = view.question(
                table.ctx(view.observe(state, state.current_player())), state.legal_actions()
            )
            view.reset()
            for target in question.targets:
                assert target.actions or target.choose, (state.step, target.key)
            checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 300
