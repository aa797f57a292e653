"""What the table asks its coach (docs/table.md, docs/tutorial.md): an action gate and a layer.

Every table has a coach; in normal play it is ``OPEN``, the gate that lets every legal action
through, leads nothing and draws nothing. The tutorial's ``Coach`` (coach.py) overrides these
methods while its script runs: it narrows the legal actions to the step's, refuses other clicks
with its line, plays the scripted opponents behind the bot-seat interface, keeps undo inside the
current move step, holds the results until it has explained them, and draws its bubble last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from game.client.table.bots import WorkerFactory
    from game.client.table.view_types import Question
    from game.rules.base import State


class Gate:
    """The open gate: normal play. Subclasses (the tutorial's coach) narrow and add."""

    def leads(self) -> bool:
        """Whether the coach leads the table now (its clicks, keys and Esc come first)."""
        return False

    def gate(self, state: State, legal: list[int]) -> list[int]:
        """The legal actions the view may turn into its question now."""
        return legal

    def refusal_line(self, state: State, question: Question | None) -> str:
        """The prompt line when the gate lets nothing through."""
        return ""

    def make_worker(self, seed: int) -> WorkerFactory | None:
        """The bot seats' workers (the scripted opponents), or None for the table's own."""
        return None

    def saves(self) -> bool:
        """Whether the table writes its autosave (the tutorial keeps its own slot)."""
        return True

    def leave_line(self) -> str | None:
        """What Pause's "back to the main menu" says of the game, when not the live game's "the
        game is saved" (a tutorial's: its chapter's place, or a practice game nothing saves)."""
        return None

    def shows_thinking(self) -> bool:
        """Whether a bot's thinking dots show (not while a scripted opponent waits for Next)."""
        return True

    def offers_hint(self) -> bool:
        return True

    def may_undo(self) -> bool:
        """Whether an undo may take an action back now."""
        return True

    def holds_results(self) -> bool:
        """Whether the results wait (the coach explains the scores first)."""
        return False

    def holds_frame(self) -> bool:
        """Whether the table's frame stands still (re-reading an old bubble holds the opponent)."""
        return False

    def moved(self) -> None:
        """The table is about to ask its question again (the layer may sit on a rebuilt button)."""

    def applied(self, before: State, action: int) -> None:
        """The table applied ``action`` to ``before``."""

    def undone(self) -> None:
        """The table took an action back."""

    def human_may_act(self) -> bool:
        return True

    def click(self, pos: tuple[int, int], state: State) -> bool:
        """A click on the coach's own layer (True: used; the table ignores it)."""
        return False

    def key(self, event: pygame.event.Event, state: State) -> bool:
        """A key for the coach (True: used)."""
        return False

    def refuse(self, state: State, question: Question | None) -> str:
        """A click that plays nothing while the coach leads: the line that says why."""
        return ""

    def leave(self) -> None:
        """Esc with nothing to step back to while the coach leads: offer to leave."""

    def keep_clear(self, state: State) -> list[pygame.Rect]:
        """What a tooltip must never cover while the coach speaks (its bubble and the place it
        rings); a tooltip with no place clear of them gives way."""
        return []

    def draw_layer(
        self,
        surface: pygame.Surface,
        state: State,
        question: Question | None,
        time: float,
        hover: tuple[int, int],
    ) -> None:
        """Drawn last, over the table (``question``: the interactive one, or None)."""


OPEN = Gate()
"""The gate of every table without a coach."""
