"""Five Tribes strategist (docs/rules/five_tribes.md): the plan a strong player follows.

A strong player reads a marker's turn as one move: which tile to empty, where the last meeple
lands, which tribe that takes and how many, and what the tile gives. So does this script:

- **Moves by their end.** Every reachable end of a move (last tile, last colour) is scored from
  the rules alone (``move_value``): viziers towards the majority (10 points an opponent), elders
  (2 points and the price of a djinn), merchants by what the front cards add to the player's
  suits, builders by the blue tiles around, assassins by the best kill; a tile left bare claimed
  with its points and the palm or palace its action puts there; a palm or palace put on an
  opponent's tile counted against; a market or sacred place by what it buys. The best ends are
  then played out on the determinization (the drops, then the tribe and tile actions chosen one
  step at a time by the points they leave, ``_greedy``), and the turn is taken whose result is
  worth most (``standing``: score now, the vizier race, spare fakirs and cards) less a share of
  the best move it leaves the next player (denial).
- **Bids by what the turn order buys.** The best moves on the board are ranked; a spot is worth
  the move the player can still expect from it, less its price (gold is points).
- **Everything else** (kills, markets, djinns, placements, powers, sales, Kumarbi) by the
  position each choice leaves, the rest of that action completed the same way.

It reads its own observation only (a determinization of it for the legal actions), never
``ai.heuristics``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from game.rules.base import State
from game.rules.five_tribes.actions import BID, DROP, END, PICK, USE_ON_TILE, drop, pick
from game.rules.five_tribes.board import ADJACENT, NO_TILE, WALK_ENDS
from game.rules.five_tribes.data import (
    AL_AMIN,
    DJINNS,
    FAKIR,
    HAURVATAT,
    JAFAAR,
    SHAMHAT,
    SPOT_PRICES,
    TileKind,
)
from game.rules.five_tribes.scoring import merchandise_value

VIZIER, ELDER, MERCHANT, BUILDER, ASSASSIN = range(5)
VIZIER_RACE = 2.0  # a vizier's worth beyond its point while the majority is open (10 an opponent)
ELDER_WORTH = 2.5  # 2 points, and half the price of a djinn
FAKIR_WORTH = 1.0  # fuel for assassins, builders and djinns
CARD_HOPE = 0.3  # a merchandise card held grows a suit later
KILL_WORTH = 3.0  # an assassin's kill, from the move's end (the play-out counts the real one)
MARKET_HOPE = (1.0, 2.0)  # a small and a large market's purchase
POWER_WORTH = 2.0  # a djinn's power beyond its points (Jafaar, Shamhat, Haurvatat are scored)
SCORED_POWERS = frozenset({JAFAAR, SHAMHAT, HAURVATAT, AL_AMIN})
DENIAL = 0.4  # the share of the next player's best move counted against a turn
PLAYED_OUT = 8  # the best ends by ``move_value`` played out on the engine
PER_START = 2  # of them at most this many from one start tile (mid-move: all from the one)
USE_POWER_GAIN = 1.0  # a power is used at START only if it gains at least this much
STEP_LIMIT = 60


@dataclass(frozen=True, slots=True)
class Move:
    """A whole move: the start tile (or -1 mid-move), the drops in order, and its static value."""

    start: int
    drops: tuple[tuple[int, int], ...]
    value: float


def choose(world: State, legal: list[int], rng: np.random.Generator) -> int:
    me = world.current_player()
    step = world.step.name  # type: ignore[attr-defined]
    if step == "BID":
        return _bid(world, me, legal)
    if step == "DROP":
        move = _best_move(world, me, mid_move=True)
        if move is not None and move.drops:
            tile, colour = move.drops[0]
            if drop(tile, colour) in legal:
                return drop(tile, colour)
        return _greedy(world, me, legal)
    if step == "START":
        picks = [a for a in legal if PICK <= a < DROP]
        if picks:
            powers = [a for a in legal if a >= USE_ON_TILE]
            if powers:
                now = standing(world, me)
                best_power = max(powers, key=lambda a: _after(world, me, a))
                if _after(world, me, best_power) >= now + USE_POWER_GAIN:
                    return best_power
            move = _best_move(world, me, mid_move=False)
            if move is not None and pick(move.start) in legal:
                return pick(move.start)
            return picks[0]
    return _greedy(world, me, legal)


# --- valuing positions ---------------------------------------------------------------------------


def worth(world: State, player: int) -> float:
    """A seat's position in points: its score now, the vizier race, fuel and cards to come."""
    s = world  # the engine's state (five_tribes.state.FiveTribesState)
    lines = s.score_breakdown(player)
    holder = s.players[player]  # type: ignore[attr-defined]
    value = float(sum(lines.values()))
    if not s.is_terminal():
        value += VIZIER_RACE * holder.viziers * _race_open(s, player)
        value += FAKIR_WORTH * holder.held(FAKIR)
        value += CARD_HOPE * sum(holder.held(k) for k in range(9))
        value += 0.5 * holder.elders  # ELDER_WORTH beyond the 2 points scored
        value += POWER_WORTH * sum(1 for d in holder.djinns if d not in SCORED_POWERS)
    return value


def _race_open(world: State, player: int) -> float:
    """1 while the vizier majority can still turn (viziers left on the board), else 0."""
    meeples = world.meeples  # type: ignore[attr-defined]
    return 1.0 if int(meeples[:, VIZIER].sum()) > 0 else 0.0


def standing(world: State, player: int) -> float:
    """Own worth against the best opponent's."""
    mine = worth(world, player)
    others = [worth(world, p) for p in range(world.num_players) if p != player]
    return mine - (max(others) if others else 0.0)


# --- moves by their end ---------------------------------------------------------------------------


def _walk(start: int, previous: int, steps: int, end: int) -> tuple[int, ...] | None:
    """A non-backtracking walk of exactly ``steps`` from ``start`` to ``end`` (the walk tables
    say at each step which neighbours still reach it, so the first choice never dead-ends);
    the end tile visited on the way where possible, so spare meeples of the last colour join it."""
    if steps <= 0 or not WALK_ENDS[start][previous][steps] >> end & 1:
        return None
    path: list[int] = []
    here, before = start, previous
    for left in range(steps, 0, -1):
        options = [n for n in ADJACENT[here] if n != before and WALK_ENDS[n][here][left - 1] >> end & 1]
        nxt = end if end in options else options[0]
        path.append(nxt)
        here, before = nxt, here
    return tuple(path)


def _assign(
    path: tuple[int, ...], hand: list[int], colour: int, board: np.ndarray
) -> tuple[tuple[int, int], ...]:
    """Colours for the drops of ``path`` ending on ``colour``: spare meeples of that colour on
    earlier visits of the end tile (collected with it), the rest where their colour already
    stands (no new match for the next player), else in colour order."""
    left = hand.copy()
    left[colour] -= 1
    end = path[-1]
    drops: list[tuple[int, int]] = []
    for tile in path[:-1]:
        spare = [k for k in range(5) if left[k] > 0]
        if tile == end and left[colour] > 0:
            c = colour
        else:
            present = [k for k in spare if board[tile, k] > 0 and not (tile == end and k != colour)]
            c = present[0] if present else spare[0]
        left[c] -= 1
        drops.append((tile, c))
    drops.append((end, colour))
    return tuple(drops)


def move_value(world: State, player: int, board: np.ndarray, drops: tuple[tuple[int, int], ...]) -> float:
    """What a move's end gives ``player`` by the rules (docs/rules/five_tribes.md 4.2-4.4)."""
    s = world
    end, colour = drops[-1]
    after = board[end].copy()
    for tile, c in drops:
        if tile == end:
            after[c] += 1
    count = int(after[colour])
    holder = s.players[player]  # type: ignore[attr-defined]
    value = 0.0
    if colour == VIZIER:
        value += count * ((3.0 if JAFAAR in holder.djinns else 1.0) + VIZIER_RACE)
        others = [q.viziers for i, q in enumerate(s.players) if i != player]  # type: ignore[attr-defined]
        value += 10.0 * sum(1 for v in others if holder.viziers <= v < holder.viziers + count)
    elif colour == ELDER:
        value += count * (ELDER_WORTH + (2.0 if SHAMHAT in holder.djinns else 0.0))
    elif colour == MERCHANT:
        value += _cards_gain(s, player, count)
    elif colour == BUILDER:
        value += count * s.blue_around[end]  # type: ignore[attr-defined]
    else:
        value += KILL_WORTH
    owner = s.owner[end]  # type: ignore[attr-defined]
    kind = s.tile_kind[end]  # type: ignore[attr-defined]
    bare = int(after.sum()) == int(after[colour])
    mine = owner == player or (bare and owner == -1 and holder.camels > 0)
    if bare and owner == -1 and holder.camels > 0:
        value += s.tile_vp[end] + 3 * s.palms[end] + 5 * s.palaces[end]  # type: ignore[attr-defined]
    if kind in (TileKind.OASIS, TileKind.VILLAGE):
        placed = 3.0 if kind == TileKind.OASIS else 5.0
        supply = s.supply_palms if kind == TileKind.OASIS else s.supply_palaces  # type: ignore[attr-defined]
        if supply > 0 or not s.flags.supply_limit:  # type: ignore[attr-defined]
            if mine:
                value += placed
            elif owner >= 0:
                value -= placed
    elif kind == TileKind.SMALL_MARKET and holder.gold >= 3 and s.market:  # type: ignore[attr-defined]
        value += MARKET_HOPE[0]
    elif kind == TileKind.LARGE_MARKET and holder.gold >= 6 and s.market:  # type: ignore[attr-defined]
        value += MARKET_HOPE[1]
    elif kind == TileKind.SACRED_PLACE and s.djinn_row:  # type: ignore[attr-defined]
        elders = holder.elders + (count if colour == ELDER else 0)
        fakirs = holder.held(FAKIR)
        if elders >= 2 or (elders >= 1 and fakirs >= 1):
            best = max(DJINNS[d].vp + (0 if d in SCORED_POWERS else POWER_WORTH) for d in s.djinn_row)  # type: ignore[attr-defined]
            cost = 2 * ELDER_WORTH if elders >= 2 and fakirs == 0 else ELDER_WORTH + FAKIR_WORTH
            value += max(0.0, best - cost)
    return value


def _cards_gain(world: State, player: int, count: int) -> float:
    holder = world.players[player]  # type: ignore[attr-defined]
    counts = [holder.held(k) for k in range(9)]
    al_amin = AL_AMIN in holder.djinns
    fakirs = holder.held(FAKIR)
    before = merchandise_value(counts, fakirs, al_amin)
    for card in world.market[:count]:  # type: ignore[attr-defined]
        if card == FAKIR:
            fakirs += 1
        else:
            counts[card] += 1
    after = merchandise_value(counts, fakirs, al_amin)
    taken = world.market[:count]  # type: ignore[attr-defined]
    return after - before + sum(FAKIR_WORTH if c == FAKIR else CARD_HOPE for c in taken)


def _colour_masks(board: np.ndarray) -> list[int]:
    return [sum(1 << int(t) for t in np.flatnonzero(board[:, c])) for c in range(5)]


@dataclass(frozen=True, slots=True)
class End:
    """A reachable end of a move: start tile (-1 mid-move), last tile and colour, static value."""

    start: int
    end: int
    colour: int
    value: float


def _ends(world: State, player: int, mid_move: bool) -> list[End]:
    """Every move's end this player can reach, each with its static value, best first."""
    s = world
    board = s.meeples  # type: ignore[attr-defined]
    strict = s.flags.last_meeple_match == "strict"  # type: ignore[attr-defined]
    if mid_move:
        turn = s.turn  # type: ignore[attr-defined]
        starts = [(-1, turn.here, turn.previous, list(turn.hand), list(turn.pre_masks))]
    else:
        full = _colour_masks(board)
        starts = []
        for tile in range(30):
            hand = board[tile].tolist()
            if sum(hand):
                starts.append((tile, tile, NO_TILE, hand, [m & ~(1 << tile) for m in full]))
    found: list[End] = []
    for start, here, previous, hand, masks in starts:
        steps = sum(hand)
        reach = WALK_ENDS[here][previous][steps]
        for c in range(5):
            if not hand[c]:
                continue
            ends = reach & masks[c] if strict else reach
            while ends:
                bit = ends & -ends
                ends ^= bit
                end = bit.bit_length() - 1
                found.append(End(start, end, c, move_value(s, player, board, ((end, c),))))
    found.sort(key=lambda e: -e.value)
    return found


def _candidates(world: State, player: int, mid_move: bool, limit: int) -> list[Move]:
    """The ``limit`` best ends with a walk and the colours of its drops."""
    s = world
    board = s.meeples  # type: ignore[attr-defined]
    moves: list[Move] = []
    per_start: dict[int, int] = {}
    for e in _ends(world, player, mid_move):
        if len(moves) >= limit:
            break
        if e.start >= 0 and per_start.get(e.start, 0) >= PER_START:
            continue
        per_start[e.start] = per_start.get(e.start, 0) + 1
        if e.start >= 0:
            hand, here, previous = board[e.start].tolist(), e.start, NO_TILE
            after = board.copy()
            after[e.start] = 0
        else:
            turn = s.turn  # type: ignore[attr-defined]
            hand, here, previous, after = list(turn.hand), turn.here, turn.previous, board
        path = _walk(here, previous, sum(hand), e.end)
        if path is None:
            continue
        drops = _assign(path, hand, e.colour, after)
        moves.append(Move(e.start, drops, e.value))
    return moves


def _best_move(world: State, me: int, mid_move: bool) -> Move | None:
    """The move whose played-out turn leaves the best standing, less the denial term."""
    candidates = _candidates(world, me, mid_move, PLAYED_OUT)
    best, top = None, -1e18
    for move in candidates[:PLAYED_OUT]:
        trial = world.clone()
        try:
            if move.start >= 0:
                trial.apply(pick(move.start))
            for tile, colour in move.drops:
                trial.apply(drop(tile, colour))
        except Exception:  # a walk the engine refuses (rule flags): skip it
            continue
        _finish(trial, me)
        value = standing(trial, me) - DENIAL * _next_best(trial)
        if value > top:
            best, top = move, value
    return best


def _next_best(world: State) -> float:
    """The static value of the best move on the board for the player to move next."""
    if world.is_terminal() or world.step.name != "START":  # type: ignore[attr-defined]
        return 0.0
    player = world.current_player()
    ends = _ends(world, player, mid_move=False)
    return ends[0].value if ends else 0.0


# --- one action at a time -------------------------------------------------------------------------

_BOUNDARY = ("BID", "START", "DROP", "GAME_OVER")


def _after(world: State, me: int, action: int) -> float:
    """The standing after ``action`` and the rest of the action it begins (a payment, a second
    pick, a placement), each step chosen one at a time."""
    trial = world.clone()
    trial.apply(action)
    for _ in range(STEP_LIMIT):
        if trial.is_terminal() or trial.current_player() != me:
            break
        name = trial.step.name  # type: ignore[attr-defined]
        if name in _BOUNDARY or name == "END":
            break
        legal = trial.legal_actions()
        trial.apply(max(legal, key=lambda a: _one(trial, me, a)))
    return standing(trial, me)


def _one(world: State, me: int, action: int) -> float:
    trial = world.clone()
    trial.apply(action)
    return standing(trial, me)


def _greedy(world: State, me: int, legal: list[int]) -> int:
    """The action whose completed step leaves the best standing (ties: end the turn, else the
    first)."""
    scored = [(_after(world, me, a), a == END, -i, a) for i, a in enumerate(legal)]
    return max(scored)[3]


def _finish(world: State, me: int) -> None:
    """Play the rest of ``me``'s marker turn (tribe, tile and end steps) greedily."""
    for _ in range(STEP_LIMIT):
        if world.is_terminal() or world.current_player() != me:
            return
        name = world.step.name  # type: ignore[attr-defined]
        if name in ("BID", "START"):
            return
        legal = world.legal_actions()
        if name == "DROP":
            world.apply(legal[0])
            continue
        world.apply(_greedy(world, me, legal))


# --- bids -----------------------------------------------------------------------------------------


def _bid(world: State, me: int, legal: list[int]) -> int:
    """The spot whose expected move, less its price, is worth most (docs/rules/five_tribes.md 4.1)."""
    bids = [a for a in legal if BID <= a < PICK]
    if len(bids) != len(legal):  # Kumarbi's discount
        return _greedy(world, me, legal)
    s = world
    by_start: dict[int, float] = {}
    for e in _ends(world, me, mid_move=False):
        by_start.setdefault(e.start, e.value)
    ranked = sorted(by_start.values(), reverse=True) or [0.0]
    taken = [spot for spot, seat in enumerate(s.turn_spots) if seat >= 0]  # type: ignore[attr-defined]
    later = max(0, len(s.bid_track) - 1)  # type: ignore[attr-defined]
    best, top = bids[-1], -1e18
    for a in bids:
        spot = a - BID
        price = SPOT_PRICES[spot]
        if price == 0:
            ahead = float(len(taken) + later)
        else:
            higher_free = sum(1 for k in range(spot) if k not in taken)
            ahead = sum(1 for k in taken if k < spot) + (0.5 * later if higher_free else 0.0)
        value = _expected(ranked, ahead) - price
        if value > top + 0.5 or (abs(value - top) <= 0.5 and price < SPOT_PRICES[best - BID]):
            best, top = a, max(value, top)
    return best


def _expected(ranked: list[float], ahead: float) -> float:
    """The move left after ``ahead`` others chose first (linear between ranks)."""
    low = int(ahead)
    frac = ahead - low
    a = ranked[min(low, len(ranked) - 1)]
    b = ranked[min(low + 1, len(ranked) - 1)]
    return a + (b - a) * frac
