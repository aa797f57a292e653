"""The base class for scenes built from pygame-gui widgets.

The drawing helpers live in the widget kit (``game.client.widgets``, with ``lettering`` for text and
``highlights`` for the pulse); the few that scenes use beside ``UIScene`` are re-exported here
(``from game.client.ui import SAND, UIScene, draw_text``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.client.highlights import pulse  # noqa: F401  (re-exported)
from game.client.lettering import draw_text, draw_title_text, wrap_text  # noqa: F401  (re-exported)
from game.client.scene import Scene
from game.client.widgets import SAFFRON, SAND, dim, draw_heading, draw_panel  # noqa: F401  (re-exported)

if TYPE_CHECKING:
    from game.client.app import App, CanvasUIManager


BUTTON_PAD = 10  # px a widget button keeps clear of its label on each side


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
            rect,
            label,
            manager=self.ui,
            object_id=self.fitting_id(object_id, label, rect.width),
            tool_tip_text=tooltip,
        )
        self._actions[button] = action
        if focusable:
            self.focus_order.append(button)
        return button

    def fitting_id(self, object_id: str, label: str, width: int) -> str:
        """``object_id``, or its smaller-font variant (app.FIT_FONT_SIZES) when ``label`` does
        not fit ``width`` at the theme's size: buttons fit their words in both languages."""
        from game.client.app import FIT_FONT_SIZES
        from game.client.text import font

        size, bold = self.app.theme_font(object_id)
        room = width - 2 * BUTTON_PAD
        if font(size, bold).size(label)[0] <= room:
            return object_id
        smaller = [s for s in FIT_FONT_SIZES if s < size]
        for candidate in smaller:
            if font(candidate, bold).size(label)[0] <= room:
                return f"{object_id}_{candidate}"
        return f"{object_id}_{smaller[-1]}" if smaller else object_id

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

    def text_field_focused(self) -> bool:
        """A text entry has the keyboard (a player's name, the seed)."""
        if self.ui is None:
            return False
        focused = self.ui.get_focus_set() or set()
        return any(isinstance(element, pygame_gui.elements.UITextEntryLine) for element in focused)

    def handle(self, event: pygame.event.Event) -> None:
        typing = event.type == pygame.KEYDOWN and self.text_field_focused()
        if self.ui is not None and self.ui.process_events(event):
            return
        if typing:
            # A focused text field owns the keyboard (a space typed in a name must not press a
            # shortcut such as Start): no key reaches the scene's shortcuts. Esc, Enter and Tab leave the field.
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                assert self.ui is not None
                self.ui.set_focus_set(None)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self._actions.get(event.ui_element)
            if action is not None:
                self.app.audio.play("ui/click")
                action()
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.transparent:
            # Over the table (pause, confirm, curtain...) right click does what Esc does (README;
            # docs/ui.md). Full screens (title, new game) ignore it: a stray click loses no entries.
            self.back()

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
