"""A plan's disc on a seat's capital (the rider to move leaves from there) hides none of the riders
drawn in it nor its count, and every rider stands inside the capital. Guards against: with 2
players the disc sat on the middle of the capital, over the middle rider; with 3 players the
capital was a cell wide (71 px), its third rider stood past its rim and the disc hid that rider's
head. A capital of 2-3 players is now as wide as its count, three riders and a readable disc."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.table.plan_marks import READABLE, Mark, layout
from game.client.table.session import Seat
from game.client.tribes_of_the_wind import art, seats
from game.client.tribes_of_the_wind import layout as L
from game.rules.tribes_of_the_wind import TITLE
from tests.client.table.test_hint import table_at

games.load_game_packages()


def disc_mask(mark: Mark) -> tuple[pygame.mask.Mask, tuple[int, int]]:
    """The disc's pixels as drawn (``badges.draw_disc``), and where the mask's corner lies."""
    size = 2 * mark.radius + 1
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surface, (255, 255, 255), (mark.radius, mark.radius), mark.radius)
    return pygame.mask.from_surface(surface), (mark.centre[0] - mark.radius, mark.centre[1] - mark.radius)


def hides(mark: Mark, sprite: pygame.Surface, spot: tuple[float, float]) -> int:
    """How many of the sprite's drawn pixels at ``spot`` the disc hides."""
    mask, corner = disc_mask(mark)
    offset = (corner[0] - int(spot[0]), corner[1] - int(spot[1]))
    return pygame.mask.from_surface(sprite).overlap_area(mask, offset)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_disc_on_the_capital_hides_no_rider_and_not_the_count(lang_app: App, players: int):
    # Guards against: a 3-player capital was as narrow as its count and three riders (the third
    # reached past its rim), and the disc, with no place clear, hid the third rider's head.
    state = TITLE.new_game(players, 3)
    seat = state.current_player()
    state.boards[seat].capital = 6
    table = table_at(
        lang_app, "tribes_of_the_wind", state, [Seat("Me")] + [Seat("Bot", "easy")] * (players - 1)
    )
    geom = L.board_geoms(players)[seat]
    capital = geom.capital
    (mark,) = layout([(1, capital, table.view.plan_keep_clear(table.ctx(), capital))], 1)
    assert mark.radius >= READABLE and capital.collidepoint(mark.centre), mark
    parts = seats.capital_parts(geom, 6)
    sprite = art.rider_sprite(seat, parts.size)
    assert len(parts.riders) == 3
    for k, spot in enumerate(parts.riders):
        assert hides(mark, sprite, spot) == 0, (k + 1, mark)
    assert not mark.square.colliderect(parts.count)
    assert not mark.square.colliderect(geom.space(0)), "a1 stays in sight"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_rider_drawn_in_the_capital_stands_inside_it(players: int):
    # Guards against: with 3 players the capital was a cell wide (71 px) and its third rider
    # stood past its right rim.
    for seat, geom in enumerate(L.board_geoms(players)):
        for count in range(1, 8):
            parts = seats.capital_parts(geom, count)
            # the count's box is taller than a half-height board's capital bar; its digit is not
            assert geom.capital.left < parts.count.left and parts.count.right < geom.capital.right
            for x, y in parts.riders:
                figure = pygame.Rect(int(x), int(y), parts.size, parts.size)
                assert geom.capital.contains(figure), (players, seat, count, figure, geom.capital)
            assert geom.capital.right <= geom.grid.right, "the capital stays over the grid"
