"""The party preview says the initiative the party would likely get (docs/hint.md, "Previews"):
the engine's own order (lowest strength first) against guesses at the parties the person cannot
see, worded "likely" with the share of the guesses, or certain when every guess agrees."""

from __future__ import annotations

import numpy as np

from ai.heuristics.prehistories import rollout_action
from game.client.prehistories import plan
from game.client.text import tr
from game.rules.prehistories import TITLE
from game.rules.prehistories import actions as act
from game.rules.prehistories.events import PartiesRevealed
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState


def _forming(seed: int) -> PrehistoriesState | None:
    """A position of a game played by the playout policy where a seat has chosen a party and
    is about to commit it."""
    players = 2 + seed % 4
    state = TITLE.new_game(players, seed)
    rng = np.random.default_rng(seed)
    stop = int(rng.integers(0, 60))
    steps = 0
    while not state.is_terminal() and (steps < stop or state.phase != Phase.INITIATIVE):
        state.apply(rollout_action(state, rng))
        steps += 1
    if state.is_terminal():
        return None
    player = state.current_player()
    while state.phase == Phase.INITIATIVE and state.forming == player:
        action = rollout_action(state, rng)
        if action == act.COMMIT:
            return state if state.seats[player].party else None
        state.apply(action)
    return None


def test_with_nobody_else_able_to_hunt_the_party_hunts_first_for_sure():
    state = _forming(2)
    assert state is not None
    player = state.current_player()
    for index, seat in enumerate(state.seats):
        if index != player:  # no card in hand: an empty party, no turn (4.2)
            seat.discard += seat.hand + seat.party
            seat.hand, seat.party, seat.known = [], [], set()
    state._legal = None
    found = plan.likely_initiative(state.observation(player), player, list(state.seats[player].party))
    assert found == plan.Initiative(1, 1, plan.INITIATIVE_GUESSES, plan.INITIATIVE_GUESSES)
    words = plan.initiative_words(found)
    assert words == tr(
        "prehistories.plan.initiative_all", place=tr("prehistories.plan.place.1"), hunters=1, guesses=32
    )


def test_the_likely_place_is_as_often_right_as_it_says():
    """Against the playout policy's own parties (what the guesses model for the seats still to
    form), the place said is the real one about as often as its share says."""
    said = right = 0.0
    positions = 0
    for seed in range(80):  # the policy keeps a hand home to draw 3 in some: no party to place
        state = _forming(seed)
        if state is None:
            continue
        player = state.current_player()
        found = plan.likely_initiative(state.observation(player), player, list(state.seats[player].party))
        assert found is not None
        rng = np.random.default_rng(1000 + seed)
        events = state.apply(act.COMMIT)
        while not any(isinstance(e, PartiesRevealed) for e in events):
            events += state.apply(rollout_action(state, rng))
        order = next(e.order for e in events if isinstance(e, PartiesRevealed))
        positions += 1
        said += found.share / found.guesses
        right += found.place == order.index(player) + 1
    assert positions >= 15
    assert right / positions >= 0.45, (right, positions)
    assert abs(said - right) / positions <= 0.2, (said, right, positions)


def test_the_commit_preview_names_the_strength_the_initiative_and_the_zones():
    state = next(s for s in map(_forming, range(5, 40)) if s is not None)
    player = state.current_player()
    seen = state.observation(player)
    lines = plan.preview_lines(seen, act.COMMIT)
    found = plan.likely_initiative(seen, player, list(seen.seats[player].party))
    assert lines[0] == tr("prehistories.plan.party", value=seen.strength_of(seen.seats[player].party))
    assert lines[1] == plan.initiative_words(found)
    assert len(lines) == 3
