"""Observations and determinizations compute their own legal actions.

The full state caches its legal actions, which can depend on the mover's private cards: here
Sloar, whose cost is a fakir, is usable only thanks to a fakir drawn face down. Another seat's
observation must not inherit that list, and a determinized world, where the private card may be
something else, must list only moves that are legal in it."""

from __future__ import annotations

import numpy as np

from game.rules.five_tribes.actions import USE_SLOAR

from .conftest import position


def _sloar_paid_with_a_private_fakir():
    state = position(
        2, holdings={0: {"djinns": ["sloar"], "cards": {"fakir": 1}, "private_cards": {"fakir": 1}}}
    )
    assert state.current_player() == 0 and USE_SLOAR in state.legal_actions()  # now cached
    return state


def test_another_seats_observation_does_not_offer_a_power_paid_with_a_private_card():
    seen = _sloar_paid_with_a_private_fakir().observation(1)
    assert USE_SLOAR not in seen.legal_actions()
    # and it is the list two positions seat 1 cannot tell apart agree on
    for seed in range(5):
        world = seen.determinize(1, np.random.default_rng(seed))
        assert world.observation(1).legal_actions() == seen.legal_actions()


def test_every_legal_action_of_a_determinized_world_applies():
    state = _sloar_paid_with_a_private_fakir()
    fakirless = 0
    for seed in range(30):
        world = state.observation(1).determinize(1, np.random.default_rng(seed))
        has_fakir = world.players[0].held(9) > 0
        fakirless += not has_fakir
        assert (USE_SLOAR in world.legal_actions()) == has_fakir
        for action in world.legal_actions():
            after = world.clone()
            after.apply(action)
            assert min(after.players[0].private) >= 0
    assert fakirless, "some worlds give seat 0 another card than a fakir"
