"""The settings screen: language, volumes, animation speed, window, high contrast, focus muting."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.client.settings import LANGUAGES, WINDOW_SIZES, AnimationSpeed
from game.client.text import tr
from game.client.ui import SAFFRON, SAND, UIScene, draw_heading, draw_panel, draw_text

MUTED = (196, 184, 214)
TEAL = (64, 182, 176)

if TYPE_CHECKING:
    from game.client.app import App

PANEL = pygame.Rect(0, 0, 1120, 760)
PANEL.center = (800, 450)
LABEL_X = PANEL.x + 60
CONTROL_X = PANEL.x + 470
ROW_TOP = PANEL.y + 120
ROW_HEIGHT = 66
CHOICE_HEIGHT = 50


def percent(volume: float) -> int:
    """A volume as a whole percentage 0-100; anything not a number in [0, 1] (a NaN that came in
    around the settings file's schema) shows as the nearest end, 0 for NaN (``round`` of a NaN raises)."""
    if not math.isfinite(volume):
        return 100 if volume > 0 else 0
    return min(max(round(volume * 100), 0), 100)


class SettingsScene(UIScene):
    """Every change applies at once; the file is written when the screen closes."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._sliders: dict[pygame_gui.elements.UIHorizontalSlider, str] = {}
        self._rows: list[tuple[int, str, str]] = []
        self._dirty = False
        self._shown_fullscreen = app.settings.fullscreen

    def update(self, dt: float) -> None:
        # F11 toggles full screen from anywhere; keep the row in step with it.
        if self._shown_fullscreen != self.app.settings.fullscreen:
            self.rebuild()
        super().update(dt)

    def exit(self) -> None:
        if self._dirty:
            self.app.save_settings()
        super().exit()

    # -- layout -----------------------------------------------------------------------------

    def build(self) -> None:
        self._shown_fullscreen = self.app.settings.fullscreen
        self._sliders.clear()
        self._rows.clear()
        rows: list[tuple[str, Callable[[int], None]]] = [
            ("client.settings.language", self._language_row),
            ("client.settings.music_volume", lambda y: self._slider_row(y, "music_volume")),
            ("client.settings.effects_volume", lambda y: self._slider_row(y, "effects_volume")),
            ("client.settings.animation_speed", self._animation_row),
            ("client.settings.window_size", self._window_row),
            ("client.settings.fullscreen", lambda y: self._toggle_row(y, "fullscreen")),
            ("client.settings.high_contrast", lambda y: self._toggle_row(y, "high_contrast")),
            ("client.settings.mute_unfocused", lambda y: self._toggle_row(y, "mute_unfocused")),
        ]
        hints = {"client.settings.high_contrast": "client.settings.high_contrast_hint"}
        for index, (key, make) in enumerate(rows):
            y = ROW_TOP + index * ROW_HEIGHT
            self._rows.append((y, tr(key), tr(hints[key]) if key in hints else ""))
            make(y)
        self.add_button(
            pygame.Rect(PANEL.centerx - 150, PANEL.bottom - 90, 300, 60),
            tr("client.settings.back"),
            self.back,
            object_id="#primary_button",
        )

    def _choices(self, y: int, options: list[tuple[str, bool, Callable[[], None]]], width: int) -> None:
        x = CONTROL_X
        for label, selected, action in options:
            object_id = "#choice_selected" if selected else "#choice"
            self.add_button(pygame.Rect(x, y, width, CHOICE_HEIGHT), label, action, object_id=object_id)
            x += width + 10

    def _language_row(self, y: int) -> None:
        current = self.app.settings.language
        self._choices(
            y,
            [
                (tr(f"client.settings.language_{lang}"), lang == current, self._set_language(lang))
                for lang in LANGUAGES
            ],
            190,
        )

    def _animation_row(self, y: int) -> None:
        current = self.app.settings.animation_speed
        self._choices(
            y,
            [
                (tr(f"client.settings.speed_{speed.name.lower()}"), speed == current, self._set_speed(speed))
                for speed in AnimationSpeed
            ],
            138,
        )

    def _window_row(self, y: int) -> None:
        current = self.app.settings.window_size
        self._choices(
            y,
            [(f"{w}×{h}", (w, h) == current, self._set_window_size((w, h))) for w, h in WINDOW_SIZES],
            138,
        )

    def _toggle_row(self, y: int, name: str) -> None:
        value = bool(getattr(self.app.settings, name))
        self._choices(
            y,
            [
                (tr("client.settings.on"), value, self._set_flag(name, True)),
                (tr("client.settings.off"), not value, self._set_flag(name, False)),
            ],
            138,
        )

    def _slider_row(self, y: int, name: str) -> None:
        assert self.ui is not None
        value = percent(getattr(self.app.settings, name))
        slider = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(CONTROL_X, y + 6, 420, 38), value, (0, 100), manager=self.ui, click_increment=5
        )
        self._sliders[slider] = name

    # -- changes ----------------------------------------------------------------------------

    def _changed(self) -> None:
        self._dirty = True
        self.rebuild()

    def _set_language(self, language: str) -> Callable[[], None]:
        def apply() -> None:
            self.app.set_language(language)
            self._changed()

        return apply

    def _set_speed(self, speed: AnimationSpeed) -> Callable[[], None]:
        def apply() -> None:
            self.app.settings.animation_speed = speed
            self._changed()

        return apply

    def _set_window_size(self, size: tuple[int, int]) -> Callable[[], None]:
        def apply() -> None:
            self.app.settings.window_size = size
            if not self.app.headless and not self.app.settings.fullscreen:
                self.app.apply_display_settings()
            self._changed()

        return apply

    def _set_flag(self, name: str, value: bool) -> Callable[[], None]:
        def apply() -> None:
            setattr(self.app.settings, name, value)
            if name == "fullscreen" and not self.app.headless:
                self.app.apply_display_settings()
            if name == "mute_unfocused":
                self.app.audio.apply_volumes()
            self._changed()

        return apply

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element in self._sliders:
            name = self._sliders[event.ui_element]
            setattr(self.app.settings, name, event.value / 100)
            self.app.audio.apply_volumes()
            if name == "effects_volume":
                self.app.audio.play("ui/click")
            self._dirty = True
            return
        super().handle(event)

    # -- drawing ----------------------------------------------------------------------------

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        draw_panel(surface, PANEL, alpha=255)  # opaque (docs/ui.md)
        draw_heading(surface, tr("client.settings.title"), PANEL, 34)
        for y, label, hint in self._rows:
            if hint:
                draw_text(surface, label, 24, SAND, (LABEL_X, y + CHOICE_HEIGHT // 2 - 9), anchor="midleft")
                draw_text(
                    surface,
                    hint,
                    16,
                    MUTED,
                    (LABEL_X, y + CHOICE_HEIGHT // 2 + 15),
                    anchor="midleft",
                    shadow=False,
                )
            else:
                draw_text(surface, label, 24, SAND, (LABEL_X, y + CHOICE_HEIGHT // 2), anchor="midleft")
        for slider, name in self._sliders.items():
            value = f"{percent(getattr(self.app.settings, name))}%"
            draw_text(
                surface, value, 22, SAFFRON, (slider.rect.right + 20, slider.rect.centery), anchor="midleft"
            )

    def draw_foreground(self, surface: pygame.Surface, alpha: float) -> None:
        """The filled part of each volume track, up to the handle."""
        for slider in self._sliders:
            handle = slider.sliding_button.rect if slider.sliding_button is not None else None
            if handle is None:
                continue
            fill = pygame.Rect(slider.rect.x + 5, slider.rect.centery - 4, handle.left - slider.rect.x - 7, 8)
            if fill.width > 0:
                pygame.draw.rect(surface, TEAL, fill, border_radius=4)
