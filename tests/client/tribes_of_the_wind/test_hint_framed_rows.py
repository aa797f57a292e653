"""The hint panel's framed rows (the fold row of a folded plan, and the one that folds it again;
the pager row of the other plans) hold their words whole: no letter of the row, ascent or
descender, touches the frame's lines, and the row above it keeps its descenders clear of the frame
too. Guards against: the 16 px words hung 5 px low in a 22 px frame, so its bottom line ran
through the descenders of "steps" and "кроки" (the row looked cut off), and its top line through
the descenders of the step above."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.client.app import App
from game.client.lettering import text_surface
from game.client.table import hint as hint_module
from game.client.table.hint import HintPanel
from tests.client.table.test_hint import click
from tests.client.tribes_of_the_wind.test_hint_panel_scores import seeded_panel

Ink = tuple[str, pygame.Rect]


def drawn_words(monkeypatch: pytest.MonkeyPatch) -> list[Ink]:
    """Every string the hint panel draws from now on, with the rectangle its ink (its shadow
    too) covers."""
    drawn: list[Ink] = []
    real = hint_module.blit_text

    def recording(surface: pygame.Surface, content: str, size: int, colour: Any, pos: Any, **kw: Any) -> Any:
        rect = real(surface, content, size, colour, pos, **kw)
        rendered = text_surface(content, size, colour, kw.get("bold", False), kw.get("shadow", True))
        drawn.append((content, rendered.get_bounding_rect().move(rect.topleft)))
        return rect

    monkeypatch.setattr(hint_module, "blit_text", recording)
    return drawn


def frames(hint: HintPanel) -> list[pygame.Rect]:
    return [r for r in (hint.fold_rect, hint.pager_rect) if r is not None]


def assert_words_clear_of_frames(hint: HintPanel, drawn: list[Ink]) -> int:
    """Each frame's own words inside its lines, every other string's ink off them; the number
    of frames checked."""
    for frame in frames(hint):
        inside = frame.inflate(-2, -2)  # within its 1 px lines
        lines = [
            pygame.Rect(frame.x, frame.y, frame.width, 1),
            pygame.Rect(frame.x, frame.bottom - 1, frame.width, 1),
        ]
        for content, ink in drawn:
            if inside.contains(ink):
                continue  # the frame's own words, whole inside it
            assert ink.collidelist(lines) < 0, (content, ink, frame)
        own = [ink for _, ink in drawn if ink.colliderect(inside)]
        assert own and all(inside.contains(ink) for ink in own), (frame, own)
    return len(frames(hint))


@pytest.mark.parametrize(("players", "seed"), [(4, 1), (4, 2), (3, 2), (2, 5)])
def test_the_framed_rows_hold_their_words_clear_of_the_frames_lines(
    lang_app: App, monkeypatch: pytest.MonkeyPatch, players: int, seed: int
):
    table, hint, _ = seeded_panel(lang_app, players, seed)
    drawn = drawn_words(monkeypatch)
    checked = 0
    for others in (False, True):
        if others and hint.others_button is not None:
            click(lang_app, hint.others_button.rect.center)
        drawn.clear()
        lang_app.run(frames=1)
        checked += assert_words_clear_of_frames(hint, drawn)
        if hint.fold_rect is not None:  # unfolded: its row folds it again
            click(lang_app, hint.fold_rect.center)
            drawn.clear()
            lang_app.run(frames=1)
            checked += assert_words_clear_of_frames(hint, drawn)
            click(lang_app, hint.fold_rect.center)
            lang_app.run(frames=1)
    assert checked
