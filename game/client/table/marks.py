"""What changed stays marked (docs/table.md, "Following the game").

A bot's turn is over in a second or two; what it changed must not live only in its animations.
``Marks`` keeps, for each person at the table, the actions the other seats played since that person
last acted, and draws for the person who holds the screen every place those actions touched (a
tile, a card row, a seat's board: the view's ``touched_places``) outlined in the colour of the seat
that touched it last, and beside each seat's score the points it gained since ("+8"). Everything
goes when the person acts.

In hot-seat each person has their own marks, and only what they may see: an event private to
another seat (a card drawn face down) marks nothing for them. The view names places from an
event's public part only (the privacy test replays actions in worlds a seat cannot tell apart and
asserts the same marks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.lettering import blit_text
from game.client.table import contract
from game.client.text import font
from game.rules.base import Event, State

if TYPE_CHECKING:
    from game.client.table.session import Session
    from game.client.table.view import GameView
    from game.client.table.view_types import Ctx


@dataclass(frozen=True, slots=True)
class Played:
    """One action of another seat, as one person may know it."""

    moves: int  # the game's action count after it (an undo drops what it took back)
    actor: int
    events: tuple[Event, ...]


def visible_to(event: Event, person: int) -> bool:
    """Whether ``person`` may know of ``event`` at all (``private_to``: the engine's word)."""
    private = getattr(event, "private_to", ())
    return not private or person in private


class Marks:
    """The marks of every person at the table; asked by the renderer for the one at the screen."""

    def __init__(self, view: GameView, session: Session) -> None:
        self.view = view
        self.session = session
        self.since: dict[int, list[Played]] = {}
        # The scores each person saw when they last acted (their observation): the base of "+N".
        self.base: dict[int, list[int]] = {}
        self._cache: tuple[tuple[int, int], dict[str, int]] | None = None
        self.start(session.state)

    def start(self, state: State) -> None:
        """Nothing marked, the points counted from ``state`` (a new table; Continue before it
        replays the saved actions through ``played``)."""
        for person in self.session.humans:
            self.since[person] = []
            self.base[person] = self.scores_for(state, person)
        self._cache = None

    def scores_for(self, state: State, person: int) -> list[int]:
        return list(self.view.observe(state, person).scores())

    # -- told by the table ----------------------------------------------------------------------

    def played(self, actor: int, events: Sequence[Event], state: State | None = None) -> None:
        """The table applied an action of ``actor`` with these events (``state``: the position
        after it, when it is not the session's: Continue replaying the saved actions)."""
        state = self.session.state if state is None else state
        moves = len(contract.history(state))
        for person in self.since:
            if person == actor:
                self.since[person] = []
                self.base[person] = self.scores_for(state, person)
                continue
            seen = tuple(event for event in events if visible_to(event, person))
            if seen:
                self.since[person].append(Played(moves, actor, seen))
        self._cache = None

    def rewound(self) -> None:
        """An undo: what it took back is no longer marked."""
        moves = len(self.session.state_history())
        for person, played in self.since.items():
            self.since[person] = [entry for entry in played if entry.moves <= moves]
        self._cache = None

    # -- asked ----------------------------------------------------------------------------------

    def places(self, person: int | None) -> dict[str, int]:
        """The places marked for ``person``: place name -> the seat that touched it last."""
        if person is None or person not in self.since:
            return {}
        key = (person, len(self.since[person]))
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        found: dict[str, int] = {}
        for entry in self.since[person]:
            for name in sorted(self.view.touched_places(entry.events)):
                found.pop(name, None)
                found[name] = entry.actor
        self._cache = (key, found)
        return found

    def points(self, person: int | None, seen: State) -> list[int]:
        """Points each seat gained since ``person`` last acted (``seen``: their observation now);
        zeros for nobody."""
        scores = list(seen.scores())
        if person is None or person not in self.base or not self.since.get(person):
            return [0] * len(scores)
        return [now - was for now, was in zip(scores, self.base[person], strict=False)]

    # -- drawn ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, ctx: Ctx, seen: State) -> None:
        """Outlines of the marked places, then the points pills (over the view's live parts)."""
        person = ctx.viewer
        places = self.places(person)
        if not places:
            return
        labels = self.view.mark_keep_clear(ctx)
        for name, seat in places.items():
            rect = self.view.mark_rect(name, seen, person)
            if rect is not None:
                draw_mark(surface, rect, self.view.seat_colour(seat), labels)
        players = seen.num_players
        for player, gained in enumerate(self.points(person, seen)):
            if gained:
                anchor = self.view.points_anchor(player, players)
                draw_points(surface, anchor, gained, self.view.seat_colour(player))


MARK_OUT = 3  # the outline's coloured line lies this far outside the place's rectangle
MARK_IN = 4  # ... and a side is pulled in, clear of a label beside it, at most this far inside it
DOT = 7  # the corner dot's radius, its dark rim included


def draw_mark(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    labels: Sequence[pygame.Rect] = (),
) -> None:
    """A still outline (target glows pulse; a mark does not): a soft halo of the seat's colour, a
    dark line under its line, and a dot at a corner, so it reads on any board. None of it covers
    ``labels`` (``GameView.mark_keep_clear``: the headings beside the places): a side with a
    label beside it is pulled in clear of it (``mark_outline``), the halo is left out over the
    labels, and the dot goes to the first corner clear of them (``mark_dot``). Over a Tribes of
    the Wind element row card, the dot and the line sat on the row's heading."""
    outline = mark_outline(rect, labels)
    area = outline.inflate(12, 12)
    halo = pygame.Surface(area.size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*colour, 70), outline.inflate(10, 10).move(-area.x, -area.y), 6, border_radius=10)
    for label in labels:
        halo.fill((0, 0, 0, 0), label.move(-area.x, -area.y))
    surface.blit(halo, area.topleft)
    pygame.draw.rect(surface, (20, 14, 30), outline.inflate(2, 2), 2, border_radius=7)
    pygame.draw.rect(surface, colour, outline, 3, border_radius=6)
    dot = mark_dot(outline, labels)
    pygame.draw.circle(surface, (20, 14, 30), dot, DOT)
    pygame.draw.circle(surface, colour, dot, DOT - 2)


def mark_outline(rect: pygame.Rect, labels: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a mark's coloured line runs round ``rect``: ``MARK_OUT`` outside it, each side
    with a label beside it pulled in until its dark line clears the label, by at most
    ``MARK_IN`` inside the rectangle."""
    beside = [label for label in labels if not rect.collidepoint(label.center)]
    left, top, right, bottom = (
        rect.left - MARK_OUT,
        rect.top - MARK_OUT,
        rect.right + MARK_OUT,
        rect.bottom + MARK_OUT,
    )

    def hits(strip: pygame.Rect) -> bool:
        return strip.collidelist(beside) >= 0

    # each side's dark line (1 px outside the coloured line), across the whole side
    while top < rect.top + MARK_IN and hits(pygame.Rect(left - 1, top - 1, right - left + 2, 2)):
        top += 1
    while bottom > rect.bottom - MARK_IN and hits(pygame.Rect(left - 1, bottom - 1, right - left + 2, 2)):
        bottom -= 1
    while left < rect.left + MARK_IN and hits(pygame.Rect(left - 1, top - 1, 2, bottom - top + 2)):
        left += 1
    while right > rect.right - MARK_IN and hits(pygame.Rect(right - 1, top - 1, 2, bottom - top + 2)):
        right -= 1
    return pygame.Rect(left, top, right - left, bottom - top)


def mark_dot(outline: pygame.Rect, labels: Sequence[pygame.Rect] = ()) -> tuple[int, int]:
    """Where a mark's dot sits on its ``outline``: the top-left corner, else the first corner
    clear of ``labels``, else the place down the left or the right side nearest a corner that
    is; where none is, the corner that covers least of them."""
    corners = [outline.topleft, outline.topright, outline.bottomleft, outline.bottomright]

    def square(point: tuple[int, int]) -> pygame.Rect:
        return pygame.Rect(point[0] - DOT, point[1] - DOT, 2 * DOT + 1, 2 * DOT + 1)

    def covered(point: tuple[int, int]) -> int:
        return sum(part.width * part.height for part in (square(point).clip(label) for label in labels))

    for point in corners:
        if not covered(point):
            return point
    ys = sorted(
        range(outline.top, outline.bottom + 1, 2), key=lambda y: min(y - outline.top, outline.bottom - y)
    )
    for point in ((x, y) for y in ys for x in (outline.left, outline.right)):
        if not covered(point):
            return point
    return min(corners, key=covered)


def draw_points(
    surface: pygame.Surface, anchor: tuple[int, int], gained: int, colour: tuple[int, int, int]
) -> None:
    """A small pill "+8" (or "-5") whose left edge is ``anchor``'s x, centred on its y."""
    text = f"+{gained}" if gained > 0 else str(gained)
    width = font(16, True).size(text)[0] + 16
    pill = pygame.Rect(0, 0, width, 22)
    pill.midleft = anchor
    pygame.draw.rect(surface, (20, 14, 30), pill, border_radius=11)
    pygame.draw.rect(surface, colour, pill, 2, border_radius=11)
    blit_text(surface, text, 16, (255, 240, 200), pill.center, anchor="center", bold=True, shadow=False)
