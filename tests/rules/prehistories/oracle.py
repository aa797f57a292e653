"""A slow, literal reading of spec 4.4 and 5.1-5.3, used to check the engine's legal actions."""

from __future__ import annotations

from game.rules.prehistories.data import STRENGTH, components
from game.rules.prehistories.state import Phase, PrehistoriesState


def _neighbours(x: int, y: int) -> list[tuple[int, int]]:
    return [
        (x + dx, y + dy)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if 0 <= x + dx < 7 and 0 <= y + dy < 7
    ]


def placement_is_legal(state: PrehistoriesState, seat: int, kind: int, side: int, anchor: int) -> bool:
    cave = state.seats[seat].cave
    layout = cave.layout
    pre = {(c % 7, c // 7) for c in (layout.hunter, *layout.totems)}
    tiles = set()
    for placed_kind, placed_side, placed_anchor in cave.placements:
        shape = components().tiles[placed_kind].sides[placed_side]
        for dx, dy in shape.cells:
            tiles.add((placed_anchor % 7 + dx, placed_anchor // 7 + dy))
    shape = components().tiles[kind].sides[side]
    squares = [(anchor % 7 + dx, anchor // 7 + dy) for dx, dy in shape.cells]
    if any(not (0 <= x < 7 and 0 <= y < 7) for x, y in squares):
        return False
    if any(sq in tiles or sq in pre for sq in squares):
        return False
    if not tiles:
        return any(x == 0 for x, _ in squares)
    for x, y in squares:
        for n in _neighbours(x, y):
            if n in tiles:
                return True
            if n in pre and any(m in tiles for m in _neighbours(*n)):
                return True
    return False


def fits_anywhere(state: PrehistoriesState, seat: int, kind: int) -> bool:
    return any(placement_is_legal(state, seat, kind, side, cell) for side in (0, 1) for cell in range(49))


def oracle_legal(state: PrehistoriesState) -> list[int]:
    legal: list[int] = []
    if state.phase == Phase.INITIATIVE:
        seat = state.seats[state.forming]
        top = max(seat.party, default=0)
        legal.append(0)
        legal.extend(1 + s for s in range(1, 61) if s in seat.hand and s > top)
        return legal
    if state.phase == Phase.HUNT:
        active = state.order[0]
        party = state.seats[active].party
        if state.open_zone < 0:
            legal.append(1)
        for z, zone in enumerate(state.zone_defs):
            for s in range(1, 61):
                if s not in party:
                    continue
                faster = sum(STRENGTH[c] for c in party if c > s)
                if state.open_zone < 0:
                    ok = state.zones[z] >= 0 and STRENGTH[s] + faster >= zone.orange
                    if ok and not state.flags.allow_unplaceable_take:
                        ok = fits_anywhere(state, active, state.zones[z])
                else:
                    ok = (
                        z == state.open_zone
                        and s > state.group[-1]
                        and state.group_total + STRENGTH[s] + faster >= zone.orange
                    )
                if ok:
                    legal.append(62 + 60 * z + s - 1)
        if state.open_zone >= 0 and state.group_total >= state.zone_defs[state.open_zone].orange:
            legal.append(482 + state.open_zone)
        return sorted(legal)
    if state.phase == Phase.PAINT:
        active = state.order[0]
        offered: dict[int, int] = {}
        for zone, kind in sorted(state.pending):
            if kind not in offered.values():
                offered[zone] = kind
        for zone, kind in offered.items():
            tile = components().tiles[kind]
            sides = (0, 1) if tile.sides[0].name != tile.sides[1].name else (0,)
            found = [
                489 + 98 * zone + 49 * side + cell
                for side in sides
                for cell in range(49)
                if placement_is_legal(state, active, kind, side, cell)
            ]
            legal.extend(found or [1175 + zone])
        return sorted(legal)
    return []
