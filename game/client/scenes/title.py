"""The title screen: the playable games, any game to continue, settings and quit."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.games import GameEntry, registered_games
from game.client.scenes.message import MessageScene
from game.client.text import tr
from game.client.ui import SAND, UIScene, draw_panel, draw_text

MENU_CENTER_X = 800
MENU_TOP = 430
BUTTON_SIZE = (440, 60)
BUTTON_GAP = 12
TITLE_MUSIC = "music/title"


class TitleScene(UIScene):
    def enter(self) -> None:
        super().enter()
        self.app.audio.play_music(TITLE_MUSIC)

    def resume(self) -> None:
        # A game may have saved or finished: the Continue buttons are rebuilt every time.
        self.rebuild()
        self.app.audio.play_music(TITLE_MUSIC)

    def menu_entries(self) -> list[tuple[str, Callable[[], None], str]]:
        """(label, action, object id) for every button, top to bottom."""
        games = registered_games()
        entries: list[tuple[str, Callable[[], None], str]] = []
        for entry in games:
            if entry.can_continue():
                entries.append(
                    (
                        tr("client.title.continue", game=tr(entry.name_key)),
                        self._continue(entry),
                        "#primary_button",
                    )
                )
        for entry in games:
            entries.append((tr(entry.name_key), self._new_game(entry), "#game_button"))
        entries.append((tr("client.title.settings"), self.open_settings, "#menu_button"))
        entries.append((tr("client.title.quit"), self.back, "#menu_button"))
        return entries

    def build(self) -> None:
        entries = self.menu_entries()
        width, height = BUTTON_SIZE
        self._menu_rect = pygame.Rect(0, 0, width + 80, len(entries) * (height + BUTTON_GAP) + 68)
        self._menu_rect.midtop = (MENU_CENTER_X, MENU_TOP - 34)
        y = MENU_TOP
        for label, action, object_id in entries:
            rect = pygame.Rect(MENU_CENTER_X - width // 2, y, width, height)
            self.add_button(rect, label, action, object_id=object_id)
            y += height + BUTTON_GAP
        self._has_games = bool(registered_games())

    def _new_game(self, entry: GameEntry) -> Callable[[], None]:
        def start() -> None:
            self.app.stack.push(entry.make_new_game_scene(self.app))

        return start

    def _continue(self, entry: GameEntry) -> Callable[[], None]:
        def resume_save() -> None:
            assert entry.make_continue_scene is not None
            self.app.stack.push(entry.make_continue_scene(self.app))

        return resume_save

    def open_settings(self) -> None:
        from game.client.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def back(self) -> None:
        """Esc on the title screen asks before quitting."""
        self.app.stack.push(
            MessageScene(
                self.app,
                tr("client.title.quit_title"),
                tr("client.title.quit_body"),
                on_confirm=self.app.quit,
            )
        )

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        logo = self.app.assets.image("ui/logo")
        surface.blit(logo, logo.get_rect(midtop=(800, 36)))
        draw_panel(surface, self._menu_rect, alpha=200)
        if not self._has_games:
            draw_text(
                surface,
                tr("client.title.no_games"),
                20,
                SAND,
                (MENU_CENTER_X, self._menu_rect.y + 8),
                anchor="midtop",
            )
        draw_text(surface, tr("client.title.controls"), 18, SAND, (800, 878), anchor="midbottom")
