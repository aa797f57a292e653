"""What is legal at each step (spec 5.1, 5.2): the questions a state answers without changing."""

from __future__ import annotations

import numpy as np

from game.rules.five_tribes import actions as A
from game.rules.five_tribes import djinns as D
from game.rules.five_tribes.board import DISTANCE, SQUARE_MATRIX
from game.rules.five_tribes.data import (
    BLUE_KINDS,
    BOAZ,
    ECHIDNA,
    HAGIS,
    IBLIS,
    KANDICHA,
    KUMARBI,
    LAMIA,
    SPOT_PRICES,
    ZERO_QUEUE_SIZE,
    ZERO_SPOT,
    TileKind,
)
from game.rules.five_tribes.model import StateData, Steps
from game.rules.five_tribes.moves import legal_drop_pairs, legal_pick_tiles


def blue_counts(tile_kind: list[int]) -> list[int]:
    """4.3: for every tile, the blue tiles in its 3x3 square (ownership irrelevant)."""
    blue = np.array([kind in BLUE_KINDS for kind in tile_kind], dtype=np.int64)
    counts: list[int] = (SQUARE_MATRIX @ blue).tolist()
    return counts


class Choices(StateData):
    def legal_drops(self, tables: bool = True) -> list[int]:
        """DROP actions (5.2); ``tables=False`` steps the walks instead of reading the tables."""
        turn = self.turn
        pairs = legal_drop_pairs(
            turn.here,
            turn.previous,
            turn.hand,
            turn.pre_masks,
            turn.dropped_masks,
            self.flags.last_meeple_match == "loose",
            tables,
        )
        return sorted(A.drop(t, c) for t, c in pairs)

    def _compute_legal(self) -> list[int]:
        step = self.step
        player = self.to_move
        if step == Steps.DROP:
            return self.legal_drops()
        if step == Steps.BID:
            return [A.bid(s) for s in self.bid_spots()]
        if step == Steps.KUMARBI:
            return [A.fakirs(n) for n in self.kumarbi_options(player, self.turn.bid_spot)]
        if step == Steps.START:
            picks = [A.pick(t) for t in self.pick_tiles()]
            found = picks + D.start_end_powers(self, player)
            if not picks:
                found.append(A.PASS)
            return sorted(found)
        if step == Steps.BUILD:
            return self.build_actions()
        if step == Steps.ASSASSIN:
            return self.assassin_actions()
        if step in (Steps.KILL, Steps.KILL2):
            found = self.kill_targets()
            if self.flags.assassin_kill == "optional":
                found.append(A.PASS)
            return sorted(found)
        if step == Steps.PLACE:
            return self.place_actions()
        if step in (Steps.MARKET, Steps.MARKET2):
            return self.market_actions()
        if step == Steps.SACRED:
            return [*sorted(A.djinn(d) for d in self.djinn_row), A.PASS]
        if step == Steps.PAY:
            return D.payment_ways(self, player, self.turn.pay_cost)
        if step == Steps.KEEP:
            return sorted(A.djinn(d) for d in self.turn.keep)
        if step == Steps.END:
            return self.end_actions()
        if step == Steps.SUIT:
            return self.suit_actions()
        return []

    def _kumarbi_steps(self, player: int) -> int:
        if D.usable(self, player, KUMARBI):
            return D.fakirs_held(self, player)
        return 0

    def _free_spots(self) -> list[int]:
        spots = [s for s in range(ZERO_SPOT) if self.turn_spots[s] < 0]
        if len(self.zero_queue) < ZERO_QUEUE_SIZE:
            spots.append(ZERO_SPOT)
        return spots

    def _affordable(self, player: int, spot: int) -> bool:
        steps = self._kumarbi_steps(player)
        return SPOT_PRICES[min(spot + steps, ZERO_SPOT)] <= self.players[player].gold

    def bid_spots(self) -> list[int]:
        """4.1: free affordable spots, else only the cheapest free spot."""
        free = self._free_spots()
        affordable = [s for s in free if self._affordable(self.to_move, s)]
        return affordable or [max(free)]

    def kumarbi_options(self, player: int, spot: int) -> list[int]:
        gold = self.players[player].gold
        most = min(D.fakirs_held(self, player), ZERO_SPOT - spot)
        return [n for n in range(most + 1) if SPOT_PRICES[spot + n] <= gold]

    def pick_tiles(self) -> list[int]:
        return legal_pick_tiles(self.meeples, self.flags.last_meeple_match == "loose")

    def build_actions(self) -> list[int]:
        player = self.to_move
        found = [A.fakirs(n) for n in range(D.fakirs_held(self, player) + 1)]
        if D.usable(self, player, ECHIDNA):
            found.append(A.USE_ECHIDNA)
        return found

    def _farthest_meeple(self) -> int:
        occupied = self.meeples.any(axis=1)
        return int(DISTANCE[self.turn.final][occupied].max(initial=0))

    def assassin_actions(self) -> list[int]:
        turn = self.turn
        player = turn.player
        most = min(D.fakirs_held(self, player), max(0, self._farthest_meeple() - turn.count))
        found = [A.fakirs(n) for n in range(most + 1)]
        if D.usable(self, player, IBLIS):
            found.append(A.USE_IBLIS)
        if (
            self.flags.echidna_doubles_kandicha
            and D.owns(self, player, KANDICHA)
            and D.usable(self, player, ECHIDNA)
        ):
            found.append(A.USE_ECHIDNA)
        return sorted(found)

    def kill_targets(self) -> list[int]:
        """4.3: KILL targets, or the KILL2 targets once a first kill has been made."""
        turn = self.turn
        player = turn.player
        rows = self.meeples.tolist()
        if turn.kills:
            if turn.kill_tile >= 0:
                row = rows[turn.kill_tile]
                return [A.kill_tile(turn.kill_tile, c) for c in range(5) if row[c]]
            victim = self.players[turn.kill_victim]
            found = []
            if victim.viziers:
                found.append(A.kill_player(turn.kill_victim, False))
            if victim.elders:
                found.append(A.kill_player(turn.kill_victim, True))
            return found
        nearest = 0 if self.flags.kill_final_tile else 1
        distances = DISTANCE[turn.final]
        in_range = (distances >= nearest) & (distances <= turn.kill_range) & self.meeples.any(axis=1)
        found = []
        for t in np.flatnonzero(in_range).tolist():
            row = rows[t]
            found.extend(A.kill_tile(t, c) for c in range(5) if row[c])
        for other in range(self.num_players):
            if other == player or D.owns(self, other, BOAZ):
                continue
            if self.players[other].viziers:
                found.append(A.kill_player(other, False))
            if self.players[other].elders:
                found.append(A.kill_player(other, True))
        return found

    def place_actions(self) -> list[int]:
        turn = self.turn
        power = HAGIS if turn.place_kind else LAMIA
        base = A.PALACE if turn.place_kind else A.PALM
        found = [base]
        if D.usable(self, turn.player, power):
            found.extend(A.use_on_tile(power, t) for t in D.redirect_tiles(self, turn.place_tile))
        return sorted(found)

    def market_actions(self) -> list[int]:
        size = len(self.market)
        if self.step == Steps.MARKET2:
            turn = self.turn
            return [A.market(j) for j in range(turn.market_first, min(6, turn.market_len))]
        if self.tile_kind[self.turn.final] == TileKind.SMALL_MARKET:
            picks = range(1, min(3, size) + 1)
        else:
            picks = range(1, 2) if size == 1 else range(1, min(6, size))
        return [*(A.market(i) for i in picks), A.PASS]

    def end_actions(self) -> list[int]:
        player = self.to_move
        holder = self.players[player]
        found = [A.sell_kind(k) for k in range(9) if holder.held(k)]
        found.extend(D.start_end_powers(self, player))
        found.append(A.END)
        return sorted(found)

    def suit_actions(self) -> list[int]:
        holder = self.players[self.to_move]
        top = max(self.turn.suit)
        return [*(A.sell_kind(k) for k in range(top + 1, 9) if holder.held(k)), A.SELL]
