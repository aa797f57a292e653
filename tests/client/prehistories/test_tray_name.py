"""A tile waiting in the tray to be painted is drawn clear of its zone's name under it and inside
the slot's frame. Guards against: a 2x3 tile's picture (the tallest) ran 2 px into the zone's
name box, its shadow onto the name's letters."""

from __future__ import annotations

from typing import Any

import numpy as np
import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.prehistories import layout as L
from game.client.prehistories import view as prehistories_view
from game.client.prehistories import words
from game.client.prehistories.art import Art
from game.client.table.session import Seat
from game.rules.prehistories import TITLE, PrehistoriesState
from game.rules.prehistories.data import components
from tests.client.table.test_hint import table_at

games.load_game_packages()


def tall_tile_waiting() -> PrehistoriesState:
    """The first position of a seeded random 2-player game with a 2x3 tile in the tray."""
    state = TITLE.new_game(2, 2)
    rng = np.random.default_rng(2)
    for _ in range(300):
        offered = state.offered_pending()
        if state.current_player() >= 0 and any(
            components().tiles[k].sides[0].height == 3 for _, k in offered
        ):
            return state
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    raise AssertionError("no 2x3 tile waited in the tray")


def test_the_tray_draws_a_tall_tile_clear_of_its_zones_name(lang_app: App, monkeypatch: pytest.MonkeyPatch):
    drawn: list[tuple[str, pygame.Rect]] = []
    real = prehistories_view.draw_text

    def recording(surface: pygame.Surface, content: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, content, *args, **kwargs)
        drawn.append((content, rect))
        return rect

    monkeypatch.setattr(prehistories_view, "draw_text", recording)
    state = tall_tile_waiting()
    seat = state.current_player()
    table_at(
        lang_app, "prehistories", state, [Seat("Me") if p == seat else Seat("Bot", "easy") for p in range(2)]
    )
    lang_app.run(frames=2)
    art = Art(lang_app.assets)
    offered = sorted(state.offered_pending())
    tall = 0
    for (zone, kind), slot in zip(offered, L.pending_rects(len(offered)), strict=True):
        shape = components().tiles[kind].sides[0]
        tall += shape.height == 3
        picture, cell = L.tray_picture(slot, shape.width, shape.height)
        image = art.tile(kind, 0, cell).get_rect(center=picture.center)  # as the tray blits it
        name = words.zone(state.zone_defs[zone].label)
        (box, *again) = [rect for content, rect in drawn if content == name and slot.contains(rect)]
        assert all(rect == box for rect in again), "drawn in one place, frame after frame"
        assert not image.colliderect(box), (shape.width, shape.height, image, box)
        assert slot.inflate(-6, -6).contains(image), "inside the frame of the tile being painted"
    assert tall


def test_every_tile_shape_in_every_tray_slot_keeps_clear_of_the_name(app: App):
    art = Art(app.assets)
    for count in range(1, 5):
        for slot in L.pending_rects(count):
            name = L.tray_name(slot)
            for kind, tile in enumerate(components().tiles):
                for side, shape in enumerate(tile.sides):
                    picture, cell = L.tray_picture(slot, shape.width, shape.height)
                    image = art.tile(kind, side, cell).get_rect(center=picture.center)
                    assert not image.colliderect(name), (count, shape.width, shape.height, image, name)
                    assert slot.inflate(-2 * L.TRAY_FRAME, -2 * L.TRAY_FRAME).contains(image)
