"""The view's required core: the five hooks every game must give (``ViewCore``), and the base
of the optional groups of hooks (``HookGroup``) that ``GameView`` adds to it (``view.py``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.client.table.view_types import Colour, Ctx, LogWriter, Question, Zones
from game.rules.base import Title

if TYPE_CHECKING:
    from game.client.app import App


class ViewCore(ABC):
    """What every game must give the table; a view with only this plays a whole game.

    Class attributes: ``title`` (the rules ``Title`` object, e.g. ``five_tribes.TITLE``) and
    ``seat_colours`` (one RGB per seat, max_players of them) are required; ``shelf``,
    ``backdrop`` (asset name of the table's backdrop, also behind the curtain and the new-game
    scene), ``music`` (asset name or None) and ``demo_levels`` (bot levels of the demo's seats,
    cycled) have defaults.

    The five hooks are the ones the table has no sensible default for: where its own parts go
    (``zones``), the picture (``draw_base``), the question a person answers (``question``), the
    top strip's round or phase (``status``, docs/ui.md) and the log's words (``log_writer``: a log
    that never says what happened is no log).
    """

    title: Title
    shelf: int = 100  # the title screen lists games by this, lowest first (then by id)
    seat_colours: tuple[Colour, ...] = ()
    backdrop: str = "ui/title_backdrop"
    music: str | None = None
    demo_levels: tuple[str, ...] = ("easy", "normal")

    def __init__(self, app: App | None = None) -> None:
        self.app = app  # None for a view used away from a screen (sessions in tests, the tutorial check)

    # -- readings every view has (not hooks) ---------------------------------------------------

    @property
    def title_id(self) -> str:
        return self.title.id

    @property
    def name_key(self) -> str:
        """Translation key of the game's name (Ukrainian edition's name in ``uk``)."""
        return f"client.games.{self.title_id}.name"

    def seat_colour(self, player: int) -> Colour:
        return self.seat_colours[player % len(self.seat_colours)]

    def flags(self) -> dict[str, tuple[Any, tuple[Any, ...]]]:
        """``{name: (default, choices)}`` of the title's rule flags (from ``TITLE.flags``)."""
        from game.client.table.contract import flag_specs

        return flag_specs(self.title)

    # -- the required hooks ------------------------------------------------------------------

    @abstractmethod
    def zones(self) -> Zones:
        """Where the table's own parts go on the canvas."""

    @abstractmethod
    def draw_base(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """The cached layer: backdrop, board, rows, panels, the frames of ``zones()``. The table
        then draws on it the top strip's texts and its buttons, the log and the option buttons."""

    @abstractmethod
    def question(self, ctx: Ctx, legal: list[int]) -> Question:
        """Turn the legal actions into one question (see view.py's docstring)."""

    @abstractmethod
    def status(self, ctx: Ctx) -> str:
        """The left of the top strip, e.g. "Round 3 · last round" (drawn in gold, bold)."""

    @abstractmethod
    def log_writer(self, name: Callable[[int], str]) -> LogWriter:
        """A fresh writer that words this game's events (see ``LogWriter``)."""


# The groups (view_overlays, view_drawing, view_choice, view_hint, view_events) read the core
# (``title_id``, ``zones``...). For the type checker each is a ViewCore; at run time a plain mixin, so a game lists the groups it overrides BEFORE the core:
# ``class MyView(DrawExtras, ViewCore)``.
if TYPE_CHECKING:
    HookGroup = ViewCore
else:
    HookGroup = object
