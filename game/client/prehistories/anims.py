"""Events to animations (docs/ui.md: ease out, 150-400 ms, arcs, a sound on landing), one small
builder per event type registered in ``BUILDERS``.

Cards flip together at the reveal and the initiative order forms; hunters fly to their zone; a
tile lifts off the board; a painted tile is brushed into the cave stroke by stroke; totems fly to
the objective (or the full row, column, legendary tile) they were placed on; drawn cards fly face
down from the deck with how many and why. Nothing private is drawn: drawn cards stay face down.

Pacing (the queue is table/anim.py): hunters fly to their zone one a little after
another and the tile lifts as the last lands; as the brush finishes, the totems, the drawn cards
and the refills fly together or in a stagger (each anim's ``overlap`` with the one before it).
Those overlap a ``before`` anim (the brush) only with places the position before has empty (the
objectives, the hand, the refilled zones). The tribes' tokens wait for the flip to end: the
position before shows the old order in their places. No anim opens its end to the same seat's
next action (``Anim.follow`` stays 0): the layout puts the seat to move in focus, so once that
action hands the turn on, the blocks swap and a tile still flying would land in the wrong cave.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.client.lettering import draw_text, wrap_text
from game.client.prehistories import layout as L
from game.client.prehistories.art import BONE, OCHRE_LIGHT, Art
from game.client.prehistories.flight import (
    LINE_COLUMNS,
    LINE_ROWS,
    ORDER,
    group_name,
    hunter_name,
    party_name,
    totems_name,
    zone_name,
)
from game.client.prehistories.logwords import actor, round_starts
from game.client.table.anim import Anim, AnimBuild, AnimBuilders, arc, ease_out, squashed
from game.client.text import font, tr
from game.rules.base import Event
from game.rules.prehistories import events as E
from game.rules.prehistories.data import components, parse_cell

if TYPE_CHECKING:
    from game.client.assets import Assets
    from game.client.prehistories.view import PrehistoriesView
    from game.client.table.view_types import Ctx
    from game.rules.prehistories.state import PrehistoriesState

Point = tuple[float, float]
LABEL_SIZE = 20


@dataclass(slots=True)
class Flight(Anim):
    """Images travelling along arcs from ``starts`` to ``ends``, one after another a little apart."""

    art: Art | None = None
    images: list[pygame.Surface] = field(default_factory=list)
    starts: list[Point] = field(default_factory=list)
    ends: list[Point] = field(default_factory=list)
    label: str = ""
    label_at: Point = (0, 0)
    # Wrapped into lines of at most this many px (0: one line), on a dark plate: over a cave or a
    # zone the label is drawn on pictures and words ("бере 1 карту: …" ran off the canvas's left
    # edge over the narrow cave block; "поранення!" covered the zone's name: seen in screenshots).
    label_width: int = 0
    label_below: bool = False  # ``label_at`` is the top middle of the label, not its centre

    def label_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Each line of the label and where it is drawn, centred on ``label_at`` together."""
        if not self.label:
            return []
        lines = (
            wrap_text(self.label, LABEL_SIZE, self.label_width, True) if self.label_width else [self.label]
        )
        face = font(LABEL_SIZE, True)
        height = face.get_linesize()
        top = int(self.label_at[1]) - (0 if self.label_below else height * len(lines) // 2)
        rects = []
        for i, line in enumerate(lines):
            rect = pygame.Rect((0, 0), face.size(line))
            rect.midtop = (int(self.label_at[0]), top + i * height)
            rects.append((line, rect))
        return rects

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        count = max(len(self.images), 1)
        for i, (image, a, b) in enumerate(zip(self.images, self.starts, self.ends)):
            delay = 0.35 * i / count
            p = ease_out(min(max((self.progress - delay) / (1 - delay * 0.999), 0.0), 1.0))
            x, y = arc(a, b, p, 60)
            squash = 1.0 if p < 0.92 else 1.0 - 0.15 * (1 - abs(p - 0.96) / 0.04)
            # Squash in hundredths, so the shared cache holds each step once (under a pixel).
            scaled = image if squash == 1.0 else squashed(image, round(squash, 2))
            surface.blit(scaled, scaled.get_rect(center=(int(x), int(y))))
        rects = self.label_rects()
        if rects and self.label_width:
            plate = rects[0][1].unionall([rect for _line, rect in rects]).inflate(16, 6)
            pygame.draw.rect(surface, (34, 26, 20), plate, border_radius=8)
        for line, rect in rects:
            draw_text(surface, line, LABEL_SIZE, OCHRE_LIGHT, rect.center, anchor="center", bold=True)


@dataclass(slots=True)
class Flip(Anim):
    """Cards turning over together at the reveal: backs narrow to an edge, faces widen."""

    backs: list[pygame.Surface] = field(default_factory=list)
    faces: list[pygame.Surface] = field(default_factory=list)
    rects: list[pygame.Rect] = field(default_factory=list)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        p = ease_out(self.progress)
        for back, face, rect in zip(self.backs, self.faces, self.rects):
            image = back if p < 0.5 else face
            width = max(1, int(rect.width * abs(1 - 2 * p)))
            shown = pygame.transform.smoothscale(image, (width, rect.height))
            surface.blit(shown, shown.get_rect(center=rect.center))


@dataclass(slots=True)
class Brush(Anim):
    """A tile brushed into the cave: its image revealed by a diagonal sweep, a stroke at a time."""

    image: pygame.Surface | None = None
    at: Point = (0, 0)

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        if self.image is None:
            return
        p = ease_out(self.progress)
        w, h = self.image.get_size()
        strokes = 3
        band = h / strokes
        for k in range(strokes):
            q = min(max(p * strokes - k, 0.0), 1.0)
            if q <= 0:
                continue
            area = pygame.Rect(0, int(k * band), int(w * q), int(band) + 1)
            surface.blit(self.image, (self.at[0] + area.x, self.at[1] + area.y), area)


@dataclass(slots=True)
class Banner(Anim):
    """A short line over the board (a tile that fits nowhere, a new round), on a plate if ``size``
    is the round banner's."""

    text: str = ""
    at: Point = (0, 0)
    size: int = 22

    def draw(self, surface: pygame.Surface, assets: Assets, high_contrast: bool) -> None:
        alpha = 1.0 - max(0.0, self.progress - 0.7) / 0.3
        if alpha <= 0:
            return
        centre = (int(self.at[0]), int(self.at[1]))
        if self.size > 22:
            plate = pygame.Rect((0, 0), font(self.size, True).size(self.text)).inflate(48, 18)
            plate.center = centre
            pygame.draw.rect(surface, (34, 26, 20), plate, border_radius=12)
            pygame.draw.rect(surface, OCHRE_LIGHT, plate, 2, border_radius=12)
        draw_text(surface, self.text, self.size, BONE, centre, anchor="center", bold=True)


ROUND_BANNER_SIZE = 34


def round_banner(round_: int) -> Banner:
    """ "Round 2" over the board as a round begins: a beat even for a round with no refill and no
    hunt; the top strip's status moves to the new round with it."""
    return Banner(
        0.9,
        "",
        status_after=True,
        text=tr("prehistories.anim.round", round=round_),
        at=L.BOARD.center,
        size=ROUND_BANNER_SIZE,
    )


@dataclass(slots=True)
class Build(AnimBuild):
    """One action's anims: the art and layout the view draws with, the positions before and
    after, and what the draw line tallies from the turn's hunt (4.6)."""

    art: Art | None = None
    lay: L.Layout | None = None
    before: PrehistoriesState | None = None
    after: PrehistoriesState | None = None
    tally: dict[str, int] = field(default_factory=dict)
    revealed_empty: set[int] = field(default_factory=set)  # seats whose revealed party is empty
    starts: set[int] = field(default_factory=set)  # indexes of the events that open a round
    round: int = 0

    @property
    def pics(self) -> Art:
        assert self.art is not None
        return self.art

    @property
    def layout(self) -> L.Layout:
        assert self.lay is not None
        return self.lay

    @property
    def state(self) -> PrehistoriesState:
        assert self.after is not None
        return self.after

    @property
    def was(self) -> PrehistoriesState:
        assert self.before is not None
        return self.before

    def zone(self, label: str) -> int:
        return [zd.label for zd in self.state.zone_defs].index(label)

    def opening(self, event: Event) -> None:
        if self.index in self.starts:
            self.round += 1
            self.add(round_banner(self.round))

    def keep_before(self) -> None:
        """Show the position before the action until the last anim so far ends: the parties
        stay face down until they flip, the cave unpainted until the brush has passed."""
        for anim in self.found:
            anim.before = True


BUILDERS: AnimBuilders[Build] = AnimBuilders()


def anims_for(
    view: PrehistoriesView, events: Sequence[Event], before: PrehistoriesState, ctx: Ctx, scale: float
) -> list[Anim]:
    state = view.game(ctx)
    tally = {"taken": before.tiles_taken, "injuries": before.injuries, "prints": before.hand_prints}
    starts = set(round_starts(events, state.round - before.round))
    build = Build(events, scale, art=view.art(ctx), lay=view.layout(ctx), before=before, after=state)
    build.tally, build.starts, build.round = tally, starts, before.round
    return BUILDERS.build(build)


@BUILDERS.on(E.ZoneRefilled)
def _refilled(event: E.ZoneRefilled, build: Build) -> Anim:
    z = build.zone(event.zone)
    kind = components().tiles[components().tile_index[event.tile]]
    image = build.pics.tile(kind.index, 0, 24)
    start = (L.STACKS.centerx, L.STACKS.centery)
    end = build.layout.zones[z].tile.center
    hides = frozenset({zone_name(z)})
    # The refills fly together, with the drawn cards.
    art = build.pics
    return Flight(
        0.18,
        "prehistories/tile_lift",
        art=art,
        images=[image],
        starts=[start],
        ends=[end],
        hides=hides,
        overlap=1.0,
    )


@BUILDERS.on(E.PartyCommitted)
def _committed(event: E.PartyCommitted, build: Build) -> Anim:
    who, lay = actor(event), build.layout
    block = lay.blocks[who]
    back = build.pics.card_back(build.state.seats[who].colour, 34, 48)
    start = L.HAND.center if who == lay.focus else block.header.center
    end = block.party.move(17, 24).topleft if not block.focus else block.totems.center
    return Flight(0.22, "sfx/card_swish", art=build.pics, images=[back], starts=[start], ends=[end])


@BUILDERS.on(E.PartiesRevealed)
def _revealed(event: E.PartiesRevealed, build: Build) -> Iterator[Anim]:
    flip, *order = _reveal(build.pics, build.layout, build.state, build.was, event, build.index == 0)
    yield flip
    build.keep_before()
    yield from order
    build.revealed_empty = {s for s, party in enumerate(event.parties) if not party}


@BUILDERS.on(E.HunterAssigned)
def _hunter(event: E.HunterAssigned, build: Build) -> Anim:
    z, block = build.zone(event.zone), build.layout.blocks[actor(event)]
    slot = build.layout.zones[z]
    start = block.party.center if not block.focus else L.HAND.center
    image = build.pics.hunter_card(event.card, 40, 56)
    return Flight(
        0.22,
        "sfx/card_swish",
        art=build.pics,
        images=[image],
        starts=[start],
        # Where it stands in the zone's group once landed (board.draw_group).
        ends=[_group_end(build.state, build.was, slot, build.events, build.index)],
        label=f"{event.group_total}",
        # Over the arrows, not between them: there "12" read as a third mark ("10–12 12 13+").
        label_at=(slot.marks.centerx, slot.marks.y - 16),
        label_width=slot.tile.width - 16,
        overlap=0.6,  # the hunters of a group one a little after another
        hides=frozenset({hunter_name(event.card)}),
    )


@BUILDERS.on(E.TileTaken)
def _taken(event: E.TileTaken, build: Build) -> Anim:
    build.tally["taken"] += 1
    build.tally["injuries"] += int(event.injured)
    z = build.zone(event.zone)
    slot = build.layout.zones[z]
    image = build.pics.tile(components().tile_index[event.tile], 0, 26)
    label = tr("prehistories.anim.injury") if event.injured else tr("prehistories.anim.safe")
    return Flight(
        0.3,
        "prehistories/tile_lift",
        art=build.pics,
        images=[image],
        starts=[slot.tile.center],
        ends=[build.layout.blocks[actor(event)].cave.center],
        label=label,
        label_at=(slot.tile.centerx, slot.tile.y + 4),  # in the tile's box, under the zone's name
        label_width=slot.tile.width - 16,
        label_below=True,
        overlap=0.5,  # the tile lifts as the last hunter lands
        hides=frozenset({group_name(z, event.cards)}),  # they stand there meanwhile
    )


@BUILDERS.on(E.TilePainted)
def _painted(event: E.TilePainted, build: Build) -> Iterator[Anim]:
    build.tally["prints"] += event.hand_prints
    block = build.layout.blocks[actor(event)]
    side = 0 if event.side == "front" else 1
    image = build.pics.tile(components().tile_index[event.tile], side, block.cell)
    rect = block.cell_rect(parse_cell(event.at))
    yield Brush(0.3, "prehistories/brush", image=image, at=rect.topleft)
    if not any(isinstance(e, E.TilePainted) for e in build.events[: build.index]):
        build.keep_before()


@BUILDERS.on(E.TileDiscarded)
def _discarded(event: E.TileDiscarded, build: Build) -> Anim:
    at = build.layout.blocks[actor(event)].cave.center
    return Banner(0.9, "", text=tr("prehistories.anim.discarded"), at=at)


@BUILDERS.on(E.TotemsPlaced)
def _totems_placed(event: E.TotemsPlaced, build: Build) -> Anim:
    return _totems(build.pics, build.layout, build.state, build.was, actor(event), event)


@BUILDERS.on(E.CardsDrawn)
def _drawn(event: E.CardsDrawn, build: Build) -> Anim:
    who = actor(event)
    flight = _draw(
        build.pics, build.layout, build.state, who, event, build.tally, who in build.revealed_empty
    )
    build.revealed_empty.discard(who)
    build.tally = {"taken": 0, "injuries": 0, "prints": 0}
    return flight


def _group_end(state, before, slot, events, index) -> Point:
    """Where the hunter of ``events[index]`` lands: its place in the zone's group as drawn."""
    from game.client.prehistories.board import group_card_centres

    event = events[index]
    group = list(before.group) if before.open_zone == slot.index else []
    for e in events[: index + 1]:
        if isinstance(e, E.HunterAssigned) and e.zone == event.zone:
            group.append(e.card)
        elif isinstance(e, E.TileTaken) and e.zone == event.zone:
            group = []
    total = group
    for e in events[index + 1 :]:
        if isinstance(e, E.HunterAssigned) and e.zone == event.zone:
            total = [*total, e.card]
        elif isinstance(e, E.TileTaken):
            break
    centres = group_card_centres(slot, len(total))
    return centres[group.index(event.card)] if event.card in group else slot.tile.center


def _reveal(art, lay, state, before, event, first):
    backs, faces, rects = [], [], []
    for seat, party in enumerate(event.parties):
        block = lay.blocks[seat]
        if block.focus:
            continue  # the seat in focus has its party in the bottom strip, already face up to it
        for i, card in enumerate(party):
            rect = pygame.Rect(block.party.x + i * 40, block.party.y, 40, 56)
            backs.append(art.card_back(state.seats[seat].colour, 40, 56))
            faces.append(art.hunter_card(card, 40, 56))
            rects.append(rect)
    flipping = frozenset(party_name(s) for s, party in enumerate(event.parties) if party)
    anims: list[Anim] = [
        Flip(
            0.36,
            "prehistories/card_flip",
            before=first,
            hides=flipping,
            backs=backs,
            faces=faces,
            rects=rects,
        )
    ]
    if event.order:
        images = [art.tribe_glyph(state.seats[s].colour, 30) for s in event.order]
        starts = [lay.blocks[s].header.center for s in event.order]
        ends = [lay.initiative_rect(i).center for i in range(len(event.order))]
        anims.append(
            Flight(
                0.34,
                "",
                art=art,
                images=images,
                starts=starts,
                ends=ends,
                hides=frozenset({ORDER}),
                status_after=True,  # the hunt begins: the top strip's phase moves on with the order
            )
        )
    return anims


def _totems(art, lay, state, before, who, event):
    block = lay.blocks[who]
    colour = state.seats[who].colour
    size = 30
    images = [art.totem(colour, size) for _ in range(event.count)]
    start = block.totems.center
    names = ["columns", "rows", "legendaries"] + [
        state.objective_side(i).id for i in range(len(state.objectives))
    ]
    line = names.index(event.objective)
    bits = 0
    if line == LINE_COLUMNS:
        bits = state.seats[who].columns_done & ~before.seats[who].columns_done
    elif line == LINE_ROWS:
        bits = state.seats[who].rows_done & ~before.seats[who].rows_done
    end: Point = block.cave.center
    if event.objective in names[3:]:
        index = names.index(event.objective) - 3
        rect = L.objective_rect(index, len(state.objectives))
        scored = state.scored_by[index]
        place = scored.index(who) if who in scored else len(scored)
        end = (rect.x + 25 + 30 * place, rect.bottom - 19)  # where draw_objectives puts its token
    elif event.objective == "columns":
        first = (bits & -bits).bit_length() - 1 if bits else 3
        end = (block.cave.x + first * block.cell + block.cell // 2, block.cave.bottom + 8)
    elif event.objective == "rows":
        first = (bits & -bits).bit_length() - 1 if bits else 3
        end = (block.cave.right + 8, block.cave.y + first * block.cell + block.cell // 2)
    starts = [start] * event.count
    ends = [(end[0] + 6 * i, end[1]) for i in range(event.count)]
    label = f"+{event.count}"
    return Flight(
        0.38,
        "prehistories/totem_drop",
        sound_at_end=True,
        art=art,
        images=images,
        starts=starts,
        ends=ends,
        label=label,
        label_at=(end[0], end[1] - 30),
        hides=frozenset({totems_name(who, line, event.count, bits)}),
        overlap=0.3,  # as the brush finishes
    )


def _draw(art, lay, state, who, event, tally, empty_party):
    """Cards from the deck, face down, with how many and why (4.6)."""
    block = lay.blocks[who]
    colour = state.seats[who].colour
    images = [art.card_back(colour, 34, 48) for _ in range(event.count)]
    start = block.header.midright
    end = L.HAND.center if block.focus else block.counts.center
    if empty_party:
        why = tr("prehistories.log.why_empty_party")
    elif tally["taken"] == 0:
        why = tr("prehistories.log.why_no_tile")
    else:
        parts = [tr("prehistories.log.why_base", base=max(0, 2 - tally["injuries"]))]
        if tally["injuries"]:
            parts.append(tr("prehistories.log.why_injuries", count=tally["injuries"]))
        if tally["prints"]:
            parts.append(tr("prehistories.log.why_prints", count=tally["prints"]))
        why = ", ".join(parts)
    label = tr("prehistories.anim.draws", count=event.count, why=why)
    return Flight(
        0.34,
        "sfx/card_swish",
        art=art,
        images=images,
        starts=[start] * event.count,
        ends=[end] * event.count,
        label=label,
        label_at=block.cave.center,
        label_width=block.cave.width - 16,
        overlap=0.4,
    )
