"""Every character the Tribes of the Wind table draws has a glyph in the bundled font, in both
languages: boards, rows, holder, tooltips of every kind, log, prompts, option buttons, curtain,
new-game scene, rules overlay and results. Each string is caught where it is rendered (the font's ``render``)."""

from __future__ import annotations

import functools
import sys
from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from game.client import text
from game.client.app import App
from game.client.scenes.curtain import CurtainScene
from game.client.settings import AnimationSpeed, Settings
from game.client.table.new_game import NewGameScene
from game.client.table.results import ResultsScene
from game.client.table.rules import RulesScene
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.tooltip import draw_tooltip, tooltip_surface
from game.client.tribes_of_the_wind import art, tooltips
from game.client.tribes_of_the_wind.view import TotwView
from tests.client.conftest import key
from tests.client.tribes_of_the_wind.test_tooltips import NAMES, midgame, places


class _Spy(pygame.font.Font):
    seen: set[tuple[str, bool]] = set()
    bold = False

    def render(self, content, *args, **kwargs):  # type: ignore[no-untyped-def, override]
        _Spy.seen.add((str(content), self.bold))
        return super().render(content, *args, **kwargs)


@functools.cache
def _spy_font(size: int, bold: bool = False) -> pygame.font.Font:
    face = _Spy(text.font_path(bold), size)
    face.bold = bold
    return face


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[tuple[str, bool]]]:
    """Every (string, bold) a font renders while the test runs."""
    pygame.init()
    original = text.font
    for name, module in list(sys.modules.items()):
        if name.startswith("game.client") and getattr(module, "font", None) is original:
            monkeypatch.setattr(module, "font", _spy_font)
    for value in vars(art).values():  # the art caches rendered words
        if hasattr(value, "cache_clear"):
            value.cache_clear()
    tooltip_surface.cache_clear()
    _spy_font.cache_clear()
    _Spy.seen = set()
    yield _Spy.seen
    tooltip_surface.cache_clear()
    _spy_font.cache_clear()
    for value in vars(art).values():
        if hasattr(value, "cache_clear"):
            value.cache_clear()


@functools.cache
def has_glyph(char: str, bold: bool) -> bool:
    """Drawn as something else than the font's missing-glyph box."""
    if char.isspace():
        return True
    pygame.font.init()
    face = pygame.font.Font(text.font_path(bold), 24)
    box = pygame.image.tobytes(face.render("\ue000", True, (255, 255, 255), (0, 0, 0)), "RGB")
    return pygame.image.tobytes(face.render(char, True, (255, 255, 255), (0, 0, 0)), "RGB") != box


def test_the_glyph_check_tells_a_missing_glyph(rendered):
    assert has_glyph("ї", False) and has_glyph("…", True)
    assert not has_glyph("\u2605", False)  # a star the font does not have: the check must see it


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_string_the_table_draws_has_glyphs(lang: str, rendered: set[tuple[str, bool]]):
    app = App(Settings(language=lang, animation_speed=AnimationSpeed.OFF), headless=True)
    try:
        app.stack.push(NewGameScene(app, TotwView(app)))  # seats and the rule flags with their help
        app.run(frames=2)
        app.stack.pop()
        _play_a_short_hot_seat_game(app)
        # tooltips of every kind at 2 and 5 players
        for players, seed in ((2, 11), (5, 13)):
            state = midgame(players, seed, 120)
            viewer = state.current_player()
            view = state.observation(viewer)
            surface = pygame.Surface((1600, 900))
            for point in places(view, viewer).values():
                tip = tooltips.tooltip_at(view, viewer, NAMES[:players], point)
                assert tip is not None
                draw_tooltip(surface, point, tip.title, tip.body, tip.rows)
    finally:
        app.close()
    missing = sorted(
        {(ch, content) for content, bold in rendered for ch in content if not has_glyph(ch, bold)}
    )
    assert not missing, f"{len(missing)} characters without a glyph, e.g. {missing[:5]}"
    assert len(rendered) > 200  # the spy saw the table's words


def _play_a_short_hot_seat_game(app: App) -> None:
    """Two people (curtain), a three-round cap (rule flag round_limit), random legal moves, a few
    hovered points, the log scrolled, the rules overlay and the results drawn."""
    view = TotwView(app)
    seats = [Seat("Olena"), Seat("Taras")]
    table = TableScene(app, view, Session(view.title, GameSetup(seats, 9, {"round_limit": 3}), view=view))
    app.stack.push(table)
    rng = np.random.default_rng(1)
    for step in range(2000):
        app.run(frames=1)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            app.stack.handle(key(pygame.K_RETURN))
            continue
        if top is not table or table.state.is_terminal():
            continue
        if step % 7 == 0:
            table.input.hover_pos = (int(rng.integers(1600)), int(rng.integers(900)))
            table.input.hover_still = 10.0
        legal = table.state.legal_actions()
        table.play(legal[int(rng.integers(len(legal)))])
        table.renderer.log_scroll = 2 if step % 5 == 0 else 0  # the log's "more below" mark
    assert isinstance(app.stack.top, ResultsScene)
    app.run(frames=30)
    app.stack.push(RulesScene(app, view))
    app.run(frames=2)
