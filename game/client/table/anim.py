"""The animation queue and score floats (docs/ui.md: ease-out cubic, 150-400 ms, a sound on
landing), and the registry of anim builders the games use.

A game's ``GameView.animate`` turns one action's events into ``Anim`` s (subclasses drawing
themselves), each event type by a small builder registered in an ``AnimBuilders`` (the curves
are ``game/client/motion.py``'s); the queue plays them in order, each after the one before it unless it ``overlap`` s
it: an anim with ``overlap`` 0.4 starts when the anim before it in the same action has 40% of its
duration left, one with 1.0 starts together with it (a share, so the speed setting that scales the
durations scales the overlap too). Independent things play together or in a stagger this way (a
smog fade while a card slides, cards flying one a little after another), which keeps a bot's turn
short. An action's first anim always waits for the anims already queued to end: the
actions themselves play one after another, except that a seat's next action in the same turn may
begin during the last part of its previous one (``follow``: a share of an anim's end that the
next action may play over; the table plays such an action early, ``extend(join=True)``, only
while every queued anim is in that part and none shows the position before).

While a running anim marked ``before`` plays, the table shows the position before the action (the
hopping piece has not landed); afterwards the new one, minus the pieces an anim, running or
waiting, is still bringing in (``hides``: hashable names the view chooses, such as
``("camel", 12)``; ``Ctx.hidden`` is their union). An anim that shows a result of the action
should not overlap a ``before`` anim: while they overlap, the board still shows the old position.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, Generic, TypeVar

import pygame

from game.client.assets import Assets
from game.client.badges import outlined
from game.client.motion import arc_point, ease_out_cubic
from game.rules.base import Event

Point = tuple[float, float]


def ease_out(p: float) -> float:
    return ease_out_cubic(p)


def arc(a: Point, b: Point, p: float, height: float) -> Point:
    """A point on a parabola from ``a`` to ``b`` rising ``height`` pixels in the middle."""
    return arc_point(a, b, p, height)


# Cached frames of a sprite for animations (they never allocate per frame): faded, squashed on
# landing, a fading ring, a ground shadow. The arguments are stepped so the caches stay small.


@lru_cache(maxsize=128)
def faded(sprite: pygame.Surface, eighths: int) -> pygame.Surface:
    """``sprite`` at ``eighths``/8 opacity, made once."""
    result = sprite.copy()
    result.set_alpha(min(255, 32 * eighths))
    return result


@lru_cache(maxsize=128)
def squashed(sprite: pygame.Surface, squash: float, min_height: int = 1) -> pygame.Surface:
    """The landing squash: ``squash`` of the height (never below ``min_height``), as much wider."""
    width, height = sprite.get_size()
    return pygame.transform.smoothscale(
        sprite, (round(width * (2 - squash)), max(min_height, round(height * squash)))
    )


@lru_cache(maxsize=256)
def ring(radius: int, colour: tuple[int, int, int], eighths: int, width: int = 5) -> pygame.Surface:
    """A circle outline of ``colour`` at about ``eighths``/8 opacity (a spreading ring fades out)."""
    result = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(result, (*colour, min(255, 28 * eighths)), (radius + 2, radius + 2), radius, width)
    return result


@cache
def ground_shadow(width: int, height: int) -> pygame.Surface:
    """A soft dark ellipse under a lifted piece."""
    shadow = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
    return shadow


@dataclass(slots=True)
class Anim:
    """One animation; subclasses override ``draw`` (read ``progress``, never change state).

    ``overlap`` (0..1): the share of the previous anim's duration this one plays alongside it (0:
    it starts once that one ends; 1: both start together). ``follow`` (0..1): the share of this
    anim's end that the same seat's next action may play over (0: that action waits for it; a
    piece moving again must not, or it would be seen in two places). ``elapsed`` is the queue's to
    advance.
    """

    duration: float
    sound: str = ""
    sound_at_end: bool = False
    before: bool = False
    hides: frozenset[Hashable] = frozenset()
    elapsed: float = 0.0
    overlap: float = 0.0
    follow: float = 0.0
    # The top strip's status moves to the position after the action when this anim starts (a
    # round banner, the initiative order forming): before it, the status is of the position the
    # action was played in. An action with no such anim keeps that status until its anims end.
    status_after: bool = False

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(self.elapsed / self.duration, 1.0)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        """Draw the current frame."""


@dataclass(slots=True)
class AnimBuild:
    """One action's anims while a registry builds them: what every builder may read (the
    action's ``events``, the ``index`` of the one being built, the speed ``scale``) and the anims
    so far (``found``). A game subclasses it with what its builders share (the position before,
    its layout, a tally carried from one event to the next) and may override the three steps."""

    events: Sequence[Event]
    scale: float
    found: list[Anim] = field(default_factory=list)
    index: int = 0

    def add(self, anim: Anim) -> None:
        """Take one built anim: durations are given at normal speed and scaled here."""
        anim.duration *= self.scale
        self.found.append(anim)

    def opening(self, event: Event) -> None:
        """Before each event's builder (a heading such as a new round's banner goes here)."""

    def closing(self) -> None:
        """After the last event (pacing that looks at the whole action's anims goes here)."""


BuildT = TypeVar("BuildT", bound=AnimBuild)
# A builder gets one event (of the types it was registered for) and the build; it returns an
# anim, several, or None. A generator builder's anims are taken one by one as it yields them,
# so after a ``yield`` it sees its own anim in ``build.found``.
Builder = Callable[[Any, BuildT], "Anim | Iterable[Anim] | None"]


class AnimBuilders(Generic[BuildT]):
    """Small builders of anims keyed by event type: a game registers one per kind of event
    (``@BUILDERS.on(events.CamelPlaced)``) and ``build`` walks an action's events through them.
    An event type with no builder (nor one for a base class of it) makes no anim."""

    def __init__(self) -> None:
        self._builders: dict[type, Builder[BuildT]] = {}

    def on(self, *types: type[Event]) -> Callable[[Builder[BuildT]], Builder[BuildT]]:
        def register(builder: Builder[BuildT]) -> Builder[BuildT]:
            for kind in types:
                self._builders[kind] = builder
            return builder

        return register

    def builder_for(self, kind: type) -> Builder[BuildT] | None:
        for base in kind.__mro__:
            if base in self._builders:
                return self._builders[base]
        return None

    def kinds(self) -> list[type]:
        """The event types with a builder of their own."""
        return list(self._builders)

    def build(self, build: BuildT) -> list[Anim]:
        """The anims of ``build.events`` in order; none at all when ``build.scale`` is 0."""
        if build.scale <= 0:
            return []
        for index, event in enumerate(build.events):
            build.index = index
            build.opening(event)
            builder = self.builder_for(type(event))
            made = builder(event, build) if builder is not None else None
            if made is None:
                continue
            for anim in (made,) if isinstance(made, Anim) else made:
                build.add(anim)
        build.closing()
        return build.found


class AnimQueue:
    """Plays anims on one clock, each from the start time its ``overlap`` gives it; ``update``
    returns the sounds to play this step, in the order they fall due."""

    def __init__(self) -> None:
        self.items: deque[Anim] = deque()  # queued and running, in order; a finished one leaves
        self.clock = 0.0  # seconds since the queue was last empty
        self._starts: dict[int, float] = {}  # id(anim) -> its start on the clock
        self._started: set[int] = set()  # ids of the anims whose start sound has been given
        self._status_moved = False  # a ``status_after`` anim of the last action has started

    @property
    def busy(self) -> bool:
        return bool(self.items)

    @property
    def current(self) -> Anim | None:
        """The earliest anim still playing."""
        return self.items[0] if self.items else None

    def running(self) -> list[Anim]:
        """The anims playing now, in order (the first one always counts: it plays next)."""
        return [
            anim
            for index, anim in enumerate(self.items)
            if index == 0 or self._start(anim) <= self.clock + EPSILON
        ]

    def showing_before(self) -> bool:
        return any(anim.before for anim in self.running())

    def status_before(self) -> bool:
        """Whether the top strip's status is still of the position before the last action: while
        anims play, until one marked ``status_after`` starts."""
        return self.busy and not self._status_moved

    def hidden(self) -> frozenset[Hashable]:
        merged: set[Hashable] = set()
        for anim in self.items:
            merged |= anim.hides
        return frozenset(merged)

    def remaining(self) -> float:
        """Seconds until the last queued anim ends."""
        return max((self._end(anim) for anim in self.items), default=self.clock) - self.clock

    def _start(self, anim: Anim) -> float:
        """When ``anim`` starts on the clock (one put in ``items`` by hand: now)."""
        return self._starts.get(id(anim), self.clock)

    def _end(self, anim: Anim) -> float:
        return self._start(anim) + anim.duration

    def open_to_follow(self) -> bool:
        """Whether the next action may start now: each queued anim is in the end part its
        ``follow`` opens, and none shows the position before (the new action's ``before`` state
        would take its place)."""
        return self.busy and all(
            not anim.before and self._end(anim) - self.clock <= anim.follow * anim.duration + EPSILON
            for anim in self.items
        )

    def extend(self, anims: list[Anim], join: bool = False) -> None:
        """Queue one action's anims: after the queued ones end, or from now with ``join``."""
        if not self.items:
            self.clock = 0.0
        start = self.clock + (0.0 if join else self.remaining())
        self._status_moved = False
        previous: Anim | None = None
        for anim in anims:
            if previous is not None:
                start += previous.duration * (1.0 - min(max(anim.overlap, 0.0), 1.0))
            self._starts[id(anim)] = start
            self._started.discard(id(anim))
            self.items.append(anim)
            previous = anim

    def update(self, dt: float) -> list[str]:
        if not self.items or dt <= 0:
            return []
        # The first anim plays now at the latest (a gap is left only by anims taken out by hand).
        self.clock = max(self.clock, self._start(self.items[0]))
        now = self.clock + dt
        due: list[tuple[float, int, str]] = []  # (when, order, sound)
        playing: deque[Anim] = deque()
        for order, anim in enumerate(self.items):
            start = self._start(anim)
            if start > now + EPSILON:
                playing.append(anim)
                continue
            if id(anim) not in self._started:
                self._started.add(id(anim))
                self._status_moved = self._status_moved or anim.status_after
                if anim.sound and not anim.sound_at_end:
                    due.append((start, order, anim.sound))
            anim.elapsed = min(max(now - start, anim.elapsed), anim.duration)
            if anim.elapsed >= anim.duration - EPSILON:
                if anim.sound and anim.sound_at_end:
                    due.append((start + anim.duration, order, anim.sound))
                self._forget(anim)
            else:
                playing.append(anim)
        self.items = playing
        self.clock = now if playing else 0.0
        return [sound for _, _, sound in sorted(due)]

    def _forget(self, anim: Anim) -> None:
        self._starts.pop(id(anim), None)
        self._started.discard(id(anim))

    def finish(self) -> None:
        self.items.clear()
        self._starts.clear()
        self._started.clear()
        self._status_moved = False
        self.clock = 0.0

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        for anim in self.running():
            anim.draw(surface, assets, high_contrast)


EPSILON = 1e-9
FLOAT_SECONDS = 1.1
FLOAT_RISE = 44
# A float from the same anchor starts this share of a float's time after the one before: by then
# that one has risen more than its text's height (24 px digits, 26 px apart), ``ease_out``.
FLOAT_GAP = 0.3
GAIN = (140, 240, 150)
LOSS = (255, 150, 130)


@dataclass(slots=True)
class Floater:
    text: str
    colour: tuple[int, int, int]
    x: int
    y: int
    duration: float
    elapsed: float = 0.0


@dataclass(slots=True)
class Floaters:
    """docs/ui.md: score changes float up as "+5" near the panel. They run beside the queue, never
    holding up play, and are drawn from cached text (no per-frame rendering). Changes at one
    anchor rise one after another along the same path (``FLOAT_GAP``), never above where the
    game lets it end: started a line higher, a second "+3" ended over Tribes of the Wind's gold
    score."""

    items: list[Floater] = field(default_factory=list)

    def add(self, anchor: tuple[int, int], delta: int, scale: float) -> None:
        if delta == 0 or scale <= 0:
            return
        text = f"+{delta}" if delta > 0 else f"\u2212{-delta}"
        x, y = anchor
        duration = FLOAT_SECONDS * scale
        # behind the last float from this anchor, once that one has risen clear of it (a
        # float not yet started has a negative ``elapsed``)
        ahead = [item.elapsed for item in self.items if (item.x, item.y) == (x, y)]
        start = min(0.0, min(ahead) - FLOAT_GAP * duration) if ahead else 0.0
        self.items.append(Floater(text, GAIN if delta > 0 else LOSS, x, y, duration, start))

    def update(self, dt: float) -> None:
        for item in self.items:
            item.elapsed += dt
        self.items = [item for item in self.items if item.elapsed < item.duration]

    def draw(self, surface: pygame.Surface) -> None:
        for item in self.items:
            if item.elapsed < 0:
                continue  # waiting behind the float before it
            p = min(item.elapsed / item.duration, 1.0)
            # Alpha in eight steps: each step's surface is cached once.
            alpha = 255 if p < 0.6 else 32 * max(1, round(8 * (1 - p) / 0.4))
            rendered = outlined(item.text, 24, item.colour, min(alpha, 255))
            centre = (item.x, round(item.y - FLOAT_RISE * ease_out(p)))
            surface.blit(rendered, rendered.get_rect(center=centre))
