"""The one asset registry: images from ``sprites/`` and sounds from ``sounds/``, by name.

Names are paths without the extension, relative to the folder: ``image("five_tribes/meeple_vizier")``
is ``sprites/five_tribes/meeple_vizier.png``; ``sound_path("coin")`` is ``sounds/coin.wav``. The files
are made by ``tools/make_sprites.py`` and ``tools/make_sounds.py`` (``make assets``).
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.resources import resource_path

log = logging.getLogger(__name__)


class AssetMissing(FileNotFoundError):
    """A named asset has no file; the message names the file that was expected."""


def _find(folder: str, name: str, suffix: str) -> Path:
    parts = f"{name}{suffix}".split("/")
    try:
        return resource_path(folder, *parts)
    except FileNotFoundError as error:
        raise AssetMissing(
            f"asset {name!r} is missing: expected the file {folder}/{'/'.join(parts)} "
            f"({error}); run `make assets` to regenerate the art and sound"
        ) from error


def image_path(name: str) -> Path:
    return _find("sprites", name, ".png")


def sound_path(name: str) -> Path:
    return _find("sounds", name, ".wav")


class Assets:
    """Loads each image once and caches it (converted for fast blitting once a display exists)."""

    def __init__(self) -> None:
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}

    def image(self, name: str) -> pygame.Surface:
        surface = self._images.get(name)
        if surface is None:
            surface = pygame.image.load(image_path(name))
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._images[name] = surface
        return surface

    def scaled(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """``image(name)`` smooth-scaled to ``size`` (cached)."""
        key = (name, size[0], size[1])
        surface = self._scaled.get(key)
        if surface is None:
            source = self.image(name)
            surface = source if source.get_size() == size else pygame.transform.smoothscale(source, size)
            self._scaled[key] = surface
        return surface

    def has_image(self, name: str) -> bool:
        try:
            image_path(name)
        except AssetMissing:
            return False
        return True
