"""The plan drawn on the table: a numbered disc at the centre of each step's target, a ring around
the target, and the route joining the discs of neighbouring targets in order (docs/hint.md).

Where a step's target is, the game's view says for the position now when the target is on the
table now (a card that slides along its strip later is ringed where it is seen), else for the
position before the step (``GameView.plan_target``: a tile, a card, a square), and what inside it
the disc must not cover
(``GameView.plan_keep_clear``: a count, a strength number). Steps of the plan whose target the
view does not place (a button such as "End turn") have no disc on the table: the panel lists
them and, for the step to play now, the hint marks its button (``hint.py``). Several steps on
one target (a drop, then the tile's action) share it: their discs sit side by side inside it.

The route joins only the steps the view says are a way (``GameView.plan_joins``: a piece going
from place to place, not cards of a hand discarded one after another). It runs over no label it
does not need to: between two discs it takes the straight line or
a path with one bend, whichever crosses least of the labels of the targets (``plan_keep_clear`` at
the position now and at each step's), and is left out under what it still crosses. Discs of
targets that are not neighbours (a tile, then a card of the market) are not joined: the numbers
tell the order, and a line between them would cross everything on its way.

``PlanMarks`` keeps the marks of one plan at one step (``place``) and draws them (``draw``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import pygame

from game.client.badges import draw_disc
from game.client.lettering import blit_text
from game.client.table.view import GameView
from game.client.table.view_types import Ctx
from game.client.widgets import INK
from game.rules.base import IllegalAction, State

MARK = (255, 210, 90)
RIM = (30, 24, 40)  # the discs' rim (``badges.draw_disc``), either side of the ring's gold
ROUTE = (255, 210, 90, 150)
DISC = 13  # the largest disc radius
SMALLEST = 8  # a disc is never smaller (its digit would not read)
# Not smaller than this while a place allows it: its digit at 16 px, the smallest text (docs/ui.md).
READABLE = 11
RING_OUT = 4  # the target's ring lies this far outside its rectangle
RING_EDGE = 2  # its dark edge outside the gold line (``PlanMarks.draw``)


@dataclass(frozen=True, slots=True)
class Mark:
    """One step's disc: its number in the plan, its centre and radius, its target's rectangle."""

    number: int
    centre: tuple[int, int]
    radius: int
    target: pygame.Rect
    now: bool  # the step to play next

    @property
    def square(self) -> pygame.Rect:
        r = self.radius
        return pygame.Rect(self.centre[0] - r, self.centre[1] - r, 2 * r + 1, 2 * r + 1)


class PlanMarks:
    """The marks of the plan shown now (recomputed when the position or the plan changes)."""

    def __init__(self) -> None:
        self.key: object = None
        self.marks: list[Mark] = []
        self.route: tuple[pygame.Surface, tuple[int, int]] | None = None  # its lines, once per placing
        self.labels: list[pygame.Rect] = []  # what the route keeps off: the targets' labels
        self.apart: set[int] = set()  # the steps (their numbers) the route leaves out (``plan_joins``)
        # per target, what its keep-clear names around it (outside it): its ring keeps off them
        self.around: dict[tuple[int, int, int, int], list[pygame.Rect]] = {}

    def clear(self) -> None:
        self.key = None
        self.marks = []
        self.apart = set()
        self.around = {}
        self.route = None

    def place(
        self,
        key: object,
        view: GameView,
        ctx_for: Callable[[State], Ctx],
        state: State,
        player: int,
        actions: Sequence[int],
        first_number: int,
        asked: pygame.Rect | None = None,
        asked_mark: tuple[int, int] | None = None,
    ) -> list[Mark]:
        """The marks of ``actions`` (the plan's steps from the one to play now, numbered from
        ``first_number``), each target read at the position before its step on a
        determinization of ``player``'s view of ``state``; kept until ``key`` changes. ``asked``:
        where the question now asks for the step to play now, when that is not its target (the
        rider to move, before where it flies): its disc goes there, on what the person is to
        click, and moves to the target once the question asks for that; at ``asked_mark`` when
        the target names the place for a marker (``Target.mark``: beside a Five Tribes meeple in
        hand, which a disc inside its slot covered)."""
        if key == self.key:
            return self.marks
        self.key = key
        world = state.observation(player).determinize(player, np.random.default_rng(0))
        now = ctx_for(world.clone())
        found: list[tuple[int, pygame.Rect, list[pygame.Rect]]] = []
        labels: list[pygame.Rect] = []
        apart: set[int] = set()
        around: dict[tuple[int, int, int, int], list[pygame.Rect]] = {}
        for offset, action in enumerate(actions):
            ctx = ctx_for(world)
            # A later step's target is ringed where it is on the screen now when it is there now:
            # a Prehistories hand card slides along the strip once the cards before it are sent,
            # and the disc of "send hunter 15" sat on hunter 10, where 15 would be later.
            rect = view.plan_target_now(now, ctx, action) if offset else asked
            if rect is not None:
                ctx = now
            else:
                rect = view.plan_target(ctx, action)
            if rect is not None:
                clear = view.plan_keep_clear(ctx, rect)
                found.append((first_number + offset, pygame.Rect(rect), clear))
                labels += clear + view.plan_keep_clear(now, rect)
                around.setdefault((rect.x, rect.y, rect.width, rect.height), []).extend(
                    c for c in clear if not rect.collidepoint(c.center)
                )
                if not view.plan_joins(ctx, action):
                    apart.add(first_number + offset)
            try:
                world.apply(action)
            except IllegalAction:
                break
        self.marks = layout(found, first_number)
        self.apart = apart
        self.around = around
        if asked is not None and asked_mark is not None:
            self.marks = [
                Mark(m.number, asked_mark, DISC, m.target, m.now) if m.now and m.target == asked else m
                for m in self.marks
            ]
        self.labels = list({tuple(r): pygame.Rect(r) for r in labels}.values())
        self.route = None
        return self.marks

    def route_lines(self) -> list[list[tuple[int, int]]]:
        """The route's paths: one per pair of following discs on neighbouring targets (not one
        target) that the view joins (``GameView.plan_joins``), each the straight line or a
        one-bend path, whichever crosses least of the labels."""
        paths = []
        for before, after in zip(self.marks, self.marks[1:]):
            if before.target == after.target or not neighbours(before.target, after.target):
                continue
            if before.number in self.apart or after.number in self.apart:
                continue
            paths.append(route_path(before.centre, after.centre, self.labels))
        return paths

    def draw(self, surface: pygame.Surface, time: float) -> None:
        if not self.marks:
            return
        rings = {(m.target.x, m.target.y, m.target.width, m.target.height) for m in self.marks}
        for rect in rings:
            ring = ring_rect(pygame.Rect(rect), self.around.get(rect, ()))
            # The gold line between two dark edges, as the discs have their dark rim: gold alone
            # hardly showed on a pale board (Tribes of the Wind's birch and sky).
            pygame.draw.rect(surface, RIM, ring.inflate(4, 4), 7, border_radius=10)
            pygame.draw.rect(surface, MARK, ring, 3, border_radius=8)
        if self.route is None:  # a translucent layer over the marks' box: made once, not every frame
            box = (
                pygame.Rect(self.marks[0].centre, (1, 1))
                .unionall([pygame.Rect(m.centre, (1, 1)) for m in self.marks])
                .inflate(8, 8)
            )
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            for path in self.route_lines():
                points = [(x - box.x, y - box.y) for x, y in path]
                pygame.draw.lines(layer, ROUTE, False, points, 3)
            for label in self.labels:  # what it still crosses shows through
                layer.fill((0, 0, 0, 0), label.move(-box.x, -box.y).inflate(4, 4))
            self.route = (layer, box.topleft)
        surface.blit(*self.route)
        glow = int(60 * abs(((time * 1.5) % 2) - 1))
        for mark in self.marks:
            colour = (255, min(255, 210 + glow), 90 + glow) if mark.now else MARK
            draw_disc(surface, mark.centre, mark.radius, colour)
            size = 18 if mark.radius >= 12 else 16 if mark.radius >= READABLE else 14
            blit_text(
                surface, str(mark.number), size, INK, mark.centre, anchor="center", bold=True, shadow=False
            )


def ring_rect(target: pygame.Rect, around: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the ring's gold line runs round ``target``: ``RING_OUT`` outside it, each side pulled
    in just clear of what lies beside it there (``around``: what the view's keep-clear names
    with its middle outside the target), by at most as far again inside the target. Guards against: round a
    Tribes of the Wind element row card the ring ran over the row's heading just above it."""
    ring = target.inflate(2 * RING_OUT, 2 * RING_OUT)
    deepest = 2 * RING_OUT  # how far inside the target a side may be pulled
    edge = RING_EDGE + 1
    for part in around:
        if not ring.inflate(2 * edge, 2 * edge).colliderect(part) or target.collidepoint(part.center):
            continue
        if part.centery < target.top:
            top = min(part.bottom + edge, target.top + deepest)
            ring.height -= max(0, top - ring.top)
            ring.top = max(ring.top, top)
        elif part.centery >= target.bottom:
            ring.height = min(ring.height, max(part.top - edge, target.bottom - deepest) - ring.top)
        elif part.centerx < target.left:
            left = min(part.right + edge, target.left + deepest)
            ring.width -= max(0, left - ring.left)
            ring.left = max(ring.left, left)
        else:
            ring.width = min(ring.width, max(part.left - edge, target.right - deepest) - ring.left)
    return ring


def layout(found: list[tuple[int, pygame.Rect, list[pygame.Rect]]], now: int) -> list[Mark]:
    """The discs: the steps of one target side by side, each group at the place nearest the
    target's centre where no disc covers a keep-clear rectangle, the largest that such a place
    allows, in this order: inside the target, down to ``READABLE``; then over its rim, the
    discs' middle inside it; then inside, down to ``SMALLEST``. Where none is clear, the largest
    discs where they cover least (inside, or over the rim where that covers less). The rim is
    tried only for a target large enough for a readable disc whose keep-clear also names what
    lies around it (a view that does says what a disc there would hide: Tribes of the Wind's
    deck, crowded by its symbol and count, and its capital's riders, a disc on whose middle hid
    the middle one); a view naming only what is inside keeps its discs inside."""
    groups: dict[tuple[int, int, int, int], list[int]] = {}
    for index, (_, rect, _) in enumerate(found):
        groups.setdefault((rect.x, rect.y, rect.width, rect.height), []).append(index)
    marks: dict[int, Mark] = {}
    for key, members in groups.items():
        rect = pygame.Rect(key)
        clear = [c for i in members for c in found[i][2]]
        count = len(members)
        largest = max(SMALLEST, min(DISC, (rect.width - 4) // (2 * count) - 1, rect.height // 2 - 2))
        rim = largest >= READABLE and any(not rect.contains(c) for c in clear)
        tries = [(radius, False) for radius in range(largest, READABLE - 1, -1)]
        if rim:
            tries += [(radius, True) for radius in range(largest, READABLE - 1, -1)]
        tries += [(radius, False) for radius in range(min(largest, READABLE - 1), SMALLEST - 1, -1)]
        # where none is clear: the largest, inside or (where it covers less) over the rim
        fallback = [(largest, False), *([(largest, True)] if rim else [])]
        chosen: tuple[int, tuple[int, int]] | None = None
        for radius, over in tries:
            step = 2 * radius + 2
            place, cover = _place(rect, step * count - 1, 2 * radius + 1, clear, over)
            if cover == 0:
                chosen = (radius, place)
                break
        if chosen is None:
            found_least = []
            for radius, over in fallback:
                place, cover = _place(rect, (2 * radius + 2) * count - 1, 2 * radius + 1, clear, over)
                found_least.append((cover, radius, place))
            cover, radius, place = min(found_least, key=lambda least: least[0])
            chosen = (radius, place)
        radius, (left, top) = chosen
        for slot, index in enumerate(members):
            centre = (left + radius + slot * (2 * radius + 2), top + radius)
            marks[index] = Mark(found[index][0], centre, radius, rect, found[index][0] == now)
    return [marks[i] for i in range(len(found)) if i in marks]


def _place(
    rect: pygame.Rect, width: int, height: int, clear: Sequence[pygame.Rect], rim: bool = False
) -> tuple[tuple[int, int], int]:
    """The top-left corner of a ``width`` x ``height`` box inside ``rect`` (``rim``: with its
    middle inside ``rect``, over its rim) that covers least of ``clear``, the nearest the centre
    among equals, and how much it covers (0: nothing)."""
    inner = rect.inflate(-2, -2) if not rim else rect.inflate(width - 2, height - 2)
    xs = range(inner.x, max(inner.x, inner.right - width) + 1, 2)
    ys = range(inner.y, max(inner.y, inner.bottom - height) + 1, 2)
    cx, cy = rect.centerx - width // 2, rect.centery - height // 2

    def covered(x: int, y: int) -> int:
        box = pygame.Rect(x, y, width, height)
        return sum(part.width * part.height for part in (box.clip(c) for c in clear))

    best = min(
        ((covered(x, y), abs(x - cx) + abs(y - cy), (x, y)) for x in xs for y in ys),
        key=lambda found: (found[0], found[1]),
    )
    return best[2], best[0]


NEIGHBOUR_GAP = 24  # targets this close (a grid's gap between tiles) are neighbours


def neighbours(one: pygame.Rect, other: pygame.Rect) -> bool:
    return one.inflate(NEIGHBOUR_GAP, NEIGHBOUR_GAP).colliderect(other)


def route_path(
    start: tuple[int, int], end: tuple[int, int], labels: Sequence[pygame.Rect]
) -> list[tuple[int, int]]:
    """From ``start`` to ``end``: the straight line, else the one-bend path (across first or down
    first) that crosses least of ``labels``; the shortest among equals."""
    straight = [start, end]
    across = [start, (end[0], start[1]), end]
    down = [start, (start[0], end[1]), end]
    return min((straight, across, down), key=lambda path: (crossed(path, labels), length(path)))


def crossed(path: Sequence[tuple[int, int]], labels: Sequence[pygame.Rect]) -> float:
    """How much of ``path`` (its 3 px line) runs over ``labels``."""
    total = 0.0
    for a, b in zip(path, path[1:]):
        for label in labels:
            part = label.inflate(4, 4).clipline(a, b)
            if part:
                (x1, y1), (x2, y2) = part
                total += max(1.0, ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5)
    return total


def length(path: Sequence[tuple[int, int]]) -> float:
    return sum(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 for a, b in zip(path, path[1:]))
