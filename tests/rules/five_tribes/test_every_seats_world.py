"""Every seat's determinization is a valid position: a legal action unless the game is over, and a
save that ``from_dict`` takes back. The games below are the ones where it was not (rule flags
drawn per game as the soak draws them, ``contract.drawn_flags``): at a Kumarbi choice with hidden
gold, a world gave the mover too few coins for any price; at a payment step, a world dealt the
mover private cards that left one way to pay, which ``from_dict`` refuses."""

from __future__ import annotations

import json

import numpy as np
import pytest

from game.rules.contract import drawn_flags, play_checked
from game.rules.five_tribes import TITLE
from game.rules.five_tribes.model import Step

# (seed, players, the step where a world went wrong): found by playing seeds 1-200 with drawn flags.
BROKEN = [(24, 2, Step.KUMARBI), (36, 3, Step.KUMARBI), (148, 2, Step.PAY), (158, 2, Step.PAY)]
WATCHED = {Step.KUMARBI, Step.PAY, Step.SACRED, Step.BUILD, Step.ASSASSIN, Step.PLACE}


def _worlds_checked(seed: int, players: int) -> set[Step]:
    """Play the game (random legal actions) and check every seat's world at each step where the
    mover's hidden holdings decide what is legal; return the steps checked."""
    state = TITLE.new_game(players, seed, **drawn_flags(TITLE, players, seed))
    play = np.random.default_rng(seed)
    seen: set[Step] = set()
    step = 0
    while not state.is_terminal():
        if state.step in WATCHED:
            seen.add(state.step)
            for seat in range(players):
                world = state.observation(seat).determinize(seat, np.random.default_rng([seed, step, seat]))
                where = f"seed {seed} step {step} ({state.step.name}), seat {seat}'s world"
                assert world.is_terminal() or world.legal_actions(), f"{where} has no legal action"
                again = TITLE.from_dict(json.loads(json.dumps(world.to_dict())))
                assert again.to_dict() == world.to_dict() and again.legal_actions() == world.legal_actions()
        legal = state.legal_actions()
        state.apply(legal[int(play.integers(len(legal)))])
        step += 1
    return seen


@pytest.mark.parametrize(("seed", "players", "step"), BROKEN, ids=lambda v: str(getattr(v, "name", v)))
def test_every_seats_world_is_valid_where_one_was_not(seed: int, players: int, step: Step):
    assert step in _worlds_checked(seed, players)


def test_the_contract_checks_every_seats_world_in_a_game_with_drawn_flags():
    # The checker the soak runs: its determinization checks on every seat (CI depth, all seats).
    tally = play_checked(TITLE, 2, 24, all_seats=True, **drawn_flags(TITLE, 2, 24))
    assert tally.determinized >= 2 * (tally.actions // 11)
