"""The window, the fixed-timestep loop and the services every scene reaches through ``scene.app``."""

from __future__ import annotations

import dataclasses
import gc
import json
import logging
from pathlib import Path

import pygame
import pygame_gui

from ai import reapers
from game.client import text
from game.client.assets import Assets
from game.client.audio import Audio
from game.client.scene import Scene, SceneStack
from game.client.settings import Settings, save_settings
from game.client.storage import DamagedFileError
from game.client.timing import LOGICAL_SIZE, FixedTimestep, Letterbox

log = logging.getLogger(__name__)

THEME_PATH = Path(__file__).resolve().parent / "theme.json"
FRAME_RATE_CAP = 60
# With no input for IDLE_AFTER_SECONDS and nothing animating, frames come this often (8 a second): ambient
# motion (a pulsing glow, drifting stars) still breathes, and an idle client uses a few per cent of a
# core instead of most of one (measured in bench/bench_idle.py).
IDLE_FRAME_RATE = 8
IDLE_AFTER_SECONDS = 1.0
REAPERS_TIMEOUT = 10.0
"""Seconds closing the app waits for the children of closed workers to end (``ai/reapers.py``);
each reaper kills a child that has not left within its grace, so they end well before."""
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


FIT_FONT_SIZES = (20, 18, 16, 14)
"""Smaller font sizes every themed widget id also comes in (``#menu_button_16``...): a label that
does not fit its button at the theme's size takes the largest of these that fits (ui.py)."""


def with_smaller_fonts(theme: dict[str, object]) -> dict[str, object]:
    """``theme`` plus, for every ``#id`` block with a font, ``#id_<size>`` copies at each smaller
    size of FIT_FONT_SIZES, so a label too long for its button in one language can shrink to fit."""
    found = dict(theme)
    for name, block in theme.items():
        if not name.startswith("#") or not isinstance(block, dict) or not isinstance(block.get("font"), dict):
            continue
        size = int(block["font"].get("size", 22))
        for smaller in FIT_FONT_SIZES:
            if smaller < size:
                found[f"{name}_{smaller}"] = {**block, "font": {**block["font"], "size": str(smaller)}}
    return found


def fit_window(wanted: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The wanted window size, shrunk (keeping its shape) to leave room for the desktop's panels."""
    if desktop is None:
        return wanted
    room = (desktop[0] * 0.95, desktop[1] * 0.9)
    scale = min(1.0, room[0] / wanted[0], room[1] / wanted[1])
    return (int(wanted[0] * scale), int(wanted[1] * scale))


def _desktop_size() -> tuple[int, int] | None:
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


class CanvasUIManager(pygame_gui.UIManager):
    """A UIManager laid out on the logical canvas.

    The app maps mouse events to canvas coordinates before they reach any scene, so event
    positions need no scaling here; only the hover position, which pygame-gui reads from
    ``pygame.mouse.get_pos()`` itself, goes through the letterbox.
    """

    def __init__(self, app: App, **kwargs: object) -> None:
        self._app = app
        super().__init__(LOGICAL_SIZE, **kwargs)  # type: ignore[arg-type]

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._app.letterbox.to_logical(pygame.mouse.get_pos())


class App:
    """One window showing a 1600x900 canvas, a scene stack and a 60 Hz fixed-step loop."""

    def __init__(
        self,
        settings: Settings,
        *,
        headless: bool = False,
        persist_settings: bool = True,
        language_for_run: str | None = None,
    ) -> None:
        # ``--lang`` changes the language for one run (README): the settings written while it
        # runs keep the stored language, until the player picks one in the settings.
        self._stored_language: str | None = None
        if language_for_run is not None and language_for_run != settings.language:
            self._stored_language = settings.language
            settings.language = language_for_run
        self.settings = settings
        self.headless = headless
        self.persist_settings = persist_settings
        self.running = False
        self.exit_code = 0
        self.frame_count = 0
        self.time = 0.0
        """Simulated seconds since start, advanced only by fixed updates (for pulses and animations)."""
        text.init_translations(settings.language)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Tribal Table")
        self.window = self._open_window()
        self.canvas = pygame.Surface(LOGICAL_SIZE).convert()
        self.letterbox = Letterbox(self.window.get_size())
        self._scaled_frame: pygame.Surface | None = None
        self.timestep = FixedTimestep()
        self.stack = SceneStack()
        self.assets = Assets()
        self.audio = Audio(settings)
        self._clock = pygame.time.Clock()
        self._since_input = 0.0
        self._theme: dict[str, object] | None = None
        self.notices: list[DamagedFileError] = []
        """Files found unusable at start (settings): the title screen tells the player, once each."""

    # -- window -----------------------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        if self.headless:
            return pygame.display.set_mode(LOGICAL_SIZE)
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(
            fit_window(self.settings.window_size, _desktop_size()), pygame.RESIZABLE
        )

    def apply_display_settings(self) -> None:
        """Re-open the window after the size or fullscreen setting changed."""
        self.window = self._open_window()
        self._window_resized()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_display_settings()
        self.save_settings()

    def _window_resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface
        self.letterbox = Letterbox(self.window.get_size())
        self._scaled_frame = None

    def save_settings(self) -> None:
        if not self.persist_settings:
            return
        if self._stored_language is None:
            save_settings(self.settings)
        else:
            save_settings(dataclasses.replace(self.settings, language=self._stored_language))

    def set_language(self, language: str) -> None:
        self._stored_language = None
        self.settings.language = language
        text.set_language(language)
        self.save_settings()

    # -- widgets ----------------------------------------------------------------------------

    def make_ui_manager(self) -> CanvasUIManager:
        """A pygame-gui manager for one scene, themed and in the current language."""
        manager = CanvasUIManager(
            self,
            theme_path=self._theme_data(),
            starting_language=self.settings.language,
            translation_directory_paths=[str(text.I18N_DIR)],
        )
        text.dedupe_load_path()
        return manager

    def _theme_data(self) -> dict[str, object]:
        if self._theme is None:
            self._theme = with_smaller_fonts(json.loads(THEME_PATH.read_text(encoding="utf-8")))
        return dict(self._theme)

    def theme_font(self, object_id: str) -> tuple[int, bool]:
        """The font size and boldness the theme gives ``object_id`` (the defaults' otherwise)."""
        theme = self._theme_data()
        block = theme.get(object_id) or theme.get("defaults") or {}
        face = block.get("font") if isinstance(block, dict) else None
        if not isinstance(face, dict):
            defaults = theme.get("defaults")
            face = defaults.get("font", {}) if isinstance(defaults, dict) else {}
        assert isinstance(face, dict)
        return int(face.get("size", 22)), face.get("bold", "0") == "1"

    # -- loop -------------------------------------------------------------------------------

    def run(self, first: Scene | None = None, frames: int | None = None, seconds: float | None = None) -> int:
        """Run until the stack empties, ``quit()`` is called, ``frames`` frames were drawn or
        ``seconds`` of wall time passed (a windowed run only)."""
        if first is not None:
            self.stack.push(first)
        self.running = True
        drawn = 0
        elapsed = 0.0
        self._clock.tick()
        while self.running and self.stack:
            if self.headless:
                # Headless runs are reproducible: every frame advances exactly one update.
                frame_seconds = self.timestep.step
            else:
                frame_seconds = self._clock.tick(self.frame_rate()) / 1000.0
                elapsed += frame_seconds
            self.frame(frame_seconds)
            drawn += 1
            if frames is not None and drawn >= frames:
                break
            if seconds is not None and elapsed >= seconds:
                break
        return drawn

    def frame_rate(self) -> int:
        """The cap for the next frame: full while input comes or anything animates, else idle."""
        if self._since_input < IDLE_AFTER_SECONDS or self.stack.animating():
            return FRAME_RATE_CAP
        return IDLE_FRAME_RATE

    def frame(self, frame_seconds: float) -> None:
        """One frame: input, as many fixed updates as the elapsed time calls for, draw, present."""
        events = pygame.event.get()
        self._since_input = 0.0 if events else self._since_input + frame_seconds
        for event in events:
            self.dispatch(event)
        for _ in range(self.timestep.advance(frame_seconds)):
            self.stack.update(self.timestep.step)
            self.time += self.timestep.step
        self.draw()
        self.frame_count += 1

    def dispatch(self, event: pygame.event.Event) -> None:
        """Handle window-level events here; pass the rest, in canvas coordinates, to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._window_resized()
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.audio.set_focused(False)
            return
        if event.type == pygame.WINDOWFOCUSGAINED:
            self.audio.set_focused(True)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            if not self.headless:
                self.toggle_fullscreen()
            return
        if event.type in _MOUSE_EVENTS:
            event = self.to_canvas_event(event)
        self.stack.handle(event)

    def to_canvas_event(self, event: pygame.event.Event) -> pygame.event.Event:
        data = dict(event.dict)
        data["window_pos"] = event.pos
        data["pos"] = self.letterbox.to_logical(event.pos)
        if "rel" in data:
            scale = self.letterbox.scale
            data["rel"] = (round(data["rel"][0] / scale), round(data["rel"][1] / scale))
        return pygame.event.Event(event.type, data)

    def draw(self) -> None:
        self.canvas.fill((0, 0, 0))
        self.stack.draw(self.canvas, self.timestep.alpha)
        self._present()

    def _present(self) -> None:
        if self.window.get_size() == LOGICAL_SIZE:
            self.window.blit(self.canvas, (0, 0))
        else:
            rect = self.letterbox.rect
            if self._scaled_frame is None or self._scaled_frame.get_size() != rect.size:
                self._scaled_frame = pygame.Surface(rect.size).convert()
            pygame.transform.smoothscale(self.canvas, rect.size, self._scaled_frame)
            self.window.fill((0, 0, 0))
            self.window.blit(self._scaled_frame, rect.topleft)
        pygame.display.flip()

    def screenshot(self, path: Path) -> None:
        """Write the logical canvas as the last frame showed it."""
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.canvas, str(path))

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        self.stack.clear()
        # The scenes' exits closed their bots' and reviews' workers, whose children end on
        # background threads: wait for them, so every child is ended and its semaphores freed here,
        # not raced by the collection below or by the interpreter's exit (ai/reapers.py).
        if not reapers.join_all(REAPERS_TIMEOUT):
            log.error("a closed worker's process has not ended; exiting without it")
        self.audio.close()
        # Cached fonts die with pygame's font module.
        text.font.cache_clear()
        text.fallback_font.cache_clear()
        self._release_ui_managers()
        pygame.quit()

    def _release_ui_managers(self) -> None:
        """Free this app's pygame-gui managers, and so their fonts, while the font module still runs.

        A pygame font freed after ``pygame.quit`` is never closed: SDL_ttf's face and the copy of
        the font file pygame-gui read into memory stay for the rest of the process. A manager sits
        in reference cycles that only the collector frees, and pygame-gui keeps the first manager
        of the process as its default for good: that reference goes first, then the collection
        frees every manager of the closed scenes (README.md, "Tests")."""
        if getattr(pygame_gui.core.utility.get_default_manager(), "_app", None) is self:
            pygame_gui.core.utility.set_default_manager(None)
        gc.collect()
