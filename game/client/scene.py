"""Scenes and the stack that runs them (docs/architecture.md section 7: a state per scene, a stack of scenes).

A scene owns one screen or overlay. Only the top scene receives input. Drawing starts at the
highest opaque scene and goes up, so a transparent overlay (pause, message, curtain, coach) draws
over the scene below it. Updating goes down from the top until a scene that pauses what is under
it; overlays pause the scene below by default.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.client.app import App

log = logging.getLogger(__name__)


class Scene:
    """One screen. Subclasses override the hooks they need; every hook has a do-nothing default.

    ``draw`` must never change game state: it may be called any number of times per update.
    """

    transparent: bool = False
    """True for overlays: the scene below stays visible and is drawn first."""
    pauses_below: bool = True
    """For transparent scenes: False keeps the scene below updating (its animations run on)."""

    def animating(self) -> bool:
        """True while something on this scene moves that must look smooth (a piece in flight, a
        bot playing its turn). When no visible scene animates and no input comes, the app drops to
        its idle frame rate, so a person thinking over a still table costs almost no CPU."""
        return False

    def __init__(self, app: App | None) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack (or swapped in by ``replace``)."""

    def exit(self) -> None:
        """Removed from the stack for good: release widgets, stop sounds."""

    def pause(self) -> None:
        """Another scene was pushed over this one; it no longer receives input."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event, with mouse positions already in logical (1600x900) coordinates."""

    def update(self, dt: float) -> None:
        """Advance by one fixed step of ``dt`` seconds."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw onto the logical canvas; ``alpha`` in [0, 1) interpolates between the last two updates."""


class SceneStack:
    """push / pop / replace with the enter, exit, pause and resume calls in a fixed order."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __bool__(self) -> bool:
        return bool(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """Bottom to top."""
        return tuple(self._scenes)

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``; the scene below is neither paused nor resumed.

        The old scene is let go before the new one enters: a table's ``enter`` collects, then
        freezes the heap, and an old table still held here was frozen with it, and so kept,
        until the new table closed."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def clear(self) -> None:
        """Exit every scene, top first."""
        while self._scenes:
            self._scenes.pop().exit()

    def pop_to(self, scene: Scene) -> None:
        """Pop every scene above ``scene`` so that it is on top again."""
        if scene not in self._scenes:
            raise ValueError("scene is not on the stack")
        while self._scenes[-1] is not scene:
            self.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self._scenes:
            self._scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        for scene in self._updating():
            scene.update(dt)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        for scene in self._visible():
            scene.draw(surface, alpha)

    def animating(self) -> bool:
        """True when any scene that is drawn or updated asks for the full frame rate."""
        return any(scene.animating() for scene in {*self._visible(), *self._updating()})

    def _visible(self) -> list[Scene]:
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].transparent:
            first -= 1
        return self._scenes[max(first, 0) :]

    def _updating(self) -> list[Scene]:
        """Bottom to top, the scenes that receive ``update`` this step."""
        first = len(self._scenes) - 1
        while first > 0:
            above = self._scenes[first]
            if not above.transparent or above.pauses_below:
                break
            first -= 1
        return self._scenes[max(first, 0) :]
