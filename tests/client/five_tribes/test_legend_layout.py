"""The tile legend keeps to its own area (during bidding, and in any step
with a row of option buttons, the buttons covered the legend's names, which were drawn down into
the action bar).

What is drawn is measured in pixels, with the real fonts, in both languages (Ukrainian names are
longer), and compared with the legend's cells, the action bar, the buttons the table really lays
out, and the other zones of the canvas.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.client.app import App
from game.client.five_tribes import labels, rows, tooltips
from game.client.five_tribes import layout as L
from game.client.five_tribes.view import new_session, table_scene
from game.client.settings import WINDOW_SIZES
from game.client.table.session import GameSetup, Seat
from game.client.timing import Letterbox
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step
from tests.rules.five_tribes.conftest import play, position

LANGUAGES = ["en", "uk"]


def drawn(paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """``paint`` on a clear canvas: what it leaves is exactly what it drew."""
    canvas = pygame.Surface((1600, 900), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    paint(canvas)
    return canvas


def bounds(canvas: pygame.Surface, area: pygame.Rect | None = None) -> pygame.Rect:
    area = area or canvas.get_rect()
    return canvas.subsurface(area).get_bounding_rect().move(area.topleft)


def legend_bounds(app: App) -> pygame.Rect:
    """Everything the legend draws, its title included."""
    return bounds(drawn(lambda canvas: rows.draw_legend(canvas, app.assets)))


def cells_drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> pygame.Surface:
    """The legend's five cells without its title (the title runs over the first cells' columns)."""
    with monkeypatch.context() as patch:
        patch.setattr(rows, "section_title", lambda *args, **kwargs: None)
        return drawn(lambda canvas: rows.draw_legend(canvas, app.assets))


def cell_bounds(canvas: pygame.Surface, kind: int) -> pygame.Rect:
    """What is drawn in the column of ``kind``'s cell (2 px either side: the gap to the next)."""
    cell = L.legend_rect(kind)
    return bounds(canvas, pygame.Rect(cell.x - 2, 0, cell.width + 4, 900))


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_tile_kind_is_drawn_wholly_inside_its_legend_cell(
    quick_app: App, language: str, monkeypatch: pytest.MonkeyPatch
):
    quick_app.set_language(language)
    canvas = cells_drawn(quick_app, monkeypatch)
    for kind in range(5):
        cell = L.legend_rect(kind)
        found = cell_bounds(canvas, kind)
        assert found.height >= 36 + 16, (kind, found)  # the icon and at least a line of name
        assert cell.contains(found), (language, kind, cell, found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_legend_lies_in_the_middle_column_clear_of_the_action_bar_and_every_zone(
    quick_app: App, language: str
):
    quick_app.set_language(language)
    found = legend_bounds(quick_app)
    assert L.MIDDLE.inflate(-4, -4).contains(found), found  # inside the column's rim
    assert L.LEGEND.contains(found), (L.LEGEND, found)
    assert found.top >= L.bag_rect(0).bottom  # under the bag, the section before it
    others = [L.ACTION_BAR, L.BOARD_CLOTH, L.DJINN_ROW, L.MARKET_ROW, L.LOG_RECT, L.PANELS, L.TOP_STRIP]
    others += [L.bag_rect(colour) for colour in range(5)] + [L.PALM_SUPPLY, L.PALACE_SUPPLY, L.PILE]
    for players in (2, 3, 4):
        others += [L.panel_rect(player, players) for player in range(players)]
    for zone in others:
        assert not zone.colliderect(L.LEGEND), zone
        assert not zone.colliderect(found), zone


def at_the_bid() -> FiveTribesState:
    return TITLE.new_game(2, 4)


def at_a_sale() -> FiveTribesState:
    state = position(
        tiles={"a1": {"meeples": "white"}, "b1": {"meeples": "white"}},
        holdings={0: {"cards": {"silk": 1, "fish": 1, "gold": 1, "ivory": 1, "papyrus": 1}}},
    )
    play(state, "pick a1", "drop b1 white")
    assert state.step == Step.END
    return state


def in_a_set() -> FiveTribesState:
    state = at_a_sale()
    state.apply(next(a for a in state.legal_actions() if A.SELL_KIND <= a < A.SELL))
    assert state.step == Step.SUIT
    return state


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("make", [at_the_bid, at_a_sale, in_a_set], ids=["bid", "sale", "set"])
def test_no_option_button_covers_the_legend(
    quick_app: App, language: str, make: Callable[[], FiveTribesState]
):
    quick_app.set_language(language)
    state = make()
    seats = [Seat(name) for name in ("Ann", "Bob", "Cy", "Di")[: state.num_players]]
    table = table_scene(quick_app, new_session(GameSetup(seats, 4), state))
    quick_app.stack.push(table)
    quick_app.run(frames=2)
    assert len(table.options.buttons) >= 3, [b.label for b in table.options.buttons]  # a row of options is up
    found = legend_bounds(quick_app)
    covering = [
        (button.label, button.rect) for button in table.options.buttons if button.rect.colliderect(found)
    ]
    assert not covering, found
    assert not any(button.rect.colliderect(L.LEGEND) for button in table.options.buttons)
    # The canvas is logical (1600x900) at every window size, letterboxed: the gap holds once
    # scaled and rounded to window pixels too.
    for size in WINDOW_SIZES:
        box = Letterbox(size)

        def scaled(rect: pygame.Rect, box: Letterbox = box) -> pygame.Rect:
            left, top = box.to_window(rect.topleft)
            right, bottom = box.to_window(rect.bottomright)
            return pygame.Rect(left, top, right - left, bottom - top)

        for button in table.options.buttons:
            assert not scaled(button.rect).colliderect(scaled(found)), (size, button.label)


@pytest.mark.parametrize("language", LANGUAGES)
def test_hovering_anything_drawn_for_a_tile_kind_explains_that_kind(
    quick_app: App, language: str, monkeypatch: pytest.MonkeyPatch
):
    quick_app.set_language(language)
    state = at_the_bid()
    canvas = cells_drawn(quick_app, monkeypatch)
    for kind in range(5):
        found = cell_bounds(canvas, kind)
        points = [found.center, (found.x + 1, found.y + 1), (found.right - 2, found.bottom - 2)]
        points.append((found.centerx, found.bottom - 6))  # on the name's last line
        for point in points:
            assert tooltips.tooltip_at(state, point, 0, str) == labels.kind_tooltip(kind), (kind, point)
