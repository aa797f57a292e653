"""A tooltip leaves the question's other targets in sight where it can: the Tribes of the Wind
capital's tip covered a1, the tile to click next."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client import tooltip
from game.client.app import App
from game.client.settings import Settings


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Settings(language="en"), headless=True)
    yield application
    application.close()


def test_a_tip_moves_off_a_target_it_would_cover_and_never_over_the_pointer(app: App):
    surface = pygame.Surface(tooltip.CANVAS.size)
    pos = (300, 200)
    usual = tooltip.draw_tooltip(surface, pos, "Capital", "Your riders start here.")
    assert usual.topleft == (pos[0] + 18, pos[1] + 18)
    under = pygame.Rect(usual.left + 10, usual.top + 10, 100, 100)  # a1, below and right
    moved = tooltip.draw_tooltip(surface, pos, "Capital", "Your riders start here.", avoid=[under])
    assert not moved.colliderect(under) and not moved.collidepoint(pos)
    assert tooltip.CANVAS.contains(moved)
    # Nothing to avoid under the usual place: it stays.
    far = pygame.Rect(1400, 800, 50, 50)
    assert tooltip.draw_tooltip(surface, pos, "Capital", "Your riders start here.", avoid=[far]) == usual


def test_the_capitals_tip_keeps_off_the_prompt_line_while_riders_fly(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
):
    """Guards against: with a1 to keep clear, the capital's tip went up over the question's line."""
    from game.client.table import draw as D
    from game.client.tribes_of_the_wind import layout as L
    from game.client.tribes_of_the_wind.view import TotwView
    from tests.client.conftest import open_table

    drawn: list[tuple[str, pygame.Rect]] = []
    real = D.draw_tooltip

    def recording(surface, pos, title, *rest, **kw):
        rect = real(surface, pos, title, *rest, **kw)
        drawn.append((title, rect))
        return rect

    monkeypatch.setattr(D, "draw_tooltip", recording)
    table = open_table(quick_app, TotwView(quick_app), seed=3)
    state = table.state
    wind = next(a for a in state.legal_actions() if state.action_to_str(a) == "play 2 easy")
    table.play(wind)  # 1 water, 5 moves: the riders fly from the capital
    quick_app.run(frames=5)
    assert table.question is not None and [t.key for t in table.question.targets] == ["a1"]
    capital = L.board_geoms(state.num_players)[0].capital
    spot = quick_app.letterbox.to_window(capital.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    quick_app.run(frames=60)
    assert drawn, "no tooltip drawn"
    title, rect = drawn[-1]
    assert title == "Capital"
    assert not rect.colliderect(table.zones.top_strip), rect
    assert not rect.collidepoint(capital.center)
    a1 = table.question.targets[0].rect
    clip = rect.clip(a1)
    assert clip.width * clip.height < a1.width * a1.height // 8, clip  # a1 stays in sight too


def test_a_buttons_tip_never_hides_the_preview_of_that_choice(quick_app: App):
    """Guards against: resting on Prehistories' "Commit party (10)" opened its tip over the party
    preview above the button (strength, likely initiative, zones), cutting it after two lines."""
    from game.client.prehistories.view import PrehistoriesView
    from game.rules.prehistories import actions as act
    from tests.client.conftest import open_table

    table = open_table(quick_app, PrehistoriesView(quick_app), seed=27942)
    seat = table.state.seats[0]
    for card in sorted(seat.hand)[:2]:  # the two slowest: a party of two, the fastest card left
        table.play(act.select_id(card))
        quick_app.run(frames=2)
    commit = next(b for b in table.options.buttons if b.action == act.COMMIT)
    assert commit.tooltip
    spot = quick_app.letterbox.to_window(commit.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    quick_app.run(frames=60)
    preview = table.previews.rect
    assert preview is not None and len(table.previews.lines) >= 3
    tip = table.renderer.tooltip_rect
    assert tip is None or not tip.colliderect(preview), (tip, preview)
