"""Action ids (spec 5.4) and their notation (spec 6), both ways."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from game.rules.base import IllegalAction
from game.rules.prehistories.data import Zone, cell_name, parse_cell

NUM_DISTINCT_ACTIONS = 1182
COMMIT = 0
DONE = 1
SELECT = 1  # select s = 1 + s
ASSIGN = 62
TAKE = 482
PAINT = 489
DISCARD = 1175
SIDES = ("front", "back")


class Verb(IntEnum):
    COMMIT = 0
    DONE = 1
    SELECT = 2
    ASSIGN = 3
    TAKE = 4
    PAINT = 5
    DISCARD = 6


class Verbs:
    """``Verb``'s members as plain class attributes (the same objects), for the engine's hot
    paths: on Python 3.11 ``Verb.X`` reads through the enum metaclass's ``__getattr__`` hook,
    several times the cost of a plain attribute."""

    COMMIT = Verb.COMMIT
    DONE = Verb.DONE
    SELECT = Verb.SELECT
    ASSIGN = Verb.ASSIGN
    TAKE = Verb.TAKE
    PAINT = Verb.PAINT
    DISCARD = Verb.DISCARD


@dataclass(frozen=True, slots=True)
class Decoded:
    verb: Verb
    zone: int = -1
    card: int = 0
    side: int = 0
    cell: int = 0


def select_id(card: int) -> int:
    return SELECT + card


def assign_id(zone: int, card: int) -> int:
    return ASSIGN + 60 * zone + card - 1


def take_id(zone: int) -> int:
    return TAKE + zone


def paint_id(zone: int, side: int, cell: int) -> int:
    return PAINT + 98 * zone + 49 * side + cell


def discard_id(zone: int) -> int:
    return DISCARD + zone


def decode(action: int) -> Decoded:
    """What an action id says (``Decoded`` is frozen, so the table's entries are shared)."""
    if not 0 <= action < NUM_DISTINCT_ACTIONS:
        raise IllegalAction(f"action id {action} is outside 0..{NUM_DISTINCT_ACTIONS - 1}")
    return _DECODED[action]


def _decode(action: int) -> Decoded:
    if action == COMMIT:
        return Decoded(Verb.COMMIT)
    if action == DONE:
        return Decoded(Verb.DONE)
    if action < ASSIGN:
        return Decoded(Verb.SELECT, card=action - SELECT)
    if action < TAKE:
        zone, rest = divmod(action - ASSIGN, 60)
        return Decoded(Verb.ASSIGN, zone=zone, card=rest + 1)
    if action < PAINT:
        return Decoded(Verb.TAKE, zone=action - TAKE)
    if action < DISCARD:
        zone, rest = divmod(action - PAINT, 98)
        side, cell = divmod(rest, 49)
        return Decoded(Verb.PAINT, zone=zone, side=side, cell=cell)
    return Decoded(Verb.DISCARD, zone=action - DISCARD)


# Every id decoded once: the engine decodes each step's action, the search many a second.
_DECODED = tuple(_decode(a) for a in range(NUM_DISTINCT_ACTIONS))


def zone_label(zones: tuple[Zone, ...], zone: int) -> str:
    """6: a zone not on this board is written ``?<index>``."""
    return zones[zone].label if zone < len(zones) else f"?{zone}"


def action_to_str(zones: tuple[Zone, ...], action: int) -> str:
    d = decode(action)
    if d.verb == Verb.COMMIT:
        return "commit"
    if d.verb == Verb.DONE:
        return "done"
    if d.verb == Verb.SELECT:
        return f"select {d.card}"
    label = zone_label(zones, d.zone)
    if d.verb == Verb.ASSIGN:
        return f"assign {label} {d.card}"
    if d.verb == Verb.TAKE:
        return f"take {label}"
    if d.verb == Verb.PAINT:
        return f"paint {label} {SIDES[d.side]} {cell_name(d.cell)}"
    return f"discard {label}"


def _zone(zones: tuple[Zone, ...], label: str) -> int:
    for index, zone in enumerate(zones):
        if zone.label == label:
            return index
    raise IllegalAction(f"no zone {label} on a {'4-5' if len(zones) == 7 else '2-3'}-player board")


def _card(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 60:
        raise IllegalAction(f"{text!r} is not a hunter card (speed 1 to 60)")
    return int(text)


def parse_text(zones: tuple[Zone, ...], text: str) -> int:
    """The action id written by ``text``; raises IllegalAction when it is malformed (not when illegal)."""
    words = text.strip().lower().split()
    if not words:
        raise IllegalAction("empty action")
    verb, args = words[0], words[1:]
    shapes = {"commit": 0, "done": 0, "select": 1, "assign": 2, "take": 1, "paint": 3, "discard": 1}
    if verb not in shapes:
        raise IllegalAction(f"unknown action {verb!r}; expected one of {', '.join(shapes)}")
    if len(args) != shapes[verb]:
        raise IllegalAction(f"{verb} takes {shapes[verb]} argument(s), got {len(args)}")
    if verb == "commit":
        return COMMIT
    if verb == "done":
        return DONE
    if verb == "select":
        return select_id(_card(args[0]))
    zone = _zone(zones, args[0])
    if verb == "assign":
        return assign_id(zone, _card(args[1]))
    if verb == "take":
        return take_id(zone)
    if verb == "discard":
        return discard_id(zone)
    if args[1] not in SIDES:
        raise IllegalAction(f"side must be front or back, not {args[1]!r}")
    try:
        cell = parse_cell(args[2])
    except ValueError as err:
        raise IllegalAction(str(err)) from None
    return paint_id(zone, SIDES.index(args[1]), cell)
