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


def test_a_one_draw_state_is_the_splitmix_of_one_number_and_takes_one_draw():
    # The state is worked out when first read; it must be the one the eager reckoning gave: the
    # number ``integers(2**63)`` draws, spread over PCG64's four words by splitmix64.
    source, twin = np.random.default_rng(5), np.random.default_rng(5)
    raw = drawn_generator_state(source, draws=1)
    mask = (1 << 64) - 1
    x = int(twin.integers(2**63))
    words = []
    for _ in range(4):
        x = (x + 0x9E3779B97F4A7C15) & mask
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        words.append((z ^ (z >> 31)) >> 1)
    assert dict(raw) == {
        "bit_generator": "PCG64",
        "state": {"state": words[0] << 63 | words[1], "inc": (words[2] << 63 | words[3]) | 1},
        "has_uint32": 0,
        "uinteger": 0,
    }
    assert source.random() == twin.random()  # the caller's generator went on by one number
    built = generator_from_state(raw)
    assert built.bit_generator.state == generator_from_state(dict(raw)).bit_generator.state
    assert raw["state"]["inc"] & 1 == 1 and len(raw) == 4 and set(raw) == set(dict(raw))
