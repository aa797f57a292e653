"""Bot knowledge for Five Tribes: a position value and a cheap playout policy.

``evaluate`` estimates each player's final score from the current score breakdown (spec 7)
plus what held resources are still worth, and turns the estimates into win chances with a
softmax whose temperature shrinks as the end nears (more of the game left = more uncertainty).

``rollout_action`` plays cheap but sensible moves: low bids, start tiles and drops steered
toward the end where the move gains the most (a claimed tile, a big group of a useful tribe),
a few of them at random for varied playouts (none with 3 or 4 players, ``STEADY_PLAYERS``); djinns
are taken, fakirs preferred as payment, and turns end without selling.

Both read only what an observation or a determinization holds.
"""

from __future__ import annotations

import math
from typing import cast

import numpy as np

from ai.heuristics import Horizon, win_chances
from game.rules.base import State
from game.rules.five_tribes import actions as A
from game.rules.five_tribes.board import NO_TILE, SQUARE, TILES, WALK_ENDS
from game.rules.five_tribes.data import (
    AL_AMIN,
    ANUN_NAK,
    BLUE_KINDS,
    CAMELS,
    FAKIR,
    HAURVATAT,
    JAFAAR,
    SHAMHAT,
    SUIT_VALUES,
    Colour,
    TileKind,
)
from game.rules.five_tribes.model import Phase, Step
from game.rules.five_tribes.scoring import score_breakdown
from game.rules.five_tribes.state import FiveTribesState

# Search knobs where this title differs from the defaults (ai.heuristics; the measurements are
# in docs/bots.md): every root action is tried once before PUCT chooses, as the policy's prior is
# concentrated on the start tile whose move gains most at once.
SEARCH = {"root_try_all": True}
# With 3 and 4 players the longer playouts of the moves (``horizon``) are paid for by an ensemble
# of determinizations copied instead of drawn: the hidden cards rarely change a value.
SEARCH_PLAYERS = {3: {"worlds": 8}, 4: {"worlds": 8}}
# Player counts whose moves are read through the other markers' moves to the player's next bid
# (``horizon``): with one marker each, the look through the same player's next marker, which
# wins the 2-player games, does not exist.
LONG_HORIZON_PLAYERS = (3, 4)


def horizon(state: State, legal: list[int]) -> Horizon:
    """How far the search reads a decision (ai.heuristics.Horizon). The end of a marker's turn
    (where it may sell or take a djinn's power) is judged where that marker's turn ends, ``end``
    closing it even when the same player's next marker follows: read through the next marker,
    the noise of its playouts rated sales below ending the turn. Everything else is read to the
    end of the player's turn, through its next marker with 2 players; with
    ``LONG_HORIZON_PLAYERS`` a move (not a bid: read through the move it buys, a bid overpaid)
    is read on to the player's next turn."""
    if A.SELL in legal or A.END in legal:
        return Horizon(1, (A.END,))
    if state.num_players in LONG_HORIZON_PLAYERS and any(a >= A.PICK for a in legal):
        return Horizon(2)
    return Horizon(1)


def quiet(state: State) -> bool:
    """A bid (ai.heuristics): no seat takes points there; its worth is the move its place in the
    turn order buys."""
    return cast(FiveTribesState, state).step == Step.BID


# What a fakir or a market card is still worth before the end (they feed builders, assassins,
# djinn costs and suits), in VP.
FAKIR_VALUE = 1.5
# How many more kinds a player's first suit of merchandise is expected to gain over a whole game
# (times the share of the game left): a suit is worth more than its cards (7: 1, 3, 7, 13, 21,
# ...), so a collection begun is worth more than it scores today. 0 values held merchandise at
# what it would score now.
MERCHANDISE_REACH = 0.0
# What ``estimated_scores`` adds before the end, after the strategist's ``worth``
# (research/strategists/five_tribes.py): VP per djinn held whose power the score does not count,
# and per elder held beyond its points times the share of the game left (an elder is half the
# price of a djinn while there are moves left to reach a sacred place). Valued at their points
# alone, elders lost to builders' gold and the djinns they buy were not sought (docs/bots.md).
# An elder worth more than its points must leave a djinn worth buying: two elders (4 + 2
# ``ELDER_HOLD`` x the game left) against the djinn's VP plus ``POWER_HOLD``.
POWER_HOLD = 2.0
ELDER_HOLD = 1.0
# Djinns whose power ``score_breakdown`` counts.
_SCORED_POWERS = frozenset({JAFAAR, SHAMHAT, HAURVATAT, AL_AMIN})
# Win chance temperature in VP: early in the game scores are far from final.
TEMPERATURE_START = 12.0
TEMPERATURE_END = 4.0
# A small share of the value is the same softmax at a wide temperature, so points still count
# where the win chance has saturated: leading (or trailing) by 40 points near the end, every
# line reads 1.0 (0.0) to the last digit, and the search chose between a scoring power and a
# bare pass by the noise of its visits (docs/bots.md, "Five Tribes: points when the game is
# decided"). The share is small enough to leave contested positions to the win chance.
MARGIN_WEIGHT = 0.02
MARGIN_SCALE = 40.0
# Rough VP a move gains per meeple of each tribe taken (spec 4.3): a vizier is 1 VP plus the
# majority race, an elder 2 VP, a merchant about one card, an assassin a kill.
TRIBE_VALUE = {Colour.YELLOW: 2.0, Colour.WHITE: 2.0, Colour.GREEN: 1.5, Colour.RED: 2.5}
# Rough VP of a tile's own action for whoever ends there and owns it (4.4): a palace, a palm,
# a djinn, market cards.
_TILE_ACTION = np.zeros(5)
_TILE_ACTION[[TileKind.VILLAGE, TileKind.SACRED_PLACE, TileKind.OASIS]] = [5.0, 4.0, 3.0]
_TILE_ACTION[[TileKind.SMALL_MARKET, TileKind.LARGE_MARKET]] = [1.0, 2.0]
_TRIBE_ROW = np.array([TRIBE_VALUE.get(Colour(c), 0.0) for c in range(5)])
# How much of the best move on the board counts for the player about to make it.
OPPORTUNITY_SHARE = 0.7
# The same for the k-th best move and the k-th marker still to play this round.
QUEUE_SHARE = 0.5
# The markers still to play this round are credited with the best moves of different end tiles
# (the best move, the best of another end tile, ...): many start tiles reach the same best end,
# and crediting each start's best gave every marker in the queue the same move, so playing
# first was worth nothing and the first bids were valued at their coins alone ("Bid 0" while
# bidding 1 took the round's best move). The hint's plan uses it (``ai.planner.PLAN_HEURISTIC``);
# the bots keep each start tile's best, False: in the arena the new value was not stronger
# (normal against normal, 2 players, 90 games: 44.4%; docs/hint.md).
QUEUE_BY_END_TILE = False
# Chance of a random start tile or drop instead of the steered one, to keep playouts varied.
EXPLORE = 0.05
# Chance that a playout's bid takes the cheapest spot; otherwise a spot at random.
BID_CHEAP = 0.7
# Player counts whose playouts are steady: no random start tile or drop, always the cheapest
# bid (only ties and a djinn drawn at random are left to chance). With 3 players a move is
# read through the other markers' moves to the player's next bid (``horizon``), and the noise
# of those playouts (about half of them held a random start tile, drop or bid) hid the
# differences between start tiles (docs/bots.md). 4 players, one marker each as with 3, read
# the same way (docs/bots.md, "Five Tribes with 4 players"). 2 players keep the varied playouts
# their knobs were tuned with.
STEADY_PLAYERS = (3, 4)

_BLUE = frozenset(int(k) for k in BLUE_KINDS)


def progress(state: FiveTribesState) -> float:
    """How near the end the game is, 0 at the start to 1 in the last round."""
    if state.last_round or state.is_terminal():
        return 1.0
    total = CAMELS[state.num_players]
    most_used = max(total - p.camels for p in state.players)
    return min(1.0, most_used / total)


def suit_growth(kinds: int, reach: float) -> float:
    """What a first suit of ``kinds`` kinds gains (7) if it grows by ``reach`` kinds, a fraction
    valued between the two whole sizes around it."""
    if reach <= 0:
        return 0.0
    target = min(float(len(SUIT_VALUES) - 1), kinds + reach)
    low = int(target)
    value = float(SUIT_VALUES[low])
    if low + 1 < len(SUIT_VALUES):
        value += (target - low) * (SUIT_VALUES[low + 1] - SUIT_VALUES[low])
    return value - SUIT_VALUES[kinds]


def estimated_scores(state: FiveTribesState) -> list[float]:
    """Score now plus the worth of held fakirs, elders, djinn powers and of a begun merchandise
    collection while the game goes on."""
    left = 1.0 - progress(state)
    estimates = []
    for player in range(state.num_players):
        lines = score_breakdown(state, player)
        holder = state.players[player]
        estimate = sum(lines.values()) + left * FAKIR_VALUE * holder.held(FAKIR)
        if left > 0:
            estimate += POWER_HOLD * sum(1 for d in holder.djinns if d not in _SCORED_POWERS)
            estimate += left * ELDER_HOLD * holder.elders
        if MERCHANDISE_REACH > 0 and left > 0:
            kinds = sum(1 for kind in range(len(SUIT_VALUES) - 1) if holder.held(kind))
            if kinds:
                estimate += suit_growth(kinds, left * MERCHANDISE_REACH)
        estimates.append(estimate)
    return estimates


def upcoming_markers(state: FiveTribesState) -> list[int]:
    """Players of the markers still to play this round after the current one, in the order
    they are expected to play: single spots as placed, then the markers still to bid (assumed
    to bid 0, so each goes to the front of the zero queue: the last to bid plays first), then
    the zero queue (4.1)."""
    singles = [p for p in state.turn_spots if p >= 0]
    pending = state.bid_track[::-1] if state.phase == Phase.BID else []
    return singles + pending + state.zero_queue


def expected_scores(state: FiveTribesState) -> list[float]:
    """The estimated scores plus a share of the moves the board offers to the markers still to
    play this round, best move to the first of them, the best of another end tile to the next
    (``QUEUE_BY_END_TILE``)."""
    estimates = estimated_scores(state)
    if state.is_terminal():
        return estimates
    starts = [t for t, row in enumerate(state.meeples.tolist()) if sum(row)]
    moves = _end_gains(state, starts) if QUEUE_BY_END_TILE else _pick_gains(state, starts)
    gains = sorted((max(0.0, g) for g in moves), reverse=True)
    first = 0
    if state.step == Step.START and gains:
        # The player about to pick a start tile will take the best move the board offers.
        estimates[state.current_player()] += OPPORTUNITY_SHARE * gains[0]
        first = 1
    # The markers after it get the next best moves, roughly: play order is worth gold.
    for player, gain in zip(upcoming_markers(state), gains[first:]):
        estimates[player] += QUEUE_SHARE * gain
    return estimates


def evaluate(position: State) -> list[float]:
    state = cast(FiveTribesState, position)
    estimates = expected_scores(state)
    temperature = TEMPERATURE_END + (TEMPERATURE_START - TEMPERATURE_END) * (1.0 - progress(state))
    chances = win_chances(estimates, temperature)
    margins = win_chances(estimates, MARGIN_SCALE)
    keep = 1.0 - MARGIN_WEIGHT
    return [keep * c + MARGIN_WEIGHT * m for c, m in zip(chances, margins)]


def _final_drop_gain(state: FiveTribesState, tile: int, colour: int) -> float:
    """VP-ish gain of ending a move on ``tile`` with a ``colour`` meeple (4.2-4.4)."""
    meeples = state.meeples
    count = int(meeples[tile, colour]) + 1
    gain = 0.0
    if state.owner[tile] < 0 and int(meeples[tile].sum()) + 1 == count:
        gain += state.tile_vp[tile] + 3 * state.palms[tile] + 5 * state.palaces[tile]
    if colour == Colour.BLUE:
        kinds = state.tile_kind
        gain += count * sum(1 for t in SQUARE[tile] if kinds[t] in _BLUE)
    else:
        gain += count * TRIBE_VALUE[Colour(colour)]
    return gain


def _best_final_drop(state: FiveTribesState, legal: list[int], rng: np.random.Generator) -> int:
    best = legal[0]
    best_gain = -1.0
    for action in legal:
        tile, colour = divmod(action - A.DROP, 5)
        gain = _final_drop_gain(state, tile, colour)
        if gain > best_gain:
            best, best_gain = action, gain
    return best


_blue_squares: dict[tuple[int, ...], np.ndarray] = {}


def _blue_square_counts(kinds: list[int]) -> np.ndarray:
    """Blue tiles in each tile's 3x3 square (what a builder is paid per meeple, 4.3)."""
    key = tuple(kinds)
    counts = _blue_squares.get(key)
    if counts is None:
        counts = np.array([sum(1 for t in SQUARE[e] if kinds[t] in _BLUE) for e in range(len(kinds))], float)
        _blue_squares[key] = counts
    return counts


def _target_gain_array(state: FiveTribesState) -> np.ndarray:
    """``gains[e, c]``: about what ending the move on tile e with colour c would gain now."""
    meeples = state.meeples
    only_colour = (meeples.sum(axis=1)[:, None] == meeples) & (np.asarray(state.owner) < 0)[:, None]
    tile_worth = np.asarray(state.tile_vp) + 3 * np.asarray(state.palms) + 5 * np.asarray(state.palaces)
    tile_worth = tile_worth + _TILE_ACTION[np.asarray(state.tile_kind)]
    per_meeple = np.tile(_TRIBE_ROW, (len(tile_worth), 1))
    per_meeple[:, Colour.BLUE] = _blue_square_counts(state.tile_kind)
    gains: np.ndarray = only_colour * tile_worth[:, None] + (meeples + 1) * per_meeple
    return gains


def _target_gains(state: FiveTribesState) -> list[list[float]]:
    """``_target_gain_array`` as nested lists (read per tile in the bit loops)."""
    gains: list[list[float]] = _target_gain_array(state).tolist()
    return gains


def _best_reach(gains: list[list[float]], reach: int, colour_targets: list[int], hand: list[int]) -> float:
    """The best gain among the tiles in ``reach`` that a colour left in ``hand`` can end on."""
    best = -1.0
    for colour in range(5):
        if hand[colour] <= 0:
            continue
        targets = reach & colour_targets[colour]
        while targets:
            low = targets & -targets
            targets ^= low
            gain = gains[low.bit_length() - 1][colour]
            if gain > best:
                best = gain
    return best


# _REACH[start, n, e]: a move of n meeples picked up on ``start`` can end on tile e (5.2,
# ``WALK_ENDS`` with no previous tile, as bits unpacked for the vectorized ``_pick_gains``).
_REACH = ((np.asarray(WALK_ENDS, dtype=np.int64)[:, NO_TILE, :, None] >> np.arange(NO_TILE)) & 1).astype(bool)


def _pick_gains(state: FiveTribesState, starts: list[int]) -> list[float]:
    """For each start tile, the best gain a move from it can reach (strict 5.2: the end must
    already hold the colour of the last meeple, one the hand holds, and is not the start; -1
    if none). All starts at once with numpy, as ``evaluate`` reads every start: with a bit loop
    per start (``_best_reach``) ``evaluate`` took about a fifth longer."""
    if not starts:
        return []
    meeples = state.meeples
    picked = np.asarray(starts)
    hands = meeples[picked]
    reach = _REACH[picked, hands.sum(axis=1)]
    reach[np.arange(len(picked)), picked] = False
    ends = reach[:, :, None] & (meeples > 0)[None, :, :] & (hands > 0)[:, None, :]
    best = np.where(ends, _target_gain_array(state)[None, :, :], -1.0).max(axis=(1, 2))
    found: list[float] = best.tolist()
    return found


def _end_gains(state: FiveTribesState, starts: list[int]) -> list[float]:
    """For each end tile some move from ``starts`` can reach (as ``_pick_gains`` reads a move),
    the best gain of ending there; one per end tile, so that a move is counted once however many
    start tiles reach it (a marker that takes it empties the end tile for the next)."""
    if not starts:
        return []
    meeples = state.meeples
    picked = np.asarray(starts)
    hands = meeples[picked]
    reach = _REACH[picked, hands.sum(axis=1)]
    reach[np.arange(len(picked)), picked] = False
    ends = reach[:, :, None] & (meeples > 0)[None, :, :] & (hands > 0)[:, None, :]
    best = np.where(ends, _target_gain_array(state)[None, :, :], -1.0).max(axis=(0, 2))
    found: list[float] = best[best >= 0].tolist()
    return found


def _promising_pick(state: FiveTribesState, picks: list[int], rng: np.random.Generator) -> int:
    """The start tile whose move can end best."""
    gains = _pick_gains(state, [a - A.PICK for a in picks])
    top = max(gains)
    best = [a for a, g in zip(picks, gains) if g == top]
    return best[int(rng.integers(len(best)))]


def _steered_drop(state: FiveTribesState, legal: list[int], rng: np.random.Generator) -> int:
    """The drop that keeps the most rewarding end of the move within reach (strict 5.2)."""
    turn = state.turn
    hand = turn.hand
    left = sum(hand) - 1
    gains = _target_gains(state)
    best: list[int] = []
    best_gain = -1.0
    for action in legal:
        tile, dropped = divmod(action - A.DROP, 5)
        kept = hand.copy()
        kept[dropped] -= 1
        gain = _best_reach(gains, WALK_ENDS[tile][turn.here][left], turn.pre_masks, kept)
        if gain > best_gain:
            best, best_gain = [action], gain
        elif gain == best_gain:
            best.append(action)
    return best[int(rng.integers(len(best)))]


# Steps a power's own follow-ups (its payment, its target) may take before the turn is back at
# START or at END; a power never needs more.
STUCK_STEPS = 12
# Steps the move a power opens (Anun-Nak's meeples) may take to its END: the pick, a drop per
# meeple picked up, the tribe's action and its choices; a longer move is read where it stands.
OPENED_MOVE_STEPS = 24
# Anun-Nak targets read with their move played, a call: the reads cost 0.5-0.8 ms each
# (docs/bots.md, "Five Tribes: points when the game is decided"), and the policy is drawn
# eight times for a prior, so between them the samples still cover most targets.
OPENED_READS = 2
# The searched decision's reads of each choice at the last round's stuck START (``root_actions``):
# once per decision, so more than the policy's. Their draws are seeded: a search replays.
ROOT_READS = 4
ROOT_SEED = 5
ROOT_PASS_MARGIN = 1.0  # points a read's mean must beat the pass by
ANUN_NAK_USES = range(A.TILE_POWER_BASE[ANUN_NAK], A.TILE_POWER_BASE[ANUN_NAK] + TILES)


def _stuck_choice(state: FiveTribesState, legal: list[int], rng: np.random.Generator) -> int:
    """No start tile is left: the choice whose position reads best for the seat by
    ``expected_scores`` (``_turn_read``); the pass first, so a power that reads no better than
    it (a palace on a tile nobody owns, paid with a fakir) is not taken. In the last round only
    ``OPENED_READS`` of Anun-Nak's targets, drawn at random, are read, each with its move.
    Drawn at random, a pass was as likely as Bouraq's palace on the seat's own village, and the
    search's prior (8 samples of this policy) favoured whichever the samples hit: with close
    values the most visited root action was a pass (docs/bots.md, "Five Tribes: points when the
    game is decided")."""
    player = state.current_player()
    last = state.last_round
    if last:
        opening = [a for a in legal if a in ANUN_NAK_USES]
        if len(opening) > OPENED_READS:
            drawn = {opening[i] for i in rng.choice(len(opening), OPENED_READS, replace=False)}
            legal = [a for a in legal if a in drawn or a not in opening]
    best, value = A.PASS, -math.inf
    for action in sorted(legal, key=lambda a: a != A.PASS):
        found = _turn_read(state, action, player, last, rng)
        if found > value:
            best, value = action, found
    return best


def _turn_read(
    state: FiveTribesState, action: int, player: int, play_opened: bool, rng: np.random.Generator
) -> float:
    """``player``'s ``expected_scores`` after ``action`` at a START with no start tile and its
    follow-ups played by this policy: a power's payment and target, then the pass it still
    leaves (4.7: the round becomes the last, so held elders and powers count their points
    only), or the move a power opens (Anun-Nak's meeples). That move is read at its start,
    unless ``play_opened``: in the last round a pass is the seat's last word, and the move is
    played by this policy to its end."""
    world = state.clone()
    world.apply(action)
    steps, opened = STUCK_STEPS, False
    while steps > 0:
        steps -= 1
        if world.is_terminal() or world.current_player() != player or world.step == Step.END:
            break
        if world.step == Step.START:
            if A.PASS in world.legal_actions():
                world.apply(A.PASS)
                continue
            if opened or not play_opened:
                break  # a start tile to move from: its move read at its start
            opened, steps = True, OPENED_MOVE_STEPS
        world.apply(rollout_action(world, rng))
    return expected_scores(world)[player]


def root_actions(state: State, legal: list[int]) -> list[int]:
    """The searched decision's actions: ``legal`` without the pass at a START with no start tile
    left, where a power reads better than it by ``ROOT_PASS_MARGIN`` points, each choice read
    ``ROOT_READS`` times (``_turn_read``) on fresh determinizations (Anun-Nak's meeples and
    Sloar's cards come from what the seat does not see). In the last round every power counts,
    Anun-Nak's with the move it opens played: the pass is then the seat's last word and scores
    nothing. Before it only a power that ends the turn as the pass does (used, then the pass it
    still leaves) counts, not Anun-Nak's move: the pass ends the game sooner, which the search
    weighs (4.7). The search could not tell them apart: with the game decided the values differ
    by about 0.001, below the noise of the opponents' last turns, and the pass, one action
    against a move split over up to 30 target tiles, kept the most visits (docs/bots.md, "Five
    Tribes: points when the game is decided")."""
    ft = cast(FiveTribesState, state)
    if A.PASS not in legal or len(legal) < 2 or ft.step != Step.START:
        return legal
    if any(A.PICK <= a < A.DROP for a in legal):
        return legal
    last = ft.last_round
    rivals = [a for a in legal if a != A.PASS and (last or a not in ANUN_NAK_USES)]
    if not rivals:
        return legal
    player = ft.current_player()
    view = ft.observation(player)
    rng = np.random.default_rng(ROOT_SEED)
    totals = dict.fromkeys(rivals, 0.0)
    passing = 0.0
    for reads in range(1, ROOT_READS + 1):
        world = cast(FiveTribesState, view.determinize(player, rng))
        passing += _turn_read(world, A.PASS, player, last, rng)
        for action in rivals:
            totals[action] += _turn_read(world, action, player, last, rng)
        # From the second read on, a power clearly ahead ends the reads: most are (a palace on
        # the seat's own village reads 5 points more every time).
        if reads >= 2 and max(totals.values()) > passing + ROOT_PASS_MARGIN * reads:
            return [a for a in legal if a != A.PASS]
    return legal


def rollout_action(position: State, rng: np.random.Generator) -> int:
    state = cast(FiveTribesState, position)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    step = state.step
    steady = state.num_players in STEADY_PLAYERS
    if step == Step.BID:
        # Cheap spots mostly: gold is VP, and turn order is worth little in a playout.
        if steady or rng.random() < BID_CHEAP:
            return legal[-1]
        return legal[int(rng.integers(len(legal)))]
    explore = 0.0 if steady else EXPLORE
    if step == Step.START:
        picks = [a for a in legal if A.PICK <= a < A.DROP]
        if picks and state.flags.last_meeple_match == "strict" and rng.random() >= explore:
            return _promising_pick(state, picks, rng)
        if picks:
            return picks[int(rng.integers(len(picks)))]
        return _stuck_choice(state, legal, rng)
    elif step == Step.DROP and rng.random() >= explore:
        if sum(state.turn.hand) == 1:
            return _best_final_drop(state, legal, rng)
        if state.flags.last_meeple_match == "strict":
            return _steered_drop(state, legal, rng)
    elif step == Step.SACRED:
        djinns = [a for a in legal if a != A.PASS]
        return djinns[int(rng.integers(len(djinns)))]
    elif step == Step.PAY:
        return A.PAY_FAKIR if A.PAY_FAKIR in legal else legal[0]
    elif step in (Step.BUILD, Step.ASSASSIN):
        return legal[0]  # keep fakirs, use no power
    elif step == Step.END:
        return A.END
    elif step == Step.SUIT:
        return A.SELL if A.SELL in legal else legal[0]
    return legal[int(rng.integers(len(legal)))]
