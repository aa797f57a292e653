"""A leader card's badge on a board names its power whole at every player count in both
languages: "Пісня до…" and "Легкий к…" were shown on a two-player board. The name at a size down
to 14 px when it fits, else the power's short name; never cut."""

from __future__ import annotations

import pygame
import pytest

from game.client.text import ELLIPSIS, font
from game.client.tribes_of_the_wind.layout import board_geoms
from game.client.tribes_of_the_wind.seats import BADGE_SIZES, power_label
from game.client.tribes_of_the_wind.words import t
from game.rules.tribes_of_the_wind.data import game_data


def badge_rooms(players: int) -> set[int]:
    """The label's room on one badge and on each of two, on every seat's board (as ``_info``)."""
    rooms = set()
    for geom in board_geoms(players):
        column = geom.info.width if geom.info.width < 340 else 174
        rooms |= {(column - 4) // badges - 10 for badges in (1, 2)}
    return rooms


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_power_badge_reads_whole_on_every_board(lang, players):
    pygame.init()
    for power in game_data().power_names:
        for room in badge_rooms(players):
            words, size = power_label(power, room)
            assert size in BADGE_SIZES
            assert ELLIPSIS not in words and font(size, True).size(words)[0] <= room, (power, room, words)
            assert words in (t(f"power.{power}.name"), t(f"power.{power}.short"))


def test_a_name_that_fits_a_step_smaller_is_kept_whole(lang):
    pygame.init()
    room = min(badge_rooms(2))  # two badges on a two-player board
    for power in ("rain_song", "light_footed"):
        name = t(f"power.{power}.name")
        if any(font(size, True).size(name)[0] <= room for size in BADGE_SIZES):
            assert power_label(power, room)[0] == name
