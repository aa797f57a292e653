"""Leader colour paths (spec 2.5) against a brute-force search over all sequences of distinct spaces."""

from __future__ import annotations

from itertools import permutations

import numpy as np
import pytest

from game.rules.tribes_of_the_wind.data import game_data
from game.rules.tribes_of_the_wind.scoring import has_colour_path


def _adjacent(a: int, b: int) -> bool:
    (ra, ca), (rb, cb) = divmod(a, 3), divmod(b, 3)
    return abs(ra - rb) + abs(ca - cb) == 1


def _paths(length: int) -> list[tuple[int, ...]]:
    return [p for p in permutations(range(12), length) if all(_adjacent(a, b) for a, b in zip(p, p[1:]))]


PATHS = {n: _paths(n) for n in (4, 5)}


def brute_force(colours: list[int], wanted: tuple[int, ...]) -> bool:
    return any(all(colours[x] == c for x, c in zip(p, wanted)) for p in PATHS[len(wanted)])


@pytest.mark.parametrize("seed", range(4))
def test_path_detection_agrees_with_brute_force_on_random_terrains(seed: int) -> None:
    rng = np.random.default_rng(seed)
    wanted_lists = [leader.path for leader in game_data().leaders] + [(c,) * 4 for c in range(3)]
    found = 0
    for _ in range(60):
        fill = rng.random()
        colours = [int(rng.integers(3)) if rng.random() < fill else -1 for _ in range(12)]
        for wanted in wanted_lists:
            expected = brute_force(colours, wanted)
            found += expected
            assert has_colour_path(colours, wanted) == expected, (colours, wanted)
    assert found > 0


def test_a_path_may_not_revisit_a_tile() -> None:
    # purple, green, purple in a line: "purple, green, purple, green" would need to step back
    colours = [0, 1, 0] + [-1] * 9
    assert not has_colour_path(colours, (0, 1, 0, 1))
    assert has_colour_path(colours, (0, 1, 0))


def test_diagonal_steps_do_not_count() -> None:
    colours = [0, -1, -1, -1, 0, -1, -1, -1, 0, -1, -1, -1]
    assert not has_colour_path(colours, (0, 0))
