"""The hint's plan on the Prehistories table: where a step's target is, what its disc keeps clear
of, and words for the pieces a plan or a preview moves (docs/hint.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pygame

from ai.heuristics.prehistories import rollout_action
from game.client.prehistories import layout as L
from game.client.prehistories.paint import legal_for
from game.client.prehistories.questions import Strip, card_rects, preview
from game.client.table.plan_words import signed
from game.client.text import tr
from game.rules.base import Event, IllegalAction
from game.rules.outcome import Tally
from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.data import components
from game.rules.prehistories.events import PartiesRevealed
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState

NS = "prehistories"
# A hand card's strength with its pips (top left) and its speed (bottom right): art.hunter_card.
STRENGTH_CORNER = (42, 72)
SPEED_CORNER = (40, 34)


def plan_target(
    state: PrehistoriesState, action: int, lay: L.Layout, strip: Strip | None = None
) -> pygame.Rect | None:
    """The hunter card a party takes or a group sends (its part left uncovered by the next card;
    in its slot of the hunt turn, ``strip``), the zone's tile a hunt takes, the square a paint is
    clicked on. None for a button's step."""
    d = act.decode(action)
    player = state.current_player()
    if d.verb in (Verb.SELECT, Verb.ASSIGN):
        return visible_card(state, player, d.card, strip)
    if d.verb == Verb.TAKE and 0 <= d.zone < len(lay.zones):
        return lay.zones[d.zone].tile
    if d.verb == Verb.PAINT:
        kind = dict(state.pending).get(d.zone)
        if kind is None:
            return None
        legal = legal_for(state.seats[player].cave, components().tiles[kind].sides[d.side])
        square = legal.clicked.get(d.cell)
        return None if square is None else lay.blocks[player].cell_rect(square)
    return None


def paint_footprint(state: PrehistoriesState, action: int, lay: L.Layout) -> pygame.Rect | None:
    """The squares a paint's tile would cover (its bounding box on the current player's cave);
    None for any other action."""
    d = act.decode(action)
    if d.verb != Verb.PAINT:
        return None
    kind = dict(state.pending).get(d.zone)
    if kind is None:
        return None
    shape = components().tiles[kind].sides[d.side]
    block = lay.blocks[state.current_player()]
    return pygame.Rect(block.cell_rect(d.cell).topleft, (shape.width * block.cell, shape.height * block.cell))


def visible_card(
    state: PrehistoriesState, player: int, card: int, strip: Strip | None = None
) -> pygame.Rect | None:
    """A card of the strip, cut where the next card (drawn over it) begins."""
    rects = card_rects(state, player, strip=strip)
    rect = rects.get(card)
    if rect is None:
        return None
    later = [r for c, r in rects.items() if r.x > rect.x]
    if later:
        right = min(r.x for r in later)
        rect = pygame.Rect(rect.x, rect.y, max(1, min(rect.width, right - rect.x)), rect.height)
    return rect


def plan_keep_clear(state: PrehistoriesState, rect: pygame.Rect) -> list[pygame.Rect]:
    """On a hunter card: its strength and pips, its speed. On a hunting zone (the disc of a hunt
    while the question asks for its zone): its name, its tile and its two hunting values. On a
    tile in the tray: its picture and its zone's name."""
    for slot in L.layout(state.num_players, 0).zones:
        if slot.rect == rect:
            return [slot.label, zone_tile(state, slot), slot.marks]
    offered = sorted(state.offered_pending())
    for (_zone, kind), tray in zip(offered, L.pending_rects(len(offered)), strict=False):
        if tray == rect:
            # A tile taken to paint, in the tray (the disc while the paint asks which tile first):
            # its picture (its first side, as the tray draws it unless it is in hand) and its zone.
            shape = components().tiles[kind].sides[0]
            picture, _cell = L.tray_picture(tray, shape.width, shape.height)
            return [picture, L.tray_name(tray)]
    if rect.height != L.CARD_H:
        return []
    return [
        pygame.Rect(rect.x, rect.y, *STRENGTH_CORNER),
        pygame.Rect(rect.x + L.CARD_W - SPEED_CORNER[0], rect.bottom - SPEED_CORNER[1], *SPEED_CORNER),
    ]


def zone_tile(state: PrehistoriesState, slot: L.ZoneSlot) -> pygame.Rect:
    """Where the zone's tile is drawn (its first side, as ``board.draw_zone``), or its words when
    the zone is empty: the whole tile area."""
    from game.client.prehistories.board import tile_cell_for

    kind_index = state.zones[slot.index]
    if kind_index < 0:
        return slot.tile
    shape = components().tiles[kind_index].sides[0]
    cell = tile_cell_for(slot, shape.width, shape.height)
    return pygame.Rect(0, 0, shape.width * cell, shape.height * cell).move_to(center=slot.tile.center)


def event_words(tally: Tally) -> str | None:
    count = tally.pieces
    # These events carry no count of their own, so their pieces are their events; a plan's reason
    # keeps only the pieces (``ai.plan.ReasonPart``), summed over the cards and zones.
    if tally.kind == "tile_taken":
        return tr(f"{NS}.plan.taken", count=tally.pieces)
    if tally.kind == "tile_painted":
        detail = dict(part.split("=", 1) for part in tally.detail.split(";") if "=" in part)
        prints = int(detail.get("hand_prints", "0") or 0)
        if prints > 0:
            return tr(f"{NS}.plan.hand_prints", count=prints)
        return tr(f"{NS}.plan.painted", count=tally.pieces)
    if tally.kind == "totems_placed":
        return tr(f"{NS}.plan.totems", count=count)
    if tally.kind == "hunter_assigned":
        return tr(f"{NS}.plan.hunters", count=tally.pieces)
    return None


def own_words(first: bool, actions: Sequence[int], gain: int) -> str | None:
    """What a party buys: "then hunts before the next player: takes 2 tiles, +1 point" (its hunt
    as the plan's reply check played it). None without a hunt."""
    decoded = [act.decode(action) for action in actions]
    if not any(d.verb in (Verb.ASSIGN, Verb.DONE, Verb.PAINT) for d in decoded):
        return None
    # a tile per zone hunters were sent to (a zone once opened is always completed); the take
    # itself is often the only legal action there, applied by the engine and not in the list
    taken = len({d.zone for d in decoded if d.verb == Verb.ASSIGN})
    tiles = tr(f"{NS}.plan.taken", count=taken) if taken else tr(f"{NS}.plan.taken_none")
    points = tr("table.plan.gain", count=gain, signed=signed(gain))
    return tr(f"{NS}.plan.own_first" if first else f"{NS}.plan.own_after", tiles=tiles, gain=points)


def preview_lines(state: PrehistoriesState, action: int, initiatives: Initiatives | None = None) -> list[str]:
    """A party's commit, or a card added to it: the party's strength then, the place in the hunt it
    would likely get (``likely_initiative``), and each zone holding a tile whose mark that strength
    alone reaches, with or without an injury."""
    if state.phase != Phase.INITIATIVE:
        return []
    d = act.decode(action)
    player = state.current_player()
    seat = state.seats[player]
    if d.verb == Verb.COMMIT:
        cards = list(seat.party)
    elif d.verb == Verb.SELECT:
        cards = [*seat.party, d.card]
    else:
        return []
    if not cards:
        return [tr(f"{NS}.plan.party", value=0), tr(f"{NS}.plan.no_turn")]
    strength = state.strength_of(cards)
    reached = []
    for z, kind in enumerate(state.zones):
        zone = state.zone_defs[z]
        if kind >= 0 and strength >= zone.orange:
            reached.append(
                tr(f"{NS}.plan.zone", zone=zone.label, result=preview(strength, zone.orange, zone.green))
            )
    reach = tr(f"{NS}.plan.reach", zones="; ".join(reached)) if reached else tr(f"{NS}.plan.reach_none")
    found = (initiatives or Initiatives()).get(state, player, cards)
    return [tr(f"{NS}.plan.party", value=strength), initiative_words(found), reach]


# How many guesses at the hidden parties a party's likely place is read from: 32 of them take
# about 10 ms for 5 players, once per hovered choice (kept by ``Initiatives``).
INITIATIVE_GUESSES = 32


@dataclass(frozen=True, slots=True)
class Initiative:
    """Where a party would hunt: ``place`` (1 = first) among ``hunters`` seats, in ``share`` of
    ``guesses`` guesses at the parties the seat cannot see."""

    place: int
    hunters: int
    share: int
    guesses: int


def likely_initiative(
    state: PrehistoriesState, player: int, cards: list[int], guesses: int = INITIATIVE_GUESSES
) -> Initiative | None:
    """The engine's own initiative order (4.2: lowest strength first, a tie to the faster card)
    for ``player``'s party of ``cards`` against the others' parties as the seat may guess them:
    each guess is a determinization of what the seat sees (a committed party the engine's own
    guess of it), the party committed, the seats still to form theirs played by the title's
    playout policy, and the order read from the reveal. The most frequent place, or None for an
    empty party (it draws 3 and has no turn)."""
    if not cards:
        return None
    rng = np.random.default_rng(0)
    view = state.observation(player) if state.observer != player else state
    places: Counter[tuple[int, int]] = Counter()
    for _ in range(guesses):
        try:
            order = _reveal_order(view.determinize(player, rng), player, cards, rng)
        except IllegalAction:  # not a party this seat can form from here
            return None
        if order is not None and player in order:
            places[(order.index(player) + 1, len(order))] += 1
    if not places:
        return None
    by_place: Counter[int] = Counter()
    for (place, _), count in places.items():
        by_place[place] += count
    place, share = max(by_place.items(), key=lambda item: (item[1], -item[0]))
    hunters = max((count, total) for (p, total), count in places.items() if p == place)[1]
    return Initiative(place, hunters, share, sum(places.values()))


def _reveal_order(
    world: PrehistoriesState, player: int, cards: list[int], rng: np.random.Generator
) -> tuple[int, ...] | None:
    events: list[Event] = []
    for card in sorted(c for c in cards if c not in world.seats[player].party):
        if world.phase != Phase.INITIATIVE or world.forming != player:
            return None
        events += world.apply(act.select_id(card))
    if world.phase == Phase.INITIATIVE and world.forming == player:
        events += world.apply(act.COMMIT)
    while world.phase == Phase.INITIATIVE and not any(isinstance(e, PartiesRevealed) for e in events):
        events += world.apply(rollout_action(world, rng))
    for event in events:
        if isinstance(event, PartiesRevealed):
            return event.order
    return None


def initiative_words(found: Initiative | None) -> str:
    if found is None:
        return tr(f"{NS}.plan.no_turn")
    place = tr(f"{NS}.plan.place.{min(found.place, 5)}")
    if found.share == found.guesses:
        return tr(f"{NS}.plan.initiative_all", place=place, hunters=found.hunters, guesses=found.guesses)
    percent = round(100 * found.share / found.guesses)
    return tr(f"{NS}.plan.initiative", place=place, hunters=found.hunters, percent=percent)


class Initiatives:
    """The likely places of one position's parties, computed on first hover."""

    def __init__(self) -> None:
        self.state: PrehistoriesState | None = None
        self.found: dict[tuple[int, ...], Initiative | None] = {}

    def get(self, state: PrehistoriesState, player: int, cards: list[int]) -> Initiative | None:
        if state is not self.state:
            self.state = state
            self.found = {}
        key = (player, *sorted(cards))
        if key not in self.found:
            self.found[key] = likely_initiative(state, player, cards)
        return self.found[key]
