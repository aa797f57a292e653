"""Resource cards and djinn piles (spec 4.4, 8): taking, drawing, discarding, reshuffling."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from game.rules.base import Event
from game.rules.five_tribes.data import DJINN_ROW_SIZE, FAKIR, MARKET_SIZE
from game.rules.five_tribes.events import (
    CardsDiscarded,
    CardsRevealed,
    CardsTaken,
    DjinnRowRefilled,
    MarketRefilled,
    PileReshuffled,
)
from game.rules.five_tribes.model import StateData


def rng(state: StateData) -> np.random.Generator:
    """The state's own generator, rebuilt lazily from its saved bit-generator state."""
    return state.rng


def shuffled(state: StateData, items: list[int]) -> list[int]:
    order = rng(state).permutation(len(items)).tolist()
    return [items[i] for i in order]


def take_market_cards(state: StateData, player: int, positions: list[int], events: list[Event]) -> None:
    """Take the market cards at these 0-based positions (4.4: the gap closes at once)."""
    taken = [state.market[i] for i in positions]
    for i in sorted(positions, reverse=True):
        del state.market[i]
    cards = state.players[player].cards
    for kind in taken:
        cards[kind] += 1
    if taken:
        events.append(CardsTaken(player, tuple(taken), "market", False))


def _reshuffle_resources(state: StateData, events: list[Event]) -> bool:
    if not state.flags.resource_reshuffle or not state.resource_discard:
        return False
    state.resource_pile = shuffled(state, state.resource_discard)
    state.resource_discard = []
    events.append(PileReshuffled("resource", len(state.resource_pile)))
    return True


def draw_resource(state: StateData, events: list[Event]) -> int | None:
    """The top resource card, rebuilding an empty pile first (flag ``resource_reshuffle``)."""
    if not state.resource_pile and not _reshuffle_resources(state, events):
        return None
    card = state.resource_pile.pop(0)
    if card < 0:
        raise RuntimeError("the resource pile is hidden in an observation; determinize it first")
    return card


def draw_private_card(state: StateData, player: int, events: list[Event]) -> None:
    """Sloar and Kandicha: a card drawn face down (spec 8)."""
    card = draw_resource(state, events)
    if card is not None:
        state.players[player].private[card] += 1
        events.append(CardsTaken(player, (card,), "pile", True))


def remove_cards(
    state: StateData, player: int, kind: int, count: int, reason: str, events: list[Event]
) -> None:
    """Cards leaving a hand for the discard pile: public ones first, then private ones, revealed."""
    holder = state.players[player]
    public = min(count, holder.cards[kind])
    holder.cards[kind] -= public
    revealed = count - public
    if revealed:
        holder.private[kind] -= revealed
        events.append(CardsRevealed(player, (kind,) * revealed))
    state.resource_discard.extend([kind] * count)
    if reason and count:
        events.append(CardsDiscarded(player, (kind,) * count, reason))


def discard_fakirs(state: StateData, player: int, count: int, reason: str, events: list[Event]) -> None:
    if count:
        remove_cards(state, player, FAKIR, count, reason, events)


def _refill(row: list[int], size: int, draw: Callable[[], int | None]) -> tuple[int, ...]:
    """Append ``draw()`` to ``row`` until it holds ``size`` cards or the draws run out; the cards added."""
    added = []
    while len(row) < size:
        card = draw()
        if card is None:
            break
        row.append(card)
        added.append(card)
    return tuple(added)


def refill_market(state: StateData, events: list[Event]) -> None:
    """4.6: refill the market row to 9 at the back."""
    added = _refill(state.market, MARKET_SIZE, lambda: draw_resource(state, events))
    if added:
        events.append(MarketRefilled(added))


def draw_djinn(state: StateData, events: list[Event]) -> int | None:
    """The top djinn; an empty pile is rebuilt from the djinn discards (4.4, always)."""
    if not state.djinn_pile:
        if not state.djinn_discard:
            return None
        state.djinn_pile = shuffled(state, state.djinn_discard)
        state.djinn_discard = []
        events.append(PileReshuffled("djinn", len(state.djinn_pile)))
    card = state.djinn_pile.pop(0)
    if card < 0:
        raise RuntimeError("the djinn pile is hidden in an observation; determinize it first")
    return card


def refill_djinn_row(state: StateData, events: list[Event]) -> None:
    """4.6: refill the djinn row to 3."""
    added = _refill(state.djinn_row, DJINN_ROW_SIZE, lambda: draw_djinn(state, events))
    if added:
        events.append(DjinnRowRefilled(added))
