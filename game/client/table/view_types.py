"""What a view and the table hand each other (the plug-in API's types, ``view.py``'s docstring).

The view answers with a ``Question`` (its ``Target`` s and ``Option`` s), a ``Tooltip``, the
``Zones`` of the table's own parts and a ``LogWriter`` (whose ``Amend`` rewrites its last line);
the table tells every hook what it may read in a ``Ctx``. Plain data, so a view is testable without
a window.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.rules.base import Event, State

if TYPE_CHECKING:
    from game.client.assets import Assets

Point = tuple[int, int]
Colour = tuple[int, int, int]


# -- what the view answers ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Tooltip:
    """A hover panel: bold title, wrapped body, optional label-value rows (the last one a total).
    ``about``: the place it describes (a card in hand), when that is not a target of the question:
    the table tries the places beside it too, as beside a target, not only the corners round the
    pointer (a hand card's tip had no corner clear of the person's own score lines)."""

    title: str
    body: str = ""
    rows: tuple[tuple[str, str], ...] = ()
    about: pygame.Rect | None = None


@dataclass(frozen=True, slots=True)
class Option:
    """One button of the question.

    ``key`` says WHAT the option is, never where it sits ("end", "sell", "bid:5", "djinn:sloar",
    "power:12"): the table keeps keyboard shortcuts by key, so a shortcut never moves to another
    option after a purchase. ``hotkey``: a key name the view wants for it ("1".."9",
    "e"...); None lets the table give the lowest free digit, kept for that key while the prompt
    lasts. ``action`` plays that action; None with ``choose=True`` calls ``view.choose(key)``.
    """

    key: str
    label: str
    action: int | None = None
    choose: bool = False
    primary: bool = False  # Enter / Space press it
    hotkey: str | None = None
    tooltip: str | None = None
    enabled: bool = True
    # Stands apart at the right end of a row of buttons, away from the others: else Five Tribes'
    # "End turn" after "Sell: Wheat, Pottery" reads as one more thing to sell.
    apart: bool = False


@dataclass(frozen=True, slots=True)
class Target:
    """A hit area on the view's drawing that answers the question.

    ``key`` names the place (the tutorial's ``point`` uses the same names: "c3", "market:2").
    ``actions``: one = a click plays it; several = the table asks which (``option_label`` each);
    empty with ``choose=True`` = a click calls ``view.choose(key)``. ``glow``: the table calls
    ``view.draw_target_glow`` for it every frame (False when the view draws its own highlight in
    ``draw_base``). ``hotkey`` as in ``Option`` (e.g. the meeple colours in hand). ``mark``: where
    the hint's numbered marker sits for this target, clear of what the view draws in it; None: the
    rect's top-right corner (which can hide a piece: the meeple of a Five Tribes hand slot).
    """

    key: str
    rect: pygame.Rect
    actions: tuple[int, ...] = ()
    choose: bool = False
    glow: bool = True
    hotkey: str | None = None
    mark: tuple[int, int] | None = None


@dataclass(slots=True)
class Question:
    """The one question the table asks now (docs/ui.md: one question at a time)."""

    prompt: str
    targets: list[Target] = field(default_factory=list)
    options: list[Option] = field(default_factory=list)
    why_not: str = ""  # shown in the prompt line after a click that hits nothing legal
    option_area: pygame.Rect | None = None  # where the option buttons go; None: zones().options
    max_option_width: int = 230

    def target_at(self, pos: Point) -> Target | None:
        for target in self.targets:
            if target.rect.collidepoint(pos):
                return target
        return None

    def live_targets(self) -> list[Target]:
        """The targets that answer it: a click plays an action or makes a first choice. A view
        may list a place that answers nothing (its click says why not, as a click on nothing
        does); nothing that keeps the question in sight has to keep clear of it."""
        return [target for target in self.targets if target.actions or target.choose]

    def actions(self) -> set[int]:
        """Every action one click on this question plays."""
        found = {o.action for o in self.options if o.action is not None}
        for target in self.targets:
            if len(target.actions) == 1:
                found.add(target.actions[0])
        return found


@dataclass(frozen=True, slots=True)
class Zones:
    """Where the table's own parts go on the canvas (the view draws the frames behind them)."""

    top_strip: pygame.Rect  # round/status, whose turn, the prompt; Undo, Rules, Menu at its right
    log: pygame.Rect  # the log book: a title line, then the newest lines at the bottom
    options: pygame.Rect  # the option buttons, left to right
    panels: pygame.Rect  # the player panels (the results scene and floats never cover more)


@dataclass(frozen=True, slots=True)
class Amend:
    """What ``LogWriter.describe`` returns to rewrite its own last line instead of adding one: the
    same move continued by a later event ("Ann: 2 riders fly ..." in place of "Ann: a rider flies
    ...": one line per rider of a move reads as a stutter)."""

    line: str


class LogWriter:
    """Words events for the log. One writer reads a whole game in order (it may remember a pick
    until the move it starts ends, and write one line then, or ``Amend`` its last line). The table
    replays every stored event through a fresh writer when the language changes or a step is
    undone, so ``describe`` must depend only on the events fed so far and ``name``. Never word an
    event's private part (``event.private_to``): the log is seen by everyone at the table."""

    def __init__(self, name: Callable[[int], str]) -> None:
        self.name = name

    def describe(self, event: Event) -> str | tuple[str, ...] | Amend | None:
        """One line for ``event``, an ``Amend`` of this writer's last line, or None (folded into a
        later line, or not worth a line); a tuple of lines when the event also opens something
        (a heading such as a new round before the event's own line)."""
        return None

    def interrupted(self) -> None:
        """The table logged a line of its own after this writer's last one: the next ``Amend``
        would rewrite the wrong line, so the writer starts a new line instead."""


# -- what the table tells the view -------------------------------------------------------------


@dataclass(slots=True)
class Ctx:
    """What a hook may read. Built by the table each frame (cheap), never kept by the view."""

    state: State  # the observation the viewer may see (see view.py's docstring)
    viewer: int | None  # whose private things show face up; None: nobody's
    names: Sequence[str]  # seat names in the current language
    assets: Assets
    time: float  # seconds since the app started (for pulses)
    hover: Point  # pointer position on the canvas ((-1, -1) when outside)
    interactive: bool  # a person is to move, this is their question, no animation runs
    question: Question | None  # the live question when interactive
    hidden: frozenset[Hashable]  # pieces the animation queue is bringing in: leave them out
    thinking: int | None  # the bot seat thinking now
    high_contrast: bool
    mover: int  # the seat to move in the full state (-1 at the end)
    showing_before: bool  # ctx.state is the position before the last action (an anim plays)
    pending: tuple[int, ...] = ()  # a click meant several actions: the table asks which (options)
    # The actions Undo can take back (the person to move's own, oldest first): a view may leave
    # out a click that would only take one of them back (a Tribes of the Wind rider sent back).
    undoable: tuple[int, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)  # room for later additions
    # The seat the table shows as acting (the top strip's disc and name): while a move plays out
    # and nobody can act yet, the seat whose move it is, else the seat to move. None: ``mover``
    # (a Ctx built away from the table). Views raise that seat's panel (``acting_seat``).
    acting: int | None = None

    @property
    def acting_seat(self) -> int:
        """The seat whose panel is raised: the strip's seat (during a bot's playback the
        next seat is already to move while the strip still shows the bot). -1 at the end."""
        return self.mover if self.acting is None else self.acting
