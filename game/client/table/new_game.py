"""The new-game scene of every title: seats from the title's min to max players (a person with a
name, or a bot level), the rule flags with their choices and help (``TITLE.flags``), the seed."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from ai.budget import Budget
from game.client.badges import draw_disc
from game.client.lettering import draw_text
from game.client.name_entry import NameEntry, entry_text
from game.client.table.saves import autosave_exists
from game.client.table.session import BOT_LEVELS, GameSetup, Seat, Session
from game.client.table.start import bot_name
from game.client.table.view import GameView
from game.client.text import LANGUAGES, drawable_name, tr, tr_in
from game.client.ui import UIScene
from game.client.widgets import SAND, draw_panel
from game.schema import SEED, clean_name

if TYPE_CHECKING:
    from game.client.app import App

SEAT_KINDS = ("human", *BOT_LEVELS, "off")
PANEL = pygame.Rect(60, 30, 1480, 840)
GOLD = (255, 227, 160)


def flag_value_key(title_id: str, name: str, value: Any) -> str:
    return f"{title_id}.flags.{name}.{str(value).lower()}"


class NewGameScene(UIScene):
    def __init__(self, app: App, view: GameView, bot_budget: Budget | None = None) -> None:
        super().__init__(app)
        self.view = view
        self.title = view.title
        self.bot_budget = bot_budget
        seats = self.title.max_players
        self.kinds = ["human", "easy"] + ["off"] * (seats - 2)
        self.names = [tr("table.new_game.default_name", number=i + 1) for i in range(seats)]
        self._recall_seats()
        self.specs = view.flags()
        self.flags = {name: default for name, (default, _) in self.specs.items()}
        self._recall_flags()
        self.seed = random.randrange(1, 100000)
        self.name_entries: dict[int, NameEntry] = {}
        self.seed_entry: pygame_gui.elements.UITextEntryLine | None = None
        self.start_button: pygame_gui.elements.UIButton | None = None
        self.error = ""

    def _recall_seats(self) -> None:
        """The seats of the last game started here (settings ``last_seats``); a word
        that makes no sense (an edited file, a title with fewer seats now) keeps the default."""
        remembered = self.app.settings.last_seats.get(self.title.id, [])
        kinds = list(self.kinds)
        for seat, entry in enumerate(remembered[: len(kinds)]):
            kind, _, name = entry.partition(":")
            if kind not in SEAT_KINDS or (kind == "off" and seat < self.title.min_players):
                return
            kinds[seat] = kind
            name = clean_name(name)[:16]  # a remembered name with nothing visible is no name
            if kind == "human" and name and not self._default_name(seat, name):
                self.names[seat] = name
        if "off" in kinds:  # seats are taken in order
            first = kinds.index("off")
            kinds[first:] = ["off"] * (len(kinds) - first)
        self.kinds = kinds

    def _recall_flags(self) -> None:
        """The rule flags of the last game started here (settings ``last_flags``): hidden gold
        chosen once stays chosen. A flag or value the title does not offer keeps its default."""
        remembered = self.app.settings.last_flags.get(self.title.id, {})
        for name, value in remembered.items():
            spec = self.specs.get(name)
            if spec is not None and value in spec[1] and type(value) is type(spec[0]):
                self.flags[name] = value

    @staticmethod
    def _default_name(seat: int, name: str) -> bool:
        """Whether ``name`` is a seat's default ("Гравець 2", "Player 2") in some language: it
        was not typed, so it is not remembered, and a game in another language shows its own
        (else "Гравець 1" stays at an English table after a Ukrainian game)."""
        key = "table.new_game.default_name"
        return any(name == tr_in(lang, key, number=seat + 1) for lang in LANGUAGES)

    def _remember_seats(self) -> None:
        self.app.settings.last_seats[self.title.id] = [
            f"human:{'' if self._default_name(seat, self.names[seat]) else self.names[seat]}"
            if kind == "human"
            else kind
            for seat, kind in enumerate(self.kinds)
        ]
        self.app.settings.last_flags[self.title.id] = dict(self.flags)
        self.app.save_settings()

    # -- layout -----------------------------------------------------------------------------

    def seat_y(self, seat: int) -> int:
        step = min(76, 282 // max(self.title.max_players - 1, 1))
        return 150 + seat * step

    def flag_pos(self, index: int) -> tuple[int, int]:
        rows = (len(self.specs) + 1) // 2
        step = min(104, 610 // max(rows, 1))
        return 760 + (index % 2) * 380, 150 + (index // 2) * step

    # -- widgets ----------------------------------------------------------------------------

    def build(self) -> None:
        assert self.ui is not None
        self.name_entries = {}
        for seat in range(self.title.max_players):
            y = self.seat_y(seat)
            self.add_button(
                pygame.Rect(130, y, 240, 56),
                tr(f"table.new_game.seat_{self.kinds[seat]}"),
                self._cycle_seat(seat),
                object_id="#game_button" if self.kinds[seat] == "human" else "#menu_button",
            )
            if self.kinds[seat] == "human":
                entry = NameEntry(pygame.Rect(390, y + 4, 300, 48), manager=self.ui)
                # A stored name shows as the entry's font draws it (text.drawable_name without the
                # fallback faces: pygame-gui draws with Noto Sans alone, so no boxes for emoji or
                # CJK); left as shown, the seat keeps the stored name (``_remember_entries``),
                # which the table, the curtain and the results draw in full (text.Face).
                entry.set_text(drawable_name(self.names[seat], fallback=False))
                entry.set_text_length_limit(16)
                self.name_entries[seat] = entry
        self.seed_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(220, 500, 200, 48), manager=self.ui)
        self.seed_entry.set_text(str(self.seed))
        self.seed_entry.set_allowed_characters("numbers")
        self.add_button(pygame.Rect(440, 496, 250, 56), tr("table.new_game.new_seed"), self._new_seed)
        for index, name in enumerate(self.specs):
            x, y = self.flag_pos(index)
            self.add_button(
                pygame.Rect(x, y + 30, 360, 52),
                tr(flag_value_key(self.title.id, name, self.flags[name])),
                self._cycle_flag(name),
                tooltip=tr(f"{self.title.id}.flags.{name}.help"),
            )
        self.start_button = self.add_button(
            pygame.Rect(130, 760, 300, 64),
            tr("table.new_game.start"),
            self.start,
            object_id="#primary_button",
        )
        self.add_button(pygame.Rect(450, 760, 240, 64), tr("table.new_game.back"), self.back)
        self._add_learn_button()

    def _add_learn_button(self) -> None:
        """This game's Learn to play, when it has chapters."""
        from game.client.scenes.learn import LearnScene, tutorial_titles

        if tutorial_titles([self.title.id]):
            self.add_button(
                pygame.Rect(710, 760, 280, 64),
                tr("coach.learn.button"),
                lambda: self.app.stack.push(LearnScene(self.app, [self.title.id])),
            )

    def _remember_entries(self) -> None:
        for seat, entry in self.name_entries.items():
            if entry.get_text() == entry_text(drawable_name(self.names[seat], fallback=False)):
                continue  # untouched: the stored name, with what the font cannot draw, stays
            # What the save keeps (schema.clean_name); nothing visible is no name: the default.
            default = tr("table.new_game.default_name", number=seat + 1)
            self.names[seat] = clean_name(entry.get_text()) or default
        if self.seed_entry is not None and self.seed_entry.get_text().isdecimal():
            # "²" is a digit int() refuses; a seed beyond the save's range would not load again.
            self.seed = min(int(self.seed_entry.get_text()), SEED.high)

    def _cycle_seat(self, seat: int) -> Callable[[], None]:
        def cycle() -> None:
            self._remember_entries()
            low = self.title.min_players
            options = SEAT_KINDS if seat >= low else SEAT_KINDS[:-1]
            self.kinds[seat] = options[(options.index(self.kinds[seat]) + 1) % len(options)]
            if self.kinds[seat] == "off":
                # Seats are taken in order: emptying one empties every seat after it.
                for later in range(seat + 1, len(self.kinds)):
                    self.kinds[later] = "off"
            else:
                for earlier in range(low, seat):
                    if self.kinds[earlier] == "off":
                        self.kinds[earlier] = self.kinds[seat]
            self.rebuild()

        return cycle

    def _cycle_flag(self, name: str) -> Callable[[], None]:
        def cycle() -> None:
            self._remember_entries()
            options = self.specs[name][1]
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
            seats.append(Seat(self.names[seat]) if kind == "human" else Seat(bot_name(kind, seat + 1), kind))
        return GameSetup(seats, self.seed, dict(self.flags))

    def start(self) -> None:
        """Start the game; a saved game of this title is replaced only after asking."""
        from game.client.scenes.message import MessageScene

        self._remember_entries()
        if not autosave_exists(self.title.id):
            self.start_now()
            return
        self.app.stack.push(
            MessageScene(
                self.app,
                tr("table.new_game.replace_title"),
                tr("table.new_game.replace_body", game=tr(self.view.name_key)),
                on_confirm=self.start_now,
                confirm_label=tr("table.new_game.replace"),
            )
        )

    def start_now(self) -> None:
        from game.client.table.scene import TableScene

        setup = self.setup()
        self._remember_seats()
        session = Session(self.title, setup, view=self.view)
        table = TableScene(self.app, self.view, session, bot_budget=self.bot_budget)
        table.save_now()  # the first autosave through the table's slot: a refusal is told at once
        self.app.stack.replace(table)

    def confirm(self) -> None:
        self.start()

    # -- drawing ----------------------------------------------------------------------------

    def draw_background(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.app.assets.image(self.view.backdrop), (0, 0))
        draw_panel(surface, PANEL, alpha=225)
        heading = tr("table.new_game.title", game=tr(self.view.name_key))
        draw_text(surface, heading, 34, GOLD, (800, 48), anchor="midtop", bold=True)
        seats = tr("table.new_game.seats", low=self.title.min_players, high=self.title.max_players)
        draw_text(surface, seats, 22, SAND, (130, 112), bold=True)
        for seat in range(self.title.max_players):
            y = self.seat_y(seat)
            draw_disc(surface, (100, y + 28), 14, self.view.seat_colour(seat))  # a rim for dark colours
            if self.kinds[seat] not in ("human", "off"):
                draw_text(surface, tr("table.new_game.bot_hint"), 18, SAND, (400, y + 16))
        draw_text(surface, tr("table.new_game.seed"), 22, SAND, (130, 510), bold=True)
        draw_text(surface, tr("table.new_game.seed_hint"), 18, SAND, (130, 566))
        draw_text(surface, tr("table.new_game.flags"), 22, SAND, (760, 112), bold=True)
        for index, name in enumerate(self.specs):
            x, y = self.flag_pos(index)
            draw_text(surface, tr(f"{self.title.id}.flags.{name}.name"), 18, GOLD, (x + 4, y + 4))
