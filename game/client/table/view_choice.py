"""The view's hooks for answering the question: a move made in several clicks (``HalfChoice``:
the half-made choice, stepping back, the route to an action, the wheel, undo) and the words and
keys of the buttons (``ActionWords``)."""

from __future__ import annotations

from game.client.table.view_core import HookGroup
from game.client.table.view_types import Ctx, Point, Question
from game.rules.base import State


class HalfChoice(HookGroup):
    """A move made in several clicks: the half-made choice, stepping back inside it, the way to
    an action through it, and undo that takes back a half-built run."""

    def choose(self, key: str) -> None:
        """A target or option with ``choose`` was clicked: change the half-made choice."""

    def back(self) -> bool:
        """Esc / right click: step back inside the half-made choice; False when there is none."""
        return False

    def reset(self) -> None:
        """An action was played (or undone): forget the half-made choice."""

    def route(self, ctx: Ctx, question: Question, action: int) -> str | None:
        """The key of a ``choose`` target/option to click first on the way to ``action`` when no
        target or option plays it directly (the tutorial's ``point: action`` and tests use it)."""
        return None

    # The plan's disc of the step to play now goes on the route's first click when that is a
    # target of the question and no target plays the step at once (a Tribes of the Wind rider to
    # move, before where it flies; a Prehistories zone before the hunter card), not on the step's
    # target with a second marker on the click: the disc read as "click here". Every game opts in.
    route_disc = False

    def wheel(self, ctx: Ctx, pos: Point, steps: int) -> bool:
        """The mouse wheel turned ``steps`` (up > 0) over the view's drawing (not the log) while a
        person is to move; True when the view used it (the table then asks ``question`` again)."""
        return False

    def keep_undoing(self, state: State) -> bool:
        """After an option keyed "undo" took back an action (``state``: the full state now): True
        to take back one more (e.g. until a half-built sale is gone). Default: one is enough."""
        return False


class ActionWords(HookGroup):
    """Words for actions when one click meant several (each one's button and the prompt), and
    the key that presses each option by what it is."""

    def option_label(self, ctx: Ctx, action: int) -> str:
        """A button label for ``action`` when one click meant several actions."""
        return ctx.state.action_to_str(action)

    def hotkey(self, ctx: Ctx, key: str, action: int | None) -> str | None:
        """The key that presses an option or target (``Option.key`` / ``Target.key``; ``action``
        for the table's own several-action buttons, keyed ``action:<id>``) by what it is, the same
        for the whole game: each game's ``keys.py`` (docs/ui.md, Keys). None: the table gives the
        option the lowest free digit (a view without keys of its own)."""
        return None

    def pending_prompt(self, ctx: Ctx, actions: list[int]) -> str | None:
        """The prompt while the option buttons ask which of ``actions`` one click meant, if the
        view has better words than "choose one of the options on the buttons below"."""
        return None
