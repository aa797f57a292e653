"""The marker of the plan's step to play now (docs/hint.md, "At the table"): a numbered gold disc
with a pulsing ring, on the button that plays the step or on its target, where the plan's discs on
the table do not already show it. It reads as the button's or the target's it sits on: above a
button, or inside it beside its words, never over a name or a control it does not point at.

The hint's panel asks ``marker_at`` where the marker goes and draws it with ``draw_marker``; the
panel's place keeps clear of its ring (``ring_square``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.badges import draw_disc
from game.client.lettering import blit_text
from game.client.widgets import INK, Button

if TYPE_CHECKING:
    from game.client.table.plan_marks import PlanMarks
    from game.client.table.scene import TableScene
    from game.client.table.view_types import Target

MARKER = (255, 210, 90)
MARKER_RADIUS = 17
RING_GAP, RING_PULSE = 5, 3  # the ring's radius beyond the disc: the gap, and how far it pulses
# The pulsing ring at its widest (pygame draws its 3 px line inside that radius), and 2 px clear.
MARKER_REACH = MARKER_RADIUS + RING_GAP + RING_PULSE + 2  # ``marker_reach(MARKER_RADIUS)``
# A marker inside a button narrower than its words and a full marker (a Ukrainian "Pass" in a
# crowded bar) is drawn smaller, down to this radius, rather than over what it does not point at.
MIN_MARKER_RADIUS = 8


def marker_at(table: TableScene, marks: PlanMarks, action: int) -> tuple[tuple[int, int], int] | None:
    """Where the marker of the step to play now sits, and its disc's radius: on the first
    click of a route to it (a Five Tribes meeple colour in hand, a djinn's "Use" button),
    else, when the plan's marks on the table do not show the step, on its button
    (``button_mark``) or on its target (``Target.mark``); None when the marks show it."""
    clear = table.view.marker_keep_clear(table.ctx())
    buttons = table.options.buttons
    question = table.question
    if question is not None:
        key = table.view.route(table.ctx(), question, action)
        if key is not None:
            for button in table.options.buttons:
                if button.key == key:
                    return button_mark(button, clear, buttons)
            for target in question.targets:
                if target.key == key:
                    if any(m.now and m.target == target.rect for m in marks.marks):
                        return None  # the step's pulsing disc is on it, clear of its words
                    return target_mark(
                        target, table.view.plan_keep_clear(table.ctx(), target.rect)
                    ), MARKER_RADIUS
    if table.options.pending:
        # The step's target was clicked and its buttons ask which of its actions it meant (a
        # Tribes of the Wind temple on that tile): the marker goes on the one to press, not
        # back on the target the plan's disc still marks.
        for button in table.options.buttons:
            if button.action == action:
                return button_mark(button, clear, buttons)
    if question is not None and not any(action in t.actions for t in question.targets):
        # The step's target was clicked and made a new question whose buttons play it (a
        # Tribes of the Wind village card: "Use now" or "Tuck"): no target plays it now, so
        # the marker goes on its button, not back on the card the plan's disc still marks.
        for button in table.options.buttons:
            if button.action == action:
                return button_mark(button, clear, buttons)
    if any(m.now for m in marks.marks):
        return None
    for button in table.options.buttons:
        if button.action == action:
            return button_mark(button, clear, buttons)
    if question is not None:
        for target in question.targets:
            if action in target.actions:
                return target_mark(
                    target, table.view.plan_keep_clear(table.ctx(), target.rect)
                ), MARKER_RADIUS
    return None


def button_mark(
    button: Button, clear: Sequence[pygame.Rect] = (), buttons: Sequence[Button] = ()
) -> tuple[tuple[int, int], int]:
    """Above the button (``_corner``); where no place along its top is clear of ``clear`` (a
    Five Tribes legend's names just above the action bar, over "End turn" or "Pass"), inside it
    beside its words, after them first, where its widest ring fits within the button's sides and
    covers neither ``clear`` nor the other ``buttons``: inside the button it reads as the
    button's. A button whose words leave no room for a full marker (a Ukrainian "End turn", a
    "Pass" narrowed by a crowded bar) gets a smaller one, down to ``MIN_MARKER_RADIUS``, and one
    with no room at all the smallest over the start of its own words: never one over a name or a
    control it does not point at. Returns the centre and the radius."""
    x, y = _corner(button.rect, clear)
    if not clear or not covered(ring_square(x, y), clear):
        return (x, y), MARKER_RADIUS
    keep = [*clear, *(other.rect for other in buttons if other is not button)]
    for radius in range(MARKER_RADIUS, MIN_MARKER_RADIUS - 1, -1):
        for place in _inside(button, radius):
            if not covered(ring_square(*place, radius), keep):
                return place, radius
    # No room beside its words (a crowded bar in Ukrainian: "End turn" as wide as its words):
    # the smallest marker on the button, up to straddling its top rim, still clear of the names
    # and the other controls, over as little of its own words' line as can be (its ring may
    # graze their top, its disc stays above them), nearest its right end (as ``_corner``).
    rect, radius = button.rect, MIN_MARKER_RADIUS
    words = [button.label_rect()]
    reach = marker_reach(radius)
    places = [
        (px, py)
        for px in range(rect.left + reach, max(rect.left, rect.right - reach) + 1)
        for py in range(rect.top, rect.centery + 1)
    ]

    def worse(place: tuple[int, int]) -> tuple[int, int, int, int]:
        ring = ring_square(place[0], place[1], radius)
        return covered(ring, keep), covered(ring, words), -place[0], abs(place[1] - rect.centery)

    if places:
        best = min(places, key=worse)
        if worse(best)[0] < covered(ring_square(x, y), clear):
            return best, radius
    return (x, y), MARKER_RADIUS


def _inside(button: Button, radius: int) -> list[tuple[int, int]]:
    """The places inside the button, after its words then before them, where a marker of
    ``radius`` has its widest ring (and 2 px) between the words and the button's side."""
    rect = button.rect
    reach = marker_reach(radius)
    words = button.label_rect()
    words_start, words_end = words.left, words.right
    places = []
    after = max(words_end + reach, (words_end + rect.right) // 2)
    if after + reach <= rect.right:
        places.append((after, rect.centery))
    before = min(words_start - reach, (rect.left + words_start) // 2)
    if before - reach >= rect.left:
        places.append((before, rect.centery))
    return places


def marker_reach(radius: int) -> int:
    """How far from its centre a marker of ``radius`` reaches: its pulsing ring at its widest
    (pygame draws its 3 px line inside that radius), and 2 px clear."""
    return radius + RING_GAP + RING_PULSE + 2


def asked_target(table: TableScene, action: int) -> Target | None:
    """The target where the question now asks for the first click of a route to ``action``
    (``GameView.route``: the Tribes of the Wind rider to move, the market tile to plant, before
    the space; a Five Tribes meeple colour in hand, before the tile), when a target of the
    question is that click, none plays ``action`` itself, and the view puts the step's disc
    there (``GameView.route_disc``); else None. A target that plays it (a Five Tribes tile
    whose click drops the planned colour anyway) keeps the disc: one click, not two."""
    question = table.question
    if question is None or not table.view.route_disc:
        return None
    if any(action in target.actions for target in question.targets):
        return None
    key = table.view.route(table.ctx(), question, action)
    if key is None:
        return None
    return next((target for target in question.targets if target.key == key), None)


def _corner(rect: pygame.Rect, clear: Sequence[pygame.Rect] = ()) -> tuple[int, int]:
    """Just above the button's top rim, near its right end, with the marker's widest ring inside
    the button's sides and above its words: a marker on the corner would sit on the gap between
    two buttons and read as either's, and one on the rim would hide the "0" of "Bid 0" (a button
    as narrow as its words). Slid along the button's top, the nearest place whose ring covers
    none of ``clear`` (``view.marker_keep_clear``: a meeple count on a board's last row)."""
    x, y = max(rect.centerx, rect.right - MARKER_REACH), rect.centery - 10 - MARKER_REACH
    if not clear:
        return x, y
    # nearest first; where every place covers some, the one covering least
    candidates = sorted(range(min(x, rect.x + MARKER_REACH), x + 1), key=lambda c: x - c)
    return min(candidates, key=lambda c: covered(ring_square(c, y), clear)), y


def covered(rect: pygame.Rect, clear: Sequence[pygame.Rect]) -> int:
    """How much of ``rect`` the rectangles of ``clear`` cover, in square px (an overlap of two
    of them counted twice)."""
    return sum(part.width * part.height for part in (rect.clip(r) for r in clear))


def ring_square(x: int, y: int, radius: int = MARKER_RADIUS) -> pygame.Rect:
    """The square the marker's widest ring fills (its pulse at the largest)."""
    reach = radius + RING_GAP + RING_PULSE
    return pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach)


def target_mark(target: Target, clear: Sequence[pygame.Rect] = ()) -> tuple[int, int]:
    """Where the target asks (``Target.mark``), else inside its top-right corner, the ring within
    its sides: on the corner itself it sat on the border between two zones and read as either's.
    Slid within the target to the nearest place whose ring covers none of ``clear`` (its labels,
    ``view.plan_keep_clear``: a card row's icons and words), or covers least. In a target too
    small for the whole ring to miss them all (a 74 px market tile: slots, feature and cost), the
    disc still does: it may go nearer the sides, its pulsing ring then past them, so that the
    disc hides no number (it sat on a tile's slots)."""
    if target.mark is not None:
        return target.mark
    rect = target.rect
    x = max(rect.centerx, rect.right - MARKER_REACH)
    y = min(rect.centery, rect.top + MARKER_REACH)
    if not clear:
        return x, y
    xs = range(min(x, rect.x + MARKER_REACH), x + 1, 2)
    ys = range(y, max(y, rect.bottom - MARKER_REACH) + 1, 2)
    places = [(px, py) for px in xs for py in ys]
    best = min(places, key=lambda p: (covered(ring_square(*p), clear), abs(p[0] - x) + abs(p[1] - y)))
    if covered(_disc(*best), clear) == 0:
        return best
    edge = MARKER_RADIUS + 2
    xs = range(min(x, rect.x + edge), max(x, rect.right - edge) + 1, 2)
    ys = range(min(y, rect.top + edge), max(y, rect.bottom - edge) + 1, 2)
    places = [(px, py) for px in xs for py in ys]
    return min(
        places,
        key=lambda p: (
            covered(_disc(*p), clear),
            covered(ring_square(*p), clear),
            abs(p[0] - x) + abs(p[1] - y),
        ),
    )


def _disc(x: int, y: int) -> pygame.Rect:
    """The square the marker's disc fills (what hides what lies under it)."""
    return pygame.Rect(x - MARKER_RADIUS, y - MARKER_RADIUS, 2 * MARKER_RADIUS + 1, 2 * MARKER_RADIUS + 1)


def draw_marker(
    surface: pygame.Surface, point: tuple[int, int], number: int, time: float, radius: int = MARKER_RADIUS
) -> None:
    """A numbered gold disc with a pulsing ring where the step to play now is clicked."""
    ring = radius + RING_GAP + int(RING_PULSE * abs(((time * 1.5) % 2) - 1))
    pygame.draw.circle(surface, MARKER, point, ring, 3)
    draw_disc(surface, point, radius, MARKER)
    size = max(12, round(20 * radius / MARKER_RADIUS))
    blit_text(surface, str(number), size, INK, point, anchor="center", bold=True, shadow=False)
