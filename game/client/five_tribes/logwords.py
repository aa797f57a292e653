"""How Five Tribes' events read in the log (the book itself is the shared table's).

A move spans several actions (a pick, then one drop per meeple), so the writer remembers the pick
until the move ends and then writes one line: "Ann moved 4 meeples from b2 to d3 and took 2
merchants".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.client.five_tribes import words
from game.client.table.view_types import LogWriter
from game.client.text import tr
from game.rules.base import Event
from game.rules.five_tribes import events as E


@dataclass(slots=True)
class _Move:
    player: int
    start: int
    meeples: int


class FiveTribesWriter(LogWriter):
    """Turns events into localized lines; ``name`` names a seat."""

    def __init__(self, name: Callable[[int], str]) -> None:
        super().__init__(name)
        self._move: _Move | None = None

    def describe(self, event: Event) -> str | None:
        """One line for one event, or None for events folded into others or not worth a line."""
        if isinstance(event, E.TilePicked):
            self._move = _Move(event.player, event.tile, sum(event.meeples))
            return None
        if isinstance(event, E.MeeplesTaken):
            move, self._move = self._move, None
            who = self.name(event.player)
            taken = words.tribe(event.colour, event.count)
            if move is None:
                return tr("five_tribes.log.took", player=who, taken=taken, tile=words.tile(event.tile))
            return tr(
                "five_tribes.log.moved",
                count=move.meeples,
                player=who,
                start=words.tile(move.start),
                end=words.tile(event.tile),
                taken=taken,
            )
        handler = _SIMPLE.get(type(event))
        return handler(self, event) if handler is not None else None

    def who(self, player: int) -> str:
        return self.name(player)


def _cards(kinds: Sequence[int]) -> str:
    return ", ".join(words.card(k) for k in kinds)


def _round(book: FiveTribesWriter, e: E.RoundStarted) -> str:
    return tr("five_tribes.log.round", round=e.round)


def _bid(book: FiveTribesWriter, e: E.BidPlaced) -> str:
    return tr("five_tribes.log.bid", count=e.price, player=book.who(e.player))


def _passed(book: FiveTribesWriter, e: E.MarkerPassed) -> str:
    return tr("five_tribes.log.passed", player=book.who(e.player))


def _camel(book: FiveTribesWriter, e: E.CamelPlaced) -> str:
    return tr("five_tribes.log.camel", player=book.who(e.player), tile=words.tile(e.tile))


def _last_round(book: FiveTribesWriter, e: E.LastRound) -> str:
    return tr(f"five_tribes.log.last_round_{e.reason}", player=book.who(e.player))


def _coins(book: FiveTribesWriter, e: E.CoinsGained) -> str | None:
    if e.reason == "sale":  # the SuitSold line before it says what was sold and for how much
        return None
    reason = tr(f"five_tribes.reason.{e.reason}")
    return tr("five_tribes.log.coins", count=e.amount, player=book.who(e.player), reason=reason)


def _paid(book: FiveTribesWriter, e: E.CoinsPaid) -> str | None:
    if e.reason == "bid":
        return None
    return tr("five_tribes.log.paid", count=e.amount, player=book.who(e.player))


def _cards_taken(book: FiveTribesWriter, e: E.CardsTaken) -> str:
    if e.private:
        return tr("five_tribes.log.drew_private", count=len(e.cards), player=book.who(e.player))
    return tr("five_tribes.log.cards", player=book.who(e.player), cards=_cards(e.cards))


def _discarded(book: FiveTribesWriter, e: E.CardsDiscarded) -> str:
    return tr("five_tribes.log.discarded", player=book.who(e.player), cards=_cards(e.cards))


def _elders_paid(book: FiveTribesWriter, e: E.EldersPaid) -> str:
    return tr("five_tribes.log.elders_paid", count=e.count, player=book.who(e.player))


def _djinn(book: FiveTribesWriter, e: E.DjinnTaken) -> str:
    return tr("five_tribes.log.djinn", player=book.who(e.player), djinn=words.djinn(e.djinn))


def _djinns_drawn(book: FiveTribesWriter, e: E.DjinnsDrawn) -> str:
    drawn = ", ".join(words.djinn(d) for d in e.djinns)
    return tr("five_tribes.log.djinns_drawn", player=book.who(e.player), djinns=drawn)


def _power(book: FiveTribesWriter, e: E.PowerUsed) -> str:
    if e.tile < 0:
        return tr("five_tribes.log.power", player=book.who(e.player), djinn=words.djinn(e.djinn))
    return tr(
        "five_tribes.log.power_tile",
        player=book.who(e.player),
        djinn=words.djinn(e.djinn),
        tile=words.tile(e.tile),
    )


def _killed(book: FiveTribesWriter, e: E.MeepleKilled) -> str:
    if e.tile >= 0:
        return tr(
            "five_tribes.log.killed_tile",
            player=book.who(e.player),
            tribe=words.one_of_tribe(e.colour),
            tile=words.tile(e.tile),
        )
    return tr(
        "five_tribes.log.killed_player",
        player=book.who(e.player),
        tribe=words.one_of_tribe(e.colour),
        victim=book.who(e.victim),
    )


def _palm(book: FiveTribesWriter, e: E.PalmPlaced) -> str:
    return tr("five_tribes.log.palm", player=book.who(e.player), tile=words.tile(e.tile))


def _palace(book: FiveTribesWriter, e: E.PalacePlaced) -> str:
    return tr("five_tribes.log.palace", player=book.who(e.player), tile=words.tile(e.tile))


def _sold(book: FiveTribesWriter, e: E.SuitSold) -> str:
    return tr("five_tribes.log.sold", count=e.value, player=book.who(e.player), cards=_cards(e.cards))


def _drawn(book: FiveTribesWriter, e: E.MeeplesDrawn) -> str:
    return tr("five_tribes.log.meeples_drawn", count=len(e.colours), tile=words.tile(e.tile))


def _reshuffled(book: FiveTribesWriter, e: E.PileReshuffled) -> str:
    return tr(f"five_tribes.log.reshuffled_{e.pile}")


def _market(book: FiveTribesWriter, e: E.MarketRefilled) -> str:
    return tr("five_tribes.log.market_refilled", count=len(e.cards))


def _djinn_row(book: FiveTribesWriter, e: E.DjinnRowRefilled) -> str:
    return tr("five_tribes.log.djinn_row_refilled", djinns=", ".join(words.djinn(d) for d in e.djinns))


def _game_ended(book: FiveTribesWriter, e: E.GameEnded) -> str:
    winners = ", ".join(book.who(p) for p in e.winners)
    return tr("five_tribes.log.game_ended", winners=winners)


_SIMPLE: dict[type, Callable[..., str | None]] = {
    E.RoundStarted: _round,
    E.BidPlaced: _bid,
    E.MarkerPassed: _passed,
    E.CamelPlaced: _camel,
    E.LastRound: _last_round,
    E.CoinsGained: _coins,
    E.CoinsPaid: _paid,
    E.CardsTaken: _cards_taken,
    E.CardsDiscarded: _discarded,
    E.EldersPaid: _elders_paid,
    E.DjinnTaken: _djinn,
    E.DjinnsDrawn: _djinns_drawn,
    E.PowerUsed: _power,
    E.MeepleKilled: _killed,
    E.PalmPlaced: _palm,
    E.PalacePlaced: _palace,
    E.SuitSold: _sold,
    E.MeeplesDrawn: _drawn,
    E.PileReshuffled: _reshuffled,
    E.MarketRefilled: _market,
    E.DjinnRowRefilled: _djinn_row,
    E.GameEnded: _game_ended,
}
