"""The title screen: a card per playable game, Continue where a save exists, settings and quit."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

import numpy as np
import pygame
import pygame_gui

from game.client.games import GameEntry, registered_games
from game.client.history.store import has_history
from game.client.scenes.learn import offer_first_chapter, tutorial_titles
from game.client.scenes.message import MessageScene
from game.client.text import tr
from game.client.tooltip import tooltip_surface
from game.client.ui import SAFFRON, SAND, UIScene, draw_panel, draw_text, draw_title_text, pulse

if TYPE_CHECKING:
    from game.client.app import App

TITLE_MUSIC = "music/title"
ATTRACT_AFTER_SECONDS = 60.0  # idle time before a game's demo (attract mode) starts
CARD_SIZE = (340, 190)
CARD_GAP = 44
CARD_TOP = 318
CARD_BLOCK_HEIGHT = CARD_SIZE[1] + 86  # the art plus the name and the tagline under it
CONTINUE_HEIGHT = 52
CARD_TIP_DELAY = 0.5  # seconds the pointer rests on a card before its tip shows
MENU_Y = 748
MENU_BUTTON = (260, 58)


DUST_COUNT = 46


class Dust:
    """Sand motes drifting on the evening wind over the dunes; moved in ``update``, drawn interpolated."""

    def __init__(self, seed: int = 7) -> None:
        rng = np.random.default_rng(seed)
        self.pos = np.column_stack([rng.uniform(0, 1600, DUST_COUNT), rng.uniform(420, 900, DUST_COUNT)])
        self.previous = self.pos.copy()
        self.speed = rng.uniform(14, 46, DUST_COUNT)
        self.phase = rng.uniform(0, 2 * np.pi, DUST_COUNT)
        self.size = rng.uniform(1.2, 3.0, DUST_COUNT)
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt
        self.previous = self.pos.copy()
        self.pos[:, 0] += self.speed * dt
        self.pos[:, 1] += np.sin(self.time * 0.9 + self.phase) * 8 * dt
        wrapped = self.pos[:, 0] > 1610
        self.pos[wrapped, 0] -= 1620
        self.previous[wrapped, 0] = self.pos[wrapped, 0]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        layer = _dust_layer()
        layer.fill((0, 0, 0, 0))
        points = self.previous + (self.pos - self.previous) * alpha
        for (x, y), size in zip(points, self.size):
            pygame.draw.circle(layer, (255, 228, 180, 90), (x, y), size)
        surface.blit(layer, (0, 0))


@cache
def _dust_layer() -> pygame.Surface:
    return pygame.Surface((1600, 900), pygame.SRCALPHA)


class TitleScene(UIScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.cards: list[tuple[GameEntry, pygame.Rect, pygame_gui.elements.UIButton]] = []
        self.dust = Dust()
        self.idle = 0.0
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.hover_still = 0.0

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.notices and self.app.stack.top is self:
            # A file found unusable at start: told once, over the title.
            self.app.stack.push(MessageScene.damaged_file(self.app, self.app.notices.pop(0)))
            return
        self.dust.update(dt)
        self.hover_still += dt
        self.idle += dt
        if self.idle >= ATTRACT_AFTER_SECONDS:
            self.idle = 0.0
            self.start_attract_mode()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle = 0.0
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            self.hover_still = 0.0
        super().handle(event)

    def start_attract_mode(self) -> None:
        """After a minute idle, the first game with a demo plays itself (any input returns here)."""
        for entry in registered_games():
            if entry.make_demo_scene is not None:
                self.app.stack.push(entry.make_demo_scene(self.app, 3, int(self.app.time) % 1000 + 1))
                return

    def enter(self) -> None:
        super().enter()
        self.app.audio.play_music(TITLE_MUSIC)

    def resume(self) -> None:
        # A game may have saved or finished meanwhile: the Continue buttons are rebuilt every time.
        self.rebuild()
        self.app.audio.play_music(TITLE_MUSIC)

    # -- layout -----------------------------------------------------------------------------

    def build(self) -> None:
        self.cards = []
        games = registered_games()
        total = len(games) * CARD_SIZE[0] + max(len(games) - 1, 0) * CARD_GAP
        x = 800 - total // 2
        # Keyboard order: Continue first (the likeliest wish), then the games, then the menu.
        # Every Continue button in one size: the one the longest label needs ("Продовжити: Племена
        # вітру" shrank alone beside a larger "Продовжити: П'ять Каст").
        labels = [
            tr("client.title.continue", game=tr(entry.name_key)) for entry in games if entry.can_continue()
        ]
        fitted = [self.fitting_id("#primary_button", label, CARD_SIZE[0]) for label in labels]
        continue_id = min(fitted, key=lambda found: self.app.theme_font(found)[0], default="#primary_button")
        for entry in games:
            if entry.can_continue():
                rect = pygame.Rect(
                    x + self._column(entry, games),
                    CARD_TOP + CARD_BLOCK_HEIGHT + 10,
                    CARD_SIZE[0],
                    CONTINUE_HEIGHT,
                )
                self.add_button(
                    rect,
                    tr("client.title.continue", game=tr(entry.name_key)),
                    self._continue(entry),
                    object_id=continue_id,
                )
        for index, entry in enumerate(games):
            block = pygame.Rect(
                x + index * (CARD_SIZE[0] + CARD_GAP), CARD_TOP, CARD_SIZE[0], CARD_BLOCK_HEIGHT
            )
            # The card's tip is drawn by the scene (draw_foreground): above the card, so it never
            # covers Continue, and only while the title is on top (never behind the quit dialog).
            button = self.add_button(block, "", self._new_game(entry), object_id="#game_card")
            self.cards.append((entry, block, button))
        # The focus order puts Continue buttons first, but reading order wants the cards first.
        width, height = MENU_BUTTON
        menu = [(tr("client.title.settings"), self.open_settings), (tr("client.title.quit"), self.back)]
        if has_history():  # the games kept once one has finished (game/client/history)
            menu.insert(0, (tr("history.button"), self.open_history))
        if tutorial_titles():  # Learn to play, only when some game has its chapters
            menu.insert(0, (tr("coach.learn.button"), self.open_learn))
        left = 800 - (len(menu) * width + (len(menu) - 1) * 24) // 2
        for index, (label, action) in enumerate(menu):
            self.add_button(pygame.Rect(left + index * (width + 24), MENU_Y, width, height), label, action)

    @staticmethod
    def _column(entry: GameEntry, games: list[GameEntry]) -> int:
        return games.index(entry) * (CARD_SIZE[0] + CARD_GAP)

    def _new_game(self, entry: GameEntry) -> Callable[[], None]:
        def new_game() -> None:
            self._play_music_of(entry)
            self.app.stack.push(entry.make_new_game_scene(self.app))

        def start() -> None:
            # The first start of a game with no finished chapter offers its first chapter.
            if not offer_first_chapter(self.app, entry.title_id, new_game):
                new_game()

        return start

    def _continue(self, entry: GameEntry) -> Callable[[], None]:
        def resume_save() -> None:
            assert entry.make_continue_scene is not None
            self._play_music_of(entry)
            self.app.stack.push(entry.make_continue_scene(self.app))

        return resume_save

    def _play_music_of(self, entry: GameEntry) -> None:
        """A game's own loop starts as its screens open; the title's returns with the title."""
        if entry.music is not None:
            self.app.audio.play_music(entry.music)

    def confirm(self) -> None:
        """Enter with nothing focused takes the first choice: Continue if offered, else the first game."""
        if self.cards:
            self.app.audio.play("ui/click")
            self._actions[self.focus_order[0]]()

    def open_learn(self) -> None:
        from game.client.scenes.learn import LearnScene

        self.app.stack.push(LearnScene(self.app))

    def open_history(self) -> None:
        from game.client.scenes.history import HistoryScene

        self.app.stack.push(HistoryScene(self.app))

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

    # -- drawing ----------------------------------------------------------------------------

    def card_tip(self) -> tuple[pygame.Rect, pygame.Surface] | None:
        """The resting pointer's card tip and where it goes: just above the card's plate."""
        if self.app.stack.top is not self or self.hover_still < CARD_TIP_DELAY:
            return None
        for entry, block, _ in self.cards:
            if block.collidepoint(self.hover_pos):
                panel = tooltip_surface(
                    tr(entry.name_key), tr("client.title.new_game_tip", game=tr(entry.name_key))
                )
                rect = panel.get_rect(midbottom=(block.centerx, block.y - 10))
                rect.clamp_ip(pygame.Rect(0, 0, 1600, 900))
                return rect, panel
        return None

    def draw_foreground(self, surface: pygame.Surface, alpha: float) -> None:
        tip = self.card_tip()
        if tip is not None:
            surface.blit(tip[1], tip[0])

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("ui/title_backdrop"), (0, 0))
        self.dust.draw(surface, alpha)
        logo = self.app.assets.image("ui/logo")
        surface.blit(logo, logo.get_rect(midtop=(800, 14)))
        draw_title_text(surface, tr("client.app_name"), 68, (800, 156))
        draw_text(surface, tr("client.title.subtitle"), 24, SAND, (800, 250), anchor="midtop")
        if not self.cards:
            panel = pygame.Rect(0, 0, 760, 120)
            panel.center = (800, CARD_TOP + 130)
            draw_panel(surface, panel, alpha=255)
            draw_text(surface, tr("client.title.no_games"), 24, SAND, panel.center, anchor="center")
        for entry, block, button in self.cards:
            self._draw_card(surface, entry, block, button)
        draw_text(surface, tr("client.title.controls"), 18, SAND, (800, 884), anchor="midbottom")

    def _draw_card(
        self,
        surface: pygame.Surface,
        entry: GameEntry,
        block: pygame.Rect,
        button: pygame_gui.elements.UIButton,
    ) -> None:
        lifted = button.hovered or button.is_selected
        lift = 6 if lifted else 0
        plate = block.inflate(20, 16).move(0, -lift)
        draw_panel(surface, plate, radius=20, alpha=255)  # opaque: no camels through the words
        art_rect = pygame.Rect(block.x, block.y - lift, *CARD_SIZE)
        name = f"ui/card_{entry.title_id}"
        if self.app.assets.has_image(name):
            surface.blit(self.app.assets.image(name), art_rect)
        if lifted:
            glow = 2 + round(2 * pulse(self.app.time))
            pygame.draw.rect(surface, SAFFRON, plate, width=glow, border_radius=20)
        draw_text(
            surface,
            tr(entry.name_key),
            30,
            SAND,
            (block.centerx, art_rect.bottom + 10),
            anchor="midtop",
            bold=True,
        )
        draw_text(
            surface,
            tr(f"client.games.{entry.title_id}.tagline"),
            18,
            SAND,
            (block.centerx, art_rect.bottom + 54),
            anchor="midtop",
        )
