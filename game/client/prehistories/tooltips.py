"""Every card, tile, zone, objective and cave square explains itself on hover.

Everything is read from the observation the viewer may see, so a tooltip never tells more than
the picture does (an unknown hand card has no tooltip of its own).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.client.prehistories import layout as L
from game.client.prehistories import progress, words
from game.client.prehistories.questions import Strip, card_rects
from game.client.table.view_types import Tooltip
from game.client.text import tr
from game.rules.prehistories.data import STACKS, STRENGTH, cell_name, components
from game.rules.prehistories.phase import Phase
from game.rules.prehistories.state import PrehistoriesState

NS = "prehistories.tip"


def tooltip_at(
    state: PrehistoriesState,
    lay: L.Layout,
    pos: tuple[int, int],
    names: Sequence[str],
    viewer: int | None,
    flying: frozenset[int] = frozenset(),
    held: int | None = None,
    strip: Strip | None = None,
) -> Tooltip | None:
    """``flying``: zones whose refill is still in the air: their tile is not told yet. ``held``: the
    viewer's held card (questions.Choice.held), drawn raised: its tooltip is found where it is drawn,
    as is each card of a hunt turn in its slot (``strip``, questions.Strip)."""
    z = lay.zone_at(pos)
    if z is not None and z in flying:
        zone = state.zone_defs[z]
        return Tooltip(words.zone(zone.label), tr(f"{NS}.zone_arriving"), _marks(zone))
    for finder in (_zone, _stack, _objective, _square, _totems, _hand_card, _pending, _party, _block):
        found = (
            _hand_card(state, lay, pos, names, viewer, held, strip)
            if finder is _hand_card
            else finder(state, lay, pos, names, viewer)
        )
        if found is not None:
            return found
    return None


def tile_rows(kind_index: int) -> tuple[tuple[str, str], ...]:
    kind = components().tiles[kind_index]
    rows = [(tr(f"{NS}.animal"), words.animal(kind.animal))]
    for side in (0, 1) if kind.two_shapes else (0,):
        shape = kind.sides[side]
        rows.append(
            (
                words.side(side),
                tr(f"{NS}.shape", width=shape.width, height=shape.height, count=len(shape.cells)),
            )
        )
    return tuple(rows)


def tile_tip(kind_index: int) -> Tooltip:
    kind = components().tiles[kind_index]
    body = tr(f"{NS}.tile_legendary") if kind.legendary else tr(f"{NS}.tile_body")
    if not kind.two_shapes and not kind.legendary:
        body += " " + tr(f"{NS}.same_sides")
    return Tooltip(words.tile_name(kind_index), body, tile_rows(kind_index))


def _zone(state, lay, pos, names, viewer):
    z = lay.zone_at(pos)
    if z is None:
        return None
    zone = state.zone_defs[z]
    rows = list(_marks(zone))
    kind = state.zones[z]
    if kind < 0:
        left = len(state.stacks[zone.stack])
        body = tr(f"{NS}.zone_empty") if left else tr(f"{NS}.zone_dead")
        return Tooltip(words.zone(zone.label), body, tuple(rows))
    body = tr(f"{NS}.zone_body", tile=words.tile_name(kind))
    return Tooltip(words.zone(zone.label), body, tuple(rows) + tile_rows(kind))


def _marks(zone) -> tuple[tuple[str, str], ...]:
    return (
        (tr(f"{NS}.orange"), tr(f"{NS}.injury_value", strengths=words.injury_range(zone.orange, zone.green))),
        (tr(f"{NS}.green"), tr(f"{NS}.safe_value", value=zone.green)),
    )


def _stack(state, lay, pos, names, viewer):
    for stack in range(len(STACKS)):
        if lay.stack_rect(stack).collidepoint(pos):
            count = len(state.stacks[stack])
            size = tr(f"{NS}.legendary") if stack == 4 else STACKS[stack]
            body = tr(f"{NS}.stack_body", count=count)
            return Tooltip(tr(f"{NS}.stack", size=size), body)
    if L.INITIATIVE.collidepoint(pos):
        return Tooltip(tr("prehistories.board.order"), tr(f"{NS}.order_body"))
    return None


def _objective(state, lay, pos, names, viewer):
    count = len(state.objectives)
    for index in range(count):
        if L.objective_rect(index, count).collidepoint(pos):
            side = state.objective_side(index)
            card, moon = state.objectives[index]
            scored = state.scored_by[index]
            rows = [(tr(f"{NS}.first_later"), f"{side.first} / {side.later}")]
            rows.append(
                (tr(f"{NS}.met_by"), ", ".join(names[s] for s in scored) if scored else tr(f"{NS}.nobody"))
            )
            me = viewer if viewer is not None else lay.focus
            if me in scored:
                rows.append((names[me], tr(f"{NS}.done_yours")))
            else:
                taken = state.tiles_taken if state.current_player() == me else 0
                rows.append((names[me], progress.missing(side.id, state.seats[me].cave, taken)))
            title = tr(
                f"{NS}.objective_title",
                card=card,
                name=words.objective(side.id),
                side=tr(f"{NS}.{'moon' if moon else 'sun'}"),
            )
            return Tooltip(title, words.objective_rule(side.id), tuple(rows))
    return None


def _square(state, lay, pos, names, viewer):
    block = lay.block_at(pos)
    if block is None:
        return None
    cell = block.cell_at(pos)
    if cell is None:
        return None
    seat = state.seats[block.seat]
    cave = seat.cave
    layout = cave.layout
    title = tr(f"{NS}.square", square=cell_name(cell), name=names[block.seat])
    if cave.tiles >> cell & 1:
        for kind_index, side, anchor in cave.placements:
            mask = components().tiles[kind_index].sides[side].mask_at(anchor) or 0
            if mask >> cell & 1:
                return Tooltip(
                    title, tr(f"{NS}.painted_with", tile=words.tile_name(kind_index), side=words.side(side))
                )
    if cell == layout.hunter:
        return Tooltip(title, tr(f"{NS}.hunter"))
    if cell in layout.totems:
        return Tooltip(title, tr(f"{NS}.totem_square", animal=words.tribe_animal(seat.colour)))
    if cell == layout.one_hand:
        return Tooltip(title, tr(f"{NS}.one_hand"))
    if cell == layout.two_hands:
        return Tooltip(title, tr(f"{NS}.two_hands"))
    frontier = cave.frontier()
    body = tr(f"{NS}.empty_reachable") if frontier >> cell & 1 else tr(f"{NS}.empty")
    if not cave.tiles:
        body = tr(f"{NS}.empty_first") if cell % 7 == 0 else tr(f"{NS}.empty_not_first")
    return Tooltip(title, body)


def _totems(state, lay, pos, names, viewer):
    for block in lay.blocks:
        area = block.totems if not block.focus else block.totems
        if area.collidepoint(pos):
            seat_index = block.seat
            breakdown = state.score_breakdown(seat_index)
            rows = tuple(
                (progress_label(state, key), str(value)) for key, value in breakdown.items() if value
            ) + ((tr(f"{NS}.total"), str(state.scores()[seat_index])),)
            body = tr(
                f"{NS}.totems_body", placed=state.scores()[seat_index], left=8 - state.scores()[seat_index]
            )
            return Tooltip(tr(f"{NS}.totems", name=names[seat_index]), body, rows)
    return None


def progress_label(state: PrehistoriesState, key: str) -> str:
    return words.objective(key)


def _hand_card(state, lay, pos, names, viewer, held=None, strip=None):
    if viewer is None or not L.HAND.collidepoint(pos):
        return None
    if state.phase == Phase.PAINT and state.current_player() == viewer:
        return None  # the strip shows the tiles to paint then, not the cards (view._draw_strip)
    # The same rects the strip is drawn with; the later card is drawn over the earlier one.
    rects = card_rects(state, viewer, held, strip)
    for speed in reversed(list(rects)):
        if rects[speed].collidepoint(pos):
            return card_tip(state, speed, viewer, held)
    return None


def card_tip(state: PrehistoriesState, speed: int, seat: int, held: int | None = None) -> Tooltip:
    s = state.seats[seat]
    where = "hand"
    if speed in s.party:
        where = "party"
    elif speed == held:
        where = "held"
    rows = (
        (tr(f"{NS}.strength"), str(STRENGTH[speed])),
        (tr(f"{NS}.speed"), str(speed)),
        (tr(f"{NS}.where"), tr(f"{NS}.where_{where}")),
    )
    return Tooltip(words.card_title(speed), tr(f"{NS}.card_body"), rows)


def _pending(state, lay, pos, names, viewer):
    if state.phase != Phase.PAINT or not L.HAND.collidepoint(pos):
        return None
    offered = sorted(state.offered_pending())
    for (_zone, kind), rect in zip(offered, L.pending_rects(len(offered))):
        if rect.collidepoint(pos):
            tip = tile_tip(kind)
            fits = state.seats[state.current_player()].cave.fits(components().tiles[kind])
            extra = tr(f"{NS}.pending_fits") if fits else tr(f"{NS}.pending_nowhere")
            return Tooltip(tip.title, f"{tip.body} {extra}", tip.rows)
    return None


def _party(state, lay, pos, names, viewer):
    for block in lay.blocks:
        if block.focus or not block.party.collidepoint(pos):
            continue
        seat = state.seats[block.seat]
        if state.phase == Phase.INITIATIVE:
            body = tr(f"{NS}.party_hidden") if seat.committed else tr(f"{NS}.party_forming")
            return Tooltip(tr(f"{NS}.party", name=names[block.seat]), body)
        if seat.party:
            cards = ", ".join(str(c) for c in seat.party)
            value = state.strength_of(seat.party)
            return Tooltip(
                tr(f"{NS}.party", name=names[block.seat]), tr(f"{NS}.party_shown", cards=cards, value=value)
            )
    return None


def _block(state, lay, pos, names, viewer):
    block = lay.block_at(pos)
    if block is None or not block.header.collidepoint(pos):
        return None
    seat = state.seats[block.seat]
    hand = len(seat.hand) + (len(seat.party) if state.phase == Phase.INITIATIVE else 0)
    rows = (
        (tr(f"{NS}.tribe"), f"{words.colour(seat.colour)} · {words.tribe_animal(seat.colour)}"),
        (tr(f"{NS}.in_hand"), str(hand)),
        (tr(f"{NS}.in_deck"), str(len(seat.deck))),
        (tr(f"{NS}.in_discard"), str(len(seat.discard))),
        (tr(f"{NS}.total"), str(seat.totems)),
    )
    return Tooltip(names[block.seat], tr(f"{NS}.seat_body"), rows)
