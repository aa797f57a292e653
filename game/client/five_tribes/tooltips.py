"""What the pointer is over, in words (docs/ui.md 5: hover tooltips for every icon).

Tiles, the djinn row, the market row, and everything in the player panels: djinns, cards, coins,
viziers, elders, camels and the score with its running breakdown (spec 7).
"""

from __future__ import annotations

from collections.abc import Callable

from game.client.five_tribes import labels
from game.client.five_tribes import layout as L
from game.client.five_tribes.labels import Tooltip
from game.client.five_tribes.seats import Spot, hidden_cards, panel_box, panel_spots
from game.rules.five_tribes import FiveTribesState

HOLDINGS = {Spot.GOLD: "gold", Spot.VIZIERS: "viziers", Spot.ELDERS: "elders", Spot.CAMELS: "camels"}


def tooltip_at(
    state: FiveTribesState,
    pos: tuple[int, int],
    viewer: int | None,
    player_name: Callable[[int], str],
    raised: int | None = None,
) -> Tooltip | None:
    """``raised``: the seat whose panel is drawn lifted (``seats.panel_box``)."""
    tile = L.tile_at(pos)
    if tile is not None:
        return labels.tile_tooltip(state, tile, player_name)
    for index, djinn in enumerate(state.djinn_row):
        if L.djinn_card_rect(index).collidepoint(pos):
            return labels.djinn_tooltip(djinn, in_row=True)
    for index, kind in enumerate(state.market[:10]):
        if L.market_card_rect(index).collidepoint(pos):
            return labels.card_tooltip(kind)
    for player in range(state.num_players):
        if panel_box(state, player, raised).collidepoint(pos):
            return _panel_tooltip(state, player, pos, viewer, player_name, raised)
    if L.MIDDLE.collidepoint(pos):
        return _middle_tooltip(state, pos)
    return None


def _middle_tooltip(state: FiveTribesState, pos: tuple[int, int]) -> Tooltip | None:
    """The turn and bid tracks, the supply, the resource pile and the bag."""
    for spot in range(9):
        if L.spot_rect(spot).collidepoint(pos):
            return labels.spot_tooltip(min(spot, 6))
    for index in range(4):
        if L.bid_slot_rect(index).collidepoint(pos):
            return labels.simple_tooltip("bid_track", position=index + 1)
    if L.PALM_SUPPLY.collidepoint(pos):
        return labels.simple_tooltip("palm_supply", number=state.supply_palms)
    if L.PALACE_SUPPLY.collidepoint(pos):
        return labels.simple_tooltip("palace_supply", number=state.supply_palaces)
    if L.PILE.collidepoint(pos):
        return labels.simple_tooltip(
            "pile", pile=len(state.resource_pile), discards=len(state.resource_discard)
        )
    for colour in range(5):
        if L.bag_rect(colour).collidepoint(pos):
            return labels.bag_tooltip(colour, int(state.bag[colour]))
    for kind in range(5):
        if L.legend_rect(kind).collidepoint(pos):
            return labels.kind_tooltip(kind)
    return None


def _panel_tooltip(
    state: FiveTribesState,
    player: int,
    pos: tuple[int, int],
    viewer: int | None,
    player_name: Callable[[int], str],
    raised: int | None,
) -> Tooltip | None:
    for spot in panel_spots(state, player, viewer, raised):
        if not spot.rect.collidepoint(pos):
            continue
        if spot.kind == Spot.SCORE:
            return labels.score_tooltip(state, player, player_name(player))
        if spot.kind in HOLDINGS:
            return labels.holding_tooltip(state, player, HOLDINGS[spot.kind])
        if spot.kind == Spot.DJINN:
            return labels.djinn_tooltip(spot.value)
        if spot.kind == Spot.MORE_DJINNS:
            return labels.djinns_tooltip(spot.more)
        if spot.kind == Spot.CARD:
            holder = state.players[player]
            private = int(holder.private[spot.value]) if viewer == player else 0
            return labels.card_tooltip(spot.value, int(holder.cards[spot.value]) + private, private)
        return labels.private_tooltip(hidden_cards(state, player, viewer))
    return None
