"""Shared drawing helpers and the base class for scenes built from pygame-gui widgets."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.client import text
from game.client.scene import Scene

if TYPE_CHECKING:
    from game.client.app import App, CanvasUIManager

Color = tuple[int, int, int]

INDIGO = (28, 24, 58)
INDIGO_LIGHT = (52, 44, 98)
SAND = (244, 230, 200)
SAFFRON = (232, 170, 58)
TURQUOISE = (64, 182, 176)
INK = (18, 14, 36)


def draw_text(
    surface: pygame.Surface,
    content: str,
    size: int,
    color: Color,
    pos: tuple[int, int],
    *,
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    """Text with a soft shadow to the bottom right (light comes from the top left)."""
    face = text.font(size, bold)
    rendered = face.render(content, True, color)
    rect = rendered.get_rect(**{anchor: pos})
    if shadow:
        shade = face.render(content, True, (0, 0, 0))
        shade.set_alpha(110)
        offset = max(1, size // 14)
        surface.blit(shade, rect.move(offset, offset))
    surface.blit(rendered, rect)
    return rect


def wrap_text(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``content`` into lines no wider than ``width`` px (explicit newlines kept)."""
    face = text.font(size, bold)
    lines: list[str] = []
    for paragraph in content.splitlines() or [""]:
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and face.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def draw_title_text(surface: pygame.Surface, content: str, size: int, pos: tuple[int, int]) -> pygame.Rect:
    """Large gold lettering: a pale-gold to saffron gradient, a dark rim and a soft drop shadow."""
    face = text.font(size, True)
    glyphs = face.render(content, True, (255, 255, 255))
    width, height = glyphs.get_size()
    gradient = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        t = y / max(height - 1, 1)
        colour = [round(a * (1 - t) + b * t) for a, b in zip((255, 236, 170), (214, 138, 36))]
        pygame.draw.line(gradient, (*colour, 255), (0, y), (width, y))
    gradient.blit(glyphs, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    rect = gradient.get_rect(midtop=pos)
    rim = face.render(content, True, (60, 34, 12))
    shadow = face.render(content, True, (0, 0, 0))
    shadow.set_alpha(120)
    surface.blit(shadow, rect.move(5, 6))
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        surface.blit(rim, rect.move(dx, dy))
    surface.blit(gradient, rect)
    return rect


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, radius: int = 18, alpha: int = 235) -> None:
    """A raised indigo panel: drop shadow, vertical shading, saffron rim, lighter top edge."""
    surface.blit(_panel_surface(rect.width, rect.height, radius, alpha), (rect.x - _SHADOW, rect.y - _SHADOW))


_SHADOW = 16


@cache
def _panel_surface(width: int, height: int, radius: int, alpha: int) -> pygame.Surface:
    result = pygame.Surface((width + 2 * _SHADOW, height + 2 * _SHADOW), pygame.SRCALPHA)
    for grow, strength in ((12, 14), (8, 22), (4, 34)):
        pygame.draw.rect(
            result,
            (0, 0, 0, strength),
            pygame.Rect(_SHADOW + 6 - grow, _SHADOW + 8 - grow, width + 2 * grow, height + 2 * grow),
            border_radius=radius + grow,
        )
    body = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        t = y / max(height - 1, 1)
        color = [round(INDIGO_LIGHT[i] * (1 - t) + INDIGO[i] * t) for i in range(3)]
        pygame.draw.line(body, (*color, alpha), (0, y), (width, y))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    result.blit(body, (_SHADOW, _SHADOW))
    rect = pygame.Rect(_SHADOW, _SHADOW, width, height)
    pygame.draw.rect(result, (*SAFFRON, 255), rect, width=2, border_radius=radius)
    # The lighter top edge: a glow just inside the rim that fades downwards and towards the ends.
    sheen = pygame.Surface(result.get_size(), pygame.SRCALPHA)
    for row, strength in ((3, 90), (4, 60), (5, 34), (6, 16)):
        for x in range(rect.x + radius, rect.right - radius):
            edge = min(x - rect.x - radius, rect.right - radius - x) / max(radius * 2, 1)
            sheen.set_at((x, rect.y + row), (200, 190, 240, round(strength * min(edge, 1.0))))
    result.blit(sheen, (0, 0))
    return result


def draw_letter_badge(
    surface: pygame.Surface, letter: str, center: tuple[int, int], radius: int = 12
) -> None:
    """High-contrast mode (settings): a dark disc with a white letter on a piece, so no piece is
    told apart by colour alone (ARCHITECTURE.md section 5)."""
    pygame.draw.circle(surface, INK, center, radius)
    pygame.draw.circle(surface, SAND, center, radius, width=2)
    face = text.font(max(16, round(radius * 1.4)), True)
    glyph = face.render(letter, True, (255, 255, 255))
    surface.blit(glyph, glyph.get_rect(center=(center[0], center[1] + 1)))


def dim(surface: pygame.Surface, strength: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 6, 20, strength))
    surface.blit(veil, (0, 0))


def pulse(seconds: float, period: float = 1.6) -> float:
    """0..1..0 over ``period`` seconds, for softly glowing highlights."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * seconds / period)


class UIScene(Scene):
    """A scene with its own pygame-gui manager, keyboard focus over its buttons, Esc and Enter.

    Subclasses implement ``build()`` (create widgets with ``add_button`` and friends), and may
    override ``draw_background``, ``back`` (Esc) and ``confirm`` (Enter without a focused button).
    The widgets are rebuilt when the scene comes back on top in another language.
    """

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.app: App = app
        self.ui: CanvasUIManager | None = None
        self._actions: dict[pygame_gui.core.UIElement, Callable[[], None]] = {}
        self.focus_order: list[pygame_gui.elements.UIButton] = []
        self.focus_index: int | None = None
        self._built_language = ""

    # -- life cycle -------------------------------------------------------------------------

    def enter(self) -> None:
        self.rebuild()

    def exit(self) -> None:
        self._clear_widgets()
        self.ui = None

    def resume(self) -> None:
        if self._built_language != self.app.settings.language:
            self.rebuild()

    def rebuild(self) -> None:
        self._clear_widgets()
        if self.ui is None:
            self.ui = self.app.make_ui_manager()
        else:
            self.ui.set_locale(self.app.settings.language)
        self._built_language = self.app.settings.language
        self.build()
        if self.focus_index is not None and self.focus_order:
            self.set_focus(min(self.focus_index, len(self.focus_order) - 1))

    def _clear_widgets(self) -> None:
        if self.ui is not None:
            self.ui.clear_and_reset()
        self._actions.clear()
        self.focus_order.clear()

    def build(self) -> None:
        """Create this scene's widgets."""

    # -- widgets ----------------------------------------------------------------------------

    def add_button(
        self,
        rect: pygame.Rect,
        label: str,
        action: Callable[[], None],
        *,
        object_id: str = "#menu_button",
        focusable: bool = True,
        tooltip: str | None = None,
    ) -> pygame_gui.elements.UIButton:
        assert self.ui is not None
        button = pygame_gui.elements.UIButton(
            rect, label, manager=self.ui, object_id=object_id, tool_tip_text=tooltip
        )
        self._actions[button] = action
        if focusable:
            self.focus_order.append(button)
        return button

    def on_widget(self, element: pygame_gui.core.UIElement, action: Callable[[], None]) -> None:
        """Run ``action`` when ``element`` is pressed (buttons made without ``add_button``)."""
        self._actions[element] = action

    def set_focus(self, index: int | None) -> None:
        if self.focus_index is not None and self.focus_index < len(self.focus_order):
            self.focus_order[self.focus_index].unselect()
        self.focus_index = index
        if index is not None:
            self.focus_order[index].select()

    # -- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.ui is not None and self.ui.process_events(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self._actions.get(event.ui_element)
            if action is not None:
                self.app.audio.play("ui/click")
                action()
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)

    def handle_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus_index is not None and self.focus_order:
                button = self.focus_order[self.focus_index]
                self.app.audio.play("ui/click")
                self._actions[button]()
            else:
                self.confirm()
        elif event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB) and self.focus_order:
            backwards = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            self.move_focus(-1 if backwards else 1)
        elif event.key in (pygame.K_UP, pygame.K_LEFT) and self.focus_order:
            self.move_focus(-1)

    def move_focus(self, step: int) -> None:
        """Next (+1) or previous (-1) button in the focus order, wrapping around."""
        if self.focus_index is None:
            self.set_focus(0 if step > 0 else len(self.focus_order) - 1)
        else:
            self.set_focus((self.focus_index + step) % len(self.focus_order))

    def back(self) -> None:
        """Esc: leave this scene."""
        self.app.stack.pop()

    def confirm(self) -> None:
        """Enter with no focused button."""

    # -- frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.ui is not None:
            self.ui.update(dt)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draw_background(surface, alpha)
        if self.ui is not None:
            self.ui.draw_ui(surface)
        self.draw_foreground(surface, alpha)

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        """Art under the widgets."""

    def draw_foreground(self, surface: pygame.Surface, alpha: float) -> None:
        """Art over the widgets."""
