"""Opaque panels: nothing of what lies under a card plate, a tooltip or a dialog shows
through it; the title card's tip keeps off Continue and away from the quit dialog."""

from __future__ import annotations

import pygame
import pygame_gui

from game.client import games
from game.client.app import App
from game.client.scenes.message import MessageScene
from game.client.scenes.pause import PANEL, PauseScene
from game.client.scenes.title import TitleScene
from game.client.table import view_factory
from game.client.table.saves import write_autosave
from game.client.table.scene import TableScene
from game.client.table.session import GameSetup, Seat, Session
from game.client.widgets import SAFFRON


def _move(app: App, pos: tuple[int, int]) -> None:
    app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _title_with_backdrop(app: App, colour: tuple[int, int, int]) -> pygame.Surface:
    plain = pygame.Surface((1600, 900)).convert()
    plain.fill(colour)
    image = app.assets.image
    app.assets.image = lambda name, *a, **k: plain if name == "ui/title_backdrop" else image(name, *a, **k)  # type: ignore[method-assign]
    try:
        scene = app.stack.top
        assert isinstance(scene, TitleScene)
        scene.dust.size[:] = 0  # no drifting dust in the comparison
        app.draw()
        return app.canvas.copy()
    finally:
        app.assets.image = image  # type: ignore[method-assign]


def test_the_title_cards_are_opaque_and_their_tip_keeps_off_continue_and_the_quit_dialog(app: App):
    games.load_game_packages()
    view = view_factory("five_tribes")(app)
    write_autosave(Session(view.title, GameSetup([Seat("A"), Seat("B")], 3), view=view))
    title = TitleScene(app)
    app.stack.push(title)
    app.run(frames=2)
    _, block, _ = title.cards[0]
    words = pygame.Rect(block.x, block.y + 196, block.width, 80)  # the name and tagline under the art
    light, dark = _title_with_backdrop(app, (255, 255, 255)), _title_with_backdrop(app, (0, 0, 0))
    assert pygame.image.tobytes(light.subsurface(words), "RGB") == pygame.image.tobytes(
        dark.subsurface(words), "RGB"
    )
    _move(app, block.center)
    app.run(frames=40)
    tip = title.card_tip()
    assert tip is not None
    continue_button = title.focus_order[0]
    assert tip[0].bottom <= block.top and not tip[0].colliderect(continue_button.rect)
    title.back()  # the quit dialog
    app.run(frames=2)
    assert isinstance(app.stack.top, MessageScene) and title.card_tip() is None


def test_a_dialog_over_pause_hides_the_pause_panel(app: App):
    games.load_game_packages()
    view = view_factory("five_tribes")(app)
    table = TableScene(app, view, Session(view.title, GameSetup([Seat("A"), Seat("B")], 3), view=view))
    app.stack.push(table)
    pause = PauseScene(app)
    app.stack.push(pause)
    app.run(frames=2)
    rim = (PANEL.centerx, PANEL.y + 1)
    assert _near(app.canvas.get_at(rim), SAFFRON)  # Pause alone: its rim shows
    pause.ask_quit_to_title()
    app.run(frames=2)
    dialog = app.stack.top
    assert isinstance(dialog, MessageScene) and not dialog.panel.collidepoint(rim)
    assert not _near(app.canvas.get_at(rim), SAFFRON)


def _near(colour: pygame.Color, wanted: tuple[int, int, int]) -> bool:
    return all(abs(colour[i] - wanted[i]) < 40 for i in range(3))


def test_widget_tooltips_are_opaque_and_wide(app: App):
    manager = app.make_ui_manager()
    tip = pygame_gui.elements.UITooltip("Rule option help " * 6, (0, 0), manager=manager)
    assert tip.rect.width >= 360
    shots = []
    for colour in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface((1600, 900)).convert()
        surface.fill(colour)
        manager.update(0.01)
        manager.draw_ui(surface)
        inside = tip.rect.inflate(-20, -20)
        shots.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert shots[0] == shots[1]
