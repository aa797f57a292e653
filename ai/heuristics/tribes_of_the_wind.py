"""Bot knowledge for Tribes of the Wind: a position value, a playout policy and the actions worth
searching (docs/bots-tribes-of-the-wind.md).

``evaluate`` reads the public parts of the state (boards, water, riders, tucked cards, end token)
and the holders as a determinization fills them in: the current score as if the game ended now,
plus credit for progress that usually turns into points before the game ends: riders gathered on
a forest tile towards a village (more for a tile that is nearly full than for riders spread thin),
tiles towards the forest table, water to plant with, tokens cleaned, temples, the best cards of the
holder by what they would do on this board, and a share of the end-game token for the player
ahead in the village race. That credit shrinks with the turns a player has left: the game ends
soon after a fifth village, and what a player cannot convert by then scores nothing. The estimated
totals go through a softmax into win chances in [0, 1].

``useful_actions`` drops the decisions that change nothing (a temple action that cannot place a
temple, a card whose every effect but water would do nothing on this board, ``stop`` when a forest
can be planted, ``stop`` of a move while a forest tile lacks riders) wherever a decision that does
something is legal; the search and the playouts look only at those.
"""

from __future__ import annotations

import numpy as np

from ai.heuristics import Horizon, win_chances
from game.rules.base import State
from game.rules.tribes_of_the_wind import actions as act
from game.rules.tribes_of_the_wind.board import EMPTY, Board
from game.rules.tribes_of_the_wind.data import (
    ADJACENT,
    MAX_VILLAGES,
    NUM_SPACES,
    CardRow,
    Effect,
    Element,
    Fx,
    Power,
)
from game.rules.tribes_of_the_wind.legal import (
    HIDDEN,
    element_view,
    playable_rows,
    temple_spaces,
)
from game.rules.tribes_of_the_wind.scoring import goal_met
from game.rules.tribes_of_the_wind.state import Phase, TotwState

# Search knobs for this title (ai.heuristics): a turn's worth shows in the next turn (the cards it
# leaves in the holder, the riders it brings near a village), so playouts run on through every
# opponent's reply and the searcher's next turn; PUCT with the playout policy's prior, the final
# choice by visits, one new node (one prior) per iteration. The values are compared as they are,
# not rescaled to their spread: the playout plan is a strong prior, and with the few dozen
# iterations a loaded machine gives a turn, rescaling let a noisy mean overrule it (against the
# fair peer 35% of 20 games rescaled at exploration 0.5, 70% as they are at 1.0; 0.7 against the
# strongest peer of the grid, 14 of the same 20 games where 1.0 won 12).
# Measurements: docs/bots-tribes-of-the-wind.md.
SEARCH = {
    "normalize": False,
    "exploration": 0.7,
    "rollout_depth": 150,
    "prior_samples": 8,
    "final": "visits",
    "expand_one": True,
}


def horizon(state: State, legal: list[int]) -> Horizon:
    """How far the search reads a decision (ai.heuristics.Horizon): through every opponent's
    reply and the searcher's next turn (see SEARCH)."""
    return Horizon(2)


_SCALE = 8.0  # points of lead that make a position clearly better
HAND_WEIGHT = 1.0  # how much the holder's promise counts against the board (see _hand_value)
# Rough points one unit of each effect brings when it does something (2.2 codes: W, P, F, T, M, K):
# a forest is a tile (forest table, a future village), a temple a step to 3 or 7 points and a bonus;
# a move counts only while it brings a rider towards a village (see _rider_steps).
EFFECT_VALUE = {Fx.WATER: 0.25, Fx.CLEAN: 0.5, Fx.PLANT: 2.5, Fx.TEMPLE: 2.5, Fx.MOVE: 0.7, Fx.CATAPULT: 1.0}
# A move card that brings every rider a forest tile still lacks: the village can be built next turn.
MOVE_FINISH = 1.0
# With no forest tile waiting for riders, a plant is the only way to the next village: it counts
# this many times its value, so the search keeps and draws plant cards instead of cleaning on.
PLANT_URGENT = 3.0
# How much of the best playable card in the holder counts now (one card is played a turn), and of
# the next best.
HAND_SHARES = (0.5, 0.2)
# A forest tile holding the riders its village needs: one action from 3 points and a village card.
# A forest tile without them is a village in waiting, worth FOREST_SEED and a share of the rest
# that halves with each rider it still misses (MISSING_DECAY): a tile one rider short is nearly a
# village, one four short far from it, so the riders gathered on one tile count more than riders
# spread over several (only a full tile becomes a village), and a tile with few slots more than
# one with many.
READY_VILLAGE = 3.5
FOREST_SEED = 1.0
MISSING_DECAY = 0.5
# Each village built, beyond its 3 points: its village card and the tempo towards the end-game
# token. It outweighs the full stack it came from by enough that building is never put off.
VILLAGE_BONUS = 5.0
# Each tile up to the sixth: the forest table pays from 6 tiles on (2 points a tile), and every tile
# is a space for a village. From the sixth tile on the table's own points take over.
TILE_VALUE = 1.0
FOREST_TABLE_FROM = 6
WATER_VALUE = 0.25
WATER_CAP = 8  # water beyond this plants nothing more before it is spent
# The pollution line pays 12, 7, 3 points for 0, 1, 2 polluted spaces and nothing beyond: a board
# with t tokens left is worth about CLEAN_POINTS * CLEAN_DECAY**t from it at the end (12 at none,
# 7.3 at two, 2.7 at six, 0.6 at twelve), so the last tokens are worth most and the first little
# (a village comes first), where the score alone shows nothing until two spaces are left.
CLEAN_POINTS = 12.0
CLEAN_DECAY = 0.78
TEMPLE_VALUE = 0.8  # each temple, short of the score's 3 and 7 points
# The end-game token (5 points) goes to the first fifth village: the player ahead in the village
# race (villages, plus a village they could build now) holds a share of it that grows as the race
# nears its end.
RACE_SHARPNESS = 1.5
READY_RACE = 0.5
# Rounds the leader of the village race needs per village still to build; with the final round,
# how long the game is expected to last. A player's progress credit is scaled by their turns left
# over FULL_TURNS (all of it with FULL_TURNS or more to go, none on the last turn).
ROUNDS_PER_VILLAGE = 3.0
FULL_TURNS = 4.0
# The playout policy follows the village plan (the card worth most, the cheap near forest, the
# element the plan lacks) this share of the time and picks at random among useful moves otherwise,
# so the search's prior still spreads over the alternatives.
PLAN_SHARE = 0.7
# Draws worth less than this share of the best draw (by what a card of the element would do on
# the board) are not searched.
DRAW_KEEP = 0.5


def _turns_left(state: TotwState, player: int) -> float:
    """Turns ``player`` still plays: exact once the end is triggered (4.7), else estimated from the
    leader of the village race."""
    still_this_round = player > state.seat or (player == state.seat and state.phase == Phase.ACTION)
    if state.end_round >= 0:
        last = state.end_round + (1 if state.flags.final_round else 0)
        return float(last - state.round + int(still_this_round))
    race = max(b.villages + (READY_RACE if _ready(state, b) else 0.0) for b in state.boards)
    estimate = ROUNDS_PER_VILLAGE * max(0.0, MAX_VILLAGES - race) + int(still_this_round)
    if state.flags.final_round:
        estimate += 1
    limit = state.flags.round_limit
    if limit:
        estimate = min(estimate, float(limit - state.round + int(still_this_round)))
    return max(0.0, estimate)


def _ready(state: TotwState, board: Board) -> bool:
    """Whether the board can build a village now (4.4)."""
    if board.villages >= MAX_VILLAGES:
        return False
    light = board.has(Power.LIGHT_FOOTED)
    return any(
        board.tile[x] != EMPTY
        and not board.village[x]
        and board.riders[x] >= board.village_need(x, state.data, light)
        for x in range(NUM_SPACES)
    )


def _stacks(state: TotwState, board: Board) -> tuple[float, float]:
    """(full, partial): riders towards villages on the best tiles, as many tiles as villages remain
    to build; a full tile counts READY_VILLAGE, one short of riders FOREST_SEED and a share of the
    rest that shrinks by MISSING_DECAY for each rider it misses."""
    light = board.has(Power.LIGHT_FOOTED)
    missing = sorted(
        max(0, board.village_need(x, state.data, light) - board.riders[x])
        for x in range(NUM_SPACES)
        if board.tile[x] != EMPTY and not board.village[x]
    )[: MAX_VILLAGES - board.villages]
    full = sum(1 for m in missing if m == 0)
    partial = sum(FOREST_SEED + (READY_VILLAGE - FOREST_SEED) * MISSING_DECAY**m for m in missing if m)
    return READY_VILLAGE * full, partial


class _Facts:
    """What a card row's worth on one board depends on, computed once per board: tokens, the
    least polluted space a forest could go on, the cheapest forest, whether a temple can be placed,
    whether a forest tile waits, and the rider steps (``_rider_steps``)."""

    __slots__ = ("board", "tokens", "plant_pollution", "cheapest", "temple", "waiting", "steps")

    def __init__(self, state: TotwState, board: Board, steps: int) -> None:
        self.board = board
        self.tokens = sum(board.pollution)
        self.plant_pollution = min(
            (
                board.pollution[x]
                for x in range(NUM_SPACES)
                if board.tile[x] == EMPTY and any(board.tile[y] != EMPTY for y in ADJACENT[x])
            ),
            default=99,
        )
        costs = [state.data.tile_cost[t] for t in state.forest_market if t != EMPTY]
        if state.flags.blind_forest_draw and state.forest_stack:
            costs.append(4)
        self.cheapest = min(costs, default=99)
        self.temple = bool(board.unbuilt_temples() and temple_spaces(board))
        self.waiting = any(board.tile[x] != EMPTY and not board.village[x] for x in range(NUM_SPACES))
        self.steps = steps


def _row_worth(facts: _Facts, row: CardRow, element: int) -> tuple[float, bool]:
    """What playing ``row`` would bring on this board: its value by EFFECT_VALUE, counting only the
    effects that can do something, and whether any effect but water does something."""
    return _effects_worth(facts, dict(row.effects), element)


def _effects_worth(facts: _Facts, effects: dict[Fx, int], element: int) -> tuple[float, bool]:
    board = facts.board
    water = effects.get(Fx.WATER, 0) + (1 if element == Element.BLUE and board.has(Power.RAIN_SONG) else 0)
    moves = effects.get(Fx.MOVE, 0) + (1 if element == Element.YELLOW and board.has(Power.TAILWIND) else 0)
    # Water beyond WATER_CAP plants nothing more before it is spent.
    worth = EFFECT_VALUE[Fx.WATER] * min(water, max(0, WATER_CAP - board.water))
    acts = False
    removals = 0
    if Fx.CLEAN in effects:
        removals = effects[Fx.CLEAN] + (1 if board.has(Power.PURIFIER) else 0)
        if facts.tokens:
            worth += EFFECT_VALUE[Fx.CLEAN] * min(removals, facts.tokens)
            acts = True
    if Fx.PLANT in effects and facts.plant_pollution <= removals:
        # 4.3.2, after the row's W and P, at the cheapest source
        discount = effects[Fx.PLANT] + (1 if board.has(Power.GREEN_THUMB) else 0)
        if max(0, facts.cheapest - discount) <= board.water + water:
            worth += EFFECT_VALUE[Fx.PLANT] * (1.0 if facts.waiting else PLANT_URGENT)
            acts = True
    if Fx.TEMPLE in effects and facts.temple:
        worth += EFFECT_VALUE[Fx.TEMPLE]
        acts = True
    steps = facts.steps
    if (moves or Fx.CATAPULT in effects) and steps:
        worth += EFFECT_VALUE[Fx.MOVE] * min(moves, steps)
        worth += EFFECT_VALUE[Fx.CATAPULT] if Fx.CATAPULT in effects else 0.0
        if moves >= steps or Fx.CATAPULT in effects and moves + 1 >= steps:
            worth += MOVE_FINISH  # the riders a village needs are all there after it
        acts = True
    return worth, acts


def _rider_steps(state: TotwState, player: int) -> int:
    """Moves still needed to fill the forest tile closest to its rider need with the nearest riders
    that stand where no village waits for them (the capital, villages); 0 when no forest tile
    lacks riders or no rider can come. Moves help only there."""
    board = state.boards[player]
    if board.villages >= MAX_VILLAGES:
        return 0
    light = board.has(Power.LIGHT_FOOTED)
    best, missing = -1, 99
    for x in range(NUM_SPACES):
        if board.tile[x] != EMPTY and not board.village[x]:
            short = board.village_need(x, state.data, light) - board.riders[x]
            if 0 < short < missing:
                best, missing = x, short
    if best < 0:
        return 0
    distance = _distances(state, best + 1, player)
    free = [distance[0]] * board.capital
    for x in range(NUM_SPACES):
        if board.riders[x] and board.village[x]:
            free += [distance[x + 1]] * board.riders[x]
    free.sort()
    return sum(d for d in free[:missing] if d < 99)


def _hand_value(state: TotwState, player: int) -> float:
    """What the holder promises for the next turns: its best playable rows by what they would do."""
    board = state.boards[player]
    view = element_view(state, player)
    element = state.data.card_element
    facts = _Facts(state, board, _rider_steps(state, player))
    found = []
    for slot, card in enumerate(board.hand):
        if card < 0 or card >= HIDDEN:
            continue
        rows = state.data.card_rows[card]
        best = 0.0
        for row, ok in zip(rows, playable_rows(state, player, slot, view)):
            if ok:
                best = max(best, _row_worth(facts, row, element[card])[0])
        found.append(best)
    found.sort(reverse=True)
    return sum(share * value for share, value in zip(HAND_SHARES, found))


def _potential(state: TotwState, player: int, token_share: float) -> float:
    """Progress the score does not show yet, scaled by the turns left to convert it."""
    board = state.boards[player]
    turns = _turns_left(state, player)
    if turns <= 0:
        return 0.0
    time = min(1.0, turns / FULL_TURNS)
    full, partial = _stacks(state, board)
    tiles = board.tile_count()
    temples = len(board.temples_built())
    slow = (
        partial
        + TILE_VALUE * min(tiles, FOREST_TABLE_FROM - 1)
        + WATER_VALUE * min(board.water, WATER_CAP)
        + _clean_outlook(state, board)
        + TEMPLE_VALUE * temples
    )
    return (
        full
        + time * slow
        + HAND_WEIGHT * _hand_value(state, player)
        + token_share
        + VILLAGE_BONUS * board.villages
    )


def _clean_outlook(state: TotwState, board: Board) -> float:
    """Points the pollution line may still bring beyond what it scores now (see CLEAN_DECAY)."""
    polluted = sum(1 for n in board.pollution if n)
    table = state.data.pollution_points
    now = table[polluted] if polluted < len(table) else 0
    return max(0.0, CLEAN_POINTS * CLEAN_DECAY ** sum(board.pollution) - now)


def _token_shares(state: TotwState) -> list[float]:
    """Each player's share of the end-game token's points while nobody holds it: a softmax of the
    village race, weighted by how near its end the race is."""
    n = state.num_players
    if state.end_round >= 0:
        return [0.0] * n
    race = [b.villages + (READY_RACE if _ready(state, b) else 0.0) for b in state.boards]
    top = max(race)
    weights = [float(np.exp(RACE_SHARPNESS * (r - top))) for r in race]
    total = sum(weights)
    near = (min(top, MAX_VILLAGES) / MAX_VILLAGES) ** 2
    points = state.data.end_token_points
    return [points * near * w / total for w in weights]


def evaluate(state: State) -> list[float]:
    """One value per player in [0, 1]; at the end 1 for the winners and 0 for the others."""
    assert isinstance(state, TotwState)
    if state.is_terminal():
        won = set(state.winners())
        return [1.0 if p in won else 0.0 for p in range(state.num_players)]
    shares = _token_shares(state)
    totals = [s + _potential(state, p, shares[p]) for p, s in enumerate(state.scores())]
    # Win chances as a softmax of the estimated totals: with two players exactly the logistic of
    # the lead; with more, every opponent's total counts, not only the best one's.
    return win_chances(totals, _SCALE)


def _action_does_something(state: TotwState, action: int, facts: _Facts) -> bool:
    """At the action phase: a village always does; a temple action if it places a temple; a card
    if one of its effects other than water does, or it has no other effect (a water card).
    ``facts``: the mover's board, moves counting while a forest tile lacks riders."""
    board = facts.board
    if action >= act.VILLAGE:
        return True
    if action == act.TEMPLE_ACTION:
        return facts.temple
    slot, hard = divmod(action - act.PLAY, 2)
    card = board.hand[slot]
    if card < 0 or card >= HIDDEN:
        return True
    row = state.data.card_rows[card][hard]
    if all(code == Fx.WATER for code, _ in row.effects):
        return True
    return _row_worth(facts, row, state.data.card_element[card])[1]


def useful_actions(state: State, legal: list[int]) -> list[int]:
    """``legal`` without the decisions that change nothing, if any decision that does is left."""
    assert isinstance(state, TotwState)
    if len(legal) < 2:
        return legal
    if state.phase == Phase.ACTION:
        # A move does something only while a forest tile (a village to be) lacks riders.
        facts = _Facts(state, state.boards[state.seat], int(_short_tile(state)))
        kept = [a for a in legal if _action_does_something(state, a, facts)]
        return kept or legal
    if state.phase == Phase.PLANT and legal[-1] == act.STOP:
        return legal[:-1]  # a forest can be planted: the card's F is not thrown away
    if state.phase in (Phase.MOVE, Phase.CATAPULT) and legal[-1] == act.STOP and _short_tile(state):
        return legal[:-1]  # a forest tile still lacks riders: the card's moves are not thrown away
    if state.phase == Phase.DRAW:
        return _useful_draws(state, legal)[0]
    return legal


def _useful_draws(state: TotwState, legal: list[int]) -> tuple[list[int], dict[int, float]]:
    """The draws worth at least DRAW_KEEP of the best (a card of an element that does little on
    this board only clogs the holder), and every draw's worth (``_draw_worth``)."""
    worth = _draw_worth(state, legal)
    top = max(worth.values())
    if top <= 0:
        return legal, worth
    return [a for a in legal if worth[a] >= DRAW_KEEP * top], worth


def _short_tile(state: TotwState) -> bool:
    """Whether a forest tile of the player to move holds fewer riders than its village needs."""
    board = state.boards[state.seat]
    if board.villages >= MAX_VILLAGES:
        return False
    light = board.has(Power.LIGHT_FOOTED)
    return any(
        board.tile[x] != EMPTY
        and not board.village[x]
        and board.riders[x] < board.village_need(x, state.data, light)
        for x in range(NUM_SPACES)
    )


def _pick(actions: list[int], rng: np.random.Generator) -> int:
    return actions[int(rng.integers(len(actions)))]


def _target(state: TotwState) -> int:
    """The forest-side tile closest to becoming a village (fewest riders missing), as a position;
    -1 when no forest tile lacks riders."""
    board = state.boards[state.seat]
    light = board.has(Power.LIGHT_FOOTED)
    best, best_missing = -1, 99
    for x in range(NUM_SPACES):
        if board.tile[x] != EMPTY and not board.village[x]:
            missing = board.village_need(x, state.data, light) - board.riders[x]
            if 0 < missing < best_missing:
                best, best_missing = x + 1, missing
    return best


def _distances(state: TotwState, target: int, player: int | None = None) -> list[int]:
    """Moves from every position (cap = 0, space x = x + 1) to ``target`` along links, on the
    board of ``player`` (the player to move by default)."""
    board = state.boards[state.seat if player is None else player]
    far = 99
    distance = [far] * 13
    distance[target] = 0
    frontier = [target]
    while frontier:
        nxt = []
        for pos in frontier:
            for other in board.links(pos, state.data):
                if distance[other] == far:
                    distance[other] = distance[pos] + 1
                    nxt.append(other)
        frontier = nxt
    return distance


def _card_worth(state: TotwState, facts: _Facts, card: int) -> float:
    """A held card's best row on this board, playable now or not (which card to let go)."""
    if card < 0 or card >= HIDDEN:
        return 0.0
    element = state.data.card_element[card]
    return max(_row_worth(facts, row, element)[0] for row in state.data.card_rows[card])


def _best_action(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """The card row worth most on the board; the temple action when it places a temple and no
    card is worth as much."""
    plays = [a for a in legal if a < act.TEMPLE_ACTION]
    if not plays:
        return _pick(legal, rng)
    play = _best_play(state, plays, rng)
    if act.TEMPLE_ACTION in legal:
        board = state.boards[state.seat]
        facts = _Facts(state, board, _rider_steps(state, state.seat))
        slot, hard = divmod(play - act.PLAY, 2)
        card = board.hand[slot]
        hidden = card < 0 or card >= HIDDEN
        row = None if hidden else state.data.card_rows[card][hard]
        worth = 0.0 if row is None else _row_worth(facts, row, state.data.card_element[card])[0]
        if facts.temple and worth < EFFECT_VALUE[Fx.TEMPLE]:
            return act.TEMPLE_ACTION
    return play


def _village_card_choice(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """Tuck a card whose goal is met (its stars are points); else use the best effect now."""
    met = [
        a
        for a in legal
        if (a - act.VILLAGE_CARD) % 6 == act.VC_TUCK
        and goal_met(state, state.seat, state.village_row[(a - act.VILLAGE_CARD) // 6])
    ]
    if met:
        return _pick(met, rng)
    nows = [a for a in legal if (a - act.VILLAGE_CARD) % 6 == act.VC_NOW]
    if not nows or rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    facts = _Facts(state, state.boards[state.seat], _rider_steps(state, state.seat))
    effect = state.data.village_effect

    def worth(a: int) -> float:
        code, n = effect[state.village_row[(a - act.VILLAGE_CARD) // 6]]
        return _effects_worth(facts, {code: n}, -1)[0]

    return max(nows, key=worth)


def _clean_choice(state: TotwState, legal: list[int]) -> int:
    """Clear a space next to the tiles first (a space to plant), the least polluted first (fewer
    polluted spaces score)."""
    board = state.boards[state.seat]

    def key(a: int) -> tuple[int, int]:
        x = a - act.CLEAN
        near = any(board.tile[y] != EMPTY for y in ADJACENT[x])
        return (0 if near else 1), board.pollution[x]

    return min(legal, key=key)


def _temple_choice(state: TotwState, legal: list[int]) -> int:
    """The temple whose bonus is worth most on the board, on a village first (village goals)."""
    board = state.boards[state.seat]
    facts = _Facts(state, board, _rider_steps(state, state.seat))
    bonus = state.data.temple_bonus

    def key(a: int) -> tuple[float, int]:
        t, x = divmod(a - act.PLACE_TEMPLE, 12)
        code, n = bonus[t]
        return -_effects_worth(facts, {code: n}, -1)[0], (0 if board.village[x] else 1)

    return min(legal, key=key)


def _move_choice(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """Bring riders to the tile missing the fewest: the nearest rider first (it arrives), never
    one a forest tile needs for its own village; the catapult lifts the farthest; stop when no
    forest tile lacks riders or no rider can come."""
    target = _target(state)
    if target < 0:
        return act.STOP if act.STOP in legal else _pick(legal, rng)
    board = state.boards[state.seat]
    light = board.has(Power.LIGHT_FOOTED)
    distance = _distances(state, target)

    def spare(origin: int) -> bool:
        x = origin - 1
        if origin == 0 or board.village[x]:
            return True
        return origin != target and board.riders[x] > board.village_need(x, state.data, light)

    best: list[int] = []
    top = -999
    for a in legal:
        if a == act.STOP:
            continue
        origin, to = divmod(a - act.MOVE, 13)
        if origin == target or not spare(origin):
            continue
        if state.phase == Phase.CATAPULT:
            if to != target:
                continue
            rank = distance[origin]  # lift the farthest rider
        else:
            if distance[to] >= distance[origin]:
                continue
            rank = -distance[origin]  # the nearest rider first
        if rank > top:
            best, top = [a], rank
        elif rank == top:
            best.append(a)
    if best:
        return _pick(best, rng)
    return act.STOP if act.STOP in legal else _pick(legal, rng)


def _best_play(state: TotwState, plays: list[int], rng: np.random.Generator) -> int:
    """Among card plays, one of those worth the most on this board (ties at random)."""
    board = state.boards[state.seat]
    data = state.data
    facts = _Facts(state, board, _rider_steps(state, state.seat))
    best: list[int] = []
    top = -1.0
    for a in plays:
        slot, hard = divmod(a - act.PLAY, 2)
        card = board.hand[slot]
        worth = (
            0.0
            if card < 0 or card >= HIDDEN
            else _row_worth(facts, data.card_rows[card][hard], data.card_element[card])[0]
        )
        if worth > top + 1e-9:
            best, top = [a], worth
        elif worth > top - 1e-9:
            best.append(a)
    return _pick(best, rng)


def _plant_choice(state: TotwState, legal: list[int], rng: np.random.Generator) -> int:
    """Mostly the tile needing the fewest riders (riders are slower to bring than water), the
    cheapest of those, on the space nearest the capital (the shortest ride for riders)."""
    if rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    board = state.boards[state.seat]
    data = state.data
    from_cap = _distances(state, 0)

    def key(a: int) -> tuple[int, int, int]:
        source, x = divmod(a - act.PLANT, 12)
        deck = source == act.DECK_SOURCE
        slots = 3 if deck else data.tile_slots[state.forest_market[source]]
        cost = 4 if deck else data.tile_cost[state.forest_market[source]]
        ride = min((from_cap[y + 1] for y in ADJACENT[x] if board.tile[y] != EMPTY), default=99)
        return slots, cost + ride, x

    return min(legal, key=key)


# Per element: each design's rows as effect dicts, with how many cards share the design.
_BY_ELEMENT: dict[int, list[list[tuple[int, list[dict[Fx, int]]]]]] = {}
# ``_element_worth`` by everything it reads of the board (it is the same for many positions).
_WORTH_SEEN: dict[tuple[object, ...], list[float]] = {}


def _element_worth(state: TotwState) -> list[float]:
    """For each element, what a card of it drawn blind would do on the mover's board: the mean,
    over the element's cards, of the best row by ``_row_worth`` (requirements aside)."""
    data = state.data
    by_element = _BY_ELEMENT.get(id(data))
    if by_element is None:
        designs: list[dict[tuple[tuple[Effect, ...], ...], int]] = [{} for _ in range(4)]
        for card, rows in enumerate(data.card_rows):
            key = tuple(row.effects for row in rows)
            found = designs[data.card_element[card]]
            found[key] = found.get(key, 0) + 1
        by_element = [[(n, [dict(e) for e in key]) for key, n in found.items()] for found in designs]
        _BY_ELEMENT.clear()
        _BY_ELEMENT[id(data)] = by_element
        _WORTH_SEEN.clear()
    board = state.boards[state.seat]
    facts = _Facts(state, board, _rider_steps(state, state.seat))
    seen = (min(facts.tokens, 9), min(facts.plant_pollution, 9), facts.cheapest, facts.temple, facts.waiting,
           facts.steps, min(board.water, WATER_CAP + 1), tuple(board.powers))  # fmt: skip
    worth = _WORTH_SEEN.get(seen)
    if worth is None:
        worth = []
        for element, cards in enumerate(by_element):
            total = sum(
                n * max(_effects_worth(facts, rows, element)[0] for rows in design) for n, design in cards
            )
            worth.append(total / max(1, sum(n for n, _ in cards)))
        if len(_WORTH_SEEN) > 4096:
            _WORTH_SEEN.clear()
        _WORTH_SEEN[seen] = worth
    return worth


def _draw_worth(state: TotwState, legal: list[int]) -> dict[int, float]:
    """Each draw by ``_element_worth`` of what it brings (the deck: its top card's element)."""
    worth = _element_worth(state)
    found = {}
    for a in legal:
        if a == act.DRAW_DECK:
            found[a] = (
                worth[state.element_of(state.element_deck[-1])] if state.element_deck else sum(worth) / 4
            )
        else:
            found[a] = worth[a - act.DRAW]
    return found


def _draw_choice(legal: list[int], worth: dict[int, float], rng: np.random.Generator) -> int:
    """Mostly the draw worth most on this board (``_draw_worth``), now and then any useful one."""
    if rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    top = max(worth[a] for a in legal)
    return _pick([a for a in legal if worth[a] > top - 1e-9], rng)


def rollout_action(state: State, rng: np.random.Generator) -> int:
    """A fast, legal playout move: build villages, play the card worth most on the board (now and
    then another useful one), gather riders on one tile, plant cheap and near, draw what the plan
    lacks; never a decision that does nothing while one that does is legal."""
    assert isinstance(state, TotwState)
    phase = state.phase
    if phase == Phase.DRAW:
        return _draw_choice(*_useful_draws(state, state.legal_actions()), rng)
    legal = useful_actions(state, state.legal_actions())
    if phase == Phase.ACTION:
        villages = [a for a in legal if act.VILLAGE <= a < act.DISCARD + 1]
        if villages:
            return _pick(villages, rng)
        if rng.random() >= PLAN_SHARE:
            return _pick(legal, rng)
        return _best_action(state, legal, rng)
    if phase == Phase.PLANT:
        return _plant_choice(state, legal, rng)
    if phase == Phase.VILLAGE_CARD:
        return _village_card_choice(state, legal, rng)
    if phase in (Phase.MOVE, Phase.CATAPULT):
        return _move_choice(state, legal, rng)
    if rng.random() >= PLAN_SHARE:
        return _pick(legal, rng)
    if phase == Phase.DISCARD:
        board = state.boards[state.seat]
        facts = _Facts(state, board, _rider_steps(state, state.seat))
        return min(legal, key=lambda a: _card_worth(state, facts, board.hand[a - act.DISCARD - 1]))
    if phase == Phase.CLEAN:
        return _clean_choice(state, legal)
    if phase == Phase.PLACE_TEMPLE:
        return _temple_choice(state, legal)
    return _pick(legal, rng)
