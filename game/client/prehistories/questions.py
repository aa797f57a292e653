"""From the legal actions to the one question of the moment (spec 5: the engine's micro-steps).

- Initiative: each card of the hand that may join the party is a target (``select``); the party
  is chosen slowest to fastest, as the engine models it (5.1), so the hand is laid out in speed
  order and a right click takes the last card back (the table's undo). ``commit`` is a button.
- Hunt: pick a zone (a half-made choice kept by the view), then the party cards that may join its
  group (``assign``); ``take`` and ``done`` are buttons.
- Paint: pick a pending tile (when several), then a square of the cave: each square under the
  pointer stands for the legal placement the tile snaps to from there (``paint.snap``), so the
  click plays exactly what the live drawing shows. ``flip`` turns the tile to its other side.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

import pygame

from game.client.prehistories import layout as L
from game.client.prehistories import words
from game.client.prehistories.paint import PaintTool, legal_for
from game.client.table.step_marker import MARKER_REACH
from game.client.table.view_types import Option, Question, Target
from game.client.text import tr
from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.data import STRENGTH, components
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState

NS = "prehistories.question"


def _turn_key(state: PrehistoriesState, seat: int) -> Hashable:
    """One hunt turn of one seat: the round, the seats still to hunt (the first hunts now) and the
    seat's hand, which no action of a hunt changes (a new game at the same point has another)."""
    return (seat, state.round, tuple(state.order), tuple(sorted(state.seats[seat].hand)))


@dataclass(slots=True)
class Strip:
    """The bottom strip's slots while a hunt turn goes on. A hunter sent to a zone leaves the
    strip; were the rest closed up, a quick second click aimed at the next card landed on a
    faster one (and a forced take with injury followed). So the cards seen when the turn's first
    question was asked keep their slots to the turn's end, a sent card's slot left empty, and an
    undo puts the card back in its own slot. Only ``keep`` (the question of the real position)
    changes them: the hint's plan asks for the rects of positions ahead, which must not."""

    kept: dict[int, tuple[Hashable, tuple[int, ...]]] = field(default_factory=dict)

    def keep(self, state: PrehistoriesState, seat: int) -> None:
        if state.phase == Phase.HUNT and self.slots(state, seat) is None:
            self.kept[seat] = (_turn_key(state, seat), tuple(strip_cards(state, seat)))

    def slots(self, state: PrehistoriesState, seat: int) -> tuple[int, ...] | None:
        """The strip's cards in slot order, sent ones included; None outside the kept turn."""
        kept = self.kept.get(seat)
        if kept is None or state.phase != Phase.HUNT or kept[0] != _turn_key(state, seat):
            return None
        return kept[1] if set(strip_cards(state, seat)) <= set(kept[1]) else None


@dataclass(slots=True)
class Choice:
    """The person's half-made choice inside one step (forgotten after every action)."""

    zone: int | None = None  # hunt: the zone picked before its first hunter is sent
    paint_zone: int | None = None  # paint: which pending tile is in hand
    side: int = 0
    extra: dict[str, int] = field(default_factory=dict)
    # initiative: the fastest card of the hand, clicked while slower cards could still join. The
    # engine forces ``commit`` once no faster card is left (spec 5.1), so selecting it at once
    # would close the party behind the person's back (a party of one). The
    # spec lets a client toggle cards and send them sorted: it is held here and sent last, by the
    # commit button. Kept across the selects (``clear`` runs after every action).
    held: int | None = None
    # The hand's slots while a hunt turn goes on (Strip): kept across actions and undos.
    strip: Strip = field(default_factory=Strip)

    def clear(self) -> None:
        self.zone = None
        self.paint_zone = None
        self.side = 0


def hand_order(state: PrehistoriesState, seat: int) -> list[int]:
    """The cards shown in the bottom strip, slowest first (the order a party is chosen in)."""
    s = state.seats[seat]
    if state.phase == Phase.INITIATIVE:
        return sorted(c for c in s.hand + s.party if c)
    return sorted(c for c in s.hand if c)


def party_order(state: PrehistoriesState, seat: int) -> list[int]:
    return sorted(state.seats[seat].party)


def strip_cards(state: PrehistoriesState, seat: int) -> list[int]:
    """Hunt: the party's cards first (they are the ones to send), then the hand's."""
    if state.phase in (Phase.HUNT, Phase.PAINT):
        return party_order(state, seat) + hand_order(state, seat)
    return hand_order(state, seat)


def card_rects(
    state: PrehistoriesState, seat: int, held: int | None = None, strip: Strip | None = None
) -> dict[int, pygame.Rect]:
    """Where each card of the bottom strip is drawn (and clicked), in drawing order: party cards
    (and the held one, ``Choice.held``) stand up. With ``strip`` a hunt turn's cards keep the
    slots they had at its start (Strip)."""
    cards = strip_cards(state, seat)
    party = {*state.seats[seat].party, *([held] if held is not None else [])}
    slots = strip.slots(state, seat) if strip is not None else None
    if slots is None:
        slots = tuple(cards)
    shown = set(cards)
    return {
        card: rect.move(0, -L.LIFT) if card in party else rect
        for card, rect in zip(slots, L.hand_card_rects(len(slots)))
        if card in shown
    }


def empty_slots(state: PrehistoriesState, seat: int, strip: Strip) -> list[pygame.Rect]:
    """The slots of the hunters sent this turn (Strip), where they stood up in the party."""
    slots = strip.slots(state, seat)
    if slots is None:
        return []
    shown = set(strip_cards(state, seat))
    rects = L.hand_card_rects(len(slots))
    return [rect.move(0, -L.LIFT) for card, rect in zip(slots, rects) if card not in shown]


def card_mark(rect: pygame.Rect) -> tuple[int, int]:
    """Where the hint's marker sits on a hunter card: over the hunter figure, the whole disc and
    its ring inside the card, clear of its strength (top left) and speed (bottom right). At the
    card's top-right corner it would cover the strip's heading above."""
    return (rect.centerx, rect.top + MARKER_REACH)


def topmost_first(targets: list[Target], drawn: list[int]) -> list[Target]:
    """The card targets in reverse drawing order (``drawn``: the strip's cards, first drawn first):
    where cards overlap the later one is on top, and Question.target_at takes the first hit."""
    return sorted(targets, key=lambda t: -drawn.index(int(t.key.split(":")[1])))


def current_tool(state: PrehistoriesState, choice: Choice) -> PaintTool | None:
    if state.phase != Phase.PAINT:
        return None
    offered = state.offered_pending()
    if not offered:
        return None
    zones = [z for z, _ in offered]
    zone = choice.paint_zone if choice.paint_zone in zones else zones[0]
    kind = dict(offered)[zone]
    tool = PaintTool(zone, kind, choice.side if components().tiles[kind].two_shapes else 0)
    return tool


def cell_targets(state: PrehistoriesState, tool: PaintTool, block: L.SeatBlock) -> dict[int, int]:
    """Cave square -> the legal anchor the tile snaps to with the pointer on that square's centre."""
    return legal_for(state.seats[block.seat].cave, tool.shape).by_square


def paint_square(state: PrehistoriesState, zone: int, side: int, anchor: int) -> int:
    """The square the current player clicks to paint zone ``zone``'s pending tile on ``side`` at
    ``anchor`` (paint.click_square); the anchor itself when no square leads there."""
    kind = dict(state.pending).get(zone)
    if kind is None:
        return anchor
    shape = components().tiles[kind].sides[side]
    return legal_for(state.seats[state.current_player()].cave, shape).clicked.get(anchor, anchor)


def preview(total: int, orange: int, green: int) -> str:
    """The hunt preview of a group's total against a zone's two marks."""
    if total >= green:
        return tr(f"{NS}.safe", total=total)
    if total >= orange:
        return tr(f"{NS}.injury", total=total)
    return tr(f"{NS}.not_enough", total=total, need=orange)


def build(state: PrehistoriesState, legal: list[int], choice: Choice, lay: L.Layout) -> Question:
    player = state.current_player()
    decoded = [act.decode(a) for a in legal]
    # A held card that is no longer the forming party's to send is let go (Choice.held).
    choice.held = held_card(state, choice, legal)
    choice.strip.keep(state, player)
    if state.phase == Phase.INITIATIVE:
        return _initiative(state, legal, player, choice)
    if state.phase == Phase.HUNT:
        return _hunt(state, legal, decoded, choice, lay, player)
    return _paint(state, legal, decoded, choice, lay, player)


def held_card(state: PrehistoriesState, choice: Choice, legal: list[int]) -> int | None:
    """The held card when it is still the current party's to send (else None)."""
    held = choice.held
    if state.phase != Phase.INITIATIVE or held is None or act.select_id(held) not in legal:
        return None
    return held


def _initiative(state: PrehistoriesState, legal: list[int], player: int, choice: Choice) -> Question:
    seat = state.seats[player]
    held = choice.held
    rects = card_rects(state, player, held)
    legal_set = set(legal)
    selectable = [c for c in sorted(seat.hand) if act.select_id(c) in legal_set and c in rects]
    fastest = selectable[-1] if selectable else None
    targets = []
    # The later card of the strip is drawn over the earlier one where they overlap (seats.
    # draw_hand), and Question.target_at takes the first hit: the one on top comes first.
    for c in reversed(selectable):
        # The click holds (or lets go of) the card instead of closing the party (see Choice.held).
        # The fastest card is held even when it is the last one left: selecting it forces the
        # commit, so the commit button is what closes the party, never a card click.
        holds = c == held or (held is None and c == fastest)
        targets.append(
            Target(
                f"{'hold' if holds else 'card'}:{c}",
                rects[c],
                (act.select_id(c),),
                glow=False,
                hotkey=None,
                choose=holds,
                mark=card_mark(rects[c]),
            )
        )
    cards = [*seat.party, *([held] if held is not None else [])]
    value = state.strength_of(cards)
    label = tr(f"{NS}.commit", value=value) if cards else tr(f"{NS}.commit_empty")
    action = act.select_id(held) if held is not None else act.COMMIT
    options = [Option("commit", label, action, primary=True, tooltip=tr(f"{NS}.commit_help"))]
    prompt = tr(f"{NS}.initiative", value=value) if cards else tr(f"{NS}.initiative_start")
    why = tr(f"{NS}.why_order", top=seat.party[-1]) if seat.party else tr(f"{NS}.why_card")
    return Question(prompt, targets, options, why_not=why)


def _hunt(state, legal, decoded, choice, lay, player) -> Question:
    seat = state.seats[player]
    rects = card_rects(state, player, strip=choice.strip)
    targets: list[Target] = []
    options: list[Option] = []
    if state.open_zone >= 0:
        z = state.open_zone
        zone = state.zone_defs[z]
        for d, a in zip(decoded, legal):
            if d.verb == Verb.ASSIGN and d.card in rects:
                targets.append(
                    Target(f"card:{d.card}", rects[d.card], (a,), glow=False, mark=card_mark(rects[d.card]))
                )
        targets = topmost_first(targets, list(rects))
        if act.take_id(z) in legal:
            options.append(Option("take", tr(f"{NS}.take", zone=zone.label), act.take_id(z), primary=True))
        # The prompt says what to do next, not only where the group stands (not
        # "Зона 1, разом 3: з пораненням" and nothing more).
        key = "group" if options else "group_more"
        prompt = tr(f"{NS}.{key}", zone=zone.label, state=preview(state.group_total, zone.orange, zone.green))
        return Question(prompt, targets, options, why_not=tr(f"{NS}.why_faster", last=state.group[-1]))
    openable = sorted({d.zone for d in decoded if d.verb == Verb.ASSIGN})
    chosen = choice.zone if choice.zone in openable else None
    if chosen is None:
        for z in openable:
            targets.append(Target(f"zone:{z}", lay.zones[z].rect, choose=True))
        prompt = tr(f"{NS}.hunt", value=state.strength_of(seat.party)) if openable else tr(f"{NS}.hunt_none")
        why = tr(f"{NS}.why_zone")
    else:
        zone = state.zone_defs[chosen]
        for d, a in zip(decoded, legal):
            if d.verb == Verb.ASSIGN and d.zone == chosen and d.card in rects:
                targets.append(
                    Target(f"card:{d.card}", rects[d.card], (a,), glow=False, mark=card_mark(rects[d.card]))
                )
        targets = topmost_first(targets, list(rects))
        for z in openable:
            if z != chosen:
                targets.append(Target(f"zone:{z}", lay.zones[z].rect, choose=True))
        options.append(Option("back", tr(f"{NS}.other_zone"), choose=True))
        prompt = tr(f"{NS}.send", zone=zone.label, orange=zone.orange, green=zone.green)
        why = tr(f"{NS}.why_reach", zone=zone.label, orange=zone.orange)
    options.append(Option("done", done_label(state), act.DONE, primary=not openable))
    return Question(prompt, targets, options, why_not=why)


def _paint(state, legal, decoded, choice, lay, player) -> Question:
    tool = current_tool(state, choice)
    targets: list[Target] = []
    options: list[Option] = []
    assert tool is not None
    offered = state.offered_pending()
    if len(offered) > 1:
        for i, (z, _kind) in enumerate(sorted(offered)):
            if z != tool.zone:
                targets.append(Target(f"pending:{z}", L.pending_rects(len(offered))[i], choose=True))
    block = lay.blocks[player]
    legal_set = set(legal)
    placements = legal_for(state.seats[player].cave, tool.shape)
    squares = []
    for cell, anchor in placements.by_square.items():
        action = act.paint_id(tool.zone, tool.side, anchor)
        if action in legal_set:
            squares.append(Target(f"cell:{cell}", block.cell_rect(cell), (action,), glow=False))
    # The hint's marker sits on the first target that plays its choice, and its words name the
    # square the person clicks (click_square): that square's target comes first.
    clicked = {f"cell:{cell}" for cell in placements.clicked.values()}
    targets.extend(sorted(squares, key=lambda t: t.key not in clicked))
    name = words.tile_name(tool.kind_index)
    if act.discard_id(tool.zone) in legal_set:
        options.append(Option("discard", tr(f"{NS}.discard"), act.discard_id(tool.zone), primary=True))
        prompt = tr(f"{NS}.fits_nowhere", tile=name)
    else:
        if tool.can_flip():
            options.append(Option("flip", tr(f"{NS}.flip"), choose=True, tooltip=tr(f"{NS}.flip_help")))
        key = "paint" if tool.can_flip() else "paint_one_side"  # no flip hint for same-shaped sides
        prompt = tr(f"{NS}.{key}", tile=name, side=words.side(tool.side))
    return Question(prompt, targets, options, why_not=tr(f"{NS}.why_paint"))


def strength_total(cards: list[int]) -> int:
    return sum(STRENGTH[c] for c in cards)


def done_label(state: PrehistoriesState) -> str:
    """The words of the end of a hunt: with no tile taken it is the hunt not made, which draws 3
    cards. The button and the hint's step say the same, so a plan's step is the button read."""
    return tr(f"{NS}.done") if state.tiles_taken else tr(f"{NS}.done_empty")
