"""The view's hooks for played events besides the log (``EventHooks``: animations, the
opening lines), for what may be drawn for whom (``Privacy``) and for following the others'
moves (``Following``: marks of what changed, the points gained, a round's summary)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

import pygame

from game.client.table.view_core import HookGroup
from game.client.table.view_types import Ctx, Point
from game.rules.base import Event, State

if TYPE_CHECKING:
    from game.client.table.anim import Anim
    from game.client.table.view import GameView


class EventHooks(HookGroup):
    """What the table does with events besides the log: animations, and the opening lines."""

    def animate(self, events: Sequence[Event], before: State, ctx: Ctx, scale: float) -> list[Anim]:
        """Animations for one action's events (``before``: the full state before the action,
        for positions only). ``scale`` multiplies durations; 0 means none. Anims must show no
        private part of an event (``event.private_to``) to the others."""
        return []

    def opening_events(self, state: State) -> list[Event]:
        """Events the log shows at the start of a game (``state``, the position before any
        action) that the engine does not emit, such as the first turn's start."""
        return []


class Privacy(HookGroup):
    """What may be drawn for a viewer, and for nobody."""

    def observe(self, state: State, viewer: int | None) -> State:
        """What may be drawn: ``state.observation(viewer)``; with no viewer, ``public_state``."""
        if viewer is not None:
            return state.observation(viewer)
        return self.public_state(state)

    def public_state(self, state: State) -> State:
        """A state showing nobody's private things. Default: the observation of a seat that holds
        nothing private (so every private thing is hidden); override when all may hold some."""
        from game.client.table.contract import has_private

        for player in range(state.num_players):
            if not has_private(state, player):
                return state.observation(player)
        raise NotImplementedError(f"{self.title_id}: every seat holds private things; override public_state")


class Following(HookGroup):
    """Following the game (docs/table.md): what the others changed stays marked
    (``table/marks.py``) and a round's end is summed up (``table/round_end.py``)."""

    def touched_places(self, events: Sequence[Event]) -> set[str]:
        """The places one action's events changed, by name (``mark_rect`` finds them): tiles,
        card rows, a seat's board. Name only what the events' public part says (an event private
        to a seat never comes here for the others). Default: none (nothing stays marked)."""
        return set()

    def mark_rect(self, name: str, state: State, viewer: int | None) -> pygame.Rect | None:
        """Where a place of ``touched_places`` is drawn now (``state``: what the viewer sees).
        Default: ``place_rect_in`` (``Places``)."""
        return cast("GameView", self).place_rect_in(name, state)

    def mark_keep_clear(self, ctx: Ctx) -> list[pygame.Rect]:
        """The labels beside the places ``mark_rect`` finds (a row's heading, a panel's section
        name): a mark's outline, halo and corner dot keep off them (``marks.draw_mark``).
        Default: none."""
        return []

    def points_anchor(self, player: int, players: int) -> Point:
        """Where the "+N" of points a seat gained since the person last acted sits (its left end,
        centred on y): beside the seat's score, clear of its pieces. Default: ``score_anchor``
        (``DrawExtras``)."""
        return cast("GameView", self).score_anchor(player, players)

    def round_opens(self, before: State, after: State) -> int | None:
        """The number of the round an action ended (``before``/``after``: the full states around
        it), else None; the table then shows the round's summary (``table/round_end.py``).
        Default: the engine's ``round`` count moved on (what the chart reads too)."""
        was, now = getattr(before, "round", None), getattr(after, "round", None)
        if isinstance(was, int) and isinstance(now, int) and now != was:
            return was
        return None

    def round_split(self, events: Sequence[Event]) -> int:
        """Where, among the events of an action that ended a round, the next round begins (the
        index of its first event: the log's round heading): the summary goes in the log before
        it. Default: after them all."""
        return len(events)

    def round_summary(self, events: Sequence[Event], name: Callable[[int], str]) -> list[str]:
        """The round's own events worth a line in its summary (``events``: every event of the
        round, in order; ``name``: seat names), in the current language: what the round's end
        brought. Public parts only: everyone at the table reads it. Default: none."""
        return []

    def round_points(
        self, points: Sequence[Sequence[tuple[str, int]]], name: Callable[[int], str]
    ) -> list[str]:
        """Lines for the points a round's end gave by score category that no event of the round
        says (``points``: per seat, each category's gain in the public breakdown, unmoved ones
        left out), after ``round_summary``'s. Default: none."""
        return []
