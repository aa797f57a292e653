"""The tooltip of a tile the pointer rests on keeps off the hover preview of the same choice and
off the hint's panel: at a last drop, the tile's tip opened over the panel's step to play now."""

from __future__ import annotations

import random

import pygame
import pytest

from game.client.app import App
from game.client.settings import AnimationSpeed, Settings
from game.client.table import draw as D
from game.client.table.session import Seat
from game.rules.five_tribes import TITLE, FiveTribesState
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.model import Step
from tests.client.table.plans import FixedWorker, plan_of
from tests.client.table.test_hint import table_at, with_worker


def last_drop(seed: int) -> FiveTribesState:
    state = TITLE.new_game(2, seed)
    rng = random.Random(seed)
    for _ in range(3000):
        if state.step == Step.DROP and sum(state.turn.hand) == 1 and state.current_player() == 0:
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no last drop")


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("seed", [3, 5, 8])
def test_the_tip_keeps_off_the_preview_and_the_hint_panel(language: str, seed: int, monkeypatch):
    app = App(Settings(language=language, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        drawn: list[pygame.Rect] = []
        real = D.draw_tooltip

        def recording(surface, pos, title, *rest, **kw):
            rect = real(surface, pos, title, *rest, **kw)
            if rect is not None:
                drawn.append(rect)
            return rect

        monkeypatch.setattr(D, "draw_tooltip", recording)
        state = last_drop(seed)
        table = table_at(app, "five_tribes", state, [Seat("Me"), Seat("Bot", "easy")])
        drops = [a for a in state.legal_actions() if A.DROP <= a < A.FAKIRS]
        hint = with_worker(table, FixedWorker(plan_of(state, [[drops[0]]]), polls=1))
        table.ask_hint()
        app.run(frames=3)
        assert hint.open and hint.rect is not None
        point = table.target_point(drops[0])
        assert point is not None
        window = app.letterbox.to_window(point)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
        app.run(frames=60)
        assert drawn, "the tile's tip opened"
        tip = drawn[-1]
        preview = table.previews.rect
        assert preview is not None, "the last drop shows its preview"
        assert not tip.colliderect(preview), (tip, preview)
        assert not tip.colliderect(hint.rect), (tip, hint.rect)
    finally:
        app.close()
