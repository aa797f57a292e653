"""The tribes' areas never draw one text over another (a Ukrainian 5-seat demo drew the focus seat's
name "Бот: середній · місце 2" over "рука 3 · колода 9 · скид 0" and "думає…" over both): every text a
seat's area draws, the "thinking" mark included, is measured as drawn, at every seat count, in both
languages, with bots' names and with a person's longest name."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.client.lettering import draw_text
from game.client.prehistories import seats
from game.client.prehistories import view as view_module
from game.client.prehistories.view import PrehistoriesView
from game.client.table.start import bot_name
from game.client.text import set_language
from tests.client.prehistories.helpers import make_ctx, random_position

LONGEST_NAME = "W" * 40  # names from a save or the new-game screen are cut to 40 characters


def names(players: int, kind: str) -> list[str]:
    if kind == "bots":
        return [bot_name(("normal", "hard", "easy")[p % 3], p + 1) for p in range(players)]
    return [LONGEST_NAME for _ in range(players)]


def drawn_texts(monkeypatch, view: PrehistoriesView, ctx) -> list[tuple[str, pygame.Rect]]:
    """Every text the seat areas and the live layer put on the canvas, with its drawn rectangle."""
    canvas = pygame.Surface((1600, 900))
    found: list[tuple[str, pygame.Rect]] = []

    def recording(surface, content, *args, **kwargs):
        rect = draw_text(surface, content, *args, **kwargs)
        if surface is canvas:
            found.append((content, rect))
        return rect

    monkeypatch.setattr(seats, "draw_text", recording)
    monkeypatch.setattr(view_module, "draw_text", recording)
    view.draw_base(canvas, ctx)
    view.draw_live(canvas, ctx)
    return found


@pytest.mark.parametrize("language", ["uk", "en"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("kind", ["bots", "longest"])
def test_no_seat_text_overlaps_another(app, monkeypatch, language: str, players: int, kind: str):
    set_language(language)
    try:
        view = PrehistoriesView(app)
        checked = 0
        for steps in (0, players - 1, 40):
            state = random_position(players, 3 + steps, steps)
            for viewer in (None, 0, players - 1):
                for thinking in range(players):
                    ctx = make_ctx(view, state, viewer)
                    # 0.7 s: three dots, the widest "thinking…" mark.
                    ctx = replace(ctx, names=names(players, kind), thinking=thinking, time=0.7)
                    texts = drawn_texts(monkeypatch, view, ctx)
                    for block in view.layout(ctx).blocks:
                        inside = [(t, r) for t, r in texts if block.rect.collidepoint(r.center)]
                        assert any(t == ctx.names[block.seat] or t.endswith("…") for t, _ in inside)
                        for i, (content, rect) in enumerate(inside):
                            assert block.rect.contains(rect), (language, players, content, rect, block.rect)
                            for other, other_rect in inside[i + 1 :]:
                                assert not rect.colliderect(other_rect), (
                                    language,
                                    players,
                                    f"{content!r} {rect} over {other!r} {other_rect}",
                                )
                        checked += 1
        assert checked >= 3 * 3 * players * players
    finally:
        set_language("en")
