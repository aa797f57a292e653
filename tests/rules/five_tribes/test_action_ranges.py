"""The named bounds of Five Tribes' action-id ranges agree with the notation: every id in a
range reads as that range's kind, and the ranges meet with no gap."""

from __future__ import annotations

from game.rules.five_tribes import actions as A


def test_kill_on_a_tile_ends_where_kill_a_player_begins():
    assert A.KILL_TILE_END == A.KILL + 30 * 5 == A.KILL_PLAYER + 2
    assert A.action_to_str(A.KILL_TILE_END - 1).startswith("kill f")  # the last tile's last colour
    assert A.action_to_str(A.KILL_TILE_END) == "kill p1 vizier"


def test_powers_on_a_tile_follow_the_djinns():
    assert A.USE_ON_TILE == A.DJINN + 22 == min(A.TILE_POWER_BASE.values())
    assert A.action_to_str(A.USE_ON_TILE - 1).startswith("djinn ")
    assert A.action_to_str(A.USE_ON_TILE).startswith("use ")
    assert A.tile_power_of(A.USE_ON_TILE) == (min(A.TILE_POWER_BASE, key=A.TILE_POWER_BASE.get), 0)
