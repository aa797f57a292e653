"""Tribes of the Wind animations draw at every point of their run (the table tests play with
animations off, so a frame at the very start of an anim is checked here)."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.settings import Settings
from game.client.tribes_of_the_wind.anims import SmogFade


def test_the_smog_fade_draws_from_its_first_frame_to_its_last():
    app = App(Settings(language="en"), headless=True, persist_settings=False)
    try:
        surface = pygame.Surface((1600, 900))
        anim = SmogFade(duration=0.3, rect=pygame.Rect(100, 100, 60, 60), amount=2)
        for step in range(11):
            anim.elapsed = 0.03 * step  # progress 0 (all eight eighths of the cloud) to 1
            surface.fill((0, 0, 0))
            anim.draw(surface, app.assets, False)
        anim.elapsed = 0.0
        surface.fill((0, 0, 0))
        anim.draw(surface, app.assets, False)
        assert pygame.transform.average_color(surface, pygame.Rect(100, 60, 60, 100))[:3] != (0, 0, 0)
    finally:
        app.close()


def test_a_played_or_discarded_card_slides_face_up_and_never_shows_its_code(monkeypatch):
    """The card a seat plays or discards is public: it slides as the discard pile shows it (its
    element's face), and no data code ("b07a") is drawn on it; a drawn card stays a back."""
    import random

    from game.client.tribes_of_the_wind import art
    from game.client.tribes_of_the_wind.anims import CardSlide, anims_for
    from game.rules.tribes_of_the_wind import TITLE
    from game.rules.tribes_of_the_wind import events as E

    app = App(Settings(language="en"), headless=True, persist_settings=False)
    drawn: list[str] = []
    for name in ("outlined", "text"):
        real = getattr(art, name)
        monkeypatch.setattr(
            art, name, lambda content, *a, _real=real, **k: drawn.append(content) or _real(content, *a, **k)
        )
    try:
        state, rng = TITLE.new_game(3, 4), random.Random(4)
        played = drawn_in = 0
        surface = pygame.Surface((1600, 900))
        while not state.is_terminal() and played < 6:
            before = state.clone()
            events = state.apply(rng.choice(state.legal_actions()))
            slides = [a for a in anims_for(events, before, None, 1.0) if isinstance(a, CardSlide)]
            outgoing = [e for e in events if isinstance(e, E.CardPlayed | E.CardDiscarded)]
            for anim in slides:
                anim.elapsed = anim.duration / 2
                drawn.clear()
                anim.draw(surface, app.assets, False)
                assert not any(e.card in text for e in outgoing for text in drawn), drawn
            assert sum(a.face for a in slides) == len(outgoing)
            played += len(outgoing)
            drawn_in += sum(not a.face for a in slides)
        assert played >= 6 and drawn_in >= 1
    finally:
        app.close()
