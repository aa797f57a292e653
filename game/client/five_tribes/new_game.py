"""The new-game scene: 2-4 seats (a person with a name or a bot level), the rule flags, the seed."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from ai.search import Budget
from game.client.five_tribes import layout as L
from game.client.five_tribes.session import BOT_LEVELS, GameSetup, Seat, Session, write_autosave
from game.client.text import tr
from game.client.ui import SAND, UIScene, draw_panel, draw_text
from game.rules.five_tribes.model import FLAG_CHOICES

if TYPE_CHECKING:
    from game.client.app import App

SEAT_KINDS = ("human", *BOT_LEVELS, "off")
PANEL = pygame.Rect(60, 30, 1480, 840)


def flag_value_key(name: str, value: Any) -> str:
    return f"five_tribes.flag.{name}.{str(value).lower()}"


class NewGameScene(UIScene):
    def __init__(self, app: App, bot_budget: Budget | None = None) -> None:
        super().__init__(app)
        self.bot_budget = bot_budget
        self.kinds = ["human", "easy", "off", "off"]
        self.names = [tr("five_tribes.new_game.default_name", number=i + 1) for i in range(4)]
        self.flags = {name: choices[0] for name, choices in FLAG_CHOICES.items()}
        self.seed = random.randrange(1, 100000)
        self.name_entries: dict[int, pygame_gui.elements.UITextEntryLine] = {}
        self.seed_entry: pygame_gui.elements.UITextEntryLine | None = None
        self.start_button: pygame_gui.elements.UIButton | None = None
        self.error = ""

    # -- widgets ----------------------------------------------------------------------------

    def build(self) -> None:
        assert self.ui is not None
        self.name_entries = {}
        for seat in range(4):
            y = 150 + seat * 76
            self.add_button(
                pygame.Rect(130, y, 240, 56),
                tr(f"five_tribes.new_game.seat_{self.kinds[seat]}"),
                self._cycle_seat(seat),
                object_id="#game_button" if self.kinds[seat] == "human" else "#menu_button",
            )
            if self.kinds[seat] == "human":
                entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(390, y + 4, 300, 48), manager=self.ui)
                entry.set_text(self.names[seat])
                entry.set_text_length_limit(16)
                self.name_entries[seat] = entry
        self.seed_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(220, 500, 200, 48), manager=self.ui)
        self.seed_entry.set_text(str(self.seed))
        self.seed_entry.set_allowed_characters("numbers")
        self.add_button(pygame.Rect(440, 496, 250, 56), tr("five_tribes.new_game.new_seed"), self._new_seed)
        for index, name in enumerate(FLAG_CHOICES):
            x = 760 + (index % 2) * 380
            y = 150 + (index // 2) * 104
            value = tr(flag_value_key(name, self.flags[name]))
            self.add_button(
                pygame.Rect(x, y + 30, 360, 52),
                value,
                self._cycle_flag(name),
                tooltip=tr(f"five_tribes.flag.{name}.help"),
            )
        self.start_button = self.add_button(
            pygame.Rect(130, 760, 300, 64),
            tr("five_tribes.new_game.start"),
            self.start,
            object_id="#primary_button",
        )
        self.add_button(pygame.Rect(450, 760, 240, 64), tr("five_tribes.new_game.back"), self.back)

    def _remember_entries(self) -> None:
        for seat, entry in self.name_entries.items():
            text = entry.get_text().strip()
            if text:
                self.names[seat] = text
        if self.seed_entry is not None and self.seed_entry.get_text().isdigit():
            self.seed = int(self.seed_entry.get_text())

    def _cycle_seat(self, seat: int) -> Callable[[], None]:
        def cycle() -> None:
            self._remember_entries()
            options = SEAT_KINDS if seat >= 2 else SEAT_KINDS[:-1]
            self.kinds[seat] = options[(options.index(self.kinds[seat]) + 1) % len(options)]
            if seat == 2 and self.kinds[2] == "off":
                self.kinds[3] = "off"
            if seat == 3 and self.kinds[2] == "off" and self.kinds[3] != "off":
                self.kinds[2] = self.kinds[3]
            self.rebuild()

        return cycle

    def _cycle_flag(self, name: str) -> Callable[[], None]:
        def cycle() -> None:
            self._remember_entries()
            options = FLAG_CHOICES[name]
            self.flags[name] = options[(options.index(self.flags[name]) + 1) % len(options)]
            self.rebuild()

        return cycle

    def _new_seed(self) -> None:
        self._remember_entries()
        self.seed = random.randrange(1, 100000)
        self.rebuild()

    # -- starting ---------------------------------------------------------------------------

    def setup(self) -> GameSetup:
        self._remember_entries()
        seats = []
        for seat, kind in enumerate(self.kinds):
            if kind == "off":
                continue
            if kind == "human":
                seats.append(Seat(self.names[seat]))
            else:
                seats.append(
                    Seat(
                        tr(
                            "five_tribes.new_game.bot_name",
                            level=tr(f"five_tribes.new_game.seat_{kind}"),
                            number=seat + 1,
                        ),
                        kind,
                    )
                )
        return GameSetup(seats, self.seed, dict(self.flags))

    def start(self) -> None:
        from game.client.five_tribes.table import TableScene

        setup = self.setup()
        session = Session(setup)
        write_autosave(session)
        self.app.stack.replace(TableScene(self.app, session, bot_budget=self.bot_budget))

    def confirm(self) -> None:
        self.start()

    # -- drawing ----------------------------------------------------------------------------

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image("five_tribes/table/backdrop"), (0, 0))
        draw_panel(surface, PANEL, alpha=225)
        draw_text(
            surface,
            tr("five_tribes.new_game.title"),
            34,
            (255, 227, 160),
            (800, 48),
            anchor="midtop",
            bold=True,
        )
        draw_text(surface, tr("five_tribes.new_game.seats"), 22, SAND, (130, 112), bold=True)
        for seat in range(4):
            y = 150 + seat * 76
            pygame.draw.circle(surface, L.PLAYER_COLOURS[seat], (100, y + 28), 14)
            if self.kinds[seat] not in ("human", "off"):
                draw_text(surface, tr("five_tribes.new_game.bot_hint"), 18, SAND, (400, y + 16))
        draw_text(surface, tr("five_tribes.new_game.seed"), 22, SAND, (130, 510), bold=True)
        draw_text(surface, tr("five_tribes.new_game.seed_hint"), 18, SAND, (130, 566))
        draw_text(surface, tr("five_tribes.new_game.flags"), 22, SAND, (760, 112), bold=True)
        for index, name in enumerate(FLAG_CHOICES):
            x = 760 + (index % 2) * 380
            y = 150 + (index // 2) * 104
            draw_text(surface, tr(f"five_tribes.flag.{name}.name"), 18, (255, 227, 160), (x + 4, y + 4))
