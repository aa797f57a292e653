"""What a decision would do on one Tribes of the Wind board, read by the position value
(``ai.heuristics.tribes_of_the_wind``) and the playout policy
(``ai.heuristics.tribes_of_the_wind_policy``) alike (docs/bots-tribes-of-the-wind.md).

A card row is worth what its effects would do on this board (``row_worth``: cleaning with no
pollution, a plant with no space or water, a temple with none to place, moves while no forest tile
lacks riders are worth nothing); a draw what a card of its element would do (``draw_worth``).
``useful_actions`` drops the decisions that change nothing (a temple action that cannot place a
temple, a card whose every effect but water would do nothing on this board, ``stop`` when a forest
can be planted, ``stop`` of a move while a forest tile lacks riders, a draw that only clogs the
holder, a temple whose bonus would do nothing, a village card's effect used for nothing where it
could be tucked, a card's easy row where its hard row holds and does at least as much of every
effect) wherever a decision that does something is legal;
the search and the playouts look only at those.
"""

from __future__ import annotations

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
    Features,
    Fx,
    Fxes,
    Powers,
)
from game.rules.tribes_of_the_wind.legal import HIDDEN
from game.rules.tribes_of_the_wind.phase import Phases
from game.rules.tribes_of_the_wind.state import TotwState

# Rough points one unit of each effect brings when it does something (2.2 codes: W, P, F, T, M, K):
# a forest is a tile (forest table, a future village), a temple a step to 3 or 7 points and a bonus;
# a move counts only while it brings a rider towards a village (see rider_steps).
# A token cleaned (CLEAN_WORTH): the pollution line pays 12 points for a clean board and nothing
# beyond two polluted spaces, so a token is worth about a point to a player who cleans the whole
# board over the game. At half a point the bots left their boards dirty (0 pollution points where a
# person who cleaned scored 12); 1.2 plays best of 0.5-2.2 (docs/bots-tribes-of-the-wind.md, "Clean
# the board").
CLEAN_WORTH = 1.2
EFFECT_VALUE = {
    Fx.WATER: 0.25,
    Fx.CLEAN: CLEAN_WORTH,
    Fx.PLANT: 2.5,
    Fx.TEMPLE: 2.5,
    Fx.MOVE: 0.7,
    Fx.CATAPULT: 1.0,
}
# A move card that brings every rider a forest tile still lacks: the village can be built next turn.
MOVE_FINISH = 1.0
# With no forest tile waiting for riders, a plant is the only way to the next village: it counts
# this many times its value, so the search keeps and draws plant cards instead of cleaning on.
PLANT_URGENT = 3.0
WATER_CAP = 8  # water beyond this plants nothing more before it is spent
# Where every empty space next to the tiles is polluted no forest can be planted (4.3.2) until one
# is cleaned: a clean that opens one brings this share of a plant's worth (the plant comes on a
# later turn), so a blocked board cleans instead of gathering water it cannot spend on forests.
UNBLOCK_SHARE = 0.5
# Draws worth less than this share of the best draw (by what a card of the element would do on
# the board) are not searched.
DRAW_KEEP = 0.5


class Facts:
    """What a card row's worth on one board depends on, computed once per board: tokens, the
    least polluted space a forest could go on, the cheapest forest, whether a temple can be placed,
    whether a forest tile waits, and the rider steps (``rider_steps``)."""

    __slots__ = ("board", "tokens", "plant_pollution", "cheapest", "temple", "waiting", "steps")

    def __init__(self, state: TotwState, board: Board, steps: int) -> None:
        self.board = board
        pollution = board.pollution
        self.tokens = sum(pollution)
        # Plain loops (these run at most steps of a search): the least pollution on an empty
        # space next to a tile, whether a tile is free of a temple, whether one is no village.
        tile, village, temple = board.tile, board.village, board.temple
        least = 99
        free = waiting = False
        for x in range(NUM_SPACES):
            if tile[x] == EMPTY:
                if pollution[x] < least:
                    for y in ADJACENT[x]:
                        if tile[y] != EMPTY:
                            least = pollution[x]
                            break
            else:
                free = free or not temple[x]
                waiting = waiting or not village[x]
        self.plant_pollution = least
        cost = state.data.tile_cost
        cheapest = 4 if state.flags.blind_forest_draw and state.forest_stack else 99
        for t in state.forest_market:
            if t != EMPTY and cost[t] < cheapest:
                cheapest = cost[t]
        self.cheapest = cheapest
        self.temple = free and bool(board.unbuilt_temples())
        self.waiting = waiting
        self.steps = steps


# Each card row's effects as a dict and whether water is its only effect, by the row's id (the row
# is kept so the id stays its own).
_ROW_EFFECTS: dict[int, tuple[CardRow, dict[Fx, int], bool]] = {}


def _row_effects(row: CardRow) -> tuple[CardRow, dict[Fx, int], bool]:
    found = _ROW_EFFECTS.get(id(row))
    if found is None or found[0] is not row:
        found = _ROW_EFFECTS[id(row)] = (row, dict(row.effects), all(code == _W for code, _ in row.effects))
    return found


def row_worth(facts: Facts, row: CardRow, element: int) -> tuple[float, bool]:
    """What playing ``row`` would bring on this board: its value by EFFECT_VALUE, counting only the
    effects that can do something, and whether any effect but water does something."""
    found = _ROW_EFFECTS.get(id(row))
    if found is None or found[0] is not row:
        found = _row_effects(row)
    return effects_worth(facts, found[1], element)


# Enum members read as plain names: on Python 3.11 ``Fx.X`` goes through the enum metaclass,
# several times a plain read, and effects_worth runs at every step of a playout.
_W, _C, _P, _T, _M, _K = Fxes.WATER, Fxes.CLEAN, Fxes.PLANT, Fxes.TEMPLE, Fxes.MOVE, Fxes.CATAPULT
_BLUE, _YELLOW = int(Element.BLUE), int(Element.YELLOW)
_PORTAL = Features.PORTAL


def effects_worth(facts: Facts, effects: dict[Fx, int], element: int) -> tuple[float, bool]:
    board = facts.board
    powers = board.powers
    value = EFFECT_VALUE
    water = effects.get(_W, 0) + (1 if element == _BLUE and Powers.RAIN_SONG in powers else 0)
    moves = effects.get(_M, 0) + (1 if element == _YELLOW and Powers.TAILWIND in powers else 0)
    # Water beyond WATER_CAP plants nothing more before it is spent.
    worth = value[_W] * min(water, max(0, WATER_CAP - board.water))
    acts = False
    removals = 0
    if _C in effects:
        removals = effects[_C] + (1 if Powers.PURIFIER in powers else 0)
        if facts.tokens:
            worth += CLEAN_WORTH * min(removals, facts.tokens)  # a constant a tuning run can set
            acts = True
            if 0 < facts.plant_pollution <= removals and _P not in effects:
                worth += value[_P] * UNBLOCK_SHARE * (1.0 if facts.waiting else PLANT_URGENT)
    if _P in effects and facts.plant_pollution <= removals:
        # 4.3.2, after the row's W and P, at the cheapest source
        discount = effects[_P] + (1 if Powers.GREEN_THUMB in powers else 0)
        if max(0, facts.cheapest - discount) <= board.water + water:
            worth += value[_P] * (1.0 if facts.waiting else PLANT_URGENT)
            acts = True
    if _T in effects and facts.temple:
        worth += value[_T]
        acts = True
    steps = facts.steps
    catapult = _K in effects
    if (moves or catapult) and steps:
        worth += value[_M] * min(moves, steps)
        worth += value[_K] if catapult else 0.0
        if moves >= steps or catapult and moves + 1 >= steps:
            worth += MOVE_FINISH  # the riders a village needs are all there after it
        acts = True
    return worth, acts


def effects_act(facts: Facts, effects: dict[Fx, int], element: int) -> bool:
    """``effects_worth(facts, effects, element)[1]`` (whether an effect but water does something)
    without the worth: the pruning asks this of every card at every action phase."""
    board = facts.board
    powers = board.powers
    removals = 0
    if _C in effects:
        if facts.tokens:
            return True
        removals = effects[_C] + (1 if Powers.PURIFIER in powers else 0)
    if _P in effects and facts.plant_pollution <= removals:
        water = effects.get(_W, 0) + (1 if element == _BLUE and Powers.RAIN_SONG in powers else 0)
        discount = effects[_P] + (1 if Powers.GREEN_THUMB in powers else 0)
        if max(0, facts.cheapest - discount) <= board.water + water:
            return True
    if _T in effects and facts.temple:
        return True
    if facts.steps:
        moves = effects.get(_M, 0) + (1 if element == _YELLOW and Powers.TAILWIND in powers else 0)
        if moves or _K in effects:
            return True
    return False


def rider_steps(state: TotwState, player: int) -> int:
    """Moves still needed to fill the forest tile closest to its rider need with the nearest riders
    that stand where no village waits for them (the capital, villages); 0 when no forest tile
    lacks riders or no rider can come. Moves help only there."""
    board = state.boards[player]
    if board.villages >= MAX_VILLAGES:
        return 0
    light = Powers.LIGHT_FOOTED in board.powers
    tile, village, riders = board.tile, board.village, board.riders
    slots = state.data.tile_slots
    best, missing = -1, 99
    # Plain loops (``Board.village_need`` inline): this runs several times at every step of a playout.
    for x in range(NUM_SPACES):
        t = tile[x]
        if t != EMPTY and not village[x]:
            short = (max(2, slots[t] - 1) if light else slots[t]) - riders[x]
            if 0 < short < missing:
                best, missing = x, short
    if best < 0:
        return 0
    distance = distances(state, best + 1, player)
    free = [distance[0]] * board.capital
    for x in range(NUM_SPACES):
        n = riders[x]
        if n and village[x]:
            free += [distance[x + 1]] * n
    free.sort()
    steps = 0
    for d in free[:missing]:
        if d < 99:
            steps += d
    return steps


def distances(state: TotwState, target: int, player: int | None = None) -> list[int]:
    """Moves from every position (cap = 0, space x = x + 1) to ``target`` along links, on the
    board of ``player`` (the player to move by default)."""
    board = state.boards[state.seat if player is None else player]
    tile, village = board.tile, board.village
    # ``Board.links`` inline, its portals found once for the whole walk (this runs several times
    # at every step of a playout).
    feature = state.data.tile_feature
    portals = (
        [x + 1 for x in range(NUM_SPACES) if village[x] and feature[tile[x]] == _PORTAL]
        if True in village
        else []
    )
    far = 99
    distance = [far] * 13
    distance[target] = 0
    frontier = [target]
    step = 0
    while frontier:
        step += 1
        nxt = []
        for pos in frontier:
            if pos == 0:
                others = [1, *portals]
            else:
                others = [y + 1 for y in ADJACENT[pos - 1] if tile[y] != EMPTY]
                if pos == 1:
                    others.append(0)
                if pos in portals:
                    others.append(0)
                    others += portals
            for other in others:
                if distance[other] == far:
                    distance[other] = step
                    nxt.append(other)
        frontier = nxt
    return distance


def short_tile(state: TotwState) -> bool:
    """Whether a forest tile of the player to move holds fewer riders than its village needs."""
    board = state.boards[state.seat]
    if board.villages >= MAX_VILLAGES:
        return False
    light = Powers.LIGHT_FOOTED in board.powers
    tile, village, riders = board.tile, board.village, board.riders
    slots = state.data.tile_slots
    # A plain loop (``Board.village_need`` inline): this runs at most steps of a search.
    for x in range(NUM_SPACES):
        t = tile[x]
        if t != EMPTY and not village[x]:
            need = max(2, slots[t] - 1) if light else slots[t]
            if riders[x] < need:
                return True
    return False


def _row_dominates(hard: CardRow, easy: CardRow) -> bool:
    """Whether ``hard`` does at least what ``easy`` does, effect by effect (2.2): as much water,
    cleaning, temples, moves and catapults, and a forest for each of ``easy``'s at a discount at
    least as large. Every effect beyond what a row forces is optional or only gains (plants, moves
    and catapults may stop; water and cleaning never cost), and a leader's power adds the same to
    both rows of a card, so the easy row can never do better."""
    plants: dict[bool, list[int]] = {True: [], False: []}
    totals: dict[bool, dict[Fx, int]] = {True: {}, False: {}}
    for is_hard, row in ((True, hard), (False, easy)):
        for code, n in row.effects:
            if code == _P:
                plants[is_hard].append(n)
            else:
                totals[is_hard][code] = totals[is_hard].get(code, 0) + n
    if any(totals[True].get(code, 0) < n for code, n in totals[False].items()):
        return False
    strong, weak = sorted(plants[True], reverse=True), sorted(plants[False], reverse=True)
    return len(strong) >= len(weak) and all(s >= w for s, w in zip(strong, weak, strict=False))


# The cards whose hard row dominates their easy row (``_row_dominates``), by the card data's id
# (the data is kept so the id stays its own).
_DOMINATED: dict[int, tuple[object, frozenset[int]]] = {}


def dominated_easy_rows(rows: tuple[tuple[CardRow, ...], ...]) -> frozenset[int]:
    """The cards (indices into ``rows``, the data's ``card_rows``) whose easy row is never
    better than their hard row."""
    found = _DOMINATED.get(id(rows))
    if found is None or found[0] is not rows:
        cards = frozenset(
            c for c, pair in enumerate(rows) if len(pair) == 2 and _row_dominates(pair[1], pair[0])
        )
        found = _DOMINATED[id(rows)] = (rows, cards)
    return found[1]


def _action_does_something(state: TotwState, action: int, facts: Facts) -> bool:
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
    found = _ROW_EFFECTS.get(id(row))
    if found is None or found[0] is not row:
        found = _row_effects(row)
    if found[2]:
        return True
    return effects_act(facts, found[1], state.data.card_element[card])


def useful_actions(state: State, legal: list[int]) -> list[int]:
    """``legal`` without the decisions that change nothing, if any decision that does is left,
    and without the easy rows their cards' hard rows dominate (``dominated_easy_rows``)."""
    assert isinstance(state, TotwState)
    if len(legal) < 2:
        return legal
    if state.phase == Phases.ACTION:
        # A move does something only while a forest tile (a village to be) lacks riders.
        facts = Facts(state, state.boards[state.seat], int(short_tile(state)))
        kept = [a for a in legal if _action_does_something(state, a, facts)]
        # With nothing that does something the turn is still played: the easy rows that can
        # never do better than their hard rows go all the same.
        return _without_dominated_rows(state, kept or legal, legal)
    if state.phase == Phases.PLANT and legal[-1] == act.STOP:
        return legal[:-1]  # a forest can be planted: the card's F is not thrown away
    if state.phase in (Phases.MOVE, Phases.CATAPULT) and legal[-1] == act.STOP and short_tile(state):
        return legal[:-1]  # a forest tile still lacks riders: the card's moves are not thrown away
    if state.phase == Phases.DRAW:
        return useful_draws(state, legal)[0]
    if state.phase == Phases.PLACE_TEMPLE:
        return useful_temples(state, legal)
    if state.phase == Phases.VILLAGE_CARD:
        return useful_village_cards(state, legal)
    return legal


def _without_dominated_rows(state: TotwState, kept: list[int], legal: list[int]) -> list[int]:
    """``kept`` with a card's easy row replaced by its hard row where that is legal and does at
    least as much (``dominated_easy_rows``). The hard row may have been left out as doing nothing
    while the easy row, water alone, was kept (b03: W2 against W4+P1 on a clean board): it does
    more of the same."""
    dominated = dominated_easy_rows(state.data.card_rows)
    hand = state.boards[state.seat].hand
    present = set(legal)
    found: list[int] = []
    for a in kept:
        if act.PLAY <= a < act.TEMPLE_ACTION:
            slot, hard = divmod(a - act.PLAY, 2)
            card = hand[slot]
            if not hard and a + 1 in present and 0 <= card < HIDDEN and card in dominated:
                a += 1  # the next id: the order stays the legal order
        if not found or found[-1] != a:
            found.append(a)
    return found


def useful_village_cards(state: TotwState, legal: list[int]) -> list[int]:
    """``legal`` without using a village card's effect now where it would do nothing (spec 2.4:
    cleaning with no pollution, a temple with none to place, a forest with no space, moves or a
    catapult while no forest tile lacks riders) and the card can be tucked instead without
    letting a tucked card go: its goal may still score."""
    facts = Facts(state, state.boards[state.seat], int(short_tile(state)))
    effect = state.data.village_effect
    present = set(legal)
    kept = []
    for a in legal:
        i, k = divmod(a - act.VILLAGE_CARD, 6)
        if k == act.VC_NOW and act.VILLAGE_CARD + i * 6 + act.VC_TUCK in present:
            code, n = effect[state.village_row[i]]
            if code != _W and not effects_act(facts, {code: n}, -1):
                continue
        kept.append(a)
    return kept or legal


def useful_temples(state: TotwState, legal: list[int]) -> list[int]:
    """The temple placements whose bonus would do something now (water always does; a free
    forest needs a clean space beside a tile, cleaning a token, moves a forest tile short of
    riders), if any: a bonus that does nothing is thrown away, and its temple is better kept
    for a turn it can be used."""
    board = state.boards[state.seat]
    facts = Facts(state, board, int(short_tile(state)))
    bonus = state.data.temple_bonus
    does: dict[int, bool] = {}
    kept = []
    for a in legal:
        t = (a - act.PLACE_TEMPLE) // 12
        if t not in does:
            code, n = bonus[t]
            does[t] = code == _W or effects_act(facts, {code: n}, -1)
        if does[t]:
            kept.append(a)
    return kept or legal


def useful_draws(state: TotwState, legal: list[int]) -> tuple[list[int], dict[int, float]]:
    """The draws worth at least DRAW_KEEP of the best (a card of an element that does little on
    this board only clogs the holder), and every draw's worth (``draw_worth``)."""
    worth = draw_worth(state, legal)
    top = max(worth.values())
    if top <= 0:
        return legal, worth
    return [a for a in legal if worth[a] >= DRAW_KEEP * top], worth


# Per element: its cards' distinct rows as effect dicts, and each design as how many cards share
# it and the indices of its rows among those.
_BY_ELEMENT: dict[int, list[tuple[list[dict[Fx, int]], list[tuple[int, list[int]]]]]] = {}
# ``element_worth`` by everything it reads of the board (it is the same for many positions).
_WORTH_SEEN: dict[tuple[object, ...], list[float]] = {}


def element_worth(state: TotwState) -> list[float]:
    """For each element, what a card of it drawn blind would do on the mover's board: the mean,
    over the element's cards, of the best row by ``row_worth`` (requirements aside)."""
    data = state.data
    by_element = _BY_ELEMENT.get(id(data))
    if by_element is None:
        designs: list[dict[tuple[tuple[Effect, ...], ...], int]] = [{} for _ in range(4)]
        for card, rows in enumerate(data.card_rows):
            key = tuple(row.effects for row in rows)
            found = designs[data.card_element[card]]
            found[key] = found.get(key, 0) + 1
        by_element = []
        for found in designs:
            index: dict[tuple[Effect, ...], int] = {}
            for key in found:
                for effects in key:
                    index.setdefault(effects, len(index))
            by_element.append(
                ([dict(e) for e in index], [(n, [index[e] for e in key]) for key, n in found.items()])
            )
        _BY_ELEMENT.clear()
        _BY_ELEMENT[id(data)] = by_element
        _WORTH_SEEN.clear()
    board = state.boards[state.seat]
    facts = Facts(state, board, rider_steps(state, state.seat))
    seen = (min(facts.tokens, 9), min(facts.plant_pollution, 9), facts.cheapest, facts.temple, facts.waiting,
           facts.steps, min(board.water, WATER_CAP + 1), tuple(board.powers))  # fmt: skip
    worth = _WORTH_SEEN.get(seen)
    if worth is None:
        worth = []
        for element, (distinct, cards) in enumerate(by_element):
            # each distinct row once: designs share rows
            values = [effects_worth(facts, effects, element)[0] for effects in distinct]
            total = sum(n * max([values[i] for i in design]) for n, design in cards)
            worth.append(total / max(1, sum(n for n, _ in cards)))
        if len(_WORTH_SEEN) > 4096:
            _WORTH_SEEN.clear()
        _WORTH_SEEN[seen] = worth
    return worth


def draw_worth(state: TotwState, legal: list[int]) -> dict[int, float]:
    """Each draw by ``element_worth`` of what it brings (the deck: its top card's element)."""
    worth = element_worth(state)
    found = {}
    for a in legal:
        if a == act.DRAW_DECK:
            found[a] = (
                worth[state.element_of(state.element_deck[-1])] if state.element_deck else sum(worth) / 4
            )
        else:
            found[a] = worth[a - act.DRAW]
    return found
