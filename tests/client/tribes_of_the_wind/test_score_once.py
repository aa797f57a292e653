"""The person's live score breakdown is drawn once (the same seven lines
stood on their board and again beside their hand). Every board that has room shows its own; the
bottom strip's box is drawn only when the person's board has none, and with five players the shared
score table shows everyone."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.client.tribes_of_the_wind import draw_board, hover, view
from game.client.tribes_of_the_wind import layout as L
from game.client.tribes_of_the_wind.layer import RegionLayer
from tests.client.tribes_of_the_wind.test_tooltips import NAMES, midgame


def breakdowns_drawn(monkeypatch: pytest.MonkeyPatch, state: Any, viewer: int) -> list[str]:
    """Where the table drew a breakdown on one frame: "board <p>", "box <p>", "table"."""
    drawn: list[str] = []
    real_board, real_box, real_table = draw_board.draw_breakdown, view.score_box, view.score_table

    def on_board(surface: pygame.Surface, state: Any, player: int, rect: pygame.Rect) -> None:
        drawn.append(f"board {player}")
        real_board(surface, state, player, rect)

    def in_box(surface: pygame.Surface, state: Any, player: int, rect: pygame.Rect) -> None:
        drawn.append(f"box {player}")
        real_box(surface, state, player, rect)

    def in_table(surface: pygame.Surface, state: Any, names: Any) -> None:
        drawn.append("table")
        real_table(surface, state, names)

    monkeypatch.setattr(draw_board, "draw_breakdown", on_board)
    monkeypatch.setattr(view, "score_box", in_box)
    monkeypatch.setattr(view, "score_table", in_table)
    surface = pygame.Surface(L.CANVAS)
    players = state.num_players
    RegionLayer().draw(
        surface, state, viewer, NAMES[:players], (), None, False, (None, None), pygame.Surface(L.LOG.size)
    )
    return drawn


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 21), (5, 13)])
def test_the_persons_breakdown_is_drawn_once(
    english, monkeypatch: pytest.MonkeyPatch, players: int, seed: int
):
    pygame.init()
    state = midgame(players, seed)
    viewer = state.current_player()
    seen = state.observation(viewer)
    drawn = breakdowns_drawn(monkeypatch, seen, viewer)
    mine = [d for d in drawn if d in (f"board {viewer}", f"box {viewer}", "table")]
    assert len(mine) == 1, drawn
    # the score box's tooltip goes with the box: none over an empty strip
    tip = hover.tooltip_at(seen, viewer, NAMES[:players], L.SCORE_BOX.center)
    assert (tip is not None) == (f"box {viewer}" in drawn)


def test_a_board_without_room_for_its_breakdown_gets_the_bottom_box(english, monkeypatch: pytest.MonkeyPatch):
    pygame.init()
    state = midgame(3, 12)
    viewer = state.current_player()
    seen = state.observation(viewer)
    monkeypatch.setattr(draw_board, "breakdown_area", lambda state, player, geom: None)
    assert breakdowns_drawn(monkeypatch, seen, viewer).count(f"box {viewer}") == 1
