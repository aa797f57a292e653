"""Djinns (spec 2, 4.5, 5.1): who may use which power, what it costs, and the passive payouts."""

from __future__ import annotations

from game.rules.base import Event
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.board import ADJACENT, SURROUNDING, TILES
from game.rules.five_tribes.cards import discard_fakirs, draw_djinn, rng
from game.rules.five_tribes.data import (
    ANUN_NAK,
    BAAL,
    BOURAQ,
    DJINNS,
    ENKI,
    FAKIR,
    LETA,
    MARID,
    MONKIR,
    SIBITTIS,
    SLOAR,
    UTUG,
    TileKind,
)
from game.rules.five_tribes.events import (
    CoinsGained,
    DjinnTaken,
    EldersPaid,
    MeeplesDrawn,
    MeeplesReturned,
)
from game.rules.five_tribes.model import StateData

# 5.1: the powers offered at START and END.
START_END_TILE_POWERS = (ANUN_NAK, BOURAQ, ENKI, LETA, UTUG)
START_END_PLAIN_POWERS = (SIBITTIS, SLOAR)
# What a sacred place costs (4.4): 2 elders, or 1 elder + 1 fakir.
SACRED_COST = "E+E/F"


def fakirs_held(state: StateData, player: int) -> int:
    return state.players[player].held(FAKIR)


def can_pay(state: StateData, player: int, cost: str | None) -> bool:
    holder = state.players[player]
    fakirs = holder.held(FAKIR)
    if cost == "E/F":
        return holder.elders + fakirs >= 1
    if cost == "E+E/F":
        return holder.elders >= 1 and holder.elders + fakirs >= 2
    if cost in ("F", "F+"):
        return fakirs >= 1
    return cost is None


def payment_ways(state: StateData, player: int, cost: str) -> list[int]:
    """The PAY actions (``pay elder`` / ``pay fakir``) possible for the flexible part of a cost."""
    holder = state.players[player]
    fakirs = holder.held(FAKIR)
    if cost == "F":
        return [A.PAY_FAKIR]
    fixed_elders = 1 if cost == "E+E/F" else 0
    ways = []
    if holder.elders >= fixed_elders + 1:
        ways.append(A.PAY_ELDER)
    if fakirs >= 1 and holder.elders >= fixed_elders:
        ways.append(A.PAY_FAKIR)
    return ways


def pay(state: StateData, player: int, cost: str, way: int, events: list[Event]) -> None:
    """Pay a cost; spent elders go to the bag and fakirs to the resource discard (2)."""
    holder = state.players[player]
    elders = (1 if cost == "E+E/F" else 0) + (way == A.PAY_ELDER)
    if elders:
        holder.elders -= elders
        state.bag[1] += elders
        events.append(EldersPaid(player, elders))
        events.append(MeeplesReturned(player, 1, elders))
    if way == A.PAY_FAKIR:
        discard_fakirs(state, player, 1, "cost", events)


def owns(state: StateData, player: int, djinn: int) -> bool:
    return state.djinn_owner[djinn] == player


def usable(state: StateData, player: int, djinn: int) -> bool:
    """4.5: owned, not used this period, and the full cost can be paid."""
    return (
        state.djinn_owner[djinn] == player
        and not state.players[player].powers_used >> djinn & 1
        and can_pay(state, player, DJINNS[djinn].cost)
    )


def is_empty(state: StateData, tile: int) -> bool:
    """2: no meeple, camel, palm or palace."""
    return (
        state.owner[tile] < 0
        and not state.palms[tile]
        and not state.palaces[tile]
        and not state.meeples[tile].any()
    )


def supply_has(state: StateData, palace: bool) -> bool:
    if not state.flags.supply_limit:
        return True
    return (state.supply_palaces if palace else state.supply_palms) > 0


def tile_power_targets(state: StateData, player: int, djinn: int) -> list[int]:
    """5.1: the tiles a START/END tile power may aim at."""
    if djinn == ANUN_NAK:
        if not sum(state.bag):
            return []
        return [t for t in range(TILES) if is_empty(state, t)]
    if djinn in (BOURAQ, ENKI):
        if not supply_has(state, djinn == BOURAQ):
            return []
        kind = TileKind.VILLAGE if djinn == BOURAQ else TileKind.OASIS
        return [t for t in range(TILES) if state.tile_kind[t] == kind]
    if state.players[player].camels <= 0:
        return []
    if djinn == LETA:
        return [t for t in range(TILES) if is_empty(state, t)]
    counts = state.meeples.sum(axis=1).tolist()
    return [
        t
        for t in range(TILES)
        if state.owner[t] < 0 and counts[t] and not state.palms[t] and not state.palaces[t]
    ]


def start_end_powers(state: StateData, player: int) -> list[int]:
    """The ``use`` actions legal at START and END."""
    found: list[int] = []
    for djinn in START_END_TILE_POWERS:
        if usable(state, player, djinn):
            found.extend(A.use_on_tile(djinn, t) for t in tile_power_targets(state, player, djinn))
    if usable(state, player, SIBITTIS) and (state.djinn_pile or state.djinn_discard):
        found.append(A.USE_SIBITTIS)
    if usable(state, player, SLOAR):
        found.append(A.USE_SLOAR)
    return found


def redirect_tiles(state: StateData, tile: int) -> tuple[int, ...]:
    """Hagis/Lamia: the tiles a placement may move to (flag ``placement_neighbours``)."""
    return SURROUNDING[tile] if state.flags.placement_neighbours == "surrounding" else ADJACENT[tile]


def gain_djinn(state: StateData, player: int, djinn: int, source: str, events: list[Event]) -> None:
    state.players[player].djinns.append(djinn)
    state.djinn_owner[djinn] = player
    events.append(DjinnTaken(player, djinn, source))
    baal = state.djinn_owner[BAAL]
    if baal < 0:
        return
    if djinn == BAAL:
        # 2: gaining Ba'al itself pays nothing, unless flag baal_pays_on_self.
        if state.flags.baal_pays_on_self:
            gain_gold(state, baal, 1, "baal", events)
        return
    gain_gold(state, baal, 1 if baal == player else 2, "baal", events)


def gain_gold(state: StateData, player: int, amount: int, reason: str, events: list[Event]) -> None:
    if amount:
        state.players[player].gold += amount
        events.append(CoinsGained(player, amount, reason))


def marid_payout(state: StateData, mover: int, tile: int, events: list[Event]) -> None:
    owner = state.djinn_owner[MARID]
    if owner >= 0 and state.owner[tile] == owner:
        gain_gold(state, owner, 1 if owner == mover else 2, "marid", events)


def monkir_payout(state: StateData, placer: int, events: list[Event]) -> None:
    owner = state.djinn_owner[MONKIR]
    if owner >= 0:
        gain_gold(state, owner, 1 if owner == placer else 2, "monkir", events)


def anun_nak_draw(state: StateData, tile: int, events: list[Event]) -> None:
    """Draw 3 meeples at random from the bag onto the tile (all that remain if fewer)."""
    generator = rng(state)
    drawn = []
    for _ in range(min(3, sum(state.bag))):
        roll = int(generator.integers(sum(state.bag)))
        colour = 0
        while roll >= state.bag[colour]:
            roll -= state.bag[colour]
            colour += 1
        state.bag[colour] -= 1
        state.meeples[tile, colour] += 1
        drawn.append(colour)
    events.append(MeeplesDrawn(tile, tuple(drawn)))


def sibittis_draw(state: StateData, events: list[Event]) -> list[int]:
    drawn = []
    for _ in range(3):
        djinn = draw_djinn(state, events)
        if djinn is None:
            break
        drawn.append(djinn)
    return drawn
