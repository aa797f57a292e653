"""The leader cards' short names (a badge's label where the whole name does not fit) tell the
powers apart at a glance in both languages: none repeats another, starts another, or shares its
first four letters with another. Guards against: "Чистий" (clean builder) and "Чистка"
(purifier), one leader's two cards, side by side on a three-player board."""

from __future__ import annotations

from itertools import combinations

from game.client.tribes_of_the_wind.words import t
from game.rules.tribes_of_the_wind.data import game_data


def test_no_two_short_power_names_look_alike(lang):
    shorts = {power: t(f"power.{power}.short").casefold() for power in game_data().power_names}
    for (one, a), (other, b) in combinations(shorts.items(), 2):
        assert a != b and not a.startswith(b) and not b.startswith(a), (one, other, a, b)
        assert a[:4] != b[:4], (one, other, a, b)
