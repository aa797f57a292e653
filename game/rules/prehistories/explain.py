"""Reasons for illegal actions, in the words of spec 6."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.prehistories import actions as act
from game.rules.prehistories.actions import Verb
from game.rules.prehistories.data import STRENGTH, components
from game.rules.prehistories.phase import PHASE_NAMES, Phase

if TYPE_CHECKING:
    from game.rules.prehistories.state import PrehistoriesState


def why_illegal(state: PrehistoriesState, action: int) -> str:
    d = act.decode(action)
    text = state.action_to_str(action)
    phase = state.phase
    if phase == Phase.OVER:
        return "the game is over"
    if d.zone >= len(state.zone_defs):
        return f"no zone ?{d.zone} on a {state.num_players}-player board"
    wanted = {
        Verb.COMMIT: Phase.INITIATIVE,
        Verb.SELECT: Phase.INITIATIVE,
        Verb.DONE: Phase.HUNT,
        Verb.ASSIGN: Phase.HUNT,
        Verb.TAKE: Phase.HUNT,
        Verb.PAINT: Phase.PAINT,
        Verb.DISCARD: Phase.PAINT,
    }[d.verb]
    if wanted != phase:
        return f"{text}: not now, the game is in the {PHASE_NAMES[phase]} phase"
    seat = state.seats[state.current_player()]
    if d.verb == Verb.SELECT:
        if d.card not in seat.hand:
            return f"card {d.card} is not in your hand"
        return "select cards in increasing speed order"
    if d.verb in (Verb.DONE, Verb.ASSIGN, Verb.TAKE) and state.open_zone >= 0 and d.zone != state.open_zone:
        return f"zone {state.zone_defs[state.open_zone].label} is open: finish its group first"
    if d.verb == Verb.DONE:
        return "done is not available now"
    zone = state.zone_defs[d.zone]
    if d.verb == Verb.ASSIGN:
        if state.open_zone < 0 and state.zones[d.zone] < 0:
            return f"zone {zone.label} holds no tile"
        if d.card not in seat.party:
            return f"card {d.card} is not in your revealed party"
        if state.group and d.card < state.group[-1]:
            return "assign cards in increasing speed order"
        reach = state.group_total + sum(STRENGTH[c] for c in seat.party if c >= d.card)
        if reach < zone.orange:
            return f"group at {reach} is below orange {zone.orange}"
        return f"zone {zone.label}: tile cannot be placed in your cave"
    if d.verb == Verb.TAKE:
        if state.open_zone != d.zone:
            return f"zone {zone.label} is not open"
        return f"group at {state.group_total} is below orange {zone.orange}"
    pending = dict(state.offered_pending())
    if d.zone not in pending:
        waiting = dict(state.pending)
        if d.zone in waiting:
            name = components().tiles[waiting[d.zone]].name
            first = next(z for z, k in pending.items() if k == waiting[d.zone])
            # 5.3: of two pending tiles with one name only the lower zone's is offered
            return f"two {name} tiles are pending: use the one from zone {state.zone_defs[first].label}"
        return f"no tile pending from zone {zone.label}"
    kind = components().tiles[pending[d.zone]]
    if d.verb == Verb.DISCARD:
        return f"tile from zone {zone.label} can still be painted"
    if d.side == 1 and not kind.two_shapes:
        return f"{kind.name} has the same shape on both sides: use front"
    problem = seat.cave.placement_problem(kind.sides[d.side], d.cell)
    if problem and problem.startswith("first tile"):
        return problem
    return f"tile from zone {zone.label} {problem}"
