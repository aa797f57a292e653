"""Music and sound effects that degrade to silence when there is no audio device."""

from __future__ import annotations

import logging

import pygame

from game.client.assets import AssetMissing, sound_path
from game.client.settings import Settings

log = logging.getLogger(__name__)


class Audio:
    """Plays named effects and one music loop at the volumes in the settings.

    Every call is safe without a mixer: the game simply stays silent (logged once).
    """

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.focused = True
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._unplayable: set[str] = set()
        self._music: str | None = None
        try:
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.available = pygame.mixer.get_init() is not None
        except pygame.error as error:
            log.info("no audio device, running silent: %s", error)

    @property
    def current_music(self) -> str | None:
        """The loop asked for last (None when silent by request or without a mixer)."""
        return self._music

    @property
    def muted(self) -> bool:
        return not self.focused and self.settings.mute_unfocused

    def play(self, name: str) -> None:
        """Play the effect ``sounds/<name>.wav`` once."""
        if not self.available or self.muted or self.settings.effects_volume <= 0 or name in self._unplayable:
            return
        sound = self._sounds.get(name)
        if sound is None:
            try:
                sound = pygame.mixer.Sound(sound_path(name))
            except (pygame.error, AssetMissing) as error:
                # A missing effect is a packaging bug, but not worth stopping a game for.
                log.error("sound %s could not be loaded: %s", name, error)
                self._unplayable.add(name)
                return
            self._sounds[name] = sound
        sound.set_volume(self.settings.effects_volume)
        sound.play()

    def play_music(self, name: str | None) -> None:
        """Loop ``sounds/<name>.wav`` as music (None stops it); the same name keeps playing."""
        if not self.available or name == self._music:
            return
        self._music = name
        try:
            if name is None:
                pygame.mixer.music.fadeout(400)
                return
            pygame.mixer.music.load(sound_path(name))
            pygame.mixer.music.play(loops=-1, fade_ms=800)
        except (pygame.error, AssetMissing) as error:
            log.error("music %s could not be played: %s", name, error)
            return
        self.apply_volumes()

    def set_focused(self, focused: bool) -> None:
        self.focused = focused
        self.apply_volumes()

    def apply_volumes(self) -> None:
        """Re-read the volumes and the mute-when-unfocused setting."""
        if not self.available:
            return
        volume = 0.0 if self.muted else self.settings.music_volume
        pygame.mixer.music.set_volume(volume)
        if self.muted:
            pygame.mixer.pause()
        else:
            pygame.mixer.unpause()

    def close(self) -> None:
        if self.available:
            pygame.mixer.quit()
            self.available = False
