"""The generator a state builds from a saved bit-generator state (``common.generator_from_state``)."""

from __future__ import annotations

import numpy as np

from game.rules.common import drawn_generator_state, generator_from_state


def test_a_generator_built_from_a_state_draws_what_the_saved_one_would():
    source = np.random.default_rng(17)
    source.random(3)
    rebuilt = generator_from_state(source.bit_generator.state)
    assert rebuilt.bit_generator.state == source.bit_generator.state
    assert rebuilt.random(4).tolist() == source.random(4).tolist()
    assert rebuilt.integers(0, 1000, 6).tolist() == source.integers(0, 1000, 6).tolist()
    order = list(range(20))
    again = list(range(20))
    rebuilt.shuffle(order)
    source.shuffle(again)
    assert order == again


def test_a_determinization_generator_depends_on_its_drawn_state_alone():
    states = [drawn_generator_state(np.random.default_rng(seed)) for seed in (1, 1, 2)]
    draws = [generator_from_state(s).integers(0, 2**32, 8).tolist() for s in states]
    assert draws[0] == draws[1] != draws[2]
