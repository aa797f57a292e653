"""Round and turn flow (spec 4, 5.1): what each action does and which step comes next.

Entry methods (``_enter_*``) either stop at a decision step or, when the step is skipped (5.1),
apply its only outcome and go on. Handlers (``_on_*``) apply one legal action.
"""

from __future__ import annotations

from game.rules.base import Event
from game.rules.five_tribes import actions as A
from game.rules.five_tribes import djinns as D
from game.rules.five_tribes.board import NO_TILE
from game.rules.five_tribes.cards import (
    discard_fakirs,
    draw_private_card,
    refill_djinn_row,
    refill_market,
    remove_cards,
    take_market_cards,
)
from game.rules.five_tribes.data import (
    ANUN_NAK,
    BOURAQ,
    DJINNS,
    ECHIDNA,
    ENKI,
    HAGIS,
    IBLIS,
    KANDICHA,
    KIND_NAMES,
    KUMARBI,
    LAMIA,
    LETA,
    NEKIR,
    SIBITTIS,
    SLOAR,
    SPOT_PRICES,
    SUIT_VALUES,
    UTUG,
    ZERO_SPOT,
    Colour,
    TileKind,
)
from game.rules.five_tribes.events import (
    BidPlaced,
    CamelPlaced,
    CoinsPaid,
    DjinnsDiscarded,
    DjinnsDrawn,
    GameEnded,
    LastRound,
    MarkerPassed,
    MeepleDropped,
    MeepleKilled,
    MeeplesKept,
    MeeplesReturned,
    MeeplesTaken,
    PalacePlaced,
    PalmPlaced,
    PowerUsed,
    RoundEnded,
    RoundStarted,
    SuitSold,
    TilePicked,
    TurnEnded,
    TurnStarted,
)
from game.rules.five_tribes.legal import Choices
from game.rules.five_tribes.model import Phase, Step, Steps, Turn
from game.rules.five_tribes.moves import colour_masks
from game.rules.five_tribes.scoring import scores, winners

# 4.4: what a market visit costs.
MARKET_PRICE: dict[int, int] = {TileKind.SMALL_MARKET: 3, TileKind.LARGE_MARKET: 6}
# What a PAY step pays for.
PAY_POWER = 0  # (PAY_POWER, djinn, tile)
PAY_SACRED = 1  # (PAY_SACRED, djinn)


class Flow(Choices):
    # ---- bid phase (4.1) -------------------------------------------------------------------------

    def _enter_bid(self, events: list[Event]) -> None:
        if not self.bid_track:
            self._start_play(events)
            return
        player = self.bid_track[0]
        if self.flags.djinn_once_per == "marker_turn":
            self.players[player].powers_used = 0
        self.turn = Turn(player=player)
        self.to_move = player
        self.step = Steps.BID

    def _on_bid(self, spot: int, events: list[Event]) -> None:
        player = self.bid_track.pop(0)
        if spot == ZERO_SPOT:
            # 4.1: a zero bid joins the front of the queue.
            self.zero_queue.insert(0, player)
        else:
            self.turn_spots[spot] = player
        price = SPOT_PRICES[spot]
        events.append(BidPlaced(player, price))
        if not self._affordable(player, spot):
            self._pay_gold(player, min(price, self.players[player].gold), "bid", events)
        elif price > 0 and self._kumarbi_steps(player):
            options = self.kumarbi_options(player, spot)
            if len(options) > 1:
                self.turn.bid_spot = spot
                self.step = Steps.KUMARBI
                return
            self._resolve_kumarbi(player, spot, options[0], events)
        else:
            self._pay_gold(player, price, "bid", events)
        self._enter_bid(events)

    def _resolve_kumarbi(self, player: int, spot: int, count: int, events: list[Event]) -> None:
        if count:
            self.players[player].powers_used |= 1 << KUMARBI
            events.append(PowerUsed(player, KUMARBI, -1))
            discard_fakirs(self, player, count, "kumarbi", events)
        self._pay_gold(player, SPOT_PRICES[spot + count], "bid", events)

    def _on_kumarbi(self, count: int, events: list[Event]) -> None:
        self._resolve_kumarbi(self.to_move, self.turn.bid_spot, count, events)
        self._enter_bid(events)

    def _pay_gold(self, player: int, amount: int, reason: str, events: list[Event]) -> None:
        if amount:
            self.players[player].gold -= amount
            events.append(CoinsPaid(player, amount, reason))

    # ---- play phase (4.2) ------------------------------------------------------------------------

    def _start_play(self, events: list[Event]) -> None:
        self.phase = Phase.PLAY
        self._next_marker(events)

    def _next_marker(self, events: list[Event]) -> None:
        spot = next((s for s in range(ZERO_SPOT) if self.turn_spots[s] >= 0), -1)
        if spot >= 0:
            player = self.turn_spots[spot]
            self.turn_spots[spot] = -1
        elif self.zero_queue:
            player = self.zero_queue.pop(0)
        else:
            self._end_round(events)
            return
        # 4.2 step 1: next round's bid order is this round's play order.
        self.bid_track.append(player)
        if self.flags.djinn_once_per == "marker_turn":
            self.players[player].powers_used = 0
        self.turn = Turn(player=player)
        self.to_move = player
        events.append(TurnStarted(player))
        if self.flags.stuck_marker == "skip_turn" and not self.pick_tiles():
            events.append(MarkerPassed(player, True))
            self._make_last_round(player, "stuck_marker", events)
            self._finish_turn(events)
            return
        self.step = Steps.START

    def _make_last_round(self, player: int, reason: str, events: list[Event]) -> None:
        if not self.last_round:
            self.last_round = True
            events.append(LastRound(player, reason))

    def _on_start_pass(self, events: list[Event]) -> None:
        player = self.to_move
        events.append(MarkerPassed(player, False))
        self._make_last_round(player, "stuck_marker", events)
        self.step = Steps.END

    def _on_pick(self, tile: int, events: list[Event]) -> None:
        turn = self.turn
        hand = self.meeples[tile].tolist()
        self.meeples[tile] = 0
        turn.start = turn.here = tile
        turn.previous = NO_TILE
        turn.hand = hand
        turn.pre_masks = colour_masks(self.meeples)
        turn.dropped_masks = [0] * 5
        events.append(TilePicked(turn.player, tile, tuple(hand)))
        self.step = Steps.DROP

    def _on_drop(self, tile: int, colour: int, events: list[Event]) -> None:
        turn = self.turn
        self.meeples[tile, colour] += 1
        turn.hand[colour] -= 1
        turn.dropped_masks[colour] |= 1 << tile
        turn.previous, turn.here = turn.here, tile
        events.append(MeepleDropped(turn.player, tile, colour))
        D.marid_payout(self, turn.player, tile, events)
        if not any(turn.hand):
            self._control_tile(tile, colour, events)

    def _place_camel(self, player: int, tile: int, events: list[Event]) -> None:
        holder = self.players[player]
        self.owner[tile] = player
        holder.camels -= 1
        events.append(CamelPlaced(player, tile, holder.camels))
        if holder.camels == 0:
            self._make_last_round(player, "last_camel", events)

    def _claim_if_cleared(self, player: int, tile: int, events: list[Event]) -> None:
        if self.owner[tile] < 0 and self.players[player].camels > 0 and not self.meeples[tile].any():
            self._place_camel(player, tile, events)

    def _control_tile(self, tile: int, colour: int, events: list[Event]) -> None:
        """4.2 step 4: the new hand, then the camel if the tile is left bare."""
        turn = self.turn
        count = int(self.meeples[tile, colour])
        self.meeples[tile, colour] = 0
        turn.final, turn.tribe, turn.count = tile, colour, count
        events.append(MeeplesTaken(turn.player, tile, colour, count))
        self._claim_if_cleared(turn.player, tile, events)
        self._tribe_action(events)

    # ---- tribe actions (4.3) ---------------------------------------------------------------------

    def _tribe_action(self, events: list[Event]) -> None:
        turn = self.turn
        player, count, colour = turn.player, turn.count, turn.tribe
        holder = self.players[player]
        if colour in (Colour.YELLOW, Colour.WHITE):
            if colour == Colour.YELLOW:
                holder.viziers += count
            else:
                holder.elders += count
            events.append(MeeplesKept(player, colour, count))
            self._tile_action(events)
            return
        self.bag[colour] += count
        events.append(MeeplesReturned(player, colour, count))
        if colour == Colour.GREEN:
            take_market_cards(self, player, list(range(min(count, len(self.market)))), events)
            self._tile_action(events)
        elif colour == Colour.BLUE:
            turn.blue_tiles = self.blue_around[turn.final]
            if turn.blue_tiles:
                self._enter_build(events)
            else:
                self._tile_action(events)
        else:
            self._enter_assassin(events)

    def _enter_build(self, events: list[Event]) -> None:
        player = self.to_move
        if not D.fakirs_held(self, player) and not D.usable(self, player, ECHIDNA):
            self._on_build(0, events)
            return
        self.step = Steps.BUILD

    def _on_build(self, fakirs: int, events: list[Event]) -> None:
        turn = self.turn
        discard_fakirs(self, turn.player, fakirs, "builders", events)
        gain = (turn.count + fakirs) * turn.blue_tiles * (2 if turn.echidna else 1)
        D.gain_gold(self, turn.player, gain, "builders", events)
        self._tile_action(events)

    def _enter_assassin(self, events: list[Event]) -> None:
        if len(self.assassin_actions()) == 1:
            self._on_assassin(0, events)
            return
        self.step = Steps.ASSASSIN

    def _on_assassin(self, fakirs: int, events: list[Event]) -> None:
        turn = self.turn
        discard_fakirs(self, turn.player, fakirs, "assassins", events)
        turn.kill_range = turn.count + fakirs
        if self.kill_targets():
            self.step = Steps.KILL
        else:
            self._after_kills(events)

    def _on_kill(self, action: int, events: list[Event]) -> None:
        turn = self.turn
        player = turn.player
        kandicha = D.owns(self, player, KANDICHA)
        if action < A.KILL_PLAYER + 2:
            tile, colour = divmod(action - A.KILL, 5)
            victim = -1
            self.meeples[tile, colour] -= 1
            turn.kill_tile = tile
        else:
            number, elder = divmod(action - A.KILL_PLAYER, 2)
            victim, tile, colour = number - 1, -1, int(Colour.WHITE if elder else Colour.YELLOW)
            if elder:
                self.players[victim].elders -= 1
            else:
                self.players[victim].viziers -= 1
            turn.kill_victim = victim
        turn.kills += 1
        to_killer = kandicha and colour in (Colour.YELLOW, Colour.WHITE)
        events.append(MeepleKilled(player, tile, victim, colour, to_killer))
        if to_killer:
            if colour == Colour.YELLOW:
                self.players[player].viziers += 1
            else:
                self.players[player].elders += 1
        else:
            self.bag[colour] += 1
        if kandicha and colour == Colour.GREEN:
            draw_private_card(self, player, events)
        elif kandicha and colour == Colour.BLUE:
            double = self.flags.echidna_doubles_kandicha and turn.echidna
            D.gain_gold(self, player, self.blue_around[tile] * (2 if double else 1), "kandicha", events)
        if self.flags.nekir_payout == "per_meeple":
            self._nekir_payout(events)
        if turn.iblis and turn.kills == 1 and self.kill_targets():
            self.step = Steps.KILL2
            return
        self._after_kills(events)

    def _nekir_payout(self, events: list[Event]) -> None:
        owner = self.djinn_owner[NEKIR]
        if owner >= 0:
            D.gain_gold(self, owner, 1 if owner == self.turn.player else 2, "nekir", events)

    def _after_kills(self, events: list[Event]) -> None:
        turn = self.turn
        if turn.kills and self.flags.nekir_payout == "per_kill":
            self._nekir_payout(events)
        if turn.kill_tile >= 0:
            self._claim_if_cleared(turn.player, turn.kill_tile, events)
        self._tile_action(events)

    # ---- tile actions (4.4) ----------------------------------------------------------------------

    def _tile_action(self, events: list[Event]) -> None:
        turn = self.turn
        player = turn.player
        kind = self.tile_kind[turn.final]
        gold = self.players[player].gold
        if kind in (TileKind.OASIS, TileKind.VILLAGE):
            palace = kind == TileKind.VILLAGE
            if D.supply_has(self, palace):
                self._enter_place(int(palace), turn.final, False, events)
                return
        elif kind in MARKET_PRICE and gold >= MARKET_PRICE[kind] and self.market:
            self.step = Steps.MARKET
            return
        elif kind == TileKind.SACRED_PLACE and self.djinn_row and D.can_pay(self, player, D.SACRED_COST):
            self.step = Steps.SACRED
            return
        self.step = Steps.END

    def _enter_place(self, palace: int, tile: int, resumes: bool, events: list[Event]) -> None:
        turn = self.turn
        turn.place_kind, turn.place_tile, turn.place_resumes = palace, tile, resumes
        if D.usable(self, turn.player, HAGIS if palace else LAMIA):
            self.step = Steps.PLACE
            return
        self._place(tile, events)

    def _place(self, tile: int, events: list[Event]) -> None:
        turn = self.turn
        player = turn.player
        limited = self.flags.supply_limit
        if turn.place_kind:
            self.palaces[tile] += 1
            self.supply_palaces -= limited
            events.append(PalacePlaced(player, tile))
            D.monkir_payout(self, player, events)
        else:
            self.palms[tile] += 1
            self.supply_palms -= limited
            events.append(PalmPlaced(player, tile))
        if turn.place_resumes:
            self._resume(events)
        else:
            self.step = Steps.END

    def _on_market(self, position: int, events: list[Event]) -> None:
        turn = self.turn
        player = turn.player
        if self.step == Steps.MARKET2:
            take_market_cards(self, player, [position - 1], events)
            self.step = Steps.END
            return
        kind = self.tile_kind[turn.final]
        small = kind == TileKind.SMALL_MARKET
        # 5.1: the GC is paid with the first pick.
        self._pay_gold(player, MARKET_PRICE[kind], KIND_NAMES[kind], events)
        size = len(self.market)
        take_market_cards(self, player, [position - 1], events)
        if small or size == 1:
            self.step = Steps.END
            return
        turn.market_first, turn.market_len = position, size
        self.step = Steps.MARKET2

    def _on_sacred(self, djinn: int, events: list[Event]) -> None:
        self._pay_then(D.SACRED_COST, (PAY_SACRED, djinn), events)

    # ---- powers and payment (4.5, 5.1) -----------------------------------------------------------

    def _on_use(self, djinn: int, tile: int, events: list[Event]) -> None:
        player = self.to_move
        self.players[player].powers_used |= 1 << djinn
        events.append(PowerUsed(player, djinn, tile))
        if djinn not in (HAGIS, LAMIA):
            self.turn.resume.append(self.step)
        cost = DJINNS[djinn].cost
        assert cost is not None
        self._pay_then(cost, (PAY_POWER, djinn, tile), events)

    def _pay_then(self, cost: str, purpose: tuple[int, ...], events: list[Event]) -> None:
        ways = D.payment_ways(self, self.to_move, cost)
        if len(ways) > 1:
            self.turn.pay_for, self.turn.pay_cost = purpose, cost
            self.step = Steps.PAY
            return
        D.pay(self, self.to_move, cost, ways[0], events)
        self._after_payment(purpose, events)

    def _on_pay(self, way: int, events: list[Event]) -> None:
        turn = self.turn
        D.pay(self, turn.player, turn.pay_cost, way, events)
        self._after_payment(turn.pay_for, events)

    def _after_payment(self, purpose: tuple[int, ...], events: list[Event]) -> None:
        player = self.to_move
        if purpose[0] == PAY_SACRED:
            djinn = purpose[1]
            self.djinn_row.remove(djinn)
            D.gain_djinn(self, player, djinn, "sacred_place", events)
            self.step = Steps.END
            return
        self._power_effect(purpose[1], purpose[2], events)

    def _power_effect(self, djinn: int, tile: int, events: list[Event]) -> None:
        player = self.to_move
        turn = self.turn
        if djinn in (HAGIS, LAMIA):
            # 5.1: the redirect is itself the placement.
            self._place(tile, events)
            return
        if djinn == ANUN_NAK:
            D.anun_nak_draw(self, tile, events)
        elif djinn in (BOURAQ, ENKI):
            self._enter_place(int(djinn == BOURAQ), tile, True, events)
            return
        elif djinn in (LETA, UTUG):
            self._place_camel(player, tile, events)
        elif djinn == ECHIDNA:
            turn.echidna = True
        elif djinn == IBLIS:
            turn.iblis = True
        elif djinn == SIBITTIS:
            drawn = D.sibittis_draw(self, events)
            events.append(DjinnsDrawn(player, tuple(drawn)))
            if len(drawn) > 1:
                turn.keep = drawn
                self.step = Steps.KEEP
                return
            D.gain_djinn(self, player, drawn[0], "sibittis", events)
        elif djinn == SLOAR:
            draw_private_card(self, player, events)
        self._resume(events)

    def _resume(self, events: list[Event]) -> None:
        """Back to the step a power was used from (5.1), re-checking whether it is skipped."""
        step = self.turn.resume.pop()
        if step == Steps.BUILD:
            self._enter_build(events)
        elif step == Steps.ASSASSIN:
            self._enter_assassin(events)
        else:
            self.step = Step(step)

    def _on_keep(self, djinn: int, events: list[Event]) -> None:
        turn = self.turn
        D.gain_djinn(self, turn.player, djinn, "sibittis", events)
        rest = [d for d in turn.keep if d != djinn]
        self.djinn_discard.extend(rest)
        if rest:
            events.append(DjinnsDiscarded(tuple(rest)))
        turn.keep = []
        self._resume(events)

    # ---- end of turn: sales (5.1 END/SUIT) -------------------------------------------------------

    def _on_sell_kind(self, kind: int) -> None:
        self.turn.suit.append(kind)
        self.step = Steps.SUIT

    def _on_sell(self, events: list[Event]) -> None:
        turn = self.turn
        player = turn.player
        for kind in turn.suit:
            remove_cards(self, player, kind, 1, "", events)
        value = SUIT_VALUES[len(turn.suit)]
        events.append(SuitSold(player, tuple(turn.suit), value))
        D.gain_gold(self, player, value, "sale", events)
        turn.suit = []
        self.step = Steps.END

    def _finish_turn(self, events: list[Event]) -> None:
        events.append(TurnEnded(self.turn.player))
        self._next_marker(events)

    # ---- clean-up and the end (4.6, 4.7) ---------------------------------------------------------

    def _end_round(self, events: list[Event]) -> None:
        events.append(RoundEnded(self.round, self.last_round))
        if self.last_round:
            self._end_game(events)
            return
        refill_market(self, events)
        refill_djinn_row(self, events)
        if self.flags.djinn_once_per == "round":
            for holder in self.players:
                holder.powers_used = 0
        self.round += 1
        events.append(RoundStarted(self.round))
        self.phase = Phase.BID
        self._enter_bid(events)

    def _end_game(self, events: list[Event]) -> None:
        self.step = Steps.GAME_OVER
        self.to_move = -1
        # With hidden gold the final count turns every player's coins face up.
        ended = GameEnded(tuple(scores(self)), tuple(winners(self)), reveals=bool(self.flags.hidden_gold))
        events.append(ended)
