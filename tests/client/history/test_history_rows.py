"""A History row at every seat count and in both languages: nothing drawn in it runs into its
buttons or into another of its words, and every word stays inside the row (rectangles)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.client.app import App
from game.client.history.store import History
from game.client.scenes import history as H
from game.client.scenes.history import HistoryScene
from game.client.settings import Settings
from tests.client.history.games import finished_record

LONG = "Oleksandra Kostiantynivna Shevchenko-Long"  # 40 characters and more: names are cut at 40


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_a_row_draws_nothing_over_its_buttons_or_its_other_words(
    lang: str, seats: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    title_id = "five_tribes" if seats <= 4 else "prehistories"
    people = [(f"{LONG[: 38 - p]} {p}", "") for p in range(seats - 1)]
    record = finished_record(title_id, (*people, ("Bot", "hard")), seed=9)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = H.draw_text

    def recording(surface: pygame.Surface, content: str, *args: object, **kwargs: object) -> pygame.Rect:
        rect = real(surface, content, *args, **kwargs)  # type: ignore[arg-type]
        drawn.append((content, rect))
        return rect

    app = App(Settings(language=lang), headless=True)
    try:
        scene = HistoryScene(app, History(games=[(Path("x.json"), record)]))
        app.stack.push(scene)
        app.run(frames=2)
        monkeypatch.setattr(H, "draw_text", recording)
        row_top = H.LIST_TOP
        row = pygame.Rect(H.PANEL.x + 30, row_top, H.PANEL.width - 60, H.ROW_H - 4)
        scene.draw_row(app.canvas, record, row_top, 0)
        buttons = [b.rect for b in scene.focus_order if row.colliderect(b.rect)]
        assert len(buttons) == 3
        assert len(drawn) == 3 + seats
        for content, rect in drawn:
            assert row.contains(rect), (content, rect, row)
            for button in buttons:
                assert not rect.colliderect(button), (content, rect, button)
        for index, (content, rect) in enumerate(drawn):
            for other, other_rect in drawn[index + 1 :]:
                assert not rect.colliderect(other_rect), (content, other)
        # Each seat keeps its score whole (the name is what is cut).
        scores = record.scores or ()
        for player in range(seats):
            assert drawn[3 + player][0].endswith(f" {scores[player]}")
    finally:
        app.close()
