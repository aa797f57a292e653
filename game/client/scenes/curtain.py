"""The hot-seat curtain (docs/table.md, the turn driver): before the next person's private cards show,
the screen asks to be passed to them.

It is opaque on purpose -- nothing of the table below may show through -- and only the person
named confirms it (Enter, Space or the button). Each game gives its own backdrop.

It draws its one button itself rather than through pygame-gui: a ``UIManager`` per curtain took
tens of milliseconds to build (the theme parsed, the fonts loaded), a stutter at every hand-over
(``python -m bench curtain``). The button looks like the themed ``#primary_button``, focused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.app import FIT_FONT_SIZES
from game.client.scene import Scene
from game.client.text import fit_text, font, tr
from game.client.ui import BUTTON_PAD, SAND, dim, draw_heading, draw_panel, draw_text

if TYPE_CHECKING:
    from game.client.app import App

PANEL = pygame.Rect(0, 0, 760, 380)
PANEL.center = (800, 450)
BUTTON = pygame.Rect(0, 0, 360, 64)
BUTTON.midbottom = (PANEL.centerx, PANEL.bottom - 36)
# theme.json's "#primary_button", selected (the curtain's one button always has the focus)
BUTTON_FILL = (0xF2, 0xC1, 0x5A)
BUTTON_HOVERED = (0xFF, 0xE3, 0xA0)
BUTTON_INK = (0x14, 0x0F, 0x2C)
BUTTON_BORDER = (0xFF, 0xFF, 0xFF)
BUTTON_SIZE = 24
BUTTON_RADIUS = 10
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class CurtainScene(Scene):
    def __init__(
        self,
        app: App,
        player: str,
        colour: tuple[int, int, int],
        *,
        backdrop: str = "ui/title_backdrop",
        on_ready: Callable[[], None] | None = None,
        on_export: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.on_export = on_export  # the table's "Export this game", offered on Pause over the curtain
        self.app: App = app
        self.player = player
        self.colour = colour
        self.backdrop = backdrop
        self.on_ready = on_ready
        self.pointer = (-1, -1)
        self.held = False
        """The left button went down on the button: only its release there presses it (as a
        pygame-gui button does), so the release of the click that ended the last turn does not."""

    def label(self) -> str:
        return tr("client.curtain.ready", player=self.player)

    def confirm(self) -> None:
        self.app.stack.pop()
        if self.on_ready is not None:
            self.on_ready()

    def back(self) -> None:
        """Esc opens Pause over the curtain (settings, quit to the title) and never lifts it: only
        the named person's explicit confirmation does. Pause draws the curtain below it, so nothing
        private shows; closing Pause comes back to the curtain."""
        from game.client.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, on_export=self.on_export))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.KEYDOWN:
            if event.key in CONFIRM_KEYS:
                self.press()
            elif event.key == pygame.K_ESCAPE:
                self.back()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.held = BUTTON.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.held and BUTTON.collidepoint(event.pos):
                self.press()
            self.held = False

    def press(self) -> None:
        self.app.audio.play("ui/click")
        self.confirm()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image(self.backdrop), (0, 0))
        dim(surface, 110)
        draw_panel(surface, PANEL, alpha=255)
        centre = (PANEL.centerx, PANEL.y + 72)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 3, centre[1] + 4), 34)
        pygame.draw.circle(surface, self.colour, centre, 34)
        pygame.draw.circle(surface, SAND, centre, 34, width=3)
        draw_heading(surface, tr("client.curtain.title", player=self.player), PANEL, 126, size=34)
        draw_text(
            surface, tr("client.curtain.body"), 22, SAND, (PANEL.centerx, PANEL.y + 186), anchor="midtop"
        )
        self.draw_button(surface)

    def draw_button(self, surface: pygame.Surface) -> None:
        hovered = BUTTON.collidepoint(self.pointer)
        fill = BUTTON_HOVERED if hovered else BUTTON_FILL
        face = BUTTON.inflate(-4, -4)  # inside pygame-gui's 2 px shadow
        pygame.draw.rect(surface, fill, face, border_radius=BUTTON_RADIUS)
        pygame.draw.rect(surface, BUTTON_BORDER, face, width=2, border_radius=BUTTON_RADIUS)
        room = BUTTON.width - 2 * BUTTON_PAD
        label = self.label()
        size = next(
            (s for s in (BUTTON_SIZE, *FIT_FONT_SIZES) if font(s, True).size(label)[0] <= room),
            FIT_FONT_SIZES[-1],
        )
        rendered = font(size, True).render(fit_text(label, size, room, bold=True), True, BUTTON_INK)
        surface.blit(rendered, rendered.get_rect(center=BUTTON.center))
